package varia.interop.importer;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import varia.interop.fs.FsDefaults;
import varia.interop.fs.FsPieceType;
import varia.interop.fs.FsSquares;
import varia.interop.fs.FsVariant;
import varia.interop.fs.Origin;

/**
 * What the mappings share while one section becomes a variant file: the variant read, the file
 * being written, the regions it names, the rules Varia lacks, and which fields have been said (a
 * field nobody said that differs from Fairy-Stockfish's default is a rule dropped: it is reported).
 */
final class Context {
    final FsVariant v;
    final Presence presence;
    final YamlTree root = new YamlTree();
    final List<Lack> lacks = new ArrayList<>();
    final List<String> notes = new ArrayList<>();
    private final Set<String> used = new LinkedHashSet<>();
    private final Map<String, String[]> regions = new LinkedHashMap<>();

    Context(FsVariant v) {
        this.v = v;
        this.presence = new Presence(v);
    }

    /** The piece types some side can have, in Fairy-Stockfish's order: the pieces of the Varia file. */
    List<FsPieceType> types() {
        List<FsPieceType> out = new ArrayList<>();
        for (FsPieceType t : v.pieceTypes()) if (presence.any(t)) out.add(t);
        return out;
    }

    /** Marks fields as said (by a mapping that wrote them, or found them at a value that needs nothing). */
    void uses(String... fields) { used.addAll(List.of(fields)); }

    /** Marks the fields of both colours. */
    void usesBoth(String... fields) {
        for (String f : fields) uses(f + "/w", f + "/b");
    }

    boolean isUsed(String field) { return used.contains(field); }

    /** A rule Varia cannot say, reported under the key that set the field. */
    void lack(String field, String what) {
        uses(field);
        Origin o = v.origin(field);
        lacks.add(new Lack(o == null ? keyOf(field) : o.key(), o, what));
    }

    /** The ini key behind a field, for a rule no key set. */
    static String keyOf(String field) {
        String f = field.contains("/") ? field.substring(0, field.indexOf('/')) : field;
        if (field.endsWith("/w") && !f.equals("pass")) return f + "White";
        if (field.endsWith("/b") && !f.equals("pass")) return f + "Black";
        return f;
    }

    /** Does the field differ from Fairy-Stockfish's default? */
    boolean changed(String field) { return !Objects.equals(v.get(field), FsDefaults.value(field)); }

    /** The comment naming where fields came from: their keys and lines, or the built-in that set them. */
    String from(String... fields) {
        Set<String> parts = new LinkedHashSet<>();
        for (String f : fields) {
            Origin o = v.origin(f);
            if (o == null) continue;
            parts.add(o.builtIn() ? o.key() + " (built-in " + o.section() + ")" : o.key() + " (line " + o.line() + ")");
        }
        if (parts.isEmpty()) {
            String root = v.chain().get(0);
            return varia.interop.fs.FsCatalog.isBuiltIn(root) ? "as in built-in " + root : "Fairy-Stockfish's default";
        }
        return String.join(", ", parts);
    }

    /** The Varia letter of a type present in the variant. */
    String letter(FsPieceType t) { return String.valueOf(v.letter(t)); }

    /** The letters of a piece set, in Fairy-Stockfish's type order; bit 0 (all pieces) is not a letter. */
    List<String> letters(long set) {
        List<String> out = new ArrayList<>();
        for (FsPieceType t : types()) if ((set & (1L << t.id())) != 0) out.add(letter(t));
        return out;
    }

    /** The letters of a piece set with the promoted forms that move as one of its types (Fairy-Stockfish counts those by their type). */
    List<String> lettersWithForms(long set) {
        List<String> out = letters(set);
        for (FsPieceType x : types()) {
            int y = v.integer("promotedPieceType/" + x.name());
            if (y != 0 && (set & (1L << y)) != 0) out.add("+" + letter(x));
        }
        return out;
    }

    /**
     * A region for the given squares of each side (absolute, as Fairy-Stockfish holds them), named
     * {@code base} (or {@code base-2} ...); an existing region with the same squares is reused.
     * Returns the name.
     */
    String region(String base, FsSquares white, FsSquares black, String comment) {
        int files = v.files(), ranks = v.ranks();
        FsSquares w = white.on(files, ranks), b = black.on(files, ranks);
        String[] clause = Regions.clause(w, b, files, ranks);
        for (Map.Entry<String, String[]> e : regions.entrySet())
            if (java.util.Arrays.equals(e.getValue(), clause)) return e.getKey();
        String name = base;
        for (int i = 2; regions.containsKey(name); i++) name = base + "-" + i;
        regions.put(name, clause);
        YamlTree r = root.map("regions");
        if (clause.length == 1) r.put(name, clause[0], comment);
        else {
            YamlTree m = r.map(name, comment);
            m.put("white", clause[0], null);
            m.put("black", clause[1], null);
            m.put("absolute", true, null);
        }
        return name;
    }
}
