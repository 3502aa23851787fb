package varia.engine;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.Map;
import varia.notation.Leg;
import varia.notation.Mode;
import varia.notation.MoveRule;
import varia.rules.orientation.Orientation;
import varia.variant.PieceType;
import varia.variant.RegionMoves;
import varia.variant.Variant;

/**
 * Every piece's moves from every square as flat int arrays ("rays"), and for every square the
 * reverse rays along which it can be attacked: built once per variant, so that generation and
 * attack tests only read arrays.
 *
 * <p>Forward ray layout in {@link #rays}: a header word, then the lame path squares (that must be
 * empty), then the landing squares in walking order. A multi-leg ray ({@link #MULTI}) has a tree
 * of legs instead (see {@link MultiLegTables}).
 */
final class MoveTables {
    // header bits of a forward ray
    static final int KIND_MASK = 3, LEAP = 0, SLIDE = 1, HOP = 2, MULTI = 3;
    static final int F_MOVE = 1 << 2, F_CAPTURE = 1 << 3, F_EP = 1 << 4, F_INITIAL = 1 << 5, F_CREATES_EP = 1 << 6,
            F_SPECIAL = 1 << 7;
    static final int PATH_SHIFT = 8, LEN_SHIFT = 16;

    final Geometry g;
    final int types, squares;
    /** Per board code ({@link Position#code}): the piece is royal (royalty may differ by colour, as in Horde chess). */
    final boolean[] royal;

    /** Forward rays: rays of (colour c, type t, square s) are [rayStart[i], rayStart[i+1]) with i = (c*types+t)*squares+s. */
    final int[] rays, rayStart;
    /** Where each piece could ever capture, as offsets: most "does it attack that square?" questions end here. */
    final Reach reach;

    /**
     * Reverse (attack) rays. For (attacker colour c, target square s) the ray ids are
     * attackRayIds[attackStart[c*squares+s] .. attackStart[c*squares+s+1]). A ray id r covers
     * squares attackSq[rOff[r] .. rOff[r]+rLen[r]) walking outward from the target; at each square,
     * {@code slideMask} holds the attacker types that capture the target from there when every
     * earlier square is empty, {@code hopMask} those that capture it by hopping exactly one
     * earlier occupied square, {@code initialMask} those whose capture is an initial-only move and
     * {@code specialMask} those whose capture needs a special right.
     */
    final int[] attackStart, attackRayIds, rOff, rLen, attackSq;
    final long[] slideMask, hopMask, initialMask, specialMask;
    final boolean[] rHasHop;
    /** Per (attacker colour, target): squares whose emptying (or, with hoppers, filling) can change the attack. */
    final long[] sensitive;
    /**
     * Per (colour, target, square): the reverse rays of the target square that pass the square (up
     * to their last attacker), as ids into the ray tables at throughRays[throughStart[i] ..
     * throughStart[i + 1]]: a move that changes only two squares can change only these rays' answers.
     */
    final int[] throughStart, throughRays;
    /** The reverse rays split into single squares and the rest, for {@link Attacks#attacked}. */
    final StepAttacks steps;
    final boolean[] hasHoppers;
    /** Per type: types it may not hop over (bit mask). */
    final long[] screenExclude;
    /** Per (colour, type): the enemy types it may not capture (bit mask; royal enemies where royals are never taken). */
    final long[] noCapture;
    /** Per (colour, type, square): the piece would have no move at all from there. */
    final boolean[] stuck;
    /** Per type: some move is initial-only ('i'). */
    final boolean[] hasInitialMove;

    /**
     * Per (colour, square): the en-passant captures that could end there, as triples (origin, type,
     * ray index &lt;&lt; 8 | squares before the target along the ray), so that deciding whether a
     * double step leaves a usable en-passant mark looks at a handful of squares.
     */
    final int[][] epSources;
    /** Some piece takes en passant by a hop: marks are then always kept (a rare, untabled case). */
    final boolean epByHop;
    /**
     * Multi-leg captures that depend on more than empty squares (a capture on the way that needs
     * its next leg to land, a capture after capturing or hopping): per (attacker colour, target),
     * pairs (origin, ray index) of the rays to walk, or null; the whole array is null when the
     * variant has none (then multi-leg captures are all in the reverse rays, or dominated by a
     * free leap of the same piece, as the lion's are).
     */
    final int[][] conditionalAttacks;
    /** Per type: it has multi-leg moves. */
    final boolean[] hasMultiLeg;
    /** Royal pieces see along their file (facing royals forbidden): an attack no forward ray holds. */
    final boolean royalSight;

