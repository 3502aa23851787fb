package varia.rules.refuge;

import java.util.List;
import org.yaml.snakeyaml.nodes.Node;
import varia.rules.Description;
import varia.rules.Placement;
import varia.rules.Rule;
import varia.rules.RuleInput;
import varia.rules.Values;
import varia.variant.RuleKey;
import varia.yaml.Key;
import varia.yaml.Nodes;
import varia.yaml.Section;
import varia.yaml.Shape;

/**
 * {@code play.refuge: {royal: K, region: enemy-citadel, swap: [S, A], draw: true}} or {@code none}:
 * while the royal piece stands on the region, its owner may, as his move, change it with one of his
 * pieces of the listed kinds (written {@code a9~g5}) or declare the game drawn (written {@code a9~=}).
 */
public final class RefugeReader implements Rule<Refuge> {
    public static final RefugeReader RULE = new RefugeReader();

    static final Key<Node> ROYAL = Key.node("royal", "a piece letter").shape(Shape.TEXT)
            .doc("the piece whose refuge it is (Tamerlane chess: the king, K)");
    static final Key<String> REGION = Values.region("region").required("the refuge's squares, e.g. 'region: enemy-citadel'")
            .doc("the refuge's squares: a region name or clause, the mover's (enemy-X: the opponent's)");
    static final Key<Node> SWAP = Key.node("swap", "a piece letter or a list of them")
            .doc("the own pieces the royal piece in refuge may change places with, as a move (default: none)");
    static final Key<Boolean> DRAW = Key.flag("draw")
            .doc("true: while the royal piece stands there, its owner may declare the game drawn, as a move; false (default): not");
    static final List<Key<?>> KEYS = List.of(ROYAL, REGION, SWAP, DRAW);
    static final Key<Node> REFUGE = Key.node("refuge", "mapping or none").shape(Shape.either(Shape.words("none"), Shape.fields(KEYS)))
            .doc("a royal piece in refuge gives its owner a choice: change places with one of the listed pieces, or declare a draw");

    private RefugeReader() {}

    @Override public RuleKey<Refuge> key() { return Refuge.KEY; }

    @Override public List<Placement> keys() { return List.of(Placement.play(REFUGE)); }

    @Override public Refuge read(RuleInput in) {
        Node node = in.playNode("refuge");
        if (node == null || Nodes.isWord(node, "none")) return null;
        Section s = Section.open(node, "'play.refuge'", "play.refuge", KEYS, in);
        if (s == null) return null;
        if (s.node(ROYAL) == null) {
            in.problems().at(node, "play.refuge needs 'royal': the piece whose refuge it is, e.g. 'royal: K'");
            return null;
        }
        int royal = in.pieceRef(s.node(ROYAL), "play.refuge.royal");
        String region = s.get(REGION);
        List<Integer> swap = s.node(SWAP) == null ? List.of() : in.pieceRefs(s.node(SWAP), "play.refuge.swap");
        Boolean draw = s.get(DRAW, false);
        if (royal < 0 || region == null || swap == null || draw == null) return null;
        if (swap.isEmpty() && !draw) {
            in.problems().at(node, "play.refuge offers nothing: give 'swap: [...]' (the pieces it may change places with), 'draw: true', or both");
            return null;
        }
        return new Refuge(royal, region, swap, draw);
    }

    @Override public void describe(Refuge r, Description out) {
        if (r == null) return;
        var pieces = out.variant().pieces();
        String who = "the " + pieces.get(r.royal()).name();
        String choice = !r.swap().isEmpty() && r.draw() ? "change it with one of his " + out.orList(r.swap()) + ", or declare the game drawn"
                : r.draw() ? "declare the game drawn" : "change it with one of his " + out.orList(r.swap());
        out.play("While " + who + " stands on " + out.region(r.region()) + ", its owner may, as his move, " + choice
                + " (written like a9~g5 and a9~=: the squares of the two pieces, or of the royal piece and '='); or play on as usual.");
    }

    @Override public void install(Refuge r, varia.engine.Installer engine) { RefugeActions.install(r, engine); }
}
