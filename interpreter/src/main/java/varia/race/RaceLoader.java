package varia.race;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.NodeTuple;
import org.yaml.snakeyaml.nodes.ScalarNode;
import org.yaml.snakeyaml.nodes.SequenceNode;
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
 * Reads a race game's file ({@code game: race} at the top level) into a {@link RaceGame}. Every
 * problem is one {@code file:line:col: message} line, as for the engine's variants; the keys are
 * documented in docs/variant-format.md, "Race games". Options work as in every file; each other
 * value of an option is loaded too, so that {@code check} sees its mistakes.
 */
public final class RaceLoader {
    /** A square of the board as the file writes it ({@code a1}; files a-p, ranks 1-16), for the schema. */
    public static final Shape SQUARE = Shape.pattern("^[a-p][0-9]{1,2}$");
    /** A seat's or a piece's name: one lower-case word. */
    public static final Shape NAME_WORD = Shape.pattern("^[a-z][a-z0-9-]*$");
    /** A mapping's key that is a number (a count of players, of shells, of squares). */
    public static final String NUMBER_KEY = "^[0-9]{1,9}$";
    /** A mapping's key that is a seat's or a piece's name. */
    public static final String NAME_WORD_KEY = "^[a-z][a-z0-9-]*$";

    static final Key<String> GAME = Key.word("game", List.of("race"), "the kind of game").required("'game: race'")
            .doc("'race': a race game (varia.race), not a chess variant");
    /** The keys a dice-chess file shares with race files ({@code varia.dice}): name, sources, board. */
    public static final Key<String> NAME = Key.text("name").doc("the game's name as shown (default: the file's name)");
    public static final Key<List<String>> SOURCES = Key.texts("sources").doc("where the rules come from");
    static final Key<Integer> FILES = Key.whole("files", 2, 16, "a whole number from 2 to 16").required("the board's width");
    static final Key<Integer> RANKS = Key.whole("ranks", 2, 16, "a whole number from 2 to 16").required("the board's height");
    public static final Key<Node> BOARD = Key.node("board", "mapping").required("e.g. 'board: {files: 8, ranks: 8}'")
            .shape(Shape.fields(List.of(FILES, RANKS))).doc("the board's size, e.g. {files: 8, ranks: 8}");
    static final Key<Integer> PIECES = Key.whole("pieces", 1, 8, "the pieces of each player, 1 to 8").required("e.g. 'pieces: 4'")
            .doc("the pieces of each player, all off the board at the start");
    static final Key<Node> THROW = Key.node("throw", "mapping").required("e.g. 'throw: {shells: 4, up: 0.5, distance: {0: 8}}'")
            .shape(ThrowReader.SHAPE).doc("the throw: shells, dice or named outcomes with weights");
    static final Key<Node> START = Key.node("start", "a square").shape(SQUARE)
            .doc("the seat's first square (a 'tracks' generator runs from it)");
    static final Key<Node> TRACK = Key.node("track", "list of squares").shape(Shape.list(SQUARE))
            .doc("the seat's track as a list of squares, from the start to home");
    static final Key<String> LETTER = Key.text("letter").shape(Shape.pattern("^[A-Z]$"))
            .doc("the seat's letter in records and diagrams (default: its name's initial)");
    static final List<Key<?>> SEAT_KEYS = List.of(START, TRACK, LETTER);
    static final Key<Node> SEATS = Key.node("seats", "mapping of seat names").required("e.g. 'seats: {south: {start: a1}, north: {start: h8}}'")
            .shape(Shape.named(NAME_WORD_KEY, Shape.fields(SEAT_KEYS))).doc("the seats, in turn order: seat name to its start or track");
    static final Key<String> TURN = Key.word("turn", List.of("anticlockwise", "clockwise"), "the direction round the outer ring");
    static final Key<String> INNER = Key.word("inner", List.of("same", "reverse"), "the direction round the inner rings");
    static final Key<String> END = Key.word("end", List.of("first-centre", "full"),
            "where the spiral ends: the first square of the innermost ring, or its last");
    static final Key<Node> SPIRAL = Key.node("spiral", "mapping").shape(Shape.fields(List.of(TURN, INNER, END)))
            .doc("each seat's track spirals in from its corner start");
    static final Key<Node> TRACKS = Key.node("tracks", "mapping").shape(Shape.fields(List.of(SPIRAL)))
            .doc("a generator of the seats' tracks from their starts");
    static final Key<Node> NESTS = Key.node("nests", "list of squares").shape(Shape.list(SQUARE))
            .doc("safe squares (no capture there)");
    static final Key<Integer> DEFAULT = Key.whole("default", 1, 8, "a number of players").doc("the number of players when none is chosen");
    static final Key<Node> SEATING = Key.node("seating", "mapping of numbers of players to seat lists")
            .shape(Shape.named(NUMBER_KEY, Shape.either(NAME_WORD, Shape.list(NAME_WORD))))
            .doc("a number of players to the seats they take, in turn order");
    /** The {@code players} block (also read by {@code varia.dice}). */
    public static final Key<Node> PLAYERS = Key.node("players", "mapping").shape(Shape.fields(List.of(DEFAULT, SEATING)))
            .doc("how many may play and where they sit");
    static final Key<Node> RULES = Key.node("rules", "mapping").shape(Shape.fields(() -> RulesReader.KEYS))
            .doc("the race's rules; every key has a default");
    static final Key<Node> OPTIONS = Key.node("options", "mapping of option names").shape(FileOptions.SHAPE)
            .doc("disputed readings a player may choose, each value with its source and the keys it changes");
    /** The top-level keys, in the order the docs give them (the schema is generated from them). */
    public static final List<Key<?>> TOP_KEYS = List.of(GAME, NAME, SOURCES, BOARD, PIECES, THROW, SEATS, TRACKS, NESTS, PLAYERS, RULES, OPTIONS);

