package varia.rules.turns;

import static varia.TestPaths.root;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static varia.rules.turns.TurnPlay.moves;
import static varia.rules.turns.TurnPlay.movesFrom;
import static varia.rules.turns.TurnPlay.play;
import static varia.rules.turns.TurnPlay.position;
import static varia.rules.turns.TurnPlay.set;
import static varia.rules.turns.TurnPlay.variant;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import varia.engine.GameResult;
import varia.engine.Perft;
import varia.engine.Position;
import varia.variant.Variant;

/**
 * Sittuyin (variants/sittuyin.yaml): the sittuyin rows of samples/perft-fs.tsv (Fairy-Stockfish
 * 11.1) under the Fairy-Stockfish-compatible options, and the rules one by one; the positions of
 * positions checked with Fairy-Stockfish 11.1, with the moves it gives there (fairy-stockfish-oracle.md section 3).
 */
class SittuyinTest {

    /**
     * Fairy-Stockfish's reading, which the perft rows need: stalemating allowed (a draw); deployment
     * as FS (the default); promotion as FS (option promotion=fairy-stockfish: no capturing step, no
     * attack, last pawn anywhere; the default follows seed 004 section V).
     */
    static final Map<String, String> FS = Map.of("stalemate", "draw", "deployment", "fairy-stockfish", "promotion", "fairy-stockfish");
    static final Variant FSV = variant("sittuyin", FS);
    static final Variant SEED = variant("sittuyin");

    record Row(int line, String fen, int depth, long nodes, String source) {}


    /** The start position's depth 4 (43 million nodes, some 10 s) runs by default. */
    static long maxNodes() { return Long.getLong("varia.perft.maxNodes", 50_000_000L); }

    static List<Row> rows() throws IOException {
        List<String> lines = Files.readAllLines(root().resolve("samples/perft-fs.tsv"), StandardCharsets.UTF_8);
        List<Row> out = new ArrayList<>();
        for (int i = 1; i < lines.size(); i++) {
            String[] f = lines.get(i).split("\t", -1);
            if (f.length >= 4 && f[0].equals("sittuyin"))
                out.add(new Row(i + 1, f[1], Integer.parseInt(f[2]), Long.parseLong(f[3]), f.length > 4 ? f[4] : ""));
        }
        return out;
    }

    @Test
    void tableHasTheStartRows() throws IOException {
        List<Row> rows = rows();
        assertEquals(25, rows.size(), "sittuyin rows in samples/perft-fs.tsv");
        assertTrue(rows.stream().anyMatch(r -> r.depth() == 3 && r.nodes() == 580096L && r.fen().startsWith("8/8/4pppp")));
    }

    /** Every sittuyin row; rows above varia.perft.maxNodes (default 40 million; 0 = all) are skipped, not dropped. */
    @TestFactory
    Stream<DynamicTest> everyPerftRow() throws IOException {
        Map<String, Long> computed = new HashMap<>();
        long max = maxNodes();
        return rows().stream().map(row -> DynamicTest.dynamicTest(
                String.format("sittuyin d%d = %,d  [%s, line %d]  %s", row.depth(), row.nodes(), row.source(), row.line(), row.fen()), () -> {
                    Assumptions.assumeTrue(max == 0 || row.nodes() <= max, "above varia.perft.maxNodes");
                    Long nodes = computed.computeIfAbsent(row.fen() + "\t" + row.depth(),
                            k -> Perft.perft(position(FSV, row.fen()), row.depth()));
                    assertEquals(row.nodes(), nodes.longValue(), () -> "perft " + row.depth() + " of " + row.fen());
                }));
    }

    // ---- deployment ----

    @Test
    void deploymentDropsOnlyBehindThePawnsRooksOnTheBackRank() {
        Position p = Position.start(FSV);
        Set<String> m = moves(p);
        assertEquals(88, m.size(), "4 types x 20 squares + rook x 8 back-rank squares");
        assertTrue(m.contains("R@a1") && m.contains("K@e2") && m.contains("N@a2"));
        assertFalse(m.contains("R@b2"), "rook not on the back rank");
        assertFalse(m.contains("K@a4"), "rank 4 is in front of the a-d pawns");
        assertFalse(m.contains("e4e5") || m.contains("a3a4"), "no pawn move while pieces are in hand");
        play(p, "K@e2", "K@d7");
        assertEquals(65, moves(p).size(), "3 x 19 + 8");
    }

