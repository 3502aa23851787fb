package varia.dice;

import java.util.List;

/**
 * One army's place at the board: its name, its letter, its forward direction (the armies of a
 * four-handed game are rotations of one another), its starting squares, and the men that start
 * facing another way than the army (the four seasons' pawns: two march along each edge).
 *
 * @param forwardX the board's file step of one step forward (-1, 0 or 1)
 * @param forwardY the board's rank step of one step forward
 * @param setup    pairs {square, piece type index}
 * @param facing   pairs {square, direction index into {@link #DIRECTIONS}}: the man starting there faces that way
 */
public record DiceSeat(String name, char letter, String forwardName, int forwardX, int forwardY, int[][] setup, int[][] facing) implements varia.game.SeatedGame.Named {
    /** The directions a man may face, in the order of their indices. */
    public static final List<String> DIRECTIONS = List.of("north", "east", "south", "west");
    private static final int[] DX = {0, 1, 0, -1}, DY = {1, 0, -1, 0};

    public DiceSeat {
        setup = copy(setup);
        facing = copy(facing);
    }

    private static int[][] copy(int[][] a) {
        int[][] out = new int[a.length][];
        for (int i = 0; i < a.length; i++) out[i] = a[i].clone();
        return out;
    }

    /** The army's direction index. */
    public int dir() { return DIRECTIONS.indexOf(forwardName); }

    /** The direction index the man starting on {@code square} faces. */
    public int dirAt(int square) {
        for (int[] f : facing) if (f[0] == square) return f[1];
        return dir();
    }

    /** The board vector of a step {@code dx} to the army's right and {@code dy} forward. */
    public int[] toBoard(int dx, int dy) { return toBoard(dir(), dx, dy); }

    /** The board vector of a step {@code dx} to the right and {@code dy} forward of a man facing direction {@code dir}. */
    public static int[] toBoard(int dir, int dx, int dy) {
        int fx = DX[dir], fy = DY[dir];
        // right is forward turned a quarter clockwise: (fy, -fx)
        return new int[] {dx * fy + dy * fx, -dx * fx + dy * fy};
    }

    /** One step forward for direction {@code dir}: {dx, dy}. */
    public static int[] forward(int dir) { return new int[] {DX[dir], DY[dir]}; }
}
