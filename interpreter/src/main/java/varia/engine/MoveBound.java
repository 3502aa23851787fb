package varia.engine;

import java.util.ArrayDeque;
import varia.rules.castling.Castling;
import varia.rules.drops.Drops;
import varia.rules.gating.Gates;
import varia.rules.promotion.Promotion;
import varia.rules.promotion.Promotions;
import varia.rules.turns.TurnRules;

/**
 * An upper bound of the legal moves a position and every position played from it can offer, so
 * that a position whose moves would not fit the generator's arrays ({@link Moves#MAX_MOVES}) is
 * refused when it is set up (a variant's setup, a FEN), with the reason, instead of breaking perft,
 * play and the engines later (issue 26). The bound holds for every position reached by play
 * because it counts each piece with the most moves any form it can take has (its promotions, and
 * the piece it becomes in a hand), each piece the opponent holds as well when captures go to the
 * hand, pieces in hands as drops on every square, and pieces a fixed gate may bring:
 * <ul>
 *   <li>a piece of type t: the most, over the squares, of the landing squares of its rays (the words
 *       of a multi-leg tree), times one plus the promotions the form has, plus a Sittuyin-like step
 *       promotion's targets for each of its steps; times one plus the hand's types where gating
 *       from the hand offers a version per type;</li>
 *   <li>drops: the types that can be in hand, on every square (twice where a promoted form may be dropped);</li>
 *   <li>castlings (each side, and gated on two squares), a pass, declarations, swaps with each own piece.</li>
 * </ul>
 * In Senterej's free turns both sides' moves are listed at once: then the two sides' bounds add up.
 * The bound is loose (chess: 448 for a side that has 218 at most) and cheap (a pass over the pieces).
 */
public final class MoveBound {
    private MoveBound() {}

    /** The bound for the position (the larger side's, or both sides' during free turns). */
    public static long of(Position p) {
        Compiled c = p.c;
        long[] perType = c.movesPerType();
        Drops drops = c.variant.rule(Drops.KEY);
        boolean toHand = drops != null && drops.capturesToHand();
        long[] side = new long[2];
        long[] pieces = new long[2];
        for (int sq = 0; sq < c.squares; sq++) {
            int code = p.board[sq];
            if (code == 0) continue;
            int t = Position.typeOf(code);
            add(side, pieces, perType, t, Position.colourOf(code), toHand && !c.variant.pieces().get(t).royal());
        }
        for (int colour = 0; colour < 2; colour++)
            for (int t = 0; t < c.types; t++) for (int n = p.inHand(colour, t); n > 0; n--) add(side, pieces, perType, t, colour, toHand);
        long handTypes = 0;
        for (int t = 0; t < c.types; t++) if (toHand || p.inHand(0, t) + p.inHand(1, t) > 0) handTypes++;
        Gates gates = c.variant.rule(Gates.KEY);
        long gateFactor = gates != null && gates.fromHand() ? 1 + handTypes : 1;
        for (int colour = 0; colour < 2; colour++) {
            side[colour] *= gateFactor;
            if (drops != null) side[colour] += handTypes * c.squares * (promotedDrops(drops) ? 2L : 1L);
            Castling castling = c.variant.rule(Castling.KEY);
            if (castling != null) side[colour] += castling.sides().size() * (1 + 2 * handTypes);
            side[colour] += 8 + pieces[colour]; // a pass, declarations, a swap with each own piece
        }
        TurnRules turns = c.variant.rule(TurnRules.KEY);
        return turns != null && turns.freeUntilCapture() ? side[0] + side[1] : Math.max(side[0], side[1]);
    }

    /** Some piece may be dropped as its promoted form (then a drop may come in two versions). */
    private static boolean promotedDrops(Drops drops) {
        for (var d : drops.byType()) if (d != null && d.asPromoted() >= 0) return true;
        return false;
    }

    /** A piece counts for its owner, and for the other side too when it could be captured into that side's hand. */
    private static void add(long[] side, long[] pieces, long[] perType, int t, int owner, boolean bothSides) {
        side[owner] += perType[t];
        pieces[owner]++;
        if (bothSides) {
            side[owner ^ 1] += perType[t];
            pieces[owner ^ 1]++;
        }
    }

    /** Per type: the most moves a piece of that type can offer in any form it may take. */
    static long[] perType(Compiled c) {
        Promotions promotions = c.variant.rule(Promotions.KEY);
        Gates gates = c.variant.rule(Gates.KEY);
        long[] own = new long[c.types];
        for (int t = 0; t < c.types; t++) {
            long reach = 0;
            for (int colour = 0; colour < 2; colour++) {
                for (int s = 0; s < c.squares; s++) {
                    int base = (colour * c.types + t) * c.squares + s;
                    long n = 0;
                    for (int j = c.t.rayStart[base], end = c.t.rayStart[base + 1]; j < end; ) {
                        int h = c.t.rays[j], plen = (h >>> MoveTables.PATH_SHIFT) & 0xFF, len = h >>> MoveTables.LEN_SHIFT;
                        n += len;
                        j += 1 + plen + len;
                    }
                    reach = Math.max(reach, n);
                }
            }
            Promotion pr = promotions == null ? null : promotions.of(t);
            long choices = 1 + (pr == null ? 0 : pr.to().size());
            own[t] = reach * choices;
            if (pr != null && pr.step() != null) own[t] += (long) pr.to().size() * (1 + pr.step().steps().size() * 8L);
            if (gates != null && gates.of(t) >= 0) own[t] += 1; // the gated piece's square: counted with the gated type below
        }
        long[] best = new long[c.types];
        for (int t = 0; t < c.types; t++) {
            // every form the piece may take: its promotions (and theirs), the type it goes to a hand as
            boolean[] seen = new boolean[c.types];
            ArrayDeque<Integer> todo = new ArrayDeque<>();
            todo.add(t);
            seen[t] = true;
            long most = 0;
            while (!todo.isEmpty()) {
                int f = todo.poll();
                most = Math.max(most, own[f]);
                Promotion pr = promotions == null ? null : promotions.of(f);
                if (pr != null) for (int to : pr.to()) if (!seen[to]) { seen[to] = true; todo.add(to); }
                int demoted = c.demoted == null || c.demoted[f] < 0 ? -1 : c.demoted[f];
                if (demoted >= 0 && !seen[demoted]) { seen[demoted] = true; todo.add(demoted); }
            }
            best[t] = most;
            if (gates != null && gates.of(t) >= 0) best[t] += own[gates.of(t)]; // the piece its first move leaves
        }
        return best;
    }
}
