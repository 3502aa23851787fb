package varia.web;

import java.util.LinkedHashMap;
import java.util.Map;
import varia.game.Analysis;
import varia.game.Game;

/**
 * The analysis of the one live session ({@code GET /api/live/ID/analysis?turn=N}): the game's own
 * judgement of the state after N turns ({@link Game#analyse}), for the evaluation bar and the best
 * line, of any game that analyses ({@link Game#analyses}; a 409 for one that does not). Bounded on
 * the server, whatever the page asks: the engine's page's analysis budget (its level 3: 40,000
 * nodes, at most 2 s), through the server's one {@link SearchGate} (one search per core, a bounded queue, a 503
 * beyond it), run outside the game's lock on a state of its own.
 */
final class LiveAnalysis {
    private LiveAnalysis() {}

    /** The budget of one analysis: the old page's ({@link OldLevels#ANALYSIS}). */
    static final long NODES = OldLevels.LEVEL_NODES[OldLevels.ANALYSIS - 1], MILLIS = OldLevels.LEVEL_MS[OldLevels.ANALYSIS - 1];

    /**
     * The judgement of the game after {@code turns} of its turns (null: as it stands now), with the turn it is of; a turn out of
     * range is refused as a {@code noun} ({@code ply}: the engine page's word, {@link LiveOldWords}).
     */
    static Map<String, Object> of(SeatedSession s, Integer turns, String noun) {
        Game g = s.game;
        if (!g.analyses()) throw new Api.HttpError(409, g.name() + " has no analysis: its computer does not judge a position");
        SeatedSession.At at = s.at(turns, noun);
        Analysis a = SearchGate.SERVER.run(() -> g.analyse(at.state(), NODES, MILLIS));
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("turn", at.turn());
        m.put("seat", at.state().seat(0)); // whose share the bar shows
        m.put("first", a.first());
        m.put("score", a.score());
        m.put("mate", a.mate());
        m.put("text", a.text());
        m.put("best", a.best());
        m.put("depth", a.depth());
        m.put("nodes", a.nodes());
        m.put("over", a.over());
        return m;
    }
}
