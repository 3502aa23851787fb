package varia.play;

import java.io.IOException;
import java.io.Reader;
import java.io.Writer;

/**
 * How {@code save} and {@code load} store a game. The seam for PGN: the records work provides a
 * PGN implementation; until then {@link MoveListFormat} is used.
 */
public interface GameFormat {
    void write(Game game, Writer out) throws IOException;

    /** Reads a game; throws {@link IllegalArgumentException} with a user-facing message when the text is not a valid game. */
    Game read(Reader in) throws IOException;

    static GameFormat standard() { return new MoveListFormat(); }
}
