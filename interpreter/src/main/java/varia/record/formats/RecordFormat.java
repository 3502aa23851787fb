package varia.record.formats;

import java.util.List;
import varia.io.TextDecoding;
import varia.record.Game;

/**
 * A native game-record format that converts to PGN. A reader turns the text into {@link Game}s
 * whose moves are in Fairy-Stockfish coordinates ({@code c3c4}, {@code c3c4+}, {@code P@e5}); the
 * variant, once loaded, turns them into SAN. Readers never throw: problems go into the games,
 * and what a reader tolerated (a missing result, a broken tag) into their notes.
 *
 * <p>A new format is one class and one line in {@link Formats#ALL}: its name for {@code --from},
 * its variant, its file endings, how its content is recognised, and its reader.
 */
public interface RecordFormat {
    /** Short name used by {@code --from}, e.g. {@code kif}. */
    String name();

    /** The variant key the format is for (the Variant tag of its games). */
    String variant();

    /** File name endings that select this format, lower case, without dot. */
    List<String> extensions();

    /**
     * Whether a file that begins so is in this format: content detection, asked when neither
     * {@code --from} nor the file name's ending says (a {@code .pgn} file is asked too, since
     * xiangqi archives write ICCS and WXF in files called .pgn). {@link Formats#ALL} asks the
     * formats in its order; the first yes wins, none means PGN. Keep it cheap and specific: a
     * signature, a header word, or every movetext word in the format's own shape.
     */
    boolean recognises(Head head);

    /** Reads every game of the text. */
    List<Game> read(String text);

    /**
     * Reads every game of a file's bytes: a text format decodes them (UTF-8, else its fallback
     * encodings) and reads the text; a binary format overrides this. {@code note[0]} receives a
     * sentence for the user when the bytes were not UTF-8.
     */
    default List<Game> read(byte[] bytes, String[] note) throws TextDecoding.UndecodableException {
        TextDecoding.Decoded d = TextDecoding.decode(clean(bytes), fallbackEncodings());
        note[0] = d.note();
        return read(d.text());
    }

    /** Encodings tried, in order, for a file that is not UTF-8 (each only when it decodes every byte). */
    default List<String> fallbackEncodings() { return List.of(TextDecoding.LATIN_1); }

    /** The file's bytes as they are to be decoded (a format may drop padding its writers add). */
    default byte[] clean(byte[] bytes) { return bytes; }

    /**
     * Where a game may begin, for reading a large file in parts ({@link GameStarts}); null when
     * a file of this format is read whole (a binary format, one game a file).
     */
    default GameStarts gameStarts() { return null; }
}
