package varia.search;

import varia.engine.GameResult;
import varia.engine.Moves;
import varia.engine.Position;
import varia.engine.StagedMoves;
import varia.variant.Variant;

/**
 * One thread's search (see {@link Searcher} for what it does): its own position, move picker
 * (move lists, killers, history) and principal variation; the transposition table is the
 * searcher's, shared.
 *
 * <p>Kept small so that a searcher is cheap to keep: move lists grow per ply to the largest list
 * seen there (a ply's list is copied out of one generation buffer), the history table is
 * (squares or types)² entries, not one per 16-bit move.
 */
final class SearchWorker {
    static final int MAX_PLY = Searcher.MAX_PLY, INF = Searcher.INF, MATE = Searcher.MATE, MATE_BOUND = Searcher.MATE_BOUND;
    private static final long FREE_SALT = 0x5DEECE66DL * 0x9E3779B97F4A7C15L;

    private final Variant variant;
    final Evaluator eval;
    private final TranspositionTable tt;
    private final int[] strongValue;
    private final MovePicker picker;
    /** Per ply, the quiet moves searched so far (they lose history when a later one cuts off). */
    private final int[][] triedQuiets = new int[MAX_PLY + 1][32];
    private final int[][] pv = new int[MAX_PLY + 1][MAX_PLY + 1];
    private final int[] pvLen = new int[MAX_PLY + 1];

    private Position pos;
    private SearchRun run;
    long nodes;
    private long flushed;
    private boolean stopped;
    private int rootHalfmove, nMoveLimit;
    /** The variant has rules that offer claims (threefold, the 50-move rule, an unannounced count). */
    private boolean claimRules;
    /** The variant judges repetitions (perpetual check or chase loses). */
    private boolean judgedRepeats;
    /** The colour the search moves for at ply 0; with free turns the colour to move at ply p is rootColour ^ (p & 1). */
    private int rootColour;
    private boolean rootFree;
    /** Captured pieces go to hand: quiescence's first ply also tries the quiet moves that give check (drops above all). */
    private final boolean quietChecks;

    // the outcome of the last iterate()
    int bestMove, bestScore, doneDepth;
    int[] bestPv = new int[0];
    /** With a candidate margin: the root moves with exact scores of the last completed iteration, best first. */
    int[] candMoves = new int[0], candScores = new int[0];
    int candN;

    SearchWorker(Variant v, TranspositionTable tt, int[] strongValue, Evaluator eval) {
        variant = v;
        this.eval = eval;
        this.tt = tt;
        this.strongValue = strongValue;
        int historySide = Math.max(1, Math.max(v.files() * v.ranks(), v.pieces().size()));
        picker = new MovePicker(MAX_PLY + 1, historySide, v.pieces().size(), v.files() * v.ranks(), eval);
        quietChecks = v.rule(varia.rules.drops.Drops.KEY) != null;
    }

    /** Bytes this worker holds now (estimated from its arrays; the evaluator's tables included). */
    long bytes() {
        long b = 16L + picker.bytes() + (16L + 4L * (MAX_PLY + 1)) * (MAX_PLY + 1) + (16L + 4L * 32) * (MAX_PLY + 1);
        return b + eval.bytes();
    }

    void newGame() { picker.newGame(); }

    /** Gets ready to search {@code p} (this thread's own position) for {@code colour} within {@code run}. */
    void prepare(Position p, int colour, SearchRun run) {
        pos = p;
        picker.position(p);
        this.run = run;
        rootFree = p.freeTurns();
        rootColour = rootFree ? colour : p.sideToMove();
        nodes = flushed = 0;
        stopped = run.signal.raised();
        varia.rules.nmove.NMoveRule nm = variant.rule(varia.rules.nmove.NMoveRule.KEY);
        nMoveLimit = nm == null ? 0 : 2 * nm.moves();
        claimRules = p.hasClaimRules();
        judgedRepeats = varia.engine.Repeats.judged(p);
        rootHalfmove = nMoveLimit > 0 ? p.halfmoveClock() : 0;
        picker.age();
        bestMove = Moves.NONE;
        bestScore = -INF;
        doneDepth = 0;
        bestPv = new int[0];
        candN = 0;
    }

