package varia.rules.promotion;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.ScalarNode;
import org.yaml.snakeyaml.nodes.SequenceNode;
import varia.notation.MoveRule;
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
 * {@code pieces.X.promotion: {to: [Q, R, B, N], zone: rank 8, forced: true, on-leaving: false,
 * forced-if-stuck: false, family: listed, step: {...}}}.
 */
public final class PromotionReader implements Rule<Promotions> {
    public static final PromotionReader RULE = new PromotionReader();

    static final Key<Node> TO = Key.node("to", "piece letters").required("the letters of the pieces it may become, e.g. 'to: [Q, R, B, N]'")
            .shape(Shape.LETTERS)
            .doc("what it may become, in this order (letters, or promoted forms such as '+P')");
    static final Key<Node> ZONE = Key.node("zone", "'rank N', 'ranks N-M' or a region").required("where it promotes, e.g. 'zone: rank 8', 'zone: ranks 6-8' or a region name")
            .shape(Shape.TEXT)
            .doc("where it promotes: 'rank 8', 'ranks 6-8' (from the owner's side) or a region");
    static final Key<Boolean> FORCED = Key.flag("forced")
            .doc("false: the piece may also stay as it is");
    static final Key<Boolean> ON_LEAVING = Key.flag("on-leaving")
            .doc("also promote when a move starts in the zone (shogi)");
    static final Key<Boolean> FORCED_IF_STUCK = Key.flag("forced-if-stuck")
            .doc("promotion is compulsory where the piece could never move again");
    static final List<String> FAMILIES = List.of("listed", "lost-only", "setup-square", "square-piece");
    static final Key<Promotion.Family> FAMILY = Key.word("family", FAMILIES, "which of the listed pieces it may become",
            (w, i) -> Promotion.Family.values()[i])
            .doc("listed; lost-only: only a type the side has fewer of than in the setup; setup-square: only the type that stood there in the setup, if lost;"
                    + " square-piece: the type that stood there in the setup, or the first listed where that is not listed");
    static final Key<List<MoveRule>> STEP_MOVES = Values.movement("moves", "a movement such as 'F' or 'mF' (the steps the promoting piece may take)")
            .required("the steps the promoting piece may take besides promoting in place, e.g. 'F' (moving or capturing) or 'mF'")
            .doc("the steps the promoting piece may take besides promoting in place ('F': moving or capturing; 'mF': to an empty square)");
    static final Key<Integer> MAX_ON_BOARD = Key.whole("max-on-board", 1, 64, "a whole number from 1 (promotion only while the side has fewer of the new piece)")
            .doc("only while the side has fewer pieces of the new type than this");
    static final Key<Boolean> LAST_ANYWHERE = Key.flag("last-anywhere")
            .doc("the side's last piece of this type may promote from any square");
    static final Key<Boolean> HARMLESS = Key.flag("harmless")
            .doc("the new piece may not attack an enemy piece, and the move may not give check");
    static final Key<Boolean> NO_ATTACK = Key.flag("no-attack")
            .doc("the new piece may not attack an enemy piece");
    static final Key<Promotion.CheckBan> NO_CHECK = Key.word("no-check", List.of("none", "step", "all"),
            "which promotions may not give check", (w, i) -> Promotion.CheckBan.values()[i])
            .doc("which promotions may not give check: none, step (those made by a step) or all");
    static final Key<List<Integer>> NO_CAPTURE = Values.letters("no-capture")
            .doc("types the promoting step may not capture");
    static final List<Key<?>> STEP_KEYS = List.of(STEP_MOVES, MAX_ON_BOARD, LAST_ANYWHERE, HARMLESS, NO_ATTACK, NO_CHECK, NO_CAPTURE);
    static final Key<Node> STEP = Key.node("step", "mapping").shape(Shape.fields(STEP_KEYS))
            .doc("promotion as a move of its own, by a piece standing in the zone (Sittuyin)");
    static final Key<Boolean> NONE_AVAILABLE = Key.word("none-available", List.of("stay", "illegal"),
            "what a move that must promote does when the family leaves no piece to become: it is made without promoting, or it is illegal",
            (w, i) -> i == 1)
            .doc("a move that must promote when no type is available: stay (made without promoting) or illegal (Grand chess)");
    static final List<Key<?>> KEYS = List.of(TO, ZONE, FORCED, ON_LEAVING, FORCED_IF_STUCK, FAMILY, NONE_AVAILABLE, STEP);
    static final Key<Node> PROMOTION = Key.node("promotion", "mapping").shape(Shape.fields(KEYS))
            .doc("how the piece promotes");

