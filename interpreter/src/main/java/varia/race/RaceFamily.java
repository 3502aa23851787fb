package varia.race;

import java.util.List;
import java.util.Map;
import varia.game.Family;
import varia.game.Game;
import varia.variant.VariantException;

/** Race games ({@code game: race} files, Ashtapada) as a family of the game API. */
public final class RaceFamily implements Family {
    /** The top-level {@code game} word of this family's files. */
    public static final String WORD = "race";

    @Override public String word() { return WORD; }

    @Override public String kind() { return "race game"; }

    @Override public List<String> bundled() { return RaceGames.bundled(); }

    @Override public boolean names(String nameOrPath) { return RaceGames.isRace(nameOrPath); }

    @Override public Game find(String nameOrPath, Map<String, String> options) throws VariantException { return RaceGames.find(nameOrPath, options); }

    @Override public Game load(String key, String origin, String text, Map<String, String> options) throws VariantException {
        return RaceLoader.load(key, origin, text, options);
    }
}
