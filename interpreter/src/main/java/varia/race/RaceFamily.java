package varia.race;

import varia.game.SeatedFamily;
import varia.game.TurnRecords;
import varia.variant.VariantSchema;

/** Race games ({@code game: race} files, Ashtapada) as a family of the game API. */
public final class RaceFamily extends SeatedFamily {
    /** The top-level {@code game} word of this family's files. */
    public static final String WORD = "race";

    /** Race records (docs/records.md, "Race games"): {@code [N.] [SEAT] THROW MOVE}, {@code -} for a throw not used. */
    static final TurnRecords.Format RECORDS = new TurnRecords.Format("throw ", "[N.] [SEAT] THROW MOVE",
            "1. south 3 @c1", 1, "-", true, "no throw is left", "the throw can be used, e.g. %s", false);

    /** Evaluations in the squares a piece's progress is worth: a few pieces' worth of a lead is a clear one. */
    public RaceFamily() { super(WORD, "race game", RaceLoader::load, RECORDS, 12); }

    @Override public VariantSchema.Family schema() {
        return new VariantSchema.Family(WORD, WORD,
                "A race game (varia.race): board, pieces per player, the throw, seats with their tracks, rules (docs/variant-format.md, 'Race games')",
                RaceLoader.TOP_KEYS);
    }

    @Override public String about() {
        return "Games of the throw: pieces enter a track and race home by the throw of shells or dice. Play against the computer, or several people at one screen.";
    }
}
