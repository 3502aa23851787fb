package varia.notation;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * Compiles a multi-leg term (XBetza's {@code a}, "again"): {@code caK} is a king step that must
 * capture, followed by a second king step in any direction but straight back. Every leg uses the
 * term's atom and range. The first leg's directions are read like a single-leg term's; the
 * directions of each later leg are <em>relative</em> to the leg before it, in the eight compass
 * directions of the king ({@code f} straight on, {@code b} straight back, {@code l}/{@code r}
 * turning 90 degrees, {@code fl}/{@code fr}/{@code bl}/{@code br} turning 45/135 degrees,
 * {@code v} {@code s} {@code fs} {@code bs} {@code lv} {@code rv} their pairs). A 45-degree turn of
 * an orthogonal atom makes it diagonal for the rest of the move (W and F, D and A, H and G convert
 * into each other), as in XBetza. A later leg with no direction goes every way its atom goes
 * except straight back. Before the last leg the default modality is {@code m} (the square must
 * be empty); {@code c} captures there and goes on, {@code p} stops on an occupied square and
 * leaves its piece; {@code y} (XBetza's "m that toggles range") lands on an empty square and turns
 * the legs after it from leaps into unlimited slides or back ({@code FyafsF}, the griffon). The
 * output is one {@link MoveRule} per concrete path of leg vectors.
 */
final class MultiLeg {
    private MultiLeg() {}

    /**
     * Most legs in one move: the lion dog of the largest shogi variants needs three, Tamerlane
     * chess's giraffe four (a diagonal step, two orthogonal steps, then a slide: {@code afsafyafF}).
     */
    static final int MAX_LEGS = 4;

    // relative compass directions, counted clockwise in 45-degree turns from straight on
    private static final int F = 0, FR = 1, R = 2, BR = 3, B = 4, BL = 5, L = 6, FL = 7;

    /** The relative directions a code selects on a later leg (bit i = i turns of 45 degrees clockwise). */
    private static int relative(String code) {
        return switch (code) {
            case "f" -> 1 << F;
            case "b" -> 1 << B;
            case "l" -> 1 << L;
            case "r" -> 1 << R;
            case "v" -> 1 << F | 1 << B;
            case "s" -> 1 << L | 1 << R;
            case "fl", "lf" -> 1 << FL;
            case "fr", "rf" -> 1 << FR;
            case "bl", "lb" -> 1 << BL;
            case "br", "rb" -> 1 << BR;
            case "fs" -> 1 << FL | 1 << FR;
            case "bs" -> 1 << BL | 1 << BR;
            case "lv" -> 1 << FL | 1 << BL;
            case "rv" -> 1 << FR | 1 << BR;
            default -> 0; // half-planes and chiral sets: no meaning on a later leg
        };
    }

    /** The relative codes, for the printer, in order of preference. */
    static final List<String> RELATIVE_CODES = List.of("f", "b", "l", "r", "v", "s", "fl", "fr", "bl", "br", "fs", "bs", "lv", "rv");

    static int relativeSet(String code) { return relative(code); }

    // compass directions, clockwise from (0,1)
    private static final int[] DX = {0, 1, 1, 1, 0, -1, -1, -1}, DY = {1, 1, 0, -1, -1, -1, 0, 1};

    /** The compass direction of an orthogonal or diagonal vector, or -1 for an oblique one. */
    static int compass(Offset v) {
        int sx = Integer.signum(v.dx()), sy = Integer.signum(v.dy());
        if (v.dx() != 0 && v.dy() != 0 && Math.abs(v.dx()) != Math.abs(v.dy())) return -1;
        for (int d = 0; d < 8; d++) if (DX[d] == sx && DY[d] == sy) return d;
        return -1;
    }

    /** The atom of the same stride in the other class: W and F, D and A, H and G, (4,0) and (4,4); null for oblique atoms. */
    static Atom converted(Atom a) {
        if (a.symmetry() == Atom.Symmetry.OBLIQUE) return null;
        return a.y == 0 ? Atom.of(a.x, a.x) : Atom.of(a.x, 0);
    }

    /** The relative turn (0-7) from one leg's vector to the next, or -1 when one of them is oblique. */
    static int turn(Offset from, Offset to) {
        int a = compass(from), b = compass(to);
        return a < 0 || b < 0 ? -1 : (b - a + 8) % 8;
    }

    /** The relative directions a later leg takes when none is written: its atom's own, but not straight back. */
    static int defaultTurns(boolean bothClasses, Atom current, Offset previous) {
        int set = 0, d = compass(previous);
        for (int t = 0; t < 8; t++) {
            if (t == B) continue;
            boolean orthogonal = (d + t) % 2 == 0;
            if (bothClasses || orthogonal == (current.y == 0)) set |= 1 << t;
        }
        return set;
    }

    static void compile(List<Compiler.LegMods> legs, Compiler.TermAtom atom, List<MoveRule> out) throws NotationException {
        if (legs.size() > MAX_LEGS) {
            throw new NotationException(legs.get(MAX_LEGS).column, "a move has at most " + MAX_LEGS + " legs in this dialect",
                    "each 'a' starts a new leg: caK has two");
        }
        int range = atom.parts().get(0).range();
        // each leg's range: the atom's, changed by every y on a leg before it (a leap into a slide and back)
        int[] ranges = new int[legs.size()];
        ranges[0] = range;
        for (int i = 1; i < legs.size(); i++) ranges[i] = legs.get(i - 1).toggle ? toggled(ranges[i - 1]) : ranges[i - 1];
        int sliding = 0;
        for (int r : ranges) if (r > 1) sliding++;
        if (legs.size() > 2 && (range > 1 || sliding > 1)) {
            throw new NotationException(legs.get(2).column, "a multi-leg move on a slider or rider has at most two legs"
                    + (range > 1 ? "" : " (three or four legs may slide in one of them only)"),
                    "hook movers such as masR have two; longer paths are written with single steps, e.g. caaK");
        }
        int captures = 0;
        for (int i = 0; i < legs.size(); i++) {
            Compiler.LegMods leg = legs.get(i);
            boolean last = i == legs.size() - 1;
            if (leg.lame) {
                throw new NotationException(leg.lameCol, "n is not used in multi-leg moves: the legs are the path",
                        "a leg with m must land on an empty square, e.g. mafsW for the xiangqi horse");
            }
            if (leg.enPassant) {
                throw new NotationException(leg.epCol, "e (en passant) is not part of multi-leg moves in this dialect", null);
            }
            if (leg.initial && i > 0) {
                throw new NotationException(leg.initialCol, "i belongs to the whole move: write it in the first leg",
                        "e.g. iafW, not aifW");
            }
            if (leg.hop && last) {
                throw new NotationException(leg.hopCol, "p on the last leg of a multi-leg move is not part of this dialect",
                        "p before an 'a' stops on an occupied square and leaves it, e.g. pafR");
            }
            if (leg.toggle && last) {
                throw new NotationException(leg.toggleCol, "y on the last leg changes nothing: no leg comes after it",
                        "y goes on a leg before an 'a', e.g. FyafsF");
            }
            if (leg.toggle && (!leg.modes.isEmpty() || leg.hop)) {
                throw new NotationException(leg.toggleCol, "y is a leg to an empty square that changes the range after it;"
                        + " it takes no other m, c or p", "write y alone on its leg, e.g. yafsF");
            }
            if (!last && leg.modes.contains(Mode.CAPTURE) && ++captures > 1) {
                throw new NotationException(leg.captureCol, "at most one leg before the last may capture",
                        "a move carries one square captured on its way (and may capture again where it ends)");
            }
        }
        // the first leg's directions are read as in a single-leg term, part by part
        Compiler.LegMods first = legs.get(0);
        for (Directions.Code c : first.codes) {
            for (Compiler.Part p : atom.parts()) {
                String why = Directions.meaningless(c, p.atom().symmetry());
                if (why != null) {
                    throw new NotationException(c.column(), "'" + c.text() + "' selects no move of " + atom.letter()
                            + (atom.parts().size() > 1 ? " (its " + p.atom() + " part)" : "") + ": " + why, null);
                }
            }
        }
        boolean oblique = atom.parts().get(0).atom().symmetry() == Atom.Symmetry.OBLIQUE;
        int[] turns = new int[legs.size()]; // -1: the default
        for (int i = 1; i < legs.size(); i++) {
            turns[i] = legs.get(i).codes.isEmpty() ? -1 : 0;
            for (Directions.Code c : legs.get(i).codes) {
                int set = relative(c.text());
                if (set == 0) {
                    throw new NotationException(c.column(), "'" + c.text() + "' has no meaning on a later leg",
                            "a later leg turns relative to the one before: f straight on, b back, l r (90 degrees), fl fr bl br (45 and 135), v s fs bs lv rv");
                }
                if (oblique && (set & ~(1 << F | 1 << B)) != 0) {
                    throw new NotationException(c.column(), "a later leg of " + atom.letter()
                            + " can only go on the same way (f) or straight back (b)",
                            "turns are measured in the king's eight directions, which an oblique leap does not follow");
                }
                turns[i] |= set;
            }
        }
        List<List<Mode>> modes = new ArrayList<>();
        for (int i = 0; i < legs.size(); i++) {
            Set<Mode> m = legs.get(i).modes;
            EnumSet<Mode> set = EnumSet.noneOf(Mode.class);
            set.addAll(m);
            if (legs.get(i).hop) set.add(Mode.HOP);
            if (legs.get(i).toggle) set.add(Mode.MOVE);
            if (set.isEmpty()) {
                set.add(Mode.MOVE);
                if (i == legs.size() - 1) set.add(Mode.CAPTURE);
            }
            modes.add(List.copyOf(set));
        }
        boolean initial = first.initial;
        List<String> codeTexts = first.codes.stream().map(Directions.Code::text).toList();
        boolean both = atom.parts().size() > 1;
        int before = out.size();
        for (Compiler.Part p : atom.parts()) {
            for (Offset v : Directions.select(codeTexts, p.atom())) {
                List<Leg> path = new ArrayList<>();
                path.add(new Leg(p.atom(), v, p.range(), Set.copyOf(modes.get(0)), List.of(), false));
                int[] partRanges = ranges.clone();
                partRanges[0] = p.range();
                for (int i = 1; i < partRanges.length; i++) partRanges[i] = legs.get(i - 1).toggle ? toggled(partRanges[i - 1]) : partRanges[i - 1];
                expand(path, legs.size(), turns, modes, both, partRanges, initial, out);
            }
        }
        if (out.size() == before) {
            throw new NotationException(first.codes.isEmpty() ? atom.column() : first.codes.get(0).column(),
                    "the directions select no move of " + atom.letter(), null);
        }
    }

    /** XBetza's y: a leap becomes an unlimited slide, a slide a single leap. */
    static int toggled(int range) { return range == 1 ? Leg.UNLIMITED : 1; }

    private static void expand(List<Leg> path, int legs, int[] turns, List<List<Mode>> modes, boolean both, int[] ranges,
                               boolean initial, List<MoveRule> out) {
        int i = path.size();
        int range = i < ranges.length ? ranges[i] : 1;
        if (i == legs) {
            out.add(new MoveRule(path, initial));
            return;
        }
        Leg prev = path.get(i - 1);
        Set<Mode> m = Set.copyOf(modes.get(i));
        if (compass(prev.step()) < 0) { // oblique: on the same way, or straight back
            List<Offset> next = new ArrayList<>();
            if (turns[i] == -1) {
                for (Offset o : Directions.images(prev.atom()))
                    if (!o.equals(prev.step().times(-1))) next.add(o);
            } else {
                if ((turns[i] & 1 << F) != 0) next.add(prev.step());
                if ((turns[i] & 1 << B) != 0) next.add(prev.step().times(-1));
            }
            for (Offset o : next) {
                List<Leg> more = new ArrayList<>(path);
                more.add(new Leg(prev.atom(), o, range, m, List.of(), false));
                expand(more, legs, turns, modes, both, ranges, initial, out);
            }
            return;
        }
        int set = turns[i] == -1 ? defaultTurns(both, prev.atom(), prev.step()) : turns[i];
        int d = compass(prev.step());
        Atom orth = prev.atom().y == 0 ? prev.atom() : converted(prev.atom());
        int stride = orth.x;
        for (int t = 0; t < 8; t++) {
            if ((set & 1 << t) == 0) continue;
            int a = (d + t) % 8;
            Atom at = a % 2 == 0 ? orth : converted(orth);
            Offset step = new Offset(DX[a] * stride, DY[a] * stride);
            List<Leg> more = new ArrayList<>(path);
            more.add(new Leg(at, step, range, m, List.of(), false));
            expand(more, legs, turns, modes, both, ranges, initial, out);
        }
    }
}
