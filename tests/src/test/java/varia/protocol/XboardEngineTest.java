package varia.protocol;

import static org.junit.jupiter.api.Assertions.*;

import java.io.BufferedReader;
import java.io.PrintWriter;
import java.io.StringReader;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import varia.engine.Moves;
import varia.engine.Position;
import varia.variant.Variant;
import varia.variant.Variants;

class XboardEngineTest {
    /** Runs a script as XBoard would: after each {@code ping N} it waits for {@code pong N} before sending more. */
    static List<String> session(String script, Variant v) throws Exception {
        try (ProtocolSession s = ProtocolSession.xboard(v)) {
            for (String line : script.lines().toList()) {
                s.send(line);
                if (line.startsWith("ping ")) {
                    String pong = "pong " + line.substring(5).strip();
                    s.await(pong::equals, pong);
                }
            }
            s.endInput();
            assertTrue(s.ended(), "the command loop ends");
            return s.lines();
        }
    }

    static List<String> run(String input, Variant v) throws Exception {
        StringWriter sw = new StringWriter();
        new XboardEngine(new BufferedReader(new StringReader(input)), new PrintWriter(sw), v).run();
        return sw.toString().lines().toList();
    }

    @Test
    void featuresSetupPiecesAndAMove() throws Exception {
        List<String> out;
        try (ProtocolSession s = ProtocolSession.xboard(Variants.resolve("chess"))) {
            // as XBoard does: wait for the pong before quitting ('quit' would end the search at once)
            s.sendAll("""
                    xboard
                    protover 2
                    new
                    variant makruk
                    sd 3
                    force
                    a3a4
                    go
                    ping 7
                    """);
            s.await("pong 7"::equals, "pong 7");
            s.send("quit");
            assertTrue(s.ended(), "the command loop ends");
            out = s.lines();
        }
        String features = out.stream().filter(l -> l.contains("variants=")).findFirst().orElseThrow();
        // every bundled variant, chess as XBoard's "normal"
        String expected = "variants=\"" + String.join(",", Variants.bundled().stream().map(k -> k.equals("chess") ? "normal" : k).toList()) + "\"";
        assertTrue(features.contains(expected), features);
        assertTrue(out.contains("feature done=1"));
        Variant mk = Variants.resolve("makruk");
        assertTrue(out.contains("setup (" + XboardPieces.pieceToChar(mk) + ") " + Position.start(mk).toFen()), out.toString());
        assertTrue(out.contains("piece M& F") && out.contains("piece S& FfW") && out.contains("piece P& fmWfcF"), out.toString());
        String move = out.stream().filter(l -> l.startsWith("move ")).findFirst().orElseThrow().substring(5);
        Position p = Position.start(mk);
        p.make(p.parseUci("a3a4"));
        assertNotEquals(Moves.NONE, p.parseUci(move), move);
        assertTrue(out.indexOf("pong 7") > out.indexOf("move " + move), "pong after the move");
        assertTrue(out.stream().anyMatch(l -> l.matches("3 -?\\d+ \\d+ \\d+ .*")), "thinking output: ply score time nodes pv");
    }

    @Test
    void pieceTableUsesMatchingSlots() throws Exception {
        // shatranj: fers in XBoard's ferz slot (F), alfil in the elephant slot (E), king last
        String t = XboardPieces.pieceToChar(Variants.resolve("shatranj"));
        assertEquals(44, t.length());
        assertEquals('Q', t.charAt(XboardPieces.SLOTS.indexOf('F')));
        assertEquals('B', t.charAt(XboardPieces.SLOTS.indexOf('E')));
        assertEquals('K', t.charAt(21));
        assertEquals('k', t.charAt(43));
        assertEquals("PNBRQ................Kpnbrq................k", XboardPieces.pieceToChar(Variants.resolve("chess")),
                "chess pieces sit in their own slots");
    }

