package varia.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import varia.game.Families;
import varia.game.Game;
import varia.game.Records;
import varia.game.TurnRecords;
import varia.io.BoundedFiles;
import varia.io.Printable;
import varia.variant.VariantException;

/**
 * {@code validate} for records that are whole files, one game each (the turn records of race
 * games, dice chess and any family without archives of its own): each file read (bounded), its
 * game loaded with the header's options over the command line's, replayed, and given one OK or
 * FAIL line, then the tally. Exit code 0 when every file passed.
 */
final class RecordReplays {
    private RecordReplays() {}

    /** Largest record read. */
    static final long MAX_RECORD = 16L << 20;

    /** True when every file (none standard input) starts as a turn record does ({@code game:} before any turn). */
    static boolean allTurnRecords(List<String> files) {
        for (String f : files) if (f.equals("-") || !isTurnRecord(Path.of(f))) return false;
        return !files.isEmpty();
    }

    /** True when a file starts as a turn record does; false for any other file or one that cannot be read. */
    static boolean isTurnRecord(Path file) {
        try {
            byte[] head;
            try (var in = BoundedFiles.open(file, "game record")) { head = in.readNBytes(64 << 10); }
            return TurnRecords.looksLikeOne(new String(head, StandardCharsets.UTF_8));
        } catch (IOException | RuntimeException e) {
            return false;
        }
    }

    /** The game of a record: {@code variant}, else the one its header names (null when none), with the header's options over {@code options}. */
    static Game game(String variant, String text, Map<String, String> options) throws VariantException {
        TurnRecords.Header h = TurnRecords.header(text);
        String name = variant != null ? variant : h.game();
        if (name == null) return null;
        Map<String, String> chosen = new LinkedHashMap<>(options);
        h.options().forEach(chosen::putIfAbsent);
        return Families.find(name, chosen);
    }

    /** Replays each file as a record of {@code variant} (null: the game its header names). */
    static int each(PrintWriter out, List<String> files, String variant, Map<String, String> options) throws VariantException {
        int passed = 0, failed = 0;
        for (String name : files) {
            Path file = Path.of(name);
            String shown = file.toString(), text;
            try {
                text = new String(BoundedFiles.read(file, MAX_RECORD, "game record"), StandardCharsets.UTF_8);
            } catch (IOException e) {
                out.println(Printable.forTerminal(shown + ": FAIL " + (e instanceof varia.io.FileRefusedException r ? r.reason() : e.getMessage())));
                failed++;
                continue;
            }
            Records.Verdict v = verdict(variant, text, options);
            out.println(Printable.forTerminal(shown + ": " + (v.ok() ? "OK " : "FAIL ") + v.message()));
            if (v.ok()) passed++; else failed++;
        }
        out.println(passed + " passed, " + failed + " failed");
        out.flush();
        return failed == 0 ? 0 : 1;
    }

    /** One record's verdict: its game loaded under the record's options (over the given ones), the text replayed. */
    private static Records.Verdict verdict(String variant, String text, Map<String, String> options) throws VariantException {
        Game g = game(variant, text, options);
        if (g == null) return new Records.Verdict(false, 0, "the record names no game ('game: KEY' before its turns); name it: varia validate GAME FILE...");
        return g.records().replay(text).verdict();
    }
}
