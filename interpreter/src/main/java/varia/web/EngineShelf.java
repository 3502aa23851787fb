package varia.web;

import java.util.List;
import java.util.Map;
import varia.engine.game.EngineGame;
import varia.game.Family;
import varia.game.Game;
import varia.variant.VariantException;

/**
 * The engine's variants as a shelf of the one live session: the same {@link VariantCatalog}
 * (bundled, folder, pasted; its caches and bounds) the engine's own pages read, each variant seen
 * as a game of the API ({@link EngineGame}).
 */
final class EngineShelf implements GameShelf {
    private final VariantCatalog variants;
    private final Family family;

    EngineShelf(VariantCatalog variants, Family family) {
        this.variants = variants;
        this.family = family;
    }

    @Override public Family family() { return family; }

    @Override public String what() { return family.kind(); }

    /** Every variant offered, in the shape the seated families' lists have ({@link SeatedCatalog#entry}): seating, options, who may play. */
    @Override public List<?> list() {
        List<Object> out = new java.util.ArrayList<>();
        for (VariantCatalog.Entry e : variants.list()) {
            try {
                out.add(SeatedCatalog.entry(EngineGame.of(variants.get(e.key(), Map.of())), e.source()));
            } catch (VariantException | VariantCatalog.NotFound gone) {
                // a folder file changed between the list and the load: the next list says so
            }
        }
        return out;
    }

    @Override public String source(String key) throws VariantCatalog.NotFound { return variants.source(key); }

    @Override public Game get(String key, Map<String, String> options) throws VariantException, VariantCatalog.NotFound {
        return EngineGame.of(variants.get(key, options));
    }

    /** The variant's options that pair one arrangement per side, found from their values and start positions ({@link SetupChoices}). */
    @Override public List<SetupChoices.PerSide> setups(String key) throws VariantException, VariantCatalog.NotFound {
        return SetupChoices.of(variants.get(key, Map.of()), options -> {
            try {
                return variants.get(key, options);
            } catch (VariantException | VariantCatalog.NotFound e) {
                return null; // a value that does not load is no choice
            }
        });
    }
}
