package varia.search;

import varia.engine.GameResult;
import varia.engine.Moves;
import varia.engine.Position;
import varia.variant.Variant;

/**
 * Iterative-deepening principal-variation search (negamax alpha-beta) for any variant.
 *
 * <ul>
 *   <li>transposition table keyed by {@link Position#hash()} ({@link TranspositionTable});</li>
 *   <li>quiescence search on captures and promotions (all moves when in check, first two plies);</li>
 *   <li>move ordering: hash move, captures by MVV-LVA, promotions, two killers per ply, history;</li>
 *   <li>check extension (a node in check searches one ply deeper: the engine's in-check test is
 *       already paid for, so {@link Position#givesCheck} is not called per move);
 *       null-move pruning ({@link Position#makeNull()}) when the side to move is not in check and
 *       keeps at least two non-royal pieces worth more than a pawn on the board (zugzwang guard);
 *       late-move reductions, reverse futility pruning near the leaves;</li>
 *   <li>free turns (Senterej's werera, both sides' moves legal until the first capture): the
 *       search plays them as alternating turns between the colour it moves for (the root's
 *       {@code colour}) and the other side, keeping at each node only the moves of the colour
 *       whose turn it is in this model (all moves when that colour has none); scores and
 *       the hash key are taken for that colour. The returned move is still one of the root's
 *       legal moves;</li>
 *   <li>game ends by the variant's rules: a node without legal moves is scored by
 *       {@link Position#result()} (checkmate, stalemate and bare king with the variant's outcome),
 *       a repeated position inside the search counts as a draw, and the n-move rule is checked
 *       by {@code result()} once the counter could have reached it;</li>
 *   <li>mate scores: {@link #MATE} minus the distance in plies.</li>
 * </ul>
 * The best move is always one of {@code legalMoves} of the root. One searcher per thread;
 * {@link #stop()} may be called from another thread.
 */
public final class Searcher {
    public static final int INF = 32000, MATE = 31000, MATE_BOUND = MATE - 1000;
    static final int MAX_PLY = 128;

    /** Receives one report per completed iteration. */
    public interface Listener {
        void iteration(int depth, int score, long nodes, long timeMs, int[] pv);
    }

    private final Variant variant;
    private final Evaluator eval;
    private final TranspositionTable tt;
    private final int[][] moves = new int[MAX_PLY + 1][];
    private final int[][] scores = new int[MAX_PLY + 1][];
    private final int[][] killers = new int[MAX_PLY + 1][2];
    private final int[] history = new int[1 << 16];
    private final int[][] pv = new int[MAX_PLY + 1][MAX_PLY + 1];
    private final int[] pvLen = new int[MAX_PLY + 1];

    private Position pos;
    private long nodes, nodeLimit, startNs, hardNs; // hardNs: the hard limit as a duration
    private volatile boolean stopped;
    /** The running search's signal, polled with the clock; a fresh one when the caller gave none. */
    private volatile StopSignal signal = new StopSignal();
    private int rootHalfmove, nMoveLimit;
    /** The variant has rules that offer claims (threefold, the 50-move rule, an unannounced count). */
    private boolean claimRules;
    /** The colour the search moves for at ply 0; with free turns the colour to move at ply p is rootColour ^ (p & 1). */
    private int rootColour;
    private boolean rootFree;
    private final int[] strongValue;
    private static final long FREE_SALT = 0x5DEECE66DL * 0x9E3779B97F4A7C15L;

    public Searcher(Variant v) { this(v, 16); }

    public Searcher(Variant v, int hashMb) {
        variant = v;
        eval = new Evaluator(v);
        tt = new TranspositionTable(hashMb);
        strongValue = new int[v.pieces().size()];
        int pawnish = Integer.MAX_VALUE;
        for (var p : v.pieces()) if (!p.royal()) pawnish = Math.min(pawnish, eval.value(p.index()));
        for (var p : v.pieces()) strongValue[p.index()] = !p.royal() && eval.value(p.index()) > pawnish * 3 / 2 ? 1 : 0;
        for (int i = 0; i <= MAX_PLY; i++) { moves[i] = new int[Moves.MAX_MOVES]; scores[i] = new int[Moves.MAX_MOVES]; }
    }

