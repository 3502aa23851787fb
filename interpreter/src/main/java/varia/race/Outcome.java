package varia.race;

/**
 * One outcome of a throw: its name (what a record may write), the distance it moves, and its
 * probability.
 *
 * @param name        e.g. {@code 0-up} (no cowrie mouth up), {@code 7} (two dice)
 * @param label       in words, e.g. "no mouth up"
 * @param distance    squares a piece moves with it, at least 1
 * @param probability from 0 (exclusive) to 1
 */
public record Outcome(String name, String label, int distance, double probability) {}
