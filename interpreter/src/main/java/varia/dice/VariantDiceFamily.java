package varia.dice;

import varia.game.FileFamily;
import varia.variant.VariantSchema;

/** The engine's variants moved by dice ({@code game: dice-variant} files, Grande Acedrex with its die) as a family of the game API. */
public final class VariantDiceFamily extends FileFamily {
    public VariantDiceFamily() { super(VariantDiceLoader.WORD, "dice variant", VariantDiceLoader::load); }

    @Override public String oneGame() { return "variant moved by dice"; }

    @Override public VariantSchema.Family schema() {
        return new VariantSchema.Family(VariantDiceLoader.WORD, VariantDiceLoader.WORD,
                "One of the engine's variants moved by a die that names the piece (varia.dice): the variant, its option values, the die, which number moves which piece"
                        + " (docs/variant-format.md, 'Dice variants')",
                VariantDiceLoader.TOP_KEYS);
    }
}
