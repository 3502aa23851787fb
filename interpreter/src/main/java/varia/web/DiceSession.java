package varia.web;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import varia.dice.DiceChessGame;
import varia.dice.DiceNotation;
import varia.dice.DicePosition;
import varia.dice.DiceRecord;
import varia.dice.DiceRun;
import varia.dice.DiceStrategy;
import varia.dice.DiceTable;

/**
 * One dice-chess game on the server: the turns played (with what each move did), the dice of the
 * turn in play, who plays each seat. Dice and the computer's choices come from one
 * {@code new SplittableRandom(seed)} in the order {@code varia play GAME --seed S} draws them (each
 * turn's dice, then the computer's tie-breaks), so a seed and the same choices give the same game
 * in the terminal and here. Undo replays the turns kept from the seed, so a throw taken back comes
 * again. Every method is synchronized; games share nothing but the immutable {@link DiceChessGame}.
 */
final class DiceSession extends SeatedSession {
    /** Who may play a seat: a person, or one of {@link DiceStrategy}'s players. */
    static final List<String> PLAYERS = List.of("human", "computer", "greedy", "random");

    /** One move as made: its text, squares, the die it used (index in the turn), what it took and did. */
    record MoveLog(String text, String from, String to, int die, String takenSeat, String takenPiece, boolean king,
                   String promotion, int triumph, List<String> out) {}

    /** One turn: who, the dice thrown (outcome indices), the moves made. */
    record TurnLog(int player, int[] outcomes, List<MoveLog> moves) {}

    final DiceChessGame game;
    final DiceTable table;
    final long seed;
    final Map<String, String> options;
    final String[] who;
    private final DiceStrategy[] strategies;
    private DiceRun run;
    private SplittableRandom random;
    private List<String> made;
    private final List<TurnLog> turns = new ArrayList<>();

    DiceSession(String id, DiceChessGame game, int players, String[] who, long seed, Map<String, String> options) {
        super(id);
        this.game = game;
        this.table = new DiceTable(game, players);
        this.who = who.clone();
        this.seed = seed;
        this.options = Map.copyOf(options);
        this.strategies = new DiceStrategy[players];
        for (int p = 0; p < players; p++) if (!who[p].equals("human")) strategies[p] = DiceStrategy.named(who[p]);
        this.run = DiceRun.start(table);
        this.random = new SplittableRandom(seed);
    }

    DicePosition pos() { return run.position; }

    boolean humanActs() { return !pos().over() && strategies[pos().toMove()] == null; }

    List<TurnLog> turns() { return turns; }

    /** The acting (human) player throws; dice no piece can use are lost at once and the turn may pass. */
    @Override String gameKey() { return game.key(); }

    @Override String kind() { return "dice-chess game"; }

    @Override String address() { return "/api/dice/"; }

    /** Bytes each turn adds: its record (a dice-chess turn also logs its moves in words). */
    static final long TURN_BYTES = 1000;

    @Override Object shared() { return game; }

    @Override long growthBytes() { return TURN_BYTES * turnCount; }

    @Override synchronized boolean over() { return pos().over(); }

    @Override synchronized Object playedTurns() { return List.copyOf(turns); }

    @SuppressWarnings("unchecked")
    @Override synchronized void replay(Object played) {
        List<TurnLog> old = (List<TurnLog>) played;
        rewind(old, old.size());
    }

    @Override synchronized Recipe recipe() { return new Recipe(game.key(), options, table.players, List.of(who), seed, playedTurns()); }

    /** Turns begun, read without the game's lock by {@link #bytes()}. */
    private volatile int turnCount;

    @Override synchronized void humanThrow() {
        touch();
        refuseUnlessHuman();
        if (pos().inTurn()) throw new Api.HttpError(409, seatName() + " has thrown already: play the dice (choose one of the legal moves)");
        begin();
    }

    /** The acting human's move with one of the turn's dice, in {@link DiceNotation}; a 409 saying why when it is not legal. */
    @Override synchronized void humanMove(String text) {
        touch();
        refuseUnlessHuman();
        if (!pos().inTurn()) throw new Api.HttpError(409, seatName() + " has not thrown yet: throw first");
        int move;
        try {
            move = DiceNotation.parse(pos(), text);
        } catch (DiceNotation.IllegalMove e) {
            throw new Api.HttpError(409, "'" + varia.io.Printable.shorten(text) + "' is not a legal move for " + seatName() + "'s dice "
                    + DiceRecord.throwText(table, pos().diceLeft()) + ": " + e.getMessage());
        }
        move(move);
    }

