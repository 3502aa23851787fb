package varia.variant;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import varia.engine.FenException;
import varia.engine.Position;

/**
 * Issue 18, bad files: the cases reported (a 10x8 board with a KQkq field, a wrong piece set, an
 * undeclared castling letter in a --fen) and the cascades the mutation property test found: each
 * mistake is one positioned line.
 */
class BadFilesTest {
    static final String CAPA = """
            name: Ten by eight
            board: {files: 10, ranks: 8}
            pieces:
              K: {moves: K, royal: true}
              Q: {moves: Q}
              R: {moves: R}
              P: {moves: fmWfceFifmnD, promotion: {to: [Q, R], zone: rank 8}}
            %s
            setup: r3kq3r/pppppppppp/10/10/10/10/PPPPPPPPPP/R3KQ3R w KQkq - 0 1
            """;
    static final String CASTLING = """
            castling:
              king: K
              partner: R
              sides:
                king-side:  {fen-letter: K, king-to: i, partner-to: h}
                queen-side: {fen-letter: Q, king-to: c, partner-to: d}""";

    static List<String> problems(String text) {
        VariantException e = assertThrows(VariantException.class, () -> new VariantLoader().load("f", "f.yaml", text));
        return e.diagnostics().stream().map(Object::toString).toList();
    }

    /** The NullPointerException 'check' hit on a 10x8 board with a KQkq field: gone; the file loads and castles. */
    @Test
    void tenByEightWithCastlingLoads() throws Exception {
        Variant v = new VariantLoader().load("f", "f.yaml", CAPA.formatted(CASTLING));
        Position p = Position.start(v);
        assertEquals("r3kq3r/pppppppppp/10/10/10/10/PPPPPPPPPP/R3KQ3R w KQkq - 0 1", p.toFen());
    }

    @Test
    void tenByEightWithoutACastlingBlockIsOneLine() {
        assertEquals(List.of("f.yaml:9:58: setup: the castling field is 'KQkq' but the variant has no 'castling' block;"
                + " write '-', add a castling block, or use file letters for pieces that hold a first-move right"),
                problems(CAPA.formatted("")));
    }

    /** A castling block without its sides: one line, not one more per letter of the castling field. */
    @Test
    void aCastlingBlockWithoutSidesIsOneLine() {
        assertEquals(List.of("f.yaml:8:11: missing required key 'sides' in 'castling'"),
                problems(CAPA.formatted("castling: {king: K, partner: R}")));
    }

    /** A wrong piece set (the pawn lettered O): one line for the letter, however many pawns, with the unused letter named. */
    @Test
    void aWrongPieceSetIsOneLine() {
        String text = CAPA.formatted(CASTLING).replace("  P: {moves", "  O: {moves");
        assertEquals(List.of("f.yaml:14:15: setup: unknown piece letter 'p' in rank 7 (and 19 more 'P' or 'p'); the pieces are"
                + " K, Q, R, O (upper case for White, lower case for Black); defined but nowhere in the start position: O"
                + " (use one letter for a piece in both places)"), problems(text));
    }

    /** Ranks all as wide as each other but not as the board: one line asking about board.files. */
    @Test
    void everyRankTooWideIsOneLine() {
        String text = CAPA.formatted(CASTLING).replace("files: 10", "files: 9");
        assertEquals(List.of("f.yaml:14:8: setup: every rank has 10 squares but the board has 9 files; is the board's width"
                + " (board.files) right?"), problems(text).stream().filter(l -> l.contains("setup:")).toList());
    }

    /** A castling letter the file does not declare for that colour: refused by --fen as by the setup check. */
    @Test
    void anUndeclaredCastlingLetterIsRefusedEverywhere() throws Exception {
        Variant senterej = Variants.resolve("senterej");
        // Senterej: White castles to its right only (K), Black to its right only (q)
        FenException e = assertThrows(FenException.class, () -> Position.fromFen(senterej,
                "rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"));
        assertEquals("castling right 'Q': the castling 'black right' is Black's only (write 'q'); White has no such castling",
                e.getMessage());
        assertEquals(47, e.index()); // the Q of KQkq
        Position.fromFen(senterej, "rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w Kq - 0 1");
        // a file letter that names a piece without any first-move right is not silently ignored
        e = assertThrows(FenException.class, () -> Position.fromFen(Variants.resolve("chess"),
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkqB - 0 1"));
        assertTrue(e.getMessage().startsWith("castling field: 'B' names b1, whose Knight holds no first-move right"), e.getMessage());
        // the same letters in a setup: the check says it at the letter
        String setup = new String(java.nio.file.Files.readAllBytes(varia.TestPaths.root().resolve("variants/senterej.yaml")))
                .replace("RNBQKBNR f Kq - 0 1", "RNBQKBNR f KQkq - 0 1");
        List<String> lines = problems(setup);
        assertEquals(1, lines.size(), lines.toString());
        assertTrue(lines.get(0).matches("f\\.yaml:\\d+:\\d+: setup: castling right 'Q': the castling 'black right' is Black's only.*"), lines.get(0));
    }

    /** A missing 'drops' under 'play' with several pieces that have 'drop': one line. */
    @Test
    void dropsWithoutHandsIsOneLine() throws Exception {
        String shogi = new String(java.nio.file.Files.readAllBytes(varia.TestPaths.root().resolve("variants/shahrady.yaml")));
        String text = shogi.replaceFirst("\\n  drops: \\{[^}]*}", "");
        List<String> lines = problems(text);
        assertEquals(1, lines.stream().filter(l -> l.contains("the game has no hands")).count(), lines.toString());
        assertTrue(lines.stream().anyMatch(l -> l.contains("(so do ")), lines.toString());
    }

    /** A region defined under another name and used in several places: one line, at its first use. */
    @Test
    void anUnknownRegionUsedTwiceIsOneLine() {
        String text = """
                board: {files: 9, ranks: 10}
                regions: {palace: "files d-f ranks 1-3"}
                pieces:
                  K: {moves: W, royal: true, confined-to: palce}
                  A: {moves: F, confined-to: palce}
                setup: 3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1
                """;
        assertEquals(List.of("f.yaml:4:43: pieces.K.confined-to: unknown region 'palce'; did you mean 'palace'? The regions are palace"),
                problems(text));
    }

    /** A piece left out but named in several keys: one line per letter, where it is first used (and the setup's). */
    @Test
    void aPieceLeftOutIsNamedOncePerPlace() {
        String text = CAPA.formatted(CASTLING).replace("  R: {moves: R}\n", "");
        List<String> lines = problems(text);
        assertEquals(1, lines.stream().filter(l -> l.contains("unknown piece letter 'R'")).count(), lines.toString());
    }
}
