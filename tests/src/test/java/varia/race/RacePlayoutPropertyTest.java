package varia.race;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.LongRange;
import org.junit.jupiter.api.Test;

/**
 * Random playouts of Ashtapada under every option value and number of players: after every move,
 * no piece stands off its owner's track, the per-square counts agree with the pieces, and each
 * player's pieces on the board, off it and home add up to four; stacks stay within the limit and
 * (off the nests) one square holds one player's pieces.
 */
class RacePlayoutPropertyTest {

    /** The option choices played: the default and each other value alone. */
    static List<Map<String, String>> choices() {
        List<Map<String, String>> out = new ArrayList<>();
        out.add(Map.of());
        for (var o : RaceTestGames.ashtapada().options())
            for (var v : o.values()) if (!v.name().equals(o.defaultValue())) out.add(Map.of(o.name(), v.name()));
        return out;
    }

    @Test
    void aMillionRandomMovesKeepEveryPieceOnItsTrack() {
        long moves = 0;
        int game = 0;
        List<Map<String, String>> choices = choices();
        List<RaceTable> tables = new ArrayList<>();
        for (Map<String, String> c : choices) {
            RaceGame g = RaceTestGames.ashtapada(c);
            for (int players : g.playerCounts()) tables.add(new RaceTable(g, players));
        }
        while (moves < 1_100_000) {
            RaceTable t = tables.get(game % tables.size());
            moves += playout(t, new SplittableRandom(game), game % 3 == 0 ? "greedy" : "random");
            game++;
        }
        assertTrue(game > tables.size(), "every table played at least once (" + game + " games)");
    }

    @Property(tries = 40)
    void randomGamesKeepTheInvariants(@ForAll @LongRange(min = 0, max = 1_000_000) long seed, @ForAll @IntRange(min = 2, max = 4) int players) {
        List<Map<String, String>> choices = choices();
        RaceGame g = RaceTestGames.ashtapada(choices.get((int) (seed % choices.size())));
        playout(new RaceTable(g, players), new SplittableRandom(seed), "random");
    }

    /** Plays one game with random throws and the strategy's moves, checking after each move; returns the moves made. */
    static long playout(RaceTable t, SplittableRandom random, String strategy) {
        RacePosition pos = new RacePosition(t);
        varia.game.Player s = varia.game.Players.named(strategy, null);
        int[] moves = new int[32];
        long made = 0;
        while (!pos.over() && made < RaceState.MAX_TURNS) {
            int o = t.game().dice().sample(random);
            int n = pos.generate(o, moves);
            assertTrue(n >= 1);
            pos.play(o, n == 1 ? moves[0] : s.choose(RaceState.at(pos, o), moves, n, random));
            made++;
            check(pos);
        }
        assertTrue(pos.over(), "the game ended");
        return made;
    }

    static void check(RacePosition pos) {
        RaceTable t = pos.table();
        RaceGame g = t.game();
        int pieces = g.pieces(), squares = g.squares(), last;
        for (int p = 0; p < t.players(); p++) {
            last = t.length(p) - 1;
            int off = 0, home = 0, board = 0;
            int[] expected = new int[squares];
            for (int i = 0; i < pieces; i++) {
                int idx = pos.piece(p, i);
                if (idx == RacePosition.OFF) off++;
                else if (idx == last) home++;
                else {
                    assertTrue(idx >= 0 && idx < last, "piece index " + idx + " is on the track");
                    board++;
                    expected[t.square(p, idx)]++;
                }
            }
            assertEquals(pieces, off + home + board, "player " + p + ": on board + off + home");
            assertEquals(off, pos.off(p));
            assertEquals(home, pos.home(p));
            for (int sq = 0; sq < squares; sq++) {
                assertEquals(expected[sq], pos.count(p, sq), "player " + p + " on " + g.squareName(sq));
                if (pos.count(p, sq) > 0) assertTrue(t.indexOf(p, sq) >= 0, g.squareName(sq) + " is on player " + p + "'s track");
                assertTrue(pos.count(p, sq) <= g.rules().stack(), "stack limit on " + g.squareName(sq));
            }
        }
        for (int sq = 0; sq < squares; sq++) {
            if (g.isNest(sq)) continue;
            int owners = 0;
            for (int p = 0; p < t.players(); p++) if (pos.count(p, sq) > 0) owners++;
            assertTrue(owners <= 1, "one player's pieces on " + g.squareName(sq));
        }
    }
}
