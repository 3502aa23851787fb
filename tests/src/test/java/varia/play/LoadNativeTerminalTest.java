package varia.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.PrintWriter;
import java.io.StringReader;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import varia.game.Families;
import varia.game.Game;
import varia.game.Trial;

/**
 * {@code load FILE} in the one terminal reads the engine's native formats too (issue 25): an XQF,
 * a DhtmlXQ page, a KIF from a board diagram; a bad record is refused saying where.
 */
class LoadNativeTerminalTest {
    static String abs(String p) { return Path.of("records").resolve(p).toAbsolutePath().toString(); }

    private static Trial load(String key, String input, StringWriter sw) throws Exception {
        Game g = Families.find(key, Map.of());
        return Terminal.seated(g.start(2), new String[] {"human", "human"}, 1, new BufferedReader(new StringReader(input)), new PrintWriter(sw), true).run();
    }

    @Test
    void xqfDhtmlxqAndKifLoad() throws Exception {
        StringWriter x = new StringWriter();
        assertEquals(75, load("xiangqi", "load " + abs("xiangqi/xqf-eleeye/SAMPLE.XQF") + "\nquit\n", x).size(), x.toString());
        assertTrue(x.toString().contains("   loaded "), x.toString());
        StringWriter d = new StringWriter();
        assertEquals(43, load("xiangqi", "load " + abs("xiangqi/dhtmlxq-wxf/80.html") + "\nquit\n", d).size(), d.toString());
        // the KIF starts from its own board diagram: the game goes on from there
        StringWriter k = new StringWriter();
        Trial kif = load("shogi", "load " + abs("shogi/positions/kifu-for-windows-v7-kakuochi-bod.kifu") + "\nquit\n", k);
        assertEquals(16, kif.size(), k.toString());
        assertTrue(kif.start() != null, "the diagram is the trial's start");
    }

    @Test
    void aBadXqfIsRefusedSayingWhere() throws Exception {
        StringWriter bad = new StringWriter();
        Trial t = load("xiangqi", "load " + abs("xiangqi/xqf-cchess/BadMoveTest3.xqf") + "\nquit\n", bad);
        assertTrue(bad.toString().contains("not loaded: ") && bad.toString().contains("move 5... e2f1: no piece on e2"), bad.toString());
        assertEquals(0, t.size());
    }
}
