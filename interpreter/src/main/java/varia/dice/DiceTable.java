package varia.dice;

import java.util.ArrayList;
import java.util.List;
import varia.notation.Leg;
import varia.notation.Mode;
import varia.notation.MoveRule;
import varia.notation.Offset;

/**
 * A dice-chess game set for a number of players: the seats in turn order and, per player and
 * piece type, the compiled moves turned onto the board by that army's forward direction (so a
 * south pawn steps north and an east pawn west), each pawn square's master piece, the kings'
 * thrones. Shared read-only by every position of the game.
 */
public final class DiceTable {
    /** One board move of a piece: step (dx, dy), how often it repeats, what it may do, the lame path. */
    record Ray(int dx, int dy, int range, boolean move, boolean capture, int[][] path) {}

    public final DiceChessGame game;
    public final int players, types, files, ranks, squares;
    final int[] seatOf;
    /** [direction][type] -> its rays for a man facing that direction ({@link DiceSeat#DIRECTIONS}). */
    final Ray[][][] rays;
    /** [(player * 4 + direction) * squares + square] -> the type a promoting pawn facing that way becomes there, -1 when it is not a promotion square. */
    final int[] master;
    /** [player][type] -> pieces of that type in the setup. */
    final int[][] setupCount;
    /** [player] -> the start square of its king (its throne), -1 when none. */
    final int[] throne;
    /** [player] -> the summed values of its setup. */
    final int[] armyValue;
    final int maxMoves;
    /** [type] -> the chance that a turn's dice include one that moves it. */
    final double[] moveChance;
    /** A turn's distinct throws and their odds, for players that plan over them. */
    final DiceThrows throwsOf;

    public DiceTable(DiceChessGame g, int players) {
        if (g.die().size() > 255) throw new IllegalArgumentException(g.key() + ": a die of more than 255 outcomes");
        List<Integer> order = g.seating().get(players);
        if (order == null) throw new IllegalArgumentException(g.key() + " is played by " + g.playerCounts() + " players, not " + players);
        this.game = g;
        this.players = players;
        this.types = g.pieces().size();
        this.files = g.files();
        this.ranks = g.ranks();
        this.squares = g.squares();
        seatOf = order.stream().mapToInt(Integer::intValue).toArray();
        rays = new Ray[4][types][];
        for (int d = 0; d < 4; d++) for (int ty = 0; ty < types; ty++) rays[d][ty] = rays(d, g.pieces().get(ty).moves());
        master = new int[players * 4 * squares];
        java.util.Arrays.fill(master, -1);
        setupCount = new int[players][types];
        throne = new int[players];
        armyValue = new int[players];
        int most = 1;
        for (int p = 0; p < players; p++) {
            DiceSeat s = seat(p);
            throne[p] = -1;
            for (int[] e : s.setup()) {
                setupCount[p][e[1]]++;
                armyValue[p] += g.pieces().get(e[1]).value();
                if (g.pieces().get(e[1]).king() && throne[p] < 0) throne[p] = e[0];
            }
            most = Math.max(most, s.setup().length);
            for (int d = 0; d < 4; d++) masters(p, d, s);
        }
        maxMoves = g.rules().dicePerTurn() * most * squares + 1;
        moveChance = new double[types];
        for (int ty = 0; ty < types; ty++) {
            double q = 0;
            for (int o = 0; o < g.die().size(); o++) if (g.moves(o, ty)) q += g.die().outcome(o).probability();
            moveChance[ty] = 1 - Math.pow(1 - q, g.rules().dicePerTurn());
        }
        throwsOf = new DiceThrows(g);
    }

    public DiceSeat seat(int player) { return game.seats().get(seatOf[player]); }

    public PieceType type(int t) { return game.pieces().get(t); }

    /** The rays of a man of a seat's default direction (the army's forward). */
    Ray[] rays(int player, int type) { return rays[seat(player).dir()][type]; }

    private Ray[] rays(int dir, List<MoveRule> moves) {
        List<Ray> out = new ArrayList<>();
        for (MoveRule m : moves) {
            Leg l = m.leg();
            int[] v = DiceSeat.toBoard(dir, l.step().dx(), l.step().dy());
            int[][] path = new int[l.mustBeEmpty().size()][];
            for (int i = 0; i < path.length; i++) {
                Offset o = l.mustBeEmpty().get(i);
                path[i] = DiceSeat.toBoard(dir, o.dx(), o.dy());
            }
            int range = l.range() == Leg.UNLIMITED ? Math.max(files, ranks) : l.range();
            out.add(new Ray(v[0], v[1], range, l.modes().contains(Mode.MOVE), l.modes().contains(Mode.CAPTURE), path));
        }
        return out.toArray(new Ray[0]);
    }

    /**
     * The far edge of a promoting pawn facing direction {@code dir} (the squares where a step
     * forward leaves the board) and the piece each such square gives: the army's non-promoting
     * piece that started on the same line (file for men moving north or south, rank for east or
     * west), its "master piece".
     */
    private void masters(int p, int dir, DiceSeat s) {
        int[] f = DiceSeat.forward(dir);
        int base = (p * 4 + dir) * squares;
        for (int sq = 0; sq < squares; sq++) {
            int x = sq % files + f[0], y = sq / files + f[1];
            if (x >= 0 && x < files && y >= 0 && y < ranks) continue; // not on the far edge
            for (int[] e : s.setup()) {
                if (type(e[1]).promotes()) continue;
                boolean sameLine = f[0] == 0 ? e[0] % files == sq % files : e[0] / files == sq / files;
                if (sameLine) { master[base + sq] = e[1]; break; }
            }
            if (master[base + sq] < 0) master[base + sq] = NO_MASTER;
        }
    }

    /** A far-edge square with no master piece on its line: a pawn arriving there stays a pawn. */
    static final int NO_MASTER = -2;

    public String squareName(int sq) { return game.squareName(sq); }

    /** {@link #reach} bits: the piece may move there, or take there. */
    public static final int REACH_MOVE = 1, REACH_CAPTURE = 2;

    /**
     * Where a piece of {@code type} of {@code player} may go from {@code from} on an otherwise
     * empty board (each army's moves turned by its forward direction): per square, the
     * {@link #REACH_MOVE} and {@link #REACH_CAPTURE} bits. For the web's study page; play uses
     * {@link DicePosition#generate}.
     */
    public int[] reach(int player, int type, int from) {
        int[] out = new int[squares];
        int fx = from % files, fy = from / files;
        for (Ray r : rays(player, type)) {
            boolean onBoard = true;
            for (int[] o : r.path()) onBoard &= fx + o[0] >= 0 && fx + o[0] < files && fy + o[1] >= 0 && fy + o[1] < ranks;
            if (!onBoard) continue;
            int x = fx, y = fy;
            for (int k = 0; k < r.range(); k++) {
                x += r.dx();
                y += r.dy();
                if (x < 0 || x >= files || y < 0 || y >= ranks) break;
                out[y * files + x] |= (r.move() ? REACH_MOVE : 0) | (r.capture() ? REACH_CAPTURE : 0);
            }
        }
        return out;
    }
}
