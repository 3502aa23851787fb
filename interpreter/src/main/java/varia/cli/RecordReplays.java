package varia.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import varia.io.BoundedFiles;
import varia.io.Printable;
import varia.variant.VariantException;

/**
 * {@code validate} for the families beside the chess engine (race games, dice chess), whose
 * records are whole files: each file read (bounded), replayed, and given one OK or FAIL line, then
 * the tally. Exit code 0 when every file passed.
 */
final class RecordReplays {
    private RecordReplays() {}

    /** A record's verdict: whether it replays, and the words that say how far or why not. */
    record Verdict(boolean ok, String message) {}

    @FunctionalInterface
    interface Replay {
        Verdict of(String text) throws VariantException;
    }

    static int each(PrintWriter out, List<Path> files, Replay replay) throws VariantException {
        int passed = 0, failed = 0;
        for (Path file : files) {
            String shown = file.toString(), text;
            try {
                text = new String(BoundedFiles.read(file, 16L << 20, "game record"), StandardCharsets.UTF_8);
            } catch (IOException e) {
                out.println(Printable.forTerminal(shown + ": FAIL " + (e instanceof varia.io.FileRefusedException r ? r.reason() : e.getMessage())));
                failed++;
                continue;
            }
            Verdict v = replay.of(text);
            out.println(Printable.forTerminal(shown + ": " + (v.ok() ? "OK " : "FAIL ") + v.message()));
            if (v.ok()) passed++; else failed++;
        }
        out.println(passed + " passed, " + failed + " failed");
        out.flush();
        return failed == 0 ? 0 : 1;
    }
}
