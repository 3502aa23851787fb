package varia.engine;

import java.util.Arrays;
import java.util.List;
import varia.variant.PieceType;
import varia.variant.Variant;

/**
 * A mutable game position with make/unmake. Moves are ints (see {@link Moves}). The core holds
 * what every game has: the board, piece lists, hands, the side to move, clocks, first-move,
 * special and en-passant marks, the hash and the undo history. The rules a variant adds keep their
 * state in {@link #state(int) state slots} and act through the hooks they installed
 * ({@link Installer}); the public methods under "for rule components" are theirs.
 * Generation reads only precomputed tables and allocates nothing. Not thread-safe; one per thread.
 */
public final class Position {
    final Compiled c;
    final MoveTables t;
    final Geometry g;
    final int squares, types, words;

    /** Board codes: 0 empty, else {@code (type << 1 | colour) + 1}. */
    final int[] board;
    int stm;
    /** Mark sets, {@link Compiled#UNMOVED} etc., each {@code words} long. */
    final long[] marks;
    int epVictim = -1;
    int halfmove, fullmove = 1;
    long hash;
    /** Either side may move (free turns; FEN side field {@code f}). */
    boolean free;
    /** A record's replay: rulings stay open ({@link #arbitrated()}). */
    private boolean arbitrated;
    /** Pieces in hand: index colour * types + type. */
    final int[] hand;
    /** The rules' state slots (restored by unmake). */
    final int[] state;
    /** The rules' cache slots ({@link Installer#cacheSlot}). */
    private final RuleCache ruleCache;
    private final SquareMarks squareMarks = new SquareMarks(this);
    /** Pieces on the board per (colour * types + type). */
    final int[] typeCount;
    /** Royal pieces per colour, and the square of the royal piece when a side has exactly one. */
    final int[] royalTotal = new int[2];
    final int[] kingSq = {-1, -1};
    // piece lists per colour, with each square's index in its list
    final int[][] plist;
    final int[] pcount = new int[2];
    final int[] pidx;

    // undo history, one entry per ply
    int ply;
    Ply[] history = new Ply[0];

    /** Scratch of the legality tests (see {@link Generator}). */
    final Generator gen;

    Position(Compiled c) {
        this.c = c;
        t = c.t;
        g = c.g;
        squares = c.squares;
        types = c.types;
        words = c.words;
        board = new int[squares];
        marks = new long[c.markSets * words];
        hand = new int[2 * types];
        state = new int[c.stateSlots];
        ruleCache = new RuleCache(this, c.cacheSlots);
        typeCount = new int[2 * types];
        plist = new int[2][squares];
        pidx = new int[squares];
        gen = new Generator(this);
    }

    /** Start position of the variant. */
    public static Position start(Variant v) {
        try {
            return fromFen(v, v.startFen());
        } catch (FenException e) {
            throw new IllegalStateException(v.origin() + ": invalid setup: " + e.getMessage(), e);
        }
    }

    /** Parses a FEN in Fairy-Stockfish's dialect. */
    public static Position fromFen(Variant v, String fen) throws FenException { return Fen.parse(Compiled.of(v), fen); }

    /** Reads an SFEN ({@code b} = the first player, White in this engine's FEN). */
    public static Position fromSfen(Variant v, String sfen) throws FenException { return Fen.parseSfen(Compiled.of(v), sfen); }

    public Variant variant() { return c.variant; }

    public Geometry geometry() { return g; }

    /** FEN in Fairy-Stockfish's dialect. */
    public String toFen() { return Fen.write(this); }

    /** SFEN, the format of shogi engines (USI): board, {@code b}/{@code w}, hands with counts, ply number. */
    public String toSfen() { return Fen.writeSfen(this); }

    public int sideToMove() { return stm; }

    public long hash() { return hash; }

    /** Number of moves made since this position object was set up. */
    public int ply() { return ply; }

    /** True while either side may move (free turns, e.g. Senterej's werera; FEN side field {@code f}). */
    public boolean freeTurns() { return free; }

