package varia.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import varia.record.Game;
import varia.record.PgnReader;
import varia.record.PgnWriter;
import varia.record.Problem;
import varia.record.formats.Formats;
import varia.record.formats.RecordFormat;
import varia.variant.Variant;
import varia.variant.VariantException;
import varia.variant.Variants;

/**
 * {@code varia convert FILE [--from FORMAT] [--variant V] [--coordinates] [-o OUT]}: turns a record
 * (PGN, KIF, CSA, USI, ICCS, WXF) into PGN. With the variant available, moves are replayed and
 * written in its SAN; without it they stay in Fairy-Stockfish coordinates (unchecked).
 * Problems go to stderr as {@code FILE:LINE:COL: game N: message}; exit code 1 if there were any.
 */
@Command(name = "convert", mixinStandardHelpOptions = true,
        description = {"Converts a game record (pgn, kif, csa, usi, iccs, wxf, gib) to PGN on stdout.",
                "The format comes from --from, else the file name, else the content."})
public final class ConvertCommand implements Callable<Integer> {

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    /** --variants DIR: applied by Main to every lookup the command makes. */
    @CommandLine.Mixin
    VariantFolderOption variantFolders;

    @Parameters(index = "0", paramLabel = "FILE", description = "The record to convert.")
    Path file;

    @Option(names = "--from", paramLabel = "FORMAT", description = "pgn, kif, csa, usi, iccs, wxf or gib.")
    String from;

    @Option(names = "--variant", paramLabel = "VARIANT", description = "The variant (default: the format's, or the Variant tag, or chess).")
    String variant;

    @Option(names = "--coordinates", description = "Write moves in Fairy-Stockfish coordinates instead of SAN.")
    boolean coordinates;

    @Option(names = {"-o", "--output"}, paramLabel = "OUT", description = "Write to this file instead of stdout.")
    Path output;

    @Option(names = "--letters", paramLabel = "DIALECT", description = "Write SAN with a letter dialect of the variant (makruk: western).")
    String letters;

    @Override
    public Integer call() throws Exception {
        PrintWriter err = spec.commandLine().getErr();
        if (!Files.isRegularFile(file)) throw new UserError(file + ": " + (Files.exists(file) ? "not a regular file" : "no such file"));
        String text = Formats.decode(Files.readAllBytes(file), file.toString().toLowerCase().endsWith(".gib") || "gib".equalsIgnoreCase(from));
        RecordFormat format = null;
        if (from != null && !from.equalsIgnoreCase("pgn")) {
            format = Formats.byName(from);
            if (format == null) throw new UserError("unknown format '" + from + "' (pgn, kif, csa, usi, iccs, wxf, gib)");
        } else if (from == null) {
            format = Formats.byFileName(file.toString());
            if (format == null && !file.toString().toLowerCase().endsWith(".pgn")) format = Formats.sniff(text);
        }
        List<Game> games = format != null ? format.read(text) : PgnReader.readAll(text);
        StringBuilder out = new StringBuilder();
        boolean problems = false;
        String unavailable = null;
        for (Game g : games) {
            String name = variant != null ? variant : g.tag("Variant") != null ? g.tag("Variant") : format != null ? format.variant() : "chess";
            for (Problem p : g.problems()) {
                err.println(file + ":" + (p.line() > 0 ? p.line() + ":" + p.column() + ":" : "") + " game " + g.number() + ": " + p.message());
                problems = true;
            }
            Variant v = null;
            try {
                v = Variants.resolve(name);
            } catch (VariantException e) {
                if (!name.equals(unavailable)) err.println("note: variant '" + name + "' is not available: moves are written in Fairy-Stockfish coordinates, unchecked");
                unavailable = name;
            }
            Game written = g;
            if (v != null) {
                if (g.tag("Variant") == null && !v.key().equals("chess")) g.tag("Variant", v.key());
                String[] why = {null};
                varia.record.LetterAliases.Dialect dialect = null;
                if (letters != null) {
                    dialect = varia.record.LetterAliases.find(v.key(), letters);
                    if (dialect == null) throw new UserError("no letter dialect '" + letters + "' for " + v.name());
                }
                Game re = PgnWriter.rewrite(g, v, coordinates, dialect, why);
                if (re == null) {
                    err.println(file + ":" + g.line() + ": game " + g.number() + ": " + why[0] + "; moves left as written");
                    problems = true;
                } else written = re;
            } else if (g.tag("Variant") == null) g.tag("Variant", name);
            PgnWriter.write(out, written);
        }
        if (output != null) Files.writeString(output, out, StandardCharsets.UTF_8);
        else {
            PrintWriter o = spec.commandLine().getOut();
            o.print(out);
            o.flush();
        }
        err.flush();
        return problems ? 1 : 0;
    }
}