    private RaceLoader() {}

    /** The keys every file of a family beside the engine has, as race files write them (also dice chess's, with its own game word). */
    static final FileLoader.Common COMMON = new FileLoader.Common(TOP_KEYS, GAME, NAME, SOURCES, "race game");

    /** Loads a race game's text; {@code origin} names it in messages. */
    public static RaceGame load(String key, String origin, String text, Map<String, String> options) throws VariantException {
        return FileLoader.load(key, origin, text, options, COMMON, RaceGame::options, t -> read(t, t.section(), t.context(), t.problems(), origin));
    }

    /** The rest of the file, after what every family's file has. */
    private static RaceGame read(FileLoader.Top t, Section top, Context c, Problems p, String origin) {
        Integer pieces = top.get(PIECES);
        int[] size = board(top, c);
        Throw dice = top.has(THROW) ? ThrowReader.read(top.node(THROW), c) : null;
        RaceRules rules = RulesReader.read(top.node(RULES), dice, c);
        if (size == null) return null;
        int files = size[0], ranks = size[1];
        Spiral spiral = top.has(TRACKS) ? spiral(top.node(TRACKS), c) : null;
        boolean tracksBroken = top.has(TRACKS) && spiral == null;
        List<Seat> seats = top.has(SEATS) ? seats(top.node(SEATS), spiral, tracksBroken, files, ranks, c) : null;
        boolean[] nests = nests(top.node(NESTS), files, ranks, p);
        List<String> seatNames = seats == null ? null : seats.stream().map(Seat::name).toList();
        Map<Integer, List<Integer>> seating = new LinkedHashMap<>();
        Integer defaultPlayers = seatNames == null ? null : players(top.node(PLAYERS), seatNames, seating, c);
        if (!p.isEmpty() || t.name() == null || t.sources() == null || pieces == null || dice == null || rules == null || seats == null || nests == null || defaultPlayers == null) return null;
        return new RaceGame(t.key(), t.name(), t.sources(), files, ranks, pieces, seats, nests, dice, rules, defaultPlayers, seating,
                t.options(), origin);
    }

