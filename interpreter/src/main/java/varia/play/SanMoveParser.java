package varia.play;

import varia.engine.Moves;
import varia.engine.Position;
import varia.record.San;
import varia.variant.Variant;

/**
 * Moves as the records work reads them ({@link varia.record.MoveParser}): SAN with the variant's
 * letters ({@code Nf3}, {@code exd5}, {@code +Bx55}-style promoted letters, {@code P@e5} drops,
 * {@code pass} and {@code --} passes, {@code O-O}), long algebraic and Fairy-Stockfish coordinates.
 * Keeps the reason the last unreadable move was rejected for {@link #why}.
 */
public final class SanMoveParser implements MoveParser {
    private Variant variant;
    private varia.record.MoveParser reader;
    private String lastError;

    private varia.record.MoveParser reader(Variant v) {
        if (reader == null || variant != v) {
            variant = v;
            reader = new varia.record.MoveParser(new San(v));
        }
        return reader;
    }

    @Override
    public int parse(Position pos, String text) {
        var p = reader(pos.variant()).parse(pos, text);
        lastError = p.ok() ? null : p.error();
        return p.ok() ? p.move() : Moves.NONE;
    }

    @Override
    public String why(Position pos, String text) {
        parse(pos, text);
        return lastError;
    }
}