    public Variant variant() { return variant; }

    public Evaluator evaluator() { return eval; }

    /** Forget everything learnt (hash table, history, killers): a new game. */
    public void newGame() {
        tt.clear();
        java.util.Arrays.fill(history, 0);
        for (int[] k : killers) k[0] = k[1] = 0;
    }

    /** Resizes the hash table (and clears it). */
    public void setHashMb(int mb) { tt.resize(mb); }

    /**
     * Asks the running search to return as soon as possible (it still returns a legal move). A
     * search that has not started yet is not affected: to stop that one too, give it a
     * {@link StopSignal} and raise the signal instead.
     */
    public void stop() { signal.raise(); stopped = true; }

    public SearchResult search(Position position, Limits limits) { return search(position, limits, null); }

    public SearchResult search(Position position, Limits limits, Listener listener) {
        return search(position, limits, listener, position.sideToMove());
    }

    /** True while turns are free (Senterej's werera). */
    public static boolean freeTurns(Position p) { return p.freeTurns(); }

    /**
     * Searches {@code position} (restored afterwards) within the limits. {@code colour} matters
     * only while turns are free: the search then picks a move of that colour (any legal move if
     * it has none); otherwise the side to move moves.
     */
    public SearchResult search(Position position, Limits limits, Listener listener, int colour) {
        return search(position, limits, listener, colour, new StopSignal());
    }

    /**
     * As {@link #search(Position, Limits, Listener, int)}, ending early once {@code stop} is
     * raised, whether before or during the search (checked every 1,024 nodes, with the clock).
     */
    public SearchResult search(Position position, Limits limits, Listener listener, int colour, StopSignal stop) {
        pos = position;
        rootFree = freeTurns(position);
        rootColour = rootFree ? colour : position.sideToMove();
        signal = stop;
        stopped = stop.raised();
        nodes = 0;
        nodeLimit = limits.nodes();
        startNs = System.nanoTime();
        // a duration, compared as a difference of nanoTime values: no overflow for any hardMs
        hardNs = limits.hardMs() > 0 ? Limits.saturatedNanos(limits.hardMs()) : Long.MAX_VALUE;
        varia.rules.nmove.NMoveRule nm = variant.rule(varia.rules.nmove.NMoveRule.KEY);
        nMoveLimit = nm == null ? 0 : 2 * nm.moves();
        claimRules = position.hasClaimRules();
        rootHalfmove = nMoveLimit > 0 ? halfmoveClock(pos) : 0;
        tt.nextSearch();
        for (int[] k : killers) k[0] = k[1] = 0;
        for (int i = 0; i < history.length; i++) history[i] >>= 2;

        int[] root = new int[Moves.MAX_MOVES];
        int n = pos.legalMoves(root);
        if (n == 0) return new SearchResult(Moves.NONE, terminalScore(0), 0, 0, 0, new int[0]);
        n = ownMoves(root, n, 0);
        int[] rootScores = new int[n];
        orderRoot(root, rootScores, n);

        int bestMove = root[0], bestScore = -INF, doneDepth = 0;
        int[] bestPv = {root[0]};
        for (int depth = 1; depth <= limits.depth() && !stopped; depth++) {
            int alpha = -INF, beta = INF, iterBest = Moves.NONE, iterScore = -INF;
            for (int i = 0; i < n; i++) {
                int m = root[i];
                int mover = pos.sideToMove();
                pos.make(m);
                int s;
                if (i == 0) s = child(depth - 1, alpha, beta, 1, true, mover);
                else {
                    s = child(depth - 1, alpha, alpha + 1, 1, false, mover);
                    if (s > alpha && !stopped) s = child(depth - 1, alpha, beta, 1, true, mover);
                }
                pos.unmake();
                if (stopped) break;
                rootScores[i] = s;
                if (s > iterScore) {
                    iterScore = s;
                    iterBest = m;
                    if (s > alpha) {
                        alpha = s;
                        pv[0][0] = m;
                        System.arraycopy(pv[1], 0, pv[0], 1, pvLen[1]);
                        pvLen[0] = pvLen[1] + 1;
                    }
                }
            }
            if (iterBest != Moves.NONE && (!stopped || iterScore > bestScore || iterBest == bestMove)) {
                // a partial iteration still counts when its best move came first or improved on the last one
                bestMove = iterBest;
                bestScore = iterScore;
                bestPv = java.util.Arrays.copyOf(pv[0], pvLen[0]);
            }
            if (stopped) break;
            doneDepth = depth;
            long ms = (System.nanoTime() - startNs) / 1_000_000L;
            if (listener != null) listener.iteration(depth, bestScore, nodes, ms, bestPv);
            // move the best root move to the front, keep the others ordered by their scores
            stableSortRoot(root, rootScores, n, bestMove);
            if (Math.abs(bestScore) > MATE_BOUND && depth >= MATE - Math.abs(bestScore) + 1) break; // mate found and proven at this depth
            if (limits.softMs() > 0 && ms * 2 > limits.softMs()) break;
            if (n == 1 && limits.timed()) break; // forced move: no need to think
        }
        long ms = (System.nanoTime() - startNs) / 1_000_000L;
        return new SearchResult(bestMove, bestScore, doneDepth, nodes, ms, bestPv);
    }

