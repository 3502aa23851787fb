package varia.interop.fs;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import varia.interop.ini.IniDocument;
import varia.interop.ini.IniReader;
import varia.interop.ini.IniSection;
import varia.yaml.Diagnostic;
import varia.yaml.Suggestions;

/**
 * Resolves the sections of a configuration file into variants as Fairy-Stockfish does
 * (src/variant.cpp, parse_istream): a section inherits from a section above it or from a built-in
 * variant ({@code [name:parent]}), or starts from the defaults with no pieces; a section named as a
 * built-in or an earlier section is refused. The built-ins come from
 * {@code fairy-stockfish-builtins.ini}, read once.
 */
public final class FsCatalog {
    private FsCatalog() {}

    /**
     * One resolved section: its variant, and the problems of it and of the sections it inherits
     * from (a problem above changes the rules below).
     */
    public record Section(IniSection section, FsVariant variant, List<Diagnostic> errors, List<Diagnostic> warnings) {}

    private static final String BUILT_INS = "varia/interop/fairy-stockfish-builtins.ini";

    private static final class Holder {
        static final Map<String, FsVariant> BUILT_IN = loadBuiltIns();
    }

    /** Fairy-Stockfish's built-in variants by name (helpers whose name starts with '_' included). */
    public static Map<String, FsVariant> builtIns() { return Holder.BUILT_IN; }

    /** Is this the name of a built-in variant a section may inherit from? */
    public static boolean isBuiltIn(String name) { return !name.startsWith("_") && Holder.BUILT_IN.containsKey(name); }

    private static Map<String, FsVariant> loadBuiltIns() {
        String text;
        try (InputStream in = FsCatalog.class.getClassLoader().getResourceAsStream(BUILT_INS)) {
            if (in == null) throw new IllegalStateException(BUILT_INS + " is missing from the class path");
            text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new IllegalStateException("cannot read " + BUILT_INS + ": " + e.getMessage(), e);
        }
        IniDocument doc = IniReader.read(BUILT_INS, text);
        Map<String, FsVariant> out = new LinkedHashMap<>();
        List<Diagnostic> errors = new ArrayList<>(doc.errors()), warnings = new ArrayList<>();
        for (IniSection s : doc.sections()) {
            FsVariant v = s.parent() == null ? FsDefaults.root(s.name()) : out.get(s.parent()).child(s.name());
            FsParser.apply(BUILT_INS, s, v, true, errors, warnings);
            out.put(s.name(), v);
        }
        if (!errors.isEmpty()) throw new IllegalStateException("the built-in variants do not read: " + errors);
        return java.util.Collections.unmodifiableMap(out);
    }

    /** Resolves every section of a file, in file order. */
    public static Map<String, Section> resolve(IniDocument doc) {
        Map<String, Section> out = new LinkedHashMap<>();
        List<IniSection> sections = doc.sections();
        for (int i = 0; i < sections.size(); i++) {
            IniSection s = sections.get(i);
            int end = i + 1 < sections.size() ? sections.get(i + 1).line() : Integer.MAX_VALUE;
            List<Diagnostic> errors = new ArrayList<>(), warnings = new ArrayList<>();
            for (Diagnostic d : doc.errors()) if (d.line() >= s.line() && d.line() < end) errors.add(d);
            for (Diagnostic d : doc.warnings()) if (d.line() >= s.line() && d.line() < end) warnings.add(d);
            FsVariant v;
            if (isBuiltIn(s.name())) {
                errors.add(new Diagnostic(doc.file(), s.line(), 2, "[" + s.name() + "] is the name of a variant built into Fairy-Stockfish,"
                        + " which refuses to redefine it: choose another name, e.g. [my" + s.name() + ":" + s.name() + "]"));
            }
            if (s.parent() == null) {
                v = FsDefaults.root(s.name());
                for (FsPieceType t : FsPieceType.all()) if (v.letter(t) != 0) v.clear("letter/" + t.name(), null);
                v.set("promotionPieceTypes/w", 0L, null);
                v.set("promotionPieceTypes/b", 0L, null);
            } else {
                Section parent = out.get(s.parent());
                if (parent != null) {
                    v = parent.variant().child(s.name());
                    errors.addAll(parent.errors());
                } else if (isBuiltIn(s.parent())) v = Holder.BUILT_IN.get(s.parent()).child(s.name());
                else {
                    List<String> names = new ArrayList<>(out.keySet());
                    for (String b : Holder.BUILT_IN.keySet()) if (!b.startsWith("_")) names.add(b);
                    String guess = Suggestions.closest(s.parent(), names);
                    errors.add(new Diagnostic(doc.file(), s.line(), s.name().length() + 3, "parent '" + s.parent()
                            + "' of [" + s.name() + "] is neither a section above it nor a variant built into Fairy-Stockfish"
                            + (guess != null ? "; did you mean '" + guess + "'?" : "")
                            + (doc.section(s.parent()) != null ? " (a section is defined below it: move that section above)" : "")));
                    v = FsDefaults.root(s.name());
                }
            }
            FsParser.apply(doc.file(), s, v, false, errors, warnings);
            out.put(s.name(), new Section(s, v, errors, warnings));
        }
        return out;
    }
}
