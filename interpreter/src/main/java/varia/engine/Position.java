package varia.engine;

import static varia.engine.Rules.*;

import java.util.Arrays;
import varia.variant.Castling;
import varia.variant.EndRules;
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
    /** Squares an en-passant capture may land on, and the square of the piece it takes. */
    final long[] ep;
    int epVictim = -1;
    int halfmove, fullmove = 1;
    long hash;

    // piece lists per colour, with each square's index in its list
    final int[][] plist;
    final int[] pcount = new int[2];
    final int[] pidx;

    // undo history, one entry per ply
    private int ply;
    private int[] hMove = new int[256], hMover = new int[256], hCaptured = new int[256], hCapSq = new int[256], hHalf = new int[256], hEpVictim = new int[256];
    private long[] hHash = new long[256], hUnmoved, hEp;

    // scratch for legality tests (no allocation during generation)
    private final int[] royalSq;
    private int royalN;

    Position(Rules rules) {
        this.rules = rules;
        squares = rules.squares;
        types = rules.types;
        words = rules.words;
        board = new int[squares];
        unmoved = new long[words];
        ep = new long[words];
        plist = new int[2][squares];
        pidx = new int[squares];
        hUnmoved = new long[256 * words];
        hEp = new long[256 * words];
        royalSq = new int[squares];
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

    public int sideToMove() { return stm; }

    public long hash() { return hash; }

    /** Number of moves made since this position object was set up. */
    public int ply() { return ply; }

    // ---------------------------------------------------------------- board editing

    static int code(int type, int colour) { return (type << 1 | colour) + 1; }
    static int typeOf(int code) { return (code - 1) >> 1; }
    static int colourOf(int code) { return (code - 1) & 1; }

    /** The board code on a square (0 empty, see {@link #code}). */
    int pieceAt(int sq) { return board[sq]; }

    boolean isUnmoved(int sq) { return (unmoved[sq >>> 6] >>> (sq & 63) & 1) != 0; }

    void setUnmoved(int sq) {
        if (!isUnmoved(sq)) { unmoved[sq >>> 6] |= 1L << (sq & 63); hash ^= rules.zobrist.unmoved[sq]; }
    }

    private void clearUnmoved(int sq) {
        if (isUnmoved(sq)) { unmoved[sq >>> 6] &= ~(1L << (sq & 63)); hash ^= rules.zobrist.unmoved[sq]; }
    }

    boolean isEp(int sq) { return (ep[sq >>> 6] >>> (sq & 63) & 1) != 0; }

    void addEp(int sq) { ep[sq >>> 6] |= 1L << (sq & 63); hash ^= rules.zobrist.enPassant[sq]; }

    private void clearEp() {
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

    void put(int sq, int code) {
        int c = colourOf(code);
        board[sq] = code;
        pidx[sq] = pcount[c];
        plist[c][pcount[c]++] = sq;
        hash ^= rules.zobrist.piece[code * squares + sq];
    }

    private void remove(int sq) {
        int code = board[sq], c = colourOf(code);
        int i = pidx[sq], last = plist[c][--pcount[c]];
        plist[c][i] = last;
        pidx[last] = i;
        board[sq] = 0;
        hash ^= rules.zobrist.piece[code * squares + sq];
    }

    private void relocate(int from, int to) {
        int code = board[from];
        board[to] = code;
        board[from] = 0;
        int i = pidx[from];
        plist[colourOf(code)][i] = to;
        pidx[to] = i;
        hash ^= rules.zobrist.piece[code * squares + from] ^ rules.zobrist.piece[code * squares + to];
    }

    private void recode(int sq, int code) {
        hash ^= rules.zobrist.piece[board[sq] * squares + sq] ^ rules.zobrist.piece[code * squares + sq];
        board[sq] = code;
    }

    // ---------------------------------------------------------------- make / unmake

    public void make(int move) {
        ensureHistory();
        int from = Moves.from(move), to = Moves.to(move), kind = Moves.kind(move);
        hMove[ply] = move;
        hMover[ply] = board[from];
        hHalf[ply] = halfmove;
        hHash[ply] = hash;
        hEpVictim[ply] = epVictim;
        System.arraycopy(unmoved, 0, hUnmoved, ply * words, words);
        System.arraycopy(ep, 0, hEp, ply * words, words);

        int code = board[from], type = typeOf(code);
        int capSq = kind == Moves.KIND_EN_PASSANT ? epVictim : to;
        int captured = kind == Moves.KIND_CASTLE ? 0 : board[capSq];
        hCaptured[ply] = captured;
        hCapSq[ply] = capSq;
        clearEp();
        if (captured != 0) { remove(capSq); clearUnmoved(capSq); }
        if (kind == Moves.KIND_CASTLE) {
            int rookFrom = Moves.castleRook(move);
            Castling.Side side = rules.variant.castling().sides().get(Moves.castleSide(move));
            int rookTo = rules.square(side.rookToFile(), rules.rankOf(from));
            int rookCode = board[rookFrom];
            remove(rookFrom);
            clearUnmoved(rookFrom);
            if (from != to) relocate(from, to);
            put(rookTo, rookCode);
        } else {
            relocate(from, to);
            int promo = Moves.promotion(move);
            if (promo >= 0) recode(to, code(promo, stm));
            if ((move & Moves.CREATES_EP) != 0) markEnPassant(from, to, type);
        }
        clearUnmoved(from);
        clearUnmoved(to);
        halfmove = captured != 0 || rules.resetsClock[type] ? 0 : halfmove + 1;
        if (stm == 1) fullmove++;
        stm ^= 1;
        hash ^= rules.zobrist.side;
        ply++;
    }

    /** Takes back the last {@link #make}. */
    public void unmake() {
        ply--;
        int move = hMove[ply];
        int from = Moves.from(move), to = Moves.to(move), kind = Moves.kind(move);
        stm ^= 1;
        if (stm == 1) fullmove--;
        if (kind == Moves.KIND_CASTLE) {
            Castling.Side side = rules.variant.castling().sides().get(Moves.castleSide(move));
            int rookTo = rules.square(side.rookToFile(), rules.rankOf(from));
            int rookCode = board[rookTo];
            remove(rookTo);
            if (from != to) relocate(to, from);
            put(Moves.castleRook(move), rookCode);
        } else {
            if (Moves.promotion(move) >= 0) recode(to, hMover[ply]);
            relocate(to, from);
            int captured = hCaptured[ply];
            if (captured != 0) put(hCapSq[ply], captured);
        }
        System.arraycopy(hUnmoved, ply * words, unmoved, 0, words);
        System.arraycopy(hEp, ply * words, ep, 0, words);
        epVictim = hEpVictim[ply];
        halfmove = hHalf[ply];
        hash = hHash[ply];
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

    private void ensureHistory() {
        if (ply < hMove.length) return;
        int n = hMove.length * 2;
        hMove = Arrays.copyOf(hMove, n);
        hMover = Arrays.copyOf(hMover, n);
        hCaptured = Arrays.copyOf(hCaptured, n);
        hCapSq = Arrays.copyOf(hCapSq, n);
        hHalf = Arrays.copyOf(hHalf, n);
        hEpVictim = Arrays.copyOf(hEpVictim, n);
        hHash = Arrays.copyOf(hHash, n);
        hUnmoved = Arrays.copyOf(hUnmoved, n * words);
        hEp = Arrays.copyOf(hEp, n * words);
    }

    // ---------------------------------------------------------------- attacks

    /** True when a piece of colour {@code by} could capture on {@code target}. */
    boolean attacked(int target, int by) {
        final Rules r = rules;
        final int[] board = this.board, sq = r.attackSq;
        int base = by * squares + target;
        for (int i = r.attackStart[base], e = r.attackStart[base + 1]; i < e; i++) {
            int ray = r.attackRayIds[i], k = r.rOff[ray], end = k + r.rLen[ray];
            int code = 0;
            while (k < end && (code = board[sq[k]]) == 0) k++;
            if (k == end) continue;
            if (colourOf(code) == by) {
                long bit = 1L << typeOf(code);
                if ((r.slideMask[k] & bit) != 0) return true;
                if ((r.initialMask[k] & bit) != 0 && isUnmoved(sq[k])) return true;
            }
            if (r.rHasHop[ray]) {
                for (k++; k < end; k++) {
                    code = board[sq[k]];
                    if (code == 0) continue;
                    if (colourOf(code) == by && (r.hopMask[k] & 1L << typeOf(code)) != 0) return true;
                    break;
                }
            }
        }
        return false;
    }

    private void findRoyals(int colour) {
        royalN = 0;
        int[] list = plist[colour];
        for (int i = 0, n = pcount[colour]; i < n; i++)
            if (rules.royal[typeOf(board[list[i]])]) royalSq[royalN++] = list[i];
    }

    /** True when a royal piece of the side to move is attacked. */
    public boolean inCheck() {
        findRoyals(stm);
        for (int i = 0; i < royalN; i++) if (attacked(royalSq[i], stm ^ 1)) return true;
        return false;
    }

    private boolean ownRoyalsSafeAfterMove() {
        // called after make(): the side that moved is stm ^ 1
        int us = stm ^ 1;
        int[] list = plist[us];
        for (int i = 0, n = pcount[us]; i < n; i++) {
            int s = list[i];
            if (rules.royal[typeOf(board[s])] && attacked(s, stm)) return false;
        }
        return true;
    }

    // ---------------------------------------------------------------- game end by rule

    /** True when a rule (not the lack of moves) has ended the game: then there are no legal moves. */
    boolean endedByRule() {
        EndRules.BareKing bk = rules.variant.end().bareKing();
        if (bk == null) return false;
        for (int c = 0; c < 2; c++) {
            if (nonRoyal(c) != 0) continue;
            int needed = 1 + (bk.canBareBack() && c == stm ? 1 : 0);
            if (nonRoyal(c ^ 1) >= needed) return true;
        }
        return false;
    }

    int nonRoyal(int colour) {
        int n = 0;
        int[] list = plist[colour];
        for (int i = 0, k = pcount[colour]; i < k; i++) if (!rules.royal[typeOf(board[list[i]])]) n++;
        return n;
    }

    // ---------------------------------------------------------------- move generation

    /** Writes the legal moves into {@code out} (at least {@link Moves#MAX_MOVES} long); returns how many. A finished game has none. */
    public int legalMoves(int[] out) {
        if (endedByRule()) return 0;
        final Rules r = rules;
        final int us = stm, them = us ^ 1;
        final int[] rays = r.rays, board = this.board;
        findRoyals(us);
        boolean check = false;
        for (int i = 0; i < royalN; i++) if (attacked(royalSq[i], them)) { check = true; break; }
        int n = 0;
        int[] list = plist[us];
        for (int pi = 0; pi < pcount[us]; pi++) {
            final int from = list[pi], type = typeOf(board[from]);
            final boolean isRoyal = r.royal[type];
            // a non-royal piece off every line to our royals cannot expose them (unless we are in check)
            final boolean fromSafe = !check && !isRoyal && !onSensitive(from, them);
            final int base = (us * types + type) * squares + from;
            for (int j = r.rayStart[base], end = r.rayStart[base + 1]; j < end; ) {
                final int h = rays[j], plen = (h >>> PATH_SHIFT) & 0xFF, len = h >>> LEN_SHIFT, p = j + 1;
                j = p + plen + len;
                if ((h & F_INITIAL) != 0 && !isUnmoved(from)) continue;
                switch (h & KIND_MASK) {
                    case LEAP -> {
                        boolean open = true;
                        for (int q = p; q < p + plen; q++) if (board[rays[q]] != 0) { open = false; break; }
                        if (!open) continue;
                        int to = rays[p + plen], tc = board[to];
                        if (tc == 0) {
                            if ((h & F_MOVE) != 0) {
                                int m = Moves.make(from, to);
                                if ((h & F_CREATES_EP) != 0) m |= Moves.CREATES_EP;
                                n = add(out, n, m, type, fromSafe);
                            } else if ((h & F_EP) != 0 && isEp(to)) n = addChecked(out, n, Moves.enPassant(from, to), type);
                        } else if ((h & F_CAPTURE) != 0 && colourOf(tc) == them) n = add(out, n, Moves.make(from, to), type, fromSafe);
                    }
                    case SLIDE -> {
                        for (int q = p, e = p + len; q < e; q++) {
                            int to = rays[q], tc = board[to];
                            if (tc == 0) {
                                if ((h & F_MOVE) != 0) n = add(out, n, Moves.make(from, to), type, fromSafe);
                                else if ((h & F_EP) != 0 && isEp(to)) n = addChecked(out, n, Moves.enPassant(from, to), type);
                                continue;
                            }
                            if ((h & F_CAPTURE) != 0 && colourOf(tc) == them) n = add(out, n, Moves.make(from, to), type, fromSafe);
                            break;
                        }
                    }
                    default -> { // HOP
                        int q = p, e = p + len;
                        while (q < e && board[rays[q]] == 0) q++;
                        for (q++; q < e; q++) {
                            int to = rays[q], tc = board[to];
                            if (tc == 0) {
                                if ((h & F_MOVE) != 0) n = add(out, n, Moves.make(from, to), type, fromSafe);
                                continue;
                            }
                            if ((h & F_CAPTURE) != 0 && colourOf(tc) == them) n = add(out, n, Moves.make(from, to), type, fromSafe);
                            break;
                        }
                    }
                }
            }
        }
        if (r.variant.castling() != null && !check) n = generateCastling(out, n);
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
        boolean legal = fromSafe && !(rules.hasHoppers[stm ^ 1] && onSensitive(to, stm ^ 1)) || isLegal(move, type);
        if (!legal) return n;
        return addPromotions(out, n, move, type);
    }

    private int addChecked(int[] out, int n, int move, int type) {
        return isLegal(move, type) ? addPromotions(out, n, move, type) : n;
    }

    private int addPromotions(int[] out, int n, int move, int type) {
        boolean[] zone = rules.promoZone[stm * types + type];
        if (zone == null || !zone[Moves.to(move)]) { out[n] = move; return n + 1; }
        for (int t : rules.promoTo[type]) out[n++] = Moves.withPromotion(move, t);
        if (!rules.promoForced[type]) out[n++] = move;
        return n;
    }

    private boolean isLegal(int move, int type) {
        make(move);
        boolean ok = ownRoyalsSafeAfterMove();
        unmake();
        return ok;
    }

    private int generateCastling(int[] out, int n) {
        Castling c = rules.variant.castling();
        int us = stm, them = us ^ 1;
        int kingCode = code(c.kingType(), us), rookCode = code(c.rookType(), us);
        for (int i = 0; i < royalN; i++) {
            int k = royalSq[i];
            if (board[k] != kingCode || !isUnmoved(k)) continue;
            int rank = rules.rankOf(k), kf = rules.fileOf(k);
            for (int s = 0; s < c.sides().size(); s++) {
                Castling.Side side = c.sides().get(s);
                int rookSq = castlingPartner(k, side, rookCode);
                if (rookSq < 0) continue;
                int kingTo = rules.square(side.kingToFile(), rank), rookTo = rules.square(side.rookToFile(), rank);
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
                if (isLegal(move, c.kingType())) out[n++] = move;
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

    /** Coordinate notation as Fairy-Stockfish writes it: {@code e2e4}, {@code e7e8q}, {@code a9a10}. */
    public String moveToUci(int move) {
        String s = squareName(Moves.from(move)) + squareName(Moves.to(move));
        int promo = Moves.promotion(move);
        if (promo >= 0) s += Character.toLowerCase(rules.variant.pieces().get(promo).letter());
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
     * The game's state by the variant's rules: checkmate and stalemate (no legal move), bare king,
     * the n-move rule, and repetition of positions reached since this object was set up.
     */
    public GameResult result() {
        EndRules end = rules.variant.end();
        int[] moves = new int[Moves.MAX_MOVES];
        EndRules.BareKing bk = end.bareKing();
        if (bk != null && endedByRule()) {
            int bared = nonRoyal(stm ^ 1) == 0 && nonRoyal(stm) > 0 ? stm ^ 1 : stm;
            return GameResult.of(bared, bk.bared(), "bare king");
        }
        if (legalMoves(moves) == 0) {
            return inCheck() ? GameResult.of(stm, end.checkmate(), "checkmate")
                             : GameResult.of(stm, end.stalemate(), "stalemate");
        }
        if (end.nMoveRule() > 0 && halfmove >= 2 * end.nMoveRule())
            return new GameResult(GameResult.Status.DRAW, end.nMoveRule() + "-move rule");
        if (end.repetition() > 0 && repetitions() >= end.repetition())
            return new GameResult(GameResult.Status.DRAW, end.repetition() + "-fold repetition");
        return GameResult.ONGOING;
    }

    /** How many times the current position has occurred since the last irreversible move (this one included). */
    public int repetitions() {
        int count = 1;
        for (int k = ply - 2, stop = Math.max(0, ply - halfmove); k >= stop; k -= 2)
            if (hHash[k] == hash) count++;
        return count;
    }

    @Override public String toString() { return toFen(); }
}
