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
import java.io.BufferedInputStream;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.Locale;
import varia.io.TextDecoding;
import varia.record.VariantTag;
import varia.record.formats.Formats;
import varia.record.formats.RecordFormat;
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
 * {@code varia validate [VARIANT] FILE... [--from FORMAT] [--json]}: replays every game of records
 * (PGN, or KIF, CSA, USI, ICCS, WXF, GIB read by the same readers as {@code convert}; {@code -} is
 * standard input) and prints one line per game (OK, or where and why it fails), then
 * {@code N passed, M failed}. Without VARIANT each game's Variant tag names its variant, else its
 * format's own, else chess. Exit code 0 only when no game failed. PGN streams: memory is bounded
 * by the largest game; native records are read whole, at most {@link RecordInput#MAX_NATIVE} bytes.
 */
@Command(name = "validate", mixinStandardHelpOptions = true,
        description = {"Replays the games of records (pgn, kif, csa, usi, iccs, wxf, chinese, gib; - for stdin) by a variant's rules:",
                "one line per game, then 'N passed, M failed'. Without VARIANT, each game's Variant tag (or its format's) says.",
                "Exit code 0 only when no game failed."})
public final class ValidateCommand implements Callable<Integer> {

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    /** --variants DIR: applied by Main to every lookup the command makes. */
    @CommandLine.Mixin
    VariantFolderOption variantFolders;

    @Parameters(arity = "1..*", paramLabel = "[VARIANT] FILE",
            description = {"VARIANT: a variant's key or alias (bundled, or in a variant folder) or a path to a YAML file;",
                    "without it each game's Variant tag says, else the format's own (shogi, xiangqi, janggi), else chess.",
                    "FILE: records (pgn, kif, csa, usi, iccs, wxf, chinese, gib by ending, --from, or content); - reads standard input."})
    List<String> arguments;

    @Option(names = "--from", paramLabel = "FORMAT", description = "Read every FILE as pgn, kif, csa, usi, iccs, wxf, chinese or gib, whatever its name and content.")
    String from;

    /** The VARIANT argument, or null when none was given (then each game says). */
    String variant;
    List<String> files;

    @Option(names = "--strict", description = {"PGN's letter of the law: what archives get wrong and is read with a note by default",
            "(a missing or odd result token, a broken tag) fails the game at its line:column."})
    boolean strict;

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
        splitArguments();
        RecordFormat forced = from == null ? null : RecordInput.named(from);
        if (variant != null ? !varia.game.Families.find(variant, options).records().archives() : RecordReplays.allTurnRecords(files))
            return RecordReplays.each(spec.commandLine().getOut(), files, variant, options); // one game a file, replayed whole
        ArchiveCheck given = variant == null ? null : new ArchiveCheck(VariantSource.of(variant), options, allowVariantPaths);
        GameVariants inferred = new GameVariants(options, allowVariantPaths);
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        boolean bar = progress != null ? progress : System.console() != null;
        long[] count = {0, 0}; // passed, failed
        for (String name : files) {
            boolean stdin = name.equals("-");
            String shown = stdin ? "<stdin>" : name;
            Path file = stdin ? null : Path.of(name);
            InputStream raw;
            long size;
            RecordFormat format = forced;
            try {
                if (stdin) {
                    BufferedInputStream in = new BufferedInputStream(System.in, RecordInput.SNIFF_BYTES);
                    if (from == null) { // no name to go by: the content says
                        in.mark(RecordInput.SNIFF_BYTES);
                        format = RecordInput.sniff(in.readNBytes(RecordInput.SNIFF_BYTES));
                        in.reset();
                    }
                    raw = new FilterInputStream(in) { @Override public void close() {} }; // standard input stays open
                    size = 0;
                } else {
                    size = Math.max(1, BoundedFiles.regular(file, "game record").size());
                    if (from == null && Formats.byFileName(name) != null) format = Formats.byFileName(name);
                    else if (from == null) // .pgn too: xiangqi archives write ICCS and WXF in files called .pgn
                        try (InputStream head = BoundedFiles.open(file, "game record")) { format = RecordInput.sniff(head.readNBytes(RecordInput.SNIFF_BYTES)); }
                    raw = BoundedFiles.open(file, "game record");
                }
            } catch (FileRefusedException e) {
                fileFailed(out, shown, e.reason());
                count[1]++;
                continue;
            }
            if (format != null) { // a native record: read whole (bounded), one verdict per game
                try (raw) {
                    byte[] bytes = raw.readNBytes((int) RecordInput.MAX_NATIVE + 1);
                    if (bytes.length > RecordInput.MAX_NATIVE && format.gameStarts() != null) { // many games: read part by part
                        InputStream rest = new java.io.SequenceInputStream(new java.io.ByteArrayInputStream(bytes), raw);
                        java.nio.charset.Charset cs = varia.batch.RecordFiles.charset(java.util.Arrays.copyOf(bytes, varia.record.formats.Head.BYTES), format);
                        RecordFormat f = format;
                        String why = varia.batch.GameParts.eachGame(rest, name, f, cs, varia.batch.GameParts.PART_BYTES, (int) RecordInput.MAX_NATIVE,
                                (g, games, lines) -> report(out, shown, g, games, lines, given, inferred, f, count));
                        if (why != null) {
                            if (why.isEmpty()) return 1; // the output failed
                            fileFailed(out, shown, why);
                            count[1]++;
                        }
                        continue;
                    }
                    if (bytes.length > RecordInput.MAX_NATIVE) {
                        fileFailed(out, shown, "too large for a " + format.name().toUpperCase(Locale.ROOT) + " record (more than "
                                + (RecordInput.MAX_NATIVE >> 20) + " MB)");
                        count[1]++;
                        continue;
                    }
                    String[] note = {null};
                    List<Game> games;
                    try {
                        games = RecordInput.readNative(format, bytes, note);
                    } catch (TextDecoding.UndecodableException e) {
                        fileFailed(out, shown, e.getMessage());
                        count[1]++;
                        continue;
                    }
                    if (note[0] != null) err.println(Printable.forTerminal("note: " + shown + ": " + note[0]));
                    for (Game g : games) if (!report(out, shown, g, given, inferred, format, count)) return 1;
                }
                continue;
            }
            // the encoding, as convert finds it: a file is read once to find it; standard input (read once only) must be UTF-8
            TextDecoding.Decoded encoding = new TextDecoding.Decoded(null, "UTF-8", null);
            if (!stdin) {
                try (InputStream head = BoundedFiles.open(file, "game record")) {
                    encoding = RecordInput.pgnEncoding(head);
                } catch (TextDecoding.UndecodableException e) {
                    raw.close();
                    fileFailed(out, shown, e.getMessage());
                    count[1]++;
                    continue;
                } catch (FileRefusedException e) {
                    raw.close();
                    fileFailed(out, shown, e.reason());
                    count[1]++;
                    continue;
                }
                if (encoding.note() != null) err.println(Printable.forTerminal("note: " + shown + ": " + encoding.note()));
            }
            long[] bytes = {0};
            long lastDraw = 0;
            int games = 0;
            try (raw;
                 InputStream counting = new FilterInputStream(raw) {
                     @Override public int read() throws IOException { int c = super.read(); if (c >= 0) bytes[0]++; return c; }
                     @Override public int read(byte[] b, int off, int len) throws IOException { int n = super.read(b, off, len); if (n > 0) bytes[0] += n; return n; }
                 };
                 RecordInput.StrictReader text = RecordInput.pgnReader(counting, encoding);
                 PgnReader reader = new PgnReader(text)) {
                for (Game g; (g = reader.next()) != null; ) {
                    if (!report(out, shown, g, given, inferred, null, count)) return 1;
                    games++;
                    if (bar && size > 0) {
                        long now = System.nanoTime();
                        if (now - lastDraw > 200_000_000L) {
                            lastDraw = now;
                            drawBar(err, shown, bytes[0], size, games);
                        }
                    }
                }
                if (text.failure() != null) { // never mojibake, nor a silent stop, without a word
                    fileFailed(out, shown, "not valid " + encoding.encoding() + " near byte " + bytes[0]
                            + (stdin ? " (standard input is read as UTF-8; give a file to have its encoding found)" : " (the file changed while it was read)"));
                    count[1]++;
                }
            }
            if (bar) { err.print("\r\033[K"); err.flush(); }
        }
        out.println(json ? "{\"passed\":" + count[0] + ",\"failed\":" + count[1] + "}" : count[0] + " passed, " + count[1] + " failed");
        out.flush();
        return count[1] == 0 ? 0 : 1;
    }

    /**
     * VARIANT is the first argument when there are two or more and it is no record: not {@code -},
     * no record ending (.pgn, .kif...), not an existing file other than a YAML one (a path such as
     * {@code dir/page.html} counts only when a format recognises its content). So the old
     * {@code validate VARIANT FILE...} reads as before and {@code validate FILE...} infers.
     */
    private void splitArguments() {
        String first = arguments.get(0);
        boolean record = first.equals("-") || RecordInput.hasRecordEnding(first) || isRecordFile(first) || isTurnRecordFile(first);
        if (arguments.size() >= 2 && !record) {
            variant = first;
            files = arguments.subList(1, arguments.size());
        } else files = arguments;
        if (arguments.size() == 1 && !record && VariantTag.isBundledName(first)) // the old form, the files forgotten
            throw new UserError("'" + Printable.shorten(first) + "' is a variant: name the records too: varia validate [VARIANT] FILE... (- for standard input)");
    }

    /** A record in turns (race games, dice chess), which says its game in its first line: never a variant file. */
    private static boolean isTurnRecordFile(String name) {
        try {
            return RecordReplays.isTurnRecord(Path.of(name));
        } catch (InvalidPathException e) {
            return false;
        }
    }

    private static boolean isRecordFile(String name) {
        String lower = name.strip().toLowerCase(Locale.ROOT);
        if (lower.endsWith(".yaml") || lower.endsWith(".yml") || VariantTag.isBundledName(name)) return false;
        try {
            Path p = Path.of(name);
            if (!Files.isRegularFile(p)) return false;
            if (!VariantTag.looksLikePath(name)) return true;
            // a path with no record ending (a saved web page, a .bin): a record when a format recognises its content
            try (InputStream in = BoundedFiles.open(p, "game record")) {
                return Formats.recognise(varia.record.formats.Head.of(in.readNBytes(varia.record.formats.Head.BYTES))) != null;
            }
        } catch (InvalidPathException | IOException e) {
            return false;
        }
    }

    /** Validates one game and prints its line; false when the output failed (the work stops). */
    private boolean report(PrintWriter out, String shown, Game g, ArchiveCheck given, GameVariants inferred, RecordFormat format, long[] count) {
        return report(out, shown, g, 0, 0, given, inferred, format, count);
    }

    /** As above for a game of a part of a file: its numbers moved on by the games and lines of the parts before. */
    private boolean report(PrintWriter out, String shown, Game g, long games, long lines, ArchiveCheck given, GameVariants inferred,
                           RecordFormat format, long[] count) {
        if (strict) g.strict();
        Verdict verdict = given != null ? given.verdict(g) : inferred.verdict(g, format);
        if (games != 0 || lines != 0) verdict = verdict.shifted(games, lines);
        if (out.checkError()) return false; // output closed or full: stop (Main says why)
        count[verdict.ok() ? 0 : 1]++;
        if (!quiet || !verdict.ok()) out.println(json ? VerdictFormat.json(shown, verdict) : VerdictFormat.text(shown, verdict));
        return true;
    }

    private void fileFailed(PrintWriter out, String shown, String why) {
        out.println(json ? "{\"file\":" + Json.str(shown) + ",\"status\":\"fail\",\"error\":{\"kind\":\"file\",\"reason\":" + Json.str(why) + "}}"
                : Printable.forTerminal(shown + ": FAIL " + why));
    }

    private static void drawBar(PrintWriter err, String file, long done, long size, int games) {
        int width = 30, filled = (int) Math.min(width, done * width / size);
        err.print("\r" + file + " [" + "#".repeat(filled) + " ".repeat(width - filled) + "] "
                + Math.min(100, done * 100 / size) + "% " + games + " games");
        err.flush();
    }
}