    private static int halfmoveClock(Position p) {
        String[] f = p.toFen().split(" ");
        try {
            return f.length >= 5 ? Integer.parseInt(f[f.length - 2]) : 0;
        } catch (NumberFormatException e) {
            return 0;
        }
    }

    private void orderRoot(int[] root, int[] rootScores, int n) {
        int ttMove = tt.probeMove(pos.hash());
        for (int i = 0; i < n; i++) rootScores[i] = orderScore(root[i], ttMove, 0);
        stableSortRoot(root, rootScores, n, ttMove);
    }

    private static void stableSortRoot(int[] root, int[] sc, int n, int first) {
        for (int i = 1; i < n; i++) { // insertion sort, descending by score
            int m = root[i], s = sc[i], j = i - 1;
            while (j >= 0 && sc[j] < s) { root[j + 1] = root[j]; sc[j + 1] = sc[j]; j--; }
            root[j + 1] = m; sc[j + 1] = s;
        }
        for (int i = 0; i < n; i++) {
            if (root[i] == first) {
                int s = sc[i];
                System.arraycopy(root, 0, root, 1, i);
                System.arraycopy(sc, 0, sc, 1, i);
                root[0] = first; sc[0] = s;
                break;
            }
        }
    }

    private boolean timeUp() {
        if ((nodes & 1023) == 0) {
            if (System.nanoTime() - startNs > hardNs || signal.raised()) stopped = true;
        }
        if (nodeLimit > 0 && nodes >= nodeLimit) stopped = true;
        return stopped;
    }

    /** Score of a position without legal moves (or ended by rule) for the side to move. */
    private int terminalScore(int ply) {
        GameResult r = pos.result();
        int me = colour(ply);
        return switch (r.status()) {
            case DRAW, ONGOING -> 0;
            case WHITE_WINS -> me == 0 ? MATE - ply : -(MATE - ply);
            case BLACK_WINS -> me == 1 ? MATE - ply : -(MATE - ply);
        };
    }

    /** The colour to move at {@code ply} in the search's model (the position's side to move unless turns are free). */
    private int colour(int ply) { return rootFree ? rootColour ^ (ply & 1) : pos.sideToMove(); }

    /** The static evaluation for the colour to move at {@code ply}. */
    private int evaluate(int ply) {
        int e = eval.evaluate(pos);
        return rootFree && colour(ply) != pos.sideToMove() ? -e + 20 : e; // evaluate() adds a tempo of 10 for the side to move
    }

