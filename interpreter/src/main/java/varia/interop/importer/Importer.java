package varia.interop.importer;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import varia.interop.fs.FsCatalog;
import varia.interop.fs.FsVariant;
import varia.interop.fs.Origin;
import varia.interop.ini.IniDocument;
import varia.interop.ini.IniSection;
import varia.variant.Variant;
import varia.variant.VariantException;
import varia.variant.VariantLoader;
import varia.yaml.Diagnostic;

/**
 * Turns the sections of a Fairy-Stockfish configuration file into Varia variant files: each
 * resolved section goes through the {@link #MAPPINGS} in order; every rule a mapping cannot say,
 * and every setting no mapping said that differs from Fairy-Stockfish's default, is a
 * {@link Lack} with its key and line. The file written is loaded by Varia's own loader before it
 * is returned, so an import never hands out a file {@code varia check} refuses.
 */
public final class Importer {
    private Importer() {}

    /** The mappings, in the order they write the file. Adding a key Varia learns to say is a line in one of them. */
    static final List<Mapping> MAPPINGS = List.of(new BoardMapping(), new PieceMapping(), new PromotionMapping(), new DropMapping(),
            new CastlingMapping(), new PlayMapping(), new SetupMapping(), new EndMapping(), new ExtinctionMapping(), new GoalMapping(),
            new CountingMapping());

    /**
     * One section imported.
     *
     * @param yaml       the variant file
     * @param lacks      rules Varia cannot say, with their keys and lines
     * @param notes      readings worth knowing that change nothing (letters Fairy-Stockfish skips in a Betza string, ...)
     * @param errors     problems of the ini itself (its line, key and the fix)
     * @param loadErrors what Varia's loader says about the file written (empty unless the importer has a fault)
     */
    public record Result(String section, String yaml, List<Lack> lacks, List<String> notes, List<Diagnostic> errors,
                         List<Diagnostic> warnings, List<Diagnostic> loadErrors) {
        /** Imported with every rule said: no ini error, nothing lacking, a file Varia loads. */
        public boolean exact() { return errors.isEmpty() && lacks.isEmpty() && loadErrors.isEmpty(); }

        /** The file loads in Varia (perhaps without some rules: see {@link #lacks}). */
        public boolean loads() { return errors.isEmpty() && loadErrors.isEmpty(); }
    }

    /** Every section of a file, in file order. */
    public static Map<String, Result> importAll(IniDocument doc) {
        Map<String, Result> out = new LinkedHashMap<>();
        for (FsCatalog.Section s : FsCatalog.resolve(doc).values()) out.put(s.section().name(), convert(doc.file(), s));
        return out;
    }

    /** One resolved section as a Varia file. */
    public static Result convert(String file, FsCatalog.Section s) {
        FsVariant v = s.variant();
        if (!s.errors().isEmpty()) // the ini must be mended first: its rules are not what its author meant
            return new Result(s.section().name(), "", List.of(), List.of(), s.errors(), s.warnings(), List.of());
        Context c = new Context(v);
        header(c, file, s.section());
        List<Lack> lacks = new ArrayList<>();
        for (Mapping m : MAPPINGS) m.map(c);
        unsaid(c);
        Set<String> seen = new LinkedHashSet<>();
        for (Lack l : c.lacks) if (seen.add(l.describe())) lacks.add(l);
        String yaml = render(c, file, s.section(), lacks);
        List<Diagnostic> loadErrors = new ArrayList<>();
        try {
            load(s.section().name(), file + ":" + s.section().name(), yaml);
        } catch (VariantException e) {
            loadErrors.addAll(e.diagnostics());
        }
        return new Result(s.section().name(), yaml, lacks, List.copyOf(new LinkedHashSet<>(c.notes)), s.errors(), s.warnings(), loadErrors);
    }

    /** Loads an imported file with Varia's loader. */
    public static Variant load(String key, String origin, String yaml) throws VariantException {
        return new VariantLoader().load(key, origin, yaml);
    }

    private static void header(Context c, String file, IniSection s) {
        c.root.put("name", s.name(), null);
        List<String> chain = c.v.chain();
        String from = file + ", section [" + s.name() + (s.parent() == null ? "" : ":" + s.parent()) + "] (line " + s.line() + ")";
        List<String> sources = new ArrayList<>(List.of(from));
        for (String p : chain.subList(0, chain.size() - 1))
            if (FsCatalog.isBuiltIn(p)) sources.add("Fairy-Stockfish's built-in variant " + p + " (src/variant.cpp), which it inherits");
        c.root.list("sources", sources, null);
    }

    /** Every changed field no mapping said is a rule Varia lacks. */
    private static void unsaid(Context c) {
        Set<String> fields = new LinkedHashSet<>(c.v.fields().keySet());
        fields.addAll(c.v.origins().keySet());
        for (String f : fields) {
            if (c.isUsed(f) || Unsaid.displayOnly(f) || !c.changed(f)) continue;
            c.lack(f, Unsaid.what(f));
        }
    }

    private static String render(Context c, String file, IniSection s, List<Lack> lacks) {
        StringBuilder sb = new StringBuilder();
        sb.append("# Imported by 'varia import' from ").append(file).append(", section [").append(s.name()).append("].\n");
        sb.append("# The comment at the end of a line names the Fairy-Stockfish keys (and their lines) it came from.\n");
        if (!lacks.isEmpty()) {
            sb.append("# NOT EXACT: Varia cannot say these rules of the section, so this file plays without them:\n");
            for (Lack l : lacks) sb.append("#   ").append(l.describe()).append('\n');
        }
        sb.append(c.root.render());
        return sb.toString();
    }

    /** The origin of a lack as {@code file:line} for messages, or the built-in that set it. */
    public static String where(String file, Lack l) {
        Origin o = l.origin();
        if (o == null) return file;
        return o.builtIn() ? file + " (built-in " + o.section() + ")" : file + ":" + o.line();
    }
}
