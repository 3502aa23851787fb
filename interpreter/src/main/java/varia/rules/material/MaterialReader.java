package varia.rules.material;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.NodeTuple;
import varia.rules.Description;
import java.util.stream.Collectors;
import varia.rules.Placement;
import varia.rules.Rule;
import varia.rules.RuleInput;
import varia.variant.RuleKey;
import varia.yaml.Key;
import varia.yaml.Shape;
import varia.yaml.Nodes;
import varia.yaml.Section;

/** {@code end.material: {values: {R: 13, C: 7, ...}, black-bonus: 1.5}}. */
public final class MaterialReader implements Rule<Material> {
    public static final MaterialReader RULE = new MaterialReader();

    static final Key<Node> VALUES = Key.node("values", "mapping of piece letters to points").required(null)
            .shape(Shape.named("^\\+?[A-Z]'?$", new Shape.Decimal()))
            .doc("piece letter to points");
    static final Key<Double> BLACK_BONUS = Key.number("black-bonus", "a number of points such as 1.5")
            .doc("points added to Black's total");
    static final List<Key<?>> KEYS = List.of(VALUES, BLACK_BONUS);
    static final Key<Node> MATERIAL = Key.node("material", "mapping").shape(Shape.fields(KEYS))
            .doc("points for adjudication: {values, black-bonus}");
    private static final Key<Double> POINTS = Key.number("points", "a number of points")
            .doc("points of a piece");

    private MaterialReader() {}

    @Override public RuleKey<Material> key() { return Material.KEY; }

    @Override public List<Placement> keys() { return List.of(Placement.end(MATERIAL)); }

    @Override public Material read(RuleInput in) {
        Node node = in.endNode("material");
        if (node == null) return null;
        Section m = Section.open(node, "'end.material'", "end.material", KEYS, in);
        if (m == null || !m.has(VALUES)) return null;
        List<NodeTuple> pairs = Nodes.pairs(m.node(VALUES), "end.material.values", "piece letters to points, e.g. '{R: 13, C: 7}'", in.problems());
        Map<Integer, Double> values = new LinkedHashMap<>();
        boolean ok = pairs != null;
        if (pairs != null)
            for (NodeTuple t : pairs) {
                int index = in.pieceRef(t.getKeyNode(), "end.material.values");
                Double v = POINTS.read(t.getValueNode(), "end.material.values." + Nodes.keyText(t), in);
                if (index < 0 || v == null) { ok = false; continue; }
                values.put(index, v);
            }
        Double bonus = m.get(BLACK_BONUS, 0.0);
        return ok && bonus != null ? new Material(values, bonus) : null;
    }

    @Override public void describe(Material m, Description out) {
        if (m == null) return;
        String values = m.values().entrySet().stream().sorted(Map.Entry.comparingByKey())
                .map(x -> out.variant().pieces().get(x.getKey()).symbol() + " " + Description.number(x.getValue()))
                .collect(Collectors.joining(", "));
        out.end("Material for adjudication: " + values + (m.blackBonus() != 0 ? "; Black adds " + Description.number(m.blackBonus()) : "") + ".");
    }

    /** Adjudication by material for the endings that need it (bikjang, adjacent kings): more points win, equal draw. */
    @Override public void install(Material m, varia.engine.Installer engine) {
        engine.queries(new varia.engine.Queries() {
            @Override public varia.engine.GameResult adjudicate(varia.engine.Position p, varia.engine.Ending ending, String reason) {
                double[] score = {0, m.blackBonus()};
                for (int c = 0; c < 2; c++)
                    for (int i = 0; i < p.pieceCount(c); i++) score[c] += m.values().getOrDefault(p.typeAt(p.pieceSquare(c, i)), 0.0);
                if (score[0] == score[1]) return varia.engine.GameResult.draw(ending, reason + ", equal material");
                return new varia.engine.GameResult(score[0] > score[1] ? varia.engine.GameResult.Status.WHITE_WINS
                        : varia.engine.GameResult.Status.BLACK_WINS, ending, reason + ", material " + score[0] + " to " + score[1]);
            }
        });
    }
}
