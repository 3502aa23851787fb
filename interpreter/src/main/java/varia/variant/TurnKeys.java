package varia.variant;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.yaml.snakeyaml.DumperOptions;
import org.yaml.snakeyaml.nodes.MappingNode;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.NodeTuple;
import org.yaml.snakeyaml.nodes.ScalarNode;
import org.yaml.snakeyaml.nodes.Tag;
import varia.notation.MoveRule;
import varia.notation.NotationException;

/**
 * The YAML keys for turn structure and reserves (issue 7: Shahrady, Sittuyin, Senterej), read on
 * top of what {@link VariantLoader} already parsed: the loader accepts the extra key names listed
 * here and hands each finished record over to be completed.
 *
 * <pre>
 * play:      adjacent-royals-end: true|false;  turns: alternate | free-until-capture
 * play.opening-series: {moves: 10, captures: false, own-half: true}
 * play.pass: after-capture-to-reserve: true|false
 * play.drops: must-drop: true|false
 * castling:  free-phase-only: true|false;  sides.NAME.colour: white | black | both
 * pieces.X.promotion.step: {moves: mF, max-on-board: 1, last-anywhere: true, harmless: true}
 * </pre>
 *
 * Semantics: the javadoc of {@link PlayRules}, {@link Castling} and {@link Promotion.Step}.
 */
final class TurnKeys {
    static final List<String> PLAY_KEYS = plus(VariantLoader.PLAY_KEYS, "adjacent-royals-end", "turns", "opening-series");
    static final List<String> SERIES_KEYS = List.of("moves", "captures", "own-half");
    static final List<String> PASS_KEYS = plus(VariantLoader.PASS_KEYS, "after-capture-to-reserve");
    static final List<String> PLAY_DROPS_KEYS = plus(VariantLoader.PLAY_DROPS_KEYS, "must-drop");
    static final List<String> CASTLING_KEYS = plus(VariantLoader.CASTLING_KEYS, "free-phase-only");
    static final List<String> SIDE_KEYS = plus(VariantLoader.SIDE_KEYS, "colour");
    static final List<String> PROMOTION_KEYS = plus(VariantLoader.PROMOTION_KEYS, "step");
    static final List<String> STEP_KEYS = List.of("moves", "max-on-board", "last-anywhere", "harmless");
    static final List<String> TURNS = List.of("alternate", "free-until-capture");
    static final List<String> COLOURS = List.of("both", "white", "black");

    private final Problems p;
    private final MovementCompiler compiler;

    TurnKeys(Problems p, MovementCompiler compiler) {
        this.p = p;
        this.compiler = compiler;
    }

    private static List<String> plus(List<String> base, String... extra) {
        List<String> out = new ArrayList<>(base);
        out.addAll(List.of(extra));
        return List.copyOf(out);
    }

    // ---- play ----

    /** {@code base} completed with the issue-7 play keys of {@code m} (the 'play' mapping); null on a problem. */
    PlayRules play(PlayRules base, Map<String, Node> m) {
        if (base == null) return null;
        int before = p.count();
        Boolean adjacent = m.containsKey("adjacent-royals-end")
                ? bool(m.get("adjacent-royals-end"), "play.adjacent-royals-end") : Boolean.FALSE;
        PlayRules.Turns turns = PlayRules.Turns.ALTERNATE;
        if (m.containsKey("turns")) {
            String w = word(m.get("turns"), "play.turns", TURNS,
                    "who may move: one move each, or either side freely until the first capture");
            turns = w == null ? null : PlayRules.Turns.valueOf(w.toUpperCase(java.util.Locale.ROOT).replace('-', '_'));
        }
        PlayRules.Pass pass = base.pass();
        Node pn = m.get("pass");
        if (pass != null && pn instanceof MappingNode) {
            Node v = value(pn, "after-capture-to-reserve");
            Boolean toReserve = v == null ? Boolean.FALSE : bool(v, "play.pass.after-capture-to-reserve");
            if (Boolean.TRUE.equals(toReserve)) {
                if (base.drops() == null) {
                    p.at(v, "play.pass.after-capture-to-reserve: the passer's reserve is dropped like a hand;"
                            + " add 'drops: {captures-to-hand: false}' under 'play'");
                }
                if (value(pn, "in-check") != null && pass.inCheck()) {
                    p.at(value(pn, "in-check"), "play.pass: a pass after a capture is never allowed in check;"
                            + " remove 'in-check: true'");
                }
                pass = new PlayRules.Pass(false, pass.endsAfter(), pass.endOutcome(), true);
            }
        }
        PlayRules.Drops drops = base.drops();
        Node dn = m.get("drops");
        if (drops != null && dn instanceof MappingNode) {
            Node v = value(dn, "must-drop");
            Boolean must = v == null ? Boolean.FALSE : bool(v, "play.drops.must-drop");
            if (must != null) drops = new PlayRules.Drops(drops.capturesToHand(), must);
        }
        PlayRules.Series series = m.containsKey("opening-series") ? series(m.get("opening-series")) : null;
        if (series != null && turns == PlayRules.Turns.FREE_UNTIL_CAPTURE) {
            p.at(m.get("opening-series"), "play.opening-series: the opening is either a series of moves or free turns;"
                    + " remove 'opening-series' or set 'turns: alternate'");
        }
        if (series != null && !base.openingMoves().isEmpty()) {
            p.at(m.get("opening-series"), "play.opening-series: the game already opens with compulsory moves"
                    + " (opening-moves); keep one of the two");
        }
        if (p.count() > before || adjacent == null || turns == null) return null;
        return new PlayRules(base.facing(), pass, drops, base.royals(), base.forbidStalemating(), base.openingMoves(),
                base.forbiddenMates(), adjacent, turns, base.impasse(), series);
    }

