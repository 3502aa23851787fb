package varia.web;

import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import varia.game.Game;
import varia.game.IllegalAction;
import varia.game.Player;
import varia.game.State;
import varia.game.Trial;
import varia.game.Views;

/**
 * One game of a family played by seats (race games, dice chess, any {@code game: WORD} family) on
 * the server, through the game API: its state, who plays each seat, the actions applied and the
 * turns they make. Chance and the computer players draw from {@code new SplittableRandom(seed)} in
 * the order {@code varia play GAME --seed S} draws them (the API's terminal), so a seed and the
 * same choices give the same game in the terminal and here. Undo replays the actions kept from the
 * seed, drawing the same numbers again, so a throw taken back comes again. Every operation is
 * synchronized; games share nothing but the immutable {@link Game}. Each refuses a bad request with
 * an {@link Api.HttpError} before it changes anything.
 *
 * <p>The controls every game has, whatever its family: clocks ({@link GameClock}, one per seat, a
 * seat's running while its turn lasts), a seat's resignation and a fallen flag ({@link Ending}),
 * a draw or a result the rules let the seat to act claim ({@link State#claims}), a declaration
 * that keeps the turn ({@link State#declarations}: Makruk's stop of a count), a start from a
 * position given as text ({@link Game#start(int, String)}: a FEN), and a review of
 * the game after any turn, replayed from the actions kept. Its answer lists the verbs that apply
 * now ({@code verbs}), so that a page shows a control only for those and never asks the family.
 */
final class SeatedSession extends LiveGame {
    /** Turns one game may have; a throw past it is refused (the game's memory and its answers stay bounded). */
    static final int MAX_TURNS = 10_000;
    /** Bytes each turn adds: its actions, their texts and what the family says they did. */
    static final long TURN_BYTES = 1000;
    /** Bytes each declaration adds: its place here and the state's record of it (the rules' slots before it). */
    static final long DECLARATION_BYTES = 200;

    /** What replays a finished game ({@link FinishedGame}): the game's key and options, the seating and seed, the actions; how it ended when not by its rules, the clocks then. */
    record Recipe(String gameKey, Map<String, String> options, int players, List<String> who, long seed, int[] actions,
                  Ending ending, GameClock.View clockAtEnd, Integer claim, String start, List<Declared> declared, int level, int given, boolean budget) {}

    /** A declaration made ({@link State#declare}) after {@code at} actions: its index among those offered then. */
    record Declared(int at, int index) {}

    /**
     * A game ended by a seat rather than by its rules: it resigned, or its flag fell. No family
     * names it: the seat is placed last and the others in the order the state ranks them now
     * ({@link State#ranking}, "the order so far"), the first of them the winner; with two seats
     * the other one wins. {@link #AGREED} as the seat: a draw every seat agreed, no seat ahead.
     */
    record Ending(int seat, String why) {}

    /** The seat of an {@link Ending} that no seat caused: a draw agreed. */
    static final int AGREED = -1;

