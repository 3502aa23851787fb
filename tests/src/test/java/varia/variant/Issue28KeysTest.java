package varia.variant;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The keys issue 28 added, each mistake one positioned line (the lines docs/variant-format.md shows):
 * {@code play.setup-moves}, {@code notation.aliases}, {@code end.mate-given-by}, {@code end.count-at-setup}.
 */
class Issue28KeysTest {
    /** Shatar in small: the setup after 1.d4 d5. */
    static final String SHATAR = """
            board: {files: 8, ranks: 8}
            pieces:
              K: {moves: K, royal: true}
              J: {moves: RF}
              N: {moves: N}
              P: {moves: fmWfcF}
            setup: 1n1jk1n1/ppp1pppp/8/3p4/3P4/8/PPP1PPPP/1N1JK1N1 w - - 0 1
            %s
            """;

    static List<String> problems(String text) {
        VariantException e = assertThrows(VariantException.class, () -> new VariantLoader().load("f", "f.yaml", text));
        return e.diagnostics().stream().map(Object::toString).toList();
    }

    @Test
    void setupMovesTheSetupDoesNotShow() {
        assertEquals(List.of("f.yaml:9:17: play.setup-moves: 'e2e4': the setup shows no White piece on e4 (the sides alternate"
                        + " back from the side to move, so this is White's move)"),
                problems(SHATAR.formatted("play:\n  setup-moves: [e2e4, d7d5]")));
        assertEquals(List.of("f.yaml:9:23: play.setup-moves: 'd7d5': the setup shows a piece on d7, which this move left empty"),
                problems(SHATAR.formatted("play:\n  setup-moves: [d2d4, d7d5]").replace("ppp1pppp/8/3p4", "pppppppp/8/3p4")
                        .replace("1n1jk1n1/pppppppp", "1n1jk1n1/pppppppp")));
        assertEquals(List.of("f.yaml:9:16: play.setup-moves: the game already opens with compulsory moves made from the setup"
                        + " (opening-moves); keep one of the two"),
                problems(SHATAR.formatted("play:\n  setup-moves: [d2d4, d7d5]\n  opening-moves: [b1c3]")));
    }

    @Test
    void notationAliases() {
        assertEquals(List.of("f.yaml:8:35: notation.aliases.western.Q: 'X' is not a piece letter of this variant; the pieces are K, J, N, P"),
                problems(SHATAR.formatted("notation: {aliases: {western: {Q: X}}}")));
        assertEquals(List.of("f.yaml:8:35: notation.aliases.western: 'q' is not one upper-case letter (the letter a record writes)"),
                problems(SHATAR.formatted("notation: {aliases: {western: {q: J}}}")));
    }

    @Test
    void mateGivenByWithoutAList() {
        assertEquals(List.of("f.yaml:10:18: end.mate-given-by says which mates 'end.drawn-mates' and 'play.forbidden-mates'"
                        + " mean, but neither lists a piece; list one or remove 'mate-given-by'"),
                problems(SHATAR.formatted("end:\n  checkmate: loss\n  mate-given-by: checkers")));
    }

    @Test
    void countAtSetupWithoutACount() {
        assertEquals(List.of("f.yaml:8:23: end.count-at-setup says how a count runs, but there is no 'end.counting' clause;"
                        + " add one or remove 'count-at-setup'"),
                problems(SHATAR.formatted("end: {count-at-setup: true}")));
    }
}
