package varia.rules.turns;

import static org.junit.jupiter.api.Assertions.*;
import static varia.rules.RulesPlay.*;

import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import varia.engine.FenException;
import varia.engine.Perft;
import varia.engine.Position;
import varia.match.MatchRunner;
import varia.search.Limits;
import varia.variant.Variant;

/**
 * The opening series ({@code play.opening-series}): Senterej's ten-moves reading of the werera
 * (seed 004, section III, note 10) and Shatranj's ta'biya (seed 004, section II). Each test names
 * the sentence it checks.
 */
class OpeningSeriesTest {
    static final Variant TEN = variant("senterej", Map.of("werera", "ten-moves"));
    static final Variant TABIYA_12 = variant("shatranj", Map.of("opening", "tabiya-12"));

    /** Note 10: "The opening player makes 10 moves at once", "then, the second player makes his first 10 moves". */
    @Test
    void whiteMovesTenTimesThenBlackTenThenTurnsAlternate() {
        Position p = Position.start(TEN);
        assertTrue(p.toFen().contains(" w10 "), p.toFen());
        String[] white = {"a2a3", "a3a4", "b2b3", "b3b4", "c2c3", "c3c4", "d2d3", "d3d4", "h2h3", "h3h4"};
        for (int i = 0; i < white.length; i++) {
            assertEquals(0, p.sideToMove(), "White's series, move " + (i + 1));
            play(p, white[i]);
        }
        assertTrue(p.toFen().contains(" b10 "), p.toFen());
        String[] black = {"a7a6", "a6a5", "b7b6", "b6b5", "c7c6", "c6c5", "d7d6", "d6d5", "h7h6", "h6h5"};
        for (int i = 0; i < black.length; i++) {
            assertEquals(1, p.sideToMove(), "Black's series, move " + (i + 1));
            play(p, black[i]);
        }
        assertFalse(p.inOpeningSeries());
        assertEquals(0, p.sideToMove(), "after both series White moves");
        play(p, "e2e3");
        assertEquals(1, p.sideToMove(), "then turns alternate");
        play(p, "e7e6");
        assertEquals(0, p.sideToMove());
        // unmaking goes back through the series
        for (int i = 0; i < 22; i++) p.unmake();
        assertEquals(Position.start(TEN).toFen(), p.toFen());
        assertEquals(Position.start(TEN).hash(), p.hash());
    }

    /** Note 10, rule 1: "No piece is allowed to cross the board's centerline". */
    @Test
    void noPieceLeavesItsOwnHalf() {
        Position p = play(Position.start(TEN), "e2e3", "e3e4");
        assertEquals(Set.of(), movesFrom(p, "e4"), "e4-e5 would cross the centre line");
        Position black = position(TEN, "rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b3 Kq - 0 1");
        play(black, "d7d6", "d6d5");
        assertEquals(Set.of(), movesFrom(black, "d5"));
        // Shatranj's ta'biya: "no piece was allowed to cross the board's centerline" (section II)
        Position s = position(TABIYA_12, "rnbkqbnr/pppppppp/8/8/3N4/8/PPPPPPPP/R1BKQBNR w7 - - 0 1");
        assertEquals(set("d4b3", "d4f3"), movesFrom(s, "d4"));
    }

    /** Note 10, rule 2: "No capture is allowed". */
    @Test
    void noCaptureDuringTheSeries() {
        Position p = position(TEN, "rnbkqbnr/pppppppp/8/8/8/2n5/PPPPPPPP/RNBQKBNR w5 Kq - 0 1");
        assertEquals(set(), movesFrom(p, "b2").stream().filter(m -> m.endsWith("c3")).collect(java.util.stream.Collectors.toSet()));
        assertEquals(set("d2d3"), movesFrom(p, "d2"));
        assertFalse(movesFrom(p, "b1").contains("b1c3"));
        // the same position without the series: the captures exist
        Position later = position(TEN, "rnbkqbnr/pppppppp/8/8/8/2n5/PPPPPPPP/RNBQKBNR w - - 0 30");
        assertTrue(moves(later).containsAll(List.of("b2c3", "d2c3", "b1c3")), moves(later).toString());
    }

    /** Note 10, rules 3 and 4: castling to the right is allowed and is one move; to the left it is not. */
    @Test
    void castlingToTheRightCountsAsOneMove() {
        Position p = position(TEN, "rnbkqbnr/pppppppp/8/8/8/5NP1/PPPPPPBP/RNBQK2R w8 Kq - 0 1");
        assertTrue(moves(p).contains("e1g1"), moves(p).toString());
        play(p, "e1g1");
        assertTrue(p.toFen().contains(" w7 "), "one move of the series: " + p.toFen());
        Position left = position(TEN, "rnbkqbnr/pppppppp/8/8/8/2N5/PPPPPPPP/R3KBNR w6 Kq - 0 1");
        assertFalse(moves(left).contains("e1c1"), moves(left).toString());
        assertFalse(moves(left).contains("e1b1"), moves(left).toString());
        // and not after the series: like the werera's castling, it belongs to the opening
        Position after = position(TEN, "rnbkqbnr/pppppppp/8/8/8/5NP1/PPPPPPBP/RNBQK2R w Kq - 0 20");
        assertFalse(moves(after).contains("e1g1"));
    }

