package varia.race;

import java.util.List;
import java.util.Map;
import varia.variant.VariantException;

/** Finds race games: bundled ones by key, others by path (any file whose top level says {@code game: race}); {@link RaceFamily}'s answers. */
public final class RaceGames {
    private RaceGames() {}

    private static final RaceFamily FAMILY = new RaceFamily();

    /** The bundled race games' keys. */
    public static List<String> bundled() { return FAMILY.bundled(); }

    /** True when the name or path is a race game (without loading it). */
    public static boolean isRace(String nameOrPath) { return FAMILY.names(nameOrPath); }

    /** The race game a name or path gives, or null when it is not one (then the engine's variants are asked). */
    public static RaceGame find(String nameOrPath, Map<String, String> options) throws VariantException {
        return (RaceGame) FAMILY.find(nameOrPath, options);
    }
}
