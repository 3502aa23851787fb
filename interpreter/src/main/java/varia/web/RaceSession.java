package varia.web;

import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import varia.race.RaceGame;
import varia.race.RaceMove;
import varia.race.RaceNotation;
import varia.race.RacePosition;
import varia.race.RaceRecord;
import varia.race.RaceRun;
import varia.race.RaceTable;
import varia.race.Strategy;

/**
 * One race game on the server: the turns played, the throw waiting for a move, who plays each
 * seat. The throws come from {@code new SplittableRandom(seed)}, one draw per turn, as in
 * {@code varia play GAME --seed S} (the computer's strategies draw nothing), so a seed and the same
 * choices give the same game in the terminal and here; undo rewinds the throws with the turns, so
 * a throw taken back comes again. Every method is synchronized: one game's requests run one at a
 * time; games share nothing but the (immutable) {@link RaceGame}.
 */
final class RaceSession extends SeatedSession {
    /** Who may play a seat: a person, or one of {@link Strategy}'s players that draw no random numbers. */
    static final List<String> PLAYERS = List.of("human", "computer", "greedy");

    final RaceGame game;
    final RaceTable table;
    final long seed;
    final Map<String, String> options;
    private final String[] who;
    private final Strategy[] strategies;
    private final int[] moves;
    private RaceRun run;
    private SplittableRandom dice;
    /** The outcome thrown and waiting for the mover's choice, or -1. */
    private int pending = -1;

    RaceSession(String id, RaceGame game, int players, String[] who, long seed, Map<String, String> options) {
        super(id);
        this.game = game;
        this.table = new RaceTable(game, players);
        this.who = who.clone();
        this.seed = seed;
        this.options = Map.copyOf(options);
        this.strategies = new Strategy[players];
        for (int p = 0; p < players; p++) if (!who[p].equals("human")) strategies[p] = Strategy.named(who[p]);
        this.moves = new int[table.game().pieces() * 4 + 2];
        this.run = RaceRun.start(table);
        this.dice = new SplittableRandom(seed);
    }

    private RacePosition pos() { return run.position; }

    private boolean humanActs() { return !pos().over() && strategies[pos().toMove()] == null; }

    /** The acting (human) player throws; a throw no piece can use is lost at once and the turn passes. */
    @Override String gameKey() { return game.key(); }

    @Override String kind() { return "race game"; }

    @Override String address() { return "/api/races/"; }

    /** Bytes each turn adds: its record (a dice-chess turn also logs its moves in words). */
    static final long TURN_BYTES = 200;

    @Override Object shared() { return game; }

    @Override long growthBytes() { return TURN_BYTES * turnCount; }

    @Override synchronized boolean over() { return pos().over(); }

    @Override synchronized Object playedTurns() { return List.copyOf(run.record()); }

    @SuppressWarnings("unchecked")
    @Override synchronized void replay(Object turns) {
        List<RaceRun.Turn> played = (List<RaceRun.Turn>) turns;
        rewind(played, played.size());
    }

    @Override synchronized Recipe recipe() { return new Recipe(game.key(), options, table.players(), List.of(who), seed, playedTurns()); }

    /** Turns played, read without the game's lock by {@link #bytes()}. */
    private volatile int turnCount;

    @Override synchronized void humanThrow() {
        touch();
        if (pos().over()) throw new Api.HttpError(409, "the game is over");
        if (!humanActs()) throw new Api.HttpError(409, "it is the computer's turn (" + seatName() + "): it throws for itself");
        if (pending >= 0) throw new Api.HttpError(409, seatName() + " has thrown already: choose one of the legal moves");
        roomForATurn(run.record().size());
        int outcome = game.dice().sample(dice);
        int n = pos().generate(outcome, moves);
        if (n == 1 && moves[0] == RaceMove.PASS) run.turn(outcome, RaceMove.PASS, true);
        else pending = outcome;
        turnCount = run.record().size();
    }

    /** The acting human's move for the waiting throw, in {@link RaceNotation}; a 409 saying why when it is not legal. */
    @Override synchronized void humanMove(String text) {
        touch();
        if (pos().over()) throw new Api.HttpError(409, "the game is over");
        if (!humanActs()) throw new Api.HttpError(409, "it is the computer's turn (" + seatName() + ")");
        if (pending < 0) throw new Api.HttpError(409, seatName() + " has not thrown yet: throw first");
        int move;
        try {
            move = RaceNotation.parse(pos(), pending, text);
        } catch (RaceNotation.IllegalMove e) {
            throw new Api.HttpError(409, "'" + varia.io.Printable.shorten(text) + "' is not a legal move for " + seatName() + "'s throw of "
                    + game.dice().outcome(pending).distance() + ": " + e.getMessage());
        }
        int n = pos().generate(pending, moves);
        run.turn(pending, move, n == 1 && moves[0] == RaceMove.PASS);
        pending = -1;
        turnCount = run.record().size();
    }

    /** One turn of the computer seat to act: it throws and moves. */
    @Override synchronized void computerTurn() {
        touch();
        if (pos().over()) throw new Api.HttpError(409, "the game is over");
        if (humanActs()) throw new Api.HttpError(409, "it is not the computer's turn: " + seatName() + " is played by a person");
        roomForATurn(run.record().size());
        int outcome = game.dice().sample(dice);
        int n = pos().generate(outcome, moves);
        int move = n == 1 ? moves[0] : strategies[pos().toMove()].choose(pos(), outcome, moves, n, dice);
        run.turn(outcome, move, n == 1 && moves[0] == RaceMove.PASS);
        turnCount = run.record().size();
    }

    /**
     * Takes back {@code turns} turns, or (null) the last turn a person played and every turn after
     * it; a throw waiting for a move is taken back too. Returns the turns taken back.
     */
    @Override synchronized int undo(Integer turns) {
        touch();
        List<RaceRun.Turn> played = run.record();
        int keep;
        if (played.isEmpty()) throw new Api.HttpError(409, "no turn has been played yet: nothing to take back");
        if (turns != null) {
            if (turns < 1 || turns > played.size())
                throw new Api.HttpError(400, "undo takes back 1 to " + played.size() + " turns, not " + turns);
            keep = played.size() - turns;
        } else {
            keep = played.size() - 1;
            while (keep >= 0 && strategies[played.get(keep).player()] != null) keep--;
            if (keep < 0) throw new Api.HttpError(409, "no turn of a person to take back");
        }
        rewind(List.copyOf(played), keep);
        return played.size() - keep;
    }

    /** The game from its start again, with the first {@code keep} turns of {@code played} and the throws they drew. */
    private void rewind(List<RaceRun.Turn> played, int keep) {
        RaceRun again = RaceRun.start(table);
        SplittableRandom rewound = new SplittableRandom(seed);
        for (int i = 0; i < keep; i++) {
            RaceRun.Turn t = played.get(i);
            game.dice().sample(rewound);
            int n = again.position.generate(t.outcome(), moves);
            again.turn(t.outcome(), t.move(), n == 1 && moves[0] == RaceMove.PASS);
        }
        run = again;
        dice = rewound;
        pending = -1;
        turnCount = run.record().size();
    }

    /** The game in the race record format (docs/records.md, "Race games"), which {@code varia validate} replays. */
    @Override synchronized String record() {
        touch();
        return RaceRecord.write(table, options, run.record(), pos(), game.name() + ", seed " + seed + ", varia serve");
    }

    @Override synchronized RaceView.State state() {
        touch();
        return RaceView.of(this, run, pending, humanActs(), who);
    }

    private String seatName() { return table.seat(pos().toMove()).name(); }
}