    /** Does one of these moves pass over squares (a slide, a hop, a lame leap)? */
    static boolean movesAcross(List<MoveRule> moves) {
        return moves.stream().flatMap(m -> m.legs().stream()).anyMatch(l -> l.isSlider() || l.hop() || !l.mustBeEmpty().isEmpty());
    }

    private final Map<String, BitSet[]> regionSets = new java.util.HashMap<>();

    private final Variant variant;

    /** Per (colour, type): the squares a lame move-only leap may leave en-passant marks on ({@code en-passant-on}), null for all. */
    private final BitSet[] epSquares;
    private BitSet epNow;
    private final Map<Integer, Integer> epPartial = new java.util.HashMap<>();
    /** Per (colour, type): the squares it may not enter, may enter only when empty, may only capture on (three in a row); null without entry rules. */
    private final BitSet[] entry;
    /** The piece being emitted's move-only and capture-only squares, or null. */
    private BitSet moveOnlyNow, captureOnlyNow;
    /**
     * Per ray (indexed like {@link #rays}), for a leap whose path is only partly open to en passant: how
     * many of its path squares (the first ones: such a path is ordered so) take en-passant marks; null
     * when no ray is so (every other creating ray marks its whole path).
     */
    final int[] epPathCount;

    /**
     * @param special     per type, once-only special moves (rays usable while the piece holds its special right), or null
     * @param royalSight  royal pieces "see" along their file up to the first piece (facing royals forbidden)
     * @param royalsTaken royal pieces may be captured (only the last one of a side is protected)
     */
    MoveTables(Variant v, Geometry g, List<List<MoveRule>> special, boolean royalSight, boolean royalsTaken, BitSet[] epSquares,
               BitSet[] entry, long immune) {
        this.g = g;
        this.royalSight = royalSight;
        this.variant = v;
        this.epSquares = epSquares;
        this.entry = entry;
        squares = g.squares;
        types = v.pieces().size();
        if (types > 63) throw new IllegalArgumentException("at most 63 piece types");
        for (var e : v.regions().entrySet()) regionSets.put(e.getKey(), new BitSet[] {e.getValue().of(0), e.getValue().of(1)});
        royal = new boolean[2 * types + 1];
        screenExclude = new long[types];
        noCapture = new long[2 * types];
        hasInitialMove = new boolean[types];
        hasMultiLeg = new boolean[types];
        long[] royalMask = new long[2];
        for (PieceType p : v.pieces()) {
            int t = p.index();
            for (int c = 0; c < 2; c++) {
                royal[Position.code(t, c)] = p.royal(c);
                if (p.royal(c)) royalMask[c] |= 1L << t;
            }
            for (int s : p.screensExclude()) screenExclude[t] |= 1L << s;
            for (int s : p.cannotCapture()) noCapture[t] |= noCapture[types + t] |= 1L << s;
            List<MoveRule> all = new ArrayList<>(p.moves());
            for (RegionMoves rm : p.regionMoves()) all.addAll(rm.moves());
            if (special.get(t) != null) all.addAll(special.get(t));
            hasInitialMove[t] = all.stream().anyMatch(MoveRule::initialOnly);
            hasMultiLeg[t] = all.stream().anyMatch(MoveRule::isMultiLeg);
            if (special.get(t) != null && special.get(t).stream().anyMatch(MoveRule::isMultiLeg))
                throw new IllegalArgumentException("piece " + p.symbol() + ": a once-only special move cannot have several legs");
        }
        // immune pieces are captured by nobody (Tamerlane chess's pawn of pawns on the last rank)
        for (int i = 0; i < noCapture.length; i++) noCapture[i] |= immune;
        // where every royal piece is protected, royals are taken only by checkmate: no move captures one
        if (!royalsTaken)
            for (int c = 0; c < 2; c++) for (int t = 0; t < types; t++) noCapture[c * types + t] |= royalMask[c ^ 1];

        // forward rays, per origin square: regions decide which moves exist where
        List<Integer> out = new ArrayList<>();
        rayStart = new int[2 * types * squares + 1];
        for (int c = 0; c < 2; c++)
            for (int t = 0; t < types; t++)
                for (int s = 0; s < squares; s++) {
                    rayStart[(c * types + t) * squares + s] = out.size();
                    emitPiece(out, v.pieces().get(t), special.get(t), c, s);
                }
        rayStart[2 * types * squares] = out.size();
        rays = out.stream().mapToInt(Integer::intValue).toArray();
        if (epPartial.isEmpty()) epPathCount = null;
        else {
            epPathCount = new int[rays.length];
            epPartial.forEach((ray, n) -> epPathCount[ray] = n);
        }
        reach = new Reach(this, g);
        stuck = new boolean[2 * types * squares];
        for (int i = 0; i < stuck.length; i++) stuck[i] = rayStart[i] == rayStart[i + 1];

        AttackTables a = new AttackTables(this, v, royalSight);
        attackStart = a.attackStart;
        attackRayIds = a.attackRayIds;
        rOff = a.rOff;
        rLen = a.rLen;
        attackSq = a.attackSq;
        slideMask = a.slideMask;
        hopMask = a.hopMask;
        initialMask = a.initialMask;
        specialMask = a.specialMask;
        rHasHop = a.rHasHop;
        sensitive = a.sensitive;
        hasHoppers = a.hasHoppers;
        conditionalAttacks = a.conditional;
        throughStart = a.throughStart;
        throughRays = a.throughRays;
        steps = new StepAttacks(this);
        epSources = new int[2 * squares][];
        epByHop = buildEpSources(v);
    }

