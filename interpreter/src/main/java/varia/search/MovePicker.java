package varia.search;

import varia.engine.Moves;
import varia.engine.Position;
import varia.engine.StagedMoves;

/**
 * Hands a search node its moves one at a time, best first, generating as late as it can
 * (Stockfish's move picker, over {@link StagedMoves}):
 * <ol>
 *   <li>the hash move, tested for legality alone and played before any generation;</li>
 *   <li>the captures and promotions, most valuable victim first, least valuable attacker among
 *       equals, except those that lose material at once ({@link #losing});</li>
 *   <li>the other moves: the two killers of the ply first, then by history (from-to, with bonuses
 *       for moves that cut off and maluses for the quiet moves tried before them) plus the
 *       continuation history of the moves one and two plies back ({@link ContinuationHistory});</li>
 *   <li>the captures that lose material, in the order they were met;</li>
 *   <li>when none of these gave a move: all legal moves (a move a rule offers only then, or none).</li>
 * </ol>
 * A node where staged generation does not apply (free turns, a duty to drop or to capture, an
 * opening series) gets all its legal moves at once, ordered the same way ({@link #beginList}).
 * One picker per search thread, with one level per ply.
 */
final class MovePicker {
    static final int TT_MOVE = 1 << 30, CAPTURE = 1 << 28, KILLER1 = 1 << 27, KILLER2 = (1 << 27) - 1;
    /** History scores stay within plus or minus this (bonuses shrink as they near it). */
    static final int HISTORY_MAX = 1 << 14;
    private static final int TT = 0, GEN_CAPTURES = 1, CAPTURES = 2, GEN_QUIETS = 3, QUIETS = 4, BAD = 5, GEN_ALL = 6, LIST = 7, DONE = 8;

    private final Evaluator eval;
    private final int historySide;
    final int[] history;
    final int[][] killers;
    /** The quiet move's score by the move one and two plies before it (Stockfish's continuation history). */
    final ContinuationHistory cont;
    private final int[] scratch = new int[Moves.MAX_MOVES];
    private final int[][] moves, scores, bad;
    private final int[] stage, index, end, ttMove, served, badN, badIndex;
    private final boolean[] quiet, badServed;
    private Position pos;

    MovePicker(int plies, int historySide, int types, int squares, Evaluator eval) {
        this.eval = eval;
        this.historySide = historySide;
        cont = new ContinuationHistory(plies, types, squares);
        history = new int[historySide * historySide];
        killers = new int[plies][2];
        moves = new int[plies][];
        scores = new int[plies][];
        stage = new int[plies];
        index = new int[plies];
        end = new int[plies];
        ttMove = new int[plies];
        served = new int[plies];
        quiet = new boolean[plies];
        bad = new int[plies][];
        badN = new int[plies];
        badIndex = new int[plies];
        badServed = new boolean[plies];
    }

    /** Bytes held (estimated from the arrays). */
    long bytes() {
        long b = 4L * history.length + 4L * scratch.length + 64L * killers.length + cont.bytes();
        for (int[] m : moves) if (m != null) b += 16 + 4L * m.length;
        for (int[] s : scores) if (s != null) b += 16 + 4L * s.length;
        for (int[] s : bad) if (s != null) b += 16 + 4L * s.length;
        return b;
    }

    void position(Position p) { pos = p; cont.position(p); }

    void newGame() {
        java.util.Arrays.fill(history, 0);
        cont.clear();
        for (int[] k : killers) k[0] = k[1] = 0;
    }

    /** Before a search: killers forgotten, history kept at a quarter. */
    void age() {
        for (int[] k : killers) k[0] = k[1] = 0;
        for (int i = 0; i < history.length; i++) history[i] >>= 2;
        cont.age();
    }

    /** The generation buffer: a caller generates into it, then {@link #load}s it. */
    int[] scratch() { return scratch; }

    /** The ply's list, at least {@code n} long, holding the {@code n} moves just generated into the scratch buffer. */
    int[] load(int ply, int n) {
        int[] list = moves[ply];
        if (list == null || list.length < n) {
            int size = Math.max(64, Integer.highestOneBit(Math.max(n, 1) - 1) << 1);
            list = moves[ply] = new int[size];
            scores[ply] = new int[size];
        }
        System.arraycopy(scratch, 0, list, 0, n);
        return list;
    }

    int[] scores(int ply) { return scores[ply]; }

    /** A node with staged generation: the hash move (if legal here) first, then the stages. */
    void beginStaged(int ply, int tt) {
        stage[ply] = TT;
        ttMove[ply] = tt;
        served[ply] = 0;
        badN[ply] = badIndex[ply] = 0;
    }

