package varia.rules.turns;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.yaml.snakeyaml.nodes.MappingNode;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.ScalarNode;
import varia.rules.Description;
import varia.rules.Placement;
import varia.rules.Rule;
import varia.rules.RuleInput;
import varia.variant.RuleKey;
import varia.yaml.Key;
import varia.yaml.Shape;
import varia.yaml.Nodes;
import varia.yaml.Section;

/**
 * {@code play.turns: alternate | free-until-capture}, {@code play.opening-series: {moves: 10,
 * captures: false, own-half: true}}, {@code play.opening-moves: [d2d4, d7d5]}; and the setup's side
 * field {@code f}, which only free turns allow.
 */
public final class TurnsReader implements Rule<TurnRules> {
    public static final TurnsReader RULE = new TurnsReader();

    static final Key<Boolean> TURNS = Key.word("turns", List.of("alternate", "free-until-capture"),
            "who may move: one move each, or either side freely until the first capture", (w, i) -> i == 1)
            .doc("alternate, or free-until-capture: either side moves at any time until the first capture (Senterej)");
    static final Key<Integer> MOVES = Key.whole("moves", 1, 100, "a whole number from 1 to 100 (the moves each side makes in a row)")
            .required("how many moves each side makes in a row, e.g. 10")
            .doc("moves in each side's series");
    static final Key<Boolean> CAPTURES = Key.flag("captures")
            .doc("false: no capture during the series");
    static final Key<Boolean> OWN_HALF = Key.flag("own-half")
            .doc("every move of the series ends in the mover's own half");
    static final List<Key<?>> SERIES_KEYS = List.of(MOVES, CAPTURES, OWN_HALF);
    static final Key<Node> SERIES = Key.node("opening-series", "mapping").shape(Shape.fields(SERIES_KEYS))
            .doc("the first player makes this many moves in a row, then the second as many (the shatranj ta'biya)");
    static final Key<List<String>> OPENING_MOVES = Key.texts("opening-moves")
            .doc("compulsory first moves, in order, in coordinates, made from the setup");
    static final Key<List<String>> SETUP_MOVES = Key.texts("setup-moves")
            .doc("compulsory first moves the setup already shows made, in order, in coordinates (Shatar: d2d4 d7d5):"
                    + " records may write them or start after them");
    private static final Pattern COORDINATE_MOVE = Pattern.compile("([a-p])([0-9]{1,2})([a-p])([0-9]{1,2})([a-zA-Z+]{0,2})");

    private TurnsReader() {}

    @Override public RuleKey<TurnRules> key() { return TurnRules.KEY; }

    @Override public List<Placement> keys() {
        return List.of(Placement.play(TURNS), Placement.play(SERIES), Placement.play(OPENING_MOVES), Placement.play(SETUP_MOVES));
    }

    @Override public TurnRules read(RuleInput in) {
        int before = in.problems().count();
        Boolean free = in.playNode("turns") == null ? Boolean.FALSE : in.play(TURNS);
        Node openingNode = in.playNode("opening-moves");
        List<String> opening = openingNode == null || Nodes.isEmptyList(openingNode) ? List.of() : openingMoves(in, openingNode, OPENING_MOVES);
        Node setupNode = in.playNode("setup-moves");
        List<String> setupMoves = setupNode == null || Nodes.isEmptyList(setupNode) ? List.of() : openingMoves(in, setupNode, SETUP_MOVES);
        Node seriesNode = in.playNode("opening-series");
        Series series = seriesNode == null ? null : series(in, seriesNode);
        if (series != null && Boolean.TRUE.equals(free)) {
            in.problems().at(seriesNode, "play.opening-series: the opening is either a series of moves or free turns;"
                    + " remove 'opening-series' or set 'turns: alternate'");
        }
        if (series != null && opening != null && !opening.isEmpty()) {
            in.problems().at(seriesNode, "play.opening-series: the game already opens with compulsory moves"
                    + " (opening-moves); keep one of the two");
        }
        if (setupMoves != null && !setupMoves.isEmpty() && opening != null && !opening.isEmpty())
            in.problems().at(setupNode, "play.setup-moves: the game already opens with compulsory moves made from the setup"
                    + " (opening-moves); keep one of the two");
        if (in.problems().count() > before || free == null || opening == null || setupMoves == null) return null;
        if (!free && series == null && opening.isEmpty() && setupMoves.isEmpty()) return null;
        return new TurnRules(free, series, opening, setupMoves);
    }

    @Override public void checkSetup(TurnRules model, RuleInput in) {
        String fen = in.setupFen();
        if (fen == null) return;
        String[] f = fen.trim().split("\\s+");
        boolean free = model != null ? model.freeUntilCapture() : Nodes.isWord(in.playNode("turns"), "free-until-capture");
        if (f.length > 1 && f[1].equals("f") && !free) {
            in.problems().at(in.setupNode(), "setup: the side to move 'f' means either side may move (free turns), but play.turns is"
                    + " 'alternate'; write 'w' or 'b', or set 'turns: free-until-capture' under 'play'");
        }
        if (model != null && !model.setupMoves().isEmpty() && f.length > 1) checkSetupMoves(model.setupMoves(), f[0], f[1], in);
    }

