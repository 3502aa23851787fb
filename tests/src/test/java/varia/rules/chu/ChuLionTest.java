package varia.rules.chu;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import varia.engine.Moves;
import varia.engine.Position;
import varia.rules.RulesPlay;

/**
 * The lion's published corner cases, from lishogi's test suite (scalashogi,
 * src/test/scala/variant/ChushogiTest.scala: "move legality", "falcon/eagle second move"), which
 * encodes the Chu Shogi Association's rules: the lion's steps, jumps, igui and jitto, the horned
 * falcon's and soaring eagle's lion power, and the lion-trading rules. Positions and moves are
 * lishogi's, translated to Varia's coordinates (lishogi's file n is Varia's file 13 - n, its rank
 * letter a is Varia's rank 12; lishogi's "b" to move is Varia's "w"); where a position has no king
 * or leaves a side bare, kings and a pawn are added out of the way (Varia's file has the bare-king
 * rule and needs royal pieces). A move of three squares names the square the piece goes through.
 */
class ChuLionTest {

    /** lishogi's squares ("6f") to Varia's ("g7"), one or more in a row. */
    static String varia(String usi) {
        StringBuilder out = new StringBuilder();
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("(\\d{1,2})([a-l])").matcher(usi);
        while (m.find()) out.append((char) ('a' + 12 - Integer.parseInt(m.group(1)))).append(12 - (m.group(2).charAt(0) - 'a'));
        return out.toString();
    }

    static final String LONE_LION = "10pk/12/12/12/12/6+O5/12/12/12/12/12/K11 w - - 0 1";
    static final String FALCON_EAGLE = "k2l8/11p/10p1/3n5+D2/2i1f7/3N5G2/9+H2/2t2P1i4/2p3+D5/2+H9/12/K11 w - - 0 1";
    static final String LIONS = "k10l/6l5/5Nn5/K10n/9N2/12/1N10/9n2/1n7N2/4r7/4nN6/4r7 w - - 0 1";

    @ParameterizedTest(name = "{0} {1}: {2}")
    @CsvSource(delimiter = ';', value = {
            // "lion": a lone (promoted) lion
            "LONE_LION; 6f6f; false", "LONE_LION; 6f5e; true", "LONE_LION; 6f7g; true", "LONE_LION; 6f7d; true",
            "LONE_LION; 6f4h; true", "LONE_LION; 6f6g6f; true", "LONE_LION; 6f5e6d; true", "LONE_LION; 6f7g8h; true",
            // soaring eagle (6i, 3d), horned falcon (3g, 10j), lion (9f) among enemies
            "FALCON_EAGLE; 3g3e; true", "FALCON_EAGLE; 3g3f; false", "FALCON_EAGLE; 6i4g; true", "FALCON_EAGLE; 6i8g; true",
            "FALCON_EAGLE; 6i7h; false", "FALCON_EAGLE; 6i5h; true", "FALCON_EAGLE; 6i5h6i; true", "FALCON_EAGLE; 6i5h4g; true",
            "FALCON_EAGLE; 3d2c; true", "FALCON_EAGLE; 3d1b; true", "FALCON_EAGLE; 3d2c1b; true", "FALCON_EAGLE; 3d1b2c; false",
            "FALCON_EAGLE; 10j10i; true", "FALCON_EAGLE; 10j10h; true", "FALCON_EAGLE; 10j10i10h; true", "FALCON_EAGLE; 10j10h10i; false",
            // lion trading: the lion on 9d is protected by the lance; a go-between on the way does not count, a leopard does
            "FALCON_EAGLE; 9f10e; true", "FALCON_EAGLE; 9f8e; true", "FALCON_EAGLE; 9f9d; false", "FALCON_EAGLE; 9f10e9d; false",
            "FALCON_EAGLE; 9f8e9d; true", "FALCON_EAGLE; 9f9e9d; false",
            // lions next to lions (always takeable), a protected lion two away, double captures
            "LIONS; 7c6c; true", "LIONS; 7c6b6c; true", "LIONS; 3e1d; false", "LIONS; 3e2e1d; false", "LIONS; 3i3h; true",
            "LIONS; 3i3h3g; true", "LIONS; 3i2h3h; true", "LIONS; 7k8k; true", "LIONS; 7k8j8k; true", "LIONS; 7k8l8k; true",
            "LIONS; 7k8k8j; true", "LIONS; 7k8k8l; true", "LIONS; 7k7j8k; true", "LIONS; 11g11i; true", "LIONS; 11g11h11i; true",
    })
    void movesOfLishogisPositions(String position, String usi, boolean legal) {
        String fen = switch (position) {
            case "LONE_LION" -> LONE_LION;
            case "FALCON_EAGLE" -> FALCON_EAGLE;
            default -> LIONS;
        };
        Position p = RulesPlay.position(ChuPerftTest.CHU, fen);
        int move = p.parseUci(varia(usi));
        if (legal) assertNotEquals(Moves.NONE, move, usi + " = " + varia(usi) + " is legal");
        else assertEquals(Moves.NONE, move, usi + " = " + varia(usi) + " is not legal");
    }

    /**
     * "falcon/eagle second move": after a pawn takes a lion, the falcon (or eagle) may not take the
     * other lion at once, by a jump or through an empty square; after a kirin takes a lion, the
     * eagle may take the kirin (it is no lion).
     */
    @ParameterizedTest(name = "{0} then {1}: {2}")
    @CsvSource(delimiter = ';', value = {
            "k11/12/12/12/6n5/6P5/12/5+h6/12/5N6/12/11K w - - 0 1; 6f6e; 7h7i; true",
            "k11/12/12/12/6n5/6P5/12/5+h6/12/5N6/12/11K w - - 0 1; 6f6e; 7h7j; false",
            "k11/12/12/12/6n5/6P5/12/5+h6/12/5N6/12/11K w - - 0 1; 6f6e; 7h7i7j; false",
            "k11/12/12/12/6n5/6P5/12/7+d4/12/5N6/12/11K w - - 0 1; 6f6e; 5h6i; true",
            "k11/12/12/12/6n5/6P5/12/7+d4/12/5N6/12/11K w - - 0 1; 6f6e; 5h7j; false",
            "k11/12/12/12/6n5/6P5/12/7+d4/12/5N6/12/11K w - - 0 1; 6f6e; 5h6i7j; false",
            "k11/12/12/12/12/12/12/7+d4/12/5n6/12/5O5K w - - 0 1; 7l7j; 5h6i; true",
            "k11/12/12/12/12/12/12/7+d4/12/5n6/12/5O5K w - - 0 1; 7l7j; 5h7j; true",
            "k11/12/12/12/12/12/12/7+d4/12/5n6/12/5O5K w - - 0 1; 7l7j; 5h6i7j; true",
    })
    void counterStrike(String fen, String first, String reply, boolean legal) {
        Position p = RulesPlay.play(RulesPlay.position(ChuPerftTest.CHU, fen), varia(first));
        int move = p.parseUci(varia(reply));
        if (legal) assertNotEquals(Moves.NONE, move, reply + " = " + varia(reply) + " is legal");
        else assertEquals(Moves.NONE, move, reply + " = " + varia(reply) + " is not legal");
    }
}
