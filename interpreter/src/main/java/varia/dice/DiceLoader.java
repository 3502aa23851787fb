package varia.dice;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.NodeTuple;
import org.yaml.snakeyaml.nodes.ScalarNode;
import org.yaml.snakeyaml.nodes.SequenceNode;
import varia.notation.Mode;
import varia.notation.MoveRule;
import varia.notation.Notation;
import varia.notation.NotationException;
import varia.race.RaceLoader;
import varia.race.LetteredEntries;
import varia.race.Throw;
import varia.race.ThrowReader;
import varia.variant.FileLoader;
import varia.variant.FileOptions;
import varia.variant.VariantException;
import varia.yaml.Context;
import varia.yaml.Key;
import varia.yaml.Nodes;
import varia.yaml.Problems;
import varia.yaml.Section;
import varia.yaml.Shape;

/**
 * Reads a dice-chess file ({@code game: dice-chess} at the top level) into a {@link DiceChessGame}.
 * The throw and the seating are read by the race family's readers; the movement by the project's
 * notation compiler. Every problem is one {@code file:line:col: message} line; each other value of
 * an option is loaded too, so that {@code check} sees its mistakes. Keys: docs/variant-format.md,
 * "Dice chess".
 */
public final class DiceLoader {
    static final Key<String> GAME = Key.word("game", List.of("dice-chess"), "the kind of game").required("'game: dice-chess'")
            .doc("'dice-chess': a chess game moved by dice (varia.dice), for two to four seats");
    static final Key<String> NAME = RaceLoader.NAME;
    static final Key<List<String>> SOURCES = RaceLoader.SOURCES;
    static final Key<Node> BOARD = RaceLoader.BOARD;
    static final Key<String> LETTER = Key.text("letter").shape(Shape.pattern("^[A-Z]$"))
            .doc("one upper-case letter for records and diagrams (default: the name's initial)");
    static final Key<Node> BETZA = Key.node("betza", "movement notation").required("its movement, e.g. 'betza: N'").shape(Shape.TEXT)
            .doc("its movement in the project's notation (leaps, slides, m/c modes)");
    static final Key<Integer> VALUE = Key.whole("value", 0, 1000, "a whole number from 0 to 1000").doc("its stake (default 1)");
    static final Key<Boolean> KING = Key.flag("king").doc("the king: a seat whose king is taken is out (under 'end: last-king')");
    static final Key<Boolean> PROMOTES = Key.flag("promotes").doc("it promotes on the far edge (under 'rules.promotion')");
    static final List<Key<?>> PIECE_KEYS = List.of(LETTER, BETZA, VALUE, KING, PROMOTES);
    static final Key<Node> PIECES = Key.node("pieces", "mapping of piece names").required("e.g. 'pieces: {king: {letter: K, betza: K}}'")
            .shape(Shape.named(RaceLoader.NAME_WORD_KEY, Shape.fields(PIECE_KEYS))).doc("the pieces: a lower-case name to the piece");
    static final List<String> DIRECTIONS = DiceSeat.DIRECTIONS;
    static final Key<String> FORWARD = Key.word("forward", DIRECTIONS, "the direction its pawns move").required("e.g. 'forward: north'");
    static final Key<Node> SETUP = Key.node("setup", "mapping of piece names to squares").required("e.g. 'setup: {king: d1, pawn: [a2, b2]}'")
            .shape(Shape.named(RaceLoader.NAME_WORD_KEY, Shape.either(RaceLoader.SQUARE, Shape.list(RaceLoader.SQUARE))))
            .doc("the seat's men at the start: a piece's name to its square or squares");
    static final Key<Node> FACING = Key.node("facing", "mapping of directions to squares")
            .shape(Shape.named("^(north|east|south|west)$", Shape.either(RaceLoader.SQUARE, Shape.list(RaceLoader.SQUARE))))
            .doc("men that face another way than the army: a direction to the squares of its setup whose men face it, e.g. '{east: [c1, c2]}'");
    static final List<Key<?>> SEAT_KEYS = List.of(LETTER, FORWARD, SETUP, FACING);
    static final Key<Node> SEATS = Key.node("seats", "mapping of seat names").required("e.g. 'seats: {south: {forward: north, setup: {king: d1}}}'")
            .shape(Shape.named(RaceLoader.NAME_WORD_KEY, Shape.fields(SEAT_KEYS))).doc("the seats, in turn order: seat name to its army");
    static final Key<Node> THROW = Key.node("throw", "mapping").required("one die, e.g. 'throw: {dice: 1, sides: 4}'")
            .shape(ThrowReader.SHAPE).doc("one die: its outcomes and their odds (as in race games)");
    static final Key<Node> MOVES = Key.node("moves", "mapping of numbers to piece names").required("e.g. 'moves: {1: [king, pawn], 2: boat}'")
            .shape(Shape.named(RaceLoader.NUMBER_KEY, Shape.either(RaceLoader.NAME_WORD, Shape.list(RaceLoader.NAME_WORD))))
            .doc("a number an outcome counts as to the pieces it moves");
    static final Key<Node> RULES = Key.node("rules", "mapping").shape(Shape.fields(() -> RulesReader.KEYS))
            .doc("the game's rules; every key has a default");
    static final Key<Node> OPTIONS = Key.node("options", "mapping of option names").shape(FileOptions.SHAPE)
            .doc("disputed readings a player may choose, each value with its source and the keys it changes");
    /** The top-level keys (the schema is generated from them). */
    public static final List<Key<?>> TOP_KEYS = List.of(GAME, NAME, SOURCES, BOARD, PIECES, SEATS, THROW, MOVES, RaceLoader.PLAYERS, RULES, OPTIONS);

