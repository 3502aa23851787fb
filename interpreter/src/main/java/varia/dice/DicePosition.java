package varia.dice;

import java.util.Arrays;

/**
 * A dice-chess position for N players: the board (each square empty or a player's piece of a
 * type), whose turn it is and the dice of that turn still to play, who is still in, what each
 * player has lost and taken. A turn: {@link #startTurn} with the thrown outcomes, then
 * {@link #generate} and {@link #play} until the turn passes (every die played, or no piece can use
 * the dice left: they are lost). No check: a king is taken like any piece ({@link DiceRules#end}
 * says what that means). Allocation-free after construction; {@link #copyFrom} serves computer
 * players.
 */
public final class DicePosition extends varia.race.SeatedPosition {
    public static final int EMPTY = -1;

    final DiceTable t;
    /** square -> EMPTY or player * types + type. */
    final int[] board;
    /** square -> the direction its man faces (index into {@link DiceSeat#DIRECTIONS}); meaningless on an empty square. */
    final byte[] facing;
    final boolean[] in;
    /** [player * types + type] -> pieces of that type the player has lost. */
    final int[] lost;
    final int[] score;
    /** [player] -> bit mask of the players whose king it took. */
    final int[] kingsTaken;
    /** players in the order they went out. */
    final int[] outOrder;
    int outCount, turns;
    /** dice no piece could use, over the game. */
    int lostDice;
    boolean stopped, drawn, settled;
    /** the dice of the current turn (outcome indices) and which are played. */
    final int[] dice;
    final boolean[] used;
    int diceCount;
    /** what the last move did: pieces taken, the type a pawn became (-1), pieces a triumph took, players it put out (mask). */
    int lastTaken, lastPromotion = -1, lastTriumph, lastOut, lastChecks;
    private final int[] scratch;

    public DicePosition(DiceTable t) {
        this.t = t;
        board = new int[t.squares];
        Arrays.fill(board, EMPTY);
        facing = new byte[t.squares];
        in = new boolean[t.players];
        Arrays.fill(in, true);
        lost = new int[t.players * t.types];
        score = new int[t.players];
        kingsTaken = new int[t.players];
        outOrder = new int[t.players];
        dice = new int[4];
        used = new boolean[4];
        scratch = new int[t.maxMoves];
        for (int p = 0; p < t.players; p++)
            for (int[] e : t.seat(p).setup()) {
                board[e[0]] = p * t.types + e[1];
                facing[e[0]] = (byte) t.seat(p).dirAt(e[0]);
            }
        arrays(new int[][] {board, lost, score, kingsTaken, outOrder, dice}, new byte[][] {facing}, new boolean[][] {in, used});
    }

    public void copyFrom(DicePosition o) {
        copyArrays(o);
        outCount = o.outCount;
        turns = o.turns;
        lostDice = o.lostDice;
        stopped = o.stopped;
        drawn = o.drawn;
        settled = o.settled;
        diceCount = o.diceCount;
        lastTaken = o.lastTaken;
        lastPromotion = o.lastPromotion;
        lastTriumph = o.lastTriumph;
        lastOut = o.lastOut;
        lastChecks = o.lastChecks;
    }

    public DiceTable table() { return t; }

    /** True while the mover still has dice to play this turn. */
    public boolean inTurn() { return !over && diceCount > 0; }

    /** True when the game ended drawn: only kings were left (Kakakashtha). */
    public boolean drawn() { return drawn; }

    /** True when play stopped with only kings left and the stakes ranked those still in ('bare-kings-stakes'). */
    public boolean settled() { return settled; }

    /** True when play stopped at the turn limit rather than by the end rule. */
    public boolean stopped() { return stopped; }

    public int turns() { return turns; }

    /** Dice lost so far (no piece could use them). */
    public int lostDice() { return lostDice; }

    public boolean in(int player) { return in[player]; }

    public int score(int player) { return score[player]; }

    /** The piece on a square: EMPTY or player * types + type. */
    public int at(int square) { return board[square]; }

    public int owner(int square) { return board[square] == EMPTY ? -1 : board[square] / t.types; }

