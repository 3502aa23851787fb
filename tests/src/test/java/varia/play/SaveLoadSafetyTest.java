package varia.play;

import static org.junit.jupiter.api.Assertions.*;

import java.io.BufferedReader;
import java.io.PrintWriter;
import java.io.RandomAccessFile;
import java.io.StringReader;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import varia.game.Families;
import varia.game.Player;

/**
 * Issue 13, item 3: a game in progress is never lost. A save that cannot be written (missing
 * folder, a folder, read-only or full disk, a device) and a load of something that is no game
 * (binary, too large, a device) say what went wrong; the game goes on with every move, and a
 * later save works. A file is replaced only when the player says so.
 */
class SaveLoadSafetyTest {
    @TempDir Path dir;

    /** Two humans play a3a4 h6h5 in the one terminal, then the commands; 'history' at the end shows the moves survived. */
    private String session(Path folder, String... commands) throws Exception {
        StringWriter sw = new StringWriter();
        PrintWriter out = new PrintWriter(sw);
        String script = "a3a4\nh6h5\n" + String.join("\n", commands) + "\nhistory\nquit\n";
        Terminal t = new Terminal(Families.find("makruk", Map.of()).start(2), null, Map.of(), new Player[2], 1,
                LineSource.plain(new BufferedReader(new StringReader(script)), out), out);
        t.filesIn(folder).run();
        String s = sw.toString();
        assertTrue(s.contains("your move: history\n   1. white a4\n   2. black h5\n   as recorded: 1. a4 h5"), "the game went on with its moves: " + s);
        return s;
    }

    @Test
    void savesThatCannotBeWrittenKeepTheGame() throws Exception {
        Files.writeString(dir.resolve("plain.txt"), "x");
        Files.createDirectory(dir.resolve("folder"));
        String s = session(dir, "save missing/game.pgn", "save folder", "save plain.txt/game.pgn", "save /dev/full", "save good.pgn");
        assertTrue(s.contains("not saved: missing/game.pgn: no such folder: " + dir.resolve("missing").toAbsolutePath()), s);
        assertTrue(s.contains("not saved: folder: is a directory"), s);
        assertTrue(s.contains("not saved: plain.txt/game.pgn: " + dir.resolve("plain.txt").toAbsolutePath() + " is not a folder"), s);
        assertTrue(s.contains("not saved: /dev/full: not a regular file (a character device); nothing written"), s);
        assertTrue(s.contains("saved 2 actions to good.pgn"), s);
        assertTrue(Files.readString(dir.resolve("good.pgn")).contains("1. a4 h5"));
        assertEquals(Map.of(), leftovers(dir), "no temporary files left behind");
    }