    /** Free turns: keeps the moves of the colour to move at {@code ply} (all when it has none). */
    private int ownMoves(int[] list, int n, int ply) {
        if (!rootFree) return n;
        int me = colour(ply), k = 0;
        for (int i = 0; i < n; i++) if (moverColour(list[i]) == me) k++;
        if (k == 0 || k == n) return n;
        k = 0;
        for (int i = 0; i < n; i++) if (moverColour(list[i]) == me) list[k++] = list[i];
        return k;
    }

    private int moverColour(int m) {
        int kind = Moves.kind(m);
        if (kind == 3 || kind == 4 || kind == 6) return pos.sideToMove();
        return pos.colourAt(Moves.from(m));
    }

    /** Null-move pruning is safe enough: at least two pieces clearly stronger than the weakest non-royal piece. */
    private boolean enoughMaterial(int colour) {
        int strong = 0;
        for (int i = pos.pieceCount(colour) - 1; i >= 0; i--) {
            var t = pos.pieceTypeAt(pos.pieceSquare(colour, i));
            if (t != null && (strong += strongValue[t.index()]) >= 2) return true;
        }
        return false;
    }

    private int negamax(int depth, int alpha, int beta, int ply, boolean pvNode) { return negamax(depth, alpha, beta, ply, pvNode, true); }

    /**
     * The score of the position after a move, for the side that made it ({@code mover}): the
     * child's own score negated, or kept as it is when the mover moves again (an opening series).
     */
    private int child(int depth, int alpha, int beta, int ply, boolean pvNode, int mover) {
        if (!rootFree && pos.sideToMove() == mover) return negamax(depth, alpha, beta, ply, pvNode);
        return -negamax(depth, -beta, -alpha, ply, pvNode);
    }

