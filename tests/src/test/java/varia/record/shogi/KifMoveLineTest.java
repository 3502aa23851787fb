package varia.record.shogi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import varia.cli.Main;
import varia.record.Game;
import varia.record.PgnReader;
import varia.record.RecordedMove;
import varia.record.formats.Kif;

/**
 * Issue 25: a KIF move line whose move goes to file 8 on the ninth move ({@code    9 ８六歩(87)})
 * was taken for the header of a board diagram (BOD): the game was refused and {@code convert}
 * dropped the move. The moves are the issue's own.
 */
class KifMoveLineTest {
    @TempDir Path dir;

    static final String KIF = """
            手合割：平手
            先手：A
            後手：B
            手数----指手---------消費時間--
               1 ２六歩(27)
               2 ８四歩(83)
               3 ２五歩(26)
               4 ８五歩(84)
               5 ７八金(69)
               6 ３二金(41)
               7 ２四歩(25)
               8 同　歩(23)
               9 ８六歩(87)
            """;

    static String[] run(String... args) {
        StringWriter out = new StringWriter(), err = new StringWriter();
        int code = Main.run(new PrintWriter(out), new PrintWriter(err), args);
        return new String[] {Integer.toString(code), out.toString(), err.toString()};
    }

    @Test
    void aNinthMoveToFileEightIsAMove() {
        Game g = new Kif().read(KIF).get(0);
        assertEquals(List.of(), g.problems());
        assertEquals(9, g.moves().size());
        assertEquals("b3b4", g.moves().get(8).text());
    }

    @Test
    void validateAcceptsItAndConvertKeepsTheMove() throws Exception {
        Path kif = dir.resolve("g.kif");
        Files.writeString(kif, KIF, StandardCharsets.UTF_8);
        String[] v = run("validate", kif.toString(), "--no-progress");
        assertEquals("0", v[0], v[1] + v[2]);
        assertTrue(v[1].contains("OK, 9 plies"), v[1]);
        Path pgn = dir.resolve("g.pgn");
        String[] c = run("convert", kif.toString(), "--coordinates", "-o", pgn.toString());
        assertEquals("0", c[0], c[2]);
        List<RecordedMove> moves = PgnReader.readAll(Files.readString(pgn)).get(0).moves();
        assertEquals(9, moves.size());
        assertEquals("b3b4", moves.get(8).text());
    }
}
