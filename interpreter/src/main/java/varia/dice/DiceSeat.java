package varia.dice;

/**
 * One army's place at the board: its name, its letter, its forward direction (the armies of a
 * four-handed game are rotations of one another) and its starting squares.
 *
 * @param forwardX the board's file step of one step forward (-1, 0 or 1)
 * @param forwardY the board's rank step of one step forward
 * @param setup    pairs {square, piece type index}
 */
public record DiceSeat(String name, char letter, String forwardName, int forwardX, int forwardY, int[][] setup) {
    public DiceSeat {
        int[][] copy = new int[setup.length][];
        for (int i = 0; i < setup.length; i++) copy[i] = setup[i].clone();
        setup = copy;
    }

    /** The board vector of a step {@code dx} to the army's right and {@code dy} forward. */
    public int[] toBoard(int dx, int dy) {
        // right is forward turned a quarter clockwise: (fy, -fx)
        return new int[] {dx * forwardY + dy * forwardX, -dx * forwardX + dy * forwardY};
    }
}
