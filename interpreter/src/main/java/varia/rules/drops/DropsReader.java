package varia.rules.drops;

import java.util.ArrayList;
import java.util.List;
import org.yaml.snakeyaml.nodes.Node;
import varia.rules.Description;
import varia.rules.Placement;
import varia.rules.Rule;
import varia.rules.RuleInput;
import varia.rules.Values;
import varia.variant.RuleKey;
import varia.yaml.Key;
import varia.yaml.Shape;
import varia.yaml.Nodes;
import varia.yaml.Section;

/**
 * {@code play.drops: {captures-to-hand: true, must-drop: false}} (or {@code none}), and per piece
 * {@code drop: {zone: ..., no-doubled: P, no-mate: true, stuck: forbidden, promoted: false,
 * different-colours: false}} and {@code demotes-to: P}.
 */
public final class DropsReader implements Rule<Drops> {
    public static final DropsReader RULE = new DropsReader();

    static final Key<Boolean> CAPTURES_TO_HAND = Key.flag("captures-to-hand")
            .doc("captured pieces go to the captor's hand (demoted) and may be dropped");
    static final Key<Boolean> MUST_DROP = Key.flag("must-drop")
            .doc("while a side holds pieces it must drop one if it can (a deployment phase)");
    static final List<Key<?>> DROPS_KEYS = List.of(CAPTURES_TO_HAND, MUST_DROP);
    static final Key<Node> DROPS = Key.node("drops", "mapping or none").shape(Shape.either(Shape.words("none"), Shape.fields(DROPS_KEYS)))
            .doc("hands and drops: none, or {captures-to-hand, must-drop}");
    static final Key<String> ZONE = Values.region("zone")
            .doc("the drop must land in this region (a name or a clause)");
    static final Key<Integer> NO_DOUBLED = Values.letter("no-doubled")
            .doc("not on a file that already holds an own piece of this type (nifu)");
    static final Key<Boolean> NO_MATE = Key.flag("no-mate")
            .doc("a drop of this piece that gives checkmate is illegal (uchifuzume)");
    static final Key<Boolean> STUCK = Key.word("stuck", List.of("forbidden", "allowed"),
            "whether it may be dropped where it could never move again", (w, i) -> i == 1)
            .doc("forbidden (the default): not where the piece could never move again; allowed: anywhere the zone allows");
    static final Key<Boolean> PROMOTED = Key.flag("promoted")
            .doc("it may also be dropped in its promoted form");
    static final Key<Boolean> DIFFERENT_COLOURS = Key.flag("different-colours")
            .doc("two pieces of this type of a side stand on squares of different colours (a drop that breaks it is illegal)");
    static final Key<Integer> DISPLACES = Values.letter("displaces")
            .doc("it may also be dropped on an own piece of this type (in its zone), which goes back to the hand (Sittuyin's deployment)");
    static final Key<Integer> OBJECTION_BY = Key.word("by", List.of("white", "black"), "the player who objects", (w, i) -> i)
            .doc("the player who objects: white or black");
    static final Key<Boolean> OBJECTION_DOUBLED = Key.flag("doubled")
            .doc("true: he objects to the piece on a file that already holds another of the other player's pieces of its type");
    static final Key<Integer> OBJECTION_FACING = Values.letter("facing")
            .doc("he objects to the piece on a file that holds his own piece of this type (Sittuyin: K, his king)");
    static final List<Key<?>> OBJECTION_KEYS = List.of(OBJECTION_BY, OBJECTION_DOUBLED, OBJECTION_FACING);
    static final Key<Node> OBJECTION = Key.node("objection", "mapping").shape(Shape.fields(OBJECTION_KEYS))
            .doc("the opponent objects to some drops of this piece by the other player, which must then go elsewhere: {by, doubled, facing}");
    static final Key<Integer> FILE_LIMIT_PIECE = Values.letter("piece").required("the piece counted on the file, e.g. 'piece: S'")
            .doc("the piece whose own pieces are counted on the file");
    static final Key<Integer> FILE_LIMIT_COUNT = Key.whole("count", 0, 16, "a whole number from 0 to 16 (the most on one file after the drop)")
            .required("the most of them a file may hold after the drop, e.g. 'count: 2'")
            .doc("the most own pieces of that type one file may hold after the drop (1 is no-doubled's nifu)");
    static final List<Key<?>> FILE_LIMIT_KEYS = List.of(FILE_LIMIT_PIECE, FILE_LIMIT_COUNT);
    static final Key<Node> FILE_LIMIT = Key.node("file-limit", "mapping").shape(Shape.fields(FILE_LIMIT_KEYS))
            .doc("a drop may not leave more than 'count' own pieces of type 'piece' on its file: {piece: S, count: 2} (Tori shogi's swallows)");
    static final Key<Boolean> FIRST = Key.flag("first")
            .doc("while its side has one in hand, its move is a drop of one, if one is legal (a king in hand comes in first)");
    static final List<Key<?>> DROP_KEYS = List.of(ZONE, NO_DOUBLED, FILE_LIMIT, NO_MATE, STUCK, PROMOTED, DIFFERENT_COLOURS, DISPLACES, OBJECTION,
            FIRST);
    static final Key<Node> DROP = Key.node("drop", "mapping").shape(Shape.fields(DROP_KEYS))
            .doc("where this piece may be dropped from a hand");
    static final Key<Integer> DEMOTES_TO = Values.letter("demotes-to")
            .doc("the type a captured piece goes to the captor's hand as (default: itself; a promoted form: its base)");