    /** play.opening-series: {moves: 10, captures: false, own-half: true}; null on a problem (reported). */
    private PlayRules.Series series(Node node) {
        if (!(node instanceof MappingNode mn)) {
            p.at(node, "play.opening-series must be a mapping such as '{moves: 10, captures: false, own-half: true}';"
                    + " found " + VariantLoader.describe(node));
            return null;
        }
        int before = p.count();
        Integer moves = null;
        boolean captures = true, ownHalf = false;
        for (NodeTuple t : mn.getValue()) {
            String k = t.getKeyNode() instanceof ScalarNode ks ? ks.getValue() : "";
            Node v = t.getValueNode();
            switch (k) {
                case "moves" -> moves = integer(v, "play.opening-series.moves", 1, 100,
                        "a whole number from 1 to 100 (the moves each side makes in a row)");
                case "captures" -> captures = !Boolean.FALSE.equals(bool(v, "play.opening-series.captures"));
                case "own-half" -> ownHalf = Boolean.TRUE.equals(bool(v, "play.opening-series.own-half"));
                default -> p.at(t.getKeyNode(), "unknown key '" + k + "' in play.opening-series"
                        + VariantLoader.hint(k, SERIES_KEYS, "keys"));
            }
        }
        if (moves == null && p.count() == before)
            p.at(node, "missing required key 'moves' in play.opening-series: how many moves each side makes in a row, e.g. 10");
        return p.count() > before || moves == null ? null : new PlayRules.Series(moves, captures, ownHalf);
    }

    /** The setup's side field 'f' (free turns) only where turns are free. */
    void checkSetupSide(Node setup, String startFen, PlayRules play) {
        String[] f = startFen.trim().split("\\s+");
        if (f.length > 1 && f[1].equals("f") && play.turns() != PlayRules.Turns.FREE_UNTIL_CAPTURE) {
            p.at(setup, "setup: the side to move 'f' means either side may move (free turns), but play.turns is"
                    + " 'alternate'; write 'w' or 'b', or set 'turns: free-until-capture' under 'play'");
        }
    }

    // ---- castling ----

    /** {@code base} with 'free-phase-only' of {@code m} (the 'castling' mapping); null on a problem. */
    Castling castling(Castling base, Map<String, Node> m) {
        if (base == null) return null;
        if (!m.containsKey("free-phase-only")) return base;
        Boolean free = bool(m.get("free-phase-only"), "castling.free-phase-only");
        return free == null ? null : new Castling(base.kingType(), base.rookType(), base.sides(), free);
    }

    /** {@code base} with the 'colour' of {@code m} (one castling side); null on a problem. */
    Castling.Side side(Castling.Side base, Map<String, Node> m, String path) {
        if (base == null) return null;
        if (!m.containsKey("colour")) return base;
        String c = word(m.get("colour"), path + ".colour", COLOURS, "the colour that may castle this way");
        if (c == null) return null;
        return new Castling.Side(base.name(), base.fenLetter(), base.towardsHigherFiles(), base.kingToFile(),
                base.rookToFile(), COLOURS.indexOf(c) - 1);
    }

    // ---- promotion as a move of its own ----