    /**
     * The setup must show the setup moves made: taken back from the last, each one's piece (of the
     * side that made it, the sides alternating back from the side to move) stands on its
     * destination, and its origin is empty.
     */
    private static void checkSetupMoves(List<String> moves, String board, String side, RuleInput in) {
        Integer files = in.files(), ranks = in.ranks();
        if (files == null || ranks == null || !side.equals("w") && !side.equals("b")) return;
        char[][] b = SetupBoard.parse(board, files, ranks);
        if (b == null) return; // the setup's own errors are reported where it is read
        List<Node> items = Nodes.items(in.playNode("setup-moves"));
        int k = moves.size(), mover = side.equals("w") ? 1 : 0; // the side that made the last move
        for (int i = k - 1; i >= 0; i--, mover ^= 1) {
            Matcher mt = COORDINATE_MOVE.matcher(moves.get(i).trim());
            if (!mt.matches()) return;
            int ff = mt.group(1).charAt(0) - 'a', fr = Integer.parseInt(mt.group(2)) - 1;
            int tf = mt.group(3).charAt(0) - 'a', tr = Integer.parseInt(mt.group(4)) - 1;
            char piece = b[tr][tf];
            String who = mover == 0 ? "White" : "Black";
            String problem = piece == '.' || Character.isUpperCase(piece) != (mover == 0)
                    ? "the setup shows no " + who + " piece on " + mt.group(3) + mt.group(4) + " (the sides alternate back from the"
                    + " side to move, so this is " + who + "'s move)"
                    : b[fr][ff] != '.' ? "the setup shows a piece on " + mt.group(1) + mt.group(2) + ", which this move left empty" : null;
            if (problem != null) {
                in.problems().at(items.get(i), "play.setup-moves: '" + moves.get(i).trim() + "': " + problem);
                return;
            }
            b[fr][ff] = piece;
            b[tr][tf] = '.';
        }
    }

    private static Series series(RuleInput in, Node node) {
        if (!(node instanceof MappingNode)) {
            in.problems().at(node, "play.opening-series must be a mapping such as '{moves: 10, captures: false, own-half: true}';"
                    + " found " + Nodes.describe(node));
            return null;
        }
        int before = in.problems().count();
        Section s = Section.open(node, "play.opening-series", "play.opening-series", SERIES_KEYS, in);
        Integer moves = s.get(MOVES);
        Boolean captures = s.get(CAPTURES, true), ownHalf = s.get(OWN_HALF, false);
        return in.problems().count() > before || moves == null || captures == null || ownHalf == null ? null
                : new Series(moves, captures, ownHalf);
    }

    private static List<String> openingMoves(RuleInput in, Node node, Key<List<String>> key) {
        String path = "play." + key.name();
        List<String> moves = key.read(node, path, in);
        if (moves == null) return null;
        List<Node> items = Nodes.items(node);
        Integer files = in.files(), ranks = in.ranks();
        List<String> out = new ArrayList<>();
        for (int i = 0; i < moves.size(); i++) {
            String mv = moves.get(i).trim();
            Matcher mt = COORDINATE_MOVE.matcher(mv);
            if (!mt.matches()) {
                in.problems().at(items.get(i), path + ": '" + mv + "' is not a move in coordinate notation such as d2d4");
                continue;
            }
            if (files != null && ranks != null) {
                for (int g : new int[] {1, 3}) {
                    int f = mt.group(g).charAt(0) - 'a', r = Integer.parseInt(mt.group(g + 1));
                    if (f >= files || r < 1 || r > ranks) {
                        in.problems().inside((ScalarNode) items.get(i), mt.start(g), path + ": square '" + mt.group(g)
                                + mt.group(g + 1) + "' is outside the board (files a-" + (char) ('a' + files - 1) + ", ranks 1-" + ranks + ")");
                        break;
                    }
                }
            }
            out.add(mv);
        }
        return out;
    }

    @Override public void describe(TurnRules t, Description out) {
        if (t == null) return;
        varia.rules.castling.Castling c = out.variant().rule(varia.rules.castling.Castling.KEY);
        boolean castlingThen = c != null && c.freePhaseOnly();
        if (t.freeUntilCapture())
            out.play("Until the first capture either side may move at any time; then turns alternate, the side that did not"
                    + " capture moving next" + (castlingThen ? " (castling only in that phase)" : "") + ".");
        Series se = t.series();
        if (se != null)
            out.play("Opening series: from the setup White makes " + se.moves() + " moves in a row, then Black " + se.moves()
                    + "; then turns alternate, White first. During the series "
                    + (se.captures() ? "" : "no capture is allowed" + (se.ownHalf() ? " and " : ""))
                    + (se.ownHalf() ? "every move ends in the mover's own half" : se.captures() ? "every move is allowed" : "")
                    + (castlingThen ? " (castling, one move, only then)" : "") + ".");
        if (!t.openingMoves().isEmpty())
            out.play("The game opens with the compulsory moves " + String.join(", ", t.openingMoves()) + ".");
        if (!t.setupMoves().isEmpty())
            out.play("The setup is the position after the compulsory first moves " + String.join(", ", t.setupMoves())
                    + "; a record may write them or start after them.");
    }

    @Override public void install(TurnRules model, varia.engine.Installer engine) {
        if (model.engineRules()) TurnOrder.install(model, engine);
    }
}
