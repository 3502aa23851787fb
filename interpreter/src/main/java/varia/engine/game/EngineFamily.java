package varia.engine.game;

import java.util.List;
import java.util.Map;
import varia.game.Family;
import varia.game.Game;
import varia.variant.VariantException;
import varia.variant.VariantLoader;
import varia.variant.VariantSchema;
import varia.variant.Variants;

/**
 * The engine's two-sided games (every variant file without a {@code game:} word: chess, shogi,
 * xiangqi and the rest) as a family of the game API: the registry's variants, loaded by
 * {@link VariantLoader}, played by {@link varia.engine.Position}. Asked last: it reads whatever
 * no other family names, and its registry says what a name that is nothing is.
 */
public final class EngineFamily implements Family {
    static final EngineFamily FAMILY = new EngineFamily();

    /** Built on first use: the loader reaches every rule's reader, which a game of another family never needs at start-up. */
    private static final class Loader {
        static final VariantLoader LOADER = new VariantLoader();
    }

    @Override public String word() { return null; }

    @Override public String kind() { return "variant"; }

    @Override public VariantSchema.Family schema() { return VariantSchema.VARIANTS; }

    @Override public List<String> bundled() { return Variants.bundled(); }

    @Override public boolean names(String nameOrPath) { return true; }

    /** The variant with its setup read: a setup the engine refuses is a problem of the file, at its line. */
    @Override public Game find(String nameOrPath, Map<String, String> options) throws VariantException {
        return EngineGame.of(Variants.resolve(nameOrPath, options));
    }

    @Override public Game load(String key, String origin, String text, Map<String, String> options) throws VariantException {
        return EngineGame.of(Loader.LOADER.load(key, origin, text, options));
    }
}