    /** The {@code board} block as {files, ranks}, or null (after a problem line) when it is missing or wrong. */
    public static int[] board(Section top, Context c) {
        if (!top.has(BOARD)) return null;
        Section b = Section.open(top.node(BOARD), "'board'", "board", BOARD.fields(), c);
        if (b == null) return null;
        Integer f = b.get(FILES), r = b.get(RANKS);
        return f == null || r == null ? null : new int[] {f, r};
    }

    private static Spiral spiral(Node node, Context c) {
        Section s = Section.open(node, "'tracks'", "tracks", TRACKS.fields(), c);
        if (s == null) return null;
        if (!s.has(SPIRAL)) {
            c.problems().at(node, "tracks: give a generator, e.g. 'spiral: {turn: anticlockwise, inner: same, end: first-centre}'");
            return null;
        }
        Section sp = Section.open(s.node(SPIRAL), "'spiral'", "tracks.spiral", SPIRAL.fields(), c);
        if (sp == null) return null;
        String turn = sp.get(TURN, "anticlockwise"), inner = sp.get(INNER, "same"), end = sp.get(END, "first-centre");
        if (turn == null || inner == null || end == null) return null;
        return new Spiral(turn.equals("clockwise"), inner.equals("reverse"), end.equals("full"));
    }

    /** A race file's seats: one at least. */
    static final LetteredEntries.Kind SEATS_KIND = new LetteredEntries.Kind("seats", "seat", "south", "{south: {start: a1}}", 1);

    private static List<Seat> seats(Node node, Spiral spiral, boolean tracksBroken, int files, int ranks, Context c) {
        Problems p = c.problems();
        return LetteredEntries.read(node, SEATS_KIND, SEAT_KEYS, LETTER, c, e -> {
            Section s = e.section();
            String path = e.path();
            int[] track = null;
            if (s.has(TRACK)) {
                track = squares(s.node(TRACK), path + ".track", files, ranks, p, true);
                if (track != null && track.length < 2) { p.at(s.node(TRACK), path + ".track needs at least two squares"); track = null; }
                if (track != null && s.has(START)) {
                    int start = square(s.node(START), path + ".start", files, ranks, p);
                    if (start >= 0 && start != track[0])
                        p.at(s.node(START), path + ".start is " + RaceGame.squareName(start, files) + " but the track starts on "
                                + RaceGame.squareName(track[0], files) + "; give one of them");
                }
            } else if (!s.has(START)) {
                if (e.keysClean()) p.at(e.tuple().getValueNode(), path + ": give its 'start' square (the 'tracks' generator runs from it) or its 'track' as a list of squares");
            } else if (spiral == null) {
                if (!tracksBroken) p.at(s.node(START), path + " has a start but no track: give 'track: [a1, b1, ...]' or a 'tracks' generator");
            } else {
                int start = square(s.node(START), path + ".start", files, ranks, p);
                if (start >= 0 && files != ranks) {
                    p.at(s.node(START), path + ": the spiral needs a square board, not " + files + "x" + ranks);
                } else if (start >= 0) {
                    track = spiral.from(start, files);
                    if (track == null) p.at(s.node(START), path + ".start: a spiral starts on a corner (a1, "
                            + RaceGame.squareName(files - 1, files) + ", " + RaceGame.squareName(files * files - 1, files) + ", "
                            + RaceGame.squareName(files * (files - 1), files) + "), not " + RaceGame.squareName(start, files));
                }
            }
            return track == null || e.letter() == 0 ? null : new Seat(e.name(), e.letter(), track);
        });
    }

    /** A list of distinct squares; null after reporting. */
    static int[] squares(Node node, String path, int files, int ranks, Problems p, boolean ordered) {
        if (!(node instanceof SequenceNode seq)) {
            p.at(node, path + " must be a list of squares, e.g. '[a1, b1, c1]'; found " + Nodes.describe(node));
            return null;
        }
        int[] out = new int[seq.getValue().size()];
        Map<Integer, Integer> seen = new LinkedHashMap<>();
        boolean ok = true;
        for (int i = 0; i < out.length; i++) {
            Node item = seq.getValue().get(i);
            out[i] = square(item, path, files, ranks, p);
            if (out[i] < 0) { ok = false; continue; }
            Integer first = seen.putIfAbsent(out[i], i + 1);
            if (first != null) {
                p.at(item, path + " has " + RaceGame.squareName(out[i], files) + " twice (entries " + first + " and " + (i + 1) + ")"
                        + (ordered ? "; a track passes each square once" : ""));
                ok = false;
            }
        }
        return ok ? out : null;
    }

