package varia.dice;

import varia.game.FileFamily;

/** Dice chess ({@code game: dice-chess} files, Chaturaji) as a family of the game API. */
public final class DiceFamily extends FileFamily {
    public DiceFamily() { super(DiceGames.GAME, "dice chess", DiceLoader::load); }
}
