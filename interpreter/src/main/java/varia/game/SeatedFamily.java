package varia.game;

/**
 * A family of {@link SeatedGame}s (race games, dice chess): a {@link FileFamily} that also knows
 * the words its records are written in and the scale its computer players evaluate on, the same
 * for each of its games.
 */
public abstract class SeatedFamily extends FileFamily {
    private final TurnRecords.Format recordFormat;
    private final double evaluationScale;

    protected SeatedFamily(String word, String kind, Loader loader, TurnRecords.Format recordFormat, double evaluationScale) {
        super(word, kind, loader);
        this.recordFormat = recordFormat;
        this.evaluationScale = evaluationScale;
    }

    /** The words of its games' records in turns. */
    public TurnRecords.Format recordFormat() { return recordFormat; }

    /** What a clear lead is worth on its evaluations' scale (see {@link Game#evaluationScale}). */
    public double evaluationScale() { return evaluationScale; }
}
