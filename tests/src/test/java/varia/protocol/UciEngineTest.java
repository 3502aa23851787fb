package varia.protocol;

import static org.junit.jupiter.api.Assertions.*;

import java.io.BufferedReader;
import java.io.PrintWriter;
import java.io.StringReader;
import java.io.StringWriter;
import java.util.List;
import org.junit.jupiter.api.Test;
import varia.engine.Moves;
import varia.engine.Position;
import varia.variant.Variant;
import varia.variant.Variants;

class UciEngineTest {
    static List<String> run(String input) throws Exception {
        StringWriter sw = new StringWriter();
        new UciEngine(new BufferedReader(new StringReader(input)), new PrintWriter(sw), Variants.resolve("chess")).run();
        return sw.toString().lines().toList();
    }

    /**
     * Runs the command loop as a GUI drives it: each part of the script after the first is sent
     * once the previous part's {@code go} has answered with {@code bestmove}.
     */
    static List<String> session(String... parts) throws Exception {
        try (ProtocolSession s = ProtocolSession.uci(Variants.resolve("chess"))) {
            for (int i = 0; i < parts.length; i++) {
                s.sendAll(parts[i]);
                if (parts[i].contains("go ")) s.await(l -> l.startsWith("bestmove "), (int) countBestmoves(parts, i), "bestmove");
            }
            s.endInput();
            assertTrue(s.ended(), "the command loop ends");
            return s.lines();
        }
    }

    private static long countBestmoves(String[] parts, int upTo) {
        long n = 0;
        for (int i = 0; i <= upTo; i++) n += parts[i].lines().filter(l -> l.startsWith("go")).count();
        return n;
    }

    @Test
    void handshakeListsEveryBundledVariant() throws Exception {
        List<String> out = run("uci\nisready\nquit\n");
        assertEquals("id name Varia 0.1.0", out.get(0));
        String combo = out.stream().filter(l -> l.startsWith("option name UCI_Variant")).findFirst().orElseThrow();
        for (String k : Variants.bundled()) assertTrue(combo.contains(" var " + k), combo);
        assertTrue(out.contains("uciok"));
        assertEquals("readyok", out.get(out.size() - 1));
    }

    @Test
    void searchesTheGivenPositionAndAnswersALegalBestMove() throws Exception {
        // Fairy-Stockfish's alias 'thai' selects makruk; as a GUI does, wait for bestmove before going on
        List<String> out = session("""
                setoption name UCI_Variant value thai
                position startpos moves a3a4 h6h5
                go depth 4
                """, """
                position startpos
                d
                quit
                """);
        String best = out.stream().filter(l -> l.startsWith("bestmove ")).findFirst().orElseThrow().substring(9);
        Variant mk = Variants.resolve("makruk");
        Position p = Position.start(mk);
        p.make(p.parseUci("a3a4"));
        p.make(p.parseUci("h6h5"));
        assertNotEquals(Moves.NONE, p.parseUci(best), "legal: " + best);
        List<String> infos = out.stream().filter(l -> l.startsWith("info depth")).toList();
        assertEquals(4, infos.size(), out.toString());
        assertTrue(infos.get(3).matches("info depth 4 score cp -?\\d+ nodes \\d+ nps \\d+ time \\d+ pv( [a-h][1-8][a-h][1-8][a-z]?)+"), infos.get(3));
        assertTrue(out.contains("Fen: " + Position.start(mk).toFen()));
    }

    /** VariantOptions picks a reading of the rules: in Senterej's ten-moves werera White moves again after e2e3. */
    @Test
    void variantOptionsChooseTheRules() throws Exception {
        List<String> out = run("""
                setoption name UCI_Variant value senterej
                setoption name VariantOptions value werera=ten-moves
                position startpos moves e2e3
                go depth 3
                setoption name VariantOptions value werera=eleven-moves
                setoption name UCI_Variant value makruk
                quit
                """);
        String best = out.stream().filter(l -> l.startsWith("bestmove ")).findFirst().orElseThrow().substring(9);
        Position p = Position.start(Variants.resolve("senterej", java.util.Map.of("werera", "ten-moves")));
        p.make(p.parseUci("e2e3"));
        int m = p.parseUci(best);
        assertTrue(m != varia.engine.Moves.NONE, best);
        assertEquals(0, p.colourAt(varia.engine.Moves.from(m)), "White moves again in its series: " + best);
        assertTrue(out.stream().anyMatch(l -> l.startsWith("info string VariantOptions:") && l.contains("eleven-moves")), out.toString());
        assertTrue(out.contains("info string VariantOptions cleared for the new variant makruk"), out.toString());
    }

