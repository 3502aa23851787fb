package varia.variant;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.yaml.snakeyaml.nodes.MappingNode;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.NodeTuple;
import org.yaml.snakeyaml.nodes.ScalarNode;
import varia.notation.MoveRule;
import varia.rules.Values;
import varia.yaml.Key;
import varia.yaml.Nodes;
import varia.yaml.Section;
import varia.yaml.Shape;

/**
 * The {@code pieces} block: letters (and promoted forms '+P') to pieces. Reads what every piece
 * has (name, movement, royalty, regions it moves in, what it may capture or jump); the rule
 * families read their own keys from each piece's {@link Section}.
 */
final class PiecesReader {
    static final Key<String> NAME = Key.text("name")
            .doc("the piece's display name (default: its letter)");
    static final Key<List<String>> NAMES = Key.texts("names")
            .doc("other names of the piece (historical, regional)");
    static final Key<Node> MOVES = Key.node("moves", "a movement").required("the piece's movement in Betza notation, e.g. 'moves: N'")
            .shape(Shape.TEXT)
            .doc("the movement in Betza-like notation (docs/notation.md), e.g. N, fmWfcF, mRcpR");
    static final Key<Integer> ROYAL = Key.of("royal", "true, false, white or black", (node, path, c) -> {
        if (node instanceof ScalarNode s && s.getScalarStyle() == org.yaml.snakeyaml.DumperOptions.ScalarStyle.PLAIN) {
            switch (s.getValue()) {
                case "true": return PieceType.ROYAL_BOTH;
                case "false": return 0;
                case "white": return PieceType.ROYAL_WHITE;
                case "black": return PieceType.ROYAL_BLACK;
                default: break;
            }
        }
        c.problems().at(node, path + " must be true or false, or white or black (the one side for which it is royal); found "
                + Nodes.describe(node));
        return null;
    }).shape(Shape.either(new Shape.Flag(), Shape.words("white", "black")))
            .doc("losing this piece (checkmate or capture) loses the game; white or black: royal for that side only");
    static final Key<String> CONFINED_TO = Values.region("confined-to")
            .doc("every square of its moves must lie in this region (a palace)");
    static final Key<Node> MOVES_WHERE = Key.node("moves-where", "mapping of regions to movements").shape(Shape.named(null, Shape.TEXT))
            .doc("region to movement: while the piece stands in the region, these moves replace its own");
    static final Key<Node> MOVES_WITHIN = Key.node("moves-within", "mapping of regions to movements").shape(Shape.named(null, Shape.TEXT))
            .doc("region to movement: extra moves allowed only when the whole path lies in the region");
    static final Key<List<Integer>> CANNOT_CAPTURE = Values.letters("cannot-capture")
            .doc("piece types it may never capture");
    static final Key<List<Integer>> SCREENS_EXCLUDE = Values.letters("screens-exclude")
            .doc("piece types it may not hop over as a screen");
    static final Key<Boolean> GIVES_CHECK = Key.flag("gives-check")
            .doc("false: its attacks never count against a royal piece");
    static final Key<Double> VALUE = Key.number("value", "a number of pawns such as 3 or 3.25")
            .doc("its value in pawns for the computer player");
    /** The keys every piece has; the rule families add theirs. */
    static final List<Key<?>> CORE_KEYS = List.of(NAME, NAMES, MOVES, ROYAL, CONFINED_TO, MOVES_WHERE, MOVES_WITHIN,
            CANNOT_CAPTURE, SCREENS_EXCLUDE, GIVES_CHECK, VALUE);

    /** A piece as read before cross-references are resolved; {@code section} is null when it is broken. */
    record Raw(String symbol, char letter, Node keyNode, Section section, String name, List<String> names,
               String movement, List<MoveRule> moves, int royalColours) {
        /** Royal for at least one colour. */
        boolean royal() { return royalColours != 0; }
    }

    /** The most kinds of piece a game may have, promoted forms included. */
    static final int MAX_KINDS = 64;

    private final LoadRun run;

    PiecesReader(LoadRun run) { this.run = run; }

    /** Reads the block into {@code out}; true when every piece key is valid (so letter checks are meaningful). */
    boolean read(Node node, List<Key<?>> keys, List<Raw> out) {
        if (!(node instanceof MappingNode m)) {
            run.problems().at(node, "pieces must be a mapping from piece letters to pieces, e.g. 'K: {name: King, moves: K,"
                    + " royal: true}'; found " + Nodes.describe(node));
            return false;
        }
        if (m.getValue().isEmpty()) {
            run.problems().at(node, "pieces is empty; define at least a royal piece, e.g. 'K: {name: King, moves: K, royal: true}'");
            return false;
        }
        boolean complete = true;
        Map<String, Integer> firstLine = new HashMap<>();
        for (NodeTuple t : m.getValue()) {
            Node keyNode = t.getKeyNode();
            String k = keyNode instanceof ScalarNode s ? s.getValue() : null;
            boolean plain = k != null && k.matches("[A-Z]'?");
            boolean promotedForm = k != null && k.matches("\\+[A-Z]'?");
            if (!plain && !promotedForm) {
                complete = false;
                badKey(keyNode, k);
                continue;
            }
            if (firstLine.size() == MAX_KINDS) {
                run.problems().at(keyNode, "piece '" + k + "': a game has at most " + MAX_KINDS
                        + " kinds of piece, promoted forms included (the engine keeps a kind's properties in one bit of a 64-bit word)");
                complete = false;
                break;
            }
            Integer first = firstLine.putIfAbsent(k, keyNode.getStartMark().getLine() + 1);
            if (first != null) {
                run.problems().at(keyNode, (promotedForm ? "promoted form '" : "piece letter '") + k + "' is defined twice (first at line "
                        + first + "); give each piece its own letter");
                continue;
            }
            Raw piece = piece(k, keyNode, t.getValueNode(), keys);
            // a broken piece keeps its letter, so that the setup check does not cascade
            out.add(piece != null ? piece : new Raw(k, letterOf(k), keyNode, null, k, List.of(), "", List.of(), 0));
        }
        for (Raw r : out) {
            String base = r.symbol.substring(1);
            if (r.symbol.startsWith("+") && !firstLine.containsKey(base)) {
                run.problems().at(r.keyNode, "promoted form '" + r.symbol + "' has no base piece '" + base + "'; define '"
                        + base + "' as well (a promoted form shares its base's letter)");
                complete = false;
            }
        }
        return complete;
    }