    @Test
    void deploymentOptionFreeLetsRooksStandAnywhereBehindThePawns() {
        Variant free = variant("sittuyin", Map.of("deployment", "free"));
        Set<String> m = moves(Position.start(free));
        assertTrue(m.contains("R@b2") && m.contains("R@h3"));
        assertEquals(100, m.size(), "5 types x 20 squares");
    }

    @Test
    void fullDeploymentThenPlay() {
        Position p = play(Position.start(FSV), "K@e2", "K@d7", "F@d2", "F@e7", "R@a1", "R@a8", "R@h1", "R@h8",
                "S@c2", "S@c7", "S@f2", "S@f7", "N@b2", "N@b7", "N@g2", "N@g7");
        assertTrue(p.toFen().startsWith("r6r/1nskfsn1/4pppp/pppp4/4PPPP/PPPP4/1NSFKSN1/R6R"), p.toFen());
        assertEquals(44, moves(p).size(), "Fairy-Stockfish: perft 1 = 44 after the 16 drops");
    }

    @Test
    void theDeploymentRecordReplays() throws IOException {
        String text = Files.readString(root().resolve("samples/sittuyin/deployment-demo.pgn"), StandardCharsets.UTF_8);
        List<varia.record.Game> games = varia.record.PgnReader.readAll(text);
        assertEquals(1, games.size());
        varia.record.Verdict v = new varia.record.Validator(SEED).validate(games.get(0));
        assertTrue(v.ok(), () -> String.valueOf(v.failure()));
        assertEquals(23, v.plies());
        assertEquals(varia.record.Verdict.Outcome.UNFINISHED, v.outcome());
    }

    // ---- promotion ----

    @Test
    void promotionInPlaceOrOneDiagonalStepOnTheMarkedSquares() {
        assertEquals(set("e5d4f", "e5f4f", "e5e5f", "e5d6f", "e5f6f", "e5e6"),
                movesFrom(position(FSV, "7k/8/8/4P3/8/8/P7/K7[] w - - 0 1"), "e5"));
        // a pawn off the marked squares does not promote while another pawn is left
        assertEquals(set("a2a3"), movesFrom(position(FSV, "7k/8/8/4P3/8/8/P7/K7[] w - - 0 1"), "a2"));
    }

    @Test
    void theLastPawnPromotesAnywhere() {
        assertEquals(set("e4d3f", "e4f3f", "e4e4f", "e4d5f", "e4f5f", "e4e5"),
                movesFrom(position(FSV, "7k/8/8/8/4P3/8/8/K7[] w - - 0 1"), "e4"));
    }

    @Test
    void noPromotionWhileTheSideHasAGeneral() {
        assertEquals(set("e5e6"), movesFrom(position(FSV, "7k/8/8/4P3/8/8/P7/K4F2[] w - - 0 1"), "e5"));
    }

    @Test
    void theNewGeneralMayNotAttackAnEnemyPieceNorGiveCheck() {
        assertFalse(moves(FSV, "7k/2n5/8/4P3/8/8/P7/K7[] w - - 0 1").contains("e5d6f"), "would attack the knight on c7");
        assertFalse(moves(FSV, "8/6k1/8/4P3/8/8/P7/K7[] w - - 0 1").contains("e5f6f"), "would check the king on g7");
        // stepping aside would uncover the rook's check: only the promotion in place
        assertEquals(set("e5e5f", "e5e6"), movesFrom(position(FSV, "4k3/8/8/4P3/8/8/P7/K3R3[] w - - 0 1"), "e5"));
    }

    @Test
    void promotionNotationAndResult() {
        Position p = play(position(FSV, "7k/8/8/4P3/8/8/P7/K7[] w - - 0 1"), "e5f6f");
        assertTrue(p.toFen().startsWith("7k/8/5F2/8/8/8/P7/K7"), p.toFen());
    }

    // ---- promotion as seed 004 section V reads it (the default) ----

    /**
     * Seed 004 section V "Pawn Promotion", way 2: the pawn "makes a Ferz move/capture": taking the
     * horse on f6 (no check) is a promotion; the plain pawn capture stays too. Fairy-Stockfish's
     * step never captures.
     */
    @Test
    void seedPromotionStepMayCapture() {
        Set<String> seed = movesFrom(position(SEED, "7k/8/5n2/4P3/8/8/P7/K7[] w - - 0 1"), "e5");
        assertTrue(seed.contains("e5f6f") && seed.contains("e5f6"), seed.toString());
        assertFalse(movesFrom(position(FSV, "7k/8/5n2/4P3/8/8/P7/K7[] w - - 0 1"), "e5").contains("e5f6f"));
        Position p = play(position(SEED, "7k/8/5n2/4P3/8/8/P7/K7[] w - - 0 1"), "e5f6f");
        assertTrue(p.toFen().startsWith("7k/8/5F2/8/8/8/P7/K7"), p.toFen());
        assertEquals("exf6=F", new varia.record.San(SEED).write(position(SEED, "7k/8/5n2/4P3/8/8/P7/K7[] w - - 0 1"),
                position(SEED, "7k/8/5n2/4P3/8/8/P7/K7[] w - - 0 1").parseUci("e5f6f")));
    }