    /** The search's null move: the side to move passes without any rule's side effects. Undo with {@link #unmake}. */
    public void makeNull() { make(Moves.KIND_NULL << 24); }

    /** Whether a legal move of this position gives check. */
    public boolean givesCheck(int move) {
        make(move);
        boolean check = inCheck();
        unmake();
        return check;
    }

    /** Plies since the last capture or pawn-like move. */
    public int halfmoveClock() { return halfmove; }

    /** The move number (the FEN's last field): during an opening series each side's own count. */
    public int moveNumber() { return fullmove; }

    /** Number of pieces of a colour on the board; {@link #pieceSquare} lists them. */
    public int pieceCount(int colour) { return pcount[colour]; }

    /** The square of a colour's i-th piece (0 <= i < pieceCount), in no particular order. */
    public int pieceSquare(int colour, int i) { return plist[colour][i]; }

    /** How many pieces of a type a side holds in hand. */
    public int inHand(int colour, int type) { return hand[colour * types + type]; }

    /** Number of squares; squares are numbered rank by rank from a1 (0) upwards. */
    public int squareCount() { return squares; }

    /** The square's name in coordinate notation, e.g. {@code e4}, {@code a10}. */
    public String squareName(int sq) { return g.name(sq); }

    /** The piece type on a square, or null when empty. */
    public PieceType pieceTypeAt(int sq) { return board[sq] == 0 ? null : c.variant.pieces().get(typeOf(board[sq])); }

    /** Colour of the piece on a square (0 White, 1 Black), or -1 when empty. */
    public int colourAt(int sq) { return board[sq] == 0 ? -1 : colourOf(board[sq]); }

    /** True when a protected royal piece of the side to move is attacked. */
    public boolean inCheck() { return Attacks.inCheck(this); }

    /** The named kinds of the check the side to move is in (Shatar's shak, tuk, zod), or empty. */
    public List<String> checkKinds() { return Rulings.checkKinds(this); }

    /** True while an opening series runs (one side making its moves in a row). */
    public boolean inOpeningSeries() { return seriesMovesLeft() > 0; }

    /** Moves of the side to move left in its opening series (0 when there is none). */
    public int seriesMovesLeft() { return Rulings.seriesMovesLeft(this); }

    /** The running count (Makruk's honours and the like) as {limit, counted} in moves, or null. */
    public int[] count() { return Rulings.count(this); }

    /** The declarations (acts that are not moves: a count stopped by choice) the side to move may make here, by name. */
    public List<String> declarations() { return Rulings.declarations(this); }

    /** Makes a declaration {@link #declarations()} offers: the turn stays; unmake of the next move keeps it. False when not offered. */
    public boolean declare(String name) { return Rulings.declare(this, name); }

    /** A copy of the rules' state slots, so a front end can take a declaration back with {@link #restoreState}. */
    public int[] stateCopy() { return state.clone(); }

    /** Puts back state slots {@link #stateCopy()} took in this same position. */
    public void restoreState(int[] copy) { System.arraycopy(copy, 0, state, 0, state.length); }

    /** Moves left before the running count expires, or -1 when no count runs. */
    public int countMovesLeft() { return Rulings.countMovesLeft(this); }

    /** Writes the legal moves into {@code out} (at least {@link Moves#MAX_MOVES} long); returns how many. A finished game has none. */
    public int legalMoves(int[] out) { return gen.rules.legalMoves(out); }

    /** The legal captures (en passant included) and promotions, for the search's quiescence; none in a finished game. */
    public int legalCaptures(int[] out) { return gen.rules.legalCaptures(out); }

    /**
     * The game's state by the variant's rules: an ending a rule decides, checkmate and stalemate
     * as the variant scores them, or ongoing.
     */
    public GameResult result() { return Rulings.result(this); }

    /**
     * The results a player may claim here (a draw by threefold repetition, by the 50-move rule, by
     * an unannounced count...), in the order the rules were installed; empty when the game is over
     * or nothing may be claimed. Claims do not end the game: the moves go on until one is made
     * (the front ends offer them: {@code claim} in the terminal game, a result line in XBoard).
     */
    public List<GameResult> claims() { return Rulings.claims(this); }

