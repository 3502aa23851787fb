package varia.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import varia.variant.Variant;
import varia.variant.VariantLoader;
import varia.variant.Variants;

/**
 * The drops' reply witness ({@link ReplyWitness}) lets a rule that forbids stalemating (Sittuyin,
 * seed 004 section V: a move may not leave the opponent without a legal move) skip the make and the
 * reply search of a drop that surely leaves both sides a move. Here its legal moves are compared,
 * in every position of seeded random games, with the rule worked out by brute force on the same
 * game without the rule: a move is legal when the opponent is then in check, or has a move after
 * which the mover is in check or has a move (the engine's reply test nests three levels deep).
 */
class ReplyWitnessTest {

    /**
     * Small drop games where free squares run out. "must-drop": four pieces a side, all in hand,
     * dropped on the back rank (the last drops leave no free square). "free-drops": the kings on
     * the board, the rest dropped on the back rank or moved, captured pieces to the captor's hand.
     * "overlap": the same on a board of three by three, drops on the own two ranks, so that the
     * middle rank is both sides' and one side's drop may take the other's last free square.
     */
    private static String tight(String kind, boolean forbid) {
        boolean mustDrop = kind.equals("must-drop"), small = kind.equals("overlap");
        String zone = ", drop: {zone: home}";
        return "name: Tight drops\n"
                + "board: {files: " + (small ? 3 : 4) + ", ranks: " + (small ? 3 : 4) + "}\n"
                + "regions: {home: \"" + (small ? "ranks 1-2" : "rank 1") + "\"}\n"
                + "pieces:\n"
                + "  K: {name: King, moves: K, royal: true" + zone + "}\n"
                + "  W: {name: Wazir, moves: W" + zone + "}\n"
                + "  F: {name: Ferz, moves: F" + zone + "}\n"
                + "setup: " + (mustDrop ? "4/4/4/4[KWFFkwff]" : small ? "k2/3/2K[WWFwwf]" : "k3/4/4/3K[WFFwff]") + " w - - 0 1\n"
                + "play:\n"
                + "  drops: {captures-to-hand: " + !mustDrop + ", must-drop: " + mustDrop + "}\n"
                + "  forbid-stalemating: " + forbid + "\n"
                + "end: {checkmate: loss, stalemate: draw}\n";
    }

    @ParameterizedTest(name = "{0} {1}")
    @CsvSource({
        "sittuyin, , 40, 60",
        "sittuyin, deployment=seed-004, 40, 60",
        "tight, must-drop, 30, 200",
        "tight, free-drops, 30, 200",
        "tight, overlap, 30, 300",
    })
    void legalMovesEqualTheRuleByBruteForce(String game, String option, int plies, int games) throws Exception {
        Variant forbidding, allowing;
        if (game.equals("sittuyin")) {
            Map<String, String> options = option == null ? Map.of() : Map.of(option.split("=")[0], option.split("=")[1]);
            forbidding = Variants.registry().byName(game, options);
            Map<String, String> draw = new java.util.HashMap<>(options);
            draw.put("stalemate", "draw");
            allowing = Variants.registry().byName(game, draw);
        } else {
            forbidding = new VariantLoader().load("tight", "tight.yaml", tight(option, true));
            allowing = new VariantLoader().load("tight", "tight.yaml", tight(option, false));
        }
        Random random = new Random(33);
        int positions = 0, vouchedAll = 0, vouchedMoves = 0, testedMoves = 0, refused = 0;
        int[] moves = new int[Moves.MAX_MOVES];
        for (int g = 0; g < games; g++) {
            Position p = Position.start(forbidding);
            for (int ply = 0; ply < plies; ply++) {
                Position q = Position.fromFen(allowing, p.toFen());
                Set<Integer> expected = byBruteForce(q);
                Set<Integer> actual = new TreeSet<>();
                int n = p.legalMoves(moves);
                for (int i = 0; i < n; i++) actual.add(moves[i]);
                assertEquals(expected, actual, game + " " + option + ": " + p.toFen());
                positions++;
                if (ReplyWitnesses.allVouched(p)) vouchedAll++;
                for (int m : actual) if (ReplyWitnesses.vouched(p, m)) vouchedMoves++; else testedMoves++;
                refused += legalCount(q) - n;
                if (n == 0) break;
                p.make(moves[random.nextInt(n)]);
            }
        }
        // the comparison covers both answers: moves the witness vouched for and moves it left to the test
        assertTrue(vouchedMoves > 0 && testedMoves > 0, "vouched " + vouchedMoves + ", tested " + testedMoves);
        if (game.equals("sittuyin") || "must-drop".equals(option)) assertTrue(vouchedAll > 0, "whole positions vouched: " + vouchedAll);
        if (game.equals("tight")) assertTrue(refused > 0, "no move was refused for stalemating in " + positions + " positions");
    }

    /**
     * "overlap": Black's only free square of its region is b2, on the middle rank both sides drop
     * on; White's wazir dropped there stalemates Black (its king's squares are all guarded, its
     * wazir in hand has nowhere to go), so it is not legal, though White keeps two free squares.
     */
    @org.junit.jupiter.api.Test
    void aDropOnTheOpponentsLastFreeSquareIsTested() throws Exception {
        String fen = "kFF/F1K/2W[WWw] w - - 0 1";
        Position p = Position.fromFen(new VariantLoader().load("tight", "tight.yaml", tight("overlap", true)), fen);
        Position q = Position.fromFen(new VariantLoader().load("tight", "tight.yaml", tight("overlap", false)), fen);
        Set<Integer> expected = byBruteForce(q), actual = new TreeSet<>();
        int[] moves = new int[Moves.MAX_MOVES];
        int n = p.legalMoves(moves);
        for (int i = 0; i < n; i++) actual.add(moves[i]);
        assertEquals(expected, actual);
        assertEquals(legalCount(q) - 1, actual.size(), "exactly one move (W@b2) stalemates");
    }

    /** The forbidden stalemate worked out on the game without it, three levels deep as the engine's reply test. */
    private static Set<Integer> byBruteForce(Position q) {
        Set<Integer> legal = new TreeSet<>();
        int[] moves = new int[Moves.MAX_MOVES];
        int n = q.legalMoves(moves);
        for (int i = 0; i < n; i++) {
            q.make(moves[i]);
            boolean allowed = q.inCheck() || q.endedByRule() != null || replyLeavesAMove(q);
            q.unmake();
            if (allowed) legal.add(moves[i]);
        }
        return legal;
    }

    /** Has the side to move a move after which the other side is in check or has a move (or a rule ended the game)? */
    private static boolean replyLeavesAMove(Position q) {
        int[] replies = new int[Moves.MAX_MOVES];
        int n = q.legalMoves(replies);
        for (int i = 0; i < n; i++) {
            q.make(replies[i]);
            boolean ok = q.inCheck() || q.endedByRule() != null || legalCount(q) > 0;
            q.unmake();
            if (ok) return true;
        }
        return false;
    }

    private static int legalCount(Position q) { return q.legalMoves(new int[Moves.MAX_MOVES]); }
}
