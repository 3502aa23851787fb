package varia.engine;

/**
 * Encoding of moves as ints: bits 0-7 origin square (for a drop: the dropped type), 8-15
 * destination, 16-23 promotion type + 1 (0 = none) or, for castling, the partner's square, 24-26
 * kind, 27-28 castling side index, 29 "creates en-passant rights", 30 "uses a special move",
 * 31 "gates a piece from the hand" ({@link #GATE}: bits 16-23 then hold the gated type + 1; such a
 * move never promotes, and a gating castling finds its partner again, see {@link #gate}).
 * A drop leaves bits 27-30 to the drops rule (the type + 1 of an own piece it sends back to the
 * hand, Sittuyin's deployment; see varia.rules.drops.DropMoves). 0 is no move.
 *
 * <p>Multi-leg moves (XBetza {@code a}) that only take a piece from one square to another (a hook
 * mover's turn, a lion's jump through an empty square) are plain moves. The others are
 * {@link #MULTI} (bits 31 and 27 on a normal kind, so negative ints like gating moves): a move that captures on its way (the lion's
 * double capture, igui, a locust capture) carries that square in bits 16-23 with bit 29
 * ({@link #VICTIM}) set; a move that comes back to its own square without capturing (the lion's
 * jitto, a pass) has {@code from == to} and no victim. Such moves never promote nor create
 * en-passant rights nor gate, so those fields are free; other moves decode as before.
 *
 * <p>A swap ({@link #SWAP}: {@link #MULTI}'s bits with bit 28, the other castling side bit, free
 * outside a castling) takes the royal piece from {@code from} to {@code to} and the mover's own
 * piece standing on {@code to} back to {@code from} (Shatranj's stalemated king, seed 004 section II
 * note 9); no capture, promotion, en passant nor gating.
 */
public final class Moves {
    private Moves() {}
    public static final int NONE = 0;
    /** Upper bound on legal moves in any position of a supported board. */
    public static final int MAX_MOVES = 4096;

    public static final int KIND_NORMAL = 0, KIND_EN_PASSANT = 1, KIND_CASTLE = 2, KIND_DROP = 3, KIND_PASS = 4, KIND_STEP_PROMOTION = 5, KIND_NULL = 6, KIND_DECLARE = 7;
    public static final int CREATES_EP = 1 << 29, SPECIAL = 1 << 30;
    /** The move leaves a piece from the mover's hand on the square its piece left (Seirawan chess's gating). */
    public static final int GATE = 1 << 31;
    /** With {@link #GATE} on a castling: the gated piece goes to the partner's square rather than the king's. */
    public static final int GATE_ON_PARTNER = 1 << 29;
    /**
     * A multi-leg move with an effect beyond from -> to (see the class comment): {@link #GATE}'s
     * bit with bit 27 (a castling side bit, free in a move that is not a castling) on a normal
     * kind; {@link #VICTIM}: it captures on its way.
     */
    public static final int MULTI = GATE | 1 << 27, VICTIM = 1 << 29;
    /** A royal piece and an own piece exchange squares (see the class comment). */
    public static final int SWAP = MULTI | 1 << 28;
    private static final int MULTI_TEST = MULTI | 1 << 28 | 7 << 24;

    /** The royal piece on {@code royal} and the mover's own piece on {@code partner} exchange squares. */
    public static int swap(int royal, int partner) { return royal | partner << 8 | SWAP; }

    /** Is this a {@link #swap}? */
    public static boolean isSwap(int m) { return (m & MULTI_TEST) == SWAP; }

    public static int make(int from, int to) { return from | to << 8; }
    public static int withPromotion(int move, int type) { return move | (type + 1) << 16; }
    public static int castle(int from, int to, int rook, int side) { return from | to << 8 | rook << 16 | KIND_CASTLE << 24 | side << 27; }
    public static int enPassant(int from, int to) { return from | to << 8 | KIND_EN_PASSANT << 24; }
    public static int drop(int type, int to) { return type | to << 8 | KIND_DROP << 24; }
    /** A piece of {@code type} from the hand dropped as {@code placed} (its promoted form, Kyoto shogi): {@link #promotion} gives the placed type. */
    public static int dropAs(int type, int placed, int to) { return drop(type, to) | (placed + 1) << 16; }
    /** A pass, written (as Fairy-Stockfish does) as the royal piece moving to its own square. */
    public static int pass(int royalSquare) { return royalSquare | royalSquare << 8 | KIND_PASS << 24; }

