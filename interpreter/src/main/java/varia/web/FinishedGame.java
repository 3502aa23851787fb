package varia.web;

/**
 * A finished game as the store keeps it: its record (the PGN, or the family's record in turns) and
 * the few values that replay it ({@code recipe}: the game's key, options, seed and moves), but no
 * position, table or variant. Its API ({@link SeatedApi}) plays it again from the
 * recipe when it is asked for its state or an undo, and the store keeps the game live again after
 * an undo. A finished game whose variant has gone (a pasted file forgotten, a folder file changed)
 * keeps its record.
 */
final class FinishedGame extends LiveGame {
    /** The API address of the game's kind ({@code /api/live/}, {@code /api/race/}...). */
    final String address;
    /** The record's text and the file name it is downloaded as. */
    final String record, fileName;
    /** What replays the game: its kind's own record ({@link SeatedSession.Recipe}). */
    final Object recipe;
    private final long bytes;

    FinishedGame(String id, String address, String record, String fileName, Object recipe) {
        super(id);
        this.address = address;
        this.record = record;
        this.fileName = fileName;
        this.recipe = recipe;
        this.bytes = 2L * record.length() + varia.memory.Sizes.of(recipe) + 64;
    }

    @Override Object shared() { return null; }

    @Override long growthBytes() { return bytes; }

    @Override boolean over() { return true; }

    @Override FinishedGame finish() { return this; }
}
