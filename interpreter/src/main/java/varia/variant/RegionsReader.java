package varia.variant;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.ScalarNode;
import org.yaml.snakeyaml.nodes.Tag;
import varia.yaml.ClauseException;
import varia.yaml.Context;
import varia.yaml.Key;
import varia.yaml.Nodes;
import varia.yaml.Problems;
import varia.yaml.Section;
import varia.yaml.Shape;

/**
 * The {@code regions} block and every reference to a region: named square sets written from the
 * owner's side ({@code palace: "files d-f ranks 1-3"}), resolved on first use so that a region may
 * name another defined anywhere in the block; a clause used in place of a name becomes a region
 * named by its own text.
 */
final class RegionsReader {
    /** Deepest chain of regions defined in terms of each other (a longer one is refused, not a stack overflow). */
    static final int MAX_CHAIN = 64;

    private static final Key<Boolean> ABSOLUTE = Key.flag("absolute")
            .doc("true: the same squares for both sides (not turned round for Black)");
    private static final Key<Node> SQUARES = Key.node("squares", "a region clause")
            .shape(Shape.TEXT)
            .doc("the region's squares as a clause: 'files d-f ranks 1-3', 'd4 e4', 'palace + enemy-palace'");
    /** A region that differs by colour: each side's squares, written from that side (or as on the board with 'absolute'). */
    private static final Key<Node> WHITE = Key.node("white", "a region clause").shape(Shape.TEXT)
            .doc("White's squares of a region that differs by colour (written from White's side)");
    private static final Key<Node> BLACK = Key.node("black", "a region clause").shape(Shape.TEXT)
            .doc("Black's squares of a region that differs by colour (written from Black's side, or as on the board with 'absolute')");
    static final List<Key<?>> REGION_KEYS = List.of(SQUARES, WHITE, BLACK, ABSOLUTE);
    /** The block: region names to a clause, or to a mapping of the clause (or each colour's) and whether it is the same for both sides. */
    static final Shape SHAPE = Shape.named("^[A-Za-z_][A-Za-z0-9_-]*$", Shape.either(Shape.TEXT, Shape.fields(REGION_KEYS)));

    /** A region's clause (for both colours), or with {@code black} set, White's and Black's clauses. */
    private record Raw(String name, ScalarNode clause, boolean absolute, ScalarNode black) {
        Raw(String name, ScalarNode clause, boolean absolute) { this(name, clause, absolute, null); }
    }

    private final Context context;
    private final Problems p;
    private final Integer files, ranks;
    private final Map<String, Raw> raw = new LinkedHashMap<>();
    private final Map<String, BitSet[]> resolved = new LinkedHashMap<>();
    private final Set<String> failed = new HashSet<>();
    private final List<String> resolving = new ArrayList<>();
    private boolean known = true;
    /** Unknown region names already reported where first used. */
    private final Set<String> unknownNames = new HashSet<>();

    RegionsReader(Context context, Integer files, Integer ranks) {
        this.context = context;
        this.p = context.problems();
        this.files = files;
        this.ranks = ranks;
        if (files == null || ranks == null) known = false;
    }

    /** Reads the block (null: the file has none) and resolves every region in it. */
    void read(Node node) {
        if (node != null) readBlock(node);
        if (known) for (String r : raw.keySet()) region(r);
    }

    private void readBlock(Node node) {
        Section m = Section.open(node, "'regions'", "regions", null, context);
        if (m == null) { known = false; return; }
        Map<String, Node> keys = Nodes.keyNodes(node);
        for (Map.Entry<String, Node> e : m.entries().entrySet()) {
            String name = e.getKey(), path = "regions." + name;
            Node keyNode = keys.get(name);
            if (!RegionClauses.isName(name) || List.of("files", "file", "ranks", "rank").contains(name)) {
                p.at(keyNode, "region name '" + name + "' must be one word of letters, digits and '-' (not files,"
                        + " ranks or a square), e.g. 'palace'");
                known = false;
                continue;
            }
            if (name.startsWith("enemy-")) {
                p.at(keyNode, "region name '" + name + "': names starting with 'enemy-' are reserved ('enemy-X' is the"
                        + " opponent's X); choose another name");
                known = false;
                continue;
            }
            Node v = e.getValue();
            if (v instanceof ScalarNode s && s.getTag() != Tag.NULL) {
                raw.put(name, new Raw(name, s, false));
                continue;
            }
            Section rm = Section.open(v, "region '" + name + "'", path, REGION_KEYS, context);
            if (rm == null) { known = false; continue; }
            Boolean absolute = rm.get(ABSOLUTE, false);
            boolean perColour = rm.has(WHITE) || rm.has(BLACK);
            if (perColour == rm.has(SQUARES) || perColour && !(rm.has(WHITE) && rm.has(BLACK))) {
                p.at(v, path + ": give the region's squares either as 'squares' (both sides), or as 'white' and 'black' (a region"
                        + " that differs by colour), e.g. 'squares: \"d4 e4 d5 e5\"'");
                known = false;
                continue;
            }
            String what = "a region clause such as 'd4 e4 d5 e5'";
            ScalarNode s = Nodes.scalar(rm.node(perColour ? WHITE : SQUARES), path + (perColour ? ".white" : ".squares"), what, p);
            ScalarNode b = perColour ? Nodes.scalar(rm.node(BLACK), path + ".black", what, p) : null;
            if (s != null && absolute != null && (!perColour || b != null)) raw.put(name, new Raw(name, s, absolute, b));
            else known = false;
        }
    }