    private boolean buildEpSources(Variant v) {
        List<List<Integer>> lists = new ArrayList<>();
        for (int i = 0; i < 2 * squares; i++) lists.add(new ArrayList<>());
        boolean hop = false;
        for (int c = 0; c < 2; c++)
            for (int t = 0; t < types; t++) {
                if (v.pieces().get(t).moves().stream().noneMatch(m -> m.leg().modes().contains(Mode.EN_PASSANT))
                        && v.pieces().get(t).regionMoves().stream().flatMap(r -> r.moves().stream())
                                .noneMatch(m -> m.leg().modes().contains(Mode.EN_PASSANT))) continue;
                for (int from = 0; from < squares; from++) {
                    int base = (c * types + t) * squares + from;
                    for (int j = rayStart[base], end = rayStart[base + 1]; j < end; ) {
                        int h = rays[j], plen = (h >>> PATH_SHIFT) & 0xFF, len = h >>> LEN_SHIFT, p = j + 1;
                        int ray = j;
                        j = p + plen + len;
                        if ((h & F_EP) == 0) continue;
                        switch (h & KIND_MASK) {
                            case LEAP -> lists.get(c * squares + rays[p + plen]).addAll(List.of(from, t, ray << 8 | plen));
                            case SLIDE -> {
                                for (int k = 0; k < len; k++) lists.get(c * squares + rays[p + k]).addAll(List.of(from, t, ray << 8 | k));
                            }
                            default -> hop = true;
                        }
                    }
                }
            }
        for (int i = 0; i < 2 * squares; i++)
            epSources[i] = lists.get(i).isEmpty() ? null : lists.get(i).stream().mapToInt(Integer::intValue).toArray();
        return hop;
    }

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

    /** Emits the forward rays of a piece standing on {@code from}, honouring its regions. */
    private void emitPiece(List<Integer> out, PieceType p, List<MoveRule> special, int c, int from) {
        BitSet confine = p.confinedTo() == null ? null : regionSets.get(p.confinedTo())[c];
        epNow = epSquares == null ? null : epSquares[c * types + p.index()];
        moveOnlyNow = captureOnlyNow = null;
        int e = 3 * (c * types + p.index());
        if (entry != null && entry[e] != null) { // squares it may not enter end its moves there, as a region's edge does
            BitSet allowed = new BitSet();
            allowed.set(0, squares);
            if (confine != null) allowed.and(confine);
            allowed.andNot(entry[e]);
            confine = allowed;
            moveOnlyNow = entry[e + 1].isEmpty() ? null : entry[e + 1];
            captureOnlyNow = entry[e + 2].isEmpty() ? null : entry[e + 2];
        }
        List<MoveRule> own = p.moves();
        for (RegionMoves rm : p.regionMoves())
            if (rm.mode() == RegionMoves.Mode.WHERE_STANDING && regionSets.get(rm.region())[c].get(from)) { own = rm.moves(); break; }
        emitMoves(out, Orientation.of(variant, p.index(), c, own), c, from, confine);
        for (RegionMoves rm : p.regionMoves()) {
            if (rm.mode() != RegionMoves.Mode.WITHIN) continue;
            BitSet within = (BitSet) regionSets.get(rm.region())[c].clone();
            if (confine != null) within.and(confine);
            if (!within.get(from)) continue;
            emitMoves(out, Orientation.of(variant, p.index(), c, rm.moves()), c, from, within);
        }
        if (special != null) for (MoveRule m : Orientation.of(variant, p.index(), c, special)) emitForward(out, m, c, from, confine, F_SPECIAL);
    }