    /**
     * Perft in the series counts only the mover's moves: from the setup 8 pawn steps, 4 knight
     * moves and 4 saba leaps; one ply later White moves again, and its moves are exactly its ordinary moves (the
     * same board with the series over) that end in its own half.
     */
    @Test
    void perftCountsTheSeriesMoversMovesOnly() {
        Position p = Position.start(TEN);
        assertEquals(16, Perft.perft(p, 1));
        long sum = 0;
        for (String m : moves(p)) {
            Position q = play(Position.start(TEN), m);
            assertEquals(0, q.sideToMove(), m);
            Position ordinary = position(TEN, q.toFen().replace(" w9 ", " w "));
            assertFalse(ordinary.inOpeningSeries());
            Set<String> own = new java.util.TreeSet<>();
            for (String o : moves(ordinary)) if (Integer.parseInt(o.substring(3)) <= 4) own.add(o);
            assertEquals(own, moves(q), "after " + m);
            sum += own.size();
        }
        assertEquals(sum, Perft.perft(p, 2));
        // a series of one move a side is plain alternation: perft equals the default Shatranj's
        Position alt = Position.start(variant("shatranj"));
        Position one = position(variant("shatranj", Map.of("opening", "tabiya-10")), "rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKQBNR w1 - - 0 1");
        assertEquals(Perft.perft(alt, 1), Perft.perft(one, 1));
    }

    /** The side field counts the moves left: 'w7', 'b3'; a count the variant cannot have is refused. */
    @Test
    void fenCarriesTheSeries() throws FenException {
        Position p = Position.fromFen(TEN, "rnbkqbnr/pppppppp/8/8/8/4P3/PPPP1PPP/RNBQKBNR b3 Kq - 0 1");
        assertEquals(1, p.sideToMove());
        assertEquals(3, p.seriesMovesLeft());
        assertEquals("rnbkqbnr/pppppppp/8/8/8/4P3/PPPP1PPP/RNBQKBNR b3 Kq - 0 1", p.toFen());
        var e = assertThrows(FenException.class, () -> Position.fromFen(TEN, "8/8/8/8/8/8/8/K6k w11 - - 0 1"));
        assertTrue(e.getMessage().contains("1 to 10"), e.getMessage());
        e = assertThrows(FenException.class, () -> Position.fromFen(variant("senterej"), "rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w3 Kq - 0 1"));
        assertTrue(e.getMessage().contains("has none"), e.getMessage());
        // a plain side field away from the setup: the series is over
        Position later = Position.fromFen(TEN, "rnbkqbnr/pppppppp/8/8/8/4P3/PPPP1PPP/RNBQKBNR b Kq - 0 1");
        assertFalse(later.inOpeningSeries());
    }

    /** The sample record of the ten-moves reading replays under its VariantOptions tag; the werera sample does not. */
    @Test
    void theTenMovesRecordReplays() throws Exception {
        java.nio.file.Path file = varia.TestPaths.root().resolve("samples/senterej/ten-moves-demo.pgn");
        var game = varia.record.PgnReader.readAll(java.nio.file.Files.readString(file)).get(0);
        assertEquals(Map.of("werera", "ten-moves"), varia.record.Validator.variantOptions(game.tag("VariantOptions")));
        var verdict = new varia.record.Validator(TEN).validate(game);
        assertTrue(verdict.ok(), String.valueOf(verdict.failure()));
        assertEquals(25, verdict.plies());
        // the werera record is no ten-moves game: Black's first move comes before White's second
        var werera = varia.record.PgnReader.readAll(java.nio.file.Files.readString(
                varia.TestPaths.root().resolve("samples/senterej/werera-demo.pgn"))).get(0);
        var refused = new varia.record.Validator(TEN).validate(werera);
        assertFalse(refused.ok());
        assertEquals("2.", refused.failure().moveNo(), "White's second move of its series");
        assertTrue(refused.failure().reason().contains("not White's"), refused.failure().reason());
    }

    /** The search plays the series (the same side moving again is not the opponent's reply) and wins against random moves. */
    @Test
    void variaBeatsARandomMoverThroughTheSeries() throws Exception {
        for (Variant v : List.of(TEN, TABIYA_12)) {
            var games = MatchRunner.match(v, new MatchRunner.VariaPlayer(Limits.nodes(20_000)), new MatchRunner.RandomPlayer(7), 2, 400);
            for (var g : games) {
                assertNull(g.illegal(), g.toString());
                assertEquals(1.0, g.variaScore(), v.key() + ": " + g.result() + " " + g.moves());
            }
        }
    }
}