    /**
     * A real read-only file system and a real full one: tmpfs mounts in a private mount
     * namespace ({@code unshare}), around a {@code varia play} process.
     */
    @Test
    void readOnlyAndFullDisksAreSaidAndTheOldFileStaysWhole() throws Exception {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        String script = String.join("; ", "set -e", "cd " + dir, "mkdir ro full",
                "mount -t tmpfs -o ro,size=64k tmpfs ro", "mount -t tmpfs -o size=64k tmpfs full",
                "echo 'the old game' > full/old.pgn", "head -c 61440 /dev/zero > full/filler",
                "'" + java + "' -cp '" + System.getProperty("java.class.path") + "' varia.cli.Main play makruk --white human --black human",
                "echo '--- after'", "cat full/old.pgn", "ls -a full");
        Process p = new ProcessBuilder("unshare", "-rm", "sh", "-c", script).redirectErrorStream(true).start();
        p.getOutputStream().write("a3a4\nh6h5\nsave ro/g.pgn\nsave --force full/old.pgn\nhistory\nquit\n".getBytes(StandardCharsets.UTF_8));
        p.getOutputStream().close();
        String s = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(120, TimeUnit.SECONDS), s);
        assertEquals(0, p.exitValue(), s);
        assertTrue(s.contains("not saved: ro/g.pgn: read-only file system (the game goes on; try another name)"), s);
        assertTrue(s.contains("not saved: full/old.pgn: no space left on device (the game goes on; try another name)"), s);
        assertTrue(s.contains("your move: history\n   1. white a4\n   2. black h5\n   as recorded: 1. a4 h5"), "the game went on: " + s);
        String after = s.substring(s.indexOf("--- after"));
        assertTrue(after.contains("the old game"), "the old file is whole: " + after);
        assertFalse(after.contains(".part"), "no part file left behind: " + after);
    }

    @Test
    void anExistingFileIsReplacedOnlyWhenThePlayerSaysSo() throws Exception {
        Path f = dir.resolve("g.pgn");
        Files.writeString(f, "keep me");
        String s = session(dir, "save g.pgn", "no");
        assertTrue(s.contains("g.pgn exists: replace it? (yes/no) no"), s);
        assertTrue(s.contains("not saved: g.pgn exists (answer yes, use 'save --force FILE', or give another name"), s);
        assertEquals("keep me", Files.readString(f));
        s = session(dir, "save g.pgn", "yes");
        assertTrue(s.contains("saved 2 actions to g.pgn"), s);
        assertTrue(Files.readString(f).contains("1. a4 h5"));
        Files.writeString(f, "keep me");
        session(dir, "save --force g.pgn");
        assertTrue(Files.readString(f).contains("1. a4 h5"), "--force replaces without asking");
    }

    @Test
    void loadsOfWhatIsNoGameKeepTheGame() throws Exception {
        byte[] noise = new byte[5000];
        new Random(13).nextBytes(noise);
        Files.write(dir.resolve("noise.bin"), noise);
        Files.write(dir.resolve("image.png"), new byte[] {(byte) 0x89, 'P', 'N', 'G', 13, 10, 26, 10, 0, 0, 0, 13});
        try (RandomAccessFile huge = new RandomAccessFile(dir.resolve("huge.pgn").toFile(), "rw")) {
            huge.setLength(HumanCommands.MAX_RECORD_BYTES + 1); // sparse: no disk used
        }
        Files.writeString(dir.resolve("evil.pgn"), "[Variant \"/dev/zero\"]\n\n1. a4 *\n");
        Files.writeString(dir.resolve("escape.pgn"), "[Event \"x\"]\n\n1. \u001bzz *\n", StandardCharsets.UTF_8);
        String s = session(dir, "load noise.bin", "load image.png", "load huge.pgn", "load /dev/zero", "load evil.pgn",
                "load escape.pgn", "load nothing-here.pgn", "load .");
        assertTrue(s.contains("not loaded: noise.bin is not a text file: not valid UTF-8 at line "), s);
        assertTrue(s.contains("not loaded: image.png is not a text file: not valid UTF-8 at line 1, byte 1 (byte 0x89)"), s);
        assertTrue(s.contains("not loaded: huge.pgn: larger than 8,388,608 bytes, the limit for a saved game"), s);
        assertTrue(s.contains("not loaded: /dev/zero: not a regular file (a character device), so not read as a saved game"), s);
        assertTrue(s.contains("not loaded: evil.pgn: variant '/dev/zero': the Variant tag names a file; records may name variant files only with --allow-variant-paths"), s);
        assertTrue(s.contains("\\x1Bzz"), "the escape sequence is shown, not sent: " + s);
        assertFalse(s.contains("\u001b"), "no escape character reaches the terminal");
        assertTrue(s.contains("not loaded: nothing-here.pgn: no such file"), s);
        assertTrue(s.contains("not loaded: .: not a regular file (a directory)"), s);
    }

    @Test
    void aFifoIsNeverOpened() throws Exception {
        Path fifo = dir.resolve("pipe.pgn");
        Process p = new ProcessBuilder("mkfifo", fifo.toString()).start();
        assertEquals(0, p.waitFor(), "mkfifo");
        String s = assertTimeoutPreemptively(java.time.Duration.ofSeconds(60), () -> session(dir, "load pipe.pgn"),
                "opening a FIFO with no writer blocks forever");
        assertTrue(s.contains("not loaded: pipe.pgn: not a regular file (a FIFO), so not read as a saved game"), s);
    }

    @Test
    void anOverlongInputLineIsSkipped() throws Exception {
        String s = session(dir, "x".repeat(LineSource.MAX_LINE + 10), "moves");
        assertTrue(s.contains("(a line longer than 65536 characters was ignored)"), s);
    }

    private static Map<String, Long> leftovers(Path folder) throws Exception {
        try (var files = Files.list(folder)) {
            return files.filter(p -> p.getFileName().toString().endsWith(".part"))
                    .collect(java.util.stream.Collectors.toMap(p -> p.getFileName().toString(), p -> 0L));
        }
    }
}
