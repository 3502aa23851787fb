package varia.play;

import varia.engine.Position;
import varia.variant.PieceType;

/**
 * Draws a position as text for any board size: ranks from the top (White at the bottom unless
 * flipped), rank numbers on the left, file letters below, upper case for White, lower case for
 * Black, {@code .} for an empty square. Variants with pieces in hand will show the hands beside
 * the board once the engine exposes them (the hands line is the seam).
 */
public final class BoardRenderer {
    private BoardRenderer() {}

    public static String render(Position pos, boolean flipped) {
        int files = pos.variant().files(), ranks = pos.variant().ranks();
        int w = Integer.toString(ranks).length();
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < ranks; i++) {
            int r = flipped ? i : ranks - 1 - i;
            sb.append(String.format("%" + w + "d ", r + 1));
            for (int j = 0; j < files; j++) {
                int f = flipped ? files - 1 - j : j;
                int sq = r * files + f;
                PieceType p = pos.pieceTypeAt(sq);
                char c = p == null ? '.' : pos.colourAt(sq) == 0 ? p.letter() : Character.toLowerCase(p.letter());
                sb.append(' ').append(c);
            }
            sb.append('\n');
        }
        sb.append(" ".repeat(w + 1));
        for (int j = 0; j < files; j++) sb.append(' ').append((char) ('a' + (flipped ? files - 1 - j : j)));
        sb.append('\n');
        return sb.toString();
    }
}
