package varia.engine.game;

import static org.junit.jupiter.api.Assertions.*;

import java.util.Map;
import org.junit.jupiter.api.Test;
import varia.engine.Moves;
import varia.engine.Position;
import varia.game.Families;
import varia.game.Game;
import varia.game.Records;
import varia.game.State;
import varia.game.Trial;
import varia.record.MoveParser;
import varia.record.San;
import varia.variant.Variants;

/** The engine's records through the game API (what play's save and load use): PGN written and replayed, and moves typed in SAN. */
class PgnRecordsTest {
    /** A trial of {@code key} from {@code fen} (null: the start) with {@code moves} typed as a person would. */
    static Trial played(String key, String fen, String... moves) throws Exception {
        Game g = Families.find(key, Map.of());
        Trial t = new Trial(g, 2, Map.of(), fen);
        State s = t.begin();
        for (String m : moves) t.apply(s, s.parseAction(m));
        return t;
    }

    static Records.Replay roundTrip(Trial t) {
        Records records = t.game().records();
        Records.Replay r = records.replay(records.write(t, t.replay(), Map.of()));
        assertTrue(r.verdict().ok(), r.verdict().message());
        return r;
    }

    @Test
    void shogiWithADropRoundTrips() throws Exception {
        Trial t = played("shogi", null, "c3c4", "g7g6", "Bxh8+", "Sxh8", "B*e5");  // the drop in the '*' form of shogi records
        String pgn = t.game().records().write(t, t.replay(), Map.of());
        assertTrue(pgn.contains("B@e5"), pgn);
        Trial back = roundTrip(t).trial();
        assertEquals(t.replay().text(), back.replay().text());
        assertEquals(t.steps().stream().map(Trial.Step::text).toList(), back.steps().stream().map(Trial.Step::text).toList());
    }

    @Test
    void janggiPassRoundTrips() throws Exception {
        Trial t = played("janggi", null, "pass", "e9e9");  // a pass in words and as the general's move to its own square
        Trial back = roundTrip(t).trial();
        assertEquals(2, back.size());
        assertEquals(t.replay().text(), back.replay().text());
    }

    @Test
    void startFromAFenAndFinishedGame() throws Exception {
        Trial t = played("chess", "4k3/8/4K3/8/8/8/8/7R w - - 0 1", "Rh8#");
        String pgn = t.game().records().write(t, t.replay(), Map.of());
        assertTrue(pgn.contains("[FEN \"4k3/8/4K3/8/8/8/8/7R w - - 0 1\"]") && pgn.contains("[Termination \"checkmate\"]")
                && pgn.contains("1. Rh8# 1-0"), pgn);
        assertEquals("1-0", roundTrip(t).trial().replay().score());
    }

    @Test
    void badRecordsSayWhy() throws Exception {
        Records records = Families.find("makruk", Map.of()).records();
        Records.Replay r = records.replay("[Variant \"makruk\"]\n\n1. Qe4 *\n");
        assertFalse(r.verdict().ok());
        assertTrue(r.verdict().message().contains("Qe4"), r.verdict().message());
        Records.Replay other = records.replay("[Variant \"xiangqi\"]\n\n1. h3e3 *\n");
        assertFalse(other.verdict().ok(), "a record of another variant is not this game's");
        assertTrue(other.verdict().message().contains("a game of Xiangqi, not of Makruk"), other.verdict().message());
    }

    @Test
    void sanIsReadAfterCoordinatesWithTheReasonForARejectedMove() throws Exception {
        Position p = Position.start(Variants.resolve("chess"));
        MoveParser mp = new MoveParser(new San(p.variant()));
        assertEquals(p.parseUci("g1f3"), mp.parseTyped(p, "Nf3").move());
        assertEquals(p.parseUci("e2e4"), mp.parseTyped(p, "e2e4").move());
        assertEquals(Moves.NONE, mp.parseTyped(p, "Ke2").move());
        assertNotNull(mp.parseTyped(p, "Ke2").error());
    }

    @Test
    void coordinateParserAcceptsCommonSpellings() throws Exception {
        Position p = Position.start(Variants.resolve("chess"));
        MoveParser mp = new MoveParser(new San(p.variant()));
        int m = p.parseUci("e2e4");
        assertEquals(m, mp.parseTyped(p, "e2e4").move());
        assertEquals(m, mp.parseTyped(p, " E2-E4 ").move());
        assertFalse(mp.parseTyped(p, "e2e5").ok());
        assertEquals(p.parseUci("g1f3"), mp.parseTyped(p, "G1xF3").move(), "coordinates in capitals with a separator");
        assertEquals(p.parseUci("g1f3"), mp.parseTyped(p, "Nf3").move(), "the typed reading reads SAN too");
        Position q = Position.fromFen(Variants.resolve("chess"), "4k3/P7/8/8/8/8/8/4K3 w - - 0 1");
        assertEquals(q.parseUci("a7a8q"), mp.parseTyped(q, "a7a8=Q").move());
    }
}