    public int type(int square) { return board[square] == EMPTY ? -1 : board[square] % t.types; }

    /** The dice of the current turn not yet played (outcome indices). */
    public int[] diceLeft() {
        int[] out = new int[diceCount];
        int n = 0;
        for (int i = 0; i < diceCount; i++) if (!used[i]) out[n++] = dice[i];
        return Arrays.copyOf(out, n);
    }

    // ---------------------------------------------------------------- moves

    /** A move: the die (index in this turn's throw) it plays, from, to. */
    public static int move(int die, int from, int to) { return die << 20 | from << 10 | to; }

    public static int die(int move) { return move >>> 20; }

    public static int from(int move) { return move >>> 10 & 0x3FF; }

    public static int to(int move) { return move & 0x3FF; }

    /** Begins the mover's turn with these outcomes (one per die). */
    public void startTurn(int... outcomes) {
        if (outcomes.length < 1 || outcomes.length > dice.length) throw new IllegalArgumentException("1 to 4 dice, not " + outcomes.length);
        diceCount = outcomes.length;
        for (int i = 0; i < diceCount; i++) { dice[i] = outcomes[i]; used[i] = false; }
    }

    /**
     * The legal moves for the dice left into {@code out} (at least {@link DiceTable#maxMoves} long):
     * for each unplayed die, each move of a piece of a type it names. Dice naming the same pieces
     * give their moves once (the first of them). 0 when the dice left are lost.
     */
    public int generate(int[] out) {
        int p = toMove, n = 0;
        for (int d = 0; d < diceCount; d++) {
            if (used[d] || sameAsEarlier(d)) continue;
            int o = dice[d];
            for (int sq = 0; sq < t.squares; sq++) {
                int v = board[sq];
                if (v == EMPTY || v / t.types != p || !t.game.moves(o, v % t.types)) continue;
                n = pieceMoves(p, v % t.types, sq, d, out, n);
            }
        }
        return n;
    }

    private boolean sameAsEarlier(int d) {
        for (int e = 0; e < d; e++) if (!used[e] && Arrays.equals(t.game.moves()[dice[e]], t.game.moves()[dice[d]])) return true;
        return false;
    }

    /** The moves of {@code p}'s man of {@code type} on {@code from} (its own facing) into {@code out} from {@code n}; under 'check' only those that leave its king safe. */
    int pieceMoves(int p, int type, int from, int die, int[] out, int n) {
        int fx = from % t.files, fy = from / t.files, dir = facing[from];
        boolean check = t.game.rules().check();
        for (DiceTable.Ray r : t.rays[dir][type]) {
            if (!pathClear(fx, fy, r.path())) continue;
            int x = fx, y = fy;
            for (int k = 0; k < r.range(); k++) {
                x += r.dx();
                y += r.dy();
                if (x < 0 || x >= t.files || y < 0 || y >= t.ranks) break;
                int to = y * t.files + x, v = board[to];
                if (v == EMPTY) {
                    if (r.move() && mayEnter(p, type, dir, to) && (!check || !DiceCheck.exposes(this, p, from, to))) out[n++] = move(die, from, to);
                    continue;
                }
                if (r.capture() && v / t.types != p && mayTake(p, v / t.types) && mayEnter(p, type, dir, to)
                        && (!check || !DiceCheck.exposes(this, p, from, to))) out[n++] = move(die, from, to);
                break;
            }
        }
        return n;
    }

    /** True when {@code p} may take a man of {@code q}: always, unless only the next player's men may be taken ('captures: next'); an out player's dead men by anyone. */
    boolean mayTake(int p, int q) {
        return !t.game.rules().capturesNext() || !in[q] || q == nextIn(p);
    }

    /** The next player after {@code p} in turn order who is still in ({@code p} itself when none is). */
    int nextIn(int p) {
        for (int i = 1; i <= t.players; i++) if (in[(p + i) % t.players]) return (p + i) % t.players;
        return p;
    }

