package varia.engine;

import static varia.engine.MoveTables.*;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import varia.variant.Variant;

/** Reverse rays, derived from the forward ones and merged by shared square sequences so one walk serves many types. */
final class AttackTables {
    int[] attackStart, attackRayIds, rOff, rLen, attackSq;
    long[] slideMask, hopMask, initialMask, specialMask, sensitive;
    int[] throughStart, throughRays;
    boolean[] rHasHop, hasHoppers;
    int[][] conditional;
    private final int squares, words;

    AttackTables(MoveTables t, Variant v, boolean royalSight) {
        squares = t.squares;
        words = t.g.words;
        List<Map<String, ReverseRay>> byTarget = new ArrayList<>();
        for (int i = 0; i < 2 * squares; i++) byTarget.add(new LinkedHashMap<>());
        for (int c = 0; c < 2; c++)
            for (int type = 0; type < t.types; type++) {
                if (!v.pieces().get(type).givesCheck()) continue;
                for (int o = 0; o < squares; o++) {
                    int base = (c * t.types + type) * squares + o;
                    for (int j = t.rayStart[base]; j < t.rayStart[base + 1]; ) {
                        int h = t.rays[j], plen = (h >>> PATH_SHIFT) & 0xFF, len = h >>> LEN_SHIFT, p = j + 1;
                        j = p + plen + len;
                        if ((h & KIND_MASK) == MULTI) multiLeg(byTarget, t, c, type, o, j - len - 1, (h & F_INITIAL) != 0);
                        else if ((h & F_CAPTURE) != 0)
                            reverse(byTarget, c, type, o, h & KIND_MASK, (h & F_INITIAL) != 0 ? 1 : (h & F_SPECIAL) != 0 ? 2 : 0, t.rays, p, plen, len);
                    }
                    if (royalSight && t.royal[Position.code(type, c)]) {
                        // facing royals: a royal "sees" along its file, as far as the first piece
                        for (int dir = -1; dir <= 1; dir += 2) {
                            int[] line = new int[t.g.ranks];
                            int n = 0;
                            for (int sq = t.g.step(o, 0, dir); sq >= 0 && sq != o && n < line.length; sq = t.g.step(sq, 0, dir)) {
                                if (t.g.blocks(sq)) break; // a hole ends the sight, or (open) is passed over
                                if (!t.g.isHole(sq)) line[n++] = sq;
                            }
                            reverse(byTarget, c, type, o, SLIDE, 0, line, 0, 0, n);
                        }
                    }
                }
            }
        if (conditionalLists != null) {
            conditional = new int[2 * squares][];
            for (int i = 0; i < 2 * squares; i++) {
                List<Integer> l = conditionalLists.get(i);
                if (l != null) conditional[i] = l.stream().mapToInt(Integer::intValue).toArray();
            }
        }
        attackStart = new int[2 * squares + 1];
        List<int[]> seqs = new ArrayList<>();
        List<long[][]> masks = new ArrayList<>();
        List<Integer> ids = new ArrayList<>();
        hasHoppers = new boolean[2];
        sensitive = new long[2 * squares * words];
        for (int c = 0; c < 2; c++)
            for (int target = 0; target < squares; target++) {
                attackStart[c * squares + target] = ids.size();
                for (ReverseRay r : mergePrefixes(new ArrayList<>(byTarget.get(c * squares + target).values()))) {
                    ids.add(seqs.size());
                    seqs.add(r.squares);
                    masks.add(new long[][] {r.slide, r.hop, r.initial, r.special});
                    int last = -1;
                    for (int k = 0; k < r.squares.length; k++) {
                        if (r.slide[k] != 0 || r.hop[k] != 0 || r.initial[k] != 0 || r.special[k] != 0) last = k;
                        if (r.hop[k] != 0) hasHoppers[c] = true;
                    }
                    // captures that need occupied squares behave like hoppers' for the legality shortcuts
                    if (conditionalLists != null && conditionalLists.get(c * squares + target) != null) hasHoppers[c] = true;
                    for (int k = 0; k < last; k++) {
                        int sq = r.squares[k];
                        sensitive[(c * squares + target) * words + (sq >>> 6)] |= 1L << (sq & 63);
                    }
                }
            }
        attackStart[2 * squares] = ids.size();
        through(seqs, masks, ids);
        attackRayIds = ids.stream().mapToInt(Integer::intValue).toArray();
        rOff = new int[seqs.size()];
        rLen = new int[seqs.size()];
        rHasHop = new boolean[seqs.size()];
        int total = seqs.stream().mapToInt(a -> a.length).sum();
        attackSq = new int[total];
        slideMask = new long[total];
        hopMask = new long[total];
        initialMask = new long[total];
        specialMask = new long[total];
        int off = 0;
        for (int r = 0; r < seqs.size(); r++) {
            int[] sq = seqs.get(r);
            long[][] mk = masks.get(r);
            rOff[r] = off;
            rLen[r] = sq.length;
            for (int k = 0; k < sq.length; k++) {
                attackSq[off + k] = sq[k];
                slideMask[off + k] = mk[0][k];
                hopMask[off + k] = mk[1][k];
                initialMask[off + k] = mk[2][k];
                specialMask[off + k] = mk[3][k];
                if (mk[1][k] != 0) rHasHop[r] = true;
            }
            off += sq.length;
        }
    }

