package varia.engine;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import varia.notation.MoveRule;
import varia.variant.Variant;

/**
 * What a rule family gives the engine when a variant is compiled: moves of its own, kinds of move,
 * legality filters, state it keeps, endings, FEN fields, and the few switches of the move
 * generator that rules set (special-move rays, slide-stopping zones, royal sight, hands).
 * Families install in the order {@code varia.rules.Rules.ALL} lists them.
 */
public final class Installer {
    final Variant variant;
    final Geometry geometry;
    final Zobrist zobrist;
    final int types;

    final List<MoveSource> sources = new ArrayList<>(), leadSources = new ArrayList<>(), fallbackSources = new ArrayList<>();
    final MoveKind[] kinds = new MoveKind[8];
    final MoveFilter[] kindFilters = new MoveFilter[8];
    final List<MoveFilter> filters = new ArrayList<>();
    final List<MoveRestriction> restrictions = new ArrayList<>();
    final List<AfterMove> afterMoves = new ArrayList<>();
    final List<EndRule> endings = new ArrayList<>();
    final List<EndRule> claimRules = new ArrayList<>();
    final List<NoMoveRule> noMoves = new ArrayList<>();
    final List<FenRights> fenRights = new ArrayList<>();
    final List<Queries> queries = new ArrayList<>();
    FenSide fenSide;
    FenCount fenCount;
    FenField fenField;
    final Promoter[] promoters;
    final long[][] promoZone;
    final boolean[] promoOnLeaving, resetsClock, firstMoveRight, changesLines, specialNotInCheck;
    final FirstMove[] firstMoves;
    final OwnStops[] ownStops;
    final List<List<MoveRule>> special = new ArrayList<>();
    int[] demoted;
    /** Zobrist keys of the rules' own mark sets, in order ({@link #markSet}). */
    final List<long[]> ruleMarkKeys = new ArrayList<>();
    /** A mark set whose pieces go to the hand as another type when captured ({@link #promotedToHand}), or -1. */
    int promotedSet = -1;
    int[] promotedBase;
    /** Per (colour, type): the squares its lame move-only leaps leave en-passant marks on; null: all of them. */
    BitSet[] epSquares;
    boolean royalSight, royalsTaken, reversibleCaptures, slideStops, strictStops, leapStops, hands;
    int stateSlots;

    Installer(Variant v, Geometry g, Zobrist z) {
        variant = v;
        geometry = g;
        zobrist = z;
        types = v.pieces().size();
        promoters = new Promoter[types];
        promoZone = new long[2 * types][];
        promoOnLeaving = new boolean[types];
        resetsClock = new boolean[types];
        firstMoveRight = new boolean[types];
        changesLines = new boolean[types];
        specialNotInCheck = new boolean[types];
        firstMoves = new FirstMove[types];
        ownStops = new OwnStops[types];
        for (int t = 0; t < types; t++) special.add(null);
    }

    public Variant variant() { return variant; }

    public Geometry geometry() { return geometry; }

    /** Whether some move of the type (in any region) passes over squares, so that a piece leaving one may open it. */
    public boolean movesAcross(int type) {
        if (type >= variant.pieces().size()) return false;
        var piece = variant.pieces().get(type);
        List<MoveRule> all = new ArrayList<>(piece.moves());
        for (var rm : piece.regionMoves()) all.addAll(rm.moves());
        if (special.get(type) != null) all.addAll(special.get(type)); // rules installed earlier may have added some
        return MoveTables.movesAcross(all);
    }

    /**
     * A set of square marks of the rule's own (one bit per square, kept in the hash, saved and
     * restored by make and unmake like the core's marks): returns its index for
     * {@link SquareMarks#marked}/{@link SquareMarks#setMarked} and {@link Ply#wasMarked}.
     */
    public int markSet() {
        ruleMarkKeys.add(zobrist.more(geometry.squares));
        return Compiled.RULE_MARKS + ruleMarkKeys.size() - 1;
    }

    /**
     * A piece standing on a square of mark set {@code set} goes to the captor's hand as
     * {@code base[its type]} (a crazyhouse queen that was a pawn); a FEN writes it with {@code ~}.
     */
    public void promotedToHand(int set, int[] base) {
        promotedSet = set;
        promotedBase = base.clone();
    }

