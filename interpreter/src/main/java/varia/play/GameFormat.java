package varia.play;

import java.io.IOException;
import java.io.Reader;
import java.io.Writer;

/** How {@code save} and {@code load} store a game: PGN ({@link PgnFormat}); the older {@link MoveListFormat} is still read. */
public interface GameFormat {
    void write(Game game, Writer out) throws IOException;

    /** Reads a game; throws {@link IllegalArgumentException} with a user-facing message when the text is not a valid game. */
    Game read(Reader in) throws IOException;

    static GameFormat standard() { return new PgnFormat(null); }

    /** PGN; a game without a Variant tag is taken to be of {@code v}. */
    static GameFormat standard(varia.variant.Variant v) { return new PgnFormat(v); }
}