    /** The square of the first man on ray {@code r} from file {@code fx}, rank {@code fy}, or -1 when the edge comes first (the heuristics' reach: no lame path tested). */
    int firstOnRay(int fx, int fy, DiceTable.Ray r) {
        int x = fx, y = fy;
        for (int k = 0; k < r.range(); k++) {
            x += r.dx();
            y += r.dy();
            if (x < 0 || x >= t.files || y < 0 || y >= t.ranks) return -1;
            int sq = y * t.files + x;
            if (board[sq] != EMPTY) return sq;
        }
        return -1;
    }

    boolean pathClear(int fx, int fy, int[][] path) {
        for (int[] o : path) {
            int x = fx + o[0], y = fy + o[1];
            if (x < 0 || x >= t.files || y < 0 || y >= t.ranks || board[y * t.files + x] != EMPTY) return false;
        }
        return true;
    }

    /** False only for a pawn that may not (yet) promote on the far edge (Murray's reading of Raghunandana's rule 29). */
    boolean mayEnter(int p, int type, int dir, int to) {
        return !t.type(type).promotes() || promotionOf(p, type, dir, to) != BARRED;
    }

    private static final int BARRED = -3;

    /** The type a pawn facing {@code dir} becomes on {@code to}: -1 when it stays as it is, BARRED when it may not go there. */
    int promotionOf(int p, int type, int dir, int to) {
        int m = t.master[(p * 4 + dir) * t.squares + to];
        DiceRules.Promotion kind = t.game.rules().promotion();
        if (m == -1 || kind == DiceRules.Promotion.NONE) return -1;
        if (kind == DiceRules.Promotion.PIECE) return t.game.rules().promotionPiece(); // any far-edge square: the named piece
        if (m == DiceTable.NO_MASTER) return -1;
        boolean pieceLost = count(p, m) < t.setupCount[p][m];
        boolean ok = switch (t.game.rules().when()) {
            case ALWAYS -> true;
            case PIECE_LOST -> pieceLost;
            case PIECE_AND_PAWN_LOST -> pieceLost && lost[p * t.types + type] > 0;
        };
        return ok ? m : BARRED;
    }

    /** The player's pieces of a type on the board. */
    public int count(int p, int type) {
        int v = p * t.types + type, n = 0;
        for (int x : board) if (x == v) n++;
        return n;
    }

    /** Between turns: true when some piece of the player to throw could use one of these outcomes (the position is left as it was). */
    public boolean usable(int... outcomes) {
        if (inTurn()) throw new IllegalStateException("a turn is being played");
        startTurn(outcomes);
        int n = generate(scratch);
        diceCount = 0;
        return n > 0;
    }

    /** A buffer for {@link DiceCheck} (never in use while it is). */
    int[] checkScratch() { return scratch; }

    /** True when {@code move} is among the legal moves now. */
    public boolean isLegal(int move) {
        int n = generate(scratch);
        for (int i = 0; i < n; i++) if (scratch[i] == move) return true;
        return false;
    }

    /**
     * Makes a legal move and, when no die is left that some piece can use, passes the turn.
     * Returns the pieces it took (triumph included).
     */
    public int play(int move) {
        int p = toMove, from = from(move), to = to(move), v = board[from], type = v % t.types;
        used[die(move)] = true;
        lastTaken = 0;
        lastPromotion = -1;
        lastTriumph = 0;
        lastOut = 0;
        if (board[to] != EMPTY) take(p, to, t.type(type).king());
        board[from] = EMPTY;
        int becomes = t.type(type).promotes() ? promotionOf(p, type, facing[from], to) : -1;
        if (becomes >= 0) { type = becomes; lastPromotion = becomes; }
        board[to] = p * t.types + type;
        facing[to] = facing[from];
        if (type == t.game.rules().triumph()) triumph(p, to);
        checkEnd();
        lastChecks = 0;
        if (!over && t.game.rules().checkPays()) // fol. 88r: a player pays for each check given to his king
            for (int q = 0; q < t.players; q++)
                if (q != p && in[q] && DiceCheck.checker(this, q, p) >= 0) {
                    score[q]--;
                    lastChecks |= 1 << q;
                }
        if (over) turns++; // the turn that ended the game counts
        else if (generate(scratch) == 0) endTurn();
        return lastTaken;
    }

