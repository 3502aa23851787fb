package varia.rules.entry;

import java.util.BitSet;
import varia.engine.Installer;

/**
 * The entry rules in the engine: for each (colour, type), the squares it may not enter, those it may
 * enter only when empty and those it may only capture on, handed to the move tables
 * ({@link Installer#entry}), which are built accordingly. Nothing is asked while playing.
 */
final class EntrySquares {
    private EntrySquares() {}

    static void install(Entry e, Installer in) {
        int types = in.variant().pieces().size();
        for (int c = 0; c < 2; c++)
            for (int t = 0; t < types; t++) {
                BitSet closed = new BitSet(), moveOnly = new BitSet(), captureOnly = new BitSet();
                for (Entry.Rule r : e.rules()) {
                    BitSet squares = in.region(r.region(), c);
                    if (r.pieces().contains(t)) {
                        if (!r.capture()) moveOnly.or(squares);
                    } else if (r.othersCapture()) captureOnly.or(squares);
                    else closed.or(squares);
                }
                // a square some rule closes stays closed; one only captured on may not be entered by a move either
                moveOnly.andNot(closed);
                captureOnly.andNot(closed);
                BitSet both = (BitSet) moveOnly.clone();
                both.and(captureOnly);
                closed.or(both);
                moveOnly.andNot(both);
                captureOnly.andNot(both);
                in.entry(t, c, closed, moveOnly, captureOnly);
            }
    }
}
