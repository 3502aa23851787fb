package varia.engine;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import varia.notation.Leg;
import varia.notation.Mode;
import varia.notation.MoveRule;
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

    /** Does one of these moves pass over squares (a slide, a hop, a lame leap)? */
    static boolean movesAcross(List<MoveRule> moves) {
        return moves.stream().flatMap(m -> m.legs().stream()).anyMatch(l -> l.isSlider() || l.hop() || !l.mustBeEmpty().isEmpty());
    }

    private final Map<String, BitSet[]> regionSets = new java.util.HashMap<>();

    /**
     * @param special     per type, once-only special moves (rays usable while the piece holds its special right), or null
     * @param royalSight  royal pieces "see" along their file up to the first piece (facing royals forbidden)
     * @param royalsTaken royal pieces may be captured (only the last one of a side is protected)
     */
    MoveTables(Variant v, Geometry g, List<List<MoveRule>> special, boolean royalSight, boolean royalsTaken) {
        this.g = g;
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
        List<MoveRule> own = p.moves();
        for (RegionMoves rm : p.regionMoves())
            if (rm.mode() == RegionMoves.Mode.WHERE_STANDING && regionSets.get(rm.region())[c].get(from)) { own = rm.moves(); break; }
        emitMoves(out, own, c, from, confine);
        for (RegionMoves rm : p.regionMoves()) {
            if (rm.mode() != RegionMoves.Mode.WITHIN) continue;
            BitSet within = (BitSet) regionSets.get(rm.region())[c].clone();
            if (confine != null) within.and(confine);
            if (!within.get(from)) continue;
            emitMoves(out, rm.moves(), c, from, within);
        }
        if (special != null) for (MoveRule m : special) emitForward(out, m, c, from, confine, F_SPECIAL);
    }

    /** Emits a list of moves: single-leg ones ray by ray, multi-leg ones as trees sharing their first legs. */
    private void emitMoves(List<Integer> out, List<MoveRule> moves, int c, int from, BitSet allowed) {
        List<MoveRule> multi = new ArrayList<>();
        for (MoveRule m : moves) {
            if (m.isMultiLeg()) multi.add(m);
            else emitForward(out, m, c, from, allowed, 0);
        }
        if (!multi.isEmpty()) MultiLegTables.emit(out, multi, moves, g, c, from, allowed);
    }

    /** Emits one move's ray from {@code from}; squares outside {@code allowed} (when given) end it. */
    private void emitForward(List<Integer> out, MoveRule m, int c, int from, BitSet allowed, int extraFlags) {
        if (m.legs().size() != 1) throw new IllegalArgumentException("multi-leg moves are not supported yet");
        Leg l = m.leg();
        int flags = flagsOf(m) | extraFlags;
        if (l.range() == 1 && !l.hop()) {
            int target = g.shift(from, l.step(), c);
            if (target < 0 || allowed != null && !allowed.get(target)) return;
            int[] path = new int[l.mustBeEmpty().size()];
            for (int i = 0; i < path.length; i++) {
                path[i] = g.shift(from, l.mustBeEmpty().get(i), c);
                if (path[i] < 0 || allowed != null && !allowed.get(path[i])) return;
            }
            out.add(LEAP | flags | path.length << PATH_SHIFT | 1 << LEN_SHIFT);
            for (int q : path) out.add(q);
            out.add(target);
            return;
        }
        if (!l.mustBeEmpty().isEmpty()) throw new IllegalArgumentException("lame riders are not supported");
        List<Integer> sq = new ArrayList<>();
        for (int k = 1; k <= Math.min(l.range(), 256); k++) {
            int s = g.shift(from, l.step(), c, k);
            if (s < 0 || allowed != null && !allowed.get(s)) break;
            sq.add(s);
        }
        if (sq.isEmpty() || (l.hop() && sq.size() < 2)) return;
        out.add((l.hop() ? HOP : SLIDE) | flags | sq.size() << LEN_SHIFT);
        out.addAll(sq);
    }

    /** Reverse rays, derived from the forward ones and merged by shared square sequences so one walk serves many types. */
    private static final class AttackTables {
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
                                for (int r = t.g.rankOf(o) + dir; r >= 0 && r < t.g.ranks; r += dir) line[n++] = t.g.square(t.g.fileOf(o), r);
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
                    if ((head & MultiLegTables.L_HOP) != 0) children(byTarget, rays, block, c, type, o, ray, initial, path, true, free);
                    if ((head & MultiLegTables.L_MOVE) != 0) {
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
}
