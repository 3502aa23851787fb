package varia.race;

/**
 * A race move as an int: the track index it starts from ({@link RacePosition#OFF} for entering)
 * and how many pieces move together; {@link #PASS} when the throw is not used.
 */
public final class RaceMove {
    private RaceMove() {}

    public static final int PASS = 0;

    public static int of(int from, int count) { return ((from + 2) << 3) | count; }

    public static int from(int move) { return (move >>> 3) - 2; }

    public static int count(int move) { return move & 7; }
}
