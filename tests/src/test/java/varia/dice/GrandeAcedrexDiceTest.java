package varia.dice;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import varia.game.Families;
import varia.game.Game;
import varia.game.IllegalAction;
import varia.game.Records;
import varia.game.State;

/**
 * Grande Acedrex moved by its eight-sided die (variants/grande-acedrex-dice.yaml, a
 * {@code game: dice-variant} file over variants/grande-acedrex.yaml): the die, the throw that is
 * thrown again, the variant's own check and mate under the die, the records (docs/sources.md rows
 * GAX-17 to GAX-21).
 */
class GrandeAcedrexDiceTest {
    static VariantDiceGame game(Map<String, String> options) throws Exception {
        return (VariantDiceGame) Families.find("grande-acedrex-dice", options);
    }

    /** The chance node's outcomes as "face=probability". */
    static List<String> throwsOf(State s) {
        int[] out = new int[s.maxActions()];
        double[] p = new double[s.maxActions()];
        int n = s.chanceOutcomes(out, p);
        List<String> list = new ArrayList<>();
        for (int i = 0; i < n; i++) list.add(s.actionText(out[i]) + "=" + Math.round(p[i] * 1000) / 1000.0);
        return list;
    }

    static List<String> moves(State s) {
        int[] out = new int[s.maxActions()];
        int n = s.legalActions(out);
        List<String> list = new ArrayList<>();
        for (int i = 0; i < n; i++) list.add(s.actionText(out[i]));
        java.util.Collections.sort(list);
        return list;
    }

    @Test
    void gax18EightSidesForTheEightKindsOfPieces() throws Exception {
        // fol. 83r: "eight sides for the eight types of pieces"; Ludii's order: 8 king, 7 aanca, 6 unicorn, 5 rook, 4 lion, 3 crocodile, 2 giraffe, 1 pawn
        VariantDiceGame g = game(Map.of());
        String[] names = {"Pawn", "Giraffe", "Crocodile", "Lion", "Rook", "Unicorn", "Aanca", "King"};
        assertEquals(8, g.die().size());
        for (int o = 0; o < 8; o++) {
            assertEquals(String.valueOf(o + 1), g.die().outcome(o).name());
            assertEquals(List.of(names[o]), g.movedBy(o));
            assertEquals(0.125, g.die().outcome(o).probability(), 1e-12);
        }
        // at the start every kind can move: eight throws of 1/8
        State s = g.start(2);
        assertEquals(State.CHANCE, s.current());
        assertEquals(8, throwsOf(s).size());
        s.apply(s.parseAction("2"));
        assertEquals(0, s.current(), "white moves the giraffe thrown");
        // the giraffe's (3,2) leaps from d1 and i1 (the (2,3) ones land on its own pawns)
        assertEquals(List.of("Za3", "Zf3", "Zg3", "Zl3"), moves(s));
    }

    @Test
    void gax19AThrowWhosePiecesCannotMoveIsThrownAgain() throws Exception {
        // Pritchard ch. 30 on the Libro's dice: a throw whose piece cannot move, or is gone, is thrown again
        VariantDiceGame g = game(Map.of());
        VariantDiceState s = VariantDiceState.fromFen(g, "6k5/12/12/12/12/12/12/12/12/12/12/R5K5 w - - 0 1");
        assertEquals(List.of("5=0.5", "8=0.5"), throwsOf(s), "only the rook and the king are on the board");
        IllegalAction e = assertThrows(IllegalAction.class, () -> s.parseAction("1"));
        assertTrue(e.getMessage().contains("thrown again"), e.getMessage());
        java.util.SplittableRandom random = new java.util.SplittableRandom(3);
        for (int i = 0; i < 100; i++) {
            String face = s.actionText(s.sample(random));
            assertTrue(face.equals("5") || face.equals("8"), face);
        }
    }

    @Test
    void gax20TheDieMovesOnlyWithinTheVariantsLegalMoves() throws Exception {
        // the variant's rules stay whole: in check only a move that answers it; the rook's only one is the block
        VariantDiceGame g = game(Map.of());
        VariantDiceState s = VariantDiceState.fromFen(g, "k11/12/6r5/12/12/12/12/12/12/12/1R10/6K5 w - - 0 1");
        assertEquals(List.of("5=0.5", "8=0.5"), throwsOf(s));
        s.apply(s.parseAction("5"));
        assertEquals("thrown 5 (Rook)", s.situation());
        assertEquals(List.of("Rg2"), moves(s));
        IllegalAction e = assertThrows(IllegalAction.class, () -> s.parseAction("Kf1"));
        assertTrue(e.getMessage().contains("names the Rook"), e.getMessage());
        s.undo();
        s.apply(s.parseAction("8"));
        assertEquals(List.of("Kf1", "Kf2", "Kh1", "Kh2"), moves(s));
    }

    @Test
    void gax21MateEndsTheGameWhateverTheDie() throws Exception {
        // checkmate: black has no legal move at all, so no throw can be used: the variant's own rule ends the game
        VariantDiceGame g = game(Map.of());
        VariantDiceState s = VariantDiceState.fromFen(g, "k11/12/RR10/12/12/12/12/12/12/12/12/6K5 b - - 0 1");
        assertTrue(s.isTerminal());
        assertEquals(0, s.winner());
        assertTrue(s.reason().toLowerCase(java.util.Locale.ROOT).contains("checkmate"), s.reason());
        assertEquals(List.of(), throwsOf(s));
    }

    @Test
    void theGamesReadingsAreOptionsOfTheDiceFileToo() throws Exception {
        // unicorn=murray (Bodlaender after Murray): both the unmoved and the moved unicorn move on a 6
        VariantDiceGame m = game(Map.of("unicorn", "murray"));
        assertEquals(List.of("Unicorn (unmoved)", "Unicorn"), m.movedBy(5));
        assertEquals("grande-acedrex", m.variant().key());
        VariantDiceGame k = game(Map.of("setup", "murray"));
        assertTrue(k.start(2).text().startsWith("rluzckaczulr/"), k.start(2).text());
    }

    @Test
    void theSampleRecordReplaysAndABadOneIsRefused() throws Exception {
        Path dir = varia.TestPaths.root().resolve("samples/grande-acedrex-dice");
        List<Path> files;
        try (var list = Files.list(dir)) {
            files = list.filter(p -> p.toString().endsWith(".txt")).sorted().toList();
        }
        assertFalse(files.isEmpty());
        for (Path f : files) {
            String text = Files.readString(f);
            Game g = Families.find("grande-acedrex-dice", game(Map.of()).records().options(text));
            Records.Verdict v = g.records().replay(text).verdict();
            assertTrue(v.ok(), f + ": " + v.message());
            assertTrue(text.contains("\nresult: "), f.toString());
        }
        Records.Verdict bad = game(Map.of()).records().replay("game: grande-acedrex-dice\nplayers: 2\n1. white 2 e5\n").verdict();
        assertFalse(bad.ok());
        assertTrue(bad.message().contains("names the Giraffe"), bad.message());
    }
}
