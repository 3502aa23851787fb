package varia.notation;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Compiled movement in plain words, for {@code describe} and diagrams: "steps one square
 * diagonally", "slides any distance orthogonally", "leaps (2,1) like a knight, blocked at the
 * orthogonal neighbour". The counterpart of {@link Printer}, which writes the notation back.
 */
public final class Wording {
    private Wording() {}

    /** One plain-words line per kind of move in the compiled rules. */
    private record Group(Atom atom, int range, Set<Mode> modes, boolean hop, String lame, boolean initial) {}

    public static List<String> read(List<MoveRule> rules) {
        Map<Group, List<Offset>> groups = new LinkedHashMap<>();
        List<String> extra = new ArrayList<>();
        Set<String> multi = new java.util.LinkedHashSet<>();
        for (MoveRule r : rules) {
            if (r.legs().size() > 1) {
                multi.add(multiLeg(r));
                continue;
            }
            Leg l = r.leg();
            Group g = new Group(l.atom(), l.range(), l.modes(), l.hop(), lame(l), r.initialOnly());
            groups.computeIfAbsent(g, k -> new ArrayList<>()).add(l.step());
        }
        List<String> out = new ArrayList<>();
        Set<Group> done = new java.util.HashSet<>();
        for (Map.Entry<Group, List<Offset>> e : groups.entrySet()) {
            Group g = e.getKey();
            if (done.contains(g)) continue;
            // a full set of orthogonal and diagonal directions alike reads "in any direction"
            if ((g.atom == Atom.W || g.atom == Atom.F) && directions(e.getValue()) == 4) {
                Group twin = new Group(g.atom == Atom.W ? Atom.F : Atom.W, g.range, g.modes, g.hop, g.lame, g.initial);
                List<Offset> other = groups.get(twin);
                if (other != null && directions(other) == 4) {
                    done.add(twin);
                    out.add(phrase(g, null, "in any direction"));
                    continue;
                }
            }
            out.add(phrase(g, e.getValue(), null));
        }
        extra.addAll(multi);
        out.addAll(extra);
        return out;
    }

    private static int directions(List<Offset> offsets) { return (int) offsets.stream().distinct().count(); }

    private static String lame(Leg l) {
        List<Offset> path = l.mustBeEmpty();
        if (path.isEmpty()) return "";
        if (path.size() == 1) {
            Offset o = path.get(0);
            int ax = Math.abs(o.dx()), ay = Math.abs(o.dy());
            if (l.step().equals(o.times(2))) return "blocked by a piece on the square in between";
            if (ax + ay == 1) return "blocked at the orthogonal neighbour";
            if (ax == 1 && ay == 1) return "blocked at the diagonal neighbour";
            return "blocked by a piece on " + o;
        }
        return "blocked by a piece on any of the " + path.size() + " squares it passes";
    }

    private static String phrase(Group g, List<Offset> offsets, String fixedDirection) {
        String dir = fixedDirection != null ? fixedDirection : direction(g.atom, offsets);
        String unlimited = g.range == Leg.UNLIMITED ? "any distance" : "up to " + g.range + " squares";
        StringBuilder sb = new StringBuilder();
        boolean stepAtom = g.atom == Atom.W || g.atom == Atom.F;
        if (g.hop) {
            sb.append("jumps over exactly one piece (the screen)").append(dir.isEmpty() ? "" : " " + dir);
            if (g.modes.equals(Set.of(Mode.MOVE))) sb.append(", landing on an empty square beyond it");
            else if (!g.modes.contains(Mode.MOVE)) sb.append(", capturing the first piece beyond it");
            else sb.append(", landing on an empty square beyond it or capturing the first piece there");
            if (!stepAtom) sb.append(" (in ").append(vector(g.atom)).append(" steps)");
            if (g.range != Leg.UNLIMITED) sb.append(" (at most ").append(g.range).append(" steps)");
        } else if (g.range == 1) {
            if (stepAtom) sb.append("steps one square ").append(dir);
            else if (dir.startsWith("only to")) sb.append("leaps ").append(vector(g.atom)).append(nickname(g.atom)).append(", ").append(dir);
            else sb.append("leaps ").append(vector(g.atom)).append(dir.isEmpty() ? "" : " " + dir).append(nickname(g.atom));
        } else if (stepAtom) {
            sb.append("slides ").append(unlimited).append(' ').append(dir);
        } else {
            sb.append("rides ").append(vector(g.atom)).append(" steps").append(dir.isEmpty() ? " in all 8 directions"
                            : dir.startsWith("only to") ? "" : " " + dir)
                    .append(g.range == Leg.UNLIMITED ? ", any number in a straight line" : ", up to " + g.range + " in a straight line")
                    .append(dir.startsWith("only to") ? ", " + dir.replace("only to the squares", "only along the lines") : "");
        }
        if (!g.hop) {
            if (g.modes.equals(Set.of(Mode.MOVE))) sb.append(", without capturing");
            else if (g.modes.equals(Set.of(Mode.CAPTURE))) sb.append(", only to capture");
            else if (g.modes.equals(Set.of(Mode.CAPTURE, Mode.EN_PASSANT))) sb.append(", only to capture (also en passant)");
            else if (g.modes.equals(Set.of(Mode.EN_PASSANT))) sb.append(", only to capture en passant");
            else if (g.modes.contains(Mode.EN_PASSANT)) sb.append(" (also capturing en passant)");
        }
        if (!g.lame.isEmpty()) sb.append(", ").append(g.lame);
        if (g.initial) sb.append(", only while it has not moved");
        return sb.toString();
    }