    private DiceLoader() {}

    static final FileLoader.Common COMMON = new FileLoader.Common(TOP_KEYS, GAME, NAME, SOURCES, "dice-chess game");

    /** Loads a dice-chess text; {@code origin} names it in messages. */
    public static DiceChessGame load(String key, String origin, String text, Map<String, String> options) throws VariantException {
        return FileLoader.load(key, origin, text, options, COMMON, DiceChessGame::options, t -> read(t, t.section(), t.context(), t.problems(), origin));
    }

    /** The rest of the file, after what every family's file has. */
    private static DiceChessGame read(FileLoader.Top t, Section top, Context c, Problems p, String origin) {
        int[] size = RaceLoader.board(top, c);
        List<PieceType> pieces = top.has(PIECES) ? pieces(top.node(PIECES), c) : null;
        // the names alone let the rest of the file be checked when a piece is broken (no cascade, no silence)
        List<String> names = top.has(PIECES) ? Nodes.keyNodes(top.node(PIECES)).keySet().stream().sorted().toList() : null;
        if (pieces != null) names = pieces.stream().map(PieceType::name).toList();
        Throw die = top.has(THROW) ? ThrowReader.read(top.node(THROW), c) : null;
        boolean[][] moves = die != null && names != null && top.has(MOVES) ? moves(top.node(MOVES), die, names, p) : null;
        DiceRules rules = names == null ? null : RulesReader.read(top.node(RULES), names, c);
        if (size == null || names == null) return null;
        List<DiceSeat> seats = top.has(SEATS) ? seats(top.node(SEATS), names, pieces, size[0], size[1], c) : null;
        Map<Integer, List<Integer>> seating = new LinkedHashMap<>();
        Integer defaultPlayers = seats == null ? null : RaceLoader.players(top.node(RaceLoader.PLAYERS), seats.stream().map(DiceSeat::name).toList(), seating, c);
        if (defaultPlayers != null && seating.keySet().stream().anyMatch(n -> n < 2))
            p.at(top.node(RaceLoader.PLAYERS), "players.seating: a dice-chess game needs at least 2 players");
        if (!p.isEmpty() || t.name() == null || t.sources() == null || pieces == null || die == null || moves == null || rules == null || seats == null
                || defaultPlayers == null) return null;
        return new DiceChessGame(t.key(), t.name(), t.sources(), size[0], size[1], pieces, seats, die, moves, rules, defaultPlayers, seating,
                t.options(), origin);
    }

