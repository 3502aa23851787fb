package varia.game;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The general MCTS player ({@link Mcts}, through the game API only) plays every bundled game of
 * every family against random players and beats them in each: over {@link #GAMES} seeded games a
 * game (the MCTS seat rotating through the seats, the others random), its score (a win 1, a shared
 * result its share, a game stopped at {@link #CAP} moves an even share) is above a seat's fair
 * share by more than luck explains: the lower end of the 95% Wilson interval of its score rate is
 * above 1/players. The same seeds give the same games. About five minutes on two cores: left out
 * of the quick suite (tests/pom.xml), run by the full one.
 */
class MctsAgainstRandomTest {
    static final int GAMES = Integer.getInteger("varia.mcts.games", 12);
    static final long ITERATIONS = Long.getLong("varia.mcts.iterations", 200);
    static final int CAP = 5000;

    /** One game's figures: the score rate, its interval, the games won, drawn or shared, stopped. */
    record Figures(String game, int players, int games, double score, int wins, int shared, int stopped, double low, double seconds) {}

    static Figures play(Game g, int games, long iterations) {
        long t0 = System.nanoTime();
        int n = g.defaultPlayers(), wins = 0, shared = 0, stopped = 0;
        double score = 0;
        int[] actions = new int[g.start(n).maxActions()];
        double[] returns = new double[n];
        for (int i = 0; i < games; i++) {
            int seat = i % n;
            Player[] players = new Player[n];
            for (int p = 0; p < n; p++) players[p] = p == seat ? new Mcts(iterations) : Players.RANDOM;
            State s = g.start(n);
            Simulation.playOut(s, players, new SplittableRandom(1000 + i), actions, CAP);
            if (!s.isTerminal() || s.score().equals("*")) {
                stopped++;
                score += 1.0 / n;
                continue;
            }
            double[] share = shares(s.score(), n);
            if (share[seat] == 1) wins++;
            else if (share[seat] > 0) shared++;
            score += share[seat];
        }
        double rate = score / games, low = wilsonLow(score, games);
        return new Figures(g.key(), n, games, rate, wins, shared, stopped, low, (System.nanoTime() - t0) / 1e9);
    }

    /** Each seat's share of the point in a score ("1-0", "0-1-0-0", "1/2-1/2"). */
    static double[] shares(String score, int n) {
        String[] parts = score.split("-");
        double[] out = new double[n];
        for (int q = 0; q < n; q++) {
            String p = parts[q];
            int slash = p.indexOf('/');
            out[q] = slash < 0 ? Integer.parseInt(p) : (double) Integer.parseInt(p.substring(0, slash)) / Integer.parseInt(p.substring(slash + 1));
        }
        return out;
    }

    static double wilsonLow(double k, int n) {
        double z = 1.959963984540054, p = k / n, d = 1 + z * z / n;
        return ((p + z * z / (2 * n)) - z * Math.sqrt(p * (1 - p) / n + z * z / (4.0 * n * n))) / d;
    }

    static List<Game> bundledGames() throws Exception {
        List<Game> out = new ArrayList<>();
        String only = System.getProperty("varia.mcts.only");
        for (String key : Families.bundled()) if (only == null || List.of(only.split(",")).contains(key)) out.add(Families.find(key, Map.of()));
        return out;
    }

    @Test
    void mctsBeatsRandomInEveryBundledGameOfEveryFamily() throws Exception {
        List<String> failed = new ArrayList<>();
        for (Game g : bundledGames()) {
            Figures f = play(g, GAMES, ITERATIONS);
            System.out.printf(java.util.Locale.ROOT, "MCTS vs random  %-22s %d players  %2d games: score %.3f (95%% low %.3f > %.3f), won %d, shared %d, stopped %d  (%.1f s)%n",
                    f.game(), f.players(), f.games(), f.score(), f.low(), 1.0 / f.players(), f.wins(), f.shared(), f.stopped(), f.seconds());
            if (f.low() <= 1.0 / f.players()) failed.add(f.game() + " " + f);
        }
        assertTrue(failed.isEmpty(), "MCTS did not beat random in " + failed);
    }
}