    final Game game;
    final long seed;
    final Map<String, String> options;
    /** Where the game is asked for ({@code /api/races/}) and what it is called ({@code race game}): its shelf's. */
    private final String address, kind;
    private final String[] who;
    /** Which seats the computer plays: by the player named in {@link #who}, at {@link #effort}, through the server's {@link SearchGate} (no seat keeps a player of its own). */
    private final boolean[] computer;
    /** Which computer seats draw random numbers (a replay asks them again, {@link Player#draws}). */
    private final boolean[] drawing;
    private final varia.game.Effort effort;
    /** The most a computer seat thinks a move, in ms ({@link SearchGate}). */
    private final long millis;
    private final int[] buffer;
    private State state;
    private SplittableRandom random;
    private TurnLog log;
    /** Turns begun, read without the game's lock by {@link #growthBytes()}. */
    private volatile int turnCount;
    /** The clocks (null: a game without them), and where they stood when a finished game ended. */
    private GameClock clock;
    private GameClock.View finalClock;
    /** How the game ended when a seat ended it (null: it goes on, or its rules ended it). */
    private Ending ending;
    /** The seats whose draw offer stands (the game is drawn when every seat's does). */
    private final java.util.Set<Integer> drawOffers = new java.util.TreeSet<>();
    /** The claim that ended the game (its index among the state's claims then; null: none), kept so that its record and a revival have it. */
    private Integer claimed;
    /** The computer player choosing now (null: none), read without the game's lock by {@link #stopThinking}. */
    private volatile Player thinking;
    /** The computer seats' level ({@link varia.game.Effort#level}), or with {@link #budget} the engine page's 1 to 5. */
    final int level;
    /** Whether {@link #level} is the engine page's, a node budget at full strength ({@link LiveOldWords#budget}). */
    final boolean budget;
    /** The position the game starts from as text (null: the game's own start). */
    final String start;
    /** The declarations made, in order, replayed with the actions. */
    private List<Declared> declared = new java.util.ArrayList<>();
    /** Declarations made, read without the game's lock by {@link #growthBytes()}; at most {@link #MAX_TURNS}. */
    private volatile int declaredCount;
    /** The moves written in the notation the page asked for ({@code ?notation=}). */
    private final LiveNotation notation = new LiveNotation();
    /** The first actions taken as given, not drawn from the seed nor chosen again (a game gone on from a record: {@link LiveStart}). */
    private int given;

    /**
     * {@code who}: per seat {@code human} or a computer player's name ({@link varia.game.Players}); {@code level}: the computer seats' ({@link varia.game.Effort#level}, full strength {@value
     * varia.game.Effort#FULL}), or with {@code budget} the engine page's 1 to 5 ({@link LiveOldWords#budget}); an IllegalArgumentException when a seat's player has no levels.
     */
    SeatedSession(String id, String address, String kind, Game game, int players, String[] who, long seed, Map<String, String> options,
                  String start, int level, boolean budget) {
        super(id);
        this.address = address;
        this.kind = kind;
        this.game = game;
        this.who = who.clone();
        this.seed = seed;
        this.options = Map.copyOf(options);
        this.computer = new boolean[players];
        this.drawing = new boolean[players];
        this.level = level;
        this.budget = budget;
        this.effort = budget ? LiveOldWords.budget(level)
                : level == varia.game.Effort.FULL ? varia.game.Effort.DEFAULT : varia.game.Effort.DEFAULT.withLevel(level);
        this.millis = budget ? OldLevels.LEVEL_MS[OldLevels.clamp(level) - 1] : SearchGate.MAX_MILLIS;
        for (int p = 0; p < players; p++) {
            computer[p] = !who[p].equals("human");
            if (computer[p]) drawing[p] = SearchGate.SERVER.draws(game, who[p], effort); // refuses a player without levels
        }
        this.start = start;
        this.state = fresh(players);
        this.buffer = new int[state.maxActions()];
        this.random = new SplittableRandom(seed);
        this.log = new TurnLog(game.views());
    }

    /** The game's first state: its own start, or the position given ({@link #start}). */
    private State fresh(int players) { return start == null ? game.start(players) : game.start(players, start); }

    /** Where this kind of game is asked for ({@code /api/races/}), for a request sent to another kind's address. */
    String address() { return address; }

    /** What a game of the kind is called ({@code race game}). */
    String kind() { return kind; }

    @Override Object shared() { return game; }

    /**
     * What a walk of a sample leaves out: the game and all a fresh state of it reaches (the engine's
     * compiled variant, a family's tables), which every game of it shares; the session's own state
     * is another object, so its arrays are still weighed.
     */
    @Override Object sharedRoot() { return new Object[] {game, fresh(state.players())}; }

    @Override long growthBytes() { return TURN_BYTES * turnCount + DECLARATION_BYTES * declaredCount; }

    @Override synchronized boolean over() { flag(); return ended(); }

    private boolean ended() { return state.isTerminal() || ending != null; }

    private boolean humanActs() { return !ended() && !computer[state.mover()]; }

    /**
     * The first {@code actions} of a {@link #replay} are taken as given (a record's or a link's moves,
     * {@link LiveStart}): its throws are the record's, not drawn from the seed, and a computer seat
     * draws nothing for them; the seed's numbers begin after them. Kept for every replay after (undo, a revival).
     */
    synchronized void given(int actions) { this.given = actions; }

