package varia.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * {@code varia diagram} draws every family's games (issue 32: "drawn correctly by diagram"): a game
 * played by seats as the board its family describes, with its pieces at the start; an engine variant
 * moved by a die as the variant's own board. Counts come from the variant files, cited per test.
 */
class SeatedDiagramTest {

    static CliTest.Result run(String... args) { return CliTest.run(args); }

    static int count(String svg, String regex) {
        Matcher m = Pattern.compile(regex).matcher(svg);
        int n = 0;
        while (m.find()) n++;
        return n;
    }

    /** variants/chaturaji.yaml's armies: four seats of eight men each, south's king on d1, west's on a5. */
    @Test
    void chaturajiIsDrawnWithItsFourArmies() {
        CliTest.Result r = run("diagram", "chaturaji");
        assertEquals(0, r.code(), r.all());
        String svg = r.out();
        assertEquals(64, count(svg, "class=\"cell\""), "the 8x8 board");
        assertEquals(32, count(svg, "<g class=\"token\""), "eight men in each of four armies");
        for (int seat = 0; seat < 4; seat++) assertEquals(8, count(svg, "<g class=\"token\" data-seat=\"" + seat + "\""), "seat " + seat);
        assertTrue(svg.contains("data-seat=\"0\" data-sq=\"d1\""), "south's king on d1");
        assertTrue(svg.contains("data-seat=\"3\" data-sq=\"a5\""), "west's king on a5");
        for (String seat : new String[] {"south", "east", "north", "west"}) assertTrue(svg.contains(">" + seat + "</text>"), seat + " in the key");
    }

    /** variants/four-seasons.yaml: four seats on 8x8; the same drawing for any dice-chess game. */
    @Test
    void fourSeasonsIsDrawn() {
        CliTest.Result r = run("diagram", "four-seasons");
        assertEquals(0, r.code(), r.all());
        assertEquals(64, count(r.out(), "class=\"cell\""));
        assertEquals(32, count(r.out(), "<g class=\"token\""), "eight men in each of four seasons' armies");
    }

    /** variants/ashtapada.yaml: 16 nests (crossed), each seat's track from its start (framed) to the centre (ringed). */
    @Test
    void ashtapadaShowsNestsTracksStartsAndHomes() {
        CliTest.Result r = run("diagram", "ashtapada");
        assertEquals(0, r.code(), r.all());
        String svg = r.out();
        assertEquals(64, count(svg, "class=\"cell( off-track)?\""));
        assertEquals(16, count(svg, "class=\"nest-mark\""), "the file's 16 nests");
        assertEquals(4, count(svg, "class=\"track\""), "four players' tracks");
        assertEquals(4, count(svg, "class=\"start\""));
        assertTrue(svg.contains("class=\"start\" data-seat=\"0\"") && svg.contains("data-sq=\"a1\""), "south starts at a1");
        CliTest.Result two = run("diagram", "ashtapada", "--players", "2");
        assertEquals(0, two.code(), two.all());
        assertEquals(2, count(two.out(), "class=\"track\""), "two players: two tracks");
    }

    /** An engine variant moved by a die is drawn as its variant: the same SVG as the variant's own. */
    @Test
    void grandeAcedrexMovedByADieIsItsVariantsBoard() {
        CliTest.Result dice = run("diagram", "grande-acedrex-dice"), plain = run("diagram", "grande-acedrex");
        assertEquals(0, dice.code(), dice.all());
        assertEquals(plain.out(), dice.out());
        CliTest.Result unicorn = run("diagram", "grande-acedrex-dice", "--piece", "U");
        assertEquals(0, unicorn.code(), unicorn.all());
    }

    @Test
    void optionsOfTheEnginesDiagramsAreRefusedInOneLine() {
        String[][] cases = {
                {"diagram", "chaturaji", "--fen", "8/8/8/8/8/8/8/8 w - - 0 1"},
                {"diagram", "ashtapada", "--piece", "K"},
                {"diagram", "ashtapada", "--players", "5"},
                {"diagram", "chess", "--players", "4"},
                {"diagram", "chaturaji", "--arrow", "a1a2"},
        };
        for (String[] c : cases) {
            CliTest.Result r = run(c);
            CliTest.assertOneLineError(r);
        }
    }
}
