package varia.protocol;

import static org.junit.jupiter.api.Assertions.*;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import varia.engine.Moves;
import varia.engine.Position;
import varia.oracle.FairyStockfish;
import varia.variant.Variant;
import varia.variant.Variants;

/**
 * A shogi game between {@code varia usi} and Fairy-Stockfish 11.1 speaking USI (it answers
 * {@code usi} with {@code usiok}), relayed by a referee as a shogi GUI would: each side gets
 * {@code position startpos moves ...} and {@code go nodes N}, and every move either answers must
 * be legal on the referee's board (Varia's own generator, Fairy-Stockfish's reading of shogi:
 * 'shogi-fairy-stockfish', without the impasse rule). One search thread each and node limits
 * make the game the same on every run.
 */
class UsiFairyStockfishGameTest {
    static final int MAX_PLIES = 60;

    @Test
    void variaAndFairyStockfishPlayShogiOverUsi() throws Exception {
        Variant shogi = Variants.resolve("shogi-fairy-stockfish");
        UsiNotation usi = new UsiNotation(shogi);
        Position p = Position.start(shogi);
        List<String> game = new ArrayList<>();
        String ending = null;
        try (EngineProcess varia = EngineProcess.varia("usi", "shogi-fairy-stockfish");
             EngineProcess fs = new EngineProcess(List.of(FairyStockfish.locate().toString()))) {
            EngineProcess[] side = {varia, fs}; // Varia is sente (moves first)
            for (EngineProcess e : side) {
                e.send("usi");
                e.await("usiok"::equals, "usiok");
                e.send("setoption name Threads value 1");
                e.send("isready");
                e.await("readyok"::equals, "readyok");
                e.send("usinewgame");
            }
            while (game.size() < MAX_PLIES && !p.result().isOver()) {
                EngineProcess e = side[game.size() % 2];
                e.send("position startpos" + (game.isEmpty() ? "" : " moves " + String.join(" ", game)));
                e.send("go nodes 4000");
                String best = e.await(l -> l.startsWith("bestmove "), "bestmove").substring(9).strip().split(" ")[0];
                if (best.equals("resign") || best.equals("win")) { ending = best; break; }
                String coordinate = usi.fromUsi(best);
                int m = coordinate == null ? Moves.NONE : p.parseUci(coordinate);
                assertNotEquals(Moves.NONE, m, (e == varia ? "Varia" : "Fairy-Stockfish") + "'s " + best + " after " + game + " (" + p.toSfen() + ")");
                p.make(m);
                game.add(best);
            }
            assertTrue(varia.seen().stream().noneMatch(l -> l.startsWith("info string")), varia.seen().toString());
        }
        if ("resign".equals(ending)) assertEquals(0, EngineSupport.legalCount(p), "resigned with legal moves left: " + game);
        assertNotEquals("win", ending, "no declaration without the impasse rule: " + game);
        assertTrue(game.size() >= 20, "a real game: " + game);
    }
}
