package varia.spark;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FSDataInputStream;
import org.apache.hadoop.fs.FileSystem;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import varia.batch.RecordFiles;
import varia.record.Game;
import varia.record.RecordedMove;
import varia.record.formats.Formats;
import varia.record.formats.GameStarts;
import varia.record.formats.RecordFormat;

/**
 * Cutting one file of many games into parts that tasks read on their own (issue 25 item 4), for
 * every format whose games can be told apart, on files made of real games: the parts cover the
 * file byte for byte, each part holds whole games (the games read part by part are the games read
 * whole), and finding a part's start reads no more than its window (a file without line breaks
 * cost a pass per part before: issue 26 item 10).
 */
class GamePartsTest {
    @TempDir Path dir;
    static final Path RECORDS = SparkValidateTest.root().resolve("tests/records");

    record Cut(List<byte[]> parts, long bytesRead) {}

    static Cut cut(Path file, long window, GameStarts starts, Charset cs) throws Exception {
        FileSystem fs = FileSystem.getLocal(new Configuration());
        long size = Files.size(file);
        long before = readSoFar();
        List<byte[]> parts = new ArrayList<>();
        long firsts = 0;
        try (FSDataInputStream in = fs.open(new org.apache.hadoop.fs.Path(file.toString()))) {
            long n = (size + window - 1) / window;
            for (long k = 0; k < n; k++) {
                long from = k * window;
                long s0 = readSoFar();
                if (from > 0) in.seek(from - 1);
                long start = varia.batch.GameParts.firstStart(in, from, from + window, size, window, starts, cs);
                firsts += readSoFar() - s0;
                if (start < 0) { parts.add(new byte[0]); continue; }
                in.seek(start);
                parts.add(varia.batch.GameParts.part(in, start, k == n - 1 ? size : from + window, window, size, starts, cs).readAllBytes());
            }
        }
        return new Cut(parts, firsts);
    }

    /** Bytes read so far from the local file system (Hadoop's own count). */
    static long readSoFar() {
        return FileSystem.getGlobalStorageStatistics().get("file") == null ? 0
                : FileSystem.getGlobalStorageStatistics().get("file").getLong("bytesRead");
    }

