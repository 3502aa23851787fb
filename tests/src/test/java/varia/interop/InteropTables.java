package varia.interop;

import java.nio.file.Files;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import varia.TestPaths;
import varia.interop.export.Exporter;
import varia.interop.importer.Importer;
import varia.interop.importer.Lack;
import varia.interop.ini.IniReader;
import varia.variant.Variants;

/**
 * The tables of docs/interop.md that come from the importer and exporter themselves: which
 * sections of the test ini files import exactly, which keys the others need, which bundled games
 * export. {@link InteropDocsTest} keeps the document equal to them; {@link #main} prints them.
 */
final class InteropTables {
    private InteropTables() {}

    static String importTable(String path) throws Exception {
        String text = Files.readString(TestPaths.root().resolve(path));
        Map<String, Importer.Result> results = Importer.importAll(IniReader.read(path, text));
        StringBuilder exact = new StringBuilder(), rest = new StringBuilder();
        int n = 0;
        for (Importer.Result r : results.values()) {
            if (r.exact()) {
                n++;
                exact.append(exact.length() == 0 ? "" : ", ").append(r.section());
                continue;
            }
            Set<String> keys = new LinkedHashSet<>();
            for (Lack l : r.lacks()) keys.add("`" + l.key() + "`" + (l.origin() != null && l.origin().builtIn() ? " (from built-in " + l.origin().section() + ")" : ""));
            Set<String> whats = new LinkedHashSet<>();
            for (Lack l : r.lacks()) whats.add(l.what());
            rest.append("| ").append(r.section()).append(" | ").append(String.join(", ", keys)).append(" | ").append(String.join("; ", whats)).append(" |\n");
        }
        return "Imported exactly and equal to ffish: **" + n + " of " + results.size() + "** sections (" + Math.round(100.0 * n / results.size())
                + "%): " + exact + ".\n\n| section | keys Varia lacks | what |\n|---|---|---|\n" + rest;
    }

    static String exportTable() throws Exception {
        StringBuilder sb = new StringBuilder("| game | exports | with |\n|---|---|---|\n");
        Map<String, String> done = new LinkedHashMap<>();
        for (String key : Variants.bundled()) {
            Map<String, String> opts = DifferentialIniExportTest.EXPORTS.get(key);
            if (opts != null) {
                sb.append("| ").append(key).append(" | exactly | ").append(opts.isEmpty() ? "its default rules" : "`" + new java.util.TreeMap<>(opts).toString().replaceAll("[{}]", "") + "`").append(" |\n");
                continue;
            }
            List<String> missing = Exporter.export(Variants.resolve(key), "varia-" + key).missing();
            sb.append("| ").append(key).append(" | no | ").append(String.join("; ", missing).replace("|", "\\|")).append(" |\n");
            done.put(key, "");
        }
        return sb.toString();
    }

    public static void main(String[] args) throws Exception {
        System.out.println(importTable("tests/data/fairy-stockfish/variants.ini"));
        System.out.println(importTable("tests/data/pychess-variants/variants.ini"));
        System.out.println(exportTable());
    }
}
