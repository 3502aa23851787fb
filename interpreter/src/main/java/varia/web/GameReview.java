package varia.web;

import java.util.List;
import varia.diagram.Diagram;
import varia.diagram.EngineView;
import varia.engine.FenException;
import varia.engine.Position;
import varia.variant.Variant;

/**
 * Any position of a game, for the move list's review (a click or an arrow key on a move) and the
 * evaluation bar: the position after {@code ply} moves, replayed from the start with the
 * declarations made on the way, and Varia's own search of it (the score from White's side and
 * the best line in the game's notation).
 */
final class GameReview {
    private GameReview() {}

    /** What replays a game: the variant, the start, the moves (encoded, coordinates, SAN) and the declarations after each ply. */
    record Line(Variant variant, String startFen, List<Integer> moves, List<String> uci, List<String> san,
                List<List<String>> declared, int level) {}

    /** One position of the game: its FEN, board, the move that led to it and the side to move. */
    record PositionView(int ply, String fen, String svg, String lastMove, String lastSan, String turn, boolean inCheck) {}

    /**
     * Varia's judgement of a position: {@code score} in centipawns from White's side (null with a
     * mate), {@code mate} in moves (positive: White mates; null without), the best line in SAN, the
     * depth and nodes the search reached, and {@code white}: White's share of the bar (0 to 1).
     */
    record Analysis(int ply, Integer score, Integer mate, List<String> best, int depth, long nodes, double white, String over) {}

    /** The search budget of an analysis: level 3's nodes (a few tenths of a second), within its time bound. */
    static final int LEVEL = 3;

    /** The position after {@code ply} moves; {@code notation}: one of the game's tradition, whose numbers the coordinates are written in (else plain). */
    static PositionView position(Line l, int ply, boolean flipped, boolean letters, String notation) {
        Position p = at(l, ply);
        boolean own = notation != null && varia.rules.traditions.Traditions.of(l.variant()).contains(notation);
        Diagram d = EngineView.zones(EngineView.diagram(p), p).flipped(flipped).letters(letters).coordinates(own ? notation : null);
        String last = ply > 0 ? l.uci().get(ply - 1) : null;
        if (last != null) {
            int[] sq = EngineView.moveSquares(l.variant(), last);
            if (sq != null) d.lastMove(sq[0], sq[1]);
        }
        return new PositionView(ply, p.toFen(), d.svg(), last, ply > 0 ? l.san().get(ply - 1) : null,
                p.sideToMove() == 0 ? "white" : "black", p.inCheck());
    }

    /** Varia's judgement of the position after {@code ply} moves, at {@link #LEVEL} ({@code varia.engine.game.EngineAnalysis}: the game API's too). */
    static Analysis analyse(Line l, int ply, ComputerPlayer computer) {
        Position p = at(l, ply);
        varia.game.Analysis a = varia.engine.game.EngineAnalysis.ended(p);
        if (a == null) {
            int side = p.sideToMove();
            a = varia.engine.game.EngineAnalysis.of(l.variant(), p, computer.search(l.variant(), p, LEVEL, side), side);
        }
        return new Analysis(ply, a.score(), a.mate(), a.best(), a.depth(), a.nodes(), a.first(), a.over());
    }

    /** The position after {@code ply} moves, with the declarations made there. */
    static Position at(Line l, int ply) {
        if (ply < 0 || ply > l.moves().size()) throw new Api.HttpError(400, "ply must be 0 to " + l.moves().size());
        Position p;
        try {
            p = Position.fromFen(l.variant(), l.startFen());
        } catch (FenException e) {
            throw new Api.HttpError(409, "the game's start no longer reads: " + e.getMessage());
        }
        for (int i = 0; i <= ply; i++) {
            for (String name : l.declared().get(i)) p.declare(name);
            if (i < ply) p.make(l.moves().get(i));
        }
        return p;
    }
}