    /** {@code base} with the 'step' of {@code m} (a piece's promotion mapping); null on a problem. */
    Promotion promotion(Promotion base, Map<String, Node> m, String path) {
        if (base == null) return null;
        if (!m.containsKey("step")) return base;
        String sp = path + ".step";
        Node node = m.get("step");
        if (!(node instanceof MappingNode mn)) {
            p.at(node, sp + " must be a mapping such as '{moves: mF, max-on-board: 1}'; found "
                    + VariantLoader.describe(node));
            return null;
        }
        int before = p.count();
        String movement = null;
        List<MoveRule> steps = null;
        int max = Integer.MAX_VALUE;
        boolean lastAnywhere = false, harmless = false;
        for (NodeTuple t : mn.getValue()) {
            String k = t.getKeyNode() instanceof ScalarNode ks ? ks.getValue() : "";
            Node v = t.getValueNode();
            switch (k) {
                case "moves" -> {
                    if (v instanceof ScalarNode s && s.getTag() != Tag.NULL && !s.getValue().isBlank()) {
                        movement = s.getValue().trim();
                        try {
                            steps = compiler.compile(movement);
                            if (steps == null) steps = List.of();
                        } catch (NotationException e) {
                            p.at(v, sp + ".moves: " + e.getMessage());
                        }
                    } else {
                        p.at(v, sp + ".moves must be a movement such as 'mF' (the steps the promoting piece may take"
                                + " to an empty square); found " + VariantLoader.describe(v));
                    }
                }
                case "max-on-board" -> {
                    Integer n = integer(v, sp + ".max-on-board", 1, 64,
                            "a whole number from 1 (promotion only while the side has fewer of the new piece)");
                    if (n != null) max = n;
                }
                case "last-anywhere" -> lastAnywhere = Boolean.TRUE.equals(bool(v, sp + ".last-anywhere"));
                case "harmless" -> harmless = Boolean.TRUE.equals(bool(v, sp + ".harmless"));
                default -> p.at(t.getKeyNode(), "unknown key '" + k + "' in " + sp
                        + VariantLoader.hint(k, STEP_KEYS, "keys"));
            }
        }
        if (movement == null && p.count() == before) {
            p.at(node, "missing required key 'moves' in " + sp + ": the steps the promoting piece may take"
                    + " to an empty square besides promoting in place, e.g. 'mF'");
        }
        if (base.to().size() != 1 && p.count() == before) {
            p.at(m.get("to"), path + ".to: a promotion by a move of its own makes one piece type; list exactly one");
        }
        if (p.count() > before || steps == null) return null;
        return new Promotion(base.to(), base.fromRank(), base.toRank(), base.forced(), base.region(), base.onLeaving(),
                base.forcedIfStuck(), base.family(), new Promotion.Step(movement, steps, max, lastAnywhere, harmless));
    }

    // ---- value readers ----

    private static Node value(Node mapping, String key) {
        if (!(mapping instanceof MappingNode mn)) return null;
        for (NodeTuple t : mn.getValue()) {
            if (t.getKeyNode() instanceof ScalarNode k && k.getValue().equals(key)) return t.getValueNode();
        }
        return null;
    }

    private Boolean bool(Node node, String path) {
        if (node instanceof ScalarNode s && s.getScalarStyle() == DumperOptions.ScalarStyle.PLAIN) {
            if (s.getValue().equals("true")) return true;
            if (s.getValue().equals("false")) return false;
        }
        p.at(node, path + " must be true or false; found " + VariantLoader.describe(node));
        return null;
    }

    private Integer integer(Node node, String path, int min, int max, String expected) {
        if (node instanceof ScalarNode s && s.getScalarStyle() == DumperOptions.ScalarStyle.PLAIN
                && s.getValue().matches("[0-9]{1,9}")) {
            int v = Integer.parseInt(s.getValue());
            if (v >= min && v <= max) return v;
        }
        p.at(node, path + " must be " + expected + "; found " + VariantLoader.describe(node));
        return null;
    }

    private String word(Node node, String path, List<String> allowed, String meaning) {
        if (!(node instanceof ScalarNode s) || s.getTag() == Tag.NULL) {
            p.at(node, path + " must be one of " + String.join(", ", allowed) + "; found " + VariantLoader.describe(node));
            return null;
        }
        String v = s.getValue().trim();
        if (allowed.contains(v)) return v;
        p.at(s, path + " must be one of " + String.join(", ", allowed) + " (" + meaning + "), not '" + v + "'"
                + VariantLoader.suggestion(v, allowed));
        return null;
    }
}