    /** A node whose {@code n} legal moves are already {@link #load}ed: ordered with the hash move first. */
    void beginList(int ply, int n, int tt) {
        int[] list = moves[ply], sc = scores[ply];
        for (int i = 0; i < n; i++) sc[i] = orderScore(list[i], tt, ply);
        stage[ply] = LIST;
        index[ply] = 0;
        end[ply] = n;
        ttMove[ply] = Moves.NONE;
        served[ply] = 0;
        badN[ply] = badIndex[ply] = 0;
    }

    /** Whether the move {@link #next} gave last is quiet: no hash move, capture, promotion or killer. */
    boolean quiet(int ply) { return quiet[ply]; }

    /** Whether the move {@link #next} gave last is a capture that loses material at once ({@link #losing}). */
    boolean losingCapture(int ply) { return badServed[ply]; }

    /** The ply's next move, or {@link Moves#NONE} when there is none left. */
    int next(int ply) {
        while (true) {
            switch (stage[ply]) {
                case TT -> {
                    stage[ply] = GEN_CAPTURES;
                    int tt = ttMove[ply];
                    if (tt != Moves.NONE && StagedMoves.legal(pos, tt)) return serve(ply, tt, false);
                    ttMove[ply] = Moves.NONE;
                }
                case GEN_CAPTURES -> {
                    int n = fill(ply, StagedMoves.captures(pos, scratch));
                    int[] list = moves[ply], sc = scores[ply];
                    for (int i = 0; i < n; i++) sc[i] = captureScore(list[i], capturedType(list[i]), promotionType(list[i]));
                    stage[ply] = CAPTURES;
                }
                case CAPTURES, QUIETS, LIST -> {
                    int i = index[ply];
                    if (i < end[ply]) {
                        int[] list = moves[ply], sc = scores[ply];
                        pickBest(list, sc, i, end[ply]);
                        index[ply] = i + 1;
                        int m = list[i];
                        // a capture that loses material waits until the quiet moves are tried
                        if (stage[ply] == CAPTURES && losing(m, capturedType(m))) { keepBad(ply, m); continue; }
                        return serve(ply, m, sc[i] < KILLER2);
                    }
                    stage[ply] = stage[ply] == CAPTURES ? GEN_QUIETS
                            : stage[ply] == QUIETS ? (served[ply] == 0 && badN[ply] == 0 ? GEN_ALL : BAD) : DONE;
                }
                case BAD -> {
                    if (badIndex[ply] < badN[ply]) {
                        int m = serve(ply, bad[ply][badIndex[ply]++], false);
                        badServed[ply] = true;
                        return m;
                    }
                    stage[ply] = DONE;
                }
                case GEN_QUIETS -> {
                    int n = fill(ply, StagedMoves.quiets(pos, scratch));
                    int[] list = moves[ply], sc = scores[ply];
                    for (int i = 0; i < n; i++) sc[i] = quietScore(list[i], ply);
                    stage[ply] = QUIETS;
                }
                case GEN_ALL -> { // both stages empty: a move offered only when there is no other, or none at all
                    int n = pos.legalMoves(scratch);
                    load(ply, n);
                    beginList(ply, n, Moves.NONE);
                }
                default -> { return Moves.NONE; }
            }
        }
    }

    private void keepBad(int ply, int m) {
        int[] b = bad[ply];
        if (b == null || badN[ply] == b.length) bad[ply] = b = b == null ? new int[16] : java.util.Arrays.copyOf(b, 2 * b.length);
        b[badN[ply]++] = m;
    }

    private int serve(int ply, int m, boolean isQuiet) {
        quiet[ply] = isQuiet;
        badServed[ply] = false;
        served[ply]++;
        return m;
    }

    /** Loads a stage's moves, the hash move (already played) left out; returns how many. */
    private int fill(int ply, int n) {
        int[] list = load(ply, n);
        int tt = ttMove[ply], k = 0;
        for (int i = 0; i < n; i++) if (list[i] != tt) list[k++] = list[i];
        index[ply] = 0;
        end[ply] = k;
        return k;
    }

    /** A move that cut off: killers and history learn from it (the quiet moves tried before it lose). */
    void cutoff(int ply, int m, int depth, int[] triedQuiets, int tried) {
        if (killers[ply][0] != m) { killers[ply][1] = killers[ply][0]; killers[ply][0] = m; }
        int bonus = Math.min(depth * depth, 400);
        learn(historyIndex(m), bonus);
        cont.learn(ply, m, moverType(m), bonus);
        for (int i = 0; i < tried; i++)
            if (triedQuiets[i] != m) {
                learn(historyIndex(triedQuiets[i]), -bonus);
                cont.learn(ply, triedQuiets[i], moverType(triedQuiets[i]), -bonus);
            }
    }

    /** The move about to be made at {@code ply} (before {@code make}): the continuation history's context for the plies below. */
    void played(int ply, int m) { cont.played(ply, m, moverType(m)); }

    /** A null move made at {@code ply}: no context below it. */
    void playedNull(int ply) { cont.playedNull(ply); }