    /**
     * Whether some rule offers a claim here, without asking whether the game has already ended
     * (cheap, allocation-free: for the search, which scores such a position as the draw either
     * side may take).
     */
    public boolean claimable() { return Rulings.claimable(this); }

    /**
     * The results an arbiter could rule here ({@link EndRule#ruling}: a perpetual check or chase
     * the offender was ordered to stop), in a record's replay only ({@link #arbitrated()}); empty
     * when the game is over or none is open.
     */
    public List<GameResult> rulings() { return Rulings.rulings(this); }

    /**
     * Whether this position replays a record under an arbiter's eye: endings the rules order a
     * player to avoid ({@link EndRule#ruling}) are then open rulings, not the end of the game, so
     * that a record where the offender changed his move replays on. Off (the default) wherever a
     * game is played: the terminal, the engines and the computer end the game by them.
     */
    public boolean arbitrated() { return arbitrated; }

    /** Sets {@link #arbitrated()}; returns this position. */
    public Position arbitrated(boolean on) { arbitrated = on; return this; }

    /** Whether any rule of the variant can offer a claim at all. */
    public boolean hasClaimRules() { return c.claims.length > 0; }

    /**
     * The ending a rule decides here, or null (a position so ended has no legal moves): the
     * search asks it when {@link #legalCaptures} found none, to tell a quiet position from a
     * finished game without generating every move.
     */
    public GameResult endedByRule() { return Rulings.endedByRule(this); }

    /** How many times the current position has occurred since the last irreversible move (this one included). */
    public int repetitions() { return Rulings.repetitions(this); }

    /** First ply that can repeat the current position: since the last irreversible move. */
    public int repetitionWindow() { return c.reversibleCaptures ? 0 : Math.max(0, ply - halfmove); }

    /**
     * Coordinate notation as Fairy-Stockfish writes it: {@code e2e4}, {@code e7e8q}, {@code a9a10},
     * drops {@code P@e5}, shogi promotions {@code h2b8+}, passes as the royal piece moving to its own square.
     */
    public String moveToUci(int move) { return MoveNames.uci(this, move); }

    /** The legal move written in coordinate notation, or {@link Moves#NONE}. */
    public int parseUci(String text) { return MoveNames.parseUci(this, text); }

    /** The square named so ({@code e4}, {@code a10}), or -1 when it is none of this board. */
    public int square(String name) { return g.parse(name); }

    /** What a legal move of this position does. */
    public MoveInfo info(int move) { return MoveNames.info(this, move); }

    @Override public String toString() { return toFen(); }

    // ================================================================ make / unmake

    public void make(int move) { MoveMaker.make(this, move); }

    /** Takes back the last {@link #make}. */
    public void unmake() { MoveMaker.unmake(this); }

    // ================================================================ board primitives

    static int code(int type, int colour) { return (type << 1 | colour) + 1; }
    static int typeOf(int code) { return (code - 1) >> 1; }
    static int colourOf(int code) { return (code - 1) & 1; }

    /** Places a piece (hash and piece lists kept). */
    void put(int sq, int code) {
        int c0 = colourOf(code);
        typeCount[c0 * types + typeOf(code)]++;
        if (t.royal[code] && ++royalTotal[c0] == 1) kingSq[c0] = sq;
        board[sq] = code;
        pidx[sq] = pcount[c0];
        plist[c0][pcount[c0]++] = sq;
        hash ^= c.zobrist.piece[code * squares + sq];
    }

    /**
     * Undoes {@link #remove} exactly, piece-list order included: generation may be iterating over
     * that list while rule filters make and unmake replies that capture.
     */
    void restore(int sq, int code, int index) {
        int c0 = colourOf(code);
        typeCount[c0 * types + typeOf(code)]++;
        if (index < pcount[c0]) {
            int moved = plist[c0][index];
            plist[c0][pcount[c0]] = moved;
            pidx[moved] = pcount[c0];
        }
        plist[c0][index] = sq;
        pidx[sq] = index;
        pcount[c0]++;
        board[sq] = code;
        hash ^= c.zobrist.piece[code * squares + sq];
        if (t.royal[code] && ++royalTotal[c0] == 1) kingSq[c0] = sq;
    }