    /** One whole turn of the computer seat to act: it throws and plays its dice. */
    @Override synchronized void computerTurn() {
        touch();
        if (pos().over()) throw new Api.HttpError(409, "the game is over");
        if (humanActs()) throw new Api.HttpError(409, "it is not the computer's turn: " + seatName() + " is played by a person");
        computer();
    }

    private void refuseUnlessHuman() {
        if (pos().over()) throw new Api.HttpError(409, "the game is over");
        if (!humanActs()) throw new Api.HttpError(409, "it is the computer's turn (" + seatName() + "): it throws and moves for itself");
    }

    /** As {@code DiceTerminal} plays a computer turn: the dice, then each move (the only one, or the strategy's). */
    private void computer() {
        int p = pos().toMove();
        begin();
        while (pos().inTurn() && pos().toMove() == p) {
            int[] moves = run.legal();
            move(moves.length == 1 ? moves[0] : strategies[p].choose(pos(), moves, moves.length, random));
        }
    }

    private void begin() {
        roomForATurn(turns.size());
        int[] dice = DiceRun.throwDice(table, random);
        turns.add(new TurnLog(pos().toMove(), dice, new ArrayList<>()));
        turnCount = turns.size();
        made = run.begin(dice);
    }

    /** Makes a legal move, noting what it took, promoted, triumphed and put out (for the page). */
    private void move(int move) {
        DicePosition pos = pos();
        int from = DicePosition.from(move), to = DicePosition.to(move), victim = pos.owner(to);
        String text = DiceNotation.text(pos, move);
        String takenPiece = victim < 0 ? null : table.type(pos.type(to)).name();
        boolean king = victim >= 0 && table.type(pos.type(to)).king();
        run.move(move, made);
        List<String> out = new ArrayList<>();
        for (int q = 0; q < table.players; q++) if ((pos.lastOut() & 1 << q) != 0) out.add(table.seat(q).name());
        turns.get(turns.size() - 1).moves().add(new MoveLog(text, table.squareName(from), table.squareName(to), DicePosition.die(move),
                victim < 0 ? null : table.seat(victim).name(), takenPiece, king,
                pos.lastPromotion() >= 0 ? table.type(pos.lastPromotion()).name() : null, pos.lastTriumph(), out));
    }

    /**
     * Takes back {@code count} turns, or (null) the last turn a person played (or is playing) and
     * every turn after it. The turns kept are replayed from the seed. Returns the turns taken back.
     */
    @Override synchronized int undo(Integer count) {
        touch();
        int keep;
        if (turns.isEmpty()) throw new Api.HttpError(409, "no turn has been played yet: nothing to take back");
        if (count != null) {
            if (count < 1 || count > turns.size()) throw new Api.HttpError(400, "undo takes back 1 to " + turns.size() + " turns, not " + count);
            keep = turns.size() - count;
        } else {
            keep = turns.size() - 1;
            while (keep >= 0 && strategies[turns.get(keep).player()] != null) keep--;
            if (keep < 0) throw new Api.HttpError(409, "no turn of a person to take back");
        }
        List<TurnLog> old = List.copyOf(turns);
        rewind(old, keep);
        return old.size() - keep;
    }

    /** The game from its start again, with the first {@code keep} turns of {@code old}, replayed from the seed. */
    private void rewind(List<TurnLog> old, int keep) {
        turns.clear();
        run = DiceRun.start(table);
        random = new SplittableRandom(seed);
        for (int i = 0; i < keep; i++) {
            if (strategies[old.get(i).player()] != null) { computer(); continue; }
            begin();
            for (MoveLog m : old.get(i).moves()) {
                try {
                    move(DiceNotation.parse(pos(), m.text()));
                } catch (DiceNotation.IllegalMove e) {
                    throw new IllegalStateException("replaying turn " + (i + 1) + ": " + e.getMessage(), e); // the same seed replays the same game
                }
            }
        }
        turnCount = turns.size();
    }

    /**
     * The game in the dice-chess record format (docs/records.md, "Dice chess"), which
     * {@code varia validate} replays: the turns finished (a turn whose dice are still being played is left out).
     */
    @Override synchronized String record() {
        touch();
        List<DiceRun.Turn> played = run.record();
        if (pos().inTurn() && !played.isEmpty()) played = played.subList(0, played.size() - 1);
        return DiceRecord.write(table, options, played, pos(), game.name() + ", seed " + seed + ", varia serve");
    }

    @Override synchronized DiceView.State state() {
        touch();
        return DiceView.of(this, run);
    }

    String seatName() { return table.seat(pos().toMove()).name(); }
}