    /** True when every region could be read (an unknown name is then the reference's fault). */
    boolean known() { return known; }

    boolean has(String name) { return resolved.containsKey(name); }

    java.util.Collection<String> names() { return resolved.keySet(); }

    /** The resolved regions by name (clauses used as references included), {white, black} each. */
    Map<String, BitSet[]> all() { return resolved; }

    /** A named region's {white, black} squares, resolved on first use; null (reported) when broken. */
    private BitSet[] region(String name) {
        if (resolved.containsKey(name)) return resolved.get(name);
        if (failed.contains(name)) return null;
        Raw r = raw.get(name);
        resolving.add(name);
        BitSet[] sets = null;
        ScalarNode at = r.clause;
        try {
            sets = RegionClauses.parse(r.clause.getValue(), files, ranks, this::lookup);
            if (r.absolute) sets = new BitSet[] {sets[0], (BitSet) sets[0].clone()};
            if (r.black != null) { // differs by colour: Black's squares from its own clause
                at = r.black;
                BitSet[] black = RegionClauses.parse(r.black.getValue(), files, ranks, this::lookup);
                sets = new BitSet[] {sets[0], r.absolute ? black[0] : black[1]};
            }
        } catch (ClauseException e) {
            sets = null;
            if (e.column() > 0) p.inside(at, e.column() - 1, "regions." + name + (r.black == null ? "" : at == r.black ? ".black" : ".white")
                    + ": " + e.getMessage());
        } finally {
            resolving.remove(resolving.size() - 1);
        }
        if (sets == null) {
            failed.add(name);
            return null;
        }
        resolved.put(name, sets);
        return sets;
    }

    private BitSet[] lookup(String name, int column) throws ClauseException {
        boolean enemy = false;
        String base = name;
        if (!raw.containsKey(name) && name.startsWith("enemy-") && raw.containsKey(name.substring(6))) {
            enemy = true;
            base = name.substring(6);
        }
        if (!raw.containsKey(base)) throw new ClauseException(column, unknown(name));
        if (resolving.contains(base)) {
            throw new ClauseException(column, "region '" + base + "' is defined in terms of itself ("
                    + String.join(" -> ", resolving) + " -> " + base + ")");
        }
        if (resolving.size() >= MAX_CHAIN) {
            throw new ClauseException(column, "regions refer to each other more than " + MAX_CHAIN
                    + " deep (" + resolving.get(0) + " -> ... -> " + base + "); define '" + base + "' by its squares");
        }
        BitSet[] sets = region(base);
        if (sets == null) throw new ClauseException(0, "broken region"); // reported where it is defined
        return enemy ? new BitSet[] {sets[1], sets[0]} : sets;
    }

    private String unknown(String name) {
        if (raw.isEmpty()) {
            return "unknown region '" + name + "'; the file defines no regions (add a top-level 'regions' block, e.g."
                    + " 'regions: {palace: \"files d-f ranks 1-3\"}')";
        }
        return "unknown region '" + name + "'" + Nodes.hint(name, raw.keySet(), "regions");
    }

    /**
     * A reference to a region: a name, or a clause, which then becomes a region named by its own
     * text. Null (reported, unless the regions are broken anyway) when it cannot be used.
     */
    String ref(Node node, String path) {
        ScalarNode s = Nodes.scalar(node, path, "a region name or clause such as 'palace' or 'ranks 1-3'", p);
        if (s == null) return null;
        String text = s.getValue().trim();
        if (resolved.containsKey(text)) return text;
        if (!known) return null;
        if (raw.containsKey(text)) return null; // broken: reported at its definition
        try {
            BitSet[] sets = RegionClauses.parse(s.getValue(), files, ranks, this::lookup);
            resolved.putIfAbsent(text, sets); // 'enemy-palace', 'ranks 1-8': a region named by its text
            return text;
        } catch (ClauseException e) {
            // a name used in several places is one mistake (often in its definition): reported at its first use only
            boolean repeated = RegionClauses.isName(text) && !raw.containsKey(text) && !unknownNames.add(text);
            if (e.column() > 0 && !repeated) p.inside(s, e.column() - 1, path + ": " + e.getMessage());
            return null;
        }
    }
}
