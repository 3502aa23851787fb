package varia.rules;

import varia.yaml.Key;

/**
 * Where a rule's key sits in a variant file: at the top level, under {@code play}, under
 * {@code end}, or in every piece's mapping.
 */
public record Placement(Place place, Key<?> key) {
    public enum Place { TOP, PLAY, END, PIECE }

    public static Placement top(Key<?> key) { return new Placement(Place.TOP, key); }
    public static Placement play(Key<?> key) { return new Placement(Place.PLAY, key); }
    public static Placement end(Key<?> key) { return new Placement(Place.END, key); }
    public static Placement piece(Key<?> key) { return new Placement(Place.PIECE, key); }

    /** The key's path in the file, e.g. {@code play.pass} or {@code pieces.*.zone}. */
    public String path() {
        return switch (place) {
            case TOP -> key.name();
            case PLAY -> "play." + key.name();
            case END -> "end." + key.name();
            case PIECE -> "pieces.*." + key.name();
        };
    }
}
