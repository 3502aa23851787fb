package varia.interop.export;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import varia.interop.fs.FsBetza;
import varia.notation.Atom;
import varia.notation.Leg;
import varia.notation.Mode;
import varia.notation.MoveRule;
import varia.notation.Notation;
import varia.notation.Offset;

/**
 * Varia's compiled moves written in Fairy-Stockfish's Betza dialect: one term per group of moves
 * alike, each vector named by a direction code Fairy-Stockfish reads as exactly that vector (single
 * letters on orthogonal atoms, {@code fr fl br bl} on diagonal ones, the eight two-letter codes on
 * oblique ones). The string is read back with {@link FsBetza} and kept only when Fairy-Stockfish
 * gives the piece exactly the moves it had; otherwise {@link #write} says why not.
 */
final class BetzaWriter {
    private BetzaWriter() {}

    /** The Betza, or null with the reason in {@code why[0]}. {@code initial} moves are written with 'i'. */
    static String write(List<MoveRule> moves, List<MoveRule> initial, String[] why) {
        List<MoveRule> plain = new ArrayList<>(), init = new ArrayList<>();
        for (MoveRule m : moves) {
            MoveRule r = asLame(m);
            if (r == null) { why[0] = "a move of several legs"; return null; }
            (r.initialOnly() ? init : plain).add(r);
        }
        for (MoveRule m : initial) {
            MoveRule r = asLame(m);
            if (r == null) { why[0] = "a move of several legs"; return null; }
            init.add(r);
        }
        boolean ep = false;
        for (MoveRule m : plain) ep |= m.leg().modes().contains(Mode.EN_PASSANT);
        StringBuilder sb = new StringBuilder();
        if (!terms(plain, false, sb, why) || !terms(init, true, sb, why)) return null;
        if (ep) sb.append('e'); // Fairy-Stockfish reads 'e' anywhere: its captures that cannot move there also take en passant
        String out = sb.toString();
        FsBetza.Result back = FsBetza.read(out);
        if (!back.unsupported().isEmpty() || !same(back.moves(), plain) || !same(back.initial(), init)) {
            why[0] = "moves Fairy-Stockfish's Betza cannot give (it reads '" + out + "' as " + print(back.moves())
                    + (init.isEmpty() && back.initial().isEmpty() ? "" : ", initial moves " + (back.initial().isEmpty() ? "none" : print(back.initial()))) + ")";
            return null;
        }
        return out;
    }

    /** A multi-leg move that is a lame leap spelled as legs (steps to empty squares along Fairy-Stockfish's path) as the lame leap; null otherwise. */
    private static MoveRule asLame(MoveRule m) {
        if (!m.isMultiLeg()) return m;
        List<Offset> points = new ArrayList<>();
        int x = 0, y = 0;
        for (int i = 0; i < m.legs().size(); i++) {
            Leg l = m.legs().get(i);
            if (l.range() != 1 || l.hop() || i < m.legs().size() - 1 && !l.modes().equals(Set.of(Mode.MOVE))) return null;
            x += l.step().dx();
            y += l.step().dy();
            points.add(new Offset(x, y));
        }
        Offset to = points.remove(points.size() - 1);
        int hi = Math.max(Math.abs(to.dx()), Math.abs(to.dy())), lo = Math.min(Math.abs(to.dx()), Math.abs(to.dy()));
        Atom atom = null;
        for (Atom a : Atom.values()) if (a.x == hi && a.y == lo) atom = a;
        if (atom == null) return null;
        MoveRule lame = new MoveRule(List.of(new Leg(atom, to, 1, m.last().modes(), points, false)), m.initialOnly());
        return pathOf(to).equals(points) ? lame : null;
    }

