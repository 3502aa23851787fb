package varia.web;

import java.util.List;
import java.util.Map;
import varia.game.Family;
import varia.game.Game;
import varia.variant.VariantException;

/**
 * Where one family's games come from for the one live session ({@link SeatedApi}): its list, a game
 * with option values, a file's source. {@link SeatedCatalog} is the shelf of the families whose
 * files say {@code game: WORD}; {@link EngineShelf} the engine's, over the {@link VariantCatalog}
 * that the engine's own pages keep using. The API asks this door and never which family it is.
 */
interface GameShelf {
    Family family();

    /** What one of its games is called in a message ({@code race game}, {@code variant}). */
    String what();

    /** Its games as the list answers show them. */
    List<?> list();

    /** The text of a game's file. */
    String source(String key) throws VariantCatalog.NotFound;

    /** A game with these option values. */
    Game get(String key, Map<String, String> options) throws VariantException, VariantCatalog.NotFound;

    /**
     * The set-up choices each seat of a game makes for itself, as a row of pictures per seat
     * ({@link SetupChoices}: janggi's orders of horses and elephants), each pairing one value of an
     * option the game is then started with; none by default (a family whose options are not such pairings).
     */
    default List<SetupChoices.PerSide> setups(String key) throws VariantException, VariantCatalog.NotFound { return List.of(); }
}