    private static List<PieceType> pieces(Node node, Context c) {
        Problems p = c.problems();
        boolean[] anyKing = {false};
        List<PieceType> out = LetteredEntries.read(node, new LetteredEntries.Kind("pieces", "piece", "boat", "{king: {letter: K, betza: K}}", 1),
                PIECE_KEYS, LETTER, c, e -> {
            Section s = e.section();
            List<MoveRule> moves = s.has(BETZA) ? movement(s.node(BETZA), e.path() + ".betza", p) : null;
            Integer value = s.get(VALUE, 1);
            Boolean king = s.get(KING, false), promotes = s.get(PROMOTES, false);
            if (moves == null || value == null || king == null || promotes == null) return null;
            anyKing[0] |= king;
            return new PieceType(e.name(), e.letter(), ((ScalarNode) s.node(BETZA)).getValue(), moves, value, king, promotes);
        });
        if (out != null && !anyKing[0]) { p.at(node, "pieces: mark the king, e.g. 'king: {letter: K, betza: K, king: true}'"); return null; }
        return out;
    }

    /** Compiles one piece's Betza with the project's compiler; errors at the offending character. */
    static List<MoveRule> movement(Node node, String path, Problems p) {
        ScalarNode s = Nodes.scalar(node, path, "movement notation such as 'fmWfcF'", p);
        if (s == null) return null;
        String text = s.getValue();
        if (text.isBlank()) { p.at(s, path + " is empty; write the piece's movement, e.g. 'K' or 'fmWfcF'"); return null; }
        List<MoveRule> moves;
        try {
            moves = Notation.compile(text);
        } catch (NotationException e) {
            int col = Math.max(1, Math.min(e.column(), text.length() + 1));
            p.inside(s, col - 1, path + ": " + e.getMessage() + (e.hint() == null || e.hint().isBlank() ? "" : "; " + e.hint()));
            return null;
        }
        for (MoveRule m : moves) { // what the dice-chess board does not play (yet): said, not ignored
            String why = m.isMultiLeg() ? "multi-leg moves" : m.initialOnly() ? "first-move-only moves ('i')" : m.leg().hop() ? "hoppers ('p')"
                    : m.leg().modes().contains(Mode.EN_PASSANT) ? "en passant ('e')" : null;
            if (why != null) {
                p.at(s, path + ": " + why + " are not played by dice-chess games; use leaps, slides and m/c modes");
                return null;
            }
        }
        return moves;
    }

    /** The {@code moves} mapping (see {@link DieMoves}), the pieces named by their names. */
    private static boolean[][] moves(Node node, Throw die, List<String> names, Problems p) {
        return DieMoves.read(node, die, names.size(), (sc, path, q) -> {
            int k = names.indexOf(sc.getValue().trim());
            if (k >= 0) return new int[] {k};
            q.at(sc, path + ": unknown piece '" + sc.getValue().trim() + "'" + Nodes.hint(sc.getValue().trim(), names, "pieces"));
            return null;
        }, "a piece's name", "numbers the outcomes count as to piece names, e.g. '{1: [king, pawn], 2: boat}'", "pawn", p);
    }