    private static final Pattern RANKS = Pattern.compile("ranks?\\s+(\\d{1,3})(?:\\s*-\\s*(\\d{1,3}))?");

    private PromotionReader() {}

    @Override public RuleKey<Promotions> key() { return Promotions.KEY; }

    @Override public List<Placement> keys() { return List.of(Placement.piece(PROMOTION)); }

    @Override public Promotions read(RuleInput in) {
        List<String> symbols = in.symbols();
        if (symbols == null) return null;
        List<Promotion> byType = new ArrayList<>();
        boolean any = false, ok = true;
        for (int t = 0; t < symbols.size(); t++) {
            Section piece = in.piece(t);
            Node node = piece == null ? null : piece.node(PROMOTION);
            Promotion p = node == null ? null : promotion(in, node, piece.path("promotion"), symbols.get(t));
            if (node != null && p == null) ok = false;
            any |= p != null;
            byType.add(p);
        }
        return ok && any ? new Promotions(byType) : null;
    }

    private Promotion promotion(RuleInput in, Node node, String path, String symbol) {
        Section m = Section.open(node, "the promotion of piece '" + symbol + "'", path, KEYS, in);
        if (m == null) return null;
        int before = in.problems().count();
        List<Integer> to = null;
        if (m.has(TO)) {
            Node t = m.node(TO);
            if (t instanceof SequenceNode seq && seq.getValue().isEmpty()) {
                in.problems().at(t, path + ".to must be a piece letter or a list of them, e.g. '[Q, R, B, N]'; found an empty list");
            } else {
                to = in.pieceRefs(t, path + ".to");
            }
        }
        int[] ranks = null;
        String region = null;
        if (m.has(ZONE)) {
            ScalarNode z = Nodes.scalar(m.node(ZONE), path + ".zone", "text such as 'rank 8' or 'ranks 6-8'", in.problems());
            if (z != null) {
                if (RANKS.matcher(z.getValue().trim()).matches()) ranks = ranks(in, z, path + ".zone");
                else region = in.regionRef(z, path + ".zone");
            }
        }
        Boolean forced = m.get(FORCED, true);
        Boolean onLeaving = m.get(ON_LEAVING, false);
        Boolean forcedIfStuck = m.get(FORCED_IF_STUCK, false);
        Promotion.Family family = m.get(FAMILY, Promotion.Family.LISTED);
        Boolean illegalIfNone = m.get(NONE_AVAILABLE, false);
        Promotion.Step step = m.has(STEP) ? step(in, m.node(STEP), path + ".step") : null;
        if (m.has(STEP) && step != null && to != null && to.size() != 1) {
            in.problems().at(m.node(TO), path + ".to: a promotion by a move of its own makes one piece type; list exactly one");
        }
        if (m.has(NONE_AVAILABLE) && step != null) {
            in.problems().at(m.node(NONE_AVAILABLE), path + ".none-available: a promotion by a move of its own is never forced;"
                    + " remove 'none-available'");
        }
        if (in.problems().count() > before || to == null || family == null || (ranks == null && region == null)
                || forced == null || onLeaving == null || forcedIfStuck == null || illegalIfNone == null) return null;
        return new Promotion(to, ranks == null ? 0 : ranks[0], ranks == null ? 0 : ranks[1], forced, region, onLeaving,
                forcedIfStuck, family, step, illegalIfNone);
    }

    private static int[] ranks(RuleInput in, ScalarNode z, String path) {
        String text = z.getValue().trim();
        Matcher mt = RANKS.matcher(text);
        mt.matches();
        int from = Integer.parseInt(mt.group(1));
        int to = mt.group(2) == null ? from : Integer.parseInt(mt.group(2));
        Integer boardRanks = in.ranks();
        if (from > to) {
            in.problems().at(z, path + ": '" + text + "' runs backwards; write the lower rank first, e.g. 'ranks " + to + "-" + from + "'");
            return null;
        }
        if (boardRanks != null && (from < 1 || to > boardRanks)) {
            in.problems().at(z, path + ": '" + text + "' is outside the board, which has ranks 1-" + boardRanks);
            return null;
        }
        if (from < 1) {
            in.problems().at(z, path + ": ranks are numbered from 1");
            return null;
        }
        return new int[] {from, to};
    }

