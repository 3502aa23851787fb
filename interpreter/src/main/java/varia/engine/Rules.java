package varia.engine;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import varia.notation.Leg;
import varia.notation.Mode;
import varia.notation.MoveRule;
import varia.notation.Offset;
import varia.variant.PieceType;
import varia.variant.Promotion;
import varia.variant.Variant;

/**
 * A variant compiled for the move generator: every piece's moves from every square as flat int
 * arrays ("rays"), and for every square the reverse rays along which it can be attacked. Built
 * once per variant so that generation and attack tests only read arrays.
 *
 * <p>Forward ray layout in {@link #rays}: a header word, then the lame path squares (that must be
 * empty), then the landing squares in walking order.
 */
final class Rules {
    // header bits of a forward ray
    static final int KIND_MASK = 3, LEAP = 0, SLIDE = 1, HOP = 2;
    static final int F_MOVE = 1 << 2, F_CAPTURE = 1 << 3, F_EP = 1 << 4, F_INITIAL = 1 << 5, F_CREATES_EP = 1 << 6;
    static final int PATH_SHIFT = 8, LEN_SHIFT = 16;

    private static final Map<Variant, Rules> CACHE = new ConcurrentHashMap<>();

    final Variant variant;
    final int files, ranks, squares, words, types;
    final boolean[] royal;
    /** Per (colour, type): promotion zone as a per-square flag, or null. */
    final boolean[][] promoZone;
    final int[][] promoTo;
    final boolean[] promoForced;
    /** Types whose moves reset the n-move counter (pawn-like: they promote). */
    final boolean[] resetsClock;

    /** Forward rays: rays of (colour c, type t, square s) are [rayStart[i], rayStart[i+1]) with i = (c*types+t)*squares+s. */
    final int[] rays;
    final int[] rayStart;

    /**
     * Reverse (attack) rays. For (attacker colour c, target square s) the ray ids are
     * attackRayIds[attackStart[c*squares+s] .. attackStart[c*squares+s+1]). A ray id r covers
     * squares attackSq[rOff[r] .. rOff[r]+rLen[r]) walking outward from the target; at each square,
     * {@code slideMask} holds the attacker types that capture the target from there when every
     * earlier square is empty, {@code hopMask} those that capture it by hopping exactly one
     * earlier occupied square, and {@code initialMask} those whose capture is an initial-only move.
     */
    final int[] attackStart, attackRayIds, rOff, rLen, attackSq;
    final long[] slideMask, hopMask, initialMask;
    final boolean[] rHasHop;
    /** Per (attacker colour, target): squares whose emptying (or, with hoppers, filling) can change the attack. */
    final long[] sensitive;
    final boolean[] hasHoppers;

    final Zobrist zobrist;

    static Rules of(Variant v) {
        return CACHE.computeIfAbsent(v, Rules::new);
    }

