package varia.diagram;

import java.util.Locale;

/** Whether pieces stand on the squares (chess) or on the points where lines cross (xiangqi, janggi): the file's {@code board.style}. */
public enum BoardStyle {
    SQUARES, INTERSECTIONS;

    /** The style a variant file gives. */
    public static BoardStyle of(varia.variant.Variant v) {
        return v.style() == varia.variant.BoardStyle.INTERSECTIONS ? INTERSECTIONS : SQUARES;
    }

    /** {@code squares} or {@code intersections} (also {@code points}), any case. */
    public static BoardStyle parse(String text) {
        return switch (text.strip().toLowerCase(Locale.ROOT)) {
            case "squares" -> SQUARES;
            case "intersections", "points" -> INTERSECTIONS;
            default -> throw new IllegalArgumentException("board style '" + text + "': write squares or intersections");
        };
    }
}
