package varia.rules.zones;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.yaml.snakeyaml.nodes.MappingNode;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.ScalarNode;
import org.yaml.snakeyaml.nodes.Tag;
import varia.notation.Offset;
import varia.rules.Description;
import varia.rules.Placement;
import varia.rules.Rule;
import varia.rules.RuleInput;
import varia.variant.RuleKey;
import varia.variant.VariantLoader;
import varia.yaml.Key;
import varia.yaml.Shape;
import varia.yaml.Nodes;
import varia.yaml.Section;

/**
 * {@code pieces.X.zone: {squares: neighbours | "(dx,dy) ...", affects: enemies | all, strict: false,
 * stops: slides | slides-and-lame-leaps}} (every key optional): the zone of influence the piece casts
 * (the Mongolian Hia).
 */
public final class ZoneReader implements Rule<Zones> {
    public static final ZoneReader RULE = new ZoneReader();

    static final Key<List<Offset>> SQUARES = Key.of("squares", "neighbours or offsets '(dx,dy) ...'", ZoneReader::squares)
            .shape(Shape.TEXT)
            .doc("neighbours, or offsets '(dx,dy) ...' with dx to the owner's right and dy forward");
    static final List<String> AFFECTS_WORDS = List.of("enemies", "all");
    static final Key<Boolean> AFFECTS = Key.of("affects", "enemies or all", ZoneReader::affects).shape(new Shape.Words(AFFECTS_WORDS))
            .doc("whose pieces the zone slows: enemies, or all");
    static final Key<Boolean> STRICT = Key.flag("strict")
            .doc("true: an affected piece standing in a zone slides one square only");
    static final Key<Boolean> STOPS = Key.word("stops", List.of("slides", "slides-and-lame-leaps"),
            "which kinds of move the zone stops", (w, i) -> i == 1)
            .doc("which moves the zone stops: slides (seed 000's reading), or slides-and-lame-leaps");
    static final List<Key<?>> KEYS = List.of(SQUARES, AFFECTS, STRICT, STOPS);
    static final Key<Node> ZONE = Key.node("zone", "mapping").shape(Shape.fields(KEYS))
            .doc("the zone of influence the piece casts: slides of the pieces it affects stop on its first square (Hiashatar's Hia)");
    private static final String EXAMPLE = "'{squares: neighbours, affects: enemies, strict: false}'";
    private static final Pattern OFFSET = Pattern.compile("\\(\\s*(-?\\d{1,2})\\s*,\\s*(-?\\d{1,2})\\s*\\)");
    /** Words people write for the two values of 'affects'. */
    private static final Map<String, String> SYNONYMS = Map.of("enemy", "enemies", "foes", "enemies",
            "opponents", "enemies", "enemy-only", "enemies", "both", "all", "friends", "all", "everyone", "all",
            "friend-and-foe", "all", "any", "all");

    private ZoneReader() {}

    @Override public RuleKey<Zones> key() { return Zones.KEY; }

    @Override public List<Placement> keys() { return List.of(Placement.piece(ZONE)); }

    @Override public Zones read(RuleInput in) {
        List<String> symbols = in.symbols();
        if (symbols == null) return null;
        List<Zone> byType = new ArrayList<>();
        boolean any = false, ok = true;
        Zone first = null;
        for (int t = 0; t < symbols.size(); t++) {
            Section piece = in.piece(t);
            Node node = piece == null ? null : piece.node(ZONE);
            Zone z = node == null ? null : zone(in, node, piece.path("zone"));
            if (node != null && z == null) ok = false;
            if (z != null && first != null && z.stopsLameLeaps() != first.stopsLameLeaps()) {
                // the engine keeps one set of stops per colour: the zones must agree on what they stop
                in.problems().at(node, piece.path("zone") + ".stops: every zone of a game stops the same kinds of move;"
                        + " another zone says '" + (first.stopsLameLeaps() ? "slides-and-lame-leaps" : "slides") + "'");
                ok = false;
            }
            if (first == null) first = z;
            any |= z != null;
            byType.add(z);
        }
        return ok && any ? new Zones(byType) : null;
    }