    /** History with gravity: the bonus for a score {@code h} (moves it towards plus or minus {@link #HISTORY_MAX}, less the nearer it is). */
    static int gravity(int h, int bonus) { return bonus * 32 - h * Math.abs(bonus * 32) / HISTORY_MAX; }

    /** History with gravity: a score moves towards plus or minus {@link #HISTORY_MAX}, less the nearer it is. */
    private void learn(int h, int bonus) {
        history[h] += gravity(history[h], bonus);
    }

    int orderScore(int m, int tt, int ply) {
        if (m == tt) return TT_MOVE;
        int victim = capturedType(m), promo = promotionType(m);
        if (victim >= 0 || promo >= 0) return captureScore(m, victim, promo);
        return quietScore(m, ply);
    }

    /** A quiet move's history score: from-to and continuation together (the position before the move). */
    int stat(int ply, int m) { return history[historyIndex(m)] + cont.score(ply, m, moverType(m)); }

    private int quietScore(int m, int ply) {
        if (m == killers[ply][0]) return KILLER1;
        if (m == killers[ply][1]) return KILLER2;
        return stat(ply, m);
    }

    // ---------------------------------------------------------------- move decoding (engine accessors)

    /** Type index of the captured piece, or -1 for a non-capture. */
    int capturedType(int m) {
        int kind = Moves.kind(m);
        if (kind == Moves.KIND_NORMAL || kind == Moves.KIND_STEP_PROMOTION) {
            int to = Moves.to(m), c = pos.colourAt(to);
            if (c < 0 || c == pos.colourAt(Moves.from(m))) return -1;
            return pos.typeAt(to);
        }
        if (kind == Moves.KIND_DROP || kind == Moves.KIND_PASS || kind == Moves.KIND_NULL) return -1;
        var info = pos.info(m); // en passant, castling
        return info.captured() == null ? -1 : info.captured().index();
    }

    /** Type index of the moving (or dropped) piece; 0 for a pass. */
    int moverType(int m) {
        int kind = Moves.kind(m);
        if (kind == Moves.KIND_DROP) return Moves.from(m);
        if (kind == Moves.KIND_PASS || kind == Moves.KIND_NULL) return 0;
        int t = pos.typeAt(Moves.from(m));
        return Math.max(t, 0);
    }

    /** Type the piece becomes, or -1. */
    static int promotionType(int m) {
        int kind = Moves.kind(m);
        return kind == Moves.KIND_NORMAL || kind == Moves.KIND_STEP_PROMOTION || kind == Moves.KIND_EN_PASSANT ? Moves.promotion(m) : -1;
    }

    /** Index into the from-to history table (a drop's origin field is its type). */
    int historyIndex(int m) {
        int from = Moves.from(m), to = Moves.to(m);
        return from < historySide && to < historySide ? from * historySide + to : 0;
    }

    /**
     * A capture that loses material at once: the capturing piece is worth more than its victim
     * and the victim's side defends the square, so the recapture costs more than the capture won
     * (a one-exchange static exchange evaluation; promotions and special captures never count).
     */
    boolean losing(int m, int victim) {
        int kind = Moves.kind(m);
        if (victim < 0 || kind != Moves.KIND_NORMAL && kind != Moves.KIND_STEP_PROMOTION || Moves.promotion(m) >= 0) return false;
        int to = Moves.to(m), attacker = pos.typeAt(Moves.from(m));
        return attacker >= 0 && eval.value(attacker) > eval.value(victim) && pos.attacked(to, pos.colourAt(to));
    }

    /**
     * After a capture {@link #losing} judged before it was made: whether it still loses, the
     * victim's side attacking the square (lines opened or closed by the move counted) and no
     * other piece of the capturing side supporting it (a defence by a royal piece, or one the
     * capturer's friends would win back, is then no defence).
     */
    boolean unsupported(int m) {
        int to = Moves.to(m), c = pos.colourAt(to);
        return c >= 0 && pos.attacked(to, 1 - c) && !pos.attacked(to, c);
    }

    /** MVV-LVA: the most valuable victim first, the least valuable attacker among equals. */
    int captureScore(int m, int victim, int promo) {
        int v = (victim >= 0 ? eval.value(victim) : 0) + (promo >= 0 ? eval.value(promo) : 0);
        int attacker = eval.value(moverType(m));
        return CAPTURE + v * 64 - Math.min(attacker, 63 * 64) / 64;
    }

    static void pickBest(int[] list, int[] sc, int from, int n) {
        int bi = from, bs = sc[from];
        for (int j = from + 1; j < n; j++) if (sc[j] > bs) { bs = sc[j]; bi = j; }
        if (bi != from) {
            int t = list[from]; list[from] = list[bi]; list[bi] = t;
            t = sc[from]; sc[from] = sc[bi]; sc[bi] = t;
        }
    }
}
