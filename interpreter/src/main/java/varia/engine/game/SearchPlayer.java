package varia.engine.game;

import java.util.List;
import java.util.SplittableRandom;
import varia.engine.Moves;
import varia.game.Player;
import varia.game.State;
import varia.search.Limits;
import varia.search.SearchResult;
import varia.search.Searcher;
import varia.variant.Variant;

/**
 * The engine's search ({@link Searcher}: alpha-beta, Lazy SMP, its own tables) as a player of the
 * game API, within limits a move (a node budget: a game depends on its seed only). It claims a draw the
 * rules offer when its search finds playing on no better. Draws nothing from the random source.
 */
public final class SearchPlayer implements Player {
    /** Nodes a move when none are given. */
    public static final long DEFAULT_NODES = 100_000;

    private final Searcher searcher;
    private final Limits limits;

    public SearchPlayer(Variant v, Limits limits, int hashMb) {
        this(v, limits, hashMb, varia.search.Strength.MAX_LEVEL, 1);
    }

    /** At a level of {@link varia.search.Strength} (below full strength it may play a weaker move) on {@code threads} threads. */
    public SearchPlayer(Variant v, Limits limits, int hashMb, int level, int threads) {
        this.searcher = new Searcher(v, hashMb);
        this.searcher.setStrength(varia.search.Strength.level(level));
        this.searcher.setThreads(threads);
        this.limits = limits;
    }

    /** The stop of the search running now (null: none), raised from another thread by {@link #stop}. */
    private volatile varia.search.StopSignal running;

    @Override public void newGame() { searcher.newGame(); }

    /** None from the random source: a weaker level draws from the position's own hash ({@link varia.search.Strength}), so a replay keeps the moves without searching again. */
    @Override public boolean draws(varia.game.Game game) { return false; }

    /** The last search's line in words (see {@link #report}). */
    private String report = "";

    @Override public String report() { return report; }

    /** The search running now returns its best move so far (the searcher checks every 1,024 nodes). */
    @Override public boolean stop() {
        varia.search.StopSignal s = running;
        if (s == null) return false;
        s.raise();
        return true;
    }

    @Override public int choose(State state, int[] actions, int n, SplittableRandom random) {
        EngineState s = (EngineState) state;
        varia.search.StopSignal stop = new varia.search.StopSignal();
        running = stop;
        SearchResult r;
        try {
            r = searcher.search(s.position(), limits, null, s.current(), stop);
        } finally {
            running = null;
        }
        report = words(s, r);
        if (r.move() == Moves.NONE) return actions[0];
        if (r.score() <= 0 && !s.claims().isEmpty()) return CLAIM;
        return r.move();
    }

    /** "depth 8, score cp -10, line Nd7 e5 Nc6, 412331 nodes, 985 ms" (the line in SAN, as far as it is legal, at most 12 moves; the time last). */
    private static String words(EngineState s, SearchResult r) {
        StringBuilder b = new StringBuilder(String.format(java.util.Locale.ROOT, "depth %d, score %s", r.depth(), Searcher.uciScore(r.score())));
        List<String> line = new varia.record.San(s.position().variant()).line(s.position(), r.pv() == null ? new int[0] : r.pv(), 12); // the live position, left as it was
        if (!line.isEmpty()) b.append(", line ").append(String.join(" ", line));
        return b.append(String.format(java.util.Locale.ROOT, ", %d nodes, %d ms", r.nodes(), r.timeMs())).toString();
    }
}
