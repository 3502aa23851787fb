package varia.rules.headon;

import java.util.List;
import org.yaml.snakeyaml.nodes.Node;
import varia.rules.Description;
import varia.rules.Placement;
import varia.rules.Rule;
import varia.rules.RuleInput;
import varia.variant.RuleKey;
import varia.yaml.Key;
import varia.yaml.Nodes;
import varia.yaml.Section;
import varia.yaml.Shape;

/**
 * {@code play.head-on: {pieces: [P, "P'"], removed-by: opponent}} or {@code none}: two pieces of
 * one side that block each other head-on (each one's step lands on the other) may be removed, and
 * the remover still moves.
 */
public final class HeadOnReader implements Rule<HeadOn> {
    public static final HeadOnReader RULE = new HeadOnReader();

    static final Key<Node> PIECES = Key.node("pieces", "a piece letter or a list of them")
            .doc("the pieces that may meet head-on (a step of each lands on the other)");
    static final Key<Boolean> BY = Key.word("removed-by", List.of("opponent", "owner"),
            "who may remove a blocked pair", (w, i) -> i == 0)
            .doc("opponent (default): the pair's opponent removes it; owner: its owner does");
    static final List<Key<?>> KEYS = List.of(PIECES, BY);
    static final Key<Node> HEAD_ON = Key.node("head-on", "mapping or none").shape(Shape.either(Shape.words("none"), Shape.fields(KEYS)))
            .doc("two pieces of a side blocking each other head-on may be removed, which is not a move: none, or {pieces, removed-by}");

    private HeadOnReader() {}

    @Override public RuleKey<HeadOn> key() { return HeadOn.KEY; }

    @Override public List<Placement> keys() { return List.of(Placement.play(HEAD_ON)); }

    @Override public HeadOn read(RuleInput in) {
        Node node = in.playNode("head-on");
        if (node == null || Nodes.isWord(node, "none")) return null;
        Section s = Section.open(node, "'play.head-on'", "play.head-on", KEYS, in);
        if (s == null) return null;
        if (s.node(PIECES) == null) {
            in.problems().at(node, "play.head-on needs 'pieces': the pieces that may block each other head-on, e.g. 'pieces: [P]'");
            return null;
        }
        List<Integer> types = in.pieceRefs(s.node(PIECES), "play.head-on.pieces");
        Boolean opponent = s.get(BY, true);
        if (types == null || opponent == null) return null;
        return new HeadOn(types, opponent);
    }

    @Override public void describe(HeadOn h, Description out) {
        if (h == null) return;
        out.play("Two " + out.orList(h.types()) + " of one side that block each other head-on (each one's step lands on the other)"
                + " may be taken off the board by " + (h.byOpponent() ? "the other player" : "their owner")
                + "; this is not a move: he moves after it (written with the two squares, x" + "d1e1).");
    }

    @Override public void install(HeadOn model, varia.engine.Installer engine) { HeadOnRemoval.install(model, engine); }
}
