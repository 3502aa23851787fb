package varia.rules.bareking;

import java.util.List;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.ScalarNode;
import org.yaml.snakeyaml.nodes.Tag;
import varia.rules.Outcome;
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

/** {@code end.bare-king: loss | draw | win | none} or {@code {bared: loss, can-bare-back: true, both-bare: draw}}. */
public final class BareKingReader implements Rule<BareKing> {
    public static final BareKingReader RULE = new BareKingReader();

    static final String WHO = "the side left with only its royal pieces";
    static final Key<Outcome> SHORT = Values.outcome("bare-king", WHO, "none")
            .doc("the result for a side left with only its royal pieces");
    static final Key<Outcome> BARED = Values.outcome("bared", WHO).required(null)
            .doc("the result for the bared side");
    static final Key<Boolean> CAN_BARE_BACK = Key.flag("can-bare-back")
            .doc("if the bared side can take the opponent's last other piece on its move, play goes on for that move");
    static final Key<Node> BOTH_BARE = Key.node("both-bare", "loss, draw, win or none").shape(Shape.words("loss", "draw", "win", "none"))
            .doc("the result for the side to move when both sides are bare; none: play on");
    static final List<Key<?>> KEYS = List.of(BARED, CAN_BARE_BACK, BOTH_BARE);
    static final Key<Node> BARE_KING = Key.node("bare-king", "loss, draw, win, none or a mapping")
            .shape(Shape.either(SHORT.shape(), Shape.fields(KEYS)))
            .doc("a side left with only its royal pieces is bare: none, a result, or {bared, can-bare-back, both-bare}");
    static final Key<Outcome> BOTH = Values.outcome("both-bare", "that side")
            .doc("the result for the side to move when both sides are bare");

    private BareKingReader() {}

    @Override public RuleKey<BareKing> key() { return BareKing.KEY; }

    @Override public List<Placement> keys() { return List.of(Placement.end(BARE_KING)); }

    @Override public BareKing read(RuleInput in) {
        Node node = in.endNode("bare-king");
        if (node == null || node instanceof ScalarNode s && s.getValue().trim().equals("none")) return null;
        if (node instanceof ScalarNode s && s.getTag() != Tag.NULL) {
            Outcome o = SHORT.read(s, "end.bare-king", in);
            return o == null ? null : new BareKing(o, false);
        }
        Section m = Section.open(node, "'end.bare-king'", "end.bare-king", KEYS, in);
        if (m == null) return null;
        Outcome bared = m.get(BARED);
        Boolean back = m.get(CAN_BARE_BACK, false);
        Outcome both = null;
        Node b = m.node(BOTH_BARE);
        if (b != null && !Nodes.isWord(b, "none")) { // none: play on
            both = BOTH.read(b, "end.bare-king.both-bare", in);
            if (both == null) return null;
        }
        return bared == null || back == null ? null : new BareKing(bared, back, both);
    }

    @Override public void describe(BareKing b, Description out) {
        if (b == null) return;
        out.end("Bare king: a side left with only its royal piece(s) " + b.bared().verb() + "."
                + (b.canBareBack() ? " But if it can take the opponent's last other piece on its next move,"
                + " play goes on for that move (baring back draws)." : "")
                + (b.bothBare() != null ? " When both sides are bare, the side to move " + b.bothBare().verb() + "." : ""));
    }

    /** A side left with only its royal piece(s) is bare: the game ends as the file says (the Shatranj proviso: one move to bare back). */
    @Override public void install(BareKing b, varia.engine.Installer engine) {
        engine.ending(p -> {
            int stm = p.sideToMove();
            if (b.bothBare() != null && p.nonRoyal(0) == 0 && p.nonRoyal(1) == 0)
                return varia.engine.GameResult.of(stm, b.bothBare(), varia.engine.Ending.BARE_KING, "bare kings");
            for (int c = 0; c < 2; c++) {
                if (p.nonRoyal(c) != 0) continue;
                int needed = 1 + (b.canBareBack() && c == stm ? 1 : 0);
                if (p.nonRoyal(c ^ 1) < needed) continue;
                int bared = p.nonRoyal(stm ^ 1) == 0 && p.nonRoyal(stm) > 0 ? stm ^ 1 : stm;
                return varia.engine.GameResult.of(bared, b.bared(), varia.engine.Ending.BARE_KING, "bare king");
            }
            return null;
        });
    }
}