    void remove(int sq) {
        int code = board[sq], c0 = colourOf(code);
        typeCount[c0 * types + typeOf(code)]--;
        int i = pidx[sq], last = plist[c0][--pcount[c0]];
        plist[c0][i] = last;
        pidx[last] = i;
        board[sq] = 0;
        hash ^= c.zobrist.piece[code * squares + sq];
        if (t.royal[code] && --royalTotal[c0] == 1) kingSq[c0] = scanRoyal(c0);
    }

    private int scanRoyal(int c0) {
        for (int i = 0; i < pcount[c0]; i++) if (t.royal[board[plist[c0][i]]]) return plist[c0][i];
        return -1;
    }

    void relocate(int from, int to) {
        int code = board[from];
        board[to] = code;
        board[from] = 0;
        int i = pidx[from];
        plist[colourOf(code)][i] = to;
        pidx[to] = i;
        if (kingSq[colourOf(code)] == from) kingSq[colourOf(code)] = to;
        hash ^= c.zobrist.piece[code * squares + from] ^ c.zobrist.piece[code * squares + to];
    }

    /** Changes the piece on a square (a promotion or its undo); royalty may come or go with it (Sho shogi's crown prince). */
    void recode(int sq, int code) {
        int old = board[sq], c0 = colourOf(old);
        typeCount[c0 * types + typeOf(old)]--;
        typeCount[colourOf(code) * types + typeOf(code)]++;
        hash ^= c.zobrist.piece[old * squares + sq] ^ c.zobrist.piece[code * squares + sq];
        board[sq] = code;
        boolean was = t.royal[old], is = t.royal[code];
        if (was && --royalTotal[c0] == 1) kingSq[c0] = scanRoyal(c0);
        if (is && ++royalTotal[colourOf(code)] == 1) kingSq[colourOf(code)] = sq;
    }

    void addToHand(int colour, int type, int delta) {
        int i = colour * types + type, n = hand[i];
        hash ^= c.zobrist.hand[i * 65 + Math.min(n, 64)] ^ c.zobrist.hand[i * 65 + Math.min(n + delta, 64)];
        hand[i] = n + delta;
    }

    // ================================================================ marks

    boolean mark(int set, int sq) { return (marks[set * words + (sq >>> 6)] >>> (sq & 63) & 1) != 0; }

    void setMark(int set, int sq, long[] keys) {
        if (mark(set, sq)) return;
        marks[set * words + (sq >>> 6)] |= 1L << (sq & 63);
        if (keys != null) hash ^= keys[sq];
    }

    void clearMark(int set, int sq, long[] keys) {
        if (!mark(set, sq)) return;
        marks[set * words + (sq >>> 6)] &= ~(1L << (sq & 63));
        if (keys != null) hash ^= keys[sq];
    }

    boolean isUnmoved(int sq) { return (marks[sq >>> 6] >>> (sq & 63) & 1) != 0; }

    boolean hasSpecial(int sq) { return (marks[words + (sq >>> 6)] >>> (sq & 63) & 1) != 0; }

    boolean isEp(int sq) { return (marks[2 * words + (sq >>> 6)] >>> (sq & 63) & 1) != 0; }

    void addEp(int sq) { setMark(Compiled.EP, sq, c.zobrist.enPassant); }

    void clearEp() {
        for (int w = 0, at = 2 * words; w < words; w++, at++) {
            for (long b = marks[at]; b != 0; b &= b - 1) hash ^= c.zobrist.enPassant[w << 6 | Long.numberOfTrailingZeros(b)];
            marks[at] = 0;
        }
        epVictim = -1;
    }

    boolean epCapturable() { return EnPassant.capturable(this); }

    void markEnPassant(int from, int to, int type) { EnPassant.mark(this, from, to, type); }

    // ================================================================ for rule components

