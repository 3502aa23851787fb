package varia.dice;

import varia.game.SeatedFamily;
import varia.game.TurnRecords;
import varia.variant.VariantSchema;

/** Dice chess ({@code game: dice-chess} files, Chaturaji) as a family of the game API. */
public final class DiceFamily extends SeatedFamily {
    /** The top-level {@code game} word of this family's files. */
    public static final String WORD = "dice-chess";

    /** Dice-chess records (docs/records.md, "Dice chess"): {@code [N.] [SEAT] THROWS MOVE...}, {@code --} for a turn without a move. */
    static final TurnRecords.Format RECORDS = new TurnRecords.Format("", "[N.] [SEAT] THROWS MOVE...",
            "1. south 1,4 d2-d3 c1-c5", 0, "--", false, "no die left can be used", "a die is left that a piece can use, e.g. %s; a usable die must be played", true);

    /** Evaluations in pieces' worth: about a minor piece's is a clear lead. */
    public DiceFamily() { super(WORD, "dice chess", DiceLoader::load, RECORDS, 4); }

    @Override public String oneGame() { return "dice-chess game"; }

    /** The web's words: {@code /dice.html}, {@code /api/dice-games}, {@code /api/dice}. */
    @Override public String noun() { return "dice"; }

    @Override public String nouns() { return "dice"; }

    @Override public String title() { return "Dice chess"; }

    @Override public VariantSchema.Family schema() {
        return new VariantSchema.Family(WORD, WORD,
                "A dice-chess game (varia.dice): board, pieces in the movement notation, seats with their armies, the die, which number moves which piece, rules"
                        + " (docs/variant-format.md, 'Dice chess')",
                DiceLoader.TOP_KEYS);
    }

    @Override public String about() {
        return "Chess pieces moved by the throw of dice: each die names the pieces it may move. Two to four armies; no check, kings are taken.";
    }
}