    private Rules(Variant v) {
        this.variant = v;
        files = v.files();
        ranks = v.ranks();
        squares = files * ranks;
        if (squares > 256) throw new IllegalArgumentException("boards are limited to 256 squares");
        words = (squares + 63) >>> 6;
        types = v.pieces().size();
        if (types > 63) throw new IllegalArgumentException("at most 63 piece types");
        royal = new boolean[types];
        resetsClock = new boolean[types];
        promoZone = new boolean[2 * types][];
        promoTo = new int[types][];
        promoForced = new boolean[types];
        for (PieceType p : v.pieces()) {
            royal[p.index()] = p.royal();
            Promotion pr = p.promotion();
            if (pr != null) {
                resetsClock[p.index()] = true;
                promoTo[p.index()] = pr.to().stream().mapToInt(Integer::intValue).toArray();
                promoForced[p.index()] = pr.forced();
                for (int c = 0; c < 2; c++) {
                    boolean[] zone = new boolean[squares];
                    for (int s = 0; s < squares; s++) zone[s] = pr.inZone(relativeRank(s, c) + 1);
                    promoZone[c * types + p.index()] = zone;
                }
            }
        }
        // forward rays
        List<Integer> out = new ArrayList<>();
        rayStart = new int[2 * types * squares + 1];
        for (int c = 0; c < 2; c++)
            for (int t = 0; t < types; t++)
                for (int s = 0; s < squares; s++) {
                    rayStart[(c * types + t) * squares + s] = out.size();
                    for (MoveRule m : v.pieces().get(t).moves()) emitForward(out, m, c, s);
                }
        rayStart[2 * types * squares] = out.size();
        rays = out.stream().mapToInt(Integer::intValue).toArray();

        // reverse rays, merged by shared square sequences so one walk serves many piece types
        attackStart = new int[2 * squares + 1];
        List<int[]> seqs = new ArrayList<>();
        List<long[][]> masks = new ArrayList<>();
        List<Integer> ids = new ArrayList<>();
        hasHoppers = new boolean[2];
        sensitive = new long[2 * squares * words];
        for (int c = 0; c < 2; c++) {
            for (int target = 0; target < squares; target++) {
                attackStart[c * squares + target] = ids.size();
                Map<String, ReverseRay> byKey = new LinkedHashMap<>();
                for (int t = 0; t < types; t++)
                    for (MoveRule m : v.pieces().get(t).moves()) collectReverse(byKey, m, c, t, target);
                List<ReverseRay> merged = mergePrefixes(new ArrayList<>(byKey.values()));
                for (ReverseRay r : merged) {
                    ids.add(seqs.size());
                    seqs.add(r.squares);
                    masks.add(new long[][] {r.slide, r.hop, r.initial});
                    int last = -1;
                    for (int k = 0; k < r.squares.length; k++) {
                        if (r.slide[k] != 0 || r.hop[k] != 0 || r.initial[k] != 0) last = k;
                        if (r.hop[k] != 0) hasHoppers[c] = true;
                    }
                    for (int k = 0; k < last; k++) {
                        int sq = r.squares[k];
                        sensitive[(c * squares + target) * words + (sq >>> 6)] |= 1L << (sq & 63);
                    }
                }
            }
        }
        attackStart[2 * squares] = ids.size();
        attackRayIds = ids.stream().mapToInt(Integer::intValue).toArray();
        rOff = new int[seqs.size()];
        rLen = new int[seqs.size()];
        rHasHop = new boolean[seqs.size()];
        int total = seqs.stream().mapToInt(a -> a.length).sum();
        attackSq = new int[total];
        slideMask = new long[total];
        hopMask = new long[total];
        initialMask = new long[total];
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
                if (mk[1][k] != 0) rHasHop[r] = true;
            }
            off += sq.length;
        }
        zobrist = new Zobrist(types, squares, v.key() == null ? 0 : v.key().hashCode());
    }

    private int[] startBoard;

    /** Board codes of the variant's start position (to tell which pieces have not moved). */
    int[] startBoard() throws FenException {
        if (startBoard == null) {
            String field = variant.startFen().trim().split("\\s+")[0];
            int bracket = field.indexOf('[');
            startBoard = Fen.parseBoard(this, bracket >= 0 ? field.substring(0, bracket) : field);
        }
        return startBoard;
    }

    int square(int file, int rank) { return rank * files + file; }
    int fileOf(int sq) { return sq % files; }
    int rankOf(int sq) { return sq / files; }
    /** 0-based rank counted from colour c's own side. */
    int relativeRank(int sq, int c) { return c == 0 ? rankOf(sq) : ranks - 1 - rankOf(sq); }

    /** The square {@code from + step} as seen by colour c (Black's vectors are rotated), or -1 off board. */
    int shift(int from, Offset step, int c, int times) {
        int dx = step.dx() * times, dy = step.dy() * times;
        if (c == 1) { dx = -dx; dy = -dy; }
        int f = fileOf(from) + dx, r = rankOf(from) + dy;
        if (f < 0 || f >= files || r < 0 || r >= ranks) return -1;
        return square(f, r);
    }

    int shift(int from, Offset o, int c) { return shift(from, o, c, 1); }

    private static int flagsOf(MoveRule m) {
        Leg l = m.leg();
        int f = 0;
        if (l.modes().contains(Mode.MOVE)) f |= F_MOVE;
        if (l.modes().contains(Mode.CAPTURE)) f |= F_CAPTURE;
        if (l.modes().contains(Mode.EN_PASSANT)) f |= F_EP;
        if (m.initialOnly()) f |= F_INITIAL;
        if (m.createsEnPassant()) f |= F_CREATES_EP;
        return f;
    }

    private void emitForward(List<Integer> out, MoveRule m, int c, int from) {
        if (m.legs().size() != 1) throw new IllegalArgumentException("multi-leg moves are not supported yet");
        Leg l = m.leg();
        int flags = flagsOf(m);
        if (l.range() == 1 && !l.hop()) {
            int target = shift(from, l.step(), c);
            if (target < 0) return;
            int[] path = new int[l.mustBeEmpty().size()];
            for (int i = 0; i < path.length; i++) {
                path[i] = shift(from, l.mustBeEmpty().get(i), c);
                if (path[i] < 0) return;
            }
            out.add(LEAP | flags | path.length << PATH_SHIFT | 1 << LEN_SHIFT);
            for (int p : path) out.add(p);
            out.add(target);
            return;
        }
        if (!l.mustBeEmpty().isEmpty()) throw new IllegalArgumentException("lame riders are not supported");
        List<Integer> sq = new ArrayList<>();
        for (int k = 1; k <= Math.min(l.range(), 256); k++) {
            int s = shift(from, l.step(), c, k);
            if (s < 0) break;
            sq.add(s);
        }
        if (sq.isEmpty() || (l.hop() && sq.size() < 2)) return;
        out.add((l.hop() ? HOP : SLIDE) | flags | sq.size() << LEN_SHIFT);
        out.addAll(sq);
    }

    /** One reverse ray under construction. */
    private static final class ReverseRay {
        final int[] squares;
        final long[] slide, hop, initial;
        ReverseRay(int[] squares) {
            this.squares = squares;
            slide = new long[squares.length];
            hop = new long[squares.length];
            initial = new long[squares.length];
        }
    }

    private static String key(int[] sq) { return java.util.Arrays.toString(sq); }

    private ReverseRay ray(Map<String, ReverseRay> byKey, int[] sq) {
        return byKey.computeIfAbsent(key(sq), k -> new ReverseRay(sq));
    }

    /** Adds the squares from which a type-t piece of colour c captures {@code target} with move m. */
    private void collectReverse(Map<String, ReverseRay> byKey, MoveRule m, int c, int t, int target) {
        Leg l = m.leg();
        if (!l.modes().contains(Mode.CAPTURE)) return;
        long bit = 1L << t;
        if (l.range() == 1 && !l.hop()) {
            // the attacker stands at target - step; walk outward through its path, reversed
            int origin = shift(target, l.step(), c, -1);
            if (origin < 0) return;
            int n = l.mustBeEmpty().size();
            int[] sq = new int[n + 1];
            for (int i = 0; i < n; i++) {
                int p = shift(origin, l.mustBeEmpty().get(n - 1 - i), c);
                if (p < 0) return;
                sq[i] = p;
            }
            sq[n] = origin;
            ReverseRay r = ray(byKey, sq);
            if (m.initialOnly()) r.initial[n] |= bit; else r.slide[n] |= bit;
            return;
        }
        List<Integer> line = new ArrayList<>();
        for (int k = 1; k <= Math.min(l.range(), 256); k++) {
            int s = shift(target, l.step(), c, -k);
            if (s < 0) break;
            line.add(s);
        }
        if (line.isEmpty()) return;
        int[] sq = line.stream().mapToInt(Integer::intValue).toArray();
        ReverseRay r = ray(byKey, sq);
        for (int k = 0; k < sq.length; k++) {
            if (l.hop()) { if (k >= 1) r.hop[k] |= bit; }
            else if (m.initialOnly()) r.initial[k] |= bit;
            else r.slide[k] |= bit;
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
