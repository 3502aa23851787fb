package varia.game;

import java.util.List;

/**
 * A game's board as a front end draws it (the web pages' one board script), described by its family
 * ({@link Views}): plain data, ready for JSON. The layout is fixed for a game and its number of
 * players; the tokens change with the state. Squares are named as the family's notation names them.
 */
public final class Scene {
    private Scene() {}

    /**
     * A square: where it is drawn (file and rank from 0, rank 0 at the bottom), {@code muted} when no
     * playing seat uses it (drawn grey), and the marks drawn on it ({@code nest}: a cross, named so).
     */
    public record Cell(String name, int file, int rank, boolean muted, List<String> marks) {}

    /** A seat's mark on a square: {@code shape} {@code frame} or {@code ring}, {@code name} what it is ({@code start}, {@code home}). */
    public record SeatMark(int seat, String square, String shape, String name) {}

    /** A seat's path through the squares in order (a race's track), drawn as a line and numbered from 1 for the seat to move. */
    public record Path(int seat, List<String> squares) {}

    /**
     * The board: {@code style} names the drawing ({@code race-board}: the SVG's class), its size, its
     * cells (every square of the rectangle when empty), seats' marks and paths; {@code piecePlays}:
     * a piece has at most one move of each kind for a throw, so a click on it plays its only move
     * (else a click selects it and a second its target).
     */
    public record Layout(String style, int files, int ranks, List<Cell> cells, List<SeatMark> marks, List<Path> paths,
                         boolean piecePlays) {
        public static final Layout NONE = new Layout("plain-board", 0, 0, List.of(), List.of(), List.of(), false);
    }

    /** Pieces of one seat on a square: their label (a letter), how many, grey when {@code dead}, and what they are in words. */
    public record Token(String square, int seat, String label, int count, boolean dead, String title) {}

    /** A spot on a square (a study's overlay): {@code shape} {@code dot} or {@code ring}, {@code name} what it shows ({@code reach-move}). */
    public record Spot(String square, String shape, String name) {}

    /** A die or throw as shown with the state: its words, and whether it is played already. */
    public record Chip(String text, boolean used) {}
}