    /** Emits a list of moves: single-leg ones ray by ray, multi-leg ones as trees sharing their first legs. */
    private void emitMoves(List<Integer> out, List<MoveRule> moves, int c, int from, BitSet allowed) {
        List<MoveRule> multi = new ArrayList<>();
        for (MoveRule m : moves) {
            if (m.isMultiLeg()) multi.add(m);
            else emitForward(out, m, c, from, allowed, 0);
        }
        if (multi.isEmpty()) return;
        if (moveOnlyNow != null || captureOnlyNow != null) { // a multi-leg move enters no square with a restricted entry
            BitSet narrower = new BitSet();
            if (allowed == null) narrower.set(0, squares);
            else narrower.or(allowed);
            allowed = narrower;
            if (moveOnlyNow != null) allowed.andNot(moveOnlyNow);
            if (captureOnlyNow != null) allowed.andNot(captureOnlyNow);
        }
        MultiLegTables.emit(out, multi, moves, g, c, from, allowed);
    }

    /** A move's flags on a square of restricted entry: only a move there, or only a capture; 0 when it may do neither. */
    private int entryFlags(int flags, int sq) {
        if (moveOnlyNow != null && moveOnlyNow.get(sq)) flags &= ~(F_CAPTURE | F_EP);
        if (captureOnlyNow != null && captureOnlyNow.get(sq)) flags &= ~F_MOVE;
        return (flags & (F_MOVE | F_CAPTURE | F_EP)) == 0 ? 0 : flags;
    }

    private boolean restricted(int sq) {
        return moveOnlyNow != null && moveOnlyNow.get(sq) || captureOnlyNow != null && captureOnlyNow.get(sq);
    }

    /** Emits one move's ray from {@code from}; squares outside {@code allowed} (when given) end it. */
    private void emitForward(List<Integer> out, MoveRule m, int c, int from, BitSet allowed, int extraFlags) {
        if (m.legs().size() != 1) throw new IllegalArgumentException("multi-leg moves are not supported yet");
        Leg l = m.leg();
        int flags = flagsOf(m) | extraFlags;
        if (l.range() == 1 && !l.hop()) {
            int target = g.shift(from, l.step(), c);
            // a leap that comes round a wrapping board onto its own square is no move (a piece never takes itself)
            if (target < 0 || target == from || g.isHole(target) || allowed != null && !allowed.get(target)) return;
            List<Integer> path = new ArrayList<>();
            for (var step : l.mustBeEmpty()) {
                int q = g.shift(from, step, c);
                if (q == from) continue; // round a narrow wrapping board: the square it leaves is empty
                if (q < 0 || g.blocks(q) || allowed != null && !allowed.get(q)) return;
                if (!g.isHole(q)) path.add(q); // a hole crossed (hole-crossing: open) is nothing to be empty
            }
            if (restricted(target) && (flags = entryFlags(flags, target)) == 0) return;
            if ((flags & F_CREATES_EP) != 0 && epNow != null) { // en-passant-on: only these passed squares take marks, listed first
                List<Integer> marked = path.stream().filter(epNow::get).toList();
                if (marked.isEmpty()) flags &= ~F_CREATES_EP;
                else if (marked.size() < path.size()) {
                    epPartial.put(out.size(), marked.size());
                    List<Integer> rest = path.stream().filter(q -> !epNow.get(q)).toList();
                    path = new ArrayList<>(marked);
                    path.addAll(rest);
                }
            }
            out.add(LEAP | flags | path.size() << PATH_SHIFT | 1 << LEN_SHIFT);
            out.addAll(path);
            out.add(target);
            return;
        }
        if (!l.mustBeEmpty().isEmpty()) throw new IllegalArgumentException("lame riders are not supported");
        List<Integer> sq = new ArrayList<>();
        int end = -1; // a square of restricted entry ends a slide: reached (as a move or a capture only), not passed
        for (int k = 1; k <= Math.min(l.range(), 256); k++) {
            int s = g.shift(from, l.step(), c, k);
            // off the board, or round a wrapping board back to its own square: one full circuit at most
            if (s < 0 || s == from || g.blocks(s) || allowed != null && !allowed.get(s)) break;
            if (g.isHole(s)) continue; // hole-crossing: open: the slide goes on beyond it
            if (restricted(s)) { end = l.hop() ? -1 : s; break; }
            sq.add(s);
        }
        int endFlags = end < 0 ? 0 : entryFlags(flags & ~F_CREATES_EP, end);
        if (endFlags != 0) { // the restricted square as a lame leap through the slide's squares before it
            out.add(LEAP | endFlags | sq.size() << PATH_SHIFT | 1 << LEN_SHIFT);
            out.addAll(sq);
            out.add(end);
        }
        if (sq.isEmpty() || (l.hop() && sq.size() < 2)) return;
        out.add((l.hop() ? HOP : SLIDE) | flags | sq.size() << LEN_SHIFT);
        out.addAll(sq);
    }
}
