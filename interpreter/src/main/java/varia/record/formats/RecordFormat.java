package varia.record.formats;

import java.util.List;
import varia.record.Game;

/**
 * A native game-record format that converts to PGN. A reader turns the text into {@link Game}s
 * whose moves are in Fairy-Stockfish coordinates ({@code c3c4}, {@code c3c4+}, {@code P@e5}); the
 * variant, once loaded, turns them into SAN. Readers never throw: problems go into the games.
 */
public interface RecordFormat {
    /** Short name used by {@code --from}, e.g. {@code kif}. */
    String name();

    /** The variant key the format is for (the Variant tag of its games). */
    String variant();

    /** File name endings that select this format, lower case, without dot. */
    List<String> extensions();

    /** Reads every game of the text. */
    List<Game> read(String text);

    /** Encodings tried, in order, for a file that is not UTF-8 (each only when it decodes every byte). */
    default List<String> fallbackEncodings() { return List.of(varia.io.TextDecoding.LATIN_1); }

    /** The file's bytes as they are to be decoded (a format may drop padding its writers add). */
    default byte[] clean(byte[] bytes) { return bytes; }
}
