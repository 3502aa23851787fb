package varia.interop.fs;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import varia.notation.Atom;
import varia.notation.Leg;
import varia.notation.Mode;
import varia.notation.MoveRule;
import varia.notation.Offset;

/**
 * Fairy-Stockfish's Betza dialect, read as Fairy-Stockfish reads it (src/piece.cpp, from_betza)
 * and moved as its move generator moves it (src/bitboard.cpp): the moves a piece really has there.
 * The dialect differs from Varia's: letters it does not know are skipped, direction letters pair
 * by their own rule ({@code fsK} is the sideways W steps and the forward F steps), {@code i}
 * moves are quiet only and allowed on the double-step region, and only some riders, lame leaps and
 * hoppers move at all (rook and bishop lines, the nightrider; lame D, N, A and the janggi
 * elephant's Z; cannons on rook and bishop lines). What it reads differently from the letters'
 * plain meaning is listed in {@link Result#notes()}; what Varia cannot say in
 * {@link Result#unsupported()}.
 */
public final class FsBetza {
    private FsBetza() {}

    /** One move of Fairy-Stockfish's tables: vector (dx to the mover's right, dy forward), kind, and limit (0 = unlimited for sliders). */
    record Move(int dx, int dy, Kind kind, int limit) {}

    enum Kind { LEAP, LAME, SLIDE, HOP }

    /**
     * The moves: plain ones, and quiet ones allowed only from the double-step region ({@code i}).
     *
     * @param notes       readings the author may not expect (a skipped letter, a move Fairy-Stockfish never makes)
     * @param unsupported what Varia's notation cannot say (a grasshopper)
     */
    public record Result(List<MoveRule> moves, List<MoveRule> initial, List<String> notes, List<String> unsupported) {}

    private static final String VERTICALS = "fbvh", HORIZONTALS = "rlsh";
    private static final Map<Character, int[][]> LEAPERS = Map.ofEntries(
            Map.entry('W', new int[][] {{1, 0}}), Map.entry('F', new int[][] {{1, 1}}), Map.entry('D', new int[][] {{2, 0}}),
            Map.entry('N', new int[][] {{2, 1}}), Map.entry('A', new int[][] {{2, 2}}), Map.entry('H', new int[][] {{3, 0}}),
            Map.entry('L', new int[][] {{3, 1}}), Map.entry('C', new int[][] {{3, 1}}), Map.entry('J', new int[][] {{3, 2}}),
            Map.entry('Z', new int[][] {{3, 2}}), Map.entry('G', new int[][] {{3, 3}}), Map.entry('K', new int[][] {{1, 0}, {1, 1}}));
    private static final Map<Character, int[][]> RIDERS = Map.of(
            'R', new int[][] {{1, 0}}, 'B', new int[][] {{1, 1}}, 'Q', new int[][] {{1, 0}, {1, 1}});

