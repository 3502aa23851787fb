package varia.dice;

import java.util.Locale;
import varia.game.Figures;
import varia.game.State;

/** What a simulation counts of dice-chess games: stakes by seat, turns, moves, dice lost, captures, promotions, triumphs, draws. */
record DiceFigures(DiceChessGame game, int players) implements Figures {
    /** After the stakes of each seat: */
    private static final int TURNS = 0, MOVES = 1, LOST = 2, CAPTURES = 3, PROMOTIONS = 4, TRIUMPHS = 5, DRAWS = 6;

    @Override public int counters() { return players + 7; }

    @Override public void count(State end, long[] acc) {
        DiceState s = (DiceState) end;
        DicePosition pos = s.pos;
        for (int p = 0; p < pos.t.players; p++) acc[p] += pos.score(p);
        int n = players;
        acc[n + TURNS] += pos.turns();
        acc[n + MOVES] += s.counts(DiceState.MOVES);
        acc[n + LOST] += pos.lostDice();
        acc[n + CAPTURES] += s.counts(DiceState.CAPTURES);
        acc[n + PROMOTIONS] += s.counts(DiceState.PROMOTIONS);
        acc[n + TRIUMPHS] += s.counts(DiceState.TRIUMPHS);
        if (pos.drawn()) acc[n + DRAWS]++;
    }

    @Override public String seatExtra(int seat, long[] acc, long games) {
        return String.format(Locale.ROOT, "  mean stakes %5.1f", acc[seat] / (double) Math.max(1, games));
    }

    @Override public String totals(State start, long[] acc, long games, long noWinner, long decisions) {
        double g = Math.max(1, games);
        int n = players;
        long draws = acc[n + DRAWS], turns = acc[n + TURNS];
        StringBuilder b = new StringBuilder();
        if (draws > 0) b.append(String.format(Locale.ROOT, "  drawn, only kings left: %d games%n", draws));
        if (noWinner > draws)
            b.append(String.format(Locale.ROOT, "  no winner: %d games (%s)%n", noWinner - draws,
                    game.rules().end() == DiceRules.End.LAST_KING ? "stopped at the turn limit of " + game.rules().turnLimit() : "equal stakes at the end"));
        b.append(String.format(Locale.ROOT, "  mean game length %.1f turns, %.1f moves; dice lost %.2f%% of dice thrown%n", turns / g, acc[n + MOVES] / g,
                turns == 0 ? 0 : 100.0 * acc[n + LOST] / (turns * (double) game.rules().dicePerTurn())));
        b.append(String.format(Locale.ROOT, "  per game: captures %.2f, promotions %.2f, triumphs %.3f%n", acc[n + CAPTURES] / g, acc[n + PROMOTIONS] / g,
                acc[n + TRIUMPHS] / g));
        return b.toString();
    }
}
