package varia.io;

import static org.junit.jupiter.api.Assertions.*;

import java.io.RandomAccessFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Issue 13, item 2: the one reader refuses what is not a regular file and never reads past its limit. */
class BoundedFilesTest {
    @TempDir Path dir;

    private static String refusal(Path p, long limit) {
        return assertThrows(FileRefusedException.class, () -> BoundedFiles.read(p, limit, "variant file")).reason();
    }

    @Test
    void devicesDirectoriesAndMissingFilesAreRefusedByName() throws Exception {
        assertEquals("not a regular file (a character device), so not read as a variant file", refusal(Path.of("/dev/zero"), 100));
        assertEquals("not a regular file (a character device), so not read as a variant file", refusal(Path.of("/dev/urandom"), 100));
        assertEquals("not a regular file (a directory), so not read as a variant file", refusal(dir, 100));
        assertEquals("no such file", refusal(dir.resolve("none.yaml"), 100));
        Path link = dir.resolve("zero.yaml");
        Files.createSymbolicLink(link, Path.of("/dev/zero"));
        assertEquals("not a regular file (a character device), so not read as a variant file", refusal(link, 100), "links are followed");
        assertEquals(link + ": not a regular file (a character device), so not read as a variant file",
                assertThrows(FileRefusedException.class, () -> BoundedFiles.read(link, 100, "variant file")).getMessage());
    }

    @Test
    void aFifoIsRefusedWithoutBeingOpened() throws Exception {
        Path fifo = dir.resolve("pipe.yaml");
        assertEquals(0, new ProcessBuilder("mkfifo", fifo.toString()).start().waitFor());
        // opening a FIFO that has no writer blocks: the limit only catches that hang
        String why = assertTimeoutPreemptively(Duration.ofSeconds(60), () -> refusal(fifo, 100));
        assertEquals("not a regular file (a FIFO), so not read as a variant file", why);
        assertThrows(FileRefusedException.class, () -> BoundedFiles.open(fifo, "game record"));
    }

    @Test
    void aFileIsReadWholeUpToTheLimitAndNeverBeyond() throws Exception {
        Path f = dir.resolve("f.txt");
        Files.write(f, new byte[100]);
        assertEquals(100, BoundedFiles.read(f, 100, "x").length);
        assertEquals("larger than 99 bytes, the limit for a x", assertThrows(FileRefusedException.class,
                () -> BoundedFiles.read(f, 99, "x")).reason());
        try (RandomAccessFile huge = new RandomAccessFile(dir.resolve("huge").toFile(), "rw")) {
            huge.setLength(1L << 40); // a terabyte, sparse: refused from its size, nothing read
        }
        assertTrue(refusal(dir.resolve("huge"), 4_000_000).startsWith("larger than 4,000,000 bytes"));
    }

    @Test
    void aFileThatLiesAboutItsSizeIsStillBounded() throws Exception {
        // /proc files say size 0 and hold more: the read stops at limit + 1 bytes
        Path proc = Path.of("/proc/self/maps");
        assertEquals(0, Files.size(proc));
        assertTrue(refusal(proc, 10).startsWith("larger than 10 bytes"));
    }
}
