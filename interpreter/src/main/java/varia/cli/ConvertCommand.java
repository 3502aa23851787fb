package varia.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.io.Writer;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import varia.io.BoundedFiles;
import varia.io.FileRefusedException;
import varia.io.Printable;
import varia.io.SafeFiles;
import varia.io.TextDecoding;
import varia.record.Game;
import varia.record.LetterAliases;
import varia.record.PgnReader;
import varia.record.PgnWriter;
import varia.record.Problem;
import varia.record.VariantTag;
import varia.record.formats.Formats;
import varia.record.formats.RecordFormat;
import varia.variant.Variant;
import varia.variant.VariantException;
import varia.variant.Variants;

/**
 * {@code varia convert FILE [--from FORMAT] [--variant V] [--coordinates] [-o OUT]}: turns a record
 * (PGN, KIF, CSA, USI, ICCS, WXF, GIB) into PGN. With the variant available, moves are replayed and
 * written in its SAN; without it they stay in Fairy-Stockfish coordinates (unchecked). PGN input
 * streams, one game at a time, and each game is written as soon as it is converted; the other
 * formats (one game or a few per file) are read whole, up to {@link #MAX_NATIVE} bytes.
 * Problems go to stderr as {@code FILE:LINE:COL: game N: message}; exit code 1 if there were any,
 * and when the output cannot be written (the work then stops).
 */
@Command(name = "convert", mixinStandardHelpOptions = true,
        description = {"Converts a game record (pgn, kif, csa, usi, iccs, wxf, chinese, gib) to PGN on stdout.",
                "The format comes from --from, else the file name, else the content."})
public final class ConvertCommand implements Callable<Integer> {
    /** Largest non-PGN record read (they are read whole); PGN streams and has no such limit. */
    static final long MAX_NATIVE = RecordInput.MAX_NATIVE;
    /** How many times one kind of problem is printed before the rest are only counted. */
    static final int SAME_PROBLEM_SHOWN = 3;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    /** --variants DIR: applied by Main to every lookup the command makes. */
    @CommandLine.Mixin
    VariantFolderOption variantFolders;

    @Parameters(index = "0", paramLabel = "FILE", description = "The record to convert (- for standard input, at most 64 MB).")
    Path file;

    @Option(names = "--from", paramLabel = "FORMAT", description = "pgn, kif, csa, usi, iccs, wxf, chinese or gib.")
    String from;

    @Option(names = "--variant", paramLabel = "VARIANT", description = "The variant (default: the format's, or the Variant tag, or chess).")
    String variant;

    @Option(names = "--coordinates", description = "Write moves in Fairy-Stockfish coordinates instead of SAN.")
    boolean coordinates;

    @Option(names = {"-o", "--output"}, paramLabel = "OUT", description = "Write to this file instead of stdout (replaced only once all is written).")
    Path output;

    @Option(names = "--letters", paramLabel = "DIALECT", description = "Write SAN with a letter dialect of the variant (makruk: western).")
    String letters;

    @Option(names = "--to", paramLabel = "FORMAT", description = "The output format: pgn (the only one).")
    String to;

    @Option(names = "--dialect", paramLabel = "DIALECT", description = "varia (default) or fairy-stockfish: PGN that"
            + " Fairy-Stockfish's tools (ffish, pyffish, pychess-variants) read: their variant names, piece letters and SAN.")
    String dialect;

    @Option(names = "--strict", description = "PGN's letter of the law: a missing or odd result token or a broken tag is a problem (exit 1), not a note.")
    boolean strict;

    @Option(names = "--allow-variant-paths", description = "Let a record's Variant tag name a variant file by path (off: records are untrusted).")
    boolean allowVariantPaths;

