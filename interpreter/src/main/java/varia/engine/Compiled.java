package varia.engine;

import varia.memory.BoundedCache;
import varia.memory.HeapBudget;
import varia.memory.Sizes;
import varia.variant.Variant;

/**
 * A variant compiled for the engine: its move tables and the hooks of the rules it uses, each kind
 * in an array holding only those (chess's position asks no rule it does not have).
 */
final class Compiled {
    /** Mark sets of a position: squares whose piece is unmoved, holds its special right, may be taken en passant. */
    static final int UNMOVED = 0, SPECIAL = 1, EP = 2;
    /** With slide stops (zones): per colour, squares that end slides; then squares where a piece slides one square only. */
    static final int STOPS = 3, STRICT = 5;
    /** The rules' own mark sets start here ({@link Installer#markSet}). */
    static final int RULE_MARKS = 7;

    /**
     * Variants compiled lately, by identity, bounded by entries and by bytes (a server or an editor
     * loads many): a position holds its compiled variant, so one evicted here lives on while a
     * game uses it, and is compiled again only for a new position.
     */
    private static final BoundedCache<Id, Compiled> CACHE = new BoundedCache<>("compiled variants", 64,
            HeapBudget.COMPILED.bytes(), Compiled::bytes);

    /** A variant as a key by identity (a record's equality would walk all its pieces). */
    private record Id(Variant v) {
        @Override public boolean equals(Object o) { return o instanceof Id i && i.v == v; }
        @Override public int hashCode() { return System.identityHashCode(v); }
    }

    final Variant variant;
    final Geometry g;
    final MoveTables t;
    final Zobrist zobrist;
    final int types, squares, words;

    final MoveSource[] sources, leadSources, fallbackSources;
    final MoveKind[] kinds;
    /** The rules' actions by id (moves of {@link Moves#KIND_DECLARE}; 0 the entering-king declaration). */
    final MoveKind[] actions;
    final MoveFilter[] filters, kindFilters;
    final MoveRestriction[] restrictions;
    /** The rules' reply proofs ({@link ReplyWitness}), empty where they may not be asked. */
    final ReplyWitness[] replyWitnesses;
    final AfterMove[] afterMoves;
    final EndRule[] endings;
    /** The rules that offer claims (installed with {@link Installer#claim}). */
    final EndRule[] claims;
    final NoMoveRule[] noMoves;
    final FenRights[] fenRights;
    final Queries[] queries;
    final FenSide fenSide;
    final FenCount fenCount;
    final FenField fenField;
    final Promoter[] promoters;
    final long[][] promoZone;
    final boolean[] promoOnLeaving, resetsClock, changesLines, specialNotInCheck;
    /** Per (colour, type, square): a piece there may promote by some move ({@link PromotionReach}). */
    final boolean[] mayPromote;
    final FirstMove[] firstMoves;
    /** Per type, who cast a stop its slide meets (a type whose zone covers its own side), else null; and whether any type has one. */
    final OwnStops[] ownStops;
    final boolean hasOwnStops;
    /** Types whose first move matters (initial-only moves, castling, gating): only these carry the unmoved mark. */
    final boolean[] firstMoveMatters;
    /** Types unmoved whenever they stand on their start square (initial-only moves, no FEN right). */
    final boolean[] unmovedOnStart;
    /** Per type, the type a captured piece goes to the captor's hand as; null when captures leave the game. */
    final int[] demoted;
    /** The board wraps: a piece may reach a square by two rays (the generator keeps each move once). */
    final boolean wraps;
    final boolean hands, reversibleCaptures, royalsTaken, slideStops, strictStops, leapStops, hasFilters, hasKindFilters, hasSpecials;
    /** The types whose plain moves some filter may concern ({@link MoveFilter#plainMovers}; all when a filter judges normal moves by kind). */
    final long filterMovers;
    /** A piece's move changes attacks only through its two squares: no stops, no rule update that changes attacks. */
    final boolean twoSquareMoves;
    /** A piece's move its two squares find safe is safe (no rule update gives the opponent an attack); implied by {@link #twoSquareMoves}. */
    final boolean twoSquareSafe;
    /**
     * The same for a plain move that neither moves nor takes a piece that changes lines (nor
     * promotes), whatever the stops: every rule update gives no attack, or gives them only through
     * such pieces ({@link AfterMove#givesAttacksOnlyByLineChangers}: zones of influence), so the stops
     * on the board still hold after the move. Implied by {@link #twoSquareSafe}.
     */
    final boolean twoSquareSafeOffChangers;
    /**
     * And such a move changes attacks only through its two squares: every rule update changes no
     * attack, or changes them only through pieces that change lines ({@link AfterMove#changesAttacksOnlyByLineChangers}),
     * so the verdict of its two squares is final both ways. Implies {@link #twoSquareSafeOffChangers}.
     */
    final boolean twoSquareMovesOffChangers;
    /**
     * A plain move attacks the opponent's one royal piece, which was safe before it, only along the
     * lines through its two squares: no stops, no conditional attacks, no rule update that gives
     * the mover an attack ({@link AfterMove#givesMoverAttacks}).
     */
    final boolean checksOnTwoSquares;
    /** No rule update takes away an attack that needs no right ({@link AfterMove#takesPlainAttacks}). */
    final boolean keepsPlainAttacks;
    /** A move source derives moves from those generated before it ({@link Installer#sourceOverMoves}). */
    final boolean movesFromMoves;
    final int stateSlots, markSets, cacheSlots;
    /** Zobrist keys of the rules' mark sets, by index - {@link #RULE_MARKS}. */
    final long[][] ruleMarkKeys;
    /** The mark set of pieces that go to the hand as another type ({@link Installer#promotedToHand}), or -1; and that type per type. */
    final int promotedSet;
    final int[] promotedBase;
    /** The setup's board codes (empty when the setup cannot be read), and its pieces per (colour, type). */
    final int[] startBoard, startCount;