    /**
     * Iterative deepening from the prepared root. The main thread ({@code helper == 0}) reports
     * each iteration to the listener and keeps to the soft time limit; a helper starts one ply
     * deeper when its number is odd and runs until the main thread halts it. With
     * {@code margin > 0} every root move within the margin of the best gets an exact score and
     * the last completed iteration's such moves are kept as candidates.
     */
    void iterate(Limits limits, Searcher.Listener listener, int helper, int margin) {
        int[] root = new int[Moves.MAX_MOVES];
        int n = pos.legalMoves(root);
        if (n == 0) {
            bestScore = terminalScore(0);
            return;
        }
        n = ownMoves(root, n, 0);
        int[] rootScores = new int[n];
        orderRoot(root, rootScores, n);
        boolean[] exact = margin > 0 ? new boolean[n] : null;

        bestMove = root[0];
        bestPv = new int[] {root[0]};
        for (int depth = 1 + (helper & 1); depth <= limits.depth() && !stopped; depth++) {
            // aspiration: from the fifth ply on, a window around the last score, widened on a fail
            int delta = ASPIRATION, lo = -INF, hi = INF;
            if (depth >= 5 && exact == null && Math.abs(bestScore) < MATE_BOUND) { lo = bestScore - delta; hi = bestScore + delta; }
            int iterBest, iterScore;
            while (true) {
                int alpha = lo, beta = hi;
                iterBest = Moves.NONE;
                iterScore = -INF;
                pvLen[0] = 0;
                for (int i = 0; i < n; i++) {
                    int m = root[i];
                    int mover = pos.sideToMove();
                    // with a margin, moves close to the best are searched with a window that gives their exact score
                    int floor = margin > 0 && i > 0 && Math.abs(alpha) < MATE_BOUND ? alpha - margin : alpha;
                    picker.played(0, m);
                    pos.make(m);
                    int s;
                    if (i == 0) s = child(depth - 1, alpha, beta, 1, true, mover);
                    else {
                        s = child(depth - 1, floor, floor + 1, 1, false, mover);
                        if (s > floor && s < beta && !stopped) s = child(depth - 1, floor, beta, 1, true, mover);
                    }
                    pos.unmake();
                    if (stopped) break;
                    rootScores[i] = s;
                    if (exact != null) exact[i] = i == 0 || s > floor;
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
                    if (s >= beta) break; // fails high: the window is widened
                }
                if (stopped) break;
                if (iterScore <= lo && lo > -INF) lo = Math.max(-INF, iterScore - delta);
                else if (iterScore >= hi && hi < INF) {
                    // a move better than the window: it is played if time runs out, and searched first again
                    hi = Math.min(INF, iterScore + delta);
                    bestMove = iterBest;
                    bestScore = iterScore;
                    bestPv = pvLen[0] > 0 && pv[0][0] == iterBest ? java.util.Arrays.copyOf(pv[0], pvLen[0]) : new int[] {iterBest};
                    stableSortRoot(root, rootScores, n, iterBest);
                } else break;
                delta *= 3;
                if (delta > 1000) { lo = -INF; hi = INF; }
            }
            if (iterBest != Moves.NONE && (!stopped || iterScore > bestScore || iterBest == bestMove)) {
                // a partial iteration still counts when its best move came first or improved on the last one
                bestMove = iterBest;
                bestScore = iterScore;
                bestPv = pvLen[0] > 0 && pv[0][0] == iterBest ? java.util.Arrays.copyOf(pv[0], pvLen[0]) : new int[] {iterBest};
            }
            if (stopped) break;
            doneDepth = depth;
            if (exact != null) keepCandidates(root, rootScores, exact, n, iterScore);
            long ms = run.elapsedMs();
            if (helper == 0 && listener != null) listener.iteration(depth, bestScore, nodesSoFar(), ms, bestPv);
            // move the best root move to the front, keep the others ordered by their scores
            stableSortRoot(root, rootScores, n, bestMove);
            if (Math.abs(bestScore) > MATE_BOUND && depth >= MATE - Math.abs(bestScore) + 1) break; // mate found and proven at this depth
            if (helper > 0) continue;
            if (limits.softMs() > 0 && ms * 2 > limits.softMs()) break;
            if (n == 1 && limits.timed()) break; // forced move: no need to think
        }
    }

    /** All threads' nodes as far as this one knows (exact with one thread). */
    private long nodesSoFar() { return run.sharedNodes == null ? nodes : run.sharedNodes.get() + nodes - flushed; }

    /** Adds the nodes not yet counted in the shared total (at the end of a search). */
    void flushNodes() {
        if (run.sharedNodes != null) run.sharedNodes.addAndGet(nodes - flushed);
        flushed = nodes;
    }

    private void keepCandidates(int[] root, int[] sc, boolean[] exact, int n, int best) {
        if (candMoves.length < n) { candMoves = new int[n]; candScores = new int[n]; }
        int k = 0;
        for (int i = 0; i < n; i++) {
            if (!exact[i]) continue;
            int j = k++;
            while (j > 0 && candScores[j - 1] < sc[i]) { candMoves[j] = candMoves[j - 1]; candScores[j] = candScores[j - 1]; j--; }
            candMoves[j] = root[i];
            candScores[j] = sc[i];
        }
        candN = k;
    }