    /** Starts the clocks (after the actions a shared link replays): a seat's runs from the end of the turn before it. */
    synchronized void clock(GameClock c) { this.clock = c; }

    /** A fallen flag ends the game: that seat placed last. */
    private void flag() {
        if (clock == null || ended()) return;
        int f = clock.flagged();
        if (f >= 0) {
            ending = new Ending(f, state.seat(f) + "'s time ran out");
            clock.stop();
        }
    }

    /**
     * The seat a person acts for: the one named ({@code seat}: its index or name), else the one
     * seat a person plays, else the person's seat whose turn it is.
     */
    synchronized int personSeat(String seat) { return personSeat(seat, "seat"); }

    /** The same, the seat called {@code noun} in a refusal (the engine page's {@code side}: "side must be white or black"). */
    synchronized int personSeat(String seat, String noun) {
        int n = state.players();
        if (seat != null && !seat.isBlank()) {
            String w = seat.strip();
            for (int p = 0; p < n; p++) {
                if (w.equals(String.valueOf(p)) || w.equalsIgnoreCase(state.seat(p))) {
                    if (computer[p]) throw new Api.HttpError(409, state.seat(p) + " is played by the computer");
                    return p;
                }
            }
            List<String> seats = seats();
            String named = noun.equals("seat") ? "one of " + seats
                    : String.join(", ", seats.subList(0, n - 1)) + (n > 1 ? " or " : "") + seats.get(n - 1);
            throw new Api.HttpError(400, noun + " must be " + named + " (or its number, 0 to " + (n - 1) + ")");
        }
        int person = -1, persons = 0;
        for (int p = 0; p < n; p++) if (!computer[p]) { person = p; persons++; }
        if (persons == 0) throw new Api.HttpError(409, "no person plays in this game");
        if (persons == 1) return person;
        if (!ended() && !computer[state.mover()]) return state.mover();
        throw new Api.HttpError(400, "name the seat that resigns: {\"seat\": \"...\"}, one of " + seats());
    }

    /** Whether the computer plays {@code seat}. */
    boolean computer(int seat) { return computer[seat]; }

    private List<String> seats() {
        List<String> out = new java.util.ArrayList<>();
        for (int p = 0; p < state.players(); p++) out.add(state.seat(p));
        return out;
    }

    /** {@code seat} resigns: the game ends, that seat last ({@link Ending}). */
    synchronized void resign(int seat) {
        touch();
        flag();
        if (ended()) throw new Api.HttpError(409, "the game is over");
        ending = new Ending(seat, state.seat(seat) + " resigned");
        if (clock != null) clock.stop();
    }

    /**
     * {@code seat} offers a draw, or joins the others' offer: once every seat has offered (a
     * computer seat agrees when its own evaluation finds it clearly worse, {@link #agrees}) the game
     * ends drawn. An offer lapses when a seat that has not offered acts. True when the game is drawn.
     */
    synchronized boolean offerDraw(int seat) {
        touch();
        flag();
        if (ended()) throw new Api.HttpError(409, "the game is over");
        drawOffers.add(seat);
        for (int q = 0; q < computer.length; q++) if (computer[q] && agrees(q)) drawOffers.add(q);
        if (drawOffers.size() < computer.length) return false;
        ending = new Ending(AGREED, "draw agreed");
        drawOffers.clear();
        if (clock != null) clock.stop();
        return true;
    }

    /**
     * Whether a computer seat agrees to a draw: its game's heuristic ({@link State#value}) finds it
     * worse by a clear advantage ({@link Game#evaluationScale}: a pawn and a half in the engine's
     * games, as the engine's own page answers); a family without a heuristic plays on.
     */
    private boolean agrees(int seat) {
        double scale = game.evaluationScale();
        return scale > 0 && !state.isChance() && state.value(seat) <= -scale;
    }

