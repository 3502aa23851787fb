package varia.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import varia.variant.Variant;
import varia.variant.Variants;

/**
 * The generator's two ways of deciding legality give the same moves: pins (a piece off every
 * line to its royal piece needs no test, a pinned one stays on its line, the royal's steps are
 * tested with its square emptied) against making, testing and unmaking every move. Seeded random
 * games in every bundled variant, every position compared.
 */
class PinsAgreeTest {
    static final int GAMES = 6, PLIES = 120;

    @TestFactory
    Stream<DynamicTest> pinsAgreeWithMakeAndTest() {
        return Variants.bundled().stream().map(key -> DynamicTest.dynamicTest(key, () -> agree(key, GAMES)));
    }

    /**
     * Games with hoppers (cannons) read their screens and open lines as pins too: many more games
     * there, since a wrong shortcut shows only in the rarer lines (two screens, a piece stepping
     * onto a cannon's open file, a slider's pinner with a cannon behind it).
     */
    @TestFactory
    Stream<DynamicTest> hoppersScreensAgreeWithMakeAndTest() {
        return Stream.of("xiangqi", "janggi").map(key -> DynamicTest.dynamicTest(key, () -> agree(key, 80)));
    }

    /**
     * Positions in check, where a move must take the checker or stand on its line and the royal's
     * steps are judged by the enemy's attack map: games that give check whenever they can (half
     * the time), every position compared, and how many were in check counted (so the test cannot
     * pass by never reaching one).
     */
    @TestFactory
    Stream<DynamicTest> evasionsAgreeWithMakeAndTest() {
        return Variants.bundled().stream().map(key -> DynamicTest.dynamicTest(key, () -> {
            int checks = agree(key, GAMES, true);
            if (CHECKED.contains(key)) assertTrue(checks >= 20, key + ": only " + checks + " positions in check");
        }));
    }

    /** Games in which checks come often enough in these seeded games for the count to mean something. */
    private static final java.util.Set<String> CHECKED = java.util.Set.of("chess", "makruk", "ouk-chatrang", "shatranj", "chaturanga",
            "shatar", "xiangqi", "janggi", "shogi", "indian-9th-century", "troitzky");

    /**
     * A royal step whose square only a right-holding king attacks, when the step itself checks that
     * king and so costs it the right (Chaturanga, seed 004 I: the king's knight move is lost once it
     * has been checked): legal by making it, and so with the shortcuts (before, the royal's test
     * read the right as it stood before the move and refused Kd6).
     */
    @org.junit.jupiter.api.Test
    void aStepThatCostsTheAttackerItsRightIsJudgedByMakingIt() throws Exception {
        Position p = Position.fromFen(Variants.resolve("chaturanga"), "4k3/p7/4K3/8/8/8/7P/4R3 w e - 0 1");
        int[] buf = new int[Moves.MAX_MOVES];
        TreeSet<String> withPins = moves(p, buf, true), tested = moves(p, buf, false);
        assertTrue(tested.contains("e6d6"), "made and tested, Kd6 is legal: " + tested);
        assertEquals(tested, withPins);
    }

    /**
     * Zones of influence: the pins read the stops as they stand (a slider whose line to the royal
     * crosses a stop neither pins nor checks). Games of the two Hia variants under each zone
     * reading (friends too, strict), every position compared, and the positions counted where a
     * stop cuts a slider's line to the royal of the side to move, directly or through one of its
     * pieces (so the test cannot pass by never meeting the case it is for).
     */
    @TestFactory
    Stream<DynamicTest> stopsAgreeWithMakeAndTest() {
        return Stream.of("hiashatar", "hiashatar:zone=all", "hiashatar:zone=strict-all", "hiashatar:zone-stops=slides-and-lame-leaps",
                "shatar-old-1-hia", "shatar-old-1-hia:hia=gifford").map(key -> DynamicTest.dynamicTest(key, () -> {
            String[] parts = key.split(":");
            Variant v = parts.length == 1 ? Variants.resolve(key) : Variants.resolve(parts[0], Variants.options(parts[1]));
            int[] cut = new int[1];
            for (boolean checking : new boolean[] {false, true}) agree(v, key, 12, checking, p -> { if (stopCutsALine(p)) cut[0]++; });
            assertTrue(cut[0] >= 20, key + ": a stop cut a line to the royal in only " + cut[0] + " positions");
        }));
    }

