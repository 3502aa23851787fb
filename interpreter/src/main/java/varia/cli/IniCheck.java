package varia.cli;

import java.io.PrintWriter;
import varia.interop.IniVariantSource;
import varia.interop.fs.FsCatalog;
import varia.interop.importer.Importer;
import varia.interop.importer.Lack;
import varia.variant.VariantException;
import varia.yaml.Diagnostic;

/**
 * {@code varia check FILE.ini}: the problems of a Fairy-Stockfish configuration file at their file,
 * line and column (with the key and the fix), then per section whether Varia plays it exactly or
 * which keys it lacks. A file with errors fails; rules Varia lacks are reported, not errors of the file.
 */
final class IniCheck {
    private IniCheck() {}

    static boolean check(String file, PrintWriter out) {
        java.util.Map<String, FsCatalog.Section> sections;
        try {
            sections = FsCatalog.resolve(IniVariantSource.read(file));
        } catch (VariantException e) {
            for (Diagnostic d : e.diagnostics()) out.println(Main.format(d));
            return false;
        }
        boolean good = true;
        int exact = 0, lacking = 0;
        java.util.Set<String> printed = new java.util.HashSet<>();
        for (FsCatalog.Section s : sections.values()) {
            Importer.Result r = Importer.convert(file, s);
            for (Diagnostic d : r.errors()) if (printed.add(d.toString())) out.println(Main.format(d));
            for (Diagnostic d : r.warnings()) if (printed.add(d.toString())) out.println(Main.format(d) + " (warning)");
            if (!r.errors().isEmpty() || !r.loadErrors().isEmpty()) {
                for (Diagnostic d : r.loadErrors()) out.println(Main.format(d));
                good = false;
                continue;
            }
            if (r.exact()) exact++;
            else {
                lacking++;
                for (Lack l : r.lacks()) out.println(Importer.where(file, l) + ": [" + s.section().name() + "] " + l.describe());
            }
        }
        out.println(file + ": " + (good ? "ok" : "errors") + " (" + sections.size() + " sections: " + exact + " Varia plays exactly, "
                + lacking + " need rules Varia lacks)");
        return good;
    }
}