    private PrintWriter err;
    private Writer out;
    private boolean problems;
    /** Standard input as read whole, when FILE is {@code -} (null otherwise). */
    private byte[] stdin;
    /** How messages name the input: the file, or {@code <stdin>}. */
    private String label;
    private final Map<String, Integer> seen = new HashMap<>();
    private final Map<String, Variant> variants = new HashMap<>();
    private Variant forced;
    /** The file is a record in turns (its header says 'game:'), not PGN nor a native format. */
    private boolean turns;

    @Override
    public Integer call() throws Exception {
        err = spec.commandLine().getErr();
        turns = RecordReplays.isTurnRecord(file);
        if (variant != null && !turns) forced = Variants.resolve(variant); // an unknown --variant is an error, not a note
        if (to != null && !to.equalsIgnoreCase("pgn"))
            throw new UserError("convert writes PGN only: --to pgn, not '" + Printable.shorten(to) + "'");
        if (dialect != null && !dialect.equalsIgnoreCase("varia") && !dialect.equalsIgnoreCase("fairy-stockfish"))
            throw new UserError("unknown dialect '" + Printable.shorten(dialect) + "' (varia, fairy-stockfish)");
        if (dialect != null && dialect.equalsIgnoreCase("fairy-stockfish") && letters != null)
            throw new UserError("--letters and --dialect fairy-stockfish each choose the letters: give one");
        if (file.toString().equals("-")) {
            stdin = System.in.readNBytes((int) MAX_NATIVE + 1);
            if (stdin.length > MAX_NATIVE)
                throw new UserError("<stdin>: more than " + (MAX_NATIVE >> 20) + " MB; give the record as a file (a PGN file is read a game at a time)");
            label = "<stdin>";
        } else {
            label = file.toString();
        }
        RecordFormat format = chooseFormat();
        String shown = label;
        if (output != null) {
            try (SafeFiles.Replacement r = SafeFiles.Replacement.begin(output, true)) {
                out = new OutputStreamWriter(r.stream(), StandardCharsets.UTF_8);
                boolean written = convert(format);
                out.flush();
                if (!written) return 1;
                if (problems) { // a failed conversion replaces nothing: the problems are listed, the file stays as it was
                    summarise(shown);
                    err.println("error: " + Printable.forTerminal(output.toString()) + " not written: the conversion failed (see above)"
                            + (SafeFiles.target(output) == SafeFiles.Target.FILE ? "; the file is left as it was" : ""));
                    err.flush();
                    return 1;
                }
                r.commit();
            } catch (IOException e) {
                throw new UserError(e instanceof FileRefusedException f ? f.getMessage() : output + ": " + Printable.firstLine(e.getMessage()));
            }
        } else {
            PrintWriter o = spec.commandLine().getOut();
            out = o;
            if (!convert(format)) return 1;
        }
        summarise(shown);
        err.flush();
        return problems ? 1 : 0;
    }

    /** Converts every game; false when the output failed (the work stopped there). */
    private boolean convert(RecordFormat format) throws IOException, UserError {
        if (turns) return turnRecord();
        if (format == null) {
            TextDecoding.Decoded enc;
            try (InputStream in = open()) {
                enc = RecordInput.pgnEncoding(in);
                if (enc.note() != null) note(label + ": " + enc.note());
            } catch (TextDecoding.UndecodableException e) {
                throw new UserError(label + ": " + e.getMessage());
            }
            try (RecordInput.StrictReader text = RecordInput.pgnReader(open(), enc); PgnReader reader = new PgnReader(text)) {
                for (Game g; (g = reader.next()) != null; ) if (!convert(g, null)) return false;
                if (text.failure() != null) throw new UserError(label + ": not valid " + enc.encoding() + " (the file changed while it was read)");
            }
            return true;
        }
        byte[] bytes;
        try {
            bytes = stdin != null ? stdin : BoundedFiles.read(file, MAX_NATIVE, format.name().toUpperCase(java.util.Locale.ROOT) + " record");
        } catch (FileRefusedException e) {
            throw new UserError(e.getMessage());
        }
        List<Game> games;
        try {
            String[] encoding = {null};
            games = RecordInput.readNative(format, bytes, encoding);
            if (encoding[0] != null) note(label + ": " + encoding[0]);
        } catch (TextDecoding.UndecodableException e) {
            throw new UserError(label + ": " + e.getMessage());
        }
        for (Game g : games) if (!convert(g, format)) return false;
        return true;
    }

