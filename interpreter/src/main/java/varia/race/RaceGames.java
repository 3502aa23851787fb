package varia.race;

import java.util.List;
import java.util.Map;
import varia.variant.VariantException;
import varia.variant.Variants;

/** Finds race games: bundled ones by key, others by path (any file whose top level says {@code game: race}). */
public final class RaceGames {
    private RaceGames() {}

    /** The bundled race games' keys. */
    public static List<String> bundled() { return Variants.registry().bundledRaces(); }

    /** True when the name or path is a race game (without loading it). */
    public static boolean isRace(String nameOrPath) {
        return GameFile.find(nameOrPath, "race") != null;
    }

    /** The race game a name or path gives, or null when it is not one (then the engine's variants are asked). */
    public static RaceGame find(String nameOrPath, Map<String, String> options) throws VariantException {
        GameFile found = GameFile.find(nameOrPath, "race");
        if (found == null) return null;
        return RaceLoader.load(found.key(), found.origin(), found.text(), options);
    }
}