    private int negamax(int depth, int alpha, int beta, int ply, boolean pvNode, boolean nullOk) {
        pvLen[ply] = 0;
        if (pos.repetitions() >= 2) return 0;
        // a draw a player may claim: either side takes it when it is better for it than playing
        // on, so it is worth a draw (a checkmate on the same move comes first)
        if (claimRules && pos.claimable()) {
            GameResult r = pos.result();
            return r.isOver() ? terminalScore(ply) : 0;
        }
        if (nMoveLimit > 0 && rootHalfmove + ply >= nMoveLimit) {
            GameResult r = pos.result();
            if (r.isOver()) return terminalScore(ply);
        }
        if (depth <= 0 || ply >= MAX_PLY) return quiesce(alpha, beta, ply, 0);
        nodes++;
        if (timeUp()) return 0;
        // mate distance pruning
        alpha = Math.max(alpha, -(MATE - ply));
        beta = Math.min(beta, MATE - ply - 1);
        if (alpha >= beta) return alpha;

        long key = rootFree && colour(ply) != pos.sideToMove() ? pos.hash() ^ FREE_SALT : pos.hash();
        int ttMove = Moves.NONE;
        long entry = tt.probe(key);
        if (entry != 0) {
            ttMove = TranspositionTable.move(entry);
            if (!pvNode && TranspositionTable.depth(entry) >= depth) {
                int s = TranspositionTable.score(entry, ply);
                int flag = TranspositionTable.flag(entry);
                if (flag == TranspositionTable.EXACT
                        || flag == TranspositionTable.LOWER && s >= beta
                        || flag == TranspositionTable.UPPER && s <= alpha) return s;
            }
        }

        boolean inCheck = pos.inCheck();
        // reverse futility pruning, before the (costly) move generation
        if (!pvNode && !inCheck && depth <= 3 && Math.abs(beta) < MATE_BOUND) {
            int static_ = evaluate(ply);
            if (static_ - 120 * depth >= beta) return static_;
        }
        // null move: if passing still holds beta, a real move will too (not while turns are free:
        // there the model's turn order is the search's own)
        if (nullOk && !pvNode && !inCheck && !rootFree && !pos.inOpeningSeries() && depth >= 3 && Math.abs(beta) < MATE_BOUND
                && enoughMaterial(pos.sideToMove()) && evaluate(ply) >= beta) {
            int r = 2 + depth / 4;
            pos.makeNull();
            int s = -negamax(depth - 1 - r, -beta, -beta + 1, ply + 1, false, false);
            pos.unmake();
            if (stopped) return 0;
            if (s >= beta) return s > MATE_BOUND ? beta : s;
        }
        int[] list = moves[ply];
        int n = pos.legalMoves(list);
        if (n == 0) return terminalScore(ply);
        n = ownMoves(list, n, ply);
        if (inCheck) depth++;

        int[] sc = scores[ply];
        for (int i = 0; i < n; i++) sc[i] = orderScore(list[i], ttMove, ply);

        int best = -INF, bestMove = Moves.NONE, origAlpha = alpha;
        for (int i = 0; i < n; i++) {
            pickBest(list, sc, i, n);
            int m = list[i];
            boolean quiet = sc[i] < KILLER2;
            int mover = pos.sideToMove();
            pos.make(m);
            int s;
            if (i == 0) {
                s = child(depth - 1, alpha, beta, ply + 1, pvNode, mover);
            } else {
                int r = 0;
                if (depth >= 3 && i >= 3 && quiet && !inCheck) r = i >= 8 && depth >= 5 ? 2 : 1;
                s = child(depth - 1 - r, alpha, alpha + 1, ply + 1, false, mover);
                if (s > alpha && r > 0 && !stopped) s = child(depth - 1, alpha, alpha + 1, ply + 1, false, mover);
                if (s > alpha && s < beta && pvNode && !stopped) s = child(depth - 1, alpha, beta, ply + 1, true, mover);
            }
            pos.unmake();
            if (stopped) return 0;
            if (s > best) {
                best = s;
                bestMove = m;
                if (s > alpha) {
                    alpha = s;
                    pv[ply][0] = m;
                    System.arraycopy(pv[ply + 1], 0, pv[ply], 1, pvLen[ply + 1]);
                    pvLen[ply] = pvLen[ply + 1] + 1;
                    if (s >= beta) {
                        if (quiet) {
                            if (killers[ply][0] != m) { killers[ply][1] = killers[ply][0]; killers[ply][0] = m; }
                            int h = historyIndex(m);
                            history[h] = Math.min(history[h] + depth * depth, 1 << 20);
                        }
                        break;
                    }
                }
            }
        }
        int flag = best >= beta ? TranspositionTable.LOWER : best > origAlpha ? TranspositionTable.EXACT : TranspositionTable.UPPER;
        tt.store(key, bestMove, best, depth, flag, ply);
        return best;
    }

    private int quiesce(int alpha, int beta, int ply, int qply) {
        pvLen[ply] = 0;
        nodes++;
        if (timeUp()) return 0;
        boolean evasions = qply < 2 && pos.inCheck();
        int best = -INF, stand = 0;
        if (!evasions) {
            // stand pat before generating: a cut-off here saves the move generation (a stalemate or
            // a bare-king end below the horizon is then judged by the static evaluation, as usual)
            stand = evaluate(ply);
            if (stand >= beta || ply >= MAX_PLY) return stand;
            if (stand > alpha) alpha = stand;
            best = stand;
        }
        int[] list = moves[ply];
        int n = pos.legalMoves(list);
        if (n == 0) return terminalScore(ply);
        if (ply >= MAX_PLY) return evaluate(ply);
        n = ownMoves(list, n, ply);
        int[] sc = scores[ply];
        int k = 0;
        for (int i = 0; i < n; i++) {
            int m = list[i];
            int victim = capturedType(m), promo = promotionType(m);
            if (!evasions) {
                if (victim < 0 && promo < 0) continue;
                int gain = (victim >= 0 ? eval.value(victim) : 0) + (promo >= 0 ? eval.value(promo) : 0);
                if (stand + gain + 200 <= alpha) continue; // delta pruning
            }
            list[k] = m;
            sc[k++] = victim >= 0 || promo >= 0 ? captureScore(m, victim, promo) : history[historyIndex(m)];
        }
        for (int i = 0; i < k; i++) {
            pickBest(list, sc, i, k);
            int mover = pos.sideToMove();
            pos.make(list[i]);
            int s = !rootFree && pos.sideToMove() == mover ? quiesce(alpha, beta, ply + 1, qply + 1) : -quiesce(-beta, -alpha, ply + 1, qply + 1);
            pos.unmake();
            if (stopped) return 0;
            if (s > best) {
                best = s;
                if (s > alpha) {
                    alpha = s;
                    if (s >= beta) break;
                }
            }
        }
        return best;
    }