    private InputStream open() throws UserError, IOException {
        if (stdin != null) return new java.io.ByteArrayInputStream(stdin);
        try {
            return BoundedFiles.open(file, "game record");
        } catch (FileRefusedException e) {
            throw new UserError(e.getMessage());
        }
    }

    /** --from, else the file name, else the first bytes of the content; null for PGN. */
    private RecordFormat chooseFormat() throws IOException, UserError {
        if (from != null && !from.equalsIgnoreCase("pgn")) return RecordInput.named(from);
        if (stdin != null) return from != null ? null : RecordInput.sniff(java.util.Arrays.copyOf(stdin, Math.min(stdin.length, RecordInput.SNIFF_BYTES)));
        try {
            BoundedFiles.regular(file, "game record");
        } catch (FileRefusedException e) {
            throw new UserError(e.getMessage());
        }
        if (from != null) return null;
        try (InputStream in = open()) { // the ending when it is a native format's, else the content (.pgn too)
            return Formats.detect(file.toString(), in.readNBytes(RecordInput.SNIFF_BYTES));
        }
    }

    /**
     * A record in turns (race games, dice chess: a file of one game whose header says its game)
     * written again in its family's own form: numbered, each seat named, every throw and action in
     * its canonical text, the result; a line that does not replay is a problem, and what replayed
     * before it is written.
     */
    private boolean turnRecord() throws IOException, UserError {
        String text;
        try {
            text = new String(BoundedFiles.read(file, RecordReplays.MAX_RECORD, "game record"), StandardCharsets.UTF_8);
        } catch (FileRefusedException e) {
            throw new UserError(e.getMessage());
        }
        varia.game.Game g;
        try {
            g = RecordReplays.game(variant, text, Map.of());
        } catch (VariantException e) {
            throw new UserError(file + ": " + (e.diagnostics().isEmpty() ? e.getMessage() : Main.format(e.diagnostics().get(0))));
        }
        if (g == null) throw new UserError(file + ": the record names no game ('game: KEY' before its turns); give --variant");
        varia.game.Records.Replay r = g.records().replay(text);
        if (!r.verdict().ok()) problem(file + ": ", Printable.forTerminal(r.verdict().message()) + "; the turns before it are written");
        if (r.trial() == null) return true;
        out.write(g.records().write(r.trial(), r.trial().replay(), Map.of()));
        out.flush();
        return !(out instanceof PrintWriter pw && pw.checkError());
    }

