package varia.engine;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import varia.notation.Leg;
import varia.notation.Mode;
import varia.notation.MoveRule;

/**
 * Multi-leg moves (XBetza {@code a}) in the move tables: one ray of kind {@link MoveTables#MULTI}
 * per first leg (the moves sharing it are one tree), built once per variant.
 *
 * <p>Layout after the ray's header word: a <em>leg node</em>. A node is a word
 * {@code flags | count << 16} ({@link #L_MOVE}, {@link #L_CAPTURE}, {@link #L_HOP} say what the
 * leg may do where it stops, {@link #L_LAST} marks the last leg), then its {@code count} squares
 * in walking order (one for a leap, several for a slide: every square before a stop must be
 * empty). After each square of a leg that is not the last comes the size of its continuation
 * block, then the block: the number of nodes, then for each node its size and the node itself,
 * the next legs from that square. Squares off the board or outside the piece's region end a leg, and so
 * does a hole unless moves pass over holes ({@code hole-crossing: open}); a leg never stops on one.
 * The generator walks this with a small recursion ({@code Generator.leg}); no move is stored
 * whole, so a hook mover costs a few hundred words per square rather than every path spelled out.
 *
 * <p>Effects decide what a move is: a path through empty squares only is a plain move from
 * {@code from} to {@code to}. Where the piece has a free leap with the same effect (the lion's
 * jump to a square two away, besides the two steps through an empty square), the path is left
 * out here; the generator drops the remaining duplicates (several paths, one effect) as it goes.
 */
final class MultiLegTables {
    private MultiLegTables() {}

    static final int L_MOVE = 1, L_CAPTURE = 2, L_HOP = 4, L_LAST = 8;

    private static int flags(Leg l, boolean last) {
        int f = last ? L_LAST : 0;
        if (l.modes().contains(Mode.MOVE)) f |= L_MOVE;
        if (l.modes().contains(Mode.CAPTURE)) f |= L_CAPTURE;
        if (l.modes().contains(Mode.HOP)) f |= L_HOP;
        return f;
    }

    /**
     * Emits the rays of a piece's multi-leg moves from {@code from}. {@code singles}: its single-leg
     * moves there, so that a path with the effect of one of its free leaps is left out.
     */
    static void emit(List<Integer> out, List<MoveRule> rules, List<MoveRule> singles, Geometry g, int c, int from, BitSet allowed) {
        Map<Integer, Integer> leaps = freeLeaps(singles, g, c, from, allowed);
        for (boolean initial : new boolean[] {false, true}) {
            Map<Leg, List<List<Leg>>> byFirst = new LinkedHashMap<>();
            for (MoveRule r : rules) {
                if (r.initialOnly() != initial || dominated(r, leaps, g, c, from)) continue;
                byFirst.computeIfAbsent(r.leg(), k -> new ArrayList<>()).add(r.legs().subList(1, r.legs().size()));
            }
            byFirst.forEach((first, tails) -> {
                List<Integer> body = new ArrayList<>();
                if (!node(body, first, tails, g, c, from, allowed)) return;
                out.add(MoveTables.MULTI | (initial ? MoveTables.F_INITIAL : 0) | body.size() << MoveTables.LEN_SHIFT);
                out.addAll(body);
            });
        }
    }

    /** Target square -> mode bits of the piece's unconditional single leaps from {@code from}. */
    private static Map<Integer, Integer> freeLeaps(List<MoveRule> singles, Geometry g, int c, int from, BitSet allowed) {
        Map<Integer, Integer> leaps = new LinkedHashMap<>();
        for (MoveRule m : singles) {
            Leg l = m.leg();
            if (m.isMultiLeg() || m.initialOnly() || l.range() != 1 || l.hop() || !l.mustBeEmpty().isEmpty()) continue;
            int t = g.shift(from, l.step(), c);
            if (t < 0 || t == from || g.isHole(t) || allowed != null && !allowed.get(t)) continue;
            leaps.merge(t, flags(l, true), (a, b) -> a | b);
        }
        return leaps;
    }

    /** A path through empty squares only, by single steps, ending where a free leap of the piece goes with the same modes. */
    private static boolean dominated(MoveRule r, Map<Integer, Integer> leaps, Geometry g, int c, int from) {
        int sq = from;
        for (int i = 0; i < r.legs().size(); i++) {
            Leg l = r.legs().get(i);
            if (l.range() != 1) return false;
            if (i < r.legs().size() - 1 && !l.modes().equals(java.util.Set.of(Mode.MOVE))) return false;
            sq = g.shift(sq, l.step(), c);
            if (sq < 0 || g.isHole(sq)) return false;
        }
        if (sq == from) return false;
        Integer modes = leaps.get(sq);
        int need = flags(r.last(), true) & (L_MOVE | L_CAPTURE);
        return modes != null && (modes & need) == need;
    }

    /** Appends one leg node (with its continuations); false when the leg has no square on the board. */
    private static boolean node(List<Integer> out, Leg leg, List<List<Leg>> tails, Geometry g, int c, int at, BitSet allowed) {
        boolean last = tails.get(0).isEmpty();
        List<Integer> squares = new ArrayList<>();
        for (int k = 1; k <= Math.min(leg.range(), 256); k++) {
            int s = g.shift(at, leg.step(), c, k);
            // a leg goes round a wrapping board at most once: it ends before its own starting square
            if (s < 0 || s == at || g.blocks(s) || allowed != null && !allowed.get(s)) break;
            if (g.isHole(s)) continue; // a leg never stops on a hole; with hole-crossing: open a sliding leg passes it
            squares.add(s);
        }
        if (squares.isEmpty()) return false;
        out.add(flags(leg, last) | squares.size() << 16);
        for (int s : squares) {
            out.add(s);
            if (last) continue;
            Map<Leg, List<List<Leg>>> byNext = new LinkedHashMap<>();
            for (List<Leg> t : tails) byNext.computeIfAbsent(t.get(0), k -> new ArrayList<>()).add(t.subList(1, t.size()));
            List<Integer> block = new ArrayList<>();
            block.add(0);
            int nodes = 0;
            for (var e : byNext.entrySet()) {
                List<Integer> child = new ArrayList<>();
                if (!node(child, e.getKey(), e.getValue(), g, c, s, allowed)) continue;
                block.add(child.size());
                block.addAll(child);
                nodes++;
            }
            block.set(0, nodes);
            out.add(block.size());
            out.addAll(block);
        }
        return true;
    }
}