    /**
     * A white knight between its king and a black rook whose file crosses the zone of the white
     * Hia: the rook neither pins the knight (its slide ends on e4) nor, with the knight gone, checks.
     * Without the Hia the same knight is pinned.
     */
    @org.junit.jupiter.api.Test
    void aPinThroughAZoneIsNoPin() throws Exception {
        Variant v = Variants.resolve("shatar-old-1-hia");
        int[] buf = new int[Moves.MAX_MOVES];
        Position zoned = Position.fromFen(v, "k7/8/8/4r3/8/3H4/4N3/4K3 w - - 0 1");
        TreeSet<String> withPins = moves(zoned, buf, true), tested = moves(zoned, buf, false);
        assertTrue(tested.contains("e2c3"), "the knight is free: " + tested);
        assertEquals(tested, withPins);
        Position open = Position.fromFen(v, "k7/8/8/4r3/8/8/4N3/4K3 w - - 0 1");
        assertTrue(!moves(open, buf, false).contains("e2c3"), "without the zone the knight is pinned");
        assertEquals(moves(open, buf, false), moves(open, buf, true));
        Position bare = Position.fromFen(v, "k7/8/8/4r3/8/3H4/8/4K3 w - - 0 1");
        assertTrue(!bare.inCheck(), "the zone cuts the rook's check");
        assertEquals(moves(bare, buf, false), moves(bare, buf, true));
    }

    /**
     * Does a stop cut a line from an enemy slider to the one royal of the side to move, either
     * directly or once one of its own pieces is lifted: attacked with the stops cleared, not with them?
     */
    private static boolean stopCutsALine(Position p) {
        int us = p.stm, king = p.kingSq[us];
        if (p.royalTotal[us] != 1) return false;
        if (cut(p, king)) return true;
        for (int i = 0; i < p.pcount[us]; i++) {
            int s = p.plist[us][i], code = p.board[s];
            if (s == king) continue;
            p.board[s] = 0;
            boolean c = cut(p, king);
            p.board[s] = code;
            if (c) return true;
        }
        return false;
    }

    private static boolean cut(Position p, int king) {
        if (Attacks.attacked(p, king, p.stm ^ 1)) return false;
        long[] marks = p.marks.clone();
        p.squareMarks().clearStops();
        boolean open = Attacks.attacked(p, king, p.stm ^ 1);
        System.arraycopy(marks, 0, p.marks, 0, marks.length);
        return open;
    }

    private static void agree(String key, int games) throws Exception { agree(key, games, false); }

    private static int agree(String key, int games, boolean checking) throws Exception {
        return agree(Variants.resolve(key), key, games, checking, p -> { });
    }

    /** Seeded random games of {@code v}: every position compared, then shown to {@code look}; the positions in check counted. */
    private static int agree(Variant v, String key, int games, boolean checking, java.util.function.Consumer<Position> look) throws Exception {
            int[] buf = new int[Moves.MAX_MOVES];
            int checks = 0;
            for (int game = 0; game < games; game++) {
                SplittableRandom rnd = new SplittableRandom(game * 31L + key.hashCode() + (checking ? 7 : 0));
                Position p = Position.start(v);
                for (int ply = 0; ply < PLIES; ply++) {
                    TreeSet<String> withPins = moves(p, buf, true), tested = moves(p, buf, false);
                    assertEquals(tested, withPins, key + " game " + game + " at " + p.toFen());
                    if (p.inCheck()) checks++;
                    look.accept(p);
                    int n = p.legalMoves(buf);
                    if (n == 0) break;
                    p.make(buf[checking && rnd.nextBoolean() ? checkingMove(p, buf, n, rnd) : rnd.nextInt(n)]);
                }
            }
            return checks;
    }

    /** A random move that gives check, else any (the index into buf). */
    private static int checkingMove(Position p, int[] buf, int n, SplittableRandom rnd) {
        int start = rnd.nextInt(n);
        for (int i = 0; i < n; i++) {
            int k = (start + i) % n;
            if (p.givesCheck(buf[k])) return k;
        }
        return start;
    }

    private static TreeSet<String> moves(Position p, int[] buf, boolean pins) {
        boolean saved = Generator.pinsEnabled, savedMap = AttackMap.enabled;
        Generator.pinsEnabled = pins;
        AttackMap.enabled = pins;
        try {
            int n = p.legalMoves(buf);
            TreeSet<String> out = new TreeSet<>();
            for (int i = 0; i < n; i++) out.add(p.moveToUci(buf[i]));
            return out;
        } finally {
            Generator.pinsEnabled = saved;
            AttackMap.enabled = savedMap;
        }
    }

}
