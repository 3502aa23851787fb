package varia.engine.game;

import varia.engine.Footprint;
import varia.engine.Position;
import varia.search.Limits;
import varia.search.Searcher;
import varia.variant.Variant;

/**
 * What a variant takes in memory ({@code describe --memory}): the loaded variant's tables
 * ({@link Footprint}), a position, and the computer player's: its hash table at the default size
 * and its per-thread arrays, measured after a short search (move lists grow with the positions searched).
 */
public final class EngineMemory {
    private EngineMemory() {}

    public static String of(Variant v) {
        Footprint f = Footprint.of(v);
        Searcher s = new Searcher(v);
        s.search(Position.start(v), Limits.nodes(20_000));
        return String.format(java.util.Locale.ROOT, """

                Memory (estimated)
                  move tables %s, rule hooks and keys %s: %s while the variant is loaded
                  a position %s, and %s per move of its history
                  the computer player: hash table %s (UCI/XBoard option Hash, play --hash), %s per search thread
                """, Footprint.human(f.moveTables()), Footprint.human(f.compiled()), Footprint.human(f.variantBytes()),
                Footprint.human(f.position()), Footprint.human(f.plyBytes()), Footprint.human(s.hashBytes()), Footprint.human(s.workBytes()));
    }
}