    /** The seats best first: the state's ranking, or with an {@link Ending} its seat last (a draw agreed: the seats in order). */
    private int[] places() {
        int[] rank = state.ranking();
        if (ending == null) return rank;
        if (ending.seat() == AGREED) return java.util.stream.IntStream.range(0, rank.length).toArray();
        int[] out = new int[rank.length];
        int i = 0;
        for (int q : rank) if (q != ending.seat()) out[i++] = q;
        out[i] = ending.seat();
        return out;
    }

    private String seatName() { return state.seat(state.mover()); }

    /** The acting (human) player throws; a throw no piece can use is played out at once by the family (the turn may pass). */
    synchronized void humanThrow() {
        touch();
        refuseUnlessHuman("it throws for itself");
        if (!state.isChance()) throw new Api.HttpError(409, seatName() + " has thrown already: choose one of the legal moves");
        roomForATurn();
        apply(state.sample(random));
    }

    /** The acting human's move in the family's notation; a 409 saying why when it is not legal. */
    synchronized void humanMove(String text) {
        touch();
        refuseUnlessHuman("it moves for itself");
        if (state.isChance()) throw new Api.HttpError(409, seatName() + " has not thrown yet: throw first");
        int action;
        try {
            action = state.parseAction(text);
        } catch (IllegalAction e) {
            String thrown = log.size() == 0 ? null : log.turn(log.size() - 1, state).chanceText();
            throw new Api.HttpError(409, "'" + varia.io.Printable.shorten(text) + "' is not a legal move for " + seatName()
                    + (thrown == null ? "" : "'s throw " + thrown) + ": " + e.getMessage());
        }
        if (!offered(action))
            throw new Api.HttpError(409, "'" + varia.io.Printable.shorten(text) + "' is not a legal move for " + seatName() + ": it moves another seat's pieces");
        apply(action);
    }

    /** Whether a legal action is one the seat to decide is offered ({@link OwnActions}). */
    private boolean offered(int action) {
        int n = OwnActions.of(state, buffer);
        for (int i = 0; i < n; i++) if (buffer[i] == action) return true;
        return false;
    }

    /** One whole turn of the computer seat to act, as the terminal plays it: chance, then each of its actions. */
    synchronized void computerTurn() {
        touch();
        flag();
        if (ended()) throw new Api.HttpError(409, "the game is over");
        if (humanActs()) throw new Api.HttpError(409, "it is not the computer's turn: " + seatName() + " is played by a person");
        roomForATurn();
        SearchGate.SERVER.run(() -> { // admitted before its throw: a busy server refuses the turn with nothing changed
            int p = state.mover();
            if (state.isChance()) apply(state.sample(random));
            while (!state.isTerminal() && !state.isChance() && state.mover() == p) {
                int n = OwnActions.of(state, buffer);
                int action = n == 1 ? buffer[0] : SearchGate.SERVER.chooseAdmitted(game, who[p], effort, millis, state, buffer, n, random, t -> thinking = t);
                if (action == Player.CLAIM) { // the player takes the first claim the rules offer: the game ends
                    claimed(0);
                    return null;
                }
                apply(action);
            }
            return null;
        });
    }

    /**
     * "Move now": the computer player choosing now ends its search and plays the best action it
     * found ({@link Player#stop}); false when none is choosing or its player cannot be cut short.
     * Not synchronized: the computer's turn holds the game's lock while it thinks.
     */
    boolean stopThinking() {
        Player p = thinking;
        return p != null && p.stop();
    }

    /** The person to act claims what the rules offer ({@code index} into {@link State#claims}): the game ends so. */
    synchronized void claim(int index) {
        offered(state.claims(), index, "claim", "claims");
        claimed(index);
    }

    /** The engine page's claim ({@code index}): one the rules do not offer now is a 409 in its words, "no such draw to claim here". */
    synchronized void claimOffered(int index) {
        touch();
        refuseUnlessHuman("it claims for itself");
        List<String> offered = state.claims();
        if (index < 0 || index >= offered.size()) throw new Api.HttpError(409, "the rules offer " + seatName() + " no such draw to claim here ("
                + (offered.isEmpty() ? "none now" : "offered: " + String.join("; ", offered)) + ")");
        claimed(index);
    }