    /** The board code on a square (0 empty); see {@link #code}, {@link #typeOf}, {@link #colourOf}. */
    public int codeAt(int sq) { return board[sq]; }

    /** The piece type index on a square, or -1. */
    public int typeAt(int sq) { return board[sq] == 0 ? -1 : typeOf(board[sq]); }

    public static int codeOf(int type, int colour) { return code(type, colour); }

    public static int typeOfCode(int code) { return typeOf(code); }

    public static int colourOfCode(int code) { return colourOf(code); }

    /** Pieces of a type a colour has on the board. */
    public int countOf(int colour, int type) { return typeCount[colour * types + type]; }

    /** Royal pieces a colour has on the board. */
    public int royalCount(int colour) { return royalTotal[colour]; }

    /** The square of a colour's royal piece when it has exactly one, else -1. */
    public int royalSquare(int colour) { return royalTotal[colour] == 1 ? kingSq[colour] : -1; }

    /** Pieces of a colour other than its royal ones. */
    public int nonRoyal(int colour) { return pcount[colour] - royalTotal[colour]; }

    /** Royal for either colour. */
    public boolean isRoyalType(int type) { return t.royal[code(type, 0)] || t.royal[code(type, 1)]; }

    /** Royal for this colour (royalty may differ by colour, as in Horde chess). */
    public boolean isRoyal(int type, int colour) { return t.royal[code(type, colour)]; }

    public void putPiece(int sq, int type, int colour) { put(sq, code(type, colour)); }

    public void removePiece(int sq) { remove(sq); }

    public void movePiece(int from, int to) { relocate(from, to); }

    /** Turns the piece on a square into another (a promotion, or its undo with the old code). */
    public void changePiece(int sq, int code) { recode(sq, code); }

    public void changeHand(int colour, int type, int delta) { addToHand(colour, type, delta); }

    /** A rule's kind of move captures the piece on {@code sq} as a piece's move does; see {@link RuleCaptures#capture}. */
    public void capture(Ply ply, int sq) { RuleCaptures.capture(this, ply, sq); }

    /** Undoes {@link #capture} from a kind's unmake: the piece back on its square, piece-list order included. */
    public void uncapture(Ply ply) { RuleCaptures.uncapture(this, ply); }

    /** A second piece taken by the same kind of move; see {@link RuleCaptures#captureAlso}. Undone by {@link #uncaptureAlso}, before {@link #uncapture}. */
    public void captureAlso(Ply ply, int sq) { RuleCaptures.captureAlso(this, ply, sq); }

    /** Undoes {@link #captureAlso}. */
    public void uncaptureAlso(Ply ply) { RuleCaptures.uncaptureAlso(this, ply); }

    /** A first-move effect leaves a piece on the origin square of the move being made; unmake removes it. */
    public void placeOnOrigin(int sq, int type, int colour) {
        put(sq, code(type, colour));
        history[ply].placedOnOrigin = true;
    }

    /** The marks on squares that rules read and set: unmoved pieces, special rights, slide stops, the rules' own sets. */
    public SquareMarks squareMarks() { return squareMarks; }

    public int state(int slot) { return state[slot]; }

    public void setState(int slot, int value) { state[slot] = value; }

    /** XORs a rule's key into the hash (state the hash must tell apart). */
    public void toggleHash(long key) { hash ^= key; }

    /** Sets the side to move, keeping the hash (a rule that calls it says so: {@link AfterMove#setsSideToMove}). */
    public void setSideToMove(int colour) {
        if (colour != stm) { stm = colour; hash ^= c.zobrist.side; }
    }

    /** Sets whether either side may move (free turns), keeping the hash. */
    public void setFree(boolean f) {
        if (f != free) { free = f; hash ^= c.zobrist.free; }
    }

    public void setHalfmove(int n) { halfmove = n; }

    public void setMoveNumber(int n) { fullmove = n; }

    /** The history entry of the move that led here (its position before), or null at the start. */
    public Ply before() { return ply == 0 ? null : history[ply - 1]; }

