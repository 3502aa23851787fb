package varia.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import varia.engine.Position;
import varia.variant.Variant;
import varia.variant.Variants;

/**
 * Write PGN, read it back: the same positions after every move and the same tags, for the
 * samples and for seeded random games (which reach promotions, castling, en passant, ambiguous
 * moves), in SAN and in Fairy-Stockfish coordinates.
 */
class RoundTripTest {

    @TestFactory
    Stream<DynamicTest> samples() throws IOException {
        return Samples.all().stream().flatMap(s -> Stream.of(false, true).map(coord ->
                DynamicTest.dynamicTest(s + (coord ? " (coordinates)" : " (SAN)"), () -> roundTrip(s.rules(), s.game(), coord))));
    }

    @TestFactory
    Stream<DynamicTest> randomGames() {
        return Samples.VARIANTS.stream().flatMap(v -> IntStream.range(0, 40).mapToObj(i -> DynamicTest.dynamicTest(v + " seed " + (7000 + i), () -> {
            Variant variant = Variants.resolve(v);
            Game g = RandomGames.play(variant, 7000 + i, 300);
            roundTrip(variant, g, false);
            roundTrip(variant, g, true);
        })));
    }

    @TestFactory
    Stream<DynamicTest> makrukInWesternLetters() throws Exception {
        Variant makruk = Variants.resolve("makruk");
        LetterAliases.Dialect western = LetterAliases.find(makruk, "western");
        Stream<Game> games = Stream.concat(
                Samples.all().stream().filter(s -> s.variant().equals("makruk")).map(Samples.Sample::game),
                IntStream.range(0, 20).mapToObj(i -> RandomGames.play(makruk, 8000 + i, 300)));
        return games.map(g -> DynamicTest.dynamicTest("makruk " + g.tag("Site") + " " + g.tag("Round"), () -> {
            String[] why = {null};
            Game w = PgnWriter.rewrite(g, makruk, false, western, why);
            assertNotNull(w, why[0]);
            for (RecordedMove m : w.moves()) assertTrue(!m.text().contains("M") && !m.text().contains("S"), m.text());
            Game back = PgnReader.readAll(PgnWriter.write(w)).get(0);
            assertEquals(fens(makruk, g), fens(makruk, back));
        }));
    }

    static void roundTrip(Variant v, Game original, boolean coordinates) throws Exception {
        String[] why = {null};
        Game rewritten = PgnWriter.rewrite(original, v, coordinates, why);
        assertNotNull(rewritten, why[0]);
        String text = PgnWriter.write(rewritten);
        List<Game> back = PgnReader.readAll(text + text); // two games per file
        assertEquals(2, back.size(), text);
        for (Game b : back) {
            assertTrue(b.problems().isEmpty(), b.problems() + "\n" + text);
            for (var e : original.tags().entrySet()) assertEquals(e.getValue(), b.tag(e.getKey()), "tag " + e.getKey() + "\n" + text);
            assertEquals(original.result(), b.result());
            assertEquals(fens(v, original), fens(v, b), text);
            assertTrue(new Validator(v).validate(b).ok());
        }
        if (!coordinates) assertEquals(text, PgnWriter.write(PgnWriter.rewrite(back.get(0), v, false, why)), "SAN is stable");
    }

    /** The positions the game passes through (from its start, the compulsory moves a setup holds passed over: Replay). */
    static List<String> fens(Variant v, Game g) throws Exception {
        Position pos = Validator.start(g, v);
        List<String> out = new ArrayList<>();
        out.add(pos.toFen());
        Replay.Result r = Replay.moves(pos, m -> {
            pos.make(m);
            out.add(pos.toFen());
        }, g.moves(), new MoveParser(new San(v)), null);
        assertTrue(r.complete(), () -> r.stop().move().text() + ": " + r.stop().error());
        return out;
    }
}
