package varia.record.formats;

/**
 * Where a game may begin in a file of many, so that a large file can be read in parts by
 * separate tasks ({@code batch validate}): a line that opens a game, judged from the first
 * characters of the line and of the non-blank line before it. Both neighbours of a cut must
 * judge the same line alike, so a rule sees only what lies after the cut's nominal offset:
 * {@code previous} is null when the line before is unknown, and a rule then says no.
 */
@FunctionalInterface
public interface GameStarts {
    /**
     * @param line     the line's first characters (at most {@link #PREFIX} bytes' worth), without its line break
     * @param previous the previous non-blank line's first characters, or null when unknown
     */
    boolean at(String line, String previous);

    /** Bytes of a line that a rule may look at. */
    int PREFIX = 256;

    /** PGN and the PGN-shaped formats: a tag line after a line that is no tag. */
    GameStarts PGN = (line, previous) -> previous != null && line.startsWith("[") && !previous.startsWith("[");
}