    private DropsReader() {}

    @Override public RuleKey<Drops> key() { return Drops.KEY; }

    @Override public List<Placement> keys() {
        return List.of(Placement.play(DROPS), Placement.piece(DROP), Placement.piece(DEMOTES_TO));
    }

    @Override public Drops read(RuleInput in) {
        int before = in.problems().count();
        Node node = in.playNode("drops");
        Boolean toHand = null, must = null;
        boolean enabled = node != null && !Nodes.isWord(node, "none");
        if (enabled) {
            Section s = Section.open(node, "'play.drops'", "play.drops", DROPS_KEYS, in);
            if (s != null) {
                toHand = s.get(CAPTURES_TO_HAND, true);
                must = s.get(MUST_DROP, false);
            }
        }
        List<String> symbols = in.symbols();
        if (symbols == null) return null;
        List<DropRule> byType = new ArrayList<>();
        List<Integer> withoutHands = new ArrayList<>();
        List<Integer> demotes = new ArrayList<>();
        for (int t = 0; t < symbols.size(); t++) {
            Section piece = in.piece(t);
            String symbol = symbols.get(t);
            int base = symbol.length() == 2 ? symbols.indexOf(symbol.substring(1)) : -1;
            Integer demoted = piece == null ? null : piece.get(DEMOTES_TO);
            demotes.add(demoted != null ? demoted : base >= 0 ? base : t);
            DropRule rule = DropRule.ANYWHERE;
            if (piece != null && piece.has(DROP)) {
                rule = drop(in, piece.node(DROP), piece.path("drop"), symbols, symbol);
                if (rule != null && !enabled) withoutHands.add(t);
            }
            byType.add(rule);
        }
        if (!withoutHands.isEmpty()) { // one mistake (no 'drops' under 'play'), reported once
            Section first = in.piece(withoutHands.get(0));
            String others = withoutHands.size() == 1 ? "" : " (so do "
                    + String.join(", ", withoutHands.subList(1, withoutHands.size()).stream().map(symbols::get).toList()) + ")";
            in.problems().at(first.node(DROP), first.path("drop") + ": the game has no hands to drop from" + others
                    + "; add 'drops: {captures-to-hand: true}' under 'play' (or remove 'drop')");
        }
        if (!enabled || in.problems().count() > before || toHand == null || must == null || byType.contains(null)) return null;
        return new Drops(toHand, must, byType, demotes);
    }

    private static DropRule drop(RuleInput in, Node node, String path, List<String> symbols, String symbol) {
        Section m = Section.open(node, "'" + path + "'", path, DROP_KEYS, in);
        if (m == null) return null;
        int before = in.problems().count();
        String region = m.get(ZONE);
        Integer noDoubled = m.get(NO_DOUBLED, -1);
        Boolean noMate = m.get(NO_MATE, false);
        Boolean stuck = m.get(STUCK, false);
        Boolean promoted = m.get(PROMOTED, false);
        Boolean colours = m.get(DIFFERENT_COLOURS, false);
        Integer displaces = m.get(DISPLACES, -1);
        Boolean first = m.get(FIRST, false);
        int fileLimit = 1;
        if (m.node(FILE_LIMIT) != null) {
            if (m.has(NO_DOUBLED))
                in.problems().at(m.node(FILE_LIMIT), path + ".file-limit: 'no-doubled: X' is short for 'file-limit: {piece: X, count: 1}';"
                        + " give one of them");
            Section f = Section.open(m.node(FILE_LIMIT), "'" + path + ".file-limit'", path + ".file-limit", FILE_LIMIT_KEYS, in);
            Integer piece = f == null ? null : f.get(FILE_LIMIT_PIECE), count = f == null ? null : f.get(FILE_LIMIT_COUNT);
            if (piece == null || count == null) noDoubled = null;
            else if (!m.has(NO_DOUBLED)) {
                noDoubled = piece;
                fileLimit = count;
            }
        }
        if (displaces != null && displaces >= DropMoves.MAX_DISPLACED)
            in.problems().at(m.node(DISPLACES), path + ".displaces: only the first " + DropMoves.MAX_DISPLACED
                    + " piece types of the file can be displaced; list this piece earlier under 'pieces'");
        if (displaces != null && displaces >= 0 && symbols.get(displaces).equals(symbol))
            in.problems().at(m.node(DISPLACES), path + ".displaces: a piece cannot displace its own kind; name another piece");
        int asPromoted = -1;
        if (Boolean.TRUE.equals(promoted)) {
            asPromoted = symbols.indexOf("+" + symbol);
            if (symbol.length() != 1 || asPromoted < 0)
                in.problems().at(m.node(PROMOTED), path + ".promoted: '" + symbol + "' has no promoted form to be dropped as; define '+"
                        + symbol.charAt(symbol.length() - 1) + "' (or remove 'promoted')");
        }
        DropRule.Objection objection = null;
        if (m.node(OBJECTION) != null) {
            Section o = Section.open(m.node(OBJECTION), "'" + path + ".objection'", path + ".objection", OBJECTION_KEYS, in);
            if (o != null) {
                if (o.node(OBJECTION_BY) == null)
                    in.problems().at(m.node(OBJECTION), path + ".objection needs 'by': the player who objects (white or black)");
                Integer by = o.get(OBJECTION_BY);
                Boolean doubled = o.get(OBJECTION_DOUBLED, false);
                Integer facing = o.get(OBJECTION_FACING, -1);
                if (by != null && doubled != null && facing != null) objection = new DropRule.Objection(by, doubled, facing);
            }
        }
        if (in.problems().count() > before || noMate == null || noDoubled == null || stuck == null || promoted == null || colours == null
                || displaces == null || first == null || m.has(ZONE) && region == null || m.node(OBJECTION) != null && objection == null)
            return null;
        return new DropRule(region, noDoubled, noMate, stuck, asPromoted, colours, displaces, objection, fileLimit, first);
    }