    private void orderRoot(int[] root, int[] rootScores, int n) {
        int ttMove = tt.probeMove(pos.hash());
        for (int i = 0; i < n; i++) rootScores[i] = picker.orderScore(root[i], ttMove, 0);
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
            SearchRun r = run;
            if (r.sharedNodes != null) {
                long total = r.sharedNodes.addAndGet(nodes - flushed);
                flushed = nodes;
                if (r.nodeLimit > 0 && total >= r.nodeLimit) r.halt = true;
            }
            if (System.nanoTime() - r.startNs > r.hardNs || r.signal.raised() || r.halt) stopped = true;
        }
        if (run.sharedNodes == null && run.nodeLimit > 0 && nodes >= run.nodeLimit) stopped = true;
        return stopped;
    }

    /** A position repeated inside the search: a draw, or the loss of the side that keeps up a perpetual where the rules say so. */
    private int repetitionScore(int ply) {
        GameResult r = judgedRepeats ? varia.engine.Repeats.judge(pos) : null;
        return r == null ? 0 : resultScore(r, ply);
    }

    /** Score of a position without legal moves (or ended by rule) for the side to move. */
    private int terminalScore(int ply) { return resultScore(pos.result(), ply); }

    private int resultScore(GameResult r, int ply) {
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
        if (kind == Moves.KIND_DROP || kind == Moves.KIND_PASS || kind == Moves.KIND_NULL || kind == Moves.KIND_DECLARE) return pos.sideToMove();
        return pos.colourAt(Moves.from(m));
    }

    /** Null-move pruning is safe enough: at least two pieces clearly stronger than the weakest non-royal piece. */
    private boolean enoughMaterial(int colour) {
        int strong = 0;
        for (int i = pos.pieceCount(colour) - 1; i >= 0; i--) {
            int t = pos.typeAt(pos.pieceSquare(colour, i));
            if (t >= 0 && (strong += strongValue[t]) >= 2) return true;
        }
        return false;
    }

    /**
     * The score of the position after a move, for the side that made it ({@code mover}): the
     * child's own score negated, or kept as it is when the mover moves again (an opening series).
     */
    private int child(int depth, int alpha, int beta, int ply, boolean pvNode, int mover) {
        if (!rootFree && pos.sideToMove() == mover) return negamax(depth, alpha, beta, ply, pvNode, true);
        return -negamax(depth, -beta, -alpha, ply, pvNode, true);
    }

    private int negamax(int depth, int alpha, int beta, int ply, boolean pvNode, boolean nullOk) {
        pvLen[ply] = 0;
        if (pos.repetitions() >= 2) return repetitionScore(ply);
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

        long key = key(ply);
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
        // the static evaluation, for the pruning near the leaves (not in check: there it means little)
        int staticEval = inCheck || pvNode || depth > RFP_DEPTH ? -INF : evaluate(ply);
        // reverse futility pruning, before the (costly) move generation
        if (staticEval > -INF && Math.abs(beta) < MATE_BOUND && staticEval - 120 * depth >= beta) return staticEval;
        // null move: if passing still holds beta, a real move will too (not while turns are free:
        // there the model's turn order is the search's own)
        if (nullOk && !pvNode && !inCheck && !rootFree && !pos.inOpeningSeries() && depth >= 3 && Math.abs(beta) < MATE_BOUND
                && enoughMaterial(pos.sideToMove()) && (staticEval > -INF ? staticEval : evaluate(ply)) >= beta) {
            int r = 2 + depth / 4;
            picker.playedNull(ply);
            pos.makeNull();
            int s = -negamax(depth - 1 - r, -beta, -beta + 1, ply + 1, false, false);
            pos.unmake();
            if (stopped) return 0;
            if (s >= beta) return s > MATE_BOUND ? beta : s;
        }
        if (StagedMoves.applies(pos)) { // moves generated in stages, as late as possible
            if (StagedMoves.ended(pos)) return terminalScore(ply);
            picker.beginStaged(ply, ttMove);
        } else { // all at once (free turns, a duty to drop or capture, an opening series)
            int n = pos.legalMoves(picker.scratch());
            if (n == 0) return terminalScore(ply);
            n = ownMoves(picker.load(ply, n), n, ply);
            picker.beginList(ply, n, ttMove);
        }
        if (inCheck) depth++;
        // internal iterative reduction: a node the table knows nothing of is searched a ply less
        // (its move order is poor; the next iteration finds its hash move)
        else if (ttMove == Moves.NONE && depth >= 4) depth--;

        // near the leaves, quiet moves that do not give check are skipped once enough have been
        // tried (late-move pruning) or when even a good gain would not reach alpha (futility)
        boolean prunable = staticEval > -INF && depth <= 3 && Math.abs(alpha) < MATE_BOUND;
        int lateMoves = 3 + depth * depth;
        boolean futile = prunable && staticEval + FUTILITY_MARGIN * depth <= alpha;
        int best = -INF, bestMove = Moves.NONE, origAlpha = alpha, tried = 0, i = 0;
        int[] quiets = triedQuiets[ply];
        for (int m; (m = picker.next(ply)) != Moves.NONE; i++) {
            boolean quiet = picker.quiet(ply);
            int mover = pos.sideToMove();
            boolean mayPrune = prunable && quiet && i > 0 && best > -MATE_BOUND && (futile || i >= lateMoves);
            boolean bad = picker.losingCapture(ply);
            boolean mayReduce = depth >= 3 && i >= 3 && (quiet || bad) && !inCheck;
            boolean pruneBad = bad && prunable && depth <= 2 && i > 0 && best > -MATE_BOUND;
            // the move's history with its continuation (read before the move is made: its piece and colour)
            int stat = mayReduce && quiet ? picker.stat(ply, m) : 0;
            picker.played(ply, m);
            pos.make(m);
            boolean check = (mayPrune || pruneBad || mayReduce) && pos.inCheck(); // the move gives check
            if ((mayPrune || pruneBad && picker.unsupported(m)) && !check) { pos.unmake(); continue; }
            int s;
            if (i == 0) {
                s = child(depth - 1, alpha, beta, ply + 1, pvNode, mover);
            } else {
                int r = mayReduce && !check ? reduction(depth, i, pvNode, stat) : 0;
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
                        if (quiet) picker.cutoff(ply, m, depth, quiets, tried);
                        break;
                    }
                }
            }
            if (quiet && tried < quiets.length) quiets[tried++] = m;
        }
        if (i == 0 && best == -INF) return terminalScore(ply); // no legal move (staged: every stage empty); a cut-off at the first move leaves i at 0 too
        if (best == -INF) best = alpha; // every move pruned: nothing here reaches alpha
        int flag = best >= beta ? TranspositionTable.LOWER : best > origAlpha ? TranspositionTable.EXACT : TranspositionTable.UPPER;
        tt.store(key, bestMove, best, depth, flag, ply);
        return best;
    }

    /** The hash key of the node at {@code ply} (salted while turns are free and the model's colour is not the position's). */
    private long key(int ply) { return rootFree && colour(ply) != pos.sideToMove() ? pos.hash() ^ FREE_SALT : pos.hash(); }

    /**
     * Quiescence: captures and promotions from the engine's capture generator, all moves when in
     * check on its first two plies (so a mate by a capture is seen). It shares the hash table
     * (entries of depth 0): a bound known from an earlier visit ends the node before any move is
     * generated, which is where quiescence spent most of its time (the capture generation), and
     * the stored capture is tried first. Where captured pieces go to hand, its first ply also
     * tries the quiet moves (drops among them) that give check and whose piece is not simply
     * taken (attacked and unsupported once made): mates there are built from drop checks a ply
     * or two beyond the horizon, which captures alone never see.
     */
    private int quiesce(int alpha, int beta, int ply, int qply) {
        pvLen[ply] = 0;
        nodes++;
        if (timeUp()) return 0;
        long key = key(ply);
        long entry = tt.probe(key);
        int ttMove = Moves.NONE;
        if (entry != 0) {
            int s = TranspositionTable.score(entry, ply), flag = TranspositionTable.flag(entry);
            if (flag == TranspositionTable.EXACT || flag == TranspositionTable.LOWER && s >= beta || flag == TranspositionTable.UPPER && s <= alpha) return s;
            ttMove = TranspositionTable.move(entry);
        }
        boolean evasions = qply < 2 && pos.inCheck();
        int best = -INF, stand = 0, origAlpha = alpha, bestMove = Moves.NONE;
        if (!evasions) {
            // stand pat before generating: a cut-off here saves the move generation (a stalemate or
            // a bare-king end below the horizon is then judged by the static evaluation, as usual)
            stand = evaluate(ply);
            if (stand >= beta || ply >= MAX_PLY) {
                if (ply < MAX_PLY) tt.store(key, Moves.NONE, stand, 0, TranspositionTable.LOWER, ply);
                return stand;
            }
            if (stand > alpha) alpha = stand;
            best = stand;
        }
        boolean checks = quietChecks && qply == 0 && !evasions && !rootFree;
        int n = evasions || checks ? pos.legalMoves(picker.scratch()) : pos.legalCaptures(picker.scratch());
        if (n == 0) {
            // no legal move: the game is over; no capture: the stand-pat score, unless a rule ended the game
            if (evasions || checks || pos.endedByRule() != null) return terminalScore(ply);
            return best;
        }
        if (ply >= MAX_PLY) return evaluate(ply);
        int[] list = picker.load(ply, n);
        n = ownMoves(list, n, ply);
        int[] sc = picker.scores(ply);
        int k = 0;
        for (int i = 0; i < n; i++) {
            int m = list[i];
            int victim = picker.capturedType(m), promo = MovePicker.promotionType(m);
            if (!evasions) {
                if (victim < 0 && promo < 0) {
                    // a quiet move, kept only to be tried for check after every capture
                    if (checks) { list[k] = m; sc[k++] = QUIET_CHECK; }
                    continue;
                }
                int gain = (victim >= 0 ? eval.value(victim) : 0) + (promo >= 0 ? eval.value(promo) : 0);
                if (stand + gain + 200 <= alpha) continue; // delta pruning
            }
            list[k] = m;
            sc[k++] = m == ttMove ? Integer.MAX_VALUE : victim >= 0 || promo >= 0 ? picker.captureScore(m, victim, promo) : picker.history[picker.historyIndex(m)];
        }
        for (int i = 0; i < k; i++) {
            MovePicker.pickBest(list, sc, i, k);
            int mover = pos.sideToMove(), m = list[i];
            boolean suspect = !evasions && picker.losing(m, picker.capturedType(m));
            boolean quietMove = sc[i] == QUIET_CHECK && checks;
            pos.make(m);
            // a quiet move counts only as a check whose piece is not simply taken
            if (quietMove && (!pos.inCheck() || picker.unsupported(m))) { pos.unmake(); continue; }
            // a capture that loses material at once is no way out of a quiet position (unless it checks)
            if (suspect && picker.unsupported(m) && !pos.inCheck()) { pos.unmake(); continue; }
            int s = !rootFree && pos.sideToMove() == mover ? quiesce(alpha, beta, ply + 1, qply + 1) : -quiesce(-beta, -alpha, ply + 1, qply + 1);
            pos.unmake();
            if (stopped) return 0;
            if (s > best) {
                best = s;
                if (s > alpha) {
                    alpha = s;
                    bestMove = m;
                    if (s >= beta) break;
                }
            }
        }
        int flag = best >= beta ? TranspositionTable.LOWER : best > origAlpha ? TranspositionTable.EXACT : TranspositionTable.UPPER;
        tt.store(key, bestMove, best, 0, flag, ply);
        return best;
    }

    /** The order score of a quiet move in quiescence (after every capture; tried only if it gives check). */
    private static final int QUIET_CHECK = Integer.MIN_VALUE + 1;

    /** The aspiration window's half width at the root (centipawns), tripled at each fail. */
    static final int ASPIRATION = 40;

    /** Futility: the most a quiet move is taken to gain per ply of depth left (centipawns). */
    static final int FUTILITY_MARGIN = 150;
    /** Late-move reductions in 1024ths of a ply, so the history's share is not lost to rounding. */
    private static final int[][] REDUCTION = new int[64][64];
    static {
        for (int d = 1; d < 64; d++)
            for (int i = 1; i < 64; i++) REDUCTION[d][i] = (int) (1024 * Math.log(d) * Math.log(i) / 2.25);
    }

    /** The history score worth one ply of reduction: a quarter of its range. */
    static final int HISTORY_PER_PLY = MovePicker.HISTORY_MAX / 4;

    /** Reverse futility pruning (and the static evaluation it needs) up to this depth. */
    static final int RFP_DEPTH = 3;

    /**
     * Late-move reduction of the i-th move at this depth: more for later moves and deeper
     * searches, one less on the principal variation, less or more by the move's history: from-to
     * and continuation together ({@link MovePicker#stat}), a ply per {@link #HISTORY_PER_PLY},
     * summed with the rest before rounding (a search to depth 8 rarely builds scores of half the
     * range, so a whole-ply step was rounded away in most nodes).
     */
    private static int reduction(int depth, int i, boolean pvNode, int history) {
        int r = REDUCTION[Math.min(depth, 63)][Math.min(i, 63)] - (pvNode ? 1024 : 0) - history * 1024 / HISTORY_PER_PLY;
        return Math.max(0, Math.min((r + 512) >> 10, depth - 2));
    }
}
