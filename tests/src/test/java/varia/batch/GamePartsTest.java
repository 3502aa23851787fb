package varia.batch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import varia.record.Game;
import varia.record.RecordedMove;
import varia.record.formats.Formats;
import varia.record.formats.RecordFormat;

/**
 * A native file of many games read one part after another ({@code validate} on a file beyond the
 * 64 MB a native record is read whole up to): the same games, numbered and placed as when the
 * file is read whole.
 */
class GamePartsTest {
    static final Path WCSC = Path.of("records", "shogi", "wcsc28");

    static String csaFile() throws Exception {
        StringBuilder sb = new StringBuilder();
        try (var files = Files.list(WCSC)) {
            for (Path p : files.sorted().limit(40).toList()) sb.append(Files.readString(p).replace("\uFEFF", "")).append("/\n");
        }
        return sb.toString();
    }

    static List<String> describe(Game g, long games, long lines) {
        List<String> out = new ArrayList<>();
        out.add((g.number() + games) + "@" + (g.line() + lines));
        for (RecordedMove m : g.moves()) out.add(m.text() + "@" + (m.line() + lines));
        return out;
    }

    @Test
    void partByPartGivesTheGamesOfTheWholeFile() throws Exception {
        String text = csaFile();
        RecordFormat csa = Formats.byName("csa");
        List<List<String>> whole = new ArrayList<>();
        for (Game g : csa.read(text)) whole.add(describe(g, 0, 0));
        List<List<String>> parts = new ArrayList<>();
        String why = GameParts.eachGame(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)), "x.csa", csa, StandardCharsets.UTF_8,
                4096, 1 << 20, (g, games, lines) -> parts.add(describe(g, games, lines)));
        assertNull(why);
        assertEquals(40, whole.size());
        assertEquals(whole, parts);
    }

    @Test
    void aPartWithoutAnEndIsNamed() throws Exception {
        byte[] huge = ("+\n" + "+7776FU\n-3334FU\n".repeat(2000)).getBytes(StandardCharsets.UTF_8);
        String why = GameParts.eachGame(new ByteArrayInputStream(huge), "x.csa", Formats.byName("csa"), StandardCharsets.UTF_8, 1024, 10_000,
                (g, games, lines) -> true);
        assertTrue(why != null && why.startsWith("more than 10,000 bytes without a game's start (from line 1)"), why);
    }
}