    /** The person to act makes a declaration the rules offer ({@code index} into {@link State#declarations}): the turn stays. */
    synchronized void declare(int index) {
        offered(state.declarations(), index, "declaration", "declares");
        if (declared.size() >= MAX_TURNS) // declarations that alternate (stop the count, count again) would grow the game without a turn
            throw new Api.HttpError(409, "this game has " + MAX_TURNS + " declarations, as many as the server keeps for one game");
        state.declare(index);
        declared.add(new Declared(log.actions().size(), index));
        declaredCount = declared.size();
    }

    /** The person to act makes the declaration the rules offer by this name ({@code count}); a 409 when they offer none so named. */
    synchronized void declare(String name) {
        touch();
        refuseUnlessHuman("it declares for itself");
        List<String> offered = state.declarations();
        int index = offered.indexOf(name);
        if (index < 0) throw new Api.HttpError(409, "the rules offer " + seatName() + " no such declaration here ("
                + (offered.isEmpty() ? "none now" : "offered: " + String.join(", ", offered)) + ")");
        declare(index);
    }

    /** Refuses, changing nothing, unless a person is to act and {@code index} is one of the {@code offered} acts ({@code noun}: what one is). */
    private void offered(List<String> offered, int index, String noun, String verb) {
        touch();
        refuseUnlessHuman("it " + verb + " for itself");
        if (offered.isEmpty()) throw new Api.HttpError(409, "the rules offer " + seatName() + " nothing to " + verb.replaceAll("s$", "") + " now");
        if (index < 0 || index >= offered.size())
            throw new Api.HttpError(400, noun + " must be 0 to " + (offered.size() - 1) + " (" + String.join("; ", offered) + "), not " + index);
    }

    private void claimed(int index) {
        state.claim(index);
        claimed = index;
        if (clock != null) clock.stop();
    }

    private void refuseUnlessHuman(String itself) {
        flag();
        if (ended()) throw new Api.HttpError(409, "the game is over");
        if (!humanActs()) throw new Api.HttpError(409, "it is the computer's turn (" + seatName() + "): " + itself);
    }

    private void roomForATurn() {
        if (log.size() >= MAX_TURNS) throw new Api.HttpError(409, "this game has " + MAX_TURNS
                + " turns, as many as the server keeps for one game; download its record to go on elsewhere");
    }

    private void apply(int action) {
        int before = state.mover();
        if (!drawOffers.contains(before)) drawOffers.clear(); // declined by playing on
        log.apply(state, action);
        turnCount = log.size();
        if (clock == null) return;
        if (state.isTerminal()) clock.stop();
        else if (state.mover() != before) clock.moved(before, state.mover());
    }

    /**
     * Takes back {@code count} turns, or (null) the last turn a person played (or is playing) and
     * every turn after it; a throw waiting for its first move is not a turn played, and is taken
     * back with them. Returns the turns taken back.
     */
    synchronized int undo(Integer count) {
        touch();
        int turns = log.played(state), keep;
        if (turns == 0) throw new Api.HttpError(409, "no turn has been played yet: nothing to take back");
        if (count != null) {
            if (count < 1 || count > turns) throw new Api.HttpError(400, "undo takes back 1 to " + turns + " turns, not " + count);
            keep = turns - count;
        } else {
            keep = turns - 1;
            while (keep >= 0 && computer[log.seat(keep)]) keep--;
            if (keep < 0) throw new Api.HttpError(409, "no turn of a person to take back");
        }
        int cut = log.start(keep);
        replay(log.actions().subList(0, cut), declared.stream().filter(d -> d.at() < cut).toList()); // a declaration in a turn taken back goes with it
        ending = null; // a resignation, a fallen flag or a draw agreed taken back with the turns
        drawOffers.clear();
        if (clock != null && !state.isTerminal()) clock.resume(state.mover());
        return turns - keep;
    }

    /**
     * The game from its start again with these actions, drawing the random numbers they drew (a
     * throw, a computer player that draws); an action that is not legal any more (the game's file
     * changed) fails with an {@link IllegalStateException} and changes nothing.
     */
    synchronized void replay(List<Integer> actions) { replay(actions, List.of()); }

