package varia.dice;

import varia.game.FileFamily;

/** The engine's variants moved by dice ({@code game: dice-variant} files, Grande Acedrex with its die) as a family of the game API. */
public final class VariantDiceFamily extends FileFamily {
    public VariantDiceFamily() { super(VariantDiceLoader.WORD, "dice variant", VariantDiceLoader::load); }

    @Override public String oneGame() { return "variant moved by dice"; }
}