    /** Per type, the most moves a piece may offer in any form it takes ({@link MoveBound}); made when first asked. */
    private volatile long[] movesPerType;

    long[] movesPerType() {
        long[] m = movesPerType;
        if (m == null) movesPerType = m = MoveBound.perType(this);
        return m;
    }

    /** The type a captured piece on {@code sq} goes to the hand as, by the marks given (the position's, or a ply's before the move). */
    int handType(int code, int sq, long[] marks) {
        int type = Position.typeOf(code);
        if (promotedSet >= 0 && (marks[promotedSet * words + (sq >>> 6)] >>> (sq & 63) & 1) != 0 && promotedBase[type] >= 0)
            return promotedBase[type];
        return demoted[type];
    }

    static Compiled of(Variant v) {
        return varia.memory.LoadSlots.cached(CACHE, new Id(v), () -> new Compiled(v));
    }

    /** The bytes the tables and hooks hold, the variant itself left out (it is counted where it is cached). */
    private long bytes() {
        Sizes.Walker w = new Sizes.Walker();
        w.exclude(variant);
        return w.size(this);
    }

    /**
     * May a {@link ReplyWitness} be asked? Only where a reply's legality is its royal safety and its
     * kind's own filter: every rule filter refuses only for want of a reply (which the witness's
     * second move answers), no restriction takes moves away, and no rule sets the side to move
     * (the opponent moves next).
     */
    static boolean repliesVouchable(MoveFilter[] filters, MoveRestriction[] restrictions, AfterMove[] afterMoves) {
        if (restrictions.length > 0) return false;
        for (MoveFilter f : filters) if (!f.onlyTestsReplies()) return false;
        for (AfterMove a : afterMoves) if (a.setsSideToMove()) return false;
        return true;
    }