    /**
     * {@code step: {moves: F, max-on-board: 1, last-anywhere: false, no-check: step, no-capture: [F]}}
     * (or {@code harmless: true}, short for {@code no-attack: true, no-check: all}): promotion as a move of its own.
     */
    private static Promotion.Step step(RuleInput in, Node node, String path) {
        if (!(node instanceof org.yaml.snakeyaml.nodes.MappingNode)) {
            in.problems().at(node, path + " must be a mapping such as '{moves: F, max-on-board: 1}'; found " + Nodes.describe(node));
            return null;
        }
        Section s = Section.open(node, path, path, STEP_KEYS, in);
        int before = in.problems().count();
        List<MoveRule> steps = s.get(STEP_MOVES);
        Integer max = s.get(MAX_ON_BOARD, Integer.MAX_VALUE);
        Boolean lastAnywhere = s.get(LAST_ANYWHERE, false), harmless = s.get(HARMLESS, false), noAttack = s.get(NO_ATTACK, false);
        Promotion.CheckBan noCheck = s.get(NO_CHECK, Promotion.CheckBan.NONE);
        List<Integer> noCapture = s.get(NO_CAPTURE, List.of());
        if (Boolean.TRUE.equals(harmless) && (s.has(NO_ATTACK) || s.has(NO_CHECK)))
            in.problems().at(s.node(HARMLESS), path + ".harmless is short for 'no-attack: true, no-check: all'; give either it or"
                    + " those keys");
        if (in.problems().count() > before || steps == null || max == null || lastAnywhere == null || harmless == null
                || noAttack == null || noCheck == null || noCapture == null) return null;
        return new Promotion.Step(((ScalarNode) s.node(STEP_MOVES)).getValue().trim(), steps, max, lastAnywhere,
                harmless || noAttack, harmless ? Promotion.CheckBan.ALL : noCheck, noCapture);
    }

    static String lower(String s) { return s.toLowerCase(Locale.ROOT); }

    @Override public void describe(Promotions model, Description out) {
        if (model == null) return;
        for (int t = 0; t < model.byType().size(); t++) {
            Promotion pr = model.of(t);
            if (pr != null) out.piece(t, words(pr, out));
        }
    }

    private static String words(Promotion pr, Description d) {
        if (pr.step() != null) {
            Promotion.Step st = pr.step();
            return "promotes to " + d.orList(pr.to()) + " as a move of its own, standing in "
                    + (pr.region() != null ? d.region(pr.region()) : "its zone")
                    + (st.lastAnywhere() ? " (its side's last one: anywhere)" : "")
                    + ", in place or by a step " + st.movement() + "; only while its side has fewer than "
                    + st.maxOnBoard() + " " + d.orList(pr.to())
                    + (st.noCapture().isEmpty() ? "" : "; the step may not capture " + d.orList(st.noCapture()))
                    + (st.noAttack() ? "; the new piece may not attack an enemy piece" : "")
                    + switch (st.noCheck()) {
                        case ALL -> "; the promotion may not give check";
                        case STEP -> "; a promotion by a step may not give check";
                        case NONE -> "";
                    };
        }
        StringBuilder sb = new StringBuilder("promotes to ").append(d.orList(pr.to()));
        if (pr.region() != null) sb.append(" in ").append(d.region(pr.region()));
        else sb.append(pr.fromRank() == pr.toRank() ? " on reaching rank " + pr.fromRank()
                : " on reaching ranks " + pr.fromRank() + "-" + pr.toRank()).append(" (counted from its owner's side)");
        if (pr.onLeaving()) sb.append(", also when a move starts in the zone");
        sb.append(pr.forced() ? "; promotion is compulsory" : "; promotion is optional");
        if (!pr.forced() && pr.forcedIfStuck()) sb.append(", but compulsory where it could not move again");
        switch (pr.family()) {
            case LOST_ONLY -> sb.append("; only to a kind of piece its side has fewer of than at the start (lost and not yet won back)");
            case SETUP_SQUARE -> sb.append("; only to the piece that stood on the promotion square in the setup,"
                    + " and only if that piece was lost");
            case SQUARE_PIECE -> sb.append("; to the piece that stood on the promotion square in the setup, or where that was"
                    + " none of those listed, to the first listed");
            default -> { }
        }
        if (pr.illegalIfNone()) sb.append("; where it must promote and no piece is available, the move is illegal");
        return sb.toString();
    }

    @Override public void install(Promotions model, varia.engine.Installer engine) { PromotionMoves.install(model, engine); }
}