    @Test
    void reportsMateAndNoMoveWhenTheGameIsOver() throws Exception {
        List<String> out = session("""
                position fen 6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1
                go depth 3
                """, """
                position fen R5k1/5ppp/8/8/8/8/8/6K1 b - - 0 1
                go depth 3
                """, """
                position startpos
                quit
                """);
        assertTrue(out.stream().anyMatch(l -> l.contains("score mate 1") && l.contains("pv a1a8")), out.toString());
        assertTrue(out.contains("bestmove a1a8"));
        assertTrue(out.contains("bestmove (none)"));
    }

    @Test
    void stopEndsAnInfiniteSearchWithABestMove() throws Exception {
        var in = new java.io.PipedOutputStream();
        var reader = new BufferedReader(new java.io.InputStreamReader(new java.io.PipedInputStream(in)));
        StringWriter sw = new StringWriter();
        Thread t = new Thread(() -> {
            try { new UciEngine(reader, new PrintWriter(sw), Variants.resolve("shatranj")).run(); } catch (Exception e) { throw new RuntimeException(e); }
        });
        t.start();
        in.write("position startpos\ngo infinite\n".getBytes());
        in.flush();
        Thread.sleep(300);
        assertFalse(sw.toString().contains("bestmove"), "no bestmove before stop");
        in.write("stop\nquit\n".getBytes());
        in.close();
        t.join(5000);
        assertTrue(sw.toString().lines().anyMatch(l -> l.matches("bestmove [a-h][1-8][a-h][1-8]")), sw.toString());
    }

    @Test
    void unknownVariantAndIllegalMovesAreReported() throws Exception {
        List<String> out = run("setoption name UCI_Variant value nosuchgame\nposition startpos moves e2e4 e2e4\nd\nquit\n");
        assertTrue(out.get(0).startsWith("info string unknown variant nosuchgame"), out.get(0));
        assertTrue(out.get(1).startsWith("info string illegal move e2e4"), out.get(1));
        assertTrue(out.get(2).startsWith("Fen: rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b"), out.get(2));
    }

    @Test
    void strengthOptionsAreListedCheckedAndLimitTheSearch() throws Exception {
        List<String> hs = run("uci\nquit\n");
        assertTrue(hs.contains("option name Skill Level type spin default 20 min 0 max 20"), hs.toString());
        assertTrue(hs.contains("option name UCI_LimitStrength type check default false"), hs.toString());
        assertTrue(hs.contains("option name UCI_Elo type spin default 2200 min 800 max 2200"), hs.toString());
        assertTrue(hs.stream().anyMatch(l -> l.startsWith("option name Threads type spin default ")), hs.toString());
        List<String> bad = run("setoption name Skill Level value 21\nsetoption name UCI_Elo value abc\n"
                + "setoption name UCI_LimitStrength value maybe\nsetoption name Threads value 0\nquit\n");
        assertEquals(4, bad.size(), bad.toString());
        for (String l : bad) assertTrue(l.startsWith("info string ") && l.contains("ignored") || l.contains("must"), l);
        // Skill Level 0: at most 100 nodes however deep it is asked to go; UCI_Elo at the bottom with
        // UCI_LimitStrength is the same level, and turning UCI_LimitStrength off leaves Skill Level 20
        List<String> out = session("setoption name Skill Level value 0\nposition startpos\ngo depth 30\n",
                "setoption name Skill Level value 20\nsetoption name UCI_LimitStrength value true\nsetoption name UCI_Elo value 800\nposition startpos\ngo depth 30\n",
                "setoption name UCI_LimitStrength value false\nposition startpos\ngo depth 5\n");
        List<Long> finalNodes = new java.util.ArrayList<>();
        long last = -1;
        for (String l : out) {
            if (l.startsWith("info depth ")) last = Long.parseLong(l.replaceAll(".* nodes (\\d+).*", "$1"));
            if (l.startsWith("bestmove ")) { finalNodes.add(last); last = -1; }
        }
        assertEquals(3, finalNodes.size(), out.toString());
        assertTrue(finalNodes.get(0) <= 164 && finalNodes.get(1) <= 164, out.toString());
        assertTrue(finalNodes.get(2) > 1000, "full strength at depth 5 searches more: " + out);
    }
}