    /** Per (attacker colour, target): (origin, ray index) pairs of conditional multi-leg captures; null until one is found. */
    private List<List<Integer>> conditionalLists;

    /**
     * Registers the captures of a multi-leg ray of a type-t piece of colour c on o (its header at
     * {@code ray}): a capture reached through empty squares only is a lame leap in the reverse
     * rays; one that needs an occupied square (a capture or hop on the way, or a next leg that
     * must land) is conditional; one where the piece has a free capturing leap anyway is left out.
     */
    private void multiLeg(List<Map<String, ReverseRay>> byTarget, MoveTables t, int c, int type, int o, int ray, boolean initial) {
        java.util.Set<Integer> free = new java.util.HashSet<>();
        int base = (c * t.types + type) * squares + o;
        for (int j = t.rayStart[base]; j < t.rayStart[base + 1]; ) {
            int h = t.rays[j], plen = (h >>> PATH_SHIFT) & 0xFF, len = h >>> LEN_SHIFT, p = j + 1;
            j = p + plen + len;
            if ((h & KIND_MASK) == LEAP && plen == 0 && (h & F_CAPTURE) != 0 && (h & (F_INITIAL | F_SPECIAL)) == 0) free.add(t.rays[p]);
        }
        walk(byTarget, t.rays, ray + 1, c, type, o, ray, initial, new ArrayList<>(), false, free);
    }

    private void walk(List<Map<String, ReverseRay>> byTarget, int[] rays, int at, int c, int type, int o, int ray,
                      boolean initial, List<Integer> empty, boolean conditional, java.util.Set<Integer> free) {
        int head = rays[at], count = head >>> 16, q = at + 1;
        boolean last = (head & MultiLegTables.L_LAST) != 0;
        List<Integer> path = new ArrayList<>(empty);
        for (int k = 0; k < count; k++) {
            int sq = rays[q++];
            if (last) {
                if ((head & MultiLegTables.L_CAPTURE) != 0) capture(byTarget, c, type, o, ray, initial, sq, path, conditional, free);
            } else {
                int size = rays[q++], block = q;
                q += size;
                if ((head & MultiLegTables.L_CAPTURE) != 0) {
                    capture(byTarget, c, type, o, ray, initial, sq, path, true, free);
                    children(byTarget, rays, block, c, type, o, ray, initial, path, true, free);
                }
                // a leg that moves or hops (XBetza mp, the unicorn's first step) goes on whatever stands on
                // its square: the next legs need that square neither empty nor occupied, so they are
                // unconditional (a lame leap's path without it), which keeps pins and the two-square test
                boolean any = (head & (MultiLegTables.L_MOVE | MultiLegTables.L_HOP | MultiLegTables.L_CAPTURE))
                        == (MultiLegTables.L_MOVE | MultiLegTables.L_HOP);
                if (any) children(byTarget, rays, block, c, type, o, ray, initial, path, conditional, free);
                else if ((head & MultiLegTables.L_HOP) != 0) children(byTarget, rays, block, c, type, o, ray, initial, path, true, free);
                if (!any && (head & MultiLegTables.L_MOVE) != 0) {
                    List<Integer> through = new ArrayList<>(path);
                    if (sq != o) through.add(sq);
                    children(byTarget, rays, block, c, type, o, ray, initial, through, conditional, free);
                }
            }
            if (sq != o) path.add(sq); // sliding on: this square was empty
        }
    }

    private void children(List<Map<String, ReverseRay>> byTarget, int[] rays, int block, int c, int type, int o, int ray,
                          boolean initial, List<Integer> empty, boolean conditional, java.util.Set<Integer> free) {
        int nodes = rays[block], at = block + 1;
        for (int i = 0; i < nodes; i++) {
            walk(byTarget, rays, at + 1, c, type, o, ray, initial, empty, conditional, free);
            at += 1 + rays[at];
        }
    }

    private void capture(List<Map<String, ReverseRay>> byTarget, int c, int type, int o, int ray, boolean initial, int target,
                         List<Integer> empty, boolean conditional, java.util.Set<Integer> free) {
        if (target == o || !initial && free.contains(target) || empty.contains(target)) return;
        if (!conditional) {
            int[] src = new int[empty.size() + 1];
            for (int i = 0; i < empty.size(); i++) src[i] = empty.get(i);
            src[empty.size()] = target;
            reverse(byTarget, c, type, o, LEAP, initial ? 1 : 0, src, 0, empty.size(), 1);
            return;
        }
        if (conditionalLists == null) {
            conditionalLists = new ArrayList<>();
            for (int i = 0; i < 2 * squares; i++) conditionalLists.add(null);
        }
        List<Integer> l = conditionalLists.get(c * squares + target);
        if (l == null) conditionalLists.set(c * squares + target, l = new ArrayList<>());
        for (int i = 0; i < l.size(); i += 2) if (l.get(i) == o && l.get(i + 1) == ray) return;
        l.add(o);
        l.add(ray);
    }