    static final int TT_MOVE = 1 << 30, CAPTURE = 1 << 28, KILLER1 = 1 << 27, KILLER2 = (1 << 27) - 1;

    private int orderScore(int m, int ttMove, int ply) {
        if (m == ttMove) return TT_MOVE;
        int victim = capturedType(m), promo = promotionType(m);
        if (victim >= 0 || promo >= 0) return captureScore(m, victim, promo);
        if (m == killers[ply][0]) return KILLER1;
        if (m == killers[ply][1]) return KILLER2;
        return history[historyIndex(m)];
    }

    // ---------------------------------------------------------------- move decoding (engine accessors)

    /** Type index of the captured piece, or -1 for a non-capture. */
    private int capturedType(int m) {
        int kind = Moves.kind(m);
        if (kind == 0 || kind == 5) {
            int to = Moves.to(m), c = pos.colourAt(to);
            if (c < 0 || c == pos.colourAt(Moves.from(m))) return -1;
            return pos.pieceTypeAt(to).index();
        }
        if (kind == 3 || kind == 4 || kind == 6) return -1;
        var info = pos.info(m); // en passant, castling
        return info.captured() == null ? -1 : info.captured().index();
    }

    /** Type index of the moving (or dropped) piece; 0 for a pass. */
    private int moverType(int m) {
        int kind = Moves.kind(m);
        if (kind == 3) return Moves.from(m);
        if (kind == 4 || kind == 6) return 0;
        var t = pos.pieceTypeAt(Moves.from(m));
        return t == null ? 0 : t.index();
    }

    /** Type the piece becomes, or -1. */
    private static int promotionType(int m) {
        int kind = Moves.kind(m);
        return kind == 0 || kind == 5 || kind == 1 ? Moves.promotion(m) : -1;
    }

    /** Index into the from-to history table (65536 entries; a drop's origin field is its type). */
    private static int historyIndex(int m) { return m & 0xFFFF; }

    /** MVV-LVA: the most valuable victim first, the least valuable attacker among equals. */
    private int captureScore(int m, int victim, int promo) {
        int v = (victim >= 0 ? eval.value(victim) : 0) + (promo >= 0 ? eval.value(promo) : 0);
        int attacker = eval.value(moverType(m));
        return CAPTURE + v * 64 - Math.min(attacker, 63 * 64) / 64;
    }

    private static void pickBest(int[] list, int[] sc, int from, int n) {
        int bi = from, bs = sc[from];
        for (int j = from + 1; j < n; j++) if (sc[j] > bs) { bs = sc[j]; bi = j; }
        if (bi != from) {
            int t = list[from]; list[from] = list[bi]; list[bi] = t;
            t = sc[from]; sc[from] = sc[bi]; sc[bi] = t;
        }
    }

    /** "cp N" or "mate N" (moves, negative when being mated), as UCI writes scores. */
    public static String uciScore(int score) {
        if (score > MATE_BOUND) return "mate " + (MATE - score + 1) / 2;
        if (score < -MATE_BOUND) return "mate -" + (MATE + score + 1) / 2;
        return "cp " + score;
    }
}