    /** The entering-king declaration (shogi), written as USI does: {@code win}. */
    public static int declare(int royalSquare) { return royalSquare | royalSquare << 8 | KIND_DECLARE << 24; }

    /**
     * A rule's action ({@link Installer#action}): a move of {@link #KIND_DECLARE} whose bits 16-23
     * name the action (1-255; 0 is the entering-king declaration), on the squares {@code a} and
     * {@code b} it concerns. What it does and how it is written are the rule's ({@link MoveKind}).
     */
    public static int action(int id, int a, int b) { return a | b << 8 | id << 16 | KIND_DECLARE << 24; }

    /** The action a move of {@link #KIND_DECLARE} is (0: the entering-king declaration). */
    public static int actionId(int m) { return (m >>> 16) & 0xFF; }

    /** A promotion as a move of its own: in place (from == to) or by one step. */
    public static int stepPromotion(int from, int to, int type) { return from | to << 8 | (type + 1) << 16 | KIND_STEP_PROMOTION << 24; }

    /** A multi-leg move that captures on {@code victim} on its way (-1: none) and ends on {@code to} (may equal {@code from}). */
    public static int multi(int from, int to, int victim) {
        return from | to << 8 | MULTI | (victim >= 0 ? VICTIM | victim << 16 : 0);
    }

    /** Is this a multi-leg move with an effect beyond from -> to (a capture on the way, or a return to its square)? */
    public static boolean isMulti(int m) { return (m & MULTI_TEST) == MULTI; }

    /** A normal move from one square to another and nothing more: no promotion, gating, multi-leg effect or swap. */
    public static boolean isPlain(int m) { return (m & (GATE | 7 << 24 | 0xFF << 16)) == 0; }

    /** The square a multi-leg move captures on before it ends, or -1. */
    public static int victim(int m) { return isMulti(m) && (m & VICTIM) != 0 ? (m >>> 16) & 0xFF : -1; }

    /** Kinds in which a piece on the board moves (its owner is the mover). */
    static boolean onBoard(int kind) {
        return kind == KIND_NORMAL || kind == KIND_EN_PASSANT || kind == KIND_CASTLE || kind == KIND_STEP_PROMOTION;
    }

    public static int from(int m) { return m & 0xFF; }
    public static int to(int m) { return (m >>> 8) & 0xFF; }
    public static int kind(int m) { return (m >>> 24) & 0x7; }
    /** Promotion type, or -1. For drops the origin field holds the dropped type (see {@link Position#info}). */
    public static int promotion(int m) { return m < 0 || kind(m) == KIND_CASTLE ? -1 : ((m >>> 16) & 0xFF) - 1; }

    /**
     * The move with a piece of {@code type} gated from the hand: on the origin square of a plain move,
     * on the king's or (with {@code onPartner}) the partner's square of a castling. A castling's
     * partner square gives way to the gated type; the castling rule finds the partner again.
     */
    public static int gate(int move, int type, boolean onPartner) {
        return move & ~(0xFF << 16) | (type + 1) << 16 | GATE | (onPartner ? GATE_ON_PARTNER : 0);
    }

    /** Does the move gate a piece from the hand? */
    public static boolean gates(int m) { return m < 0 && !isMulti(m) && !isSwap(m); }

    /** The gated type of a gating move. */
    public static int gatedType(int m) { return ((m >>> 16) & 0xFF) - 1; }
    public static int castleRook(int m) { return (m >>> 16) & 0xFF; }
    public static int castleSide(int m) { return (m >>> 27) & 0x3; }
    /** The type a drop takes from the hand (the piece placed is {@link #promotion} when that is not -1). */
    public static int dropType(int m) { return m & 0xFF; }
}
