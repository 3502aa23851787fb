package varia.race;

/**
 * One player's place at the board: its name, the letter its pieces are drawn with, and its track
 * (board squares, from the square pieces enter on to the home square, which ends the race).
 */
public record Seat(String name, char letter, int[] track) implements varia.game.SeatedGame.Named {
    public Seat {
        track = track.clone();
    }

    @Override public int[] track() { return track.clone(); }

    public int length() { return track.length; }
}