    /** Converts and writes one game; false when the output failed. */
    private boolean convert(Game g, RecordFormat format) throws IOException, UserError {
        if (strict) g.strict();
        else for (Game.Tolerated t : g.tolerated()) // read as archives write it: said once per kind, the exit code unchanged
            if (seen.merge("note: " + t.problem().message(), 1, Integer::sum) <= SAME_PROBLEM_SHOWN)
                note(file + ":" + t.problem().line() + ":" + t.problem().column() + ": game " + g.number() + ": "
                        + Printable.forTerminal(t.problem().message() + "; " + t.reading()));
        String formatVariant = format != null ? format.variant() : null;
        String name = variant != null ? variant : VariantTag.chosen(g, formatVariant); // as validate chooses (GameVariants)
        for (Problem p : g.problems())
            problem(label + ":" + (p.line() > 0 ? p.line() + (p.column() > 0 ? ":" + p.column() : "") + ":" : "") + " game " + g.number() + ": ",
                    Printable.forTerminal(p.message()));
        Variant v = withOptions(g, forced != null ? forced : variantNamed(name), variant != null ? variant : name);
        Game written = g;
        if (v != null) {
            if (g.tag("Variant") == null && !v.key().equals("chess")) g.tag("Variant", v.key());
            String[] why = {null, null, null}; // the reason, then the bad move's line and column
            LetterAliases.Dialect letterDialect = null;
            if (letters != null) {
                letterDialect = LetterAliases.find(v, letters);
                if (letterDialect == null) throw new UserError("no letter dialect '" + Printable.shorten(letters) + "' for " + v.name()
                        + (LetterAliases.names(v).isEmpty() ? " (its file declares none under 'notation.aliases')"
                        : " (its dialects: " + String.join(", ", LetterAliases.names(v)) + ")"));
            }
            Game re = fairyStockfish() ? PgnWriter.rewriteForFairyStockfish(g, v, coordinates, why)
                    : PgnWriter.rewrite(g, v, coordinates, letterDialect, why);
            if (re == null) {
                // at the bad move's own place when there is one, else at the game's
                String where = why[1] != null && !why[1].equals("0") ? why[1] + (why[2].equals("0") ? "" : ":" + why[2]) : Integer.toString(g.line());
                String hint = variant == null && VariantTag.chessByDefault(g, formatVariant) ? "; " + VariantTag.READ_AS_CHESS : "";
                problem(label + ":" + where + ": game " + g.number() + ": ", Printable.forTerminal(why[0] + hint) + "; moves left as written");
            }
            else written = re;
        } else if (g.tag("Variant") == null) g.tag("Variant", name);
        StringBuilder sb = new StringBuilder();
        PgnWriter.write(sb, written);
        out.write(sb.toString());
        out.flush();
        return !(out instanceof PrintWriter pw && pw.checkError()); // a closed pipe or a full disk: stop now
    }

    /** The variant under the game's VariantOptions tag, as validate plays it; null (after a problem line) when the tag does not suit it. */
    private Variant withOptions(Game g, Variant v, String name) throws UserError {
        String tag = g.tag("VariantOptions");
        if (v == null || tag == null || tag.isBlank()) return v;
        try {
            return Variants.resolve(name, varia.record.Validator.variantOptions(tag));
        } catch (IllegalArgumentException | VariantException e) {
            problem(label + ":" + g.line() + ": game " + g.number() + ": ",
                    Printable.forTerminal(Printable.firstLine(String.valueOf(e.getMessage()))) + "; moves left as written");
            return null;
        }
    }

    private boolean fairyStockfish() { return dialect != null && dialect.equalsIgnoreCase("fairy-stockfish"); }

    /** The variant a game names, loaded once per name; null (after one note per name) when it is not available. */
    private Variant variantNamed(String name) {
        if (variants.containsKey(name)) return variants.get(name);
        Variant v = null;
        try {
            v = VariantTag.resolve(name, allowVariantPaths);
        } catch (VariantException | RuntimeException e) {
            String why = VariantTag.describeRefusal(name, e instanceof VariantException ve ? ve : new VariantException(List.of()));
            note(why + ": moves are written in Fairy-Stockfish coordinates, unchecked");
        }
        variants.put(name, v);
        return v;
    }

    private void note(String s) {
        err.println("note: " + s);
    }

    /** Prints a problem, but one kind of problem only {@link #SAME_PROBLEM_SHOWN} times: the rest are counted and summed up at the end. */
    private void problem(String where, String message) {
        problems = true;
        int n = seen.merge(message, 1, Integer::sum);
        if (n <= SAME_PROBLEM_SHOWN) err.println(where + message);
    }

    private void summarise(String shown) {
        seen.forEach((message, n) -> {
            if (n > SAME_PROBLEM_SHOWN)
                err.println(shown + ": " + (n - SAME_PROBLEM_SHOWN) + " more times: " + message);
        });
    }
}