    /** The squares passed over by the type's move-only lame leaps that take en-passant marks (the owner's region, per colour). */
    public void enPassantSquares(int type, BitSet white, BitSet black) {
        if (epSquares == null) epSquares = new BitSet[2 * types];
        epSquares[type] = white;
        epSquares[types + type] = black;
    }

    /**
     * Squares a piece of {@code type} and {@code colour} may not enter ({@code closed}: no move or
     * capture ends there, and a slide stops before), may enter only when empty ({@code moveOnly})
     * or only by capturing ({@code captureOnly}): the move tables are built accordingly, so play
     * asks nothing (Tamerlane chess's citadels, {@code play.entry}).
     */
    public void entry(int type, int colour, BitSet closed, BitSet moveOnly, BitSet captureOnly) {
        if (closed.isEmpty() && moveOnly.isEmpty() && captureOnly.isEmpty()) return;
        if (entry == null) entry = new BitSet[3 * 2 * types];
        int i = 3 * (colour * types + type);
        entry[i] = closed;
        entry[i + 1] = moveOnly;
        entry[i + 2] = captureOnly;
    }

    /** Per (colour, type): the closed, move-only and capture-only squares of {@link #entry}, three in a row; null without entry rules. */
    BitSet[] entry;

    /** A region's squares for one colour (regions are written from their owner's side). */
    public BitSet region(String name, int colour) { return variant.region(name).of(colour); }

    // ---------------------------------------------------------------- state

    /**
     * Reserves a cache slot: one long a position keeps for a rule, for the position it was stored in
     * ({@link RuleCache}); never restored by unmake, so it holds only what the position
     * decides. Returns its index.
     */
    public int cacheSlot() { return cacheSlots++; }

    int cacheSlots;

    /** Reserves {@code n} state slots (ints the position keeps per ply); returns the first one's index. */
    public int stateSlots(int n) {
        int first = stateSlots;
        stateSlots += n;
        return first;
    }

    /** {@code n} hash keys for the rule's state. */
    public long[] hashKeys(int n) { return zobrist.more(n); }

    // ---------------------------------------------------------------- hooks

    public void source(MoveSource s) { sources.add(s); }

    /**
     * A source whose moves are made from the moves generated before it (Seirawan chess's gating:
     * a gating version of each plain move). The search then generates all moves at once (see
     * {@link StagedMoves}): a stage of them would lack the versions of the other stage's moves.
     */
    public void sourceOverMoves(MoveSource s) {
        sources.add(s);
        movesFromMoves = true;
    }

    boolean movesFromMoves;

    /** A source whose moves, when it has any, are the only moves (the duty to drop first); asked before the pieces. */
    public void leadSource(MoveSource s) { leadSources.add(s); }

    /** A source asked only when the side has no other legal move (after the restrictions): Shatranj's stalemated king's swap. */
    public void fallbackSource(MoveSource s) { fallbackSources.add(s); }

    /** A rule's proof that a move leaves both sides a move, asked instead of making it for a reply test (a hand's drops). */
    public void replyWitness(ReplyWitness w) { replyWitnesses.add(w); }

    final List<ReplyWitness> replyWitnesses = new ArrayList<>();

    /** The board changes of a kind of move ({@link Moves}' KIND_ constants beyond a plain move). */
    public void kind(int kind, MoveKind k) {
        if (kind == Moves.KIND_DECLARE) actions.set(0, k); // the entering-king declaration is action 0
        else kinds[kind] = k;
    }

    /**
     * A rule's action: a move that is no piece's move (Byzantine chess's removal of two blocked
     * pawns), made and taken back by {@code k} and written as {@link MoveKind#name} says. Returns
     * its id for {@link Moves#action}.
     */
    public int action(MoveKind k) {
        if (actions.size() > 255) throw new IllegalStateException("at most 255 actions");
        actions.add(k);
        return actions.size() - 1;
    }

    /** Action 0 is the entering-king declaration's place (null without it). */
    final List<MoveKind> actions = new ArrayList<>(java.util.Collections.singletonList(null));

    public void filter(MoveFilter f) { filters.add(f); }

    /** A legality condition on the moves of one kind only (a drop, a promotion as a move): ordinary moves never ask it. */
    public void filter(int kind, MoveFilter f) {
        MoveFilter before = kindFilters[kind];
        kindFilters[kind] = before == null ? f : (p, m) -> before.allows(p, m) && f.allows(p, m);
    }