    /** As {@link #replay(List)}, with these declarations made where they were made (each after its {@code at} actions). */
    synchronized void replay(List<Integer> actions, List<Declared> declarations) {
        State again = fresh(state.players());
        SplittableRandom drawn = new SplittableRandom(seed);
        TurnLog turns = new TurnLog(game.views());
        int next = 0, done = 0;
        for (int action : actions) {
            while (next < declarations.size() && declarations.get(next).at() == done) again.declare(declarations.get(next++).index());
            boolean asGiven = done++ < given; // a record's action: its throw as written, nothing drawn for it
            if (again.isTerminal()) throw new IllegalStateException("the game ends before all its actions");
            if (again.isChance()) {
                if (!asGiven && again.sample(drawn) != action) throw new IllegalStateException("the throws differ"); // a given one was read by the record's replay or parseAction
            } else {
                int n = again.legalActions(buffer);
                boolean legal = false;
                for (int i = 0; i < n && !legal; i++) legal = buffer[i] == action;
                if (!legal) throw new IllegalStateException("'" + again.actionText(action) + "' is not legal any more");
                int m = again.mover();
                if (computer[m] && drawing[m] && !asGiven) { // the same numbers drawn again, from the actions the computer was offered
                    int offered = OwnActions.of(again, buffer);
                    if (offered > 1) SearchGate.SERVER.choose(game, who[m], effort, millis, again, buffer, offered, drawn, t -> {});
                }
            }
            turns.apply(again, action);
        }
        while (next < declarations.size() && declarations.get(next).at() == done) again.declare(declarations.get(next++).index());
        if (next < declarations.size()) throw new IllegalStateException("a declaration after the last action");
        state = again;
        declared = new java.util.ArrayList<>(declarations);
        declaredCount = declared.size();
        claimed = null; // a claim taken back with the turns
        random = drawn;
        log = turns;
        turnCount = log.size();
    }

    /** The finished turns as the family's record (which {@code varia validate} replays); a turn still in play is left out. */
    synchronized String record() {
        touch();
        int turns = log.size();
        boolean open = turns > 0 && !log.turn(turns - 1, state).finished();
        List<Integer> done = log.actions().subList(0, log.start(open ? turns - 1 : turns));
        Trial trial = new Trial(game, state.players(), options);
        State end = fresh(state.players());
        for (int i = 0, d = 0; i <= done.size(); i++) { // each declaration where it was made, so that the record keeps it
            for (; d < declared.size() && declared.get(d).at() == i; d++) trial.declare(end, declared.get(d).index());
            if (i < done.size()) trial.apply(end, done.get(i));
        }
        if (claimed != null && !open) end.claim(claimed);
        Map<String, String> tags = new java.util.LinkedHashMap<>(LiveRecordTags.seats(game, state.players(), who, level)); // who played each seat
        tags.put("", game.name() + ", seed " + seed + ", varia serve");
        if (start != null) tags.put("FEN", start); // the position it started from (the families that take one write it so)
        if (ending != null) { // its score too, which the rules' end does not know (a record that writes results, PGN's Result, shows it)
            tags.put("Termination", ending.why() + (ending.seat() == AGREED ? "" : "; places " + String.join(", ", names(places()))));
            tags.put("Result", endingScore());
        }
        return game.records().write(trial, end, tags);
    }

    /** The score of a game a seat ended, as its result answers it: an equal share each when agreed, else the point to the first placed. */
    private String endingScore() {
        Map<String, Object> r = ending.seat() == AGREED ? SeatedView.drawn(state, ending.why()) : SeatedView.ended(state, places(), ending.why());
        return (String) r.get("score");
    }

    private List<String> names(int[] seats) {
        List<String> out = new java.util.ArrayList<>();
        for (int q : seats) out.add(state.seat(q));
        return out;
    }

    synchronized Map<String, Object> state() { return state(Map.of()); }

