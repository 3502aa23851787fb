package varia.engine.game;

import java.util.List;
import varia.engine.GameResult;
import varia.engine.Position;
import varia.game.Analysis;
import varia.search.Limits;
import varia.search.SearchResult;
import varia.search.Searcher;
import varia.variant.Variant;

/**
 * The engine's judgement of a position as the game API's {@link Analysis} ({@link EngineGame#analyse},
 * the one live session's analysis and evaluation bar): the score turned to
 * White's side, a mate found counted in moves, White's share of the bar, the best line in SAN as
 * far as it is legal ({@code San.line}).
 */
public final class EngineAnalysis {
    private EngineAnalysis() {}

    /** Moves of the best line shown. */
    static final int LINE = 12;

    /** The judgement of a position where the game is over (no search); null when it goes on. */
    public static Analysis ended(Position p) {
        GameResult result = p.result();
        if (!result.isOver()) return null;
        double white = switch (result.status()) { case WHITE_WINS -> 1; case BLACK_WINS -> 0; default -> .5; };
        return new Analysis(white, null, null, result.pgn(), List.of(), 0, 0, result.pgn() + " (" + result.reason() + ")");
    }

    /** A search's result {@code r} of {@code p} for {@code colour} (the side it searched for), as White's judgement. */
    public static Analysis of(Variant v, Position p, SearchResult r, int colour) {
        int sign = colour == 0 ? 1 : -1;
        Integer score = null, mate = null;
        if (Math.abs(r.score()) > Searcher.MATE_BOUND) {
            int plies = Searcher.MATE - Math.abs(r.score());
            mate = sign * Integer.signum(r.score()) * ((plies + 1) / 2);
        } else {
            score = sign * r.score();
        }
        int[] pv = r.pv() == null || r.pv().length == 0 ? new int[] {r.move()} : r.pv();
        List<String> best = new varia.record.San(v).line(p, pv, LINE);
        double white = mate != null ? (mate > 0 ? 1 : 0) : 1 / (1 + Math.exp(-score / 400.0));
        String text = mate != null ? "#" + mate : String.format(java.util.Locale.ROOT, "%+.2f", score / 100.0);
        return new Analysis(white, score, mate, text, best, r.depth(), r.nodes(), null);
    }

    /**
     * {@code p} searched for {@code colour} on a searcher of its own (a small table: no other
     * game's search depends on it) within {@code nodes} and {@code millis}, then judged.
     */
    static Analysis search(Variant v, Position p, int colour, long nodes, long millis) {
        Analysis over = ended(p);
        if (over != null) return over;
        Searcher s = new Searcher(v, HASH_MB);
        return of(v, p, s.search(p, new Limits(Limits.MAX_DEPTH, 0, millis, nodes), null, colour), colour);
    }

    /** An analysis's table, as the web's level 3 (40,000 nodes) has. */
    static final int HASH_MB = 2;
}