    private static List<Offset> pathOf(Offset to) {
        List<Offset> path = new ArrayList<>();
        int x = 0, y = 0, sx = Integer.signum(to.dx()), sy = Integer.signum(to.dy());
        while (x != to.dx() || y != to.dy()) {
            int diff = Math.abs(to.dx() - x) - Math.abs(to.dy() - y);
            if (diff > 0) x += sx;
            else if (diff < 0) y += sy;
            else { x += sx; y += sy; }
            if (x != to.dx() || y != to.dy()) path.add(new Offset(x, y));
        }
        return path;
    }

    private static boolean terms(List<MoveRule> rules, boolean initial, StringBuilder sb, String[] why) {
        Map<String, List<Offset>> groups = new LinkedHashMap<>();
        for (MoveRule m : rules) {
            Leg l = m.leg();
            boolean lame = !l.mustBeEmpty().isEmpty();
            Set<Mode> modes = new TreeSet<>(l.modes());
            modes.remove(Mode.EN_PASSANT);
            if (initial && modes.contains(Mode.CAPTURE)) { why[0] = "an initial move that may capture (Fairy-Stockfish's are quiet)"; return false; }
            if (modes.isEmpty()) { why[0] = "a capture en passant only"; return false; }
            if (l.range() > 9 && l.range() != Leg.UNLIMITED) { why[0] = "a range over 9"; return false; }
            if (!l.atom().named()) { why[0] = "the leap vector " + l.atom() + " (Fairy-Stockfish's Betza has letters only)"; return false; }
            String key = l.atom() + "|" + l.range() + "|" + modes + "|" + lame + "|" + l.hop();
            groups.computeIfAbsent(key, k -> new ArrayList<>()).add(l.step());
        }
        for (Map.Entry<String, List<Offset>> e : groups.entrySet()) {
            String[] k = e.getKey().split("\\|");
            Atom atom = Atom.valueOf(k[0]);
            int range = Integer.parseInt(k[1]);
            String modes = k[2];
            boolean lame = Boolean.parseBoolean(k[3]), hop = Boolean.parseBoolean(k[4]);
            sb.append(initial ? "i" : "");
            int all = atom.symmetry() == Atom.Symmetry.OBLIQUE ? 8 : 4;
            if (e.getValue().size() != all) for (Offset o : e.getValue()) sb.append(code(atom, o));
            if (modes.equals("[MOVE]")) sb.append('m');
            else if (modes.equals("[CAPTURE]")) sb.append('c');
            if (lame) sb.append('n');
            if (hop) sb.append('p');
            sb.append(atom.name());
            if (range == Leg.UNLIMITED) sb.append(atom.name());
            else if (range > 1) sb.append(range);
        }
        return true;
    }

    /** The direction code Fairy-Stockfish reads as exactly this vector of the atom. */
    private static String code(Atom atom, Offset o) {
        int dx = o.dx(), dy = o.dy();
        return switch (atom.symmetry()) {
            case ORTHOGONAL -> dy > 0 ? "f" : dy < 0 ? "b" : dx > 0 ? "r" : "l";
            case DIAGONAL -> (dy > 0 ? "f" : "b") + (dx > 0 ? "r" : "l");
            case OBLIQUE -> Math.abs(dy) > Math.abs(dx) ? (dx > 0 ? "r" : "l") + (dy > 0 ? "f" : "b") : (dy > 0 ? "f" : "b") + (dx > 0 ? "r" : "l");
        };
    }

    private static boolean same(List<MoveRule> a, List<MoveRule> b) {
        return print(a).equals(print(b));
    }

    private static String print(List<MoveRule> rules) {
        List<MoveRule> out = new ArrayList<>();
        for (MoveRule m : rules) {
            Leg l = m.leg();
            Set<Mode> modes = new TreeSet<>(l.modes());
            modes.remove(Mode.EN_PASSANT);
            out.add(new MoveRule(List.of(new Leg(l.atom(), l.step(), l.range(), modes, l.mustBeEmpty(), l.hop())), false));
        }
        return out.isEmpty() ? "" : Notation.print(out);
    }
}
