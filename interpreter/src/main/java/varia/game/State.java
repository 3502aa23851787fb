package varia.game;

import java.util.SplittableRandom;

/**
 * One game in progress, as every front end and computer player sees it (OpenSpiel's State): N
 * seats; at each point either a seat decides, chance throws, or the game is over. Actions are
 * ints whose meaning is the family's; {@link #actionText} and {@link #parseAction} give them in
 * the family's notation. Apply and undo keep the history; {@link #copy}/{@link #copyFrom} serve
 * players that search on scratch states.
 *
 * <p>The states of the engine's games wrap the engine's {@code Position}: the search and perft
 * use the position directly, the API is the door for everything else.
 */
public interface State {
    /** {@link #current} at a chance node: the next action is drawn, with the odds {@link #chanceOutcomes} gives. */
    int CHANCE = -1;
    /** {@link #current} when the game is over. */
    int TERMINAL = -2;

    Game game();

    /** The number of seats playing. */
    int players();

    /** The name of a seat (0 to players-1, in turn order). */
    String seat(int seat);

    /** The seat that decides now, {@link #CHANCE} or {@link #TERMINAL}. */
    int current();

    /** The seat whose turn it is: the one deciding, or at a chance node the one that throws; -1 when the game is over. */
    int mover();

    default boolean isChance() { return current() == CHANCE; }

    default boolean isTerminal() { return current() == TERMINAL; }

    /** The most actions {@link #legalActions} or {@link #chanceOutcomes} can list at any point (for their arrays). */
    int maxActions();

    /** The legal actions of the seat to decide into {@code out}; their number (0 at a chance node or when over). */
    int legalActions(int[] out);

    /**
     * The outcomes of a chance node into {@code out} with their probabilities (summing to 1):
     * distinct in their effect, so outcomes that lead to the same state may be given once with
     * their summed odds (a die whose faces move the same pieces). Their number.
     */
    int chanceOutcomes(int[] out, double[] probability);

    /** At a chance node: one outcome drawn as the game's device draws it (the same random numbers for the same seed). */
    int sample(SplittableRandom random);

    /** Applies a legal action (or a chance outcome). */
    void apply(int action);

    /** Takes back the last action applied; false when there is none (or the state is a copy that keeps no history). */
    boolean undo();

    /** Each seat's return into {@code out} when the game is over (1 a win, -1 a loss, 0 a draw or a share), else zeros. */
    void returns(double[] out);

    /** The seats best first (for a game over; else the order so far). */
    int[] ranking();

    /** The winner's seat, or -1 (no winner yet, a draw, or a game stopped without one). */
    int winner();

    /** The result in words ("south wins after 40 turns; ...", "1-0 (checkmate)"); "ongoing" while it is not over. */
    String result();

    /**
     * The result as each seat's score, joined by '-' as PGN writes two: {@code 1-0}, {@code 0-1},
     * {@code 1/2-1/2}; {@code 0-1-0-0} for the second of four; a shared result splits the point
     * ({@code 1/3-1/3-0-1/3}); {@code *} while the game goes on or when it stopped without a result.
     */
    String score();

    /** Why the game ended, in a few words ("checkmate", "all pieces home", "stopped at the turn limit"); "" while it goes on. */
    String reason();

    /**
     * Whether a legal action moves the seat to decide's own pieces: always, but where the rules let
     * a seat move another's (the engine's free turns, Senterej's werera: either side's pieces until
     * the first capture). A front end that seats one player per side (the web's live session) offers
     * only these when there are any; the terminal offers every legal action.
     */
    default boolean ownAction(int action) { return true; }

    /** Results the seat to decide may claim instead of acting (a draw the rules offer), in words; empty when none. */
    default java.util.List<String> claims() { return java.util.List.of(); }

    /** Ends the game with claim {@code i} of {@link #claims}. */
    default void claim(int i) { throw new IllegalStateException("nothing to claim here"); }

    /** Acts the seat to decide may make that are not actions and keep its turn (a count stopped by choice), in words; empty when none. */
    default java.util.List<String> declarations() { return java.util.List.of(); }

    /** Makes declaration {@code i} of {@link #declarations}; {@link #undo} takes it back. */
    default void declare(int i) { throw new IllegalStateException("nothing to declare here"); }

    /** An action's text in the family's notation, in this state (before it is applied). */
    String actionText(int action);

    /**
     * The action as a data file keeps it, read back by {@link #parseAction}: its text, or where the
     * family has a machine notation that (the engine's moves in Fairy-Stockfish's coordinates).
     */
    default String actionCode(int action) { return actionText(action); }

    /** The legal action (or, at a chance node, the outcome) a text names; else {@link IllegalAction} saying why. */
    int parseAction(String text) throws IllegalAction;

    /** The state as text: FEN for the engine's games, the family's own form for others. */
    String text();

    /** The board drawn as text for a terminal, from {@code viewer}'s side. */
    String board(int viewer);

    /** An action in words for a terminal, in this state (a throw with what it moves); its text by default. */
    default String describe(int action) { return actionText(action); }

    /** What the last action did besides what its text says, in a few words for a terminal ("the pawn becomes a king"); "" for nothing. */
    default String events() { return ""; }

    /** What a seat deciding should know besides the board, in a few words ("dice left 1,4"); "" for nothing. */
    default String situation() { return ""; }

    /**
     * A new state equal to this one, for a player's scratch work: a family may leave its history
     * behind ({@link #undo} on it may then answer false).
     */
    State copy();

    /** Makes this state equal to {@code other}, a state of the same game and seats (as {@link #copy} does, without allocating). */
    void copyFrom(State other);

    /**
     * A guess of a seat's prospects in the family's units ({@link Game#evaluationScale}; positive
     * is better), for computer players at the edge of their search; 0 when the family has none.
     */
    default double value(int seat) { return 0; }

    /**
     * {@link #value} for {@code seat} of the state after a legal {@code action}, or positive
     * infinity when {@code seat} wins there; this state is left as it is. {@code scratch} is a state
     * of the same game and seats the answer may be worked out on. A family whose own position is
     * cheaper to try a move on than the whole state answers from that (the one-ply players ask
     * this once per legal action, so its cost is theirs).
     */
    default double valueAfter(int action, int seat, State scratch) {
        scratch.copyFrom(this);
        scratch.apply(action);
        return scratch.isTerminal() && scratch.winner() == seat ? Double.POSITIVE_INFINITY : scratch.value(seat);
    }

    /**
     * {@link #value} of every seat still playing into {@code out} (seats out of the game are left
     * as they are: the caller fills them first); a family may do it in one pass.
     */
    default void evaluate(double[] out) {
        for (int q = 0; q < players(); q++) out[q] = value(q);
    }
}
