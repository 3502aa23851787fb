package varia.dice;

import java.util.List;
import java.util.Map;
import varia.race.GameFile;
import varia.variant.VariantException;
import varia.variant.Variants;

/** Finds dice-chess games: bundled ones by key, others by path (any file whose top level says {@code game: dice-chess}). */
public final class DiceGames {
    /** The top-level {@code game} word of this family's files. */
    public static final String GAME = "dice-chess";

    private DiceGames() {}

    /** The bundled dice-chess games' keys. */
    public static List<String> bundled() { return Variants.registry().bundledGames(GAME); }

    /** True when the name or path is a dice-chess game (without loading it). */
    public static boolean isDiceChess(String nameOrPath) { return GameFile.find(nameOrPath, GAME) != null; }

    /** The game a name or path gives, or null when it is not one. */
    public static DiceChessGame find(String nameOrPath, Map<String, String> options) throws VariantException {
        GameFile found = GameFile.find(nameOrPath, GAME);
        if (found == null) return null;
        return DiceLoader.load(found.key(), found.origin(), found.text(), options);
    }
}
