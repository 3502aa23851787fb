package varia.diagram;

import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.constructor.SafeConstructor;
import varia.variant.PieceType;
import varia.variant.Variant;

/**
 * The figure of each piece of a variant, chosen from {@value #RESOURCE} by the pieces' names:
 * the glyph set naming most of the variant's pieces wins, and a piece it does not name gets the
 * default (its letter on a disc). Nothing here knows a game.
 */
public final class Glyphs {
    static final String RESOURCE = "varia/diagram/glyphs.yaml";

    /**
     * How one piece is drawn.
     *
     * @param shape    figure, pentagon, disc, octagon or letter
     * @param white    text for White's piece
     * @param black    text for Black's piece
     * @param promoted drawn in the promoted colour
     * @param whiteInk colour of White's text on a disc or octagon (null: the default)
     * @param blackInk colour of Black's text
     */
    public record Glyph(String shape, String white, String black, boolean promoted, String whiteInk, String blackInk) {
        public String text(int colour) { return colour == 0 ? white : black; }
    }

    private record Entry(List<String> names, Glyph glyph) {}
    private record GlyphSet(String name, List<Entry> entries) {}

    private static final List<GlyphSet> SETS = load();

    private final Glyph[] byType;
    private final String setName;

    private Glyphs(Glyph[] byType, String setName) { this.byType = byType; this.setName = setName; }

    /** The glyphs of a variant's pieces. */
    public static Glyphs of(Variant v) {
        GlyphSet best = null;
        int bestCount = 0;
        for (GlyphSet s : SETS) {
            int n = 0;
            for (PieceType p : v.pieces()) if (find(s, p) != null) n++;
            if (n > bestCount) { best = s; bestCount = n; }
        }
        Glyph[] out = new Glyph[v.pieces().size()];
        for (PieceType p : v.pieces()) out[p.index()] = best == null ? null : find(best, p);
        // two kinds of one game are never drawn alike: base pieces the set would draw the same (Byzantine chess's
        // two kinds of pawn, both 'Pawn') are drawn as their letters
        boolean[] shared = new boolean[out.length];
        for (PieceType p : v.pieces())
            for (PieceType q : v.pieces())
                if (q.index() < p.index() && !q.isPromotedForm() && !p.isPromotedForm() && out[p.index()] != null
                        && out[p.index()].equals(out[q.index()])) shared[p.index()] = shared[q.index()] = true;
        for (PieceType p : v.pieces()) if (out[p.index()] == null || shared[p.index()]) out[p.index()] = letter(p);
        return new Glyphs(out, best == null ? "letters" : best.name());
    }

    /** Every piece as its letter on a disc. */
    public static Glyphs letters(Variant v) {
        Glyph[] out = new Glyph[v.pieces().size()];
        for (PieceType p : v.pieces()) out[p.index()] = letter(p);
        return new Glyphs(out, "letters");
    }

    /** The glyph of a piece type (by its index in the variant). */
    public Glyph of(int type) { return byType[type]; }

    /** The chosen set's name: chess, kanji, hanzi, hanja, or letters when none fits. */
    public String setName() { return setName; }

    /** The default: the piece's letter (with {@code +} for a promoted form) on a disc. */
    static Glyph letter(PieceType p) {
        String s = p.symbol();
        return new Glyph("letter", s, s, p.isPromotedForm(), null, null);
    }

    private static Glyph find(GlyphSet s, PieceType p) {
        List<String> names = new ArrayList<>();
        names.add(p.name());
        names.addAll(p.names());
        for (String n : names) {
            String key = n.strip().toLowerCase(Locale.ROOT);
            for (Entry e : s.entries()) if (e.names().contains(key)) return e.glyph();
        }
        return null;
    }

    @SuppressWarnings("unchecked")
    private static List<GlyphSet> load() {
        Map<String, Object> root;
        try (InputStream in = Glyphs.class.getClassLoader().getResourceAsStream(RESOURCE)) {
            if (in == null) throw new IllegalStateException(RESOURCE + " is missing from the class path");
            root = new Yaml(new SafeConstructor(new LoaderOptions())).load(in);
        } catch (IOException e) {
            throw new IllegalStateException("cannot read " + RESOURCE, e);
        }
        List<GlyphSet> sets = new ArrayList<>();
        Map<String, Object> all = (Map<String, Object>) root.get("sets");
        for (Map.Entry<String, Object> se : new LinkedHashMap<>(all).entrySet()) {
            Map<String, Object> set = (Map<String, Object>) se.getValue();
            String shape = (String) set.get("shape");
            Map<String, String> inks = (Map<String, String>) set.getOrDefault("colours", Map.of());
            List<Entry> entries = new ArrayList<>();
            for (Map<String, Object> e : (List<Map<String, Object>>) set.get("pieces")) {
                String text = (String) e.get("text");
                String w = (String) e.getOrDefault("white", text), b = (String) e.getOrDefault("black", text);
                List<String> names = new ArrayList<>();
                for (Object n : (List<Object>) e.get("names")) names.add(n.toString().toLowerCase(Locale.ROOT));
                entries.add(new Entry(names, new Glyph(shape, w, b, Boolean.TRUE.equals(e.get("promoted")),
                        inks.get("white"), inks.get("black"))));
            }
            sets.add(new GlyphSet(se.getKey(), entries));
        }
        return sets;
    }
}