    /** A seat's {@code facing}: pairs {square, direction}; each square one of the seat's setup, once. */
    private static List<int[]> facing(Node node, String path, List<int[]> setup, int files, int ranks, Problems p) {
        List<NodeTuple> pairs = Nodes.pairs(node, path + ".facing", "directions to squares, e.g. '{east: [c1, c2]}'", p);
        if (pairs == null) return null;
        List<int[]> out = new ArrayList<>();
        boolean ok = true;
        for (NodeTuple t : pairs) {
            String dir = Nodes.keyText(t);
            int d = DIRECTIONS.indexOf(dir);
            if (d < 0) {
                p.at(t.getKeyNode(), path + ".facing: unknown direction '" + dir + "'" + Nodes.hint(dir, DIRECTIONS, "directions"));
                ok = false;
                continue;
            }
            List<Node> items = t.getValueNode() instanceof SequenceNode ? Nodes.items(t.getValueNode()) : List.of(t.getValueNode());
            for (Node item : items) {
                int sq = RaceLoader.square(item, path + ".facing." + dir, files, ranks, p);
                if (sq < 0) { ok = false; continue; }
                if (setup.stream().noneMatch(e -> e[0] == sq)) {
                    p.at(item, path + ".facing." + dir + ": " + varia.race.RaceGame.squareName(sq, files) + " is not a square of this seat's setup");
                    ok = false;
                } else if (out.stream().anyMatch(e -> e[0] == sq)) {
                    p.at(item, path + ".facing." + dir + ": " + varia.race.RaceGame.squareName(sq, files) + " is given twice");
                    ok = false;
                } else out.add(new int[] {sq, d});
            }
        }
        return ok ? out : null;
    }

    /** The seats; {@code pieces} null when a piece is broken (then the king's presence goes unchecked). */
    private static List<DiceSeat> seats(Node node, List<String> names, List<PieceType> pieces, int files, int ranks, Context c) {
        Problems p = c.problems();
        Map<Integer, String> taken = new LinkedHashMap<>();
        return LetteredEntries.read(node, new LetteredEntries.Kind("seats", "seat", "south", "{south: {forward: north, setup: {king: d1}}}", 2),
                SEAT_KEYS, LETTER, c, e -> {
            Section s = e.section();
            String name = e.name(), path = e.path();
            String forward = s.get(FORWARD);
            List<NodeTuple> placed = s.has(SETUP)
                    ? Nodes.pairs(s.node(SETUP), path + ".setup", "piece names to squares, e.g. '{king: d1, pawn: [a2, b2]}'", p) : null;
            List<int[]> setup = new ArrayList<>();
            boolean good = placed != null, kingPlaced = false;
            for (NodeTuple pt : placed == null ? List.<NodeTuple>of() : placed) {
                String piece = Nodes.keyText(pt);
                int k = names.indexOf(piece);
                if (k < 0) {
                    p.at(pt.getKeyNode(), path + ".setup: unknown piece '" + piece + "'" + Nodes.hint(piece, names, "pieces"));
                    good = false;
                    continue;
                }
                List<Node> items = pt.getValueNode() instanceof SequenceNode ? Nodes.items(pt.getValueNode()) : List.of(pt.getValueNode());
                for (Node item : items) {
                    int sq = RaceLoader.square(item, path + ".setup." + piece, files, ranks, p);
                    if (sq < 0) { good = false; continue; }
                    String other = taken.putIfAbsent(sq, name);
                    if (other != null) {
                        p.at(item, path + ".setup." + piece + ": " + varia.race.RaceGame.squareName(sq, files) + " is already "
                                + (other.equals(name) ? "this seat's" : other + "'s"));
                        good = false;
                        continue;
                    }
                    setup.add(new int[] {sq, k});
                    kingPlaced |= pieces == null || pieces.get(k).king();
                }
            }
            if (good && !kingPlaced) { p.at(s.node(SETUP), path + ".setup: place the seat's king"); good = false; }
            List<int[]> facing = s.has(FACING) ? facing(s.node(FACING), path, setup, files, ranks, p) : List.of();
            if (!good || forward == null || facing == null) return null;
            int d = DIRECTIONS.indexOf(forward);
            int[] f = DiceSeat.forward(d);
            return new DiceSeat(name, e.letter(), forward, f[0], f[1], setup.toArray(new int[0][]), facing.toArray(new int[0][]));
        });
    }
}
