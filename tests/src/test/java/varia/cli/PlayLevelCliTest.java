package varia.cli;

import static org.junit.jupiter.api.Assertions.*;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** {@code varia play --level N --threads N}: checked ranges, and a level's node budget in every computer move. */
class PlayLevelCliTest {
    /** A computer's move in the one terminal with its search's line: {@code    Nd7   (depth 2, score cp 6, line Nd7 Nd2, 101 nodes, 31 ms)}. */
    static final Pattern MOVE = Pattern.compile("   \\S+   \\(depth \\d+, score \\S+ ?\\S*(, line [^,]*)?, (\\d+) nodes, \\d+ ms\\)");

    @Test
    void outOfRangeLevelsAndThreadsAreUsageErrors() {
        CliTest.Result r = CliTest.run("play", "makruk", "--level", "21");
        assertEquals(2, r.code(), r.all());
        assertTrue(r.err().contains("--level must be from 0 (weakest) to 20 (full strength), not 21"), r.all());
        r = CliTest.run("play", "makruk", "--threads", "0");
        assertEquals(2, r.code(), r.all());
        assertTrue(r.err().contains("--threads must be from 1 to 512, not 0"), r.all());
        CliTest.assertNoStackTrace(r);
    }

    @Test
    void levelZeroThinksAtMostItsHundredNodesAMove() {
        CliTest.Result r = CliTest.run("play", "xiangqi", "--white", "computer", "--black", "computer",
                "--level", "0", "--depth", "30", "--max-plies", "8", "--threads", "2");
        assertEquals(0, r.code(), r.all());
        List<String> moves = r.outLines().stream().filter(l -> MOVE.matcher(l).matches()).toList();
        assertEquals(8, moves.size(), r.all());
        for (String l : moves) {
            Matcher m = MOVE.matcher(l);
            assertTrue(m.matches());
            assertTrue(Long.parseLong(m.group(2)) <= 164, l);
        }
        assertTrue(r.out().contains("adjudicated: move limit"), r.all());
    }
}