    /** The state as the page asks to see it ({@code shown}: its view choices, {@link Views#state(State, Views.Turn, Map)}). */
    synchronized Map<String, Object> state(Map<String, String> shown) {
        touch();
        flag();
        Map<String, Object> view = SeatedView.of(this, state, log, who, humanActs(), shown);
        if (ending != null) {
            view.put("phase", "over");
            view.put("legal", List.of());
            view.put("result", ending.seat() == AGREED ? SeatedView.drawn(state, ending.why()) : SeatedView.ended(state, places(), ending.why()));
        }
        view.put("clock", clock == null ? finalClock : clock.view(ended()));
        view.put("actions", log.actions());
        view.put("claims", humanActs() ? state.claims() : List.of());
        view.put("declarations", humanActs() ? state.declarations() : List.of());
        view.put("start", start);
        view.put("level", level);
        view.put("levelBudget", budget); // the level is the engine page's 1 to 5, a node budget
        view.put("given", given); // the first actions are a record's or a link's moves, not the seed's: a link shares them as moves
        view.put("drawOffers", names(drawOffers.stream().mapToInt(Integer::intValue).toArray()));
        view.put("verbs", LiveVerbs.now(state, humanActs(), ended(), computer, log.played(state)));
        view.put("analyses", game.analyses()); // whether a page offers the evaluation bar (LiveAnalysis)
        notation.write(game, view, LiveNotation.chosen(game, shown.get("notation")), () -> fresh(state.players()), log.actions());
        return view;
    }

    /**
     * The game as it stood after {@code turns} of its turns (as the move list counts them),
     * replayed from its start with the actions kept: what the page draws when a turn is reviewed.
     */
    synchronized Map<String, Object> review(int turns) { return review(turns, Map.of()); }

    /** The same, shown as the page asks ({@code shown}). */
    synchronized Map<String, Object> review(int turns, Map<String, String> shown) { return review(turns, shown, "turn"); }

    /** The same, a turn out of range refused as a {@code noun} ({@code ply}: the engine page's word). */
    synchronized Map<String, Object> review(int turns, Map<String, String> shown, String noun) {
        touch();
        TurnLog kept = new TurnLog(game.views());
        State again = replayed(turns, kept, noun);
        Map<String, Object> view = SeatedView.of(this, again, kept, who, false, shown);
        view.put("reviewed", turns);
        return view;
    }

    /** A state of the game's own (none of the session's): after {@code turn} turns. */
    record At(int turn, State state) {}

    /** The game after {@code turns} turns (null: now, the state copied), a state no request of the game touches (an analysis runs on it outside the lock); out of range: a 400 calling it a {@code noun}. */
    synchronized At at(Integer turns, String noun) {
        touch();
        if (turns == null) return new At(log.played(state), state.copy());
        return new At(turns, replayed(turns, new TurnLog(game.views()), noun));
    }

    /** The state after {@code turns} turns replayed from the start, its turns kept in {@code kept}; a 400 past the turns played. */
    private State replayed(int turns, TurnLog kept, String noun) {
        int played = log.played(state);
        if (turns < 0 || turns > played) throw new Api.HttpError(400, noun + " must be 0 to " + played);
        State again = fresh(state.players());
        int cut = log.start(turns), done = 0;
        for (int a : log.actions().subList(0, cut)) {
            for (Declared d : declared) if (d.at() == done) again.declare(d.index());
            kept.apply(again, a);
            done++;
        }
        return again;
    }

    synchronized Recipe recipe() {
        return new Recipe(game.key(), options, state.players(), List.of(who), seed, log.actions().stream().mapToInt(Integer::intValue).toArray(),
                ending, clock == null ? finalClock : clock.view(true), claimed, start, List.copyOf(declared), level, given, budget);
    }

    /** A finished game played again: how it ended (a seat's ending, or the claim taken) and its clocks as they stood then. */
    synchronized void ended(Ending e, GameClock.View clockAtEnd, Integer claim) {
        if (claim != null) claimed(claim);
        this.ending = e;
        this.finalClock = clockAtEnd;
    }

    @Override final FinishedGame finish() {
        return new FinishedGame(id, address(), record(), "varia-" + game.key() + "-" + id + "." + game.records().extension(), recipe());
    }
}