    private static String vector(Atom a) { return "(" + a.x + "," + a.y + ")"; }

    private static String nickname(Atom a) {
        return switch (a.name()) {
            case "D" -> " like a dabbaba";
            case "N" -> " like a knight";
            case "A" -> " like an alfil";
            case "H" -> " like a threeleaper";
            case "C" -> " like a camel";
            case "Z" -> " like a zebra";
            case "G" -> " like a tripper";
            default -> "";
        };
    }

    private static int sign(int x) { return Integer.signum(x); }

    /** Plain words for the directions of one atom's offsets (relative to the moving side). */
    public static String direction(Atom atom, List<Offset> offsets) {
        Set<Offset> set = new java.util.LinkedHashSet<>(offsets);
        switch (atom.symmetry()) {
            case ORTHOGONAL -> {
                boolean f = false, b = false, l = false, r = false;
                for (Offset o : set) {
                    if (o.dy() > 0) f = true; else if (o.dy() < 0) b = true; else if (o.dx() < 0) l = true; else r = true;
                }
                if (f && b && l && r) return "orthogonally";
                List<String> parts = new ArrayList<>();
                if (f) parts.add("forward");
                if (l && r) parts.add("sideways");
                else if (l) parts.add("to the left");
                else if (r) parts.add("to the right");
                if (b) parts.add("backward");
                return joinOr(parts);
            }
            case DIAGONAL -> {
                boolean fl = false, fr = false, bl = false, br = false;
                for (Offset o : set) {
                    if (o.dy() > 0 && o.dx() < 0) fl = true;
                    else if (o.dy() > 0) fr = true;
                    else if (o.dx() < 0) bl = true;
                    else br = true;
                }
                if (fl && fr && bl && br) return "diagonally";
                List<String> parts = new ArrayList<>();
                if (fl && fr) parts.add("diagonally forward");
                else if (fl) parts.add("diagonally forward to the left");
                else if (fr) parts.add("diagonally forward to the right");
                if (bl && br) parts.add("diagonally backward");
                else if (bl) parts.add("diagonally backward to the left");
                else if (br) parts.add("diagonally backward to the right");
                return joinOr(parts);
            }
            default -> {
                if (set.size() == 8) return "";
                // four classes: x forward and y sideways, y forward and x sideways, and the same backward
                int x = atom.x, y = atom.y;
                List<String> parts = new ArrayList<>();
                String[][] classes = {
                    {x + " forward and " + y + " sideways", "F", "N"}, {y + " forward and " + x + " sideways", "F", "W"},
                    {x + " back and " + y + " sideways", "B", "N"}, {y + " back and " + x + " sideways", "B", "W"}};
                for (String[] c : classes) {
                    boolean left = false, right = false;
                    for (Offset o : set) {
                        boolean forward = o.dy() > 0;
                        boolean narrow = Math.abs(o.dy()) > Math.abs(o.dx());
                        if (forward == c[1].equals("F") && narrow == c[2].equals("N")) {
                            if (o.dx() < 0) left = true; else right = true;
                        }
                    }
                    if (left && right) parts.add(c[0]);
                    else if (left) parts.add(c[0].replace("sideways", "to the left"));
                    else if (right) parts.add(c[0].replace("sideways", "to the right"));
                }
                return "only to the squares " + joinOr(parts);
            }
        }
    }

    private static String joinOr(List<String> parts) {
        if (parts.size() <= 1) return String.join("", parts);
        return String.join(", ", parts.subList(0, parts.size() - 1)) + " or " + parts.get(parts.size() - 1);
    }

    /** A multi-leg move in words, by the shape of its legs (the same for every direction, so one line covers them). */
    private static String multiLeg(MoveRule r) {
        StringBuilder sb = new StringBuilder("in " + r.legs().size() + " legs (" + r.leg().atom() + " steps");
        sb.append(r.leg().range() == 1 ? "" : ", sliding").append("): ");
        List<Leg> legs = r.legs();
        for (int i = 0; i < legs.size(); i++) {
            Leg l = legs.get(i);
            boolean back = i > 0 && l.step().equals(legs.get(i - 1).step().times(-1));
            if (i > 0) sb.append(back ? ", then back " : ", then ");
            if (i > 0 && l.range() != legs.get(i - 1).range()) sb.append(l.range() == 1 ? "one step, " : "sliding, ");
            Set<Mode> m = l.modes();
            if (m.contains(Mode.HOP) && m.contains(Mode.MOVE)) sb.append("over any square, empty or not");
            else if (m.contains(Mode.HOP)) sb.append("over an occupied square");
            else if (m.contains(Mode.MOVE) && m.contains(Mode.CAPTURE)) sb.append(i == legs.size() - 1 ? "moving or capturing" : "to an empty square or capturing there");
            else if (m.contains(Mode.CAPTURE)) sb.append("capturing");
            else sb.append("to an empty square");
        }
        return (r.initialOnly() ? "first move only: " : "") + sb;
    }
}
