package varia.oracle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import varia.engine.MoveInfo;
import varia.engine.Position;
import varia.variant.Variant;
import varia.variant.Variants;

/**
 * Dai shogi against HaChu (Debian's {@code hachu}, H.G. Muller's engine, which plays Dai shogi):
 * at the start and along seeded random games, for every piece of the side to move, the squares it
 * may go to in Varia (its legal moves' destinations) equal those HaChu highlights when the piece is
 * lifted, and so do the squares a lion-like piece may capture on its way (igui, a double capture, a
 * capture and step on). The origin itself (a lion's igui or pass) is left out as a destination. The
 * squares where a move may promote are compared too (HaChu marks them {@code M}; Varia lists a
 * promoting move there): this checks docs/sources.md DAI-20, Chu shogi's rule that HaChu applies,
 * "a piece that declined to promote may promote later only by capturing" (option
 * after-declining=capture, the default): a piece standing unpromoted in the zone offers promotion
 * only on a capture, a piece entering the zone on any move. Fairy-Stockfish and Sjaak II have no board of
 * 15x15, so HaChu is the only engine that plays the game.
 */
class DaiShogiOracleTest {
    static final int GAMES = 6, PLIES = 80;

    @Test
    void everyPieceGoesWhereHaChuSays() throws Exception {
        assertTrue(HaChu.available(), HaChu.INSTALL_HINT); // fails, never skips, as the Fairy-Stockfish tests do
        Variant v = Variants.resolve("dai-shogi", Map.of());
        int positions = 0, pieces = 0, squares = 0, promoting = 0, leftOut = 0;
        List<String> problems = new ArrayList<>();
        try (HaChu hachu = new HaChu("dai")) {
            for (int game = 0; game < GAMES && problems.size() < 5; game++) {
                Position p = Position.start(v);
                Random random = new Random(3200 + game);
                int[] moves = new int[4096];
                for (int ply = 0; ply <= PLIES && problems.size() < 5; ply++) {
                    int n = p.legalMoves(moves);
                    Map<String, Set<String>> varia = new TreeMap<>(), variaWay = new TreeMap<>(), variaPromotes = new TreeMap<>(),
                            plain = new TreeMap<>(), forcedAfterDeclining = new TreeMap<>();
                    for (int i = 0; i < n; i++) {
                        MoveInfo mi = p.info(moves[i]);
                        String from = p.squareName(mi.from());
                        if (mi.capturedOnTheWay() != null) variaWay.computeIfAbsent(from, k -> new TreeSet<>()).add(p.squareName(mi.via()));
                        if (mi.from() == mi.to()) continue;
                        varia.computeIfAbsent(from, k -> new TreeSet<>()).add(p.squareName(mi.to()));
                        if (mi.promotion() != null) variaPromotes.computeIfAbsent(from, k -> new TreeSet<>()).add(p.squareName(mi.to()));
                        else plain.computeIfAbsent(from, k -> new TreeSet<>()).add(p.squareName(mi.to()));
                    }
                    int stm = p.sideToMove();
                    for (int i = 0; i < n; i++) {
                        MoveInfo mi = p.info(moves[i]);
                        String from = p.squareName(mi.from()), to = p.squareName(mi.to());
                        boolean inZone = (stm == 0 ? p.geometry().rankOf(mi.from()) : 14 - p.geometry().rankOf(mi.from())) >= 10;
                        if (mi.promotion() != null && mi.captured() == null && inZone && !plain.getOrDefault(from, Set.of()).contains(to))
                            forcedAfterDeclining.computeIfAbsent(from, k -> new TreeSet<>()).add(to);
                    }
                    String board = HaChu.board(p.toFen().split(" ")[0], HaChu.DAI);
                    hachu.board(stm == 0 ? board : HaChu.turned(board, v.files()));
                    for (int sq = 0; sq < p.squareCount(); sq++) {
                        if (p.pieceTypeAt(sq) == null || p.colourAt(sq) != stm) continue;
                        String name = p.squareName(sq);
                        HaChu.Lift lift = hachu.lift(stm == 0 ? name : turn(name, v), v.files());
                        Set<String> theirs = new TreeSet<>(), theirWay = new TreeSet<>(), theirPromotes = new TreeSet<>();
                        for (String d : lift.promotes()) theirPromotes.add(stm == 0 ? d : turn(d, v));
                        for (String d : lift.to()) theirs.add(stm == 0 ? d : turn(d, v));
                        for (String d : lift.onTheWay()) theirWay.add(stm == 0 ? d : turn(d, v));
                        theirs.remove(name);
                        Set<String> ours = varia.getOrDefault(name, Set.of()), ourWay = variaWay.getOrDefault(name, Set.of());
                        // a square marked C (captured on the way) may be a destination as well: HaChu's C overwrites its mark
                        for (String d : ours) if (theirWay.contains(d)) theirs.add(d);
                        Set<String> ourPromotes = new TreeSet<>(variaPromotes.getOrDefault(name, Set.of()));
                        // where a piece that declined would be stuck (a pawn stepping to the last rank), Varia forces the
                        // promotion (DAI-13, forced-if-stuck wins over DAI-20); HaChu marks no promotion there: left out, counted
                        for (String d : forcedAfterDeclining.getOrDefault(name, Set.of()))
                            if (ourPromotes.remove(d) | theirPromotes.remove(d)) leftOut++;
                        pieces++;
                        squares += ours.size();
                        promoting += ourPromotes.size();
                        if (!ours.equals(theirs) || !ourWay.equals(theirWay) || !ourPromotes.equals(theirPromotes))
                            problems.add("game " + game + " ply " + ply + " " + p.toFen() + ": " + p.pieceTypeAt(sq).name() + " on " + name
                                    + ": Varia " + ours + " capturing on the way on " + ourWay + " promoting on " + ourPromotes
                                    + ", HaChu " + theirs + " and " + theirWay + " promoting on " + theirPromotes);
                    }
                    positions++;
                    if (n == 0) break;
                    p.make(moves[random.nextInt(n)]);
                }
            }
        }
        System.out.printf("Dai shogi against HaChu: %d positions, %d pieces, %d destinations, %d of them promoting"
                + " (%d forced promotions after declining left out)%n", positions, pieces, squares, promoting, leftOut);
        assertEquals(List.of(), problems);
        assertTrue(positions >= GAMES * 20, "the games ended too soon: " + positions + " positions");
        assertTrue(promoting > 0, "no promoting move was compared");
    }

    /** A square's name on the board turned round by 180 degrees. */
    static String turn(String square, Variant v) {
        int file = square.charAt(0) - 'a', rank = Integer.parseInt(square.substring(1));
        return (char) ('a' + v.files() - 1 - file) + Integer.toString(v.ranks() + 1 - rank);
    }
}