    static byte[] concat(List<byte[]> parts) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        for (byte[] p : parts) out.writeBytes(p);
        return out.toByteArray();
    }

    /** The parts cover the file, more than one holds games, and reading them one by one gives the games read whole. */
    void check(Path file, String formatName, long window) throws Exception {
        RecordFormat f = Formats.byName(formatName);
        Cut c = cut(file, window, f.gameStarts(), StandardCharsets.UTF_8);
        byte[] whole = Files.readAllBytes(file);
        assertArrayEquals(whole, concat(c.parts()), formatName + ": the parts cover the file exactly");
        assertTrue(c.parts().stream().filter(p -> p.length > 0).count() > 2, formatName + ": several parts hold games");
        List<Game> all = RecordFiles.readNative(file.toString(), whole, f);
        List<List<String>> byParts = new ArrayList<>();
        for (byte[] p : c.parts()) if (p.length > 0) for (Game g : RecordFiles.readNative(file.toString(), p, f)) byParts.add(moves(g));
        assertEquals(all.stream().map(GamePartsTest::moves).toList(), byParts, formatName + ": the same games");
        assertTrue(c.bytesRead() <= 2 * whole.length + c.parts().size() * 70_000L, "finding the starts read " + c.bytesRead() + " bytes");
        for (long partBytes : new long[] {997, window / 5, window / 2}) {
            List<byte[]> shares = shares(file, window, partBytes, f.gameStarts(), StandardCharsets.UTF_8);
            for (int k = 0; k < shares.size(); k++)
                assertArrayEquals(c.parts().get(k), shares.get(k), formatName + ": share " + k + " read " + partBytes + " bytes at a time is its part");
        }
    }

    /**
     * Each part read as a task reads its share of a file, a few bytes at a time
     * ({@link varia.batch.GameParts#share}): the sub-parts, each of whole games, joined.
     */
    static List<byte[]> shares(Path file, long window, long partBytes, GameStarts starts, Charset cs) throws Exception {
        FileSystem fs = FileSystem.getLocal(new Configuration());
        long size = Files.size(file);
        List<byte[]> out = new ArrayList<>();
        int pieces = 0;
        try (FSDataInputStream in = fs.open(new org.apache.hadoop.fs.Path(file.toString()))) {
            long n = (size + window - 1) / window;
            for (long k = 0; k < n; k++) {
                long from = k * window;
                if (from > 0) in.seek(from - 1);
                long start = varia.batch.GameParts.firstStart(in, from, from + window, size, window, starts, cs);
                if (start < 0) { out.add(new byte[0]); continue; }
                in.seek(start);
                varia.batch.GameParts.Share share = varia.batch.GameParts.share(in, start, k == n - 1 ? size : from + window, window, size, starts, cs, partBytes);
                List<byte[]> subs = new ArrayList<>();
                for (byte[] b; (b = share.next(file.toString(), 1 << 24)) != null; ) subs.add(b);
                pieces += subs.size();
                out.add(concat(subs));
            }
        }
        long holding = out.stream().filter(b -> b.length > 0).count();
        // games of a few KB in windows of 8-20 KB: several games a share, so a share read 997 bytes at a time comes in several parts
        if (partBytes < window / 4 && window >= 8_000 && file.toString().matches(".*\\.(csa|usi)"))
            assertTrue(pieces > holding, "shares read " + partBytes + " bytes at a time come in parts: " + pieces + " for " + holding);
        return out;
    }

    static List<String> moves(Game g) { return g.moves().stream().map(RecordedMove::text).toList(); }

    @Test
    void csaGamesSeparatedBySlashes() throws Exception {
        StringBuilder sb = new StringBuilder();
        try (var files = Files.list(RECORDS.resolve("shogi/wcsc28"))) {
            for (Path p : files.sorted().limit(60).toList()) sb.append(Files.readString(p).replace("\uFEFF", "")).append("/\n");
        }
        Path f = dir.resolve("many.csa");
        Files.writeString(f, sb);
        check(f, "csa", 20_000);
    }

    @Test
    void usiOneGameALine() throws Exception {
        StringBuilder sb = new StringBuilder();
        try (var files = Files.list(RECORDS.resolve("shogi/wcsc28"))) {
            for (Path p : files.sorted().limit(60).toList()) {
                Game g = Formats.byName("csa").read(Files.readString(p)).get(0);
                sb.append("position startpos moves");
                for (RecordedMove m : g.moves()) sb.append(' ').append(usi(m.text()));
                sb.append('\n');
            }
        }
        Path f = dir.resolve("many.usi");
        Files.writeString(f, sb);
        check(f, "usi", 8_000);
    }

    /** Fairy-Stockfish's shogi coordinates back to USI: c3c4 -> 7g7f, P@e5 -> P*5e. */
    static String usi(String fs) {
        if (fs.contains("@")) return fs.charAt(0) + "*" + sq(fs.substring(2));
        String s = sq(fs.substring(0, 2)) + sq(fs.substring(2, 4));
        return fs.endsWith("+") ? s + "+" : s;
    }

    static String sq(String s) { return "" + (char) ('9' - (s.charAt(0) - 'a')) + (char) ('a' + 9 - (s.charAt(1) - '0')); }

    @Test
    void kifGamesAfterTheirSummaryLines() throws Exception {
        String one = Files.readString(RECORDS.resolve("shogi/apps/piyo-shogi-shogi-wars-export.kifu"));
        Path f = dir.resolve("many.kifu");
        Files.writeString(f, (one.strip() + "\n\n").repeat(12));
        check(f, "kif", 16_000);
    }

    @Test
    void iccsAndDhtmlxqGames() throws Exception {
        Path iccs = dir.resolve("many.iccs");
        Files.writeString(iccs, (Files.readString(SparkValidateTest.root().resolve("samples/xiangqi/wxf-ca-masters.iccs")).strip() + "\n\n").repeat(20));
        check(iccs, "iccs", 3_000);
        StringBuilder pages = new StringBuilder();
        try (var files = Files.list(RECORDS.resolve("xiangqi/dhtmlxq-wxf"))) {
            for (Path p : files.sorted().toList()) pages.append(Files.readString(p)).append('\n');
        }
        Path d = dir.resolve("pages.dhtmlxq");
        Files.writeString(d, pages);
        check(d, "dhtmlxq", 3_000);
    }

    /** A file without a line break: each window is scanned once (before, every part's start was looked for to the end of the file). */
    @Test
    void aFileWithoutLineBreaksIsScannedOnce() throws Exception {
        Path f = dir.resolve("oneline.pgn");
        Files.writeString(f, "[Event \"x\"] " + "1. e4 e5 2. Nf3 Nc6 3. Ng1 Nb8 4. Nf3 Nc6 ".repeat(100_000));
        long size = Files.size(f);
        Cut c = cut(f, 64 << 10, GameStarts.PGN, StandardCharsets.UTF_8);
        assertArrayEquals(Files.readAllBytes(f), concat(c.parts()));
        assertEquals(size, c.parts().get(0).length, "the first part holds the one line");
        assertTrue(c.bytesRead() < 2 * size, "finding the starts read " + c.bytesRead() + " bytes of a " + size + "-byte file");
    }
}
