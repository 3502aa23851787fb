package varia.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import varia.variant.OptionChoice;
import varia.variant.Variant;
import varia.variant.Variants;

/**
 * The incrementally updated position equals the one read back from its own FEN: same hash, same
 * legal moves, same check and same result, at every ply of seeded random games in every bundled
 * variant under every value of each of its options. Then unmaking the whole game restores every
 * hash on the way back. This is what found the crown prince's royalty surviving the unmaking of
 * its promotion (Sho shogi), a Shogi bishop back on its start square hashing differently from the
 * same position read from a FEN (so repetitions were missed once), en-passant marks no piece could
 * use, castling marks no right needed, and a chaturanga king's leap right lost by its FEN.
 */
class IncrementalStateTest {
    static final int GAMES = 20, MAX_PLIES = 240;

    @TestFactory
    Stream<DynamicTest> everyVariantAndOption() throws Exception {
        List<DynamicTest> tests = new ArrayList<>();
        for (String key : Variants.bundled()) {
            Variant base = Variants.resolve(key);
            tests.add(DynamicTest.dynamicTest(key, () -> check(base)));
            for (OptionChoice o : base.options())
                for (OptionChoice.Value value : o.values()) {
                    if (value.name().equals(o.defaultValue())) continue;
                    Variant v = Variants.resolve(key, Map.of(o.name(), value.name()));
                    tests.add(DynamicTest.dynamicTest(key + " " + o.name() + "=" + value.name(), () -> check(v)));
                }
        }
        return tests.stream();
    }

    private static void check(Variant v) throws FenException {
        int[] buf = new int[Moves.MAX_MOVES];
        // Shahrady's pass exists only right after the opponent's capture: the last move, which a FEN does not carry
        varia.rules.passing.Pass pass = v.rule(varia.rules.passing.Pass.KEY);
        boolean historyPass = pass != null && pass.afterCaptureToReserve();
        // Chu shogi's counter-strike: after a lion is taken by a non-lion, the reply may not take a lion
        // with a non-lion; that too is the last move, which a FEN does not carry
        varia.rules.lions.LionTrading lions = v.rule(varia.rules.lions.LionTrading.KEY);
        boolean historyCapture = lions != null && lions.counterStrike();
        for (int game = 0; game < GAMES; game++) {
            SplittableRandom rnd = new SplittableRandom(game * 7919L + v.key().hashCode());
            Position pos = Position.start(v);
            List<Long> hashes = new ArrayList<>();
            List<String> played = new ArrayList<>();
            for (int ply = 0; ply < MAX_PLIES; ply++) {
                String where = v.key() + " game " + game + " after " + String.join(" ", played);
                // as a search does: try every move and take it back (this is how the crown prince's
                // promotion left a phantom royal behind)
                for (int i = 0, n = pos.legalMoves(buf); i < n; i++) {
                    pos.make(buf[i]);
                    pos.unmake();
                }
                Position fresh = Position.fromFen(v, pos.toFen());
                assertEquals(state(fresh), state(pos), "state, " + where + " (FEN " + pos.toFen() + ")");
                assertEquals(fresh.hash(), pos.hash(), "hash, " + where);
                assertEquals(fresh.inCheck(), pos.inCheck(), "check, " + where);
                // a game ended by its history (repetition, bikjang after a pass) has no moves; a FEN has no history
                if (pos.result().isOver()) break;
                boolean lastCaptured = historyCapture && pos.before() != null && pos.before().captured != 0;
                if (!lastCaptured) assertEquals(moves(fresh, buf, historyPass), moves(pos, buf, historyPass), "legal moves, " + where);
                else assertTrue(moves(fresh, buf, historyPass).containsAll(moves(pos, buf, historyPass)), "legal moves (a subset after a capture), " + where);
                int n = pos.legalMoves(buf);
                if (n == 0) break;
                int m = buf[rnd.nextInt(n)];
                hashes.add(pos.hash());
                played.add(pos.moveToUci(m));
                pos.make(m);
            }
            for (int i = hashes.size() - 1; i >= 0; i--) {
                pos.unmake();
                assertEquals(hashes.get(i), pos.hash(), v.key() + " game " + game + ": unmaking back to ply " + i);
            }
        }
    }

    /** The parts of the state that a FEN carries besides the board: first-move marks, special rights, en passant. */
    private static String state(Position p) {
        StringBuilder sb = new StringBuilder();
        for (int sq = 0; sq < p.squareCount(); sq++) {
            if (p.isUnmoved(sq)) sb.append(" unmoved ").append(p.squareName(sq));
            if (p.hasSpecial(sq)) sb.append(" special ").append(p.squareName(sq));
            if (p.isEp(sq)) sb.append(" ep ").append(p.squareName(sq));
        }
        return sb.toString();
    }

    private static TreeSet<String> moves(Position p, int[] buf, boolean withoutPasses) {
        int n = p.legalMoves(buf);
        TreeSet<String> out = new TreeSet<>();
        for (int i = 0; i < n; i++) if (!withoutPasses || Moves.kind(buf[i]) != Moves.KIND_PASS) out.add(p.moveToUci(buf[i]));
        return out;
    }
}