    /** A square of the board, or -1 after reporting (also read by {@code varia.dice}). */
    public static int square(Node node, String path, int files, int ranks, Problems p) {
        ScalarNode s = Nodes.scalar(node, path, "a square such as a1", p);
        if (s == null) return -1;
        String v = s.getValue().trim();
        int sq = RaceGame.square(v, files, ranks);
        if (sq < 0) p.at(s, path + ": '" + v + "' is not a square of the " + files + "x" + ranks + " board (a1 to "
                + RaceGame.squareName(files * ranks - 1, files) + ")");
        return sq;
    }

    private static boolean[] nests(Node node, int files, int ranks, Problems p) {
        boolean[] out = new boolean[files * ranks];
        if (node == null || Nodes.isEmptyList(node)) return out;
        int[] list = squares(node, "nests", files, ranks, p, false);
        if (list == null) return null;
        for (int sq : list) out[sq] = true;
        return out;
    }

    /** The default number of players; fills {@code seating}. Null after reporting (also read by {@code varia.dice}). */
    public static Integer players(Node node, List<String> seatNames, Map<Integer, List<Integer>> seating, Context c) {
        Problems p = c.problems();
        Section s = node == null ? null : Section.open(node, "'players'", "players", PLAYERS.fields(), c);
        if (node != null && s == null) return null;
        if (s == null || !s.has(SEATING)) {
            for (int n = Math.min(2, seatNames.size()); n <= seatNames.size(); n++) { // a game for one is the exception: say so with seating
                List<Integer> first = new ArrayList<>();
                for (int i = 0; i < n; i++) first.add(i);
                seating.put(n, first);
            }
        } else {
            List<NodeTuple> pairs = Nodes.pairs(s.node(SEATING), "players.seating", "numbers of players to seat lists, e.g. '{2: [south, north]}'", p);
            if (pairs == null) return null;
            for (NodeTuple t : pairs) {
                Integer n = Key.whole(t.getKeyNode(), "players.seating", 1, seatNames.size(),
                        "a number of players from 1 to " + seatNames.size() + " (the seats)", p);
                String path = "players.seating." + Nodes.keyText(t);
                if (n == null) continue;
                List<Integer> list = new ArrayList<>();
                for (Node item : Nodes.items(t.getValueNode())) {
                    ScalarNode sc = Nodes.scalar(item, path, "a seat's name", p);
                    if (sc == null) continue;
                    int i = seatNames.indexOf(sc.getValue().trim());
                    if (i < 0) p.at(sc, path + ": unknown seat '" + sc.getValue().trim() + "'" + Nodes.hint(sc.getValue().trim(), seatNames, "seats"));
                    else if (list.contains(i)) p.at(sc, path + " lists '" + seatNames.get(i) + "' twice");
                    else list.add(i);
                }
                if (list.size() == Nodes.items(t.getValueNode()).size() && list.size() != n)
                    p.at(t.getValueNode(), path + " must list " + n + " seats (in turn order), not " + list.size());
                else if (list.size() == n) seating.put(n, list);
            }
        }
        if (seating.isEmpty()) return null;
        Integer def = s == null ? null : s.get(DEFAULT);
        if (s != null && s.has(DEFAULT) && def == null) return null;
        if (def == null) def = seating.keySet().stream().max(Integer::compare).orElse(1);
        if (!seating.containsKey(def)) {
            p.at(s.node(DEFAULT), "players.default: " + def + " players is not among players.seating (" + seating.keySet() + ")");
            return null;
        }
        return def;
    }
}
