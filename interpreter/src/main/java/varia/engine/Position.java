package varia.engine;

import static varia.engine.Rules.*;

import java.util.Arrays;
import varia.rules.castling.Castling;
import varia.rules.facing.Facing;
import varia.rules.impasse.Impasse;
import varia.rules.passing.Pass;
import varia.variant.Variant;

/**
 * A mutable game position with make/unmake. Moves are ints (see {@link Moves}).
 * Generation reads only the precomputed {@link Rules} tables and allocates nothing.
 * Not thread-safe; one per thread.
 */
public final class Position {
    final Rules rules;
    final int squares, types, words;

    /** Board codes: 0 empty, else {@code (type << 1 | colour) + 1}. */
    final int[] board;
    int stm;
    /** Squares whose piece has never moved (initial moves, castling rights). */
    final long[] unmoved;
    /** Squares whose piece still holds its once-only special move. */
    final long[] special;
    /** Squares an en-passant capture may land on, and the square of the piece it takes. */
    final long[] ep;
    int epVictim = -1;
    int halfmove, fullmove = 1;
    long hash;
    /** Pieces in hand: index colour * types + type. */
    final int[] hand;
    /** Compulsory opening moves already played. */
    int openingDone;
    /** Free turns (Senterej's werera): either side may move; stm is kept at 0 while it lasts. */
    boolean free;
    /** Active count (Makruk's honours and the like): limit and plies counted, both in plies; 0 = none. */
    int countLimit, countPly;

    /** Per colour: squares inside a zone of influence that affects that colour's pieces. */
    final long[][] zoneAffecting;

    /** Pieces on the board per (colour * types + type), kept as pieces come and go. */
    final int[] typeCount;

    /** Royal pieces per colour, and the square of the royal piece when a side has exactly one. */
    final int[] royalTotal = new int[2];
    final int[] kingSq = {-1, -1};

    // piece lists per colour, with each square's index in its list
    final int[][] plist;
    final int[] pcount = new int[2];
    final int[] pidx;

    /** Plies of the opening series made so far; the series runs while this is below {@link #seriesPlies}. */
    int series;
    /** Plies of the whole opening series (both sides), 0 without one. */
    final int seriesPlies;

    // undo history, one entry per ply
    int ply;
    int[] hMove = new int[256];
    private int[] hMover = new int[256], hCaptured = new int[256], hCapSq = new int[256],
            hHalf = new int[256], hEpVictim = new int[256], hOpening = new int[256],
            hCountLimit = new int[256], hCountPly = new int[256];
    private boolean[] hBikjang = new boolean[256], hGated = new boolean[256], hFree = new boolean[256];
    private int[] hStm = new int[256], hReserve = new int[256], hCapIdx = new int[256], hSeries = new int[256], hFull = new int[256];
    long[] hHash = new long[256];
    private long[] hUnmoved, hEp, hSpecial;

    // scratch for legality tests (no allocation during generation)
    int[] royalSq;
    int royalN;
    /** Scratch for the move filters, which generate the opponent's replies (nesting depth <= 2). */
    private final int[][] royalStack, filterBufs;
    private int filterDepth;
    /** Generation may stop at the first legal move (the filters only ask whether a reply exists). */
    private boolean firstOnly;

