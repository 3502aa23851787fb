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
    static final List<Key<?>> KEYS = List.of(WITH, GIVES_CHECK);
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
        Boolean check = s.get(GIVES_CHECK, false);
        if (with == null || check == null) return null;
        return new RoyalSwap(with, check);
    }

    @Override public void describe(RoyalSwap s, Description out) {
        if (s == null) return;
        List<PieceType> pieces = out.variant().pieces();
        out.play("A side with no legal move may exchange its royal piece with one of its own "
                + s.with().stream().map(t -> pieces.get(t).name()).collect(Collectors.joining(", "))
                + (s.givesCheck() ? "" : ", if the exchange gives no check") + " (written Kd1:e1, in coordinates d1e1).");
    }

    @Override public void install(RoyalSwap model, varia.engine.Installer engine) { SwapMoves.install(model, engine); }
}