    public static Result read(String betza) {
        // (initial, capture) -> kind -> vector -> limit, the last setting of a vector winning as in the C++ maps
        Map<String, Map<Kind, Map<List<Integer>, Integer>>> tables = new LinkedHashMap<>();
        List<String> notes = new ArrayList<>(), unsupported = new ArrayList<>();
        List<Boolean> modalities = new ArrayList<>(); // true = capture
        boolean hopper = false, rider = false, lame = false, initial = false;
        int distance = 0;
        List<String> dirs = new ArrayList<>();
        for (int i = 0; i < betza.length(); i++) {
            char c = betza.charAt(i);
            if (c == 'm' || c == 'c') modalities.add(c == 'c');
            else if (c == 'p' || c == 'g') {
                hopper = true;
                if (c == 'g') distance = 1;
            } else if (c == 'n') lame = true;
            else if (c == 'i') initial = true;
            else if (VERTICALS.indexOf(c) >= 0 || HORIZONTALS.indexOf(c) >= 0) {
                if (i + 1 < betza.length()) {
                    char c2 = betza.charAt(i + 1);
                    if (c2 == c || VERTICALS.indexOf(c) >= 0 && HORIZONTALS.indexOf(c2) >= 0
                            || HORIZONTALS.indexOf(c) >= 0 && VERTICALS.indexOf(c2) >= 0) {
                        dirs.add("" + c + c2);
                        i++;
                        continue;
                    }
                }
                dirs.add("" + c + c);
            } else if (LEAPERS.containsKey(c) || RIDERS.containsKey(c)) {
                int[][] atoms = RIDERS.containsKey(c) ? RIDERS.get(c) : LEAPERS.get(c);
                if (RIDERS.containsKey(c)) rider = true;
                if (i + 1 < betza.length() && (Character.isDigit(betza.charAt(i + 1)) || betza.charAt(i + 1) == c)) {
                    rider = true;
                    if (Character.isDigit(betza.charAt(i + 1))) distance = betza.charAt(i + 1) - '0';
                    i++;
                }
                if (!rider && lame) distance = -1;
                if (modalities.isEmpty()) {
                    modalities.add(false);
                    modalities.add(true);
                }
                for (int[] atom : atoms) {
                    List<String> directions = new ArrayList<>();
                    for (String s : dirs) {
                        if (atoms.length == 1 && atom[1] == 0 && s.charAt(0) != s.charAt(1)) {
                            directions.add("" + s.charAt(0) + s.charAt(0));
                            directions.add("" + s.charAt(1) + s.charAt(1));
                        } else directions.add(s);
                    }
                    Kind kind = hopper ? Kind.HOP : rider ? Kind.SLIDE : Kind.LEAP; // leaps and lame leaps share one table (steps)
                    for (boolean capture : modalities) {
                        Map<List<Integer>, Integer> table = tables.computeIfAbsent((initial ? "i" : "") + (capture ? "c" : "m"),
                                k -> new LinkedHashMap<>()).computeIfAbsent(kind, k -> new LinkedHashMap<>());
                        for (int[] v : vectors(atom[0], atom[1], directions)) table.put(List.of(v[0], v[1]), distance);
                    }
                }
                if (c == 'L' || c == 'J')
                    notes.add("'" + c + "' is read as " + (c == 'L' ? "C, the camel (3,1)" : "Z, the zebra (3,2)") + ", as Fairy-Stockfish reads it");
                modalities.clear();
                dirs.clear();
                hopper = rider = lame = initial = false;
                distance = 0;
            } else if (c != 'e') notes.add("Fairy-Stockfish skips '" + c + "' (column " + (i + 1) + ")");
        }
        return convert(tables, notes, unsupported);
    }

    /**
     * The vectors a direction list selects for an atom {@code (a, b)}, a >= b, as (dx, dy) relative
     * to the mover: Fairy-Stockfish's eight tests, the file offset written first.
     */
    private static List<int[]> vectors(int a, int b, List<String> d) {
        boolean all = d.isEmpty();
        List<int[]> out = new ArrayList<>();
        if (all || any(d, "ff", "vv", "rf", "rv", "fh", "rh", "hr")) out.add(new int[] {b, a});
        if (all || any(d, "bb", "vv", "lb", "lv", "bh", "lh", "hr")) out.add(new int[] {-b, -a});
        if (all || any(d, "rr", "ss", "br", "bs", "bh", "rh", "hr")) out.add(new int[] {a, -b});
        if (all || any(d, "ll", "ss", "fl", "fs", "fh", "lh", "hr")) out.add(new int[] {-a, b});
        if (all || any(d, "rr", "ss", "fr", "fs", "fh", "rh", "hl")) out.add(new int[] {a, b});
        if (all || any(d, "ll", "ss", "bl", "bs", "bh", "lh", "hl")) out.add(new int[] {-a, -b});
        if (all || any(d, "bb", "vv", "rb", "rv", "bh", "rh", "hl")) out.add(new int[] {b, -a});
        if (all || any(d, "ff", "vv", "lf", "lv", "fh", "lh", "hl")) out.add(new int[] {-b, a});
        return out;
    }

    private static boolean any(List<String> d, String... codes) {
        for (String c : codes) if (d.contains(c)) return true;
        return false;
    }

