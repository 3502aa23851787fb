package varia.play;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** {@code load FILE} in the terminal game reads the native formats too (issue 25): an XQF, a DhtmlXQ page, a KIF from a board diagram. */
class LoadNativeRecordsTest {
    static String abs(String p) { return Path.of("records").resolve(p).toAbsolutePath().toString(); }

    @Test
    void xqfDhtmlxqAndKifLoad() {
        String x = TerminalGameTest.play("load " + abs("xiangqi/xqf-eleeye/SAMPLE.XQF") + "\nload " + abs("xiangqi/dhtmlxq-wxf/80.html") + "\nquit\n",
                "play", "xiangqi", "--white", "human", "--black", "human");
        assertTrue(x.contains("loaded Xiangqi, 75 plies"), x);
        assertTrue(x.contains("loaded Xiangqi, 43 plies"), x);
        String s = TerminalGameTest.play("load " + abs("shogi/positions/kifu-for-windows-v7-kakuochi-bod.kifu") + "\nquit\n",
                "play", "shogi", "--white", "human", "--black", "human");
        assertTrue(s.contains("loaded Shogi, 16 plies"), s);
        String bad = TerminalGameTest.play("load " + abs("xiangqi/xqf-cchess/BadMoveTest3.xqf") + "\nquit\n", "play", "xiangqi", "--white", "human", "--black", "human");
        assertTrue(bad.contains("not loaded: ") && bad.contains("move 10 'E1-F0 (byte 1106)': no piece on e2"), bad);
    }
}
