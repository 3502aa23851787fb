package varia.protocol;

import static org.junit.jupiter.api.Assertions.*;

import java.util.List;
import org.junit.jupiter.api.Test;
import varia.engine.Moves;
import varia.engine.Position;
import varia.variant.Variant;
import varia.variant.Variants;

class UsiEngineTest {
    /** Sends each part once the previous part's {@code go} has answered with {@code bestmove}; returns all output. */
    static List<String> session(Variant v, String... parts) throws Exception {
        try (ProtocolSession s = ProtocolSession.usi(v)) {
            int goes = 0;
            for (String part : parts) {
                s.sendAll(part);
                long these = part.lines().filter(l -> l.startsWith("go ") && !l.startsWith("go mate")).count(); // 'go mate' answers 'checkmate'
                goes += (int) these;
                if (these > 0) s.await(l -> l.startsWith("bestmove "), goes, "bestmove");
            }
            s.endInput();
            assertTrue(s.ended(), "the command loop ends");
            return s.lines();
        }
    }

    static String bestmove(List<String> out, int nth) {
        return out.stream().filter(l -> l.startsWith("bestmove ")).skip(nth).findFirst().orElseThrow().substring(9);
    }

    @Test
    void handshakePositionAndALegalBestMove() throws Exception {
        Variant shogi = Variants.resolve("shogi");
        List<String> out = session(shogi, """
                usi
                isready
                setoption name USI_Hash value 8
                usinewgame
                position sfen lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1 moves 7g7f 3c3d
                go nodes 3000
                """);
        assertEquals("id name Varia 0.1.0", out.get(0));
        assertTrue(out.contains("usiok") && out.contains("readyok"), out.toString());
        assertTrue(out.contains("option name USI_Hash type spin default 16 min 1 max 1024"), out.toString());
        assertTrue(out.stream().anyMatch(l -> l.startsWith("option name USI_Variant type combo default shogi ")), out.toString());
        String best = bestmove(out, 0).split(" ")[0];
        Position after = Position.start(shogi);
        UsiNotation n = new UsiNotation(shogi);
        after.make(after.parseUci(n.fromUsi("7g7f")));
        after.make(after.parseUci(n.fromUsi("3c3d")));
        assertNotEquals(Moves.NONE, after.parseUci(n.fromUsi(best)), best + " is legal after 7g7f 3c3d");
        assertTrue(out.stream().anyMatch(l -> l.matches("info depth \\d+ score (cp|mate) -?\\d+ nodes \\d+ nps \\d+ time \\d+ pv .+")), out.toString());
    }

    @Test
    void aBadPositionChangesNothingAndSaysWhy() throws Exception {
        List<String> out = session(Variants.resolve("shogi"), """
                position startpos moves 7g7f
                position startpos moves 7g7f 3c3d 7f7d
                position startpos moves 7g7f zz
                position sfen lnsgkgsnl/1r5b1 b - 1
                position fen x
                go mate 1000
                gameover maybe
                frobnicate
                d
                """);
        assertEquals("info string position: move 3 '7f7d' is not legal in sfen lnsgkgsnl/1r5b1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL b - 3; position unchanged", out.get(0));
        assertEquals("info string position: move 2 'zz' is not a USI move on this 9x9 board; position unchanged", out.get(1));
        assertTrue(out.get(2).startsWith("info string invalid SFEN for shogi: ") && out.get(2).endsWith("; position unchanged"), out.get(2));
        assertEquals("info string position needs startpos or sfen; position unchanged", out.get(3));
        assertEquals("checkmate notimplemented", out.get(4));
        assertEquals("info string gameover needs win, lose or draw", out.get(5));
        assertEquals("info string unknown command: frobnicate", out.get(6));
        // the position is still the one after 7g7f: White (gote) to move, ply 2
        assertEquals("sfen lnsgkgsnl/1r5b1/ppppppppp/9/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL w - 2", out.get(7));
    }

    @Test
    void resignsWhenMatedAndDeclaresAWonImpasse() throws Exception {
        List<String> out = session(Variants.resolve("shogi"), """
                position sfen 4k4/4G4/4P4/9/9/9/9/9/K8 w - 1
                go nodes 500
                """, """
                setoption name VariantOptions value impasse=27-point
                position sfen +P+P+P+P+P+P+P+P+P/RB2K4/9/9/9/9/9/9/7k1 b 9P 1
                go nodes 500
                """, """
                setoption name VariantOptions value impasse=none
                position sfen +P+P+P+P+P+P+P+P+P/RB2K4/9/9/9/9/9/9/7k1 b 9P 1
                go nodes 500
                """);
        assertEquals("resign", bestmove(out, 0));
        assertEquals("win", bestmove(out, 1), "27-point rule: king in camp, 11 pieces there, 28 points with the hand");
        assertNotEquals("win", bestmove(out, 2), "no declaration without the rule");
    }

    @Test
    void ponderhitTurnsThePonderSearchIntoATimedOne() throws Exception {
        try (ProtocolSession s = ProtocolSession.usi(Variants.resolve("shogi"))) {
            s.sendAll("""
                    setoption name USI_Ponder value true
                    position startpos moves 7g7f 3c3d
                    go ponder btime 0 wtime 0 byoyomi 300
                    """);
            s.await(l -> l.startsWith("info depth 2 "), "pondering");
            Thread.sleep(200);
            assertTrue(s.lines().stream().noneMatch(l -> l.startsWith("bestmove")), "no bestmove while pondering");
            s.send("ponderhit");
            String best = s.await(l -> l.startsWith("bestmove "), "bestmove after ponderhit");
            assertEquals(1, s.lines().stream().filter(l -> l.startsWith("bestmove")).count(), "one answer: " + best);
            s.send("ponderhit");
            s.await("info string ponderhit without a ponder search; ignored"::equals, "ponderhit refused");
        }
    }

    @Test
    void notationOnOtherBoards() throws Exception {
        UsiNotation shogi = new UsiNotation(Variants.resolve("shogi"));
        assertEquals("7g7f", shogi.toUsi("c3c4"));
        assertEquals("8h2b+", shogi.toUsi("b2h8+"));
        assertEquals("P*5e", shogi.toUsi("P@e5"));
        assertEquals("b2h8+", shogi.fromUsi("8h2b+"));
        assertEquals("P@e5", shogi.fromUsi("P*5e"));
        assertNull(shogi.fromUsi("0a1a"));
        assertNull(shogi.fromUsi("10a1a"));
        UsiNotation chess = new UsiNotation(Variants.resolve("chess")); // e2 is the 4th file from White's right, 7th rank from the top
        assertEquals("4g4e", chess.toUsi("e2e4"));
        assertEquals("4b4aq", chess.toUsi("e7e8q"));
        assertEquals("e7e8q", chess.fromUsi("4b4aq"));
        UsiNotation chu = new UsiNotation(Variants.resolve("chu-shogi")); // 12x12: files 1..12
        assertEquals("12l", chu.toUsi("a1"));
        assertEquals("a1b2a1", chu.fromUsi("12l11k12l"));
    }
}