    private Compiled(Variant v) {
        variant = v;
        g = new Geometry(v.board());
        types = v.pieces().size();
        squares = g.squares;
        words = g.words;
        zobrist = new Zobrist(types, squares, v.key() == null ? 0 : v.key().hashCode());
        Installer in = new Installer(v, g, zobrist);
        varia.rules.Rules.install(v, in);
        t = new MoveTables(v, g, in.special, in.royalSight, in.royalsTaken, in.epSquares, in.entry, in.immune);

        sources = in.sources.toArray(MoveSource[]::new);
        leadSources = in.leadSources.toArray(MoveSource[]::new);
        fallbackSources = in.fallbackSources.toArray(MoveSource[]::new);
        movesFromMoves = in.movesFromMoves;
        kinds = in.kinds;
        actions = in.actions.toArray(MoveKind[]::new);
        if (actions.length > 1 || actions[0] != null) kinds[Moves.KIND_DECLARE] = new Actions(actions);
        filters = in.filters.toArray(MoveFilter[]::new);
        kindFilters = in.kindFilters;
        restrictions = in.restrictions.toArray(MoveRestriction[]::new);
        afterMoves = in.afterMoves.toArray(AfterMove[]::new);
        replyWitnesses = repliesVouchable(filters, restrictions, afterMoves) ? in.replyWitnesses.toArray(ReplyWitness[]::new) : new ReplyWitness[0];
        endings = in.endings.toArray(EndRule[]::new);
        claims = in.claimRules.toArray(EndRule[]::new);
        noMoves = in.noMoves.toArray(NoMoveRule[]::new);
        fenRights = in.fenRights.toArray(FenRights[]::new);
        queries = in.queries.toArray(Queries[]::new);
        fenSide = in.fenSide;
        fenCount = in.fenCount;
        fenField = in.fenField;
        promoters = in.promoters;
        promoZone = in.promoZone;
        promoOnLeaving = in.promoOnLeaving;
        mayPromote = PromotionReach.of(t, promoters, promoZone, promoOnLeaving);
        resetsClock = in.resetsClock;
        changesLines = in.changesLines;
        specialNotInCheck = in.specialNotInCheck;
        firstMoves = in.firstMoves;
        ownStops = in.ownStops;
        boolean own = false;
        for (OwnStops o : ownStops) own |= o != null;
        hasOwnStops = in.slideStops && own;
        demoted = in.demoted;
        hands = kinds[Moves.KIND_DROP] != null || in.hands;
        wraps = g.wraps();
        reversibleCaptures = in.reversibleCaptures;
        royalsTaken = in.royalsTaken;
        slideStops = in.slideStops;
        strictStops = in.strictStops;
        leapStops = in.slideStops && in.leapStops;
        boolean kf = false;
        for (MoveFilter f : kindFilters) kf |= f != null;
        hasFilters = filters.length > 0 || kf;
        hasKindFilters = kf;
        long movers = kindFilters[Moves.KIND_NORMAL] != null ? -1L : 0;
        for (MoveFilter f : filters) movers |= f.plainMovers();
        filterMovers = movers;
        boolean plain = !slideStops;
        for (AfterMove a : afterMoves) plain &= !a.changesAttacks();
        twoSquareMoves = plain && t.conditionalAttacks == null; // a multi-leg capture through an occupied square is not on a line
        boolean safe = !slideStops;
        for (AfterMove a : afterMoves) safe &= !a.givesAttacks();
        twoSquareSafe = safe && t.conditionalAttacks == null;
        boolean offChangers = t.conditionalAttacks == null;
        for (AfterMove a : afterMoves) offChangers &= !a.givesAttacks() || a.givesAttacksOnlyByLineChangers();
        twoSquareSafeOffChangers = offChangers;
        boolean movesOff = t.conditionalAttacks == null;
        for (AfterMove a : afterMoves) movesOff &= !a.changesAttacks() || a.changesAttacksOnlyByLineChangers();
        twoSquareMovesOffChangers = movesOff;
        boolean checks = !slideStops && t.conditionalAttacks == null;
        for (AfterMove a : afterMoves) checks &= !a.givesMoverAttacks();
        checksOnTwoSquares = checks;
        boolean keeps = true;
        for (AfterMove a : afterMoves) keeps &= !a.takesPlainAttacks();
        keepsPlainAttacks = keeps;
        boolean specials = false;
        for (var s : in.special) specials |= s != null;
        hasSpecials = specials;
        stateSlots = in.stateSlots;
        cacheSlots = in.cacheSlots;
        ruleMarkKeys = in.ruleMarkKeys.toArray(long[][]::new);
        markSets = ruleMarkKeys.length > 0 ? RULE_MARKS + ruleMarkKeys.length : slideStops ? 7 : 3;
        promotedSet = in.promotedSet;
        promotedBase = in.promotedBase;
        firstMoveMatters = new boolean[types];
        unmovedOnStart = new boolean[types];
        for (int type = 0; type < types; type++) {
            firstMoveMatters[type] = t.hasInitialMove[type] || in.firstMoveRight[type];
            unmovedOnStart[type] = t.hasInitialMove[type] && !in.firstMoveRight[type];
        }
        int[] start;
        try {
            start = Fen.parseBoard(this, Fen.boardField(v.startFen()));
        } catch (FenException e) {
            start = new int[squares];
        }
        startBoard = start;
        startCount = new int[2 * types];
        for (int code : startBoard) if (code != 0) startCount[Position.colourOf(code) * types + Position.typeOf(code)]++;
    }

    /** Moves of {@link Moves#KIND_DECLARE}, each made by the action its id names. */
    private record Actions(MoveKind[] byId) implements MoveKind {
        private MoveKind of(int move) { return byId[Moves.actionId(move)]; }
        @Override public void make(Position p, int move, Ply ply) { of(move).make(p, move, ply); }
        @Override public void unmake(Position p, int move, Ply ply) { of(move).unmake(p, move, ply); }
        @Override public String refusal(Position p, int move) { return of(move).refusal(p, move); }
        @Override public String name(Position p, int move) { return of(move).name(p, move); }
    }
}