    Position(Rules rules) {
        this.rules = rules;
        squares = rules.squares;
        types = rules.types;
        words = rules.words;
        seriesPlies = rules.series == null ? 0 : 2 * rules.series.moves();
        board = new int[squares];
        unmoved = new long[words];
        special = new long[words];
        ep = new long[words];
        hand = new int[2 * types];
        typeCount = new int[2 * types];
        zoneAffecting = new long[2][words];
        plist = new int[2][squares];
        pidx = new int[squares];
        hUnmoved = new long[256 * words];
        hEp = new long[256 * words];
        hSpecial = new long[256 * words];
        royalSq = new int[squares];
        royalStack = new int[4][squares];
        royalSq = royalStack[0];
        filterBufs = rules.hasFilters ? new int[3][Moves.MAX_MOVES] : new int[0][];
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
    public static Position fromFen(Variant v, String fen) throws FenException {
        return Fen.parse(Rules.of(v), fen);
    }

    public Variant variant() { return rules.variant; }

    /** FEN in Fairy-Stockfish's dialect. */
    public String toFen() { return Fen.write(this); }

    /** SFEN, the format of shogi engines (USI): board, {@code b}/{@code w}, hands with counts, ply number. */
    public String toSfen() { return Fen.writeSfen(this); }

    /** Reads an SFEN ({@code b} = the first player, White in this engine's FEN). */
    public static Position fromSfen(Variant v, String sfen) throws FenException { return Fen.parseSfen(Rules.of(v), sfen); }

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

    /** Number of pieces of a colour on the board; {@link #pieceSquare} lists them. */
    public int pieceCount(int colour) { return pcount[colour]; }

    /** The square of a colour's i-th piece (0 <= i < pieceCount), in no particular order. */
    public int pieceSquare(int colour, int i) { return plist[colour][i]; }

    /** How many pieces of a type a side holds in hand. */
    public int inHand(int colour, int type) { return hand[colour * types + type]; }

    // ---------------------------------------------------------------- board editing

    static int code(int type, int colour) { return (type << 1 | colour) + 1; }
    static int typeOf(int code) { return (code - 1) >> 1; }
    static int colourOf(int code) { return (code - 1) & 1; }

    private static boolean bit(long[] set, int sq) { return (set[sq >>> 6] >>> (sq & 63) & 1) != 0; }

    boolean isUnmoved(int sq) { return bit(unmoved, sq); }

    void setUnmoved(int sq) {
        if (!isUnmoved(sq)) { unmoved[sq >>> 6] |= 1L << (sq & 63); hash ^= rules.zobrist.unmoved[sq]; }
    }

    private void clearUnmoved(int sq) {
        if (isUnmoved(sq)) { unmoved[sq >>> 6] &= ~(1L << (sq & 63)); hash ^= rules.zobrist.unmoved[sq]; }
    }

    boolean hasSpecial(int sq) { return bit(special, sq); }

    void setSpecial(int sq) {
        if (!hasSpecial(sq)) { special[sq >>> 6] |= 1L << (sq & 63); hash ^= rules.zobrist.special[sq]; }
    }

    private void clearSpecial(int sq) {
        if (hasSpecial(sq)) { special[sq >>> 6] &= ~(1L << (sq & 63)); hash ^= rules.zobrist.special[sq]; }
    }

    boolean isEp(int sq) { return bit(ep, sq); }

    void addEp(int sq) { ep[sq >>> 6] |= 1L << (sq & 63); hash ^= rules.zobrist.enPassant[sq]; }

    void clearEp() {
        for (int w = 0; w < words; w++) {
            long b = ep[w];
            while (b != 0) {
                int sq = w << 6 | Long.numberOfTrailingZeros(b);
                hash ^= rules.zobrist.enPassant[sq];
                b &= b - 1;
            }
            ep[w] = 0;
        }
        epVictim = -1;
    }

    void addToHand(int colour, int type, int delta) {
        int i = colour * types + type, n = hand[i];
        hash ^= rules.zobrist.hand[i * 65 + Math.min(n, 64)] ^ rules.zobrist.hand[i * 65 + Math.min(n + delta, 64)];
        hand[i] = n + delta;
    }

    void put(int sq, int code) {
        int c = colourOf(code);
        typeCount[c * types + typeOf(code)]++;
        if (rules.royal[typeOf(code)] && ++royalTotal[c] == 1) kingSq[c] = sq;
        board[sq] = code;
        pidx[sq] = pcount[c];
        plist[c][pcount[c]++] = sq;
        hash ^= rules.zobrist.piece[code * squares + sq];
    }

    /**
     * Undoes {@link #remove} exactly, piece-list order included: generation may be iterating over
     * that list while rule filters make and unmake replies that capture.
     */
    private void restore(int sq, int code, int index) {
        int c = colourOf(code);
        typeCount[c * types + typeOf(code)]++;
        if (index < pcount[c]) {
            int moved = plist[c][index];
            plist[c][pcount[c]] = moved;
            pidx[moved] = pcount[c];
        }
        plist[c][index] = sq;
        pidx[sq] = index;
        pcount[c]++;
        board[sq] = code;
        hash ^= rules.zobrist.piece[code * squares + sq];
        if (rules.royal[typeOf(code)] && ++royalTotal[c] == 1) kingSq[c] = sq;
    }

    private void remove(int sq) {
        int code = board[sq], c = colourOf(code);
        typeCount[c * types + typeOf(code)]--;
        int i = pidx[sq], last = plist[c][--pcount[c]];
        plist[c][i] = last;
        pidx[last] = i;
        board[sq] = 0;
        hash ^= rules.zobrist.piece[code * squares + sq];
        if (rules.royal[typeOf(code)] && --royalTotal[c] == 1) kingSq[c] = scanRoyal(c);
    }

    private int scanRoyal(int c) {
        for (int i = 0; i < pcount[c]; i++) if (rules.royal[typeOf(board[plist[c][i]])]) return plist[c][i];
        return -1;
    }

    private void relocate(int from, int to) {
        int code = board[from];
        board[to] = code;
        board[from] = 0;
        int i = pidx[from];
        plist[colourOf(code)][i] = to;
        pidx[to] = i;
        if (kingSq[colourOf(code)] == from) kingSq[colourOf(code)] = to;
        hash ^= rules.zobrist.piece[code * squares + from] ^ rules.zobrist.piece[code * squares + to];
    }

    /** Changes the piece on a square (a promotion or its undo); royalty may come or go with it (Sho shogi's crown prince). */
    private void recode(int sq, int code) {
        int old = board[sq], c = colourOf(old);
        typeCount[c * types + typeOf(old)]--;
        typeCount[colourOf(code) * types + typeOf(code)]++;
        hash ^= rules.zobrist.piece[old * squares + sq] ^ rules.zobrist.piece[code * squares + sq];
        board[sq] = code;
        boolean was = rules.royal[typeOf(old)], is = rules.royal[typeOf(code)];
        if (was && --royalTotal[c] == 1) kingSq[c] = scanRoyal(c);
        if (is && ++royalTotal[colourOf(code)] == 1) kingSq[colourOf(code)] = sq;
    }

    // ---------------------------------------------------------------- make / unmake

    public void make(int move) {
        ensureHistory();
        int from = Moves.from(move), to = Moves.to(move), kind = Moves.kind(move);
        hMove[ply] = move;
        hHalf[ply] = halfmove;
        hHash[ply] = hash;
        hEpVictim[ply] = epVictim;
        hOpening[ply] = openingDone;
        hCountLimit[ply] = countLimit;
        hCountPly[ply] = countPly;
        hBikjang[ply] = rules.facing == Facing.BIKJANG && royalsFacing();
        hStm[ply] = stm;
        hSeries[ply] = series;
        hFull[ply] = fullmove;
        hFree[ply] = free;
        hReserve[ply] = 0;
        if (free && kind != Moves.KIND_NULL && kind != Moves.KIND_DROP && kind != Moves.KIND_PASS && kind != Moves.KIND_DECLARE) { // the mover's colour decides; keep "side key in hash iff stm == 1"
            int mover = colourOf(board[from]);
            if (mover != stm) { stm = mover; hash ^= rules.zobrist.side; }
        }
        // a plain loop: the marks are one to four words, too short for arraycopy's call to pay
        for (int w = 0, at = ply * words; w < words; w++, at++) {
            hUnmoved[at] = unmoved[w];
            hEp[at] = ep[w];
            hSpecial[at] = special[w];
        }
        if (openingDone < rules.openingMoves.size()) openingDone++;
        int victim = epVictim;
        clearEp();

        if (kind == Moves.KIND_NULL || kind == Moves.KIND_DECLARE) {
            hCaptured[ply] = 0;
        } else if (kind == Moves.KIND_PASS) {
            hCaptured[ply] = 0;
            halfmove++;
            if (rules.pass.afterCaptureToReserve() && ply > 0 && hCaptured[ply - 1] != 0) {
                int lost = typeOf(hCaptured[ply - 1]);
                addToHand(stm, lost, 1);
                hReserve[ply] = lost + 1;
            }
        } else if (kind == Moves.KIND_STEP_PROMOTION) {
            hCaptured[ply] = 0;
            hMover[ply] = board[from];
            if (from != to) relocate(from, to);
            recode(to, code(Moves.promotion(move), stm));
            clearUnmoved(from);
            halfmove = 0;
        } else if (kind == Moves.KIND_DROP) {
            int type = Moves.dropType(move);
            hCaptured[ply] = 0;
            addToHand(stm, type, -1);
            put(to, code(type, stm));
            // on its own start square a dropped piece is as good as unmoved (a pawn may step twice), as in its FEN
            if (rules.unmovedOnStart[type] && rules.startBoardOrEmpty()[to] == board[to]) setUnmoved(to);
            halfmove = rules.resetsClock[type] ? 0 : halfmove + 1;
        } else {
            int code = board[from], type = typeOf(code);
            hMover[ply] = code;
            int capSq = kind == Moves.KIND_EN_PASSANT ? victim : to;
            int captured = kind == Moves.KIND_CASTLE ? 0 : board[capSq];
            Castling cs = rules.castling;
            tidyCastling = cs != null && (isUnmoved(from) && (type == cs.kingType() || type == cs.rookType())
                    || captured != 0 && isUnmoved(capSq) && typeOf(captured) == cs.rookType());
            hCaptured[ply] = captured;
            hCapSq[ply] = capSq;
            if (captured != 0) {
                hCapIdx[ply] = pidx[capSq];
                remove(capSq);
                clearUnmoved(capSq);
                clearSpecial(capSq);
                if (rules.reversibleCaptures) addToHand(stm, rules.demoted[typeOf(captured)], 1);
            }
            if (kind == Moves.KIND_CASTLE) {
                int rookFrom = Moves.castleRook(move);
                Castling.Side side = rules.castling.sides().get(Moves.castleSide(move));
                int rookTo = rules.square(side.rookToFile(), rules.rankOf(from));
                int rookCode = board[rookFrom];
                remove(rookFrom);
                clearUnmoved(rookFrom);
                if (from != to) relocate(from, to);
                put(rookTo, rookCode);
            } else {
                boolean gates = rules.gate[type] >= 0 && isUnmoved(from);
                hGated[ply] = gates;
                relocate(from, to);
                if (gates) put(from, code(rules.gate[type], stm));
                int promo = Moves.promotion(move);
                if (promo >= 0) recode(to, code(promo, stm));
                if ((move & Moves.CREATES_EP) != 0) markEnPassant(from, to, type);
            }
            // a special right stays with a piece that keeps it after ordinary moves
            boolean keeps = hasSpecial(from) && (move & Moves.SPECIAL) == 0 && !rules.specialFirstOnly[type];
            clearSpecial(from);
            if (keeps) setSpecial(to);
            clearUnmoved(from);
            clearUnmoved(to);
            if (tidyCastling) tidyCastlingMarks(stm, captured == 0 ? -1 : colourOf(captured));
            halfmove = captured != 0 || rules.resetsClock[type] ? 0 : halfmove + 1;
        }
        if (epVictim >= 0 && !epCapturable()) clearEp();
        if (stm == 1) fullmove++;
        stm ^= 1;
        hash ^= rules.zobrist.side;
        if (free) {
            if (hCaptured[ply] != 0) { free = false; hash ^= rules.zobrist.free; } // the side that did not capture moves next
            else if (stm == 1) { stm = 0; hash ^= rules.zobrist.side; }
        }
        if (series < seriesPlies) {
            hash ^= seriesKey(series) ^ seriesKey(series + 1);
            series++;
            // the first player's moves, then the second player's, then alternation from the first player
            int next = series < seriesPlies / 2 || series == seriesPlies ? 0 : 1;
            if (stm != next) { stm = next; hash ^= rules.zobrist.side; }
            // each side numbers its series moves from 1; after the series White's move N+1
            fullmove = 1 + (series < seriesPlies / 2 ? series : series < seriesPlies ? series - seriesPlies / 2 : seriesPlies / 2);
        }
        ply++;
        if (rules.hasSpecials) loseSpecialRights();
        if (rules.counting != null) updateCount(hCaptured[ply - 1] != 0);
        if (rules.hasZones) computeZones();
    }

    /** Recomputes which squares lie in zones of influence (few casters: cheaper than bookkeeping). */
    void computeZones() {
        for (long[] z : zoneAffecting) Arrays.fill(z, 0);
        for (int c = 0; c < 2; c++)
            for (int i = 0; i < pcount[c]; i++) {
                int sq = plist[c][i], t = typeOf(board[sq]);
                if (!rules.zoneCaster[t]) continue;
                for (int z : rules.zoneSquares[(c * types + t) * squares + sq]) {
                    zoneAffecting[c ^ 1][z >>> 6] |= 1L << (z & 63);
                    if (rules.zoneFriends) zoneAffecting[c][z >>> 6] |= 1L << (z & 63);
                }
            }
    }

    /**
     * Counting as Fairy-Stockfish 11.1 keeps it: a count starts (or restarts, when a capture bares
     * the side to move) as soon as a limit applies, and then runs one ply at a time.
     */
    private void updateCount(boolean capture) {
        boolean bare = nonRoyal(stm) == 0;
        if (countLimit != 0 && !(capture && bare)) { countPly++; return; } // a running count only restarts when a capture bares
        int limit = rules.counting.limitMoves(this);
        if ((countLimit == 0 || capture && bare) && limit > 0) {
            if (bare) limit += rules.counting.extraMoves(rules, stm, kingSq[stm]);
            countLimit = 2 * limit;
            countPly = bare && rules.counting.startsAtPieces() ? 2 * (pcount[0] + pcount[1]) : 0;
        } else if (countLimit != 0) countPly++;
    }

    /** The active count as {limit, counted} in moves, or null when no count runs. */
    public int[] count() { return countLimit == 0 ? null : new int[] {countLimit / 2, countPly / 2}; }

    /** Moves left before the running count expires, or -1 when no count runs (no allocation: the search asks often). */
    public int countMovesLeft() { return countLimit == 0 ? -1 : Math.max(0, (countLimit - countPly) / 2); }

    /** Takes back the last {@link #make}. */
    public void unmake() {
        ply--;
        int move = hMove[ply];
        int from = Moves.from(move), to = Moves.to(move), kind = Moves.kind(move);
        // the mover: recorded, except in free turns, where the piece that moved tells
        stm = free || hFree[ply] ? (kind == Moves.KIND_DROP || kind == Moves.KIND_PASS || kind == Moves.KIND_NULL || kind == Moves.KIND_DECLARE ? hStm[ply] : colourOf(board[to])) : hStm[ply];
        fullmove = hFull[ply];
        if (kind == Moves.KIND_NULL || kind == Moves.KIND_DECLARE) {
            // nothing on the board changed
        } else if (kind == Moves.KIND_PASS) {
            if (hReserve[ply] > 0) addToHand(stm, hReserve[ply] - 1, -1);
        } else if (kind == Moves.KIND_STEP_PROMOTION) {
            recode(to, hMover[ply]);
            if (from != to) relocate(to, from);
        } else if (kind == Moves.KIND_DROP) {
            remove(to);
            addToHand(stm, Moves.dropType(move), 1);
        } else if (kind == Moves.KIND_CASTLE) {
            Castling.Side side = rules.castling.sides().get(Moves.castleSide(move));
            int rookTo = rules.square(side.rookToFile(), rules.rankOf(from));
            int rookCode = board[rookTo];
            remove(rookTo);
            if (from != to) relocate(to, from);
            put(Moves.castleRook(move), rookCode);
        } else if (kind != Moves.KIND_PASS) {
            if (Moves.promotion(move) >= 0) recode(to, hMover[ply]);
            if (hGated[ply]) remove(from);
            relocate(to, from);
            int captured = hCaptured[ply];
            if (captured != 0) {
                restore(hCapSq[ply], captured, hCapIdx[ply]);
                if (rules.reversibleCaptures) addToHand(stm, rules.demoted[typeOf(captured)], -1);
            }
        }
        for (int w = 0, at = ply * words; w < words; w++, at++) {
            unmoved[w] = hUnmoved[at];
            ep[w] = hEp[at];
            special[w] = hSpecial[at];
        }
        epVictim = hEpVictim[ply];
        halfmove = hHalf[ply];
        openingDone = hOpening[ply];
        countLimit = hCountLimit[ply];
        countPly = hCountPly[ply];
        free = hFree[ply];
        stm = hStm[ply];
        series = hSeries[ply];
        hash = hHash[ply];
        if (rules.hasZones) computeZones();
    }

    private boolean tidyCastling;

    /**
     * Drops the first-move marks that no castling right needs any more (a rook's once its king
     * has moved, a king's once no partner is left), unless the piece's own moves need them: the
     * position then equals the one its FEN gives, hash and repetitions included.
     */
    private void tidyCastlingMarks(int mover, int capturedColour) {
        for (int colour = 0; colour < 2; colour++) {
            if (colour != mover && colour != capturedColour) continue;
            Castling c = rules.castling;
            int kingCode = code(c.kingType(), colour), rookCode = code(c.rookType(), colour);
            int king = -1;
            for (int i = 0; i < pcount[colour]; i++) {
                int sq = plist[colour][i];
                if (board[sq] == kingCode && isUnmoved(sq)) { king = sq; break; }
            }
            boolean anyPartner = false;
            if (king >= 0)
                for (Castling.Side side : c.sides()) anyPartner |= side.colour() != 1 - colour && castlingPartner(king, side, rookCode) >= 0;
            if (king >= 0 && !anyPartner && !rules.ownFirstMove[c.kingType()]) clearUnmoved(king);
            if (king >= 0 && anyPartner || rules.ownFirstMove[c.rookType()]) continue; // the partners keep their marks
            for (int i = 0; i < pcount[colour]; i++) {
                int sq = plist[colour][i];
                if (board[sq] == rookCode) clearUnmoved(sq);
            }
        }
    }

    /**
     * True when a piece of the side that did not make the double step has an en-passant capture
     * onto one of the marked squares by the board alone (as Fairy-Stockfish decides, pins aside):
     * only then is the mark kept, so the hash and the FEN agree on it.
     */
    boolean epCapturable() {
        if (rules.epByHop) return true;
        int us = colourOf(board[epVictim]) ^ 1;
        int[] rays = rules.rays;
        for (int w = 0; w < words; w++)
            for (long b = ep[w]; b != 0; b &= b - 1) {
                int[] src = rules.epSources[us * squares + (w << 6 | Long.numberOfTrailingZeros(b))];
                if (src == null) continue;
                for (int i = 0; i < src.length; i += 3) {
                    if (board[src[i]] != code(src[i + 1], us)) continue;
                    // the squares before the target along the ray (a leap's path, a slide's earlier squares) must be empty
                    int p = (src[i + 2] >>> 8) + 1, before = src[i + 2] & 0xFF;
                    boolean open = true;
                    for (int q = p; q < p + before; q++) if (board[rays[q]] != 0) { open = false; break; }
                    if (open) return true;
                }
            }
        return false;
    }

    private void markEnPassant(int from, int to, int type) {
        // find the lame ray that made this move; its path squares are the en-passant squares
        int base = (stm * types + type) * squares + from;
        int[] rays = rules.rays;
        for (int j = rules.rayStart[base], end = rules.rayStart[base + 1]; j < end; ) {
            int h = rays[j], plen = (h >>> PATH_SHIFT) & 0xFF, len = h >>> LEN_SHIFT, p = j + 1;
            j = p + plen + len;
            if ((h & KIND_MASK) == LEAP && (h & F_CREATES_EP) != 0 && rays[p + plen] == to) {
                for (int q = p; q < p + plen; q++) addEp(rays[q]);
                epVictim = to;
                return;
            }
        }
    }

    /** Special rights lost by being checked or by an enemy piece on the holder's rank or file. */
    private void loseSpecialRights() {
        for (int c = 0; c < 2; c++) {
            int[] list = plist[c];
            for (int i = 0; i < pcount[c]; i++) {
                int sq = list[i];
                if (!hasSpecial(sq)) continue;
                int t = typeOf(board[sq]);
                if (rules.specialLostOnCheck[t] && c == stm && attacked(sq, c ^ 1)) { clearSpecial(sq); continue; }
                long aim = rules.specialAimMask[t];
                if (aim == 0) continue;
                int[] enemies = plist[c ^ 1];
                for (int k = 0; k < pcount[c ^ 1]; k++) {
                    int e = enemies[k];
                    if ((aim >>> typeOf(board[e]) & 1) != 0
                            && (rules.fileOf(e) == rules.fileOf(sq) || rules.rankOf(e) == rules.rankOf(sq))) {
                        clearSpecial(sq);
                        break;
                    }
                }
            }
        }
    }

    private void ensureHistory() {
        if (ply < hMove.length) return;
        int n = hMove.length * 2;
        hMove = Arrays.copyOf(hMove, n);
        hMover = Arrays.copyOf(hMover, n);
        hCaptured = Arrays.copyOf(hCaptured, n);
        hCapSq = Arrays.copyOf(hCapSq, n);
        hHalf = Arrays.copyOf(hHalf, n);
        hEpVictim = Arrays.copyOf(hEpVictim, n);
        hOpening = Arrays.copyOf(hOpening, n);
        hCountLimit = Arrays.copyOf(hCountLimit, n);
        hCountPly = Arrays.copyOf(hCountPly, n);
        hBikjang = Arrays.copyOf(hBikjang, n);
        hGated = Arrays.copyOf(hGated, n);
        hFree = Arrays.copyOf(hFree, n);
        hStm = Arrays.copyOf(hStm, n);
        hReserve = Arrays.copyOf(hReserve, n);
        hCapIdx = Arrays.copyOf(hCapIdx, n);
        hSeries = Arrays.copyOf(hSeries, n);
        hFull = Arrays.copyOf(hFull, n);
        hHash = Arrays.copyOf(hHash, n);
        hUnmoved = Arrays.copyOf(hUnmoved, n * words);
        hEp = Arrays.copyOf(hEp, n * words);
        hSpecial = Arrays.copyOf(hSpecial, n * words);
    }

    // ---------------------------------------------------------------- attacks

    /** True when a piece of colour {@code by} could capture on {@code target}. */
    boolean attacked(int target, int by) {
        final Rules r = rules;
        final int[] board = this.board, sq = r.attackSq;
        int base = by * squares + target;
        for (int i = r.attackStart[base], e = r.attackStart[base + 1]; i < e; i++) {
            int ray = r.attackRayIds[i], k = r.rOff[ray], end = k + r.rLen[ray], first = k;
            int code = 0;
            while (k < end && (code = board[sq[k]]) == 0) k++;
            if (k == end) continue;
            if (r.hasZones && k > first && zoneBlocks(sq, first, k, by)) continue;
            if (colourOf(code) == by) {
                long bit = 1L << typeOf(code);
                if ((r.slideMask[k] & bit) != 0) return true;
                if ((r.initialMask[k] & bit) != 0 && isUnmoved(sq[k])) return true;
                if ((r.specialMask[k] & bit) != 0 && hasSpecial(sq[k])) return true;
            }
            if (r.rHasHop[ray]) {
                int screen = typeOf(code);
                for (k++; k < end; k++) {
                    code = board[sq[k]];
                    if (code == 0) continue;
                    int t = typeOf(code);
                    if (colourOf(code) == by && (r.hopMask[k] >>> t & 1) != 0 && (r.screenExclude[t] >>> screen & 1) == 0) return true;
                    break;
                }
            }
        }
        return false;
    }

    /**
     * A slide (or lame leap) of a colour-{@code by} piece from sq[k] back to the target passes the
     * squares sq[first..k-1]: a zone square among them ended it earlier; under the strict reading a
     * piece standing in a zone slides no further than one square.
     */
    private boolean zoneBlocks(int[] sq, int first, int k, int by) {
        long[] zone = zoneAffecting[by];
        for (int q = first; q < k; q++) if (bit(zone, sq[q])) return true;
        return rules.zoneStrict && bit(zone, sq[k]);
    }

    /** Collects the protected royal squares of a colour into the scratch list. */
    void findRoyals(int colour) {
        if (royalTotal[colour] <= 1) {
            royalN = royalTotal[colour];
            royalSq[0] = kingSq[colour];
            return;
        }
        royalN = 0;
        int[] list = plist[colour];
        for (int i = 0, n = pcount[colour]; i < n; i++)
            if (rules.royal[typeOf(board[list[i]])]) royalSq[royalN++] = list[i];
        // several royals that only matter when one is left: none is protected yet
        if (royalN > 1 && rules.royalsRule != null) royalN = 0;
    }

    int royalCount(int colour) { return royalTotal[colour]; }

    /** True when a protected royal piece of the side to move is attacked. */
    public boolean inCheck() {
        // no scratch here: legality tests call this in the middle of generation
        if (royalTotal[stm] <= 1) return royalTotal[stm] == 1 && attacked(kingSq[stm], stm ^ 1);
        if (rules.royalsRule != null) return false;
        for (int i = 0; i < pcount[stm]; i++) {
            int sq = plist[stm][i];
            if (rules.royal[typeOf(board[sq])] && attacked(sq, stm ^ 1)) return true;
        }
        return false;
    }

    private boolean ownRoyalsSafeAfterMove() {
        // called after make(): the side that moved is stm ^ 1
        int us = stm ^ 1;
        if (royalTotal[us] == 1) return !attacked(kingSq[us], stm);
        int[] list = plist[us];
        boolean protectAll = rules.royalsRule == null || royalCount(us) == 1;
        if (!protectAll) return true;
        for (int i = 0, n = pcount[us]; i < n; i++) {
            int s = list[i];
            if (rules.royal[typeOf(board[s])] && attacked(s, stm)) return false;
        }
        return true;
    }

    /** Royal pieces of both sides on one file with nothing between them. */
    boolean royalsFacing() {
        if (royalTotal[0] == 1 && royalTotal[1] == 1) {
            int a = kingSq[0], b = kingSq[1];
            if (rules.fileOf(a) != rules.fileOf(b)) return false;
            int step = a < b ? rules.files : -rules.files;
            for (int sq = a + step; sq != b; sq += step) if (board[sq] != 0) return false;
            return true;
        }
        for (int i = 0; i < pcount[0]; i++) {
            int a = plist[0][i];
            if (!rules.royal[typeOf(board[a])]) continue;
            int file = rules.fileOf(a);
            for (int r = rules.rankOf(a) + 1; r < rules.ranks; r++) {
                int code = board[rules.square(file, r)];
                if (code == 0) continue;
                if (colourOf(code) == 1 && rules.royal[typeOf(code)]) return true;
                break;
            }
            for (int r = rules.rankOf(a) - 1; r >= 0; r--) {
                int code = board[rules.square(file, r)];
                if (code == 0) continue;
                if (colourOf(code) == 1 && rules.royal[typeOf(code)]) return true;
                break;
            }
        }
        return false;
    }

    // ---------------------------------------------------------------- game end by rule

    /** True when a rule (not the lack of moves) has ended the game: then there are no legal moves. */
    boolean endedByRule() { return ruleEnding() != null || drawEnding() != null; }

    /** A draw rule that has ended the game: n-move rule, repetition, an expired count; or null. */
    String drawEnding() {
        if (countLimit != 0 && countPly >= countLimit) return "count expired";
        if (rules.nMoveRule > 0 && halfmove >= 2 * rules.nMoveRule) return rules.nMoveRule + "-move rule";
        if (rules.repetition != null && rules.repetition.times() > 0 && repetitions() >= rules.repetition.times())
            return rules.repetition.times() + "-fold repetition";
        return null;
    }

    /** The rule that ended the game here, or null. */
    String ruleEnding() {
        varia.rules.bareking.BareKing bk = rules.bareKing;
        if (bk != null) {
            if (bk.bothBare() != null && nonRoyal(0) == 0 && nonRoyal(1) == 0) return "bare kings";
            for (int c = 0; c < 2; c++) {
                if (nonRoyal(c) != 0) continue;
                int needed = 1 + (bk.canBareBack() && c == stm ? 1 : 0);
                if (nonRoyal(c ^ 1) >= needed) return "bare king";
            }
        }
        if (rules.royalsRule != null && (royalCount(0) == 0 || royalCount(1) == 0)) return "royal pieces lost";
        Pass pass = rules.pass;
        if (pass != null && pass.endsAfter() > 0 && ply >= pass.endsAfter()) {
            int k = 0;
            while (k < pass.endsAfter() && Moves.kind(hMove[ply - 1 - k]) == Moves.KIND_PASS) k++;
            if (k == pass.endsAfter()) return "passes";
        }
        if (rules.facing == Facing.BIKJANG && ply > 0 && hBikjang[ply - 1] && royalsFacing()) return "bikjang";
        if (rules.adjacentRoyalsEnd && royalsAdjacent()) return "kings adjacent";
        if (ply > 0 && Moves.kind(hMove[ply - 1]) == Moves.KIND_DECLARE) return "declaration";
        return null;
    }

    private boolean royalsAdjacent() {
        int a = kingSq[0], b = kingSq[1];
        if (royalTotal[0] != 1 || royalTotal[1] != 1) return false;
        return Math.abs(rules.fileOf(a) - rules.fileOf(b)) <= 1 && Math.abs(rules.rankOf(a) - rules.rankOf(b)) <= 1;
    }

    int nonRoyal(int colour) { return pcount[colour] - royalTotal[colour]; }

    // ---------------------------------------------------------------- move generation

    /** Writes the legal moves into {@code out} (at least {@link Moves#MAX_MOVES} long); returns how many. A finished game has none. */
    public int legalMoves(int[] out) {
        if (endedByRule()) return 0;
        int n = generate(out);
        if (openingDone < rules.openingMoves.size()) n = keepOpeningMove(out, n);
        return n;
    }

    /** The hash key of the opening series after {@code plies} of it; none once it is over. */
    long seriesKey(int plies) { return plies < seriesPlies ? rules.zobrist.series[plies] : 0; }

    /** The move number (the FEN's last field): during an opening series each side's own count. */
    public int moveNumber() { return fullmove; }

    /** True while the opening series runs (one side making its moves in a row). */
    public boolean inOpeningSeries() { return series < seriesPlies; }

    /** Moves of the side to move left in its opening series (0 when the series is over). */
    public int seriesMovesLeft() {
        if (series >= seriesPlies) return 0;
        return (stm == 0 ? seriesPlies / 2 : seriesPlies) - series;
    }

    int generate(int[] out) {
        if (series < seriesPlies) return generateSeries(out);
        if (!free) return generateSide(out, 0);
        int n = 0;
        long savedHash = hash;
        for (int c = 0; c < 2; c++) { // free turns: both sides' moves
            stm = c;
            n = generateSide(out, n);
        }
        stm = 0;
        hash = savedHash;
        return n;
    }

    /** The opening series' moves: the side's legal moves without captures or steps out of its half, as the series says. */
    private int generateSeries(int[] out) {
        boolean saved = firstOnly;
        firstOnly = false; // a first move found may be one the series forbids
        int n;
        try {
            n = generateSide(out, 0);
        } finally {
            firstOnly = saved;
        }
        varia.rules.turns.Series s = rules.series;
        int k = 0;
        for (int i = 0; i < n; i++) {
            int m = out[i], kind = Moves.kind(m), to = Moves.to(m);
            boolean onBoard = kind != Moves.KIND_PASS && kind != Moves.KIND_DECLARE && kind != Moves.KIND_NULL;
            boolean capture = kind == Moves.KIND_EN_PASSANT
                    || (kind == Moves.KIND_NORMAL || kind == Moves.KIND_STEP_PROMOTION) && board[to] != 0 && colourOf(board[to]) != stm;
            if (!s.captures() && capture) continue;
            if (s.ownHalf() && onBoard && rules.relativeRank(to, stm) >= rules.ranks / 2) continue;
            out[k++] = m;
        }
        return k;
    }

    private int generateSide(int[] out, int n) {
        final Rules r = rules;
        final int us = stm, them = us ^ 1;
        final int[] rays = r.rays, board = this.board;
        findRoyals(us);
        boolean check = false;
        for (int i = 0; i < royalN; i++) if (attacked(royalSq[i], them)) { check = true; break; }
        final boolean bikjang = rules.facing == Facing.BIKJANG && royalsFacing();
        final boolean filtered = bikjang || r.hasFilters;
        if (rules.drops != null && rules.drops.mustDrop() && handCount(us) > 0) {
            int dropped = generateDrops(out, n, true);
            if (dropped > n) return dropped; // pieces in hand must be placed first
        }
        if (firstOnly && n > 0) return n;
        int[] list = plist[us];
        for (int pi = 0; pi < pcount[us]; pi++) {
            final int from = list[pi], type = typeOf(board[from]);
            final boolean isRoyal = r.royal[type];
            // a non-royal piece off every line to our royals cannot expose them (unless we are in check)
            final boolean zoned = r.hasZones;
            final boolean fromSafe = !check && !isRoyal && !filtered && !(zoned && r.zoneCaster[type]) && !onSensitive(from, them);
            final long[] zone = zoneAffecting[us];
            final boolean slowed = zoned && r.zoneStrict && bit(zone, from); // strict reading: one square only
            final long noCap = r.noCapture[type];
            final int base = (us * types + type) * squares + from;
            for (int j = r.rayStart[base], end = r.rayStart[base + 1]; j < end; ) {
                final int h = rays[j], plen = (h >>> PATH_SHIFT) & 0xFF, len = h >>> LEN_SHIFT, p = j + 1;
                j = p + plen + len;
                if ((h & F_INITIAL) != 0 && !isUnmoved(from)) continue;
                int flag = 0;
                if ((h & F_SPECIAL) != 0) {
                    if (!hasSpecial(from) || check && r.specialNotInCheck[type]) continue;
                    flag = Moves.SPECIAL;
                }
                switch (h & KIND_MASK) {
                    case LEAP -> {
                        boolean open = true;
                        for (int q = p; q < p + plen; q++) if (board[rays[q]] != 0 || zoned && bit(zone, rays[q])) { open = false; break; }
                        if (!open || slowed && plen > 0) continue;
                        int to = rays[p + plen], tc = board[to];
                        if (tc == 0) {
                            if ((h & F_MOVE) != 0) {
                                int m = Moves.make(from, to) | flag;
                                if ((h & F_CREATES_EP) != 0) m |= Moves.CREATES_EP;
                                n = add(out, n, m, type, fromSafe);
                            } else if ((h & F_EP) != 0 && isEp(to)) n = addChecked(out, n, Moves.enPassant(from, to) | flag, type);
                        } else if ((h & F_CAPTURE) != 0 && colourOf(tc) == them && (noCap >>> typeOf(tc) & 1) == 0)
                            n = add(out, n, Moves.make(from, to) | flag, type, fromSafe);
                    }
                    case SLIDE -> {
                        for (int q = p, e = slowed ? p + 1 : p + len; q < e; q++) {
                            int to = rays[q], tc = board[to];
                            if (tc == 0) {
                                if ((h & F_MOVE) != 0) n = add(out, n, Moves.make(from, to) | flag, type, fromSafe);
                                else if ((h & F_EP) != 0 && isEp(to)) n = addChecked(out, n, Moves.enPassant(from, to) | flag, type);
                                if (zoned && bit(zone, to)) break; // a zone square ends the slide
                                continue;
                            }
                            if ((h & F_CAPTURE) != 0 && colourOf(tc) == them && (noCap >>> typeOf(tc) & 1) == 0)
                                n = add(out, n, Moves.make(from, to) | flag, type, fromSafe);
                            break;
                        }
                    }
                    default -> { // HOP
                        int q = p, e = p + len;
                        while (q < e && board[rays[q]] == 0 && !(zoned && bit(zone, rays[q]))) q++;
                        if (q < e && board[rays[q]] == 0) continue; // stopped by a zone before any screen
                        if (q >= e || (r.screenExclude[type] >>> typeOf(board[rays[q]]) & 1) != 0) continue;
                        for (q++; q < e; q++) {
                            int to = rays[q], tc = board[to];
                            if (tc == 0) {
                                if ((h & F_MOVE) != 0) n = add(out, n, Moves.make(from, to) | flag, type, fromSafe);
                                if (zoned && bit(zone, to)) break;
                                continue;
                            }
                            if ((h & F_CAPTURE) != 0 && colourOf(tc) == them && (noCap >>> typeOf(tc) & 1) == 0)
                                n = add(out, n, Moves.make(from, to) | flag, type, fromSafe);
                            break;
                        }
                    }
                }
            }
            if (r.step[type] != null) n = generateStepPromotions(out, n, from, type);
            if (firstOnly && n > 0) return n;
        }
        if (rules.drops != null) n = generateDrops(out, n, check || filtered || r.hasHoppers[them]);
        if (r.castling != null && !check && (free || series < seriesPlies || !r.castling.freePhaseOnly())) n = generateCastling(out, n);
        if (rules.pass != null && kingSq[us] >= 0 && passAllowed(check, bikjang)) out[n++] = Moves.pass(kingSq[us]);
        if (rules.impasse != null && !check && impassePoints(us) >= impasseMinimum(us)) out[n++] = Moves.declare(kingSq[us]);
        return n;
    }

    /**
     * Points for the entering-king declaration, or -1 when the side may not declare (royal piece
     * outside the enemy camp, too few other pieces there).
     */
    int impassePoints(int colour) {
        Impasse im = rules.impasse;
        if (royalTotal[colour] != 1) return -1;
        int campFrom = rules.ranks - im.campRanks();
        if (rules.relativeRank(kingSq[colour], colour) < campFrom) return -1;
        long big = 0;
        for (int t : im.bigPieces()) big |= 1L << t;
        int inCamp = 0, points = 0;
        for (int i = 0; i < pcount[colour]; i++) {
            int sq = plist[colour][i], t = typeOf(board[sq]);
            if (rules.royal[t] || rules.relativeRank(sq, colour) < campFrom) continue;
            inCamp++;
            points += (big >>> t & 1) != 0 ? 5 : 1;
        }
        if (inCamp < im.piecesInCamp()) return -1;
        for (int t = 0; t < types; t++) points += hand[colour * types + t] * ((big >>> t & 1) != 0 ? 5 : 1);
        return points;
    }

    /** The fewest points with which a side may declare. */
    int impasseMinimum(int colour) {
        return rules.impasse.rule() == Impasse.Rule.POINTS_27 ? (colour == 0 ? 28 : 27) : 24;
    }

    private boolean passAllowed(boolean check, boolean bikjang) {
        Pass ps = rules.pass;
        if (ps.afterCaptureToReserve()) {
            // only right after the opponent's capture, and not when that capture was a recapture
            if (check || ply == 0 || hCaptured[ply - 1] == 0 || Moves.kind(hMove[ply - 1]) == Moves.KIND_PASS) return false;
            // any capture that answered our own capture is a recapture (seed 003, rule 2)
            return !(ply > 1 && hCaptured[ply - 2] != 0);
        }
        return bikjang || !check || ps.inCheck();
    }

    private int handCount(int colour) {
        int n = 0;
        for (int t = 0; t < types; t++) n += hand[colour * types + t];
        return n;
    }

    /** Promotion as a whole move: in place or by one step to an empty square, on the promotion's terms. */
    private int generateStepPromotions(int[] out, int n, int from, int type) {
        varia.rules.promotion.Promotion.Step st = rules.step[type];
        int target = rules.promoTo[type][0];
        if (countOf(stm, target) >= st.maxOnBoard()) return n;
        boolean inZone = rules.promoZone[stm * types + type][from];
        if (!inZone && !(st.lastAnywhere() && countOf(stm, type) == 1)) return n;
        int m = Moves.stepPromotion(from, from, target);
        if (isLegal(m)) out[n++] = m;
        for (int to : rules.stepTargets[(stm * types + type) * squares + from]) {
            if (board[to] != 0) continue;
            m = Moves.stepPromotion(from, to, target);
            if (isLegal(m)) out[n++] = m;
        }
        return n;
    }

    int countOf(int colour, int type) { return typeCount[colour * types + type]; }

    private int generateDrops(int[] out, int n, boolean needTest) {
        final Rules r = rules;
        final int us = stm;
        for (int t = 0; t < types; t++) {
            if (hand[us * types + t] == 0) continue;
            boolean[] zone = r.dropZone[us * types + t];
            int nifu = r.noDoubled[t];
            int blockedFiles = 0; // a local mask: the no-mate test below generates replies recursively
            if (nifu >= 0) {
                int code = code(nifu, us);
                for (int i = 0; i < pcount[us]; i++) if (board[plist[us][i]] == code) blockedFiles |= 1 << r.fileOf(plist[us][i]);
            }
            for (int sq = 0; sq < squares; sq++) {
                if (board[sq] != 0 || !zone[sq]) continue;
                if ((blockedFiles >>> r.fileOf(sq) & 1) != 0) continue;
                int move = Moves.drop(t, sq);
                if ((needTest || r.noMateDrop[t]) && !isLegal(move)) continue;
                out[n++] = move;
                if (firstOnly) return n;
            }
        }
        return n;
    }

    /** Is sq on a line along which a piece of colour {@code by} could reach one of our royals? */
    private boolean onSensitive(int sq, int by) {
        final long[] sens = rules.sensitive;
        final long bit = 1L << (sq & 63);
        final int w = sq >>> 6;
        for (int i = 0; i < royalN; i++)
            if ((sens[(by * squares + royalSq[i]) * words + w] & bit) != 0) return true;
        return false;
    }

    /** Adds a move (with its promotions) if legal; {@code fromSafe} short-cuts the legality test. */
    private int add(int[] out, int n, int move, int type, boolean fromSafe) {
        int to = Moves.to(move);
        boolean shortcut = fromSafe && !(rules.hasHoppers[stm ^ 1] && onSensitive(to, stm ^ 1))
                && !(rules.hasZones && board[to] != 0 && rules.zoneCaster[typeOf(board[to])]);
        boolean legal = shortcut || isLegal(move);
        if (!legal) return n;
        return addPromotions(out, n, move, type);
    }

    private int addChecked(int[] out, int n, int move, int type) {
        return isLegal(move) ? addPromotions(out, n, move, type) : n;
    }

    private int addPromotions(int[] out, int n, int move, int type) {
        boolean[] zone = rules.promoZone[stm * types + type];
        int from = Moves.from(move), to = Moves.to(move);
        if (zone == null || rules.step[type] != null || !(zone[to] || rules.promoOnLeaving[type] && zone[from])) { out[n] = move; return n + 1; }
        int before = n;
        for (int t : rules.promoTo[type]) if (promotionAvailable(type, t, to)) out[n++] = Moves.withPromotion(move, t);
        boolean forced = rules.promoForced[type]
                || rules.promoForcedIfStuck[type] && rules.stuck[(stm * types + type) * squares + to];
        if (!forced || n == before) out[n++] = move;
        return n;
    }

    /** Promotion families: only to a type already lost, or only to the setup square's type. */
    private boolean promotionAvailable(int mover, int target, int to) {
        switch (rules.promoFamily[mover]) {
            case LOST_ONLY: return lost(target);
            case SETUP_SQUARE: {
                int start = rules.startBoardOrEmpty()[to];
                return start != 0 && typeOf(start) == target && lost(target);
            }
            default: return true;
        }
    }

    /** The side to move has fewer pieces of this type on the board than in the setup. */
    private boolean lost(int type) { return countOf(stm, type) < rules.startCount[stm * types + type]; }

    /** Legality of a move by make / test / unmake, including the variant's move filters. */
    private boolean isLegal(int move) {
        boolean wasBikjang = rules.facing == Facing.BIKJANG && Moves.kind(move) != Moves.KIND_PASS && royalsFacing();
        int savedN = royalN;
        make(move);
        boolean ok = ownRoyalsSafeAfterMove() && !(wasBikjang && royalsFacing());
        if (ok && rules.hasFilters) ok = passesFilters(move);
        if (ok && Moves.kind(move) == Moves.KIND_STEP_PROMOTION && rules.step[typeOf(hMover[ply - 1])].harmless())
            ok = harmless(Moves.to(move));
        unmake();
        royalN = savedN;
        return ok;
    }

    /**
     * Move filters that look at the opponent's replies (called after make): a stalemating move when
     * stalemating is forbidden, a mate by pieces that may not mate alone, a mating drop of a piece
     * that may not drop-mate.
     */
    private boolean passesFilters(int move) {
        int[] savedRoyals = royalSq;
        int savedN = royalN;
        royalSq = royalStack[++filterDepth];
        try {
            return filtersAllow(move);
        } finally {
            royalSq = savedRoyals;
            royalN = savedN;
            filterDepth--;
        }
    }

    private boolean filtersAllow(int move) {
        boolean noMateDrop = Moves.kind(move) == Moves.KIND_DROP && rules.noMateDrop[Moves.dropType(move)];
        boolean checkForbiddenMate = rules.forbiddenMateMask != 0;
        if (!rules.mate.forbidStalemating() && !noMateDrop && !checkForbiddenMate) return true;
        boolean givesCheck = inCheck();
        if (!givesCheck && !rules.mate.forbidStalemating()) return true;
        if (givesCheck && !noMateDrop && !(checkForbiddenMate && onlyForbiddenCheckers())) return true;
        return hasLegalMove(); // the reply exists: not a (forbidden) mate or stalemate
    }

    /** After a step promotion: the new piece attacks no enemy piece and the side to move is not in check. */
    private boolean harmless(int sq) {
        for (int i = 0; i < pcount[stm]; i++) if (attacksSquare(sq, plist[stm][i], true)) return false;
        return !inCheck();
    }

    /** All pieces giving check to the side to move are of types that may not mate alone. */
    private boolean onlyForbiddenCheckers() {
        long forbidden = rules.forbiddenMateMask;
        findRoyals(stm);
        int them = stm ^ 1;
        for (int i = 0; i < pcount[them]; i++) {
            int s = plist[them][i];
            int t = typeOf(board[s]);
            for (int k = 0; k < royalN; k++)
                if (attacksSquare(s, royalSq[k]) && (forbidden >>> t & 1) == 0) return false;
        }
        return true;
    }

    /** Whether the piece on {@code from} could capture on {@code target} by its own moves (a slow path for rare rule checks). */
    boolean attacksSquare(int from, int target) { return attacksSquare(from, target, false); }

    /** As above; {@code anyPiece}: also for pieces that give no check (a plain geometric attack). */
    boolean attacksSquare(int from, int target, boolean anyPiece) {
        int code = board[from], c = colourOf(code), type = typeOf(code);
        if (!anyPiece && !rules.variant.pieces().get(type).givesCheck()) return false;
        int[] rays = rules.rays;
        int base = (c * types + type) * squares + from;
        for (int j = rules.rayStart[base], end = rules.rayStart[base + 1]; j < end; ) {
            int h = rays[j], plen = (h >>> PATH_SHIFT) & 0xFF, len = h >>> LEN_SHIFT, p = j + 1;
            j = p + plen + len;
            if ((h & F_CAPTURE) == 0 || (h & F_SPECIAL) != 0 && !hasSpecial(from) || (h & F_INITIAL) != 0 && !isUnmoved(from)) continue;
            switch (h & KIND_MASK) {
                case LEAP -> {
                    boolean open = true;
                    for (int q = p; q < p + plen; q++) if (board[rays[q]] != 0) open = false;
                    if (open && rays[p + plen] == target) return true;
                }
                case SLIDE -> {
                    for (int q = p; q < p + len; q++) {
                        if (rays[q] == target) return true;
                        if (board[rays[q]] != 0) break;
                    }
                }
                default -> {
                    int q = p;
                    while (q < p + len && board[rays[q]] == 0) q++;
                    if (q >= p + len || (rules.screenExclude[type] >>> typeOf(board[rays[q]]) & 1) != 0) continue;
                    for (q++; q < p + len; q++) {
                        if (rays[q] == target) return true;
                        if (board[rays[q]] != 0) break;
                    }
                }
            }
        }
        return false;
    }

    private boolean hasLegalMove() {
        if (filterDepth >= filterBufs.length) return true; // deeper nesting cannot happen: replies of replies are not filtered
        if (endedByRule()) return true; // the move ended the game by a rule (a repetition, say): nobody is stalemated
        boolean saved = firstOnly;
        firstOnly = true; // one legal reply is enough
        try {
            return generate(filterBufs[filterDepth]) > 0;
        } finally {
            firstOnly = saved;
        }
    }

    int keepOpeningMove(int[] out, int n) {
        String wanted = rules.openingMoves.get(openingDone);
        for (int i = 0; i < n; i++)
            if (moveToUci(out[i]).equals(wanted)) { out[0] = out[i]; return 1; }
        return 0;
    }

    private int generateCastling(int[] out, int n) {
        Castling c = rules.castling;
        int us = stm, them = us ^ 1;
        int kingCode = code(c.kingType(), us), rookCode = code(c.rookType(), us);
        for (int i = 0; i < royalN; i++) {
            int k = royalSq[i];
            if (board[k] != kingCode || !isUnmoved(k)) continue;
            int rank = rules.rankOf(k), kf = rules.fileOf(k);
            for (int s = 0; s < c.sides().size(); s++) {
                Castling.Side side = c.sides().get(s);
                if (side.colour() >= 0 && side.colour() != us) continue;
                int rookSq = castlingPartner(k, side, rookCode);
                if (rookSq < 0) continue;
                int kingTo = rules.square(side.kingToFile(), rank);
                int rf = rules.fileOf(rookSq);
                int lo = Math.min(Math.min(kf, rf), Math.min(side.kingToFile(), side.rookToFile()));
                int hi = Math.max(Math.max(kf, rf), Math.max(side.kingToFile(), side.rookToFile()));
                boolean clear = true;
                for (int f = lo; f <= hi && clear; f++) {
                    int sq = rules.square(f, rank);
                    if (sq != k && sq != rookSq && board[sq] != 0) clear = false;
                }
                if (!clear) continue;
                int step = Integer.signum(side.kingToFile() - kf);
                boolean safe = true;
                for (int f = kf; safe; f += step) {
                    if (attacked(rules.square(f, rank), them)) safe = false;
                    if (f == side.kingToFile() || step == 0) break;
                }
                if (!safe) continue;
                int move = Moves.castle(k, kingTo, rookSq, s);
                if (isLegal(move)) out[n++] = move;
            }
        }
        return n;
    }

    /** The unmoved partner for a castling side: the outermost one on the king's rank on that side, or -1. */
    int castlingPartner(int king, Castling.Side side, int rookCode) {
        int rank = rules.rankOf(king), kf = rules.fileOf(king);
        int step = side.towardsHigherFiles() ? -1 : 1;
        for (int f = side.towardsHigherFiles() ? rules.files - 1 : 0; f != kf; f += step) {
            int sq = rules.square(f, rank);
            if (board[sq] == rookCode && isUnmoved(sq)) return sq;
        }
        return -1;
    }

    // ---------------------------------------------------------------- notation

    /** Number of squares; squares are numbered rank by rank from a1 (0) upwards. */
    public int squareCount() { return squares; }

    /** The square's name in coordinate notation, e.g. {@code e4}, {@code a10}. */
    public String squareName(int sq) {
        return (char) ('a' + rules.fileOf(sq)) + Integer.toString(rules.rankOf(sq) + 1);
    }

    /**
     * Coordinate notation as Fairy-Stockfish writes it: {@code e2e4}, {@code e7e8q}, {@code a9a10},
     * drops {@code P@e5}, shogi promotions {@code h2b8+}, passes as the royal piece moving to its own square.
     */
    public String moveToUci(int move) {
        int kind = Moves.kind(move);
        if (kind == Moves.KIND_DROP)
            return rules.variant.pieces().get(Moves.dropType(move)).letter() + "@" + squareName(Moves.to(move));
        if (kind == Moves.KIND_DECLARE) return "win";
        String s = squareName(Moves.from(move)) + squareName(Moves.to(move));
        int promo = Moves.promotion(move);
        if (promo >= 0) {
            var p = rules.variant.pieces().get(promo);
            s += p.isPromotedForm() ? "+" : String.valueOf(Character.toLowerCase(p.letter()));
        }
        return s;
    }

    /** The legal move written in coordinate notation, or {@link Moves#NONE}. */
    public int parseUci(String text) {
        int[] moves = new int[Moves.MAX_MOVES];
        int n = legalMoves(moves);
        for (int i = 0; i < n; i++) if (moveToUci(moves[i]).equals(text)) return moves[i];
        return Moves.NONE;
    }

    /** The piece type on a square, or null when empty. */
    public varia.variant.PieceType pieceTypeAt(int sq) {
        return board[sq] == 0 ? null : rules.variant.pieces().get(typeOf(board[sq]));
    }

    /** Colour of the piece on a square (0 White, 1 Black), or -1 when empty. */
    public int colourAt(int sq) { return board[sq] == 0 ? -1 : colourOf(board[sq]); }

    /** What a legal move of this position does. */
    public MoveInfo info(int move) {
        int from = Moves.from(move), to = Moves.to(move), kind = Moves.kind(move);
        var pieces = rules.variant.pieces();
        if (kind == Moves.KIND_DROP)
            return new MoveInfo(move, MoveInfo.Kind.DROP, -1, to, pieces.get(Moves.dropType(move)), null, null);
        if (kind == Moves.KIND_PASS)
            return new MoveInfo(move, MoveInfo.Kind.PASS, -1, to, pieces.get(typeOf(board[to])), null, null);
        if (kind == Moves.KIND_DECLARE)
            return new MoveInfo(move, MoveInfo.Kind.DECLARATION, -1, to, pieces.get(typeOf(board[to])), null, null);
        if (kind == Moves.KIND_STEP_PROMOTION)
            return new MoveInfo(move, MoveInfo.Kind.NORMAL, from, to, pieces.get(typeOf(board[from])), null, pieces.get(Moves.promotion(move)));
        var piece = pieces.get(typeOf(board[from]));
        int capSq = kind == Moves.KIND_EN_PASSANT ? epVictim : to;
        var captured = kind == Moves.KIND_CASTLE || board[capSq] == 0 ? null : pieces.get(typeOf(board[capSq]));
        int promo = Moves.promotion(move);
        MoveInfo.Kind k = switch (kind) {
            case Moves.KIND_EN_PASSANT -> MoveInfo.Kind.EN_PASSANT;
            case Moves.KIND_CASTLE -> MoveInfo.Kind.CASTLING;
            default -> MoveInfo.Kind.NORMAL;
        };
        return new MoveInfo(move, k, from, to, piece, captured, promo < 0 ? null : pieces.get(promo));
    }

    /**
     * The game's state by the variant's rules: an ending rule (bare king, passes, bikjang, lost
     * royals, adjacent kings), checkmate and stalemate as the variant scores them, the n-move
     * rule, counting, repetition and perpetual check.
     */
    public GameResult result() { return Endings.result(this); }

    /** The named kinds of the check the side to move is in (Shatar's shak, tuk, zod), or empty. */
    public java.util.List<String> checkKinds() { return Endings.checkKinds(this); }

    /** How many times the current position has occurred since the last irreversible move (this one included). */
    public int repetitions() {
        int count = 1;
        for (int k = ply - 2, stop = repetitionWindow(); k >= stop; k -= 2)
            if (hHash[k] == hash) count++;
        return count;
    }

    /** First ply that can repeat the current position: since the last irreversible move. */
    int repetitionWindow() { return rules.reversibleCaptures ? 0 : Math.max(0, ply - halfmove); }

    @Override public String toString() { return toFen(); }
}