    /** The rays of each (colour, target) that pass each square, up to their last attacker's square. */
    private void through(List<int[]> seqs, List<long[][]> masks, List<Integer> ids) {
        List<List<Integer>> lists = new ArrayList<>();
        for (int i = 0; i < 2 * squares * squares; i++) lists.add(null);
        for (int ct = 0; ct < 2 * squares; ct++)
            for (int i = attackStart[ct]; i < attackStart[ct + 1]; i++) {
                int ray = ids.get(i);
                int[] sq = seqs.get(ray);
                long[][] mk = masks.get(ray);
                int last = -1;
                for (int k = 0; k < sq.length; k++) if (mk[0][k] != 0 || mk[1][k] != 0 || mk[2][k] != 0 || mk[3][k] != 0) last = k;
                for (int k = 0; k <= last; k++) {
                    int at = ct * squares + sq[k];
                    if (lists.get(at) == null) lists.set(at, new ArrayList<>(2));
                    if (!lists.get(at).contains(ray)) lists.get(at).add(ray);
                }
            }
        throughStart = new int[2 * squares * squares + 1];
        int total = 0;
        for (int i = 0; i < lists.size(); i++) {
            throughStart[i] = total;
            if (lists.get(i) != null) total += lists.get(i).size();
        }
        throughStart[lists.size()] = total;
        throughRays = new int[total];
        for (int i = 0, k = 0; i < lists.size(); i++)
            if (lists.get(i) != null) for (int ray : lists.get(i)) throughRays[k++] = ray;
    }

    /** One reverse ray under construction. */
    private static final class ReverseRay {
        final int[] squares;
        final long[] slide, hop, initial, special;
        ReverseRay(int[] squares) {
            this.squares = squares;
            slide = new long[squares.length];
            hop = new long[squares.length];
            initial = new long[squares.length];
            special = new long[squares.length];
        }
    }

    private static ReverseRay ray(Map<String, ReverseRay> byKey, int[] sq) {
        return byKey.computeIfAbsent(java.util.Arrays.toString(sq), k -> new ReverseRay(sq));
    }

    /**
     * Registers the captures of one forward ray of a type-t piece of colour c standing on o: for
     * each square it can capture on, the squares between (walking back from the target) and o.
     * {@code condition}: 0 always, 1 only while the piece is unmoved, 2 only while it holds its special right.
     */
    private void reverse(List<Map<String, ReverseRay>> byTarget, int c, int t, int o, int kind, int condition,
                         int[] src, int p, int plen, int len) {
        long bit = 1L << t;
        if (kind == LEAP) {
            int target = src[p + plen];
            int[] sq = new int[plen + 1];
            for (int i = 0; i < plen; i++) sq[i] = src[p + plen - 1 - i];
            sq[plen] = o;
            ReverseRay r = ray(byTarget.get(c * squares + target), sq);
            (condition == 1 ? r.initial : condition == 2 ? r.special : r.slide)[plen] |= bit;
            return;
        }
        for (int k = kind == HOP ? 2 : 1; k <= len; k++) {
            int target = src[p + k - 1];
            int[] sq = new int[k];
            for (int i = 0; i < k - 1; i++) sq[i] = src[p + k - 2 - i];
            sq[k - 1] = o;
            ReverseRay r = ray(byTarget.get(c * squares + target), sq);
            if (kind == HOP) r.hop[k - 1] |= bit;
            else (condition == 1 ? r.initial : condition == 2 ? r.special : r.slide)[k - 1] |= bit;
        }
    }

    /** Folds every ray whose squares are a prefix of a longer ray into that ray. */
    private static List<ReverseRay> mergePrefixes(List<ReverseRay> in) {
        in.sort((a, b) -> b.squares.length - a.squares.length);
        List<ReverseRay> kept = new ArrayList<>();
        for (ReverseRay r : in) {
            ReverseRay host = null;
            for (ReverseRay k : kept) if (isPrefix(r.squares, k.squares)) { host = k; break; }
            if (host == null) { kept.add(r); continue; }
            for (int i = 0; i < r.squares.length; i++) {
                host.slide[i] |= r.slide[i];
                host.hop[i] |= r.hop[i];
                host.initial[i] |= r.initial[i];
                host.special[i] |= r.special[i];
            }
        }
        return kept;
    }

    private static boolean isPrefix(int[] a, int[] b) {
        if (a.length > b.length) return false;
        for (int i = 0; i < a.length; i++) if (a[i] != b[i]) return false;
        return true;
    }
}