    /** Way 2's parenthesis: the pawn may not "capture the opponent's Ferz" (the general on f6). */
    @Test
    void seedPromotionStepMayNotTakeTheEnemyGeneral() {
        Set<String> m = movesFrom(position(SEED, "7k/8/5f2/4P3/8/8/P7/K7[] w - - 0 1"), "e5");
        assertFalse(m.contains("e5f6f"), m.toString());
        assertTrue(m.contains("e5f6") && m.contains("e5d6f"), "the pawn's own capture and other steps stay: " + m);
    }

    /**
     * Way 2's parenthesis forbids check, not attacking: the step to d6 attacks c7 (allowed), the
     * step to f6 would check g7 (refused). Way 1 (in place) carries no restriction: the general on
     * e5 may attack d6's horse, or give check to d4.
     */
    @Test
    void seedPromotionStepMayAttackButNotCheckInPlaceIsFree() {
        assertTrue(moves(SEED, "7k/2p5/8/4P3/8/8/P7/K7[] w - - 0 1").contains("e5d6f"));
        assertFalse(moves(SEED, "8/6k1/8/4P3/8/8/P7/K7[] w - - 0 1").contains("e5f6f"));
        assertTrue(moves(SEED, "7k/8/3n4/4P3/8/8/P7/K7[] w - - 0 1").contains("e5e5f"));
        assertFalse(moves(FSV, "7k/8/3n4/4P3/8/8/P7/K7[] w - - 0 1").contains("e5e5f"));
        assertTrue(moves(SEED, "8/8/8/4P3/3k4/8/P7/K7[] w - - 0 1").contains("e5e5f"), "in place, giving check");
    }

    /**
     * Seed 004 section V: a pawn past its marked squares "promotion is no longer possible for that
     * Pawn", even the last one (the last-pawn-anywhere reading is option promotion=fairy-stockfish).
     */
    @Test
    void seedPawnPastItsSquaresNoLongerPromotes() {
        assertEquals(set("e6e7"), movesFrom(position(SEED, "7k/8/4P3/8/8/8/8/K7[] w - - 0 1"), "e6"));
        assertTrue(movesFrom(position(FSV, "7k/8/4P3/8/8/8/8/K7[] w - - 0 1"), "e6").contains("e6e6f"));
    }

    // ---- stalemate ----

    static final String STALEMATING = "k7/2K5/8/1P6/8/8/8/8[] w - - 0 1";

    @Test
    void stalematingIsForbiddenByDefault() {
        assertFalse(moves(SEED, STALEMATING).contains("b5b6"), "b6 would leave Black without a move");
        assertTrue(moves(SEED, STALEMATING).contains("c7d7"));
    }

    @Test
    void optionStalemateDrawAllowsItAndDraws() {
        Position p = play(position(FSV, STALEMATING), "b5b6");
        GameResult r = p.result();
        assertEquals(GameResult.Status.DRAW, r.status(), r.toString());
    }

    /** Fairy-Stockfish 11.1 lists 17 moves here; the rook on e5 is pinned by Re6 against Ke2. */
    @Test
    void pinnedRookStaysPinnedBesideAPromotablePawn() {
        Set<String> rook = movesFrom(position(FSV, "8/8/4R3/4r3/8/6p1/4k3/K7[] b - - 0 1"), "e5");
        assertEquals(set("e5e3", "e5e4", "e5e6"), rook);
    }

    // ---- counting ----

    @Test
    void bareKingCounts16AgainstARook44AgainstAnElephant64AgainstAHorse() {
        assertArrayEquals(new int[] {16, 0}, play(position(FSV, "4k3/8/8/8/8/4N3/8/3KR3[] w - - 0 2"), "e3c4").count());
        assertArrayEquals(new int[] {44, 0}, play(position(FSV, "4k3/8/8/8/8/4S3/8/3KF3[] w - - 0 2"), "e3e4").count());
        assertArrayEquals(new int[] {64, 0}, play(position(FSV, "4k3/8/8/8/8/4N3/8/3KF3[] w - - 0 2"), "e3c4").count());
    }
}