    public void restriction(MoveRestriction r) { restrictions.add(r); }

    public void afterMove(AfterMove a) { afterMoves.add(a); }

    public void ending(EndRule e) { endings.add(e); }

    /**
     * A rule that offers claims ({@link EndRule#claim}). A rule that also ends the game by itself
     * is installed with {@link #ending} too; one installed only here is never asked {@code check},
     * so move generation does not pay for it.
     */
    public void claim(EndRule e) { claimRules.add(e); }

    /** Scoring of a position without legal moves; rules installed earlier are asked first. */
    public void noMoves(NoMoveRule r) { noMoves.add(r); }

    public void fenRights(FenRights r) { fenRights.add(r); }

    public void fenSide(FenSide s) { fenSide = s; }

    public void fenCount(FenCount c) { fenCount = c; }

    /** A field of the rule's own after the en-passant field (Fairy-Stockfish's check counter); one per variant. */
    public void fenField(FenField f) { fenField = f; }

    public void queries(Queries q) { queries.add(q); }

    /** Promotion on arrival for a type: its zone per colour (squares), and whether a move starting in the zone promotes too. */
    public void promoter(int type, BitSet whiteZone, BitSet blackZone, boolean onLeaving, Promoter p) {
        promoters[type] = p;
        promoZone[type] = words(whiteZone);
        promoZone[types + type] = words(blackZone);
        promoOnLeaving[type] = onLeaving;
    }

    /** Moves of this type reset the n-move clock (pawn-like pieces). */
    public void resetsClock(int type) { resetsClock[type] = true; }

    /** The first move of this type is a right the FEN writes in its castling field (castling, gating). */
    public void firstMoveRight(int type) { firstMoveRight[type] = true; }

    public void firstMove(int type, FirstMove f) { firstMoves[type] = f; }

    // ---------------------------------------------------------------- the move generator's switches

    /** Once-only moves of a type, usable while the piece holds its special right (not in check, if so). */
    public void specialMoves(int type, List<MoveRule> moves, boolean notInCheck) {
        special.set(type, moves);
        specialNotInCheck[type] = notInCheck;
    }

    /** Royal pieces see each other along an open file, as an attack (facing royals are illegal). */
    public void royalSight() { royalSight = true; }

    /** No enemy piece may capture a piece of this type: the move tables leave such captures out, and attacks on it with them. */
    public void immune(int type) { immune |= 1L << type; }

    /** The immune types, a bit each. */
    long immune;

    /** Only the last royal piece of a side is protected; the others may be captured. */
    public void royalsTaken() { royalsTaken = true; }

    /** The sides keep pieces in hand, written in the FEN's brackets, even without drops (Seirawan chess's reserve for gating). */
    public void hands() { hands = true; }

    /** Captured pieces go to the captor's hand as {@code demoted[type]}. */
    public void capturesToHand(int[] demoted) { this.demoted = demoted.clone(); }

    /** No move is irreversible (captured pieces come back): repetition looks at the whole game. */
    public void reversibleCaptures() { reversibleCaptures = true; }

    /** Slides end on squares the position marks as stops; {@code strict}: a piece on one slides one square. */
    public void slideStops(boolean strict) {
        slideStops = true;
        strictStops |= strict;
    }

    /**
     * With {@link #slideStops}: a lame leap's path (a pawn's double step) is stopped too, as a slide
     * would be; without this, stops end slides only and lame leaps pass them.
     */
    public void leapStops() { leapStops = true; }

    /**
     * With {@link #slideStops}: pieces of this type cast stops on their own side too, and
     * {@code sources} tells, when one of their slides meets a stop, whether that stop is their own
     * zone alone (then it does not stop them).
     */
    public void ownStops(int type, OwnStops sources) { ownStops[type] = sources; }

    /** Moving or capturing a piece of this type changes lines beyond its squares (a zone caster): no legality shortcut. */
    public void changesLines(int type) { changesLines[type] = true; }

    private long[] words(BitSet set) {
        long[] w = new long[geometry.words];
        for (int s = set.nextSetBit(0); s >= 0; s = set.nextSetBit(s + 1)) w[s >>> 6] |= 1L << (s & 63);
        return w;
    }
}