    /** The mover has no use for the dice it has left: they are lost and the turn passes. */
    public void loseRest() {
        lastOut = 0;
        endTurn();
    }

    private void take(int p, int sq, boolean byKing) {
        int q = board[sq] / t.types, type = board[sq] % t.types;
        PieceType pt = t.type(type);
        lost[q * t.types + type]++;
        if (t.game.rules().lossesToPool()) score[q] -= pt.value(); // the loser pays into the pool
        else score[p] += pt.value();
        if (pt.king()) {
            kingsTaken[p] |= 1 << q;
            // Sinhasana: a king slain by a king on its own throne earns a double stake (Forbes p. 26)
            if (byKing && sq == t.throne[q] && t.game.rules().throneDouble()) score[p] += pt.value();
        }
        board[sq] = EMPTY;
        lastTaken++;
        if (in[q] && t.game.rules().end() == DiceRules.End.LAST_KING && pt.king() && kings(q) == 0) out(q, p);
    }

    /** Vrihannauka: a move of this type completing a 2x2 block of four of them takes the others' in it. */
    private void triumph(int p, int to) {
        int x0 = to % t.files, y0 = to / t.files, tri = t.game.rules().triumph();
        for (int bx = x0 - 1; bx <= x0; bx++)
            for (int by = y0 - 1; by <= y0; by++) {
                if (bx < 0 || by < 0 || bx + 1 >= t.files || by + 1 >= t.ranks) continue;
                boolean full = true;
                for (int i = 0; i < 4 && full; i++) full = type((by + i / 2) * t.files + bx + i % 2) == tri;
                if (!full) continue;
                for (int i = 0; i < 4; i++) {
                    int sq = (by + i / 2) * t.files + bx + i % 2;
                    if (owner(sq) != p) { take(p, sq, false); lastTriumph++; }
                }
            }
    }

    int kings(int q) {
        int n = 0;
        for (int k = 0; k < t.types; k++) if (t.type(k).king()) n += count(q, k);
        return n;
    }

    /** {@code q} is out, put out by {@code by} (-1: by no one); under 'out-pays' {@code by} is paid the values of the men {@code q} has left. */
    void out(int q, int by) {
        if (by >= 0 && by != q && t.game.rules().outPays())
            for (int x : board)
                if (x != EMPTY && x / t.types == q) {
                    score[by] += t.type(x % t.types).value();
                    if (t.game.rules().lossesToPool()) score[q] -= t.type(x % t.types).value();
                }
        in[q] = false;
        outOrder[outCount++] = q;
        lastOut |= 1 << q;
        if (!t.game.rules().defeatedRemain())
            for (int sq = 0; sq < t.squares; sq++) if (owner(sq) == q) board[sq] = EMPTY;
    }

    private void checkEnd() {
        if (t.game.rules().end() == DiceRules.End.STAKES)
            for (int q = 0; q < t.players; q++) if (in[q] && piecesOf(q) == 0) out(q, -1);
        int left = 0;
        for (int q = 0; q < t.players; q++) if (in[q]) left++;
        if (left <= 1) finish();
        else if (t.game.rules().bareKingsDraw() && onlyKings()) { drawn = true; finish(); }
        else if (t.game.rules().bareKingsStakes() && onlyKings()) {
            settled = true;
            finish();
            int[] r = ranking();
            drawn = score[r[0]] == score[r[1]]; // equal stakes at the top: drawn among those still in
        }
    }

    /** True when the players still in have nothing but kings on the board. */
    private boolean onlyKings() {
        for (int x : board) if (x != EMPTY && in[x / t.types] && !t.type(x % t.types).king()) return false;
        return true;
    }

    private int piecesOf(int q) {
        int n = 0;
        for (int x : board) if (x != EMPTY && x / t.types == q) n++;
        return n;
    }

