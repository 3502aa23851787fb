package varia.cli;

import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import varia.io.BoundedFiles;
import varia.io.FileRefusedException;
import varia.io.Printable;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import varia.batch.ArchiveCheck;
import varia.record.Game;
import varia.record.Json;
import varia.record.PgnReader;
import varia.record.Verdict;
import varia.record.VerdictFormat;
import varia.study.VariantSource;

/**
 * {@code varia validate VARIANT FILE... [--json]}: replays every game of PGN files and prints one
 * line per game (OK, or where and why it fails), then {@code N passed, M failed}. Exit code 0
 * only when no game failed. Files stream: memory is bounded by the largest game.
 */
@Command(name = "validate", mixinStandardHelpOptions = true,
        description = {"Replays the games of PGN files by a variant's rules: one line per game, then 'N passed, M failed'.",
                "Exit code 0 only when no game failed."})
public final class ValidateCommand implements Callable<Integer> {

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    /** --variants DIR: applied by Main to every lookup the command makes. */
    @CommandLine.Mixin
    VariantFolderOption variantFolders;

    @Parameters(index = "0", paramLabel = "VARIANT", description = "A variant's key or alias (bundled, or in a variant folder) or a path to a YAML file.")
    String variant;

    @Parameters(index = "1..*", arity = "1..*", paramLabel = "FILE", description = "PGN files.")
    List<Path> files;

    @Option(names = "--json", description = "One JSON object per game (JSON Lines), then {\"passed\":N,\"failed\":M}.")
    boolean json;

    @Option(names = "--progress", negatable = true, description = "Progress bar on stderr (default: when there is a terminal).")
    Boolean progress;

    @Option(names = "--quiet", description = "Print only the failing games and the summary.")
    boolean quiet;

    @Option(names = "--allow-variant-paths", description = "Let a game's Variant tag name a variant file by path (off: records are untrusted).")
    boolean allowVariantPaths;

    @Option(names = "--option", paramLabel = "NAME=VALUE",
            description = {"Validate under this value of one of the variant's options (repeatable), e.g. --option werera=ten-moves.",
                    "A game's VariantOptions tag (\"werera=ten-moves, promotion=lost-piece\") adds its own for that game."})
    Map<String, String> options = new LinkedHashMap<>();

    @Override
    public Integer call() throws Exception {
        ArchiveCheck check = new ArchiveCheck(VariantSource.of(variant), options, allowVariantPaths);
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        boolean bar = progress != null ? progress : System.console() != null;
        long passed = 0, failed = 0;
        for (Path file : files) {
            String shown = file.toString();
            InputStream raw;
            long size;
            try {
                size = Math.max(1, BoundedFiles.regular(file, "game record").size());
                raw = BoundedFiles.open(file, "game record");
            } catch (FileRefusedException e) {
                String why = e.reason();
                out.println(json ? "{\"file\":" + Json.str(shown) + ",\"status\":\"fail\",\"error\":{\"kind\":\"file\",\"reason\":" + Json.str(why) + "}}"
                        : Printable.forTerminal(shown + ": FAIL " + why));
                failed++;
                continue;
            }
            long[] bytes = {0};
            long lastDraw = 0;
            int games = 0;
            try (raw;
                 InputStream counting = new FilterInputStream(raw) {
                     @Override public int read() throws IOException { int c = super.read(); if (c >= 0) bytes[0]++; return c; }
                     @Override public int read(byte[] b, int off, int len) throws IOException { int n = super.read(b, off, len); if (n > 0) bytes[0] += n; return n; }
                 };
                 PgnReader reader = new PgnReader(new InputStreamReader(counting, StandardCharsets.UTF_8))) {
                for (Game g; (g = reader.next()) != null; ) {
                    Verdict verdict = check.verdict(g);
                    if (out.checkError()) return 1; // output closed or full: stop (Main says why)
                    games++;
                    if (verdict.ok()) passed++; else failed++;
                    if (!quiet || !verdict.ok()) out.println(json ? VerdictFormat.json(shown, verdict) : VerdictFormat.text(shown, verdict));
                    if (bar) {
                        long now = System.nanoTime();
                        if (now - lastDraw > 200_000_000L) {
                            lastDraw = now;
                            drawBar(err, shown, bytes[0], size, games);
                        }
                    }
                }
            }
            if (bar) { err.print("\r\033[K"); err.flush(); }
        }
        out.println(json ? "{\"passed\":" + passed + ",\"failed\":" + failed + "}" : passed + " passed, " + failed + " failed");
        out.flush();
        return failed == 0 ? 0 : 1;
    }

    private static void drawBar(PrintWriter err, String file, long done, long size, int games) {
        int width = 30, filled = (int) Math.min(width, done * width / size);
        err.print("\r" + file + " [" + "#".repeat(filled) + " ".repeat(width - filled) + "] "
                + Math.min(100, done * 100 / size) + "% " + games + " games");
        err.flush();
    }
}
