package varia.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A real record in Chinese xiangqi notation (Xu Yinchuan giving nine pieces to Nie Weiping, 1999,
 * from horaceho/xiang.js, MIT; tests/src/test/resources/archives/README.md) validates with
 * {@code varia validate}, its format found from its moves alone; the same record with one move
 * changed is refused at that move's line, column and text, with the reason.
 */
class ChineseNotationCliTest {
    @TempDir Path dir;

    static final Path XU = Path.of("src/test/resources/archives/xiangqi/xu-yinchuan-nie-weiping-1999.pgn");

    @Test
    void theRealRecordValidatesAndABrokenCopyIsRefusedAtItsMove() throws Exception {
        ValidateAnyFormatTest.Result ok = ValidateAnyFormatTest.run(null, "validate", XU.toString(), "--no-progress");
        assertEquals(0, ok.code(), ok.out() + ok.err());
        assertTrue(ok.out().contains("75 plies") || ok.out().matches("(?s).*\\b75\\b.*"), ok.out());
        assertTrue(ok.out().matches("(?s).*\\n1 passed, 0 failed\\s*"), ok.out());

        // Red's 11th move made a general's walk out of its palace: the reader finds no general that may go there
        String text = Files.readString(XU, StandardCharsets.UTF_8).replace("11. 马七进八 车２进２", "11. 帅五进三 车２进２");
        Path broken = dir.resolve("broken.pgn");
        Files.writeString(broken, text, StandardCharsets.UTF_8);
        ValidateAnyFormatTest.Result bad = ValidateAnyFormatTest.run(null, "validate", broken.toString(), "--no-progress");
        assertEquals(1, bad.code(), bad.out() + bad.err());
        // the reader refuses it at its line and column, with the move as written and why
        assertTrue(bad.out().contains("broken.pgn:23:45: game 1 (许银川 - 聂卫平): FAIL syntax: move '帅五进三': the piece cannot move so"), bad.out());
    }
}