    private void endTurn() {
        for (int i = 0; i < diceCount; i++) if (!used[i]) lostDice++;
        turns++;
        if (over) return;
        if (turns >= t.game.rules().turnLimit()) { stopped = true; finish(); return; }
        diceCount = 0;
        for (int i = 1; i <= t.players; i++) {
            int q = (toMove + i) % t.players;
            if (!in[q]) continue;
            if (t.game.rules().check() && q != toMove) { // a king attacked when its turn comes, with no move at all: mated
                int by = DiceCheck.mater(this, q, toMove);
                if (by >= 0) {
                    out(q, by);
                    checkEnd();
                    if (over) return;
                    continue;
                }
            }
            toMove = q;
            break;
        }
    }

    private void finish() {
        over = true;
        if (t.game.rules().kingsTakeArmies()) // al-Biruni: all three kings taken with one's own alive pays 54
            for (int p = 0; p < t.players; p++) {
                int others = ((1 << t.players) - 1) & ~(1 << p);
                if (kingsTaken[p] == others && kings(p) > 0) {
                    int all = 0;
                    for (int q = 0; q < t.players; q++) if (q != p) all += t.armyValue[q];
                    score[p] = Math.max(score[p], all);
                }
            }
    }

    // ---------------------------------------------------------------- the result

    /** The winner, or -1 (play stopped with several players in, or equal stakes). */
    public int winner() {
        if (!over) return -1;
        int[] r = ranking();
        if (drawn) return -1;
        if (t.game.rules().end() == DiceRules.End.LAST_KING) return stopped ? -1 : r[0];
        return r.length > 1 && score[r[0]] == score[r[1]] ? -1 : r[0];
    }

    /**
     * The players best first: under last-king those still in (by stakes), then those out, the last
     * out first; under stakes by stakes, those out later first among equals.
     */
    public int[] ranking() {
        Integer[] order = new Integer[t.players];
        for (int i = 0; i < t.players; i++) order[i] = i;
        int[] outAt = new int[t.players];
        Arrays.fill(outAt, Integer.MAX_VALUE);
        for (int i = 0; i < outCount; i++) outAt[outOrder[i]] = i;
        boolean stakes = t.game.rules().end() == DiceRules.End.STAKES;
        Arrays.sort(order, (a, b) -> {
            if (!stakes && outAt[a] != outAt[b]) return Integer.compare(outAt[b], outAt[a]);
            if (score[a] != score[b]) return Integer.compare(score[b], score[a]);
            return Integer.compare(outAt[b], outAt[a]);
        });
        return Arrays.stream(order).mapToInt(Integer::intValue).toArray();
    }

    // ---------------------------------------------------------------- constructed positions (tests)

    /** Empties the board. */
    public void clear() { Arrays.fill(board, EMPTY); }

    /** Puts a player's piece of a type on a square (EMPTY type -1 empties it). */
    public void put(int square, int player, int type) {
        board[square] = type < 0 ? EMPTY : player * t.types + type;
        if (type >= 0) facing[square] = (byte) t.seat(player).dir();
    }

    /** Puts a player's piece facing direction {@code dir} (index into {@link DiceSeat#DIRECTIONS}) on a square. */
    public void put(int square, int player, int type, int dir) {
        put(square, player, type);
        facing[square] = (byte) dir;
    }

    /** The direction the man on {@code square} faces (index into {@link DiceSeat#DIRECTIONS}). */
    public int facing(int square) { return facing[square]; }

    public void setToMove(int player) { toMove = player; }

    /** Records that a player has lost a piece of a type (for the promotion conditions). */
    public void setLost(int player, int type, int n) { lost[player * t.types + type] = n; }

    /** What the last move did. */
    public int lastTaken() { return lastTaken; }

    public int lastPromotion() { return lastPromotion; }

    public int lastTriumph() { return lastTriumph; }

    public int lastOut() { return lastOut; }

    /** The players whose king the last move put in check (a mask), under 'check-pays'. */
    public int lastChecks() { return lastChecks; }

    /** Sets a player's stakes (constructed positions). */
    public void setScore(int player, int amount) { score[player] = amount; }
}