    @Test
    void illegalMovesUndoSetboardAndResult() throws Exception {
        List<String> out = session("""
                new
                force
                e2e5
                f2f3
                e7e5
                g2g4
                d8h4
                undo
                d8h4
                setboard 6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1
                sd 2
                go
                ping 1
                quit
                """, Variants.resolve("chess"));
        assertEquals("Illegal move: e2e5", out.get(0));
        assertEquals(List.of("0-1 {Black wins by checkmate}", "0-1 {Black wins by checkmate}"),
                out.stream().filter(l -> l.startsWith("0-1")).toList(), "mate reported, again after undo and replay");
        assertTrue(out.contains("move a1a8"), out.toString());
        assertTrue(out.contains("1-0 {White wins by checkmate}"), out.toString());
    }

    @Test
    void tenRankBoardsUseXboardRankNumbering(@TempDir Path dir) throws Exception {
        // a 9x10 test variant written here (xiangqi itself arrives with the engine extensions)
        Path f = dir.resolve("tall.yaml");
        Files.writeString(f, """
                name: Tall
                board: {files: 9, ranks: 10}
                pieces:
                  K: {name: King, moves: K, royal: true}
                  R: {name: Rook, moves: R}
                setup: 4k4/9/9/9/9/9/9/9/9/R3K4 w - - 0 1
                end: {checkmate: loss, stalemate: loss, bare-king: none, n-move-rule: 0, repetition: 3}
                """);
        Variant v = Variants.load(f);
        XboardEngine e = new XboardEngine(new BufferedReader(new StringReader("")), new PrintWriter(new StringWriter()), v);
        assertEquals("a0a9", e.toXboard("a1a10"));
        assertEquals("a1a10", e.fromXboard("a0a9"));
        List<String> out = run("force\na0a8\nsd 1\nplayother\nundo\nsetboard 4k4/R8/9/9/9/9/9/9/9/4K4 w - - 0 1\nforce\na8i8\nquit\n", v);
        assertTrue(out.isEmpty(), "legal moves in XBoard's numbering are accepted: " + out);
    }

    @Test
    void skillLevelOptionCoresAndMemory() throws Exception {
        List<String> out = session("""
                protover 2
                option Skill Level=25
                option Skill Level
                option Colour=red
                cores 0
                memory 64
                cores 2
                option Skill Level=0
                new
                variant shatranj
                sd 30
                post
                go
                ping 1
                quit
                """, Variants.resolve("shatranj"));
        assertTrue(out.contains("feature option=\"Skill Level -spin 20 0 20\""), out.toString());
        assertTrue(out.stream().anyMatch(l -> l.contains("memory=1") && l.contains("smp=1")), out.toString());
        assertTrue(out.stream().anyMatch(l -> l.startsWith("Error (Skill Level must be a whole number from 0 to 20")), out.toString());
        assertTrue(out.stream().anyMatch(l -> l.startsWith("Error (option Skill Level needs a value")), out.toString());
        assertTrue(out.contains("Error (unknown option): Colour"), out.toString());
        assertTrue(out.stream().anyMatch(l -> l.startsWith("Error (cores must be a whole number from 1")), out.toString());
        // level 0: a move after at most about 100 nodes although 30 plies were allowed
        List<String> thinking = out.stream().filter(l -> l.matches("\\d+ -?\\d+ \\d+ \\d+ .*")).toList();
        assertFalse(thinking.isEmpty(), out.toString());
        long nodes = Long.parseLong(thinking.get(thinking.size() - 1).split(" ")[3]);
        assertTrue(nodes <= 164, "nodes " + nodes);
        String move = out.stream().filter(l -> l.startsWith("move ")).findFirst().orElseThrow().substring(5);
        // the engine plays White after 'new' + 'go' ('new' means chess, hence the 'variant')
        assertNotEquals(Moves.NONE, Position.start(Variants.resolve("shatranj")).parseUci(move), move);
    }
}
