package varia.rules.swap;

import java.util.List;
import java.util.stream.Collectors;
import org.yaml.snakeyaml.nodes.Node;
import varia.rules.Description;
import varia.rules.Placement;
import varia.rules.Rule;
import varia.rules.RuleInput;
import varia.variant.PieceType;
import varia.variant.RuleKey;
import varia.yaml.Key;
import varia.yaml.Nodes;
import varia.yaml.Section;
import varia.yaml.Shape;

/**
 * {@code play.royal-swap: {with: [Q, B, N, R, P], gives-check: false}} or {@code none}: a side
 * that has no legal move may exchange its royal piece with one of its own pieces of those types.
 */
public final class SwapReader implements Rule<RoyalSwap> {
    public static final SwapReader RULE = new SwapReader();

    static final Key<Node> WITH = Key.node("with", "a piece letter or a list of them")
            .doc("the pieces the royal piece may exchange squares with");
    static final Key<Boolean> GIVES_CHECK = Key.flag("gives-check")
            .doc("true: the swap may give check; false (default): not");
    static final Key<Node> WHEN = Key.node("when", "no-move, check, or a list of them")
            .shape(Shape.either(Shape.words("no-move", "check"), Shape.list(Shape.words("no-move", "check"))))
            .doc("when the royal may swap: no-move (default; the side has no other legal move), check (also as a way out of check), or both");
    static final Key<Boolean> ONCE = Key.flag("once")
            .doc("true: each side may swap once in a game (Tamerlane chess); false (default): whenever the rule allows");
    static final Key<Node> ROYAL = Key.node("royal", "a piece letter").shape(Shape.TEXT)
            .doc("the piece that swaps (default: the side's royal piece); with several royal kinds, the one that may (Tamerlane's king)");
    static final List<Key<?>> KEYS = List.of(WITH, GIVES_CHECK, WHEN, ONCE, ROYAL);
    static final Key<Node> SWAP = Key.node("royal-swap", "mapping or none").shape(Shape.either(Shape.words("none"), Shape.fields(KEYS)))
            .doc("a side with no legal move may exchange its royal piece with an own piece: none, or {with, gives-check}");

    private SwapReader() {}

    @Override public RuleKey<RoyalSwap> key() { return RoyalSwap.KEY; }

    @Override public List<Placement> keys() { return List.of(Placement.play(SWAP)); }

    @Override public RoyalSwap read(RuleInput in) {
        Node node = in.playNode("royal-swap");
        if (node == null || Nodes.isWord(node, "none")) return null;
        Section s = Section.open(node, "'play.royal-swap'", "play.royal-swap", KEYS, in);
        if (s == null) return null;
        if (s.node(WITH) == null) {
            in.problems().at(node, "play.royal-swap needs 'with': the pieces the royal piece may exchange squares with, e.g. 'with: [R, N]'");
            return null;
        }
        List<Integer> with = in.pieceRefs(s.node(WITH), "play.royal-swap.with");
        Boolean check = s.get(GIVES_CHECK, false), once = s.get(ONCE, false);
        boolean inCheck = false, noMove = true;
        if (s.node(WHEN) != null) {
            List<Node> words = s.node(WHEN) instanceof org.yaml.snakeyaml.nodes.SequenceNode seq ? seq.getValue() : List.of(s.node(WHEN));
            noMove = false;
            for (Node w : words) {
                if (Nodes.isWord(w, "check")) inCheck = true;
                else if (Nodes.isWord(w, "no-move")) noMove = true;
                else {
                    in.problems().at(w, "play.royal-swap.when must be no-move or check (or a list of them), not " + Nodes.describe(w));
                    return null;
                }
            }
        }
        int royal = s.node(ROYAL) == null ? -1 : in.pieceRef(s.node(ROYAL), "play.royal-swap.royal");
        if (with == null || check == null || once == null || s.node(ROYAL) != null && royal < 0) return null;
        return new RoyalSwap(with, check, inCheck, noMove, once, royal);
    }

    @Override public void describe(RoyalSwap s, Description out) {
        if (s == null) return;
        List<PieceType> pieces = out.variant().pieces();
        String who = s.royal() < 0 ? "its royal piece" : "its " + pieces.get(s.royal()).name();
        String when = s.noMove() && s.inCheck() ? "A side in check, or with no other legal move,"
                : s.inCheck() ? "A side in check" : "A side with no legal move";
        out.play(when + " may exchange " + who + " with one of its own "
                + s.with().stream().map(t -> pieces.get(t).name()).collect(Collectors.joining(", "))
                + (s.givesCheck() ? "" : ", if the exchange gives no check") + (s.once() ? ", once in the game" : "")
                + " (written Kd1:e1, in coordinates d1e1" + (s.once() ? "; a FEN marks a side that has swapped with S or s in its castling field" : "") + ").");
    }

    @Override public void install(RoyalSwap model, varia.engine.Installer engine) { SwapMoves.install(model, engine); }
}
