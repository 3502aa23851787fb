package varia.rules.special;

import java.util.ArrayList;
import java.util.List;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.ScalarNode;
import org.yaml.snakeyaml.nodes.SequenceNode;
import varia.notation.MoveRule;
import varia.rules.Description;
import varia.rules.Describer;
import varia.rules.Placement;
import varia.rules.Rule;
import varia.rules.RuleInput;
import varia.rules.Values;
import varia.variant.RuleKey;
import varia.yaml.Key;
import varia.yaml.Shape;
import varia.yaml.Section;

/**
 * {@code pieces.X.special: {moves: ifsmN, first-move-only: true, not-in-check: false,
 * lost-on-check: false, lost-when-aimed-by: [R], path-not-attacked: false}}. A piece holds one such right (the FEN's
 * castling field has one mark per piece), so all its special moves go in one movement string.
 */
public final class SpecialReader implements Rule<SpecialMoves> {
    public static final SpecialReader RULE = new SpecialReader();

    static final Key<List<MoveRule>> MOVES = Values.movement("moves", "a movement string such as 'fsW'").required(null)
            .doc("the special move, in the notation");
    static final Key<Boolean> FIRST_MOVE_ONLY = Key.flag("first-move-only")
            .doc("only as the piece's first move; false: once per game at any time");
    static final Key<Boolean> NOT_IN_CHECK = Key.flag("not-in-check")
            .doc("not while the side is in check");
    static final Key<Boolean> LOST_ON_CHECK = Key.flag("lost-on-check")
            .doc("the right is lost once the side has been in check");
    static final Key<List<Integer>> LOST_WHEN_AIMED_BY = Values.letters("lost-when-aimed-by")
            .doc("the right is lost when such an enemy piece stands on the piece's rank or file");
    static final Key<Boolean> PATH_NOT_ATTACKED = Key.flag("path-not-attacked")
            .doc("the move may not pass over a square the opponent attacks (the squares between its origin and its"
                    + " destination on a rank, file or diagonal, leap or slide, judged before the move), for any piece");
    static final List<Key<?>> KEYS = List.of(MOVES, FIRST_MOVE_ONLY, NOT_IN_CHECK, LOST_ON_CHECK, LOST_WHEN_AIMED_BY, PATH_NOT_ATTACKED);
    static final Key<Node> SPECIAL = Key.node("special", "mapping")
            .shape(Shape.either(Shape.fields(KEYS), Shape.list(Shape.fields(KEYS))))
            .doc("a move the piece may make once (the Ouk Chatrang king's leap)");

    private SpecialReader() {}

    @Override public RuleKey<SpecialMoves> key() { return SpecialMoves.KEY; }

    @Override public List<Placement> keys() { return List.of(Placement.piece(SPECIAL)); }

    @Override public SpecialMoves read(RuleInput in) {
        List<String> symbols = in.symbols();
        if (symbols == null) return null;
        List<SpecialMove> byType = new ArrayList<>();
        boolean any = false, ok = true;
        for (int t = 0; t < symbols.size(); t++) {
            Section piece = in.piece(t);
            Node node = piece == null ? null : piece.node(SPECIAL);
            if (varia.yaml.Nodes.isEmptyList(node)) node = null; // 'special: []': none (an option may remove it)
            SpecialMove s = node == null ? null : special(in, node, piece.path("special"));
            if (node != null && s == null) ok = false;
            any |= s != null;
            byType.add(s);
        }
        return ok && any ? new SpecialMoves(byType) : null;
    }

    private static SpecialMove special(RuleInput in, Node node, String path) {
        List<Node> items = node instanceof SequenceNode seq ? seq.getValue() : List.of(node);
        if (items.size() > 1) {
            in.problems().at(items.get(1), path + ": a piece holds one special-move right; write all its special moves in"
                    + " one movement string (e.g. 'moves: ifsmNifD') under one entry");
            return null;
        }
        String ip = node instanceof SequenceNode ? path + "[1]" : path;
        Section m = Section.open(items.get(0), "a special move", ip, KEYS, in);
        if (m == null) return null;
        int before = in.problems().count();
        List<MoveRule> moves = m.get(MOVES);
        Boolean first = m.get(FIRST_MOVE_ONLY, true), notInCheck = m.get(NOT_IN_CHECK, false), lostOnCheck = m.get(LOST_ON_CHECK, false),
                safePath = m.get(PATH_NOT_ATTACKED, false);
        List<Integer> aimed = m.get(LOST_WHEN_AIMED_BY, List.of());
        if (moves != null && moves.stream().anyMatch(MoveRule::isMultiLeg)) { // the engine keeps a special move to one leg
            in.problems().at(m.node(MOVES), ip + ".moves: a special move has one leg; multi-leg moves ('a') are not allowed here");
            return null;
        }
        if (in.problems().count() > before || moves == null || first == null || notInCheck == null || lostOnCheck == null
                || aimed == null || safePath == null) return null;
        if (safePath && moves.stream().noneMatch(SpecialReader::passesOver)) {
            in.problems().at(m.node(PATH_NOT_ATTACKED), ip + ".path-not-attacked: '" + ((ScalarNode) m.node(MOVES)).getValue().trim()
                    + "' passes over no square (only a move along a rank, file or diagonal longer than one step does);"
                    + " remove the key");
            return null;
        }
        return new SpecialMove(((ScalarNode) m.node(MOVES)).getValue().trim(), moves, first, notInCheck, lostOnCheck, aimed, safePath);
    }

    /** A move that crosses squares on a line: a straight leap longer than a step, or a slide. */
    private static boolean passesOver(MoveRule r) {
        var step = r.leg().step();
        int dx = Math.abs(step.dx()), dy = Math.abs(step.dy());
        boolean line = dx == 0 || dy == 0 || dx == dy;
        return line && (Math.max(dx, dy) > 1 || r.leg().range() > 1);
    }

    @Override public void describe(SpecialMoves model, Description out) {
        if (model == null) return;
        for (int t = 0; t < model.byType().size(); t++) {
            SpecialMove s = model.of(t);
            if (s == null) continue;
            List<String> conditions = new ArrayList<>();
            conditions.add(s.firstMoveOnly() ? "only as its first move" : "once per game");
            if (s.notInCheck()) conditions.add("not while its side is in check");
            if (s.lostOnCheck()) conditions.add("the right is lost once its side has been in check");
            if (s.pathNotAttacked()) conditions.add("not over a square the opponent attacks");
            if (!s.lostWhenAimedBy().isEmpty())
                conditions.add("the right is lost when an enemy " + out.refs(s.lostWhenAimedBy()) + " stands on its rank or file");
            out.piece(t, "special move: " + s.movement() + " (" + String.join("; ", conditions) + ")" + Describer.movesBelow(s.moves()));
        }
    }

    @Override public void install(SpecialMoves model, varia.engine.Installer engine) { SpecialRights.install(model, engine); }
}