    private static Zone zone(RuleInput in, Node node, String path) {
        if (!(node instanceof MappingNode)) {
            in.problems().at(node, path + " must be a mapping such as " + EXAMPLE + " (every key may be left out); found "
                    + Nodes.describe(node));
            return null;
        }
        int before = in.problems().count();
        Section m = Section.open(node, path, path, KEYS, in);
        List<Offset> offsets = m.get(SQUARES, Zone.NEIGHBOURS);
        Boolean friends = m.get(AFFECTS, false);
        Boolean strict = m.get(STRICT, false);
        Boolean lameLeaps = m.get(STOPS, false);
        if (in.problems().count() > before || offsets == null || friends == null || strict == null || lameLeaps == null) return null;
        return new Zone(offsets, friends, strict, lameLeaps);
    }

    private static Boolean affects(Node a, String path, varia.yaml.Context c) {
        String v = a instanceof ScalarNode s && s.getTag() != Tag.NULL ? s.getValue().trim() : null;
        if (v != null && AFFECTS_WORDS.contains(v)) return v.equals("all");
        String word = v == null ? null : SYNONYMS.get(v.toLowerCase(java.util.Locale.ROOT));
        c.problems().at(a, path + " must be enemies or all (whose pieces the zone slows), not " + Nodes.describe(a)
                + (v == null ? "" : word != null ? "; did you mean '" + word + "'?" : Nodes.suggestion(v, AFFECTS_WORDS)));
        return null;
    }

    /** {@code neighbours} or a text of offsets "(dx,dy) (dx,dy) ...". */
    private static List<Offset> squares(Node node, String path, varia.yaml.Context c) {
        String expected = "'neighbours' or offsets from the piece such as \"(0,1) (1,0) (0,-1) (-1,0)\" (dx to the owner's right, dy forward)";
        ScalarNode s = Nodes.scalar(node, path, expected, c.problems());
        if (s == null) return null;
        String text = s.getValue(), trimmed = text.trim();
        if (trimmed.equals("neighbours")) return Zone.NEIGHBOURS;
        if (!trimmed.startsWith("(")) {
            c.problems().at(s, path + " must be " + expected + ", not '" + trimmed + "'" + Nodes.suggestion(trimmed, List.of("neighbours")));
            return null;
        }
        List<Offset> out = new ArrayList<>();
        int i = 0;
        while (i < text.length()) {
            if (Character.isWhitespace(text.charAt(i)) || text.charAt(i) == ',' && !out.isEmpty()) { i++; continue; }
            Matcher mt = OFFSET.matcher(text);
            mt.region(i, text.length());
            if (!mt.lookingAt()) {
                c.problems().inside(s, i, path + ": expected an offset such as '(1,0)' here; write each square as (dx,dy) separated by spaces");
                return null;
            }
            Offset o = new Offset(Integer.parseInt(mt.group(1)), Integer.parseInt(mt.group(2)));
            int max = VariantLoader.MAX_BOARD_SIZE - 1;
            String problem = o.dx() == 0 && o.dy() == 0 ? ": (0,0) is the piece's own square; a zone lies around it"
                    : Math.abs(o.dx()) > max || Math.abs(o.dy()) > max ? ": " + o + " reaches further than any board (at most " + max + " squares each way)"
                    : out.contains(o) ? " lists " + o + " twice" : null;
            if (problem != null) {
                c.problems().inside(s, i, path + problem);
                return null;
            }
            out.add(o);
            i = mt.end();
        }
        return out;
    }

    @Override public void describe(Zones model, Description out) {
        if (model == null) return;
        for (int t = 0; t < model.byType().size(); t++) {
            Zone z = model.of(t);
            if (z == null) continue;
            out.piece(t, "casts a zone of influence on " + (z.offsets().equals(Zone.NEIGHBOURS) ? "the 8 squares around it"
                    : z.offsets().size() + " squares around it") + ": a sliding move" + (z.stopsLameLeaps() ? " (or a lame leap's path,"
                    + " such as a pawn's double step)" : "") + " of "
                    + (z.affectsFriends() ? "any piece but the caster itself" : "an enemy piece")
                    + " ends on the first zone square it reaches; leaps"
                    + (z.stopsLameLeaps() ? "" : ", lame ones (a pawn's double step) too,") + " are immune"
                    + (z.strict() ? "; a piece standing in a zone moves one square only" : ""));
        }
    }

    @Override public void install(Zones model, varia.engine.Installer engine) { ZoneInfluence.install(model, engine); }
}