    @Override public void describe(Drops model, Description out) {
        if (model == null) {
            out.play("Captured pieces leave the game.");
            return;
        }
        out.play("Pieces in hand may be dropped on the board as a move"
                + (model.capturesToHand() ? "; captured pieces go to the captor's hand." : "; captures do not fill the hand.")
                + (model.mustDrop() ? " While a side holds pieces in hand it must drop one if it can." : ""));
        boolean[] inHand = reachesHand(model, out.variant());
        for (int t = 0; t < model.byType().size(); t++) {
            int to = model.demotesTo().get(t);
            if (to != t && !out.variant().pieces().get(t).royal()) out.piece(t, "when captured it goes to the captor's hand as " + out.ref(to));
            if (!inHand[t]) continue; // never in a hand (a royal piece, a promoted form): nothing to drop
            DropRule d = model.of(t);
            StringBuilder sb = new StringBuilder("may be dropped from the hand ");
            sb.append(d.region() == null ? "on any empty square" : "on an empty square of " + out.region(d.region()));
            if (d.noDoubledOn() >= 0 && d.fileLimit() == 1) sb.append(", not on a file that already holds an own ").append(out.ref(d.noDoubledOn()));
            else if (d.noDoubledOn() >= 0) sb.append(", not on a file that already holds ").append(d.fileLimit()).append(" own ")
                    .append(out.ref(d.noDoubledOn())).append(d.fileLimit() == 1 ? "" : "s");
            if (d.noMate()) sb.append(", not to give checkmate");
            if (d.displaces() >= 0) sb.append(", also on an own ").append(out.ref(d.displaces())).append(" there, which goes back to the hand");
            DropRule.Objection o = d.objection();
            if (o != null && (o.doubled() || o.facing() >= 0))
                sb.append("; ").append(o.by() == 0 ? "White" : "Black").append(" objects to (so ").append(o.by() == 0 ? "Black" : "White")
                        .append(" may not make) its drop on a file that holds").append(o.doubled() ? " another of its own of this kind" : "")
                        .append(o.doubled() && o.facing() >= 0 ? " or" : "")
                        .append(o.facing() >= 0 ? " " + (o.by() == 0 ? "White's " : "Black's ") + out.ref(o.facing()) : "");
            sb.append(d.stuckAllowed() ? ", also where it could never move again" : ", not where it could never move again");
            if (d.asPromoted() >= 0) sb.append("; it may also be dropped as ").append(out.ref(d.asPromoted()));
            if (d.differentColours())
                sb.append("; a side's pieces of this kind stand on squares of different colours, and no drop may leave too few"
                        + " free squares of the missing colours for those still in hand");
            if (d.first()) sb.append("; while its side has one in hand, its side's move is a drop of one (when one is legal): it comes in first");
            out.piece(t, sb.toString());
        }
    }

    /**
     * The types that can ever be in a hand: those of the setup's hands, and those a capture puts
     * there (the demoted type of a piece that can be captured: a royal piece can be only where the
     * last royal is the one protected, or none is).
     */
    static boolean[] reachesHand(Drops model, varia.variant.Variant v) {
        int types = v.pieces().size();
        boolean[] out = new boolean[types];
        String board = v.startFen().split("\\s+")[0];
        int a = board.indexOf('['), b = board.indexOf(']');
        if (a >= 0 && b > a)
            for (char ch : board.substring(a + 1, b).toCharArray()) {
                var p = v.pieceByLetter(ch);
                if (p != null) out[p.index()] = true;
            }
        boolean royalsTaken = v.rule(varia.rules.royals.Royals.KEY) == varia.rules.royals.Royals.LAST;
        if (model.capturesToHand())
            for (int t = 0; t < types; t++)
                if (!v.pieces().get(t).royal() || royalsTaken) out[model.demotesTo().get(t)] = true;
        return out;
    }

    @Override public void install(Drops model, varia.engine.Installer engine) { DropMoves.install(model, engine); }
}
