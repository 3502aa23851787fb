package varia.engine;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import varia.notation.Leg;
import varia.notation.Mode;
import varia.notation.MoveRule;
import varia.notation.Offset;
import varia.rules.castling.Castling;
import varia.rules.drops.DropRule;
import varia.rules.drops.Drops;
import varia.rules.facing.Facing;
import varia.rules.gating.Gates;
import varia.rules.promotion.Promotion;
import varia.rules.promotion.Promotions;
import varia.rules.royals.Royals;
import varia.rules.special.SpecialMove;
import varia.rules.special.SpecialMoves;
import varia.rules.zones.Zone;
import varia.rules.zones.Zones;
import varia.variant.PieceType;
import varia.variant.RegionMoves;
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
    static final int F_MOVE = 1 << 2, F_CAPTURE = 1 << 3, F_EP = 1 << 4, F_INITIAL = 1 << 5, F_CREATES_EP = 1 << 6,
            F_SPECIAL = 1 << 7;
    static final int PATH_SHIFT = 8, LEN_SHIFT = 16;

    private static final Map<Variant, Rules> CACHE = java.util.Collections.synchronizedMap(new java.util.IdentityHashMap<>());

    final Variant variant;
    // the rule models the engine reads (null where the variant does not use the rule)
    final Promotions promotions;
    final Drops drops;
    final Castling castling;
    final SpecialMoves specials;
    final Gates gates;
    final Zones zones;
    final Facing facing;
    final Royals royalsRule;
    final varia.rules.passing.Pass pass;
    final varia.rules.turns.TurnRules turns;
    final varia.rules.impasse.Impasse impasse;
    final varia.rules.mate.MateRules mate;
    final varia.rules.checks.CheckRules checks;
    final List<String> openingMoves;
    final varia.rules.turns.Series series;
    final boolean freeTurns, adjacentRoyalsEnd;
    final varia.rules.repetition.Repetition repetition;
    final int nMoveRule;
    final varia.rules.bareking.BareKing bareKing;
    final varia.rules.material.Material material;
    final int files, ranks, squares, words, types;
    final boolean[] royal;
    /** Per (colour, type): promotion zone as a per-square flag, or null. */
    final boolean[][] promoZone;
    final int[][] promoTo;
    final boolean[] promoForced;
    /** Per type: the type it returns to a hand as. */
    final int[] demoted;
    final boolean[] promoOnLeaving, promoForcedIfStuck;
    final Promotion.Family[] promoFamily;
    /** Per (colour, type): where it may be dropped. */
    final boolean[][] dropZone;
    /** Per type: the type that may not stand twice on one file after a drop (nifu), or -1. */
    final int[] noDoubled;
    final boolean[] noMateDrop;
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
    final long[] slideMask, hopMask, initialMask, specialMask;
    final boolean[] rHasHop;
    /** Per (attacker colour, target): squares whose emptying (or, with hoppers, filling) can change the attack. */
    final long[] sensitive;
    final boolean[] hasHoppers;

    final Zobrist zobrist;
    /** Region squares by name, per colour. */
    final Map<String, BitSet[]> regionSets;
    /** Per type: types it may not hop over, types it may not capture (bit masks). */
    final long[] screenExclude, noCapture;
    /** Per (colour, type, square): the piece would have no move at all from there. */
    final boolean[] stuck;

    static Rules of(Variant v) {
        return CACHE.computeIfAbsent(v, Rules::new);
    }

    private Rules(Variant v) {
        this.variant = v;
        promotions = v.rule(Promotions.KEY);
        drops = v.rule(Drops.KEY);
        castling = v.rule(Castling.KEY);
        specials = v.rule(SpecialMoves.KEY);
        gates = v.rule(Gates.KEY);
        zones = v.rule(Zones.KEY);
        facing = v.rule(Facing.KEY);
        royalsRule = v.rule(Royals.KEY);
        pass = v.rule(varia.rules.passing.Pass.KEY);
        turns = v.rule(varia.rules.turns.TurnRules.KEY);
        impasse = v.rule(varia.rules.impasse.Impasse.KEY);
        varia.rules.mate.MateRules m = v.rule(varia.rules.mate.MateRules.KEY);
        mate = m == null ? varia.rules.mate.MateRules.DEFAULT : m;
        checks = v.rule(varia.rules.checks.CheckRules.KEY);
        openingMoves = turns == null ? List.of() : turns.openingMoves();
        series = turns == null ? null : turns.series();
        freeTurns = turns != null && turns.freeUntilCapture();
        adjacentRoyalsEnd = v.rule(varia.rules.adjacency.AdjacentRoyals.KEY) != null;
        repetition = v.rule(varia.rules.repetition.Repetition.KEY);
        varia.rules.nmove.NMoveRule nm = v.rule(varia.rules.nmove.NMoveRule.KEY);
        nMoveRule = nm == null ? 0 : nm.moves();
        bareKing = v.rule(varia.rules.bareking.BareKing.KEY);
        material = v.rule(varia.rules.material.Material.KEY);
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
        regionSets = new java.util.HashMap<>();
        for (var e : v.regions().entrySet())
            regionSets.put(e.getKey(), new BitSet[] {e.getValue().of(0), e.getValue().of(1)});
        demoted = new int[types];
        promoOnLeaving = new boolean[types];
        promoForcedIfStuck = new boolean[types];
        promoFamily = new Promotion.Family[types];
        dropZone = new boolean[2 * types][];
        noDoubled = new int[types];
        noMateDrop = new boolean[types];
        for (PieceType p : v.pieces()) {
            int t = p.index();
            royal[t] = p.royal();
            demoted[t] = drops != null ? drops.demotesTo().get(t) : t;
            DropRule dr = drops == null ? null : drops.of(t);
            noDoubled[t] = dr == null ? -1 : dr.noDoubledOn();
            noMateDrop[t] = dr != null && dr.noMate();
            Promotion pr = promotion(t);
            if (pr != null) {
                resetsClock[t] = true;
                promoTo[t] = pr.to().stream().mapToInt(Integer::intValue).toArray();
                promoForced[t] = pr.forced();
                promoOnLeaving[t] = pr.onLeaving();
                promoForcedIfStuck[t] = pr.forcedIfStuck();
                promoFamily[t] = pr.family();
                for (int c = 0; c < 2; c++) {
                    boolean[] zone = new boolean[squares];
                    for (int s = 0; s < squares; s++)
                        zone[s] = pr.region() != null ? regionSets.get(pr.region())[c].get(s) : pr.inZone(relativeRank(s, c) + 1);
                    promoZone[c * types + t] = zone;
                }
            }
        }
        screenExclude = new long[types];
        noCapture = new long[types];
        for (PieceType p : v.pieces()) {
            for (int t : p.screensExclude()) screenExclude[p.index()] |= 1L << t;
            for (int t : p.cannotCapture()) noCapture[p.index()] |= 1L << t;
        }

        // forward rays, per origin square: regions decide which moves exist where
        List<Integer> out = new ArrayList<>();
        rayStart = new int[2 * types * squares + 1];
        for (int c = 0; c < 2; c++)
            for (int t = 0; t < types; t++)
                for (int s = 0; s < squares; s++) {
                    rayStart[(c * types + t) * squares + s] = out.size();
                    emitPiece(out, v.pieces().get(t), c, s);
                }
        rayStart[2 * types * squares] = out.size();
        rays = out.stream().mapToInt(Integer::intValue).toArray();
        stuck = new boolean[2 * types * squares];
        for (int i = 0; i < stuck.length; i++) stuck[i] = rayStart[i] == rayStart[i + 1];
        // a piece may be dropped inside its drop region where it could move again
        for (PieceType p : v.pieces())
            for (int c = 0; c < 2; c++) {
                boolean[] zone = new boolean[squares];
                DropRule dr = drops == null ? null : drops.of(p.index());
                BitSet region = dr == null || dr.region() == null ? null : regionSets.get(dr.region())[c];
                for (int s = 0; s < squares; s++)
                    zone[s] = (region == null || region.get(s)) && !stuck[(c * types + p.index()) * squares + s];
                dropZone[c * types + p.index()] = zone;
            }

        // reverse rays, derived from the forward ones and merged by shared square sequences so
        // one walk serves many piece types
        List<Map<String, ReverseRay>> byTarget = new ArrayList<>();
        for (int i = 0; i < 2 * squares; i++) byTarget.add(new LinkedHashMap<>());
        for (int c = 0; c < 2; c++)
            for (int t = 0; t < types; t++) {
                if (!v.pieces().get(t).givesCheck()) continue;
                for (int o = 0; o < squares; o++) {
                    int base = (c * types + t) * squares + o;
                    for (int j = rayStart[base]; j < rayStart[base + 1]; ) {
                        int h = rays[j], plen = (h >>> PATH_SHIFT) & 0xFF, len = h >>> LEN_SHIFT, p = j + 1;
                        j = p + plen + len;
                        if ((h & F_CAPTURE) != 0) reverse(byTarget, c, t, o, h & KIND_MASK, (h & F_INITIAL) != 0 ? 1 : (h & F_SPECIAL) != 0 ? 2 : 0, rays, p, plen, len);
                    }
                    if (facing == Facing.FORBIDDEN && royal[t]) {
                        // facing royals: a royal "sees" along its file, as far as the first piece
                        for (int dir = -1; dir <= 1; dir += 2) {
                            int[] line = new int[ranks];
                            int n = 0;
                            for (int r = rankOf(o) + dir; r >= 0 && r < ranks; r += dir) line[n++] = square(fileOf(o), r);
                            reverse(byTarget, c, t, o, SLIDE, 0, line, 0, 0, n);
                        }
                    }
                }
            }
        attackStart = new int[2 * squares + 1];
        List<int[]> seqs = new ArrayList<>();
        List<long[][]> masks = new ArrayList<>();
        List<Integer> ids = new ArrayList<>();
        hasHoppers = new boolean[2];
        sensitive = new long[2 * squares * words];
        for (int c = 0; c < 2; c++) {
            for (int target = 0; target < squares; target++) {
                attackStart[c * squares + target] = ids.size();
                List<ReverseRay> merged = mergePrefixes(new ArrayList<>(byTarget.get(c * squares + target).values()));
                for (ReverseRay r : merged) {
                    ids.add(seqs.size());
                    seqs.add(r.squares);
                    masks.add(new long[][] {r.slide, r.hop, r.initial, r.special});
                    int last = -1;
                    for (int k = 0; k < r.squares.length; k++) {
                        if (r.slide[k] != 0 || r.hop[k] != 0 || r.initial[k] != 0 || r.special[k] != 0) last = k;
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
        startCount = new int[2 * types];
        for (int code : startBoardOrEmpty()) if (code != 0) startCount[Position.colourOf(code) * types + Position.typeOf(code)]++;
        long fm = 0;
        if (checks != null) for (int t : checks.forbiddenMates()) fm |= 1L << t;
        forbiddenMateMask = fm;
        boolean noMate = false;
        for (boolean b : noMateDrop) noMate |= b;
        hasFilters = mate.forbidStalemating() || fm != 0 || noMate;
        specialFirstOnly = new boolean[types];
        specialNotInCheck = new boolean[types];
        specialLostOnCheck = new boolean[types];
        specialAimMask = new long[types];
        boolean specials = false;
        for (PieceType p : v.pieces()) {
            SpecialMove sm = special(p.index());
            if (sm == null) continue;
            specials = true;
            specialFirstOnly[p.index()] = sm.firstMoveOnly();
            specialNotInCheck[p.index()] = sm.notInCheck();
            specialLostOnCheck[p.index()] = sm.lostOnCheck();
            for (int t : sm.lostWhenAimedBy()) specialAimMask[p.index()] |= 1L << t;
        }
        hasSpecials = specials;
        reversibleCaptures = drops != null && drops.capturesToHand();
        counting = Counting.of(v);
        zoneCaster = new boolean[types];
        zoneSquares = new int[2 * types * squares][];
        gate = new int[types];
        firstMoveMatters = new boolean[types];
        ownFirstMove = new boolean[types];
        epCapable = new boolean[types];
        unmovedOnStart = new boolean[types];
        boolean zones = false, friends = false, strict = false;
        for (PieceType p : v.pieces()) {
            int g = gates == null ? -1 : gates.of(p.index());
            gate[p.index()] = g;
            ownFirstMove[p.index()] = hasMove(p, MoveRule::initialOnly) || g >= 0;
            firstMoveMatters[p.index()] = ownFirstMove[p.index()] || castling != null
                    && (p.index() == castling.kingType() || p.index() == castling.rookType());
            epCapable[p.index()] = hasMove(p, mr -> mr.leg().modes().contains(Mode.EN_PASSANT));
            unmovedOnStart[p.index()] = hasMove(p, MoveRule::initialOnly) && g < 0 && !(castling != null
                    && (p.index() == castling.kingType() || p.index() == castling.rookType()));
            Zone zn = this.zones == null ? null : this.zones.of(p.index());
            if (zn == null) continue;
            zones = true;
            zoneCaster[p.index()] = true;
            friends |= zn.affectsFriends();
            strict |= zn.strict();
            for (int c = 0; c < 2; c++)
                for (int s = 0; s < squares; s++) {
                    List<Integer> z = new ArrayList<>();
                    for (Offset o : zn.offsets()) {
                        int q = shift(s, o, c);
                        if (q >= 0) z.add(q);
                    }
                    zoneSquares[(c * types + p.index()) * squares + s] = z.stream().mapToInt(Integer::intValue).toArray();
                }
        }
        hasZones = zones;
        step = new Promotion.Step[types];
        stepTargets = new int[2 * types * squares][];
        for (PieceType p : v.pieces()) {
            Promotion pr = promotion(p.index());
            if (pr == null || pr.step() == null) continue;
            step[p.index()] = pr.step();
            for (int c = 0; c < 2; c++)
                for (int s = 0; s < squares; s++) {
                    List<Integer> targets = new ArrayList<>();
                    for (MoveRule mr : pr.step().steps()) {
                        int q = shift(s, mr.leg().step(), c);
                        if (q >= 0) targets.add(q);
                    }
                    stepTargets[(c * types + p.index()) * squares + s] = targets.stream().mapToInt(Integer::intValue).toArray();
                }
        }
        // where every royal piece is protected, royals are taken only by checkmate: no move captures one
        // (with "last royal" sets a spare royal piece may be captured)
        long royalMask = 0;
        for (int t = 0; t < types; t++) if (royal[t]) royalMask |= 1L << t;
        if (royalsRule == null)
            for (int t = 0; t < types; t++) noCapture[t] |= royalMask;
        zoneFriends = friends;
        zoneStrict = strict;
        zobrist = new Zobrist(types, squares, v.key() == null ? 0 : v.key().hashCode());
        epSources = new int[2 * squares][];
        epByHop = buildEpSources();
    }

    /**
     * Per (colour, square): the en-passant captures that could end there, as triples (origin,
     * type, ray index &lt;&lt; 8 | squares before the target along the ray), so that deciding whether
     * a double step leaves a usable en-passant mark looks at a handful of squares.
     */
    final int[][] epSources;
    /** Some piece takes en passant by a hop: marks are then always kept (a rare, untabled case). */
    final boolean epByHop;

    private boolean buildEpSources() {
        List<List<Integer>> lists = new ArrayList<>();
        for (int i = 0; i < 2 * squares; i++) lists.add(new ArrayList<>());
        boolean hop = false;
        for (int c = 0; c < 2; c++)
            for (int t = 0; t < types; t++) {
                if (!epCapable[t]) continue;
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

    private int[] startBoard;
    /** Per (colour, type): pieces in the setup. */
    final int[] startCount;
    /** Variants whose legality looks at the opponent's replies (stalemating, mating restrictions). */
    final boolean hasFilters;
    final long forbiddenMateMask;
    final boolean hasSpecials;
    /** Captured pieces come back by drops: no move is irreversible, repetition looks at the whole game. */
    final boolean reversibleCaptures;
    /** Zones of influence: per (colour, type, square) the zone squares a caster there covers (null: not a caster). */
    final int[][] zoneSquares;
    final boolean hasZones, zoneFriends, zoneStrict;
    final boolean[] zoneCaster;
    /** Per type: the type that appears on the square it leaves on its first move, or -1. */
    final int[] gate;
    /**
     * Types with a first move that differs from the others (initial-only moves, castling, gating):
     * only these carry the unmoved mark, so a piece that leaves its square and comes back leaves
     * the position (and its hash, and so repetition) as it was.
     */
    final boolean[] firstMoveMatters;
    /** Types whose own moves make the first move differ (initial-only moves, gating), castling aside. */
    final boolean[] ownFirstMove;
    /**
     * Types that are unmoved whenever they stand on their start square (initial-only moves, no
     * castling or gating right, which the FEN's castling field carries instead).
     */
    final boolean[] unmovedOnStart;
    /** Types with an en-passant capture. */
    final boolean[] epCapable;

    private boolean hasMove(PieceType p, java.util.function.Predicate<MoveRule> test) {
        java.util.List<MoveRule> all = new java.util.ArrayList<>(p.moves());
        for (RegionMoves rm : p.regionMoves()) all.addAll(rm.moves());
        SpecialMove sm = special(p.index());
        if (sm != null) all.addAll(sm.moves());
        return all.stream().anyMatch(test);
    }

    Promotion promotion(int type) { return promotions == null ? null : promotions.of(type); }

    SpecialMove special(int type) { return specials == null ? null : specials.of(type); }
    /** Promotion as a move of its own (Sittuyin): per (colour, type, square) the step targets, and its terms. */
    final int[][] stepTargets;
    final Promotion.Step[] step;
    /** Count rules, or null. */
    final Counting counting;
    final boolean[] specialFirstOnly, specialNotInCheck, specialLostOnCheck;
    final long[] specialAimMask;

    /** The setup's board codes, or an empty board when the setup cannot be read. */
    int[] startBoardOrEmpty() {
        try { return startBoard(); } catch (FenException e) { return new int[squares]; }
    }

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

    /** Emits the forward rays of a piece standing on {@code from}, honouring its regions. */
    private void emitPiece(List<Integer> out, PieceType p, int c, int from) {
        BitSet confine = p.confinedTo() == null ? null : regionSets.get(p.confinedTo())[c];
        List<MoveRule> own = p.moves();
        for (RegionMoves rm : p.regionMoves())
            if (rm.mode() == RegionMoves.Mode.WHERE_STANDING && regionSets.get(rm.region())[c].get(from)) { own = rm.moves(); break; }
        for (MoveRule m : own) emitForward(out, m, c, from, confine, 0);
        for (RegionMoves rm : p.regionMoves()) {
            if (rm.mode() != RegionMoves.Mode.WITHIN) continue;
            BitSet within = (BitSet) regionSets.get(rm.region())[c].clone();
            if (confine != null) within.and(confine);
            if (!within.get(from)) continue;
            for (MoveRule m : rm.moves()) emitForward(out, m, c, from, within, 0);
        }
        SpecialMove sm = special(p.index());
        if (sm != null) for (MoveRule m : sm.moves()) emitForward(out, m, c, from, confine, F_SPECIAL);
    }

    /** Emits one move's ray from {@code from}; squares outside {@code allowed} (when given) end it. */
    private void emitForward(List<Integer> out, MoveRule m, int c, int from, BitSet allowed, int extraFlags) {
        if (m.legs().size() != 1) throw new IllegalArgumentException("multi-leg moves are not supported yet");
        Leg l = m.leg();
        int flags = flagsOf(m) | extraFlags;
        if (l.range() == 1 && !l.hop()) {
            int target = shift(from, l.step(), c);
            if (target < 0 || allowed != null && !allowed.get(target)) return;
            int[] path = new int[l.mustBeEmpty().size()];
            for (int i = 0; i < path.length; i++) {
                path[i] = shift(from, l.mustBeEmpty().get(i), c);
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
            int s = shift(from, l.step(), c, k);
            if (s < 0 || allowed != null && !allowed.get(s)) break;
            sq.add(s);
        }
        if (sq.isEmpty() || (l.hop() && sq.size() < 2)) return;
        out.add((l.hop() ? HOP : SLIDE) | flags | sq.size() << LEN_SHIFT);
        out.addAll(sq);
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

    private static String key(int[] sq) { return java.util.Arrays.toString(sq); }

    private ReverseRay ray(Map<String, ReverseRay> byKey, int[] sq) {
        return byKey.computeIfAbsent(key(sq), k -> new ReverseRay(sq));
    }

    /**
     * Registers the captures of one forward ray of a type-t piece of colour c standing on o: for
     * each square it can capture on, the squares between (walking back from the target) and o.
     */
    /** {@code condition}: 0 always, 1 only while the piece is unmoved, 2 only while it holds its special right. */
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
