package varia.rules.counting;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Map;
import varia.yaml.ClauseException;
import java.util.function.Function;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

/** The count-clause grammar (Count.g4) and its compiler: results and column-exact errors. */
class CountClausesTest {
    static final Function<Character, String> PIECES = c -> "KMSNRP".indexOf(c) >= 0 ? null
            : "unknown piece letter '" + c + "'; the pieces are K, M, S, N, R, P";

    static CountRule compile(String clause) throws ClauseException {
        return CountClauses.compile(clause, PIECES);
    }

    @Test
    void boardClause() throws Exception {
        assertEquals(new CountRule(CountRule.Kind.BOARD, "board 64 when no P", 64, Map.of(), false, "P"),
                compile("board 64 when no P"));
        assertEquals(new CountRule(CountRule.Kind.BOARD, "board 64", 64, Map.of(), false, ""),
                compile("  board 64  "));
        assertEquals("PM", compile("board 64 from 1 when no P, M").pawns());
    }

    @Test
    void piecesClause() throws Exception {
        CountRule r = compile("pieces RR 8, R 16, SS 22, NN 32, S 44, N 64, else 64 from pieces + 1 when no P");
        assertEquals(CountRule.Kind.PIECES, r.kind());
        assertEquals(64, r.limit());
        assertEquals(Map.of("RR", 8, "R", 16, "SS", 22, "NN", 32, "S", 44, "N", 64), r.limits());
        assertEquals(true, r.startsAtPieces());
        assertEquals("P", r.pawns());
        // material is a multiset: RN and NR are the same key
        assertEquals(Map.of("NR", 10), compile("pieces RN 10, else 64").limits());
        assertEquals(false, compile("pieces R 16, else 64").startsAtPieces());
    }

    @ParameterizedTest(name = "[{index}] {0}")
    @CsvSource(delimiter = '|', value = {
        "''                                    | 1  | the clause is empty; write e.g. 'board 64 when no P' or 'pieces RR 8, R 16, else 64 from pieces + 1 when no P'",
        "board 64 wen no P                     | 10 | unknown word 'wen'; did you mean 'when'?",
        "bored 64                              | 1  | unknown word 'bored'; did you mean 'board'?",
        "board 64 when no X                    | 18 | unknown piece letter 'X'; the pieces are K, M, S, N, R, P",
        "pieces RR 8, RX 16, else 64           | 15 | unknown piece letter 'X'; the pieces are K, M, S, N, R, P",
        "board 64 R 16                         | 10 | unexpected 'R'; piece letters stand at the start of an entry ('RR 8') or after 'when no'",
        "board                                 | 6  | the clause ends too early; a clause reads 'board N [from 1] [when no P]' or 'pieces RR 8, R 16, ..., else N [from pieces + 1] [when no P]'",
        "pieces RR 8, R 16                     | 18 | the limit when no entry matches is missing: add ', else N' after the last entry (e.g. ', else 64')",
        "pieces RR 8, RR 9, else 64            | 14 | material 'RR' is listed twice",
        "pieces R 16, else 64 from pieces + 2  | 36 | the count can only start at 'pieces + 1' (the pieces on the board plus one), not 'pieces + 2'",
        "board 0                               | 7  | the limit must be at least 1, not 0",
        "board 64; when no P                   | 9  | unexpected character ';'; a clause holds lower-case keywords, upper-case piece letters, numbers, ',' and '+'",
        "pieces else 64                        | 8  | unexpected 'else'; a clause reads 'board N [from 1] [when no P]' or 'pieces RR 8, R 16, ..., else N [from pieces + 1] [when no P]'",
    })
    void errorsPointAtTheColumn(String clause, int column, String message) {
        ClauseException e = assertThrows(ClauseException.class, () -> compile(clause));
        assertEquals(message, e.getMessage());
        assertEquals(column, e.column());
    }
}