    private void badKey(Node keyNode, String k) {
        if (k != null && k.matches("[a-z]'?")) {
            run.problems().at(keyNode, "piece letter '" + k + "' must be upper case: write '" + k.toUpperCase(Locale.ROOT)
                    + "' (the setup writes Black's pieces in lower case by itself)");
        } else if (k != null && k.matches("\\+[a-z]'?")) {
            run.problems().at(keyNode, "promoted form '" + k + "' must use an upper-case letter: write '" + k.toUpperCase(Locale.ROOT) + "'");
        } else {
            run.problems().at(keyNode, "piece key " + (k == null ? Nodes.describe(keyNode) : "'" + k + "'")
                    + " must be a single upper-case letter A-Z, the piece's FEN letter (or a letter and ' for a 27th kind and"
                    + " more: 'C''), or '+' and a letter for a promoted form ('+P')");
        }
    }

    /** The letter of a symbol: 'C' for C, C', +C and +C'. */
    static char letterOf(String symbol) { return symbol.charAt(symbol.startsWith("+") ? 1 : 0); }

    private Raw piece(String symbol, Node keyNode, Node node, List<Key<?>> keys) {
        Section m = Section.open(node, "piece '" + symbol + "'", "pieces." + symbol, keys, run);
        if (m == null) return null;
        int before = run.problems().count();
        String name = m.get(NAME, symbol);
        List<String> names = m.get(NAMES, List.of());
        Integer royal = m.get(ROYAL, 0);
        String movement = null;
        List<MoveRule> moves = null;
        ScalarNode s = m.has(MOVES) ? Nodes.scalar(m.node(MOVES), m.path("moves"), "a movement string such as 'N'", run.problems()) : null;
        if (s != null) {
            movement = s.getValue().trim();
            moves = run.movement(s, m.path("moves"));
        }
        if (run.problems().count() > before || movement == null || moves == null || name == null || names == null || royal == null) return null;
        return new Raw(symbol, letterOf(symbol), keyNode, m, name, names, movement, moves, royal);
    }

    /** Builds the piece types once all letters are known (cross-references may name later pieces); null if any is broken. */
    List<PieceType> resolve(List<Raw> raw, boolean complete) {
        List<PieceType> out = new ArrayList<>();
        boolean ok = complete;
        for (int i = 0; i < raw.size(); i++) {
            Raw r = raw.get(i);
            Section m = r.section;
            if (m == null) { ok = false; continue; }
            int before = run.problems().count();
            String confined = m.get(CONFINED_TO);
            List<RegionMoves> regionMoves = new ArrayList<>();
            regionMoves(m, MOVES_WHERE, RegionMoves.Mode.WHERE_STANDING, "{enemy-half: fsW}", regionMoves);
            regionMoves(m, MOVES_WITHIN, RegionMoves.Mode.WITHIN, "{palace-diagonals: F}", regionMoves);
            List<Integer> cannotCapture = m.get(CANNOT_CAPTURE, List.of());
            List<Integer> screensExclude = m.get(SCREENS_EXCLUDE, List.of());
            Boolean givesCheck = m.get(GIVES_CHECK, true);
            Double value = m.get(VALUE);
            if (run.problems().count() > before || cannotCapture == null || screensExclude == null || givesCheck == null
                    || m.has(CONFINED_TO) && confined == null || m.has(VALUE) && value == null) {
                ok = false;
                continue;
            }
            out.add(new PieceType(i, r.letter, r.name, r.names, r.movement, r.moves, r.royal(), r.symbol, confined, regionMoves,
                    cannotCapture, screensExclude, givesCheck, value, r.royalColours));
        }
        return ok ? out : null;
    }

    private void regionMoves(Section m, Key<Node> key, RegionMoves.Mode mode, String example, List<RegionMoves> out) {
        if (!m.has(key)) return;
        String path = m.path(key.name());
        List<NodeTuple> pairs = Nodes.pairs(m.node(key), path, "region names to movements, e.g. '" + example + "'", run.problems());
        if (pairs == null) return;
        for (NodeTuple t : pairs) {
            String region = run.regionRef(t.getKeyNode(), path);
            ScalarNode mv = Nodes.scalar(t.getValueNode(), path + "." + Nodes.keyText(t), "a movement string such as 'fsW'", run.problems());
            List<MoveRule> moves = mv == null ? null : run.movement(mv, path + "." + Nodes.keyText(t));
            if (region != null && moves != null) out.add(new RegionMoves(region, mv.getValue().trim(), moves, mode));
        }
    }
}
