package varia.rules.extinction;

import varia.engine.EndRule;
import varia.engine.Ending;
import varia.engine.GameResult;
import varia.engine.Installer;
import varia.engine.Position;

/** Extinction in the engine: an ending checked at every position by counting pieces (a few array reads). */
final class ExtinctionEnd implements EndRule {
    private final Extinction.Clause[] clauses;
    /** Per clause, the type indices counted (all types when the clause counts every piece). */
    private final int[][] types;
    private final int typeCount;

    private ExtinctionEnd(Extinction model, int typeCount) {
        this.typeCount = typeCount;
        clauses = model.clauses().toArray(Extinction.Clause[]::new);
        types = new int[clauses.length][];
        for (int i = 0; i < clauses.length; i++) types[i] = clauses[i].types().stream().mapToInt(Integer::intValue).toArray();
    }

    static void install(Extinction model, Installer in) { in.ending(new ExtinctionEnd(model, in.variant().pieces().size())); }

    /**
     * The side to move is looked at first: when one move leaves both sides extinct (a last pawn
     * promoting with a capture), the side that made it wins, as Extinction chess rules it.
     */
    @Override public GameResult check(Position p) {
        for (int k = 0; k < 2; k++) {
            int colour = p.sideToMove() ^ k;
            for (int i = 0; i < clauses.length; i++) {
                Extinction.Clause c = clauses[i];
                if (holds(p, c, types[i], colour))
                    return GameResult.of(colour, c.outcome(), Ending.EXTINCTION, "extinction");
            }
        }
        return null;
    }

    private boolean holds(Position p, Extinction.Clause c, int[] ts, int colour) {
        if (c.allPieces()) {
            int n = p.pieceCount(colour);
            if (c.withHand()) for (int t = 0; t < typeCount; t++) n += p.inHand(colour, t);
            return n <= c.atMost();
        }
        int sum = 0;
        for (int t : ts) {
            int n = p.countOf(colour, t) + (c.withHand() ? p.inHand(colour, t) : 0);
            if (!c.together() && n <= c.atMost()) return true;
            sum += n;
        }
        return c.together() && sum <= c.atMost();
    }
}
