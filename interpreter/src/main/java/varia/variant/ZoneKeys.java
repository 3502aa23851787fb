package varia.variant;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.yaml.snakeyaml.DumperOptions;
import org.yaml.snakeyaml.nodes.MappingNode;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.NodeTuple;
import org.yaml.snakeyaml.nodes.ScalarNode;
import org.yaml.snakeyaml.nodes.Tag;
import varia.notation.Offset;

/**
 * Reads a piece's {@code zone} key (issue 6, the Mongolian Hia's zone of influence):
 *
 * <pre>
 * zone: {squares: neighbours, affects: enemies, strict: false}
 * zone: {squares: "(0,1) (0,-1) (1,0) (-1,0)", affects: all}
 * </pre>
 *
 * Every key is optional: {@code squares} is {@code neighbours} (the 8 squares around the caster)
 * or offsets {@code (dx,dy)} with dx towards the owner's right and dy forward; {@code affects} is
 * {@code enemies} or {@code all}; {@code strict} is true or false. Kept apart from
 * {@link VariantLoader} so that its keys stay in one place.
 */
final class ZoneKeys {
    static final List<String> KEYS = List.of("squares", "affects", "strict");
    static final List<String> AFFECTS = List.of("enemies", "all");
    private static final String EXAMPLE = "'{squares: neighbours, affects: enemies, strict: false}'";
    private static final Pattern OFFSET = Pattern.compile("\\(\\s*(-?\\d{1,2})\\s*,\\s*(-?\\d{1,2})\\s*\\)");

    private ZoneKeys() {}

    /** The zone at {@code node}, or null after reporting what is wrong. */
    static Zone zone(Node node, String path, Problems p) {
        int before = p.count();
        if (!(node instanceof MappingNode mn)) {
            p.at(node, path + " must be a mapping such as " + EXAMPLE + " (every key may be left out); found "
                    + VariantLoader.describe(node));
            return null;
        }
        Map<String, Node> m = new LinkedHashMap<>();
        Map<String, Integer> lines = new HashMap<>();
        for (NodeTuple t : mn.getValue()) {
            if (!(t.getKeyNode() instanceof ScalarNode k) || k.getTag() == Tag.NULL) {
                p.at(t.getKeyNode(), "keys in " + path + " must be plain words; found " + VariantLoader.describe(t.getKeyNode()));
                continue;
            }
            String key = k.getValue();
            Integer first = lines.putIfAbsent(key, k.getStartMark().getLine() + 1);
            if (first != null) {
                p.at(k, "duplicate key '" + key + "' in " + path + " (first at line " + first + "); keep only one");
            } else if (!KEYS.contains(key)) {
                String guess = Suggestions.closest(key, KEYS);
                p.at(k, "unknown key '" + key + "' in " + path + (guess != null ? "; did you mean '" + guess + "'?"
                        : "; the keys here are " + String.join(", ", KEYS)));
            } else {
                m.put(key, t.getValueNode());
            }
        }
        List<Offset> offsets = m.containsKey("squares") ? squares(m.get("squares"), path + ".squares", p) : Zone.NEIGHBOURS;
        boolean friends = false;
        if (m.containsKey("affects")) {
            Node a = m.get("affects");
            String v = a instanceof ScalarNode s && s.getTag() != Tag.NULL ? s.getValue().trim() : null;
            if (v == null || !AFFECTS.contains(v)) {
                p.at(a, path + ".affects must be enemies or all (whose pieces the zone slows), not "
                        + VariantLoader.describe(a) + (v == null ? "" : affectsHint(v)));
            } else {
                friends = v.equals("all");
            }
        }
        boolean strict = false;
        if (m.containsKey("strict")) {
            Node s = m.get("strict");
            if (s instanceof ScalarNode sc && sc.getScalarStyle() == DumperOptions.ScalarStyle.PLAIN
                    && (sc.getValue().equals("true") || sc.getValue().equals("false"))) {
                strict = sc.getValue().equals("true");
            } else {
                p.at(s, path + ".strict must be true or false; found " + VariantLoader.describe(s));
            }
        }
        if (p.count() > before || offsets == null) return null;
        return new Zone(offsets, friends, strict);
    }

    /** Words people write for the two values. */
    private static final Map<String, String> AFFECTS_WORDS = Map.of("enemy", "enemies", "foes", "enemies",
            "opponents", "enemies", "enemy-only", "enemies", "both", "all", "friends", "all", "everyone", "all",
            "friend-and-foe", "all", "any", "all");

    private static String affectsHint(String v) {
        String word = AFFECTS_WORDS.get(v.toLowerCase(java.util.Locale.ROOT));
        return word != null ? "; did you mean '" + word + "'?" : VariantLoader.suggestion(v, AFFECTS);
    }

    /** {@code neighbours} or a text of offsets "(dx,dy) (dx,dy) ...". */
    private static List<Offset> squares(Node node, String path, Problems p) {
        String expected = "'neighbours' or offsets from the piece such as \"(0,1) (1,0) (0,-1) (-1,0)\" (dx to the owner's right, dy forward)";
        if (!(node instanceof ScalarNode s) || s.getTag() == Tag.NULL) {
            p.at(node, path + " must be " + expected + "; found " + VariantLoader.describe(node));
            return null;
        }
        String text = s.getValue();
        String trimmed = text.trim();
        if (trimmed.equals("neighbours")) return Zone.NEIGHBOURS;
        if (!trimmed.startsWith("(")) {
            p.at(s, path + " must be " + expected + ", not '" + trimmed + "'"
                    + VariantLoader.suggestion(trimmed, List.of("neighbours")));
            return null;
        }
        List<Offset> out = new ArrayList<>();
        int i = 0;
        while (i < text.length()) {
            if (Character.isWhitespace(text.charAt(i)) || text.charAt(i) == ',' && !out.isEmpty()) { i++; continue; }
            Matcher mt = OFFSET.matcher(text);
            mt.region(i, text.length());
            if (!mt.lookingAt()) {
                p.inside(s, i, path + ": expected an offset such as '(1,0)' here; write each square as (dx,dy)"
                        + " separated by spaces");
                return null;
            }
            Offset o = new Offset(Integer.parseInt(mt.group(1)), Integer.parseInt(mt.group(2)));
            int max = VariantLoader.MAX_BOARD_SIZE - 1;
            if (o.dx() == 0 && o.dy() == 0) {
                p.inside(s, i, path + ": (0,0) is the piece's own square; a zone lies around it");
                return null;
            }
            if (Math.abs(o.dx()) > max || Math.abs(o.dy()) > max) {
                p.inside(s, i, path + ": " + o + " reaches further than any board (at most " + max + " squares each way)");
                return null;
            }
            if (out.contains(o)) {
                p.inside(s, i, path + " lists " + o + " twice");
                return null;
            }
            out.add(o);
            i = mt.end();
        }
        return out;
    }
}
