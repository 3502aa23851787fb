package varia.race;

/**
 * Many games of a race game by computer players on all cores: the game API's simulation
 * ({@link varia.game.Simulation}) with the race family's figures: wins by seat with 95% confidence
 * intervals (Wilson), mean game length, the share of lost throws, captures per game.
 */
public final class Simulation {
    /** Totals of a simulation. */
    public record Result(int players, long games, long[] wins, long unfinished, long turns, long lost, long captures, double seconds) {
        public double winRate(int p) { return games == 0 ? 0 : (double) wins[p] / games; }

        /** The 95% Wilson interval of a seat's win rate. */
        public double[] interval(int p) { return varia.game.Playouts.interval(wins[p], games); }
    }

    private Simulation() {}

    /** Runs {@code games} games with {@code strategies} (one name per player) on {@code threads} threads. */
    public static Result run(RaceTable table, String[] strategies, long games, long seed, int threads) throws InterruptedException {
        varia.game.Simulation.Result r = varia.game.Simulation.run(table.game, table.players, strategies, games, seed, threads);
        long[] f = r.figures();
        return new Result(r.players(), r.games(), r.wins(), f[3], f[0], f[1], f[2], r.seconds());
    }
}
