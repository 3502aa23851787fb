package varia.race;

import varia.game.FileFamily;

/** Race games ({@code game: race} files, Ashtapada) as a family of the game API. */
public final class RaceFamily extends FileFamily {
    /** The top-level {@code game} word of this family's files. */
    public static final String WORD = "race";

    public RaceFamily() { super(WORD, "race game", RaceLoader::load); }

    @Override public String about() {
        return "Games of the throw: pieces enter a track and race home by the throw of shells or dice. Play against the computer, or several people at one screen.";
    }
}
