package varia.dice;

import java.util.List;
import java.util.Map;
import varia.game.Family;
import varia.game.Game;
import varia.variant.VariantException;

/** Dice chess ({@code game: dice-chess} files, Chaturaji) as a family of the game API. */
public final class DiceFamily implements Family {
    @Override public String word() { return DiceGames.GAME; }

    @Override public String kind() { return "dice chess"; }

    @Override public List<String> bundled() { return DiceGames.bundled(); }

    @Override public boolean names(String nameOrPath) { return DiceGames.isDiceChess(nameOrPath); }

    @Override public Game find(String nameOrPath, Map<String, String> options) throws VariantException { return DiceGames.find(nameOrPath, options); }

    @Override public Game load(String key, String origin, String text, Map<String, String> options) throws VariantException {
        return DiceLoader.load(key, origin, text, options);
    }
}
