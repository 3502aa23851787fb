package varia.engine;

/**
 * The reverse rays of one square split for {@link Attacks#attacked}: those of one square whose
 * attackers need no right (leapers' and steppers' captures, a slider's last step to the target)
 * as a flat list of (square, attacker types), read without a ray's bookkeeping; the others by
 * their ray ids as before. Per (attacker colour, target); built once from {@link MoveTables}.
 * (In makruk perft, the king's steps asked most of the attack tests, and most rays were one square.)
 */
final class StepAttacks {
    /** Per (colour, target): single-square attacks at {@code start[i] .. start[i + 1]}, other rays at {@code longStart[i] .. longStart[i + 1]}. */
    final int[] start, sq, longStart, longIds;
    /** The attacker types that capture the target from {@code sq[k]}. */
    final long[] mask;

    StepAttacks(MoveTables r) {
        int cells = 2 * r.squares;
        start = new int[cells + 1];
        longStart = new int[cells + 1];
        int shorts = 0, longs = 0;
        for (int i = 0; i < r.attackStart[cells]; i++) {
            if (single(r, r.attackRayIds[i])) shorts++;
            else longs++;
        }
        sq = new int[shorts];
        mask = new long[shorts];
        longIds = new int[longs];
        int s = 0, l = 0;
        for (int c = 0; c < cells; c++) {
            start[c] = s;
            longStart[c] = l;
            for (int i = r.attackStart[c]; i < r.attackStart[c + 1]; i++) {
                int ray = r.attackRayIds[i];
                if (single(r, ray)) {
                    sq[s] = r.attackSq[r.rOff[ray]];
                    mask[s++] = r.slideMask[r.rOff[ray]];
                } else longIds[l++] = ray;
            }
        }
        start[cells] = s;
        longStart[cells] = l;
    }

    /** A ray of one square whose attackers capture by plain leap or step (no hop, no initial or special right). */
    private static boolean single(MoveTables r, int ray) {
        int k = r.rOff[ray];
        return r.rLen[ray] == 1 && !r.rHasHop[ray] && r.initialMask[k] == 0 && r.specialMask[k] == 0 && r.hopMask[k] == 0;
    }
}