    /** Keeps the moves Fairy-Stockfish's generator makes and turns them into Varia's compiled moves. */
    private static Result convert(Map<String, Map<Kind, Map<List<Integer>, Integer>>> tables, List<String> notes, List<String> unsupported) {
        Map<String, Set<Mode>> merged = new LinkedHashMap<>(); // key: initial|kind|dx|dy|limit
        for (Map.Entry<String, Map<Kind, Map<List<Integer>, Integer>>> t : tables.entrySet()) {
            boolean initial = t.getKey().startsWith("i"), capture = t.getKey().endsWith("c");
            if (initial && capture) {
                notes.add("an initial capture ('i' with 'c' or no 'm') is not a move in Fairy-Stockfish, which has only quiet initial moves");
                continue;
            }
            for (Map.Entry<Kind, Map<List<Integer>, Integer>> k : t.getValue().entrySet()) {
                for (Map.Entry<List<Integer>, Integer> m : k.getValue().entrySet()) {
                    int dx = m.getKey().get(0), dy = m.getKey().get(1), limit = m.getValue();
                    Kind kind = k.getKey() == Kind.LEAP && limit < 0 ? Kind.LAME : k.getKey();
                    String why = dead(kind, dx, dy, limit);
                    if (why != null) {
                        if (why.startsWith("!")) unsupported.add(why.substring(1));
                        else notes.add(why);
                        continue;
                    }
                    merged.computeIfAbsent((initial ? "i" : "-") + "|" + kind + "|" + dx + "|" + dy + "|" + limit,
                            x -> EnumSet.noneOf(Mode.class)).add(capture ? Mode.CAPTURE : Mode.MOVE);
                }
            }
        }
        List<MoveRule> moves = new ArrayList<>(), initialMoves = new ArrayList<>();
        for (Map.Entry<String, Set<Mode>> e : merged.entrySet()) {
            String[] p = e.getKey().split("\\|");
            Kind kind = Kind.valueOf(p[1]);
            int dx = Integer.parseInt(p[2]), dy = Integer.parseInt(p[3]), limit = Integer.parseInt(p[4]);
            (p[0].equals("i") ? initialMoves : moves).add(rule(kind, dx, dy, limit, e.getValue()));
        }
        return new Result(moves, initialMoves, dedupe(notes), dedupe(unsupported));
    }

    /** Why Fairy-Stockfish's generator never makes this move (a note), or what Varia lacks for it ("!..."); null when it is a move. */
    private static String dead(Kind kind, int dx, int dy, int limit) {
        int ax = Math.abs(dx), ay = Math.abs(dy), hi = Math.max(ax, ay), lo = Math.min(ax, ay);
        String v = hi <= 3 ? atom(hi, lo).name() : "(" + hi + "," + lo + ")";
        return switch (kind) {
            case LEAP -> null;
            case LAME -> hi == 2 && lo == 0 || hi == 2 && lo == 1 || hi == 2 && lo == 2 || hi == 3 && lo == 2 ? null
                    : "a lame " + v + " leap has no move in Fairy-Stockfish (only lame D, N, A and the janggi elephant's Z move)";
            case SLIDE -> hi == 1 || hi == 2 && lo == 1 ? null
                    : "a " + v + " rider (" + v + v + ") has no move in Fairy-Stockfish (only rook, bishop and nightrider lines ride)";
            case HOP -> hi != 1 ? "a hopper along " + v + " lines has no move in Fairy-Stockfish (only rook and bishop lines hop)"
                    : limit == 1 ? "!a grasshopper (Fairy-Stockfish's 'g': lands just beyond the piece it hops over) along " + (hi == lo ? "diagonals" : "orthogonals")
                    : null;
        };
    }

    private static MoveRule rule(Kind kind, int dx, int dy, int limit, Set<Mode> modes) {
        int ax = Math.abs(dx), ay = Math.abs(dy);
        boolean slide = kind == Kind.SLIDE || kind == Kind.HOP;
        int hi = Math.max(ax, ay), lo = Math.min(ax, ay);
        Atom atom = atom(hi, lo);
        int range = slide ? (limit <= 0 ? Leg.UNLIMITED : limit) : 1;
        List<Offset> path = kind == Kind.LAME ? lamePath(dx, dy) : List.of();
        return new MoveRule(List.of(new Leg(atom, new Offset(dx, dy), range, modes, path, kind == Kind.HOP)), false);
    }

    private static Atom atom(int hi, int lo) {
        for (Atom a : Atom.values()) if (a.x == hi && a.y == lo) return a;
        throw new IllegalArgumentException("no atom (" + hi + "," + lo + ")");
    }

    /** Fairy-Stockfish's lame path: step along the axis with more distance left, diagonally when equal. */
    static List<Offset> lamePath(int dx, int dy) {
        List<Offset> path = new ArrayList<>();
        int x = 0, y = 0, sx = Integer.signum(dx), sy = Integer.signum(dy);
        while (x != dx || y != dy) {
            int diff = Math.abs(dx - x) - Math.abs(dy - y);
            if (diff > 0) x += sx;
            else if (diff < 0) y += sy;
            else { x += sx; y += sy; }
            if (x != dx || y != dy) path.add(new Offset(x, y));
        }
        return path;
    }

    private static List<String> dedupe(List<String> l) { return List.copyOf(new java.util.LinkedHashSet<>(l)); }
}
