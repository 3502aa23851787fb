package varia.rules.relocation;

import java.util.ArrayList;
import java.util.List;
import org.yaml.snakeyaml.nodes.Node;
import varia.rules.Description;
import varia.rules.Placement;
import varia.rules.Rule;
import varia.rules.RuleInput;
import varia.variant.RuleKey;
import varia.yaml.Key;
import varia.yaml.Section;
import varia.yaml.Shape;

/**
 * {@code pieces.X.relocation: {to: fork | fork-or-trapped, becomes: "P'", displaces: any | enemy}}:
 * X may move to any square of the board from which (as {@code becomes}) it attacks two enemy pieces,
 * or (with {@code fork-or-trapped}) an enemy piece that then has no legal move; the piece standing
 * there, if any and not royal, leaves the board.
 */
public final class RelocationReader implements Rule<Relocation> {
    public static final RelocationReader RULE = new RelocationReader();

    static final Key<Relocation.Target> TO = Key.word("to", List.of("fork", "fork-or-trapped"),
            "where the piece may go: where it attacks two enemy pieces, or also where it attacks one that then cannot move",
            (w, i) -> Relocation.Target.values()[i])
            .doc("fork: any square from which it attacks two enemy pieces or more; fork-or-trapped: also one from which it attacks"
                    + " an enemy piece that then has no legal move");
    static final Key<Node> BECOMES = Key.node("becomes", "a piece letter").shape(Shape.TEXT)
            .doc("the piece it is after the move (its attacks decide the square); default: itself");
    static final Key<Boolean> DISPLACES = Key.word("displaces", List.of("any", "enemy"),
            "which pieces it may take off the square it goes to (never a royal piece)", (w, i) -> i == 0)
            .doc("any (default): a piece of either side standing there leaves the board (not a royal piece); enemy: only an enemy piece");
    static final List<Key<?>> KEYS = List.of(TO, BECOMES, DISPLACES);
    static final Key<Node> RELOCATION = Key.node("relocation", "mapping").shape(Shape.fields(KEYS))
            .doc("the piece may go, as its move, to any square where it forks enemy pieces (Tamerlane chess's pawn of pawns):"
                    + " {to, becomes, displaces}");

    private RelocationReader() {}

    @Override public RuleKey<Relocation> key() { return Relocation.KEY; }

    @Override public List<Placement> keys() { return List.of(Placement.piece(RELOCATION)); }

    @Override public Relocation read(RuleInput in) {
        List<String> symbols = in.symbols();
        if (symbols == null) return null;
        List<Relocation.Piece> out = new ArrayList<>();
        int before = in.problems().count();
        for (int t = 0; t < symbols.size(); t++) {
            Section piece = in.piece(t);
            if (piece == null || !piece.has(RELOCATION)) continue;
            String path = piece.path("relocation");
            Section s = Section.open(piece.node(RELOCATION), "'" + path + "'", path, KEYS, in);
            if (s == null) continue;
            if (!s.has(TO)) {
                in.problems().at(piece.node(RELOCATION), path + " needs 'to': where the piece may go, e.g. 'to: fork'");
                continue;
            }
            Relocation.Target to = s.get(TO);
            int becomes = s.has(BECOMES) ? in.pieceRef(s.node(BECOMES), path + ".becomes") : t;
            Boolean any = s.get(DISPLACES, true);
            if (to == null || becomes < 0 || any == null) continue;
            out.add(new Relocation.Piece(t, to, becomes, any));
        }
        return out.isEmpty() || in.problems().count() > before ? null : new Relocation(out);
    }

    @Override public void describe(Relocation model, Description out) {
        if (model == null) return;
        for (Relocation.Piece p : model.pieces())
            out.piece(p.type(), "may move, as its move, to any square of the board from which"
                    + (p.becomes() == p.type() ? " it" : " as " + out.ref(p.becomes()) + " it") + " attacks two enemy pieces or more"
                    + (p.to() == Relocation.Target.FORK_OR_TRAPPED ? ", or an enemy piece that then has no legal move" : "")
                    + (p.becomes() == p.type() ? "" : ", becoming " + out.ref(p.becomes()))
                    + "; a piece standing there" + (p.ownToo() ? " (of either side, not royal)" : " (an enemy, not royal)")
                    + " leaves the board");
    }

    @Override public void install(Relocation model, varia.engine.Installer engine) { RelocationMoves.install(model, engine); }
}