    /** The history entry {@code k} plies back from the current position (1 = {@link #before()}), or null. */
    public Ply back(int k) { return ply - k < 0 ? null : history[ply - k]; }

    /** Makes again the move taken back last (for rules that look back through the game and return). */
    public void redo() { make(history[ply].move); }

    /** The colour that made the last move (the side to move under alternation is its opponent). */
    public int lastMover() { return ply == 0 ? stm ^ 1 : history[ply - 1].movedBy; }

    /** Is {@code target} attacked by a piece of colour {@code by}? */
    public boolean attacked(int target, int by) { return Attacks.attacked(this, target, by); }

    /**
     * {@link #attacked} asked of the side to move's royal piece right after the opponent's move (a
     * rule's update, e.g. a right lost on check): cheaper than it when that royal is its side's
     * only one and both last moves were plain ones, as then only the lines through the last move's
     * two squares can attack it (see {@link Attacks#attackedAfterLastMove}).
     */
    public boolean attackedAfterLastMove(int target, int by) { return Attacks.attackedAfterLastMove(this, target, by); }

    /** Whether the piece on {@code from} could capture on {@code target} (also pieces that give no check when {@code anyPiece}). */
    public boolean attacksSquare(int from, int target, boolean anyPiece) { return Attacks.attacksSquare(this, from, target, anyPiece); }

    /** Could the piece {@code code} brought by a move from {@code from} (-1: a drop) to {@code to} attack {@code target} there? False is certain (see {@link Attacks#attacksAfter}). */
    public boolean mayAttackAfter(int from, int to, int code, int target) { return Attacks.attacksAfter(this, from, to, code, target); }

    /** Types of the pieces giving check to the side to move (bit mask). */
    public long checkerTypes() { return Attacks.checkerTypes(this); }

    /** Royal pieces of both sides on one file with nothing between them. */
    public boolean royalsFacing() { return Attacks.royalsFacing(this); }

    /** Is this move legal here (make, royal safety and the rules' filters, unmake)? */
    public boolean isLegal(int move) { return gen.isLegalHere(move); }

    /** The rules' per-position cache ({@link Installer#cacheSlot}). */
    public RuleCache ruleCache() { return ruleCache; }

    /** Is there a legal reply (for filters that forbid stalemating or mating moves)? */
    public boolean hasLegalMove() { return gen.rules.hasLegalMove(); }

    /** True while generation wants only to know whether a legal move exists. */
    public boolean firstOnly() { return gen.firstOnly; }

    /** Per the setup: the board code on a square (0 when empty or when the setup cannot be read). */
    public int startCode(int sq) { return c.startBoard[sq]; }

    /** Pieces of a type a colour had in the setup. */
    public int startCount(int colour, int type) { return c.startCount[colour * types + type]; }

    /** Could a piece of {@code type} and {@code colour} never move from {@code sq} (a pawn on the last rank)? */
    public boolean stuck(int colour, int type, int sq) { return t.stuck[(colour * types + type) * squares + sq]; }

    /** Moves of this type reset the n-move clock (pawn-like pieces). */
    public boolean resetsClock(int type) { return c.resetsClock[type]; }

    /** Is the first move of this type special (initial-only moves, castling, gating)? */
    public boolean firstMoveMatters(int type) { return c.firstMoveMatters[type]; }

    /** Could a drop here endanger the own royal (in check, or a hopper could use the dropped piece as a screen)? Else only filters judge it (a royal piece dropped is tested apart). */
    public boolean dropNeedsTest(boolean inCheck) { return gen.dropNeedsTest(inCheck); }

    /** During generation: do the rule filters allow this move, whose royal safety is already known? */
    public boolean filtersAllowSafe(int move) { return gen.filtersAllowSafe(move); }

    /** Does the type have an initial-only move ('i')? */
    public boolean hasInitialMove(int type) { return t.hasInitialMove[type]; }

    /** The result by material for a rule that adjudicates (bikjang, adjacent kings): a draw when the variant has no values. */
    public GameResult adjudicate(Ending ending, String reason) { return Rulings.adjudicate(this, ending, reason); }
}
