package varia.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import varia.interop.IniVariantSource;
import varia.interop.fs.FsCatalog;
import varia.interop.importer.Importer;
import varia.interop.importer.Lack;
import varia.interop.ini.IniDocument;
import varia.yaml.Diagnostic;
import varia.yaml.Suggestions;

/**
 * {@code varia import FILE.ini [--variant NAME]... [-o DIR] [--approximate] [--force]}: each
 * section of a Fairy-Stockfish configuration file as a Varia variant file {@code DIR/NAME.yaml},
 * its lines commented with the ini keys they came from. A section with a rule Varia cannot say is
 * not written (each such key is reported at its line) unless {@code --approximate}, which writes
 * it without those rules and lists them at its top. Exit code 0 when every section chosen was
 * imported exactly, else 1.
 */
@Command(name = "import", mixinStandardHelpOptions = true,
        description = {"Imports the sections of a Fairy-Stockfish configuration file (variants.ini) as Varia variant files.",
                "Each line of a file written names the ini keys it came from; rules Varia cannot say are reported by key and line."})
public final class ImportCommand implements Callable<Integer> {

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Parameters(index = "0", paramLabel = "FILE.ini", description = "A Fairy-Stockfish configuration file.")
    String file;

    @Option(names = "--variant", paramLabel = "NAME", description = "Import only this section (repeatable); default: every section.")
    List<String> variants = new ArrayList<>();

    @Option(names = {"-o", "--output"}, paramLabel = "DIR", description = "Folder the files are written to (default: the current folder); '-' prints them.")
    String output = ".";

    @Option(names = "--approximate", description = "Also write the sections that need rules Varia lacks, without those rules (listed at the file's top).")
    boolean approximate;

    @Option(names = "--force", description = "Overwrite files that exist.")
    boolean force;

    @Override
    public Integer call() throws Exception {
        PrintWriter out = spec.commandLine().getOut(), err = spec.commandLine().getErr();
        IniDocument doc = IniVariantSource.read(file);
        Map<String, FsCatalog.Section> sections = FsCatalog.resolve(doc);
        for (String v : variants)
            if (!sections.containsKey(v)) {
                String guess = Suggestions.closest(v, sections.keySet());
                throw new UserError("no section [" + v + "] in " + file + (guess != null ? "; did you mean '" + guess + "'?" : "")
                        + " The sections are " + String.join(", ", sections.keySet()));
            }
        Path dir = output.equals("-") ? null : Path.of(output);
        if (dir != null && !Files.isDirectory(dir)) throw new UserError("no folder " + output + " to write to; create it first");
        int exact = 0, written = 0, lacking = 0, broken = 0, chosen = 0;
        for (FsCatalog.Section s : sections.values()) {
            String name = s.section().name();
            if (!variants.isEmpty() && !variants.contains(name)) continue;
            chosen++;
            Importer.Result r = Importer.convert(file, s);
            for (Diagnostic d : r.warnings()) err.println("warning: " + Main.format(d));
            if (!r.errors().isEmpty() || r.lacks().isEmpty() && !r.loadErrors().isEmpty()) {
                for (Diagnostic d : r.errors()) out.println(Main.format(d));
                for (Diagnostic d : r.loadErrors()) out.println(Main.format(d) + " (the file written for [" + name + "]: a fault of the importer)");
                broken++;
                continue;
            }
            boolean loads = r.loadErrors().isEmpty();
            for (Lack l : r.lacks())
                out.println(Importer.where(file, l) + ": [" + name + "] " + l.describe() + (approximate && loads ? " (written without it)" : ""));
            if (!r.lacks().isEmpty() && !loads) {
                if (approximate) out.println(file + ": [" + name + "] not written: without those rules it is no game Varia loads ("
                        + Main.format(r.loadErrors().get(0)) + ")");
                lacking++;
                continue;
            }
            if (r.exact()) exact++;
            else lacking++;
            if (!r.exact() && !approximate) continue;
            if (dir == null) {
                out.print(r.yaml());
                written++;
                continue;
            }
            Path target = dir.resolve(name + ".yaml");
            if (Files.exists(target) && !force) {
                out.println(target + ": exists; not overwritten (--force overwrites)");
                continue;
            }
            try {
                Files.writeString(target, r.yaml(), StandardCharsets.UTF_8);
            } catch (IOException e) {
                throw new UserError("cannot write " + target + ": " + e.getMessage());
            }
            written++;
        }
        err.println(file + ": " + chosen + " section" + (chosen == 1 ? "" : "s") + ", " + exact + " imported exactly, " + lacking
                + " need rules Varia lacks" + (approximate ? " (written without them)" : " (listed above, not written; --approximate writes them)")
                + (broken > 0 ? ", " + broken + " with errors" : "") + "; " + written + " written" + (dir == null ? "" : " to " + dir));
        return exact == chosen ? 0 : 1;
    }
}
