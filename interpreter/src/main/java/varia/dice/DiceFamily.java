package varia.dice;

import varia.game.FileFamily;

/** Dice chess ({@code game: dice-chess} files, Chaturaji) as a family of the game API. */
public final class DiceFamily extends FileFamily {
    /** The top-level {@code game} word of this family's files. */
    public static final String WORD = "dice-chess";

    public DiceFamily() { super(WORD, "dice chess", DiceLoader::load); }

    @Override public String oneGame() { return "dice-chess game"; }

    /** The web's words: {@code /dice.html}, {@code /api/dice-games}, {@code /api/dice}. */
    @Override public String noun() { return "dice"; }

    @Override public String nouns() { return "dice"; }

    @Override public String title() { return "Dice chess"; }

    @Override public String about() {
        return "Chess pieces moved by the throw of dice: each die names the pieces it may move. Two to four armies; no check, kings are taken.";
    }
}
