package varia.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code varia diagram}: what it writes, and its errors (exit code, one line, no stack trace). */
class DiagramCommandTest {

    static CliTest.Result run(String... args) { return CliTest.run(args); }

    @Test
    void printsTheStartPositionAsSvg() {
        CliTest.Result r = run("diagram", "makruk");
        assertEquals(0, r.code(), r.all());
        assertTrue(r.out().startsWith("<svg xmlns=\"http://www.w3.org/2000/svg\""), r.out());
        assertTrue(r.out().strip().endsWith("</svg>"));
    }

    @Test
    void highlightsArrowsAndCheck() {
        CliTest.Result r = run("diagram", "chess", "--fen", "4k3/8/8/8/8/8/4Q3/4K3 b - - 0 1", "--last", "d1e2", "--arrow", "e2e7");
        assertEquals(0, r.code(), r.all());
        assertTrue(r.out().contains("class=\"check\""), "Black's king is in check");
        assertTrue(r.out().contains("class=\"arrow\""));
    }

    @Test
    void writesPngAndSvgFiles(@TempDir Path dir) throws Exception {
        Path png = dir.resolve("x.png"), svg = dir.resolve("n.svg");
        assertEquals(0, run("diagram", "xiangqi", "-o", png.toString()).code());
        byte[] head = Arrays.copyOf(Files.readAllBytes(png), 8);
        assertArrayEquals(new byte[] {(byte) 0x89, 'P', 'N', 'G', 13, 10, 26, 10}, head);
        assertEquals(0, run("diagram", "xiangqi", "--piece", "N", "--square", "e5", "-o", svg.toString()).code());
        String text = Files.readString(svg);
        assertEquals(4, text.split("class=\"block\"", -1).length - 1, "the horse's four block points");
    }

    @Test
    void movesOfAPieceInAPosition() {
        CliTest.Result r = run("diagram", "chess", "--fen", "4k3/8/8/8/8/8/8/R3K3 w Q - 0 1", "--square", "a1");
        assertEquals(0, r.code(), r.all());
        assertEquals(10, r.out().split("class=\"mark\"", -1).length - 1, "the rook's legal moves");
    }

    @Test
    void badArgumentsAreOneClearLine(@TempDir Path dir) {
        String[][] cases = {
                {"diagram", "chess", "--piece", "X"},
                {"diagram", "chess", "--square", "z9", "--piece", "N"},
                {"diagram", "chess", "--fen", "banana"},
                {"diagram", "chess", "--square", "e4", "--fen", "4k3/8/8/8/8/8/8/4K3 w - - 0 1"},
                {"diagram", "chess", "--last", "hello"},
                {"diagram", "chess", "--style", "hexes"},
                {"diagram", "chess", "--show", "everything", "--piece", "N"},
                {"diagram", "chess", "-o", dir.resolve("x.gif").toString()},
                {"diagram", "chess", "-o", dir.resolve("x.png").toString(), "--scale", "50"},
                {"diagram", "nosuchgame"},
        };
        for (String[] c : cases) {
            CliTest.Result r = run(c);
            CliTest.assertOneLineError(r);
            assertFalse(Files.exists(dir.resolve("x.png")));
        }
    }
}
