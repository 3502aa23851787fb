package varia.dice;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** A dice-chess file's mistakes: one positioned message each (file:line:col), with a suggestion for typos. */
class DiceLoaderErrorsTest {
    static final String GOOD = """
            game: dice-chess
            board: {files: 4, ranks: 4}
            pieces:
              king: {letter: K, betza: K, king: true}
              pawn: {letter: P, betza: fmWfcF, promotes: true}
            seats:
              south: {forward: north, setup: {king: a1, pawn: [a2, b2]}}
              north: {forward: south, setup: {king: d4, pawn: [c3, d3]}}
            throw: {dice: 1, sides: 2}
            moves: {1: king, 2: pawn}
            """;

    static List<String> problems(String text) { return varia.game.LoaderProblems.of(DiceLoader::load, text); }

    static String with(String from, String to) { return varia.game.LoaderProblems.with(GOOD, from, to); }

    @Test
    void theGoodFileLoadsAndPlays() throws Exception {
        DiceChessGame g = DiceLoader.load("t", "t.yaml", GOOD, Map.of());
        DiceTable t = new DiceTable(g, 2);
        DicePosition pos = new DicePosition(t);
        pos.startTurn(1, 1); // two dice, both "2": pawns
        int[] moves = new int[t.maxMoves];
        assertEquals(3, pos.generate(moves), "a2-a3, b2-b3 and b2xc3 (the two dice name the same pieces: listed once)");
        assertEquals(2, g.rules().dicePerTurn());
    }

    @Test
    void aBadBetzaIsPlacedOnItsCharacter() {
        assertEquals(List.of("t.yaml:5:33: pieces.pawn.betza: unknown atom 'Y'; atoms are W F D N A H C Z G and K R B Q"),
                problems(with("betza: fmWfcF", "betza: fmWfcY")));
        assertEquals(List.of("t.yaml:4:28: pieces.king.betza: multi-leg moves are not played by dice-chess games; use leaps, slides and m/c modes"),
                problems(with("betza: K,", "betza: aK,")));
        // a broken piece does not hide the rest of the file's mistakes
        assertEquals(List.of("t.yaml:5:33: pieces.pawn.betza: unknown atom 'Y'; atoms are W F D N A H C Z G and K R B Q",
                        "t.yaml:8:20: seats.north.forward must be one of north, east, south, west (the direction its pawns move), not 'suoth'; did you mean 'south'?"),
                problems(with("betza: fmWfcF", "betza: fmWfcY").replace("forward: south", "forward: suoth")));
    }

    @Test
    void mistakesInSeatsMovesAndRules() {
        assertEquals(List.of("t.yaml:7:20: seats.south.forward must be one of north, east, south, west (the direction its pawns move), not 'nort'; did you mean 'north'?"),
                problems(with("south: {forward: north", "south: {forward: nort")));
        assertEquals(List.of("t.yaml:10:21: moves.2: unknown piece 'pwn'; did you mean 'pawn'? The pieces are king, pawn"), problems(with("2: pawn}", "2: pwn}")));
        assertEquals(List.of("t.yaml:10:8: moves: say which pieces an outcome counting as 2 moves (e.g. '2: [pawn]')"),
                problems(with("moves: {1: king, 2: pawn}", "moves: {1: [king, pawn]}")));
        assertEquals(List.of("t.yaml:8:56: seats.north.setup.pawn: c3 is already this seat's"),
                problems(with("pawn: [c3, d3]", "pawn: [c3, c3]")));
        assertEquals(List.of("t.yaml:11:18: rules.triumph: unknown piece 'boat'; the pieces are king, pawn"),
                problems(GOOD + "rules: {triumph: boat}\n"));
        assertEquals(List.of("t.yaml:10:27: moves: no outcome of the throw counts as 7; they count as [1, 2]"),
                problems(with("2: pawn}", "2: pawn, 7: king}")));
    }

    @Test
    void mistakesInTheFourSeasonsKeys() throws Exception {
        // a man facing another way than its army must be one of the seat's own
        assertEquals(List.of("t.yaml:7:77: seats.south.facing.east: c3 is not a square of this seat's setup"),
                problems(with("setup: {king: a1, pawn: [a2, b2]}}", "setup: {king: a1, pawn: [a2, b2]}, facing: {east: c3}}")));
        assertEquals(List.of("t.yaml:7:71: seats.south.facing: unknown direction 'est'; did you mean 'east'? The directions are north, east, south, west"),
                problems(with("setup: {king: a1, pawn: [a2, b2]}}", "setup: {king: a1, pawn: [a2, b2]}, facing: {est: b2}}")));
        assertEquals(List.of("t.yaml:11:20: rules.promotion: unknown piece 'fers'; the choices are master, none, king, pawn"),
                problems(GOOD + "rules: {promotion: fers}\n"));
        assertEquals(List.of("t.yaml:11:51: rules: give 'bare-kings-draw' or 'bare-kings-stakes', not both: they end the same game two ways"),
                problems(GOOD + "rules: {bare-kings-draw: true, bare-kings-stakes: true, check: true}\n"));
        // and the good ones load into the model
        DiceChessGame g = DiceLoader.load("t", "t.yaml", with("setup: {king: a1, pawn: [a2, b2]}}", "setup: {king: a1, pawn: [a2, b2]}, facing: {east: b2}}")
                + "rules: {promotion: king, check: true, captures: next, unusable: rethrow, out-pays: true}\n", Map.of());
        assertEquals(1, g.seats().get(0).dirAt(g.square("b2")));
        assertEquals(0, g.seats().get(0).dirAt(g.square("a2")));
        assertEquals(DiceRules.Promotion.PIECE, g.rules().promotion());
        assertEquals(g.piece("king"), g.rules().promotionPiece());
        assertEquals(true, g.rules().check() && g.rules().capturesNext() && g.rules().rethrow() && g.rules().outPays());
    }
}
