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
    static final Key<Node> ZONE = Key.node("zone", "'rank N', 'ranks N-M' or a region")
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
    static final Key<Boolean> BY_CAPTURE = Key.flag("by-capture")
            .doc("only a move that captures promotes, wherever it ends (or in 'zone' when given): Micro shogi's pieces turn over"
                    + " when they capture and back when they capture again");
    static final Key<Node> LIMIT = Key.node("limit", "mapping of piece letters to counts").shape(
            Shape.named("^\\+?[A-Z]$", Shape.either(new Shape.Whole(0, 64), Shape.words("setup"))))
            .doc("per type it may become, the most of that type its side may have on the board after promoting ({Q: 1});"
                    + " 'setup': as many as the setup has (only to a type it has lost)");
    static final Key<Boolean> DEMOTE_ON_CAPTURE = Key.flag("demote-on-capture")
            .doc("a piece that promoted goes to the captor's hand as this piece (crazyhouse), and is written with '~' in a FEN (Q~)");

    static final Key<String> PLACED_ON = Values.region("placed-on")
            .doc("one square (the owner's region) where the promoted piece is put instead of where it arrived"
                    + " (Tamerlane chess's pawn of pawns, sent to the king's pawn's square)");
    static final Key<Boolean> IF_OCCUPIED = Key.word("if-occupied", List.of("wait", "displace"),
            "what happens when the placed-on square is taken: the move waits until it is empty, or its piece leaves the board",
            (w, i) -> i == 1)
            .doc("with placed-on: wait (default): the promoting move is not possible while the square is taken;"
                    + " displace: the piece there (not a royal one) leaves the board");
    static final Key<Boolean> AFTER_DECLINING = Key.word("after-declining", List.of("any-move", "capture"),
            "how a piece that declined to promote may promote later: any-move (any move that may promote), or capture (only by capturing)",
            (w, i) -> i == 1)
            .doc("any-move (default): a move that starts in the zone may promote like any other; capture: a piece that declined to"
                    + " promote may promote later only by capturing, so a move that starts in the zone offers promotion only when it"
                    + " captures, wherever it ends (Chu shogi as HaChu plays it)");
    static final List<Key<?>> KEYS = List.of(TO, ZONE, FORCED, ON_LEAVING, FORCED_IF_STUCK, FAMILY, NONE_AVAILABLE, LIMIT, BY_CAPTURE,
            DEMOTE_ON_CAPTURE, STEP, PLACED_ON, IF_OCCUPIED, AFTER_DECLINING);
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
        Boolean byCapture = m.get(BY_CAPTURE, false), demote = m.get(DEMOTE_ON_CAPTURE, false);
        Boolean declinedByCapture = m.get(AFTER_DECLINING, false);
        if (Boolean.TRUE.equals(declinedByCapture) && (Boolean.TRUE.equals(forced) || Boolean.TRUE.equals(byCapture) || m.has(STEP)))
            in.problems().at(m.node(AFTER_DECLINING), path + ".after-declining: capture is for a promotion a piece may decline"
                    + " on arriving; not with " + (Boolean.TRUE.equals(forced) ? "'forced: true'" : Boolean.TRUE.equals(byCapture)
                    ? "'by-capture: true'" : "'step'") + "; remove it");
        if (Boolean.TRUE.equals(byCapture) && !m.has(ZONE) && in.ranks() != null) ranks = new int[] {1, in.ranks()}; // anywhere
        else if (!m.has(ZONE) && byCapture != null)
            in.problems().at(node, "missing required key 'zone' in the promotion of piece '" + symbol + "': where it promotes, e.g."
                    + " 'zone: rank 8', 'zone: ranks 6-8' or a region name (or 'by-capture: true': on capturing, anywhere)");
        java.util.Map<Integer, Integer> limits = m.has(LIMIT) ? limits(in, m.node(LIMIT), path + ".limit", to) : java.util.Map.of();
        Promotion.Step step = m.has(STEP) ? step(in, m.node(STEP), path + ".step") : null;
        if (step != null && (Boolean.TRUE.equals(byCapture) || Boolean.TRUE.equals(demote) || m.has(LIMIT))) {
            String key = Boolean.TRUE.equals(byCapture) ? "by-capture" : Boolean.TRUE.equals(demote) ? "demote-on-capture" : "limit";
            in.problems().at(m.node(key), path + "." + key + " is not for a promotion by a move of its own ('step');"
                    + " the step has 'max-on-board'");
        }
        if (m.has(STEP) && step != null && to != null && to.size() != 1) {
            in.problems().at(m.node(TO), path + ".to: a promotion by a move of its own makes one piece type; list exactly one");
        }
        if (m.has(NONE_AVAILABLE) && step != null) {
            in.problems().at(m.node(NONE_AVAILABLE), path + ".none-available: a promotion by a move of its own is never forced;"
                    + " remove 'none-available'");
        }
        String placedOn = m.has(PLACED_ON) ? m.get(PLACED_ON) : null;
        Boolean displaces = m.get(IF_OCCUPIED, false);
        if (placedOn != null) {
            for (int c = 0; c < 2; c++) {
                java.util.BitSet sq = in.regionSquares(placedOn, c);
                if (sq != null && sq.cardinality() != 1) {
                    in.problems().at(m.node(PLACED_ON), path + ".placed-on must name one square (" + sq.cardinality()
                            + " for " + (c == 0 ? "White" : "Black") + "), e.g. 'placed-on: g3'");
                    break;
                }
            }
            if (to != null && to.size() != 1)
                in.problems().at(m.node(TO), path + ".to: a promotion placed on another square makes one piece type; list exactly one");
            if (step != null) in.problems().at(m.node(PLACED_ON), path + ".placed-on: not with a promotion by a move of its own");
        } else if (m.has(IF_OCCUPIED)) {
            in.problems().at(m.node(IF_OCCUPIED), path + ".if-occupied says what happens when the placed-on square is taken;"
                    + " add 'placed-on' or remove it");
        }
        if (in.problems().count() > before || to == null || family == null || (ranks == null && region == null)
                || forced == null || onLeaving == null || forcedIfStuck == null || illegalIfNone == null || byCapture == null
                || demote == null || limits == null || displaces == null || declinedByCapture == null) return null;
        return new Promotion(to, ranks == null ? 0 : ranks[0], ranks == null ? 0 : ranks[1], forced, region, onLeaving,
                forcedIfStuck, family, step, illegalIfNone, byCapture, limits, demote, placedOn, displaces, declinedByCapture);
    }

    /** {@code limit: {Q: 1, R: setup}}: letters among {@code to}, each with a count or 'setup'; null when wrong (reported). */
    private static java.util.Map<Integer, Integer> limits(RuleInput in, Node node, String path, List<Integer> to) {
        if (!(node instanceof org.yaml.snakeyaml.nodes.MappingNode map)) {
            in.problems().at(node, path + " must be a mapping of piece letters to counts, e.g. '{Q: 1, R: setup}'; found " + Nodes.describe(node));
            return null;
        }
        java.util.Map<Integer, Integer> out = new java.util.LinkedHashMap<>();
        boolean ok = true;
        for (var tuple : map.getValue()) {
            int type = in.pieceRef(tuple.getKeyNode(), path);
            if (type < 0) { ok = false; continue; }
            if (to != null && !to.contains(type)) {
                in.problems().at(tuple.getKeyNode(), path + ": '" + in.symbols().get(type) + "' is not among the pieces it may become ("
                        + String.join(", ", to.stream().map(in.symbols()::get).toList()) + ")");
                ok = false;
                continue;
            }
            Node v = tuple.getValueNode();
            if (Nodes.isWord(v, "setup")) { out.put(type, Promotion.SETUP); continue; }
            Integer n = Key.whole(v, path + "." + in.symbols().get(type), 0, 64,
                    "a whole number from 0 to 64 (the most its side may have on the board), or 'setup'", in.problems());
            if (n == null) ok = false;
            else out.put(type, n);
        }
        return ok ? out : null;
    }

    @Override public void checkSetup(Promotions model, RuleInput in) {
        if (model == null) return;
        List<String> symbols = in.symbols();
        varia.rules.drops.Drops drops = in.model(varia.rules.drops.Drops.KEY);
        java.util.Map<Integer, Integer> baseOf = new java.util.HashMap<>();
        for (int t = 0; t < model.byType().size(); t++) {
            Promotion pr = model.of(t);
            if (pr == null || !pr.demoteOnCapture()) continue;
            Node at = in.piece(t).node(PROMOTION);
            if (drops == null || !drops.capturesToHand()) {
                in.problems().at(at, in.piece(t).path("promotion") + ".demote-on-capture says what a captured promoted piece goes to"
                        + " the hand as, but captures go to no hand; add 'drops: {captures-to-hand: true}' under 'play'");
                return;
            }
            for (int target : pr.to()) {
                Integer other = baseOf.putIfAbsent(target, t);
                if (other != null && other != t) {
                    in.problems().at(at, in.piece(t).path("promotion") + ".demote-on-capture: '" + symbols.get(other) + "' and '"
                            + symbols.get(t) + "' both promote to '" + symbols.get(target) + "' so; a captured one could not tell"
                            + " which it was");
                    return;
                }
            }
        }
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
            if (pr != null) out.piece(t, words(pr, out, t));
        }
    }

    private static String words(Promotion pr, Description d, int type) {
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
        if (pr.byCapture()) {
            sb.setLength(0);
            sb.append("promotes to ").append(d.orList(pr.to())).append(" when it captures")
                    .append(pr.region() != null ? " in " + d.region(pr.region()) : pr.fromRank() == 1 && pr.toRank() == d.variant().ranks()
                            ? ", wherever it stands" : " on ranks " + pr.fromRank() + "-" + pr.toRank() + " (counted from its owner's side)")
                    .append(" (a move without a capture never promotes)");
        }
        if (pr.onLeaving()) sb.append(", also when a move starts in the zone");
        if (pr.declinedByCapture()) sb.append("; a piece that declined may promote later only by capturing (a move that starts in the zone promotes only when it captures)");
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
        for (var e : pr.limits().entrySet())
            sb.append("; to ").append(d.ref(e.getKey())).append(" only while its side has fewer than ")
                    .append(e.getValue() == Promotion.SETUP ? "at the start (one lost)" : e.getValue() + " on the board");
        if (pr.illegalIfNone()) sb.append("; where it must promote and no piece is available, the move is illegal");
        if (pr.demoteOnCapture())
            sb.append("; a piece it promoted to goes back to the captor's hand as a ").append(d.ref(type))
                    .append(" when captured (it is written with '~' in a FEN, e.g. '")
                    .append(d.variant().pieces().get(pr.to().get(0)).symbol()).append("~')");
        return sb.toString();
    }

    @Override public void install(Promotions model, varia.engine.Installer engine) { PromotionMoves.install(model, engine); }
}
