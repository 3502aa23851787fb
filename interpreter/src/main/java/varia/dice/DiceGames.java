package varia.dice;

import java.util.List;
import java.util.Map;
import varia.variant.VariantException;

/** Finds dice-chess games: bundled ones by key, others by path (any file whose top level says {@code game: dice-chess}); {@link DiceFamily}'s answers. */
public final class DiceGames {
    /** The top-level {@code game} word of this family's files. */
    public static final String GAME = "dice-chess";

    private DiceGames() {}

    private static final DiceFamily FAMILY = new DiceFamily();

    /** The bundled dice-chess games' keys. */
    public static List<String> bundled() { return FAMILY.bundled(); }

    /** True when the name or path is a dice-chess game (without loading it). */
    public static boolean isDiceChess(String nameOrPath) { return FAMILY.names(nameOrPath); }

    /** The game a name or path gives, or null when it is not one. */
    public static DiceChessGame find(String nameOrPath, Map<String, String> options) throws VariantException {
        return (DiceChessGame) FAMILY.find(nameOrPath, options);
    }
}
