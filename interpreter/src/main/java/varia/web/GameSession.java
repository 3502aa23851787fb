package varia.web;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import varia.diagram.Diagram;
import varia.diagram.EngineView;
import varia.engine.FenException;
import varia.engine.GameResult;
import varia.engine.MoveInfo;
import varia.engine.Moves;
import varia.engine.Position;
import varia.play.Game;
import varia.search.SearchResult;
import varia.variant.Variant;

/**
 * One game on the server: its moves, whose player acts (free turns included), and the state the
 * browser draws. Every method is synchronized: one game's requests run one at a time, games do
 * not share state. This class and {@link ComputerPlayer} are the server's doors into the engine.
 */
final class GameSession extends LiveGame {
    enum Player { HUMAN, COMPUTER }

    /** One legal move as the browser needs it. */
    record MoveView(String uci, String from, String to, String drop, String promotion, String promotionName,
                    String kind, String san) {}

    record Result(String status, String pgn, String reason) {}

    /** What replays a finished game (see {@link FinishedGame}): no position, table or variant, only names and moves. */
    record Recipe(String variantKey, Map<String, String> options, String fen, List<String> moves, GameResult claim,
                  Player white, Player black, int level, GameClock.View clockAtEnd) {}

    /** Moves one game may have; a request past it is refused (the game's memory and its answers stay bounded). */
    static final int MAX_PLIES = 10_000;

    /** A draw the rules let the player acting now claim (repetition, a count, a move rule), by its index. */
    record ClaimView(int index, String result, String reason) {}

    /** A running count (Makruk's honours...): its limit and the moves counted, and what is left. */
    record CountView(int limit, int counted, int left) {}

    record State(String id, String variant, String name, String fen, String svg, int ply, String turn, String actor,
                 boolean freeTurns, boolean humanToAct, boolean inCheck, List<MoveView> legal, List<String> history,
                 String lastMove, Result result, Map<String, String> players, int level, Map<String, String> options,
                 boolean flipped, List<String> sides, List<ClaimView> claims, List<String> declarations, CountView count,
                 GameClock.View clock, String drawOffer, String startFen, boolean fromStart, List<String> moves,
                 List<varia.record.traditions.Notations.Named> notations, String notation, List<String> written,
                 List<varia.rules.sides.Sides.Side> sideDetails) {}

    private final Game game;
    private final Player[] players;
    private final int level;
    private final Map<String, String> options;
    private final String variantKey;
    /** During free turns: the colour whose player acts next (it alternates); otherwise the side to move acts. */
    private int freeTurn;
    private final List<Integer> freeTurnHistory = new ArrayList<>();
    /** Plies played, read without the game's lock by {@link #bytes()}. */
    private volatile int plies;
    /** The start position's FEN as given (null: the variant's own). */
    private final String fen;
    /** The clocks, or null for a game without them. */
    private GameClock clock;
    /** Stops the computer's search of this game while it runs (read without the game's lock, which the search holds). */
    private volatile Runnable stopThinking;

    /** "Move now": the computer's search ends and its best move so far is played; false when it is not thinking. */
    boolean stopThinking() {
        Runnable s = stopThinking;
        if (s == null) return false;
        s.run();
        return true;
    }

    /** The clocks as they stood when the game ended, for a finished game played again from its record. */
    private GameClock.View finalClock;
    /** The side whose draw offer stands (-1: none): it lapses when the other side moves. */
    private int drawOffer = -1;
    /** The moves in the notation last asked for, written as they are played (null: none asked yet). */
    private volatile varia.record.traditions.WrittenMoves writtenMoves;

    GameSession(String id, String variantKey, Variant v, Map<String, String> options, String fen, Player white,
                Player black, int level) throws FenException {
        super(id);
        this.variantKey = variantKey;
        this.game = fen == null || fen.isBlank() ? Game.start(v) : Game.fromFen(v, fen.strip());
        this.fen = fen == null || fen.isBlank() ? null : fen.strip();
        this.players = new Player[] {white, black};
        this.level = level;
        this.options = Map.copyOf(options);
    }

    /** Bytes each ply adds: its undo record, its move in coordinates and in SAN (about 150 measured in chess and shogi). */
    static final long PLY_BYTES = 256;
    /** And once a tradition's notation is asked: the move written, and the kept position's undo record (an estimate). */
    static final long WRITTEN_PLY_BYTES = 160;

    @Override Object shared() { return game.variant(); }

    /** The variant with its compiled form (what a fresh position reaches). */
    @Override Object sharedRoot() { return Position.start(game.variant()); }

    /** A game of the same variant and start that has made a move (its notation tables made), never this one. */
    @Override LiveGame sample() {
        try {
            GameSession g = new GameSession(id, variantKey, game.variant(), options, fen, Player.HUMAN, Player.HUMAN, level);
            List<Integer> moves = g.actorMoves();
            if (!moves.isEmpty()) g.played(moves.get(0));
            return g;
        } catch (FenException e) {
            return this; // it was read once already
        }
    }

    @Override long growthBytes() { return (writtenMoves == null ? PLY_BYTES : PLY_BYTES + WRITTEN_PLY_BYTES) * plies; }

    @Override synchronized boolean over() { flag(); return game.result().isOver(); }

    /** A fallen flag ends the game: the side whose time ran out loses. */
    private void flag() {
        if (clock == null || game.result().isOver()) return;
        int f = clock.flagged();
        if (f >= 0) {
            game.adjudicate(GameResult.win(1 - f, varia.engine.Ending.ADJUDICATION, sideName(f) + "'s time ran out"));
            clock.stop();
        }
    }

    /** Starts the clocks (after the moves a shared link or a record replays): they run from the next move. */
    synchronized void clock(GameClock c) { this.clock = c; }

    /** The name the game gives side {@code colour} (Red, Cho, Sente...; White and Black by default). */
    String sideName(int colour) { return varia.rules.sides.Sides.of(game.variant()).of(colour); }

    /** Whether a person plays {@code colour}. */
    synchronized boolean human(int colour) { return players[colour] == Player.HUMAN; }

    /** The colour a person acts for: the one person's side, else (two people) the player acting now. */
    synchronized int personSide(String side) {
        if (side != null && !side.isBlank()) {
            int c = colour(side);
            if (players[c] != Player.HUMAN) throw new Api.HttpError(409, sideName(c) + " is played by the computer");
            return c;
        }
        if (players[0] == Player.HUMAN && players[1] != Player.HUMAN) return 0;
        if (players[1] == Player.HUMAN && players[0] != Player.HUMAN) return 1;
        if (players[0] != Player.HUMAN) throw new Api.HttpError(409, "no person plays in this game");
        return actor();
    }

    private int colour(String side) {
        String s = side.strip().toLowerCase(java.util.Locale.ROOT);
        if (s.equals("white") || s.equals("0") || s.equalsIgnoreCase(sideName(0))) return 0;
        if (s.equals("black") || s.equals("1") || s.equalsIgnoreCase(sideName(1))) return 1;
        throw new Api.HttpError(400, "side must be white or black (" + sideName(0) + " or " + sideName(1) + ")");
    }

    /** {@code colour} resigns: the other side wins. */
    synchronized void resign(int colour) {
        flag();
        if (game.result().isOver()) throw new Api.HttpError(409, "the game is over");
        game.adjudicate(GameResult.win(1 - colour, varia.engine.Ending.ADJUDICATION, sideName(colour) + " resigned"));
        if (clock != null) clock.stop();
        touch();
    }

    /**
     * {@code colour} offers a draw, or accepts the other side's offer (the game is drawn). Against
     * the computer the offer is answered at once by {@link ComputerPlayer#acceptsDraw}; true when
     * the game is drawn.
     */
    boolean offerDraw(int colour, ComputerPlayer computer) {
        synchronized (this) {
            flag();
            if (game.result().isOver()) throw new Api.HttpError(409, "the game is over");
            if (drawOffer == 1 - colour || players[1 - colour] == Player.COMPUTER && computer.acceptsDraw(game.variant(), game.position(), level, 1 - colour)) {
                game.adjudicate(GameResult.draw(varia.engine.Ending.ADJUDICATION, "draw agreed"));
                drawOffer = -1;
                if (clock != null) clock.stop();
                touch();
                return true;
            }
            if (players[1 - colour] == Player.COMPUTER) { drawOffer = -1; return false; } // declined
            drawOffer = colour;
            touch();
            return false;
        }
    }

    /** The player acting now claims the draw the rules offer ({@code index} into the claims); false when none such. */
    synchronized boolean claim(int index) {
        flag();
        var claims = game.claims();
        if (index < 0 || index >= claims.size() || players[actor()] != Player.HUMAN) return false;
        boolean ok = game.claim(claims.get(index));
        if (ok && clock != null) clock.stop();
        touch();
        return ok;
    }

    /** The player acting now makes a declaration the rules offer (Makruk's count); false when not offered. */
    synchronized boolean declare(String name) {
        flag();
        if (game.result().isOver() || players[actor()] != Player.HUMAN) return false;
        boolean ok = game.declare(name);
        touch();
        return ok;
    }

    /** The game's variant, start and moves, for a review of any of its positions ({@link GameReview}). */
    synchronized GameReview.Line line() {
        List<List<String>> declared = new ArrayList<>();
        for (int i = 0; i <= game.plies(); i++) declared.add(game.declarationsAt(i));
        return new GameReview.Line(game.variant(), game.startFen(), List.copyOf(game.moves()), List.copyOf(game.moveTexts()),
                List.copyOf(game.sanTexts()), declared, level);
    }

    @Override synchronized FinishedGame finish() {
        Recipe r = new Recipe(variantKey, options, fen, List.copyOf(game.moveTexts()), game.claimed(), players[0], players[1], level,
                clock == null ? finalClock : clock.view(true));
        return new FinishedGame(id, "/api/games/", pgn(), "varia-" + id + ".pgn", r);
    }

    /** Plays a finished game again from its recipe, under the same id; a 409 when its variant has gone or changed. */
    static GameSession revive(String id, Recipe r, VariantCatalog catalog) {
        String gone = "this game is over and kept only as its record (GET /api/games/" + id + "/pgn): its variant '"
                + r.variantKey() + "' ";
        try {
            GameSession g = new GameSession(id, r.variantKey(), catalog.get(r.variantKey(), r.options()), r.options(), r.fen(),
                    r.white(), r.black(), r.level());
            for (String m : r.moves()) if (!g.play(m)) throw new Api.HttpError(409, gone + "has changed since");
            if (r.claim() != null && !(r.claim().ending() == varia.engine.Ending.ADJUDICATION ? g.game.adjudicate(r.claim()) : g.game.claim(r.claim())))
                throw new Api.HttpError(409, gone + "has changed since");
            g.finalClock = r.clockAtEnd();
            return g;
        } catch (VariantCatalog.NotFound | varia.variant.VariantException | FenException | IllegalArgumentException e) {
            throw new Api.HttpError(409, gone + "is no longer here");
        }
    }

    private boolean free() { return game.position().freeTurns(); }

    /** The colour whose player acts now. */
    private int actor() { return free() ? freeTurn : game.position().sideToMove(); }

    synchronized boolean computerToAct() {
        return !game.result().isOver() && players[actor()] == Player.COMPUTER;
    }

    /** Plays a move written in coordinate notation; false (and nothing changes) when it is not legal now. */
    synchronized boolean play(String uci) {
        flag();
        if (uci == null || game.result().isOver()) return false;
        roomForAMove();
        for (int m : actorMoves()) {
            if (game.position().moveToUci(m).equals(uci)) {
                played(m);
                return true;
            }
        }
        return false;
    }

    /** Lets the computer play the acting side's move; false when it is not the computer's turn. */
    boolean computerMove(ComputerPlayer computer) {
        synchronized (this) {
            flag();
            if (!computerToAct()) return false;
            roomForAMove();
            SearchResult r = computer.search(game.variant(), game.position(), level, actor(), stop -> stopThinking = stop);
            var claims = game.claims();
            if (!claims.isEmpty() && r.score() <= 0) { // a draw is no worse than playing on
                boolean ok = game.claim(claims.get(0));
                if (ok && clock != null) clock.stop();
                return ok;
            }
            if (r.move() == Moves.NONE) return false;
            played(r.move());
            return true;
        }
    }

    private void roomForAMove() {
        if (game.plies() >= MAX_PLIES) throw new Api.HttpError(409, "this game has " + MAX_PLIES
                + " moves, as many as the server keeps for one game; download its PGN to go on elsewhere");
    }

    /** Takes back {@code plies} moves (fewer when the game is shorter); returns how many. */
    synchronized int undo(int plies) {
        int n = 0;
        while (n < plies) {
            boolean claim = game.claimed() != null;
            if (!game.undo()) break;
            if (!claim && !freeTurnHistory.isEmpty()) freeTurn = freeTurnHistory.remove(freeTurnHistory.size() - 1);
            n++;
        }
        this.plies = game.plies();
        drawOffer = -1;
        if (clock != null && !game.result().isOver()) clock.resume(actor());
        touch();
        return n;
    }

    private void played(int m) {
        freeTurnHistory.add(freeTurn);
        boolean wasFree = free();
        int mover = actor();
        game.play(m);
        if (drawOffer >= 0 && drawOffer != mover) drawOffer = -1; // declined by playing on
        if (clock != null) {
            clock.moved(mover);
            if (game.result().isOver()) clock.stop();
        }
        if (wasFree) freeTurn ^= 1;
        this.plies = game.plies();
        touch();
    }

    /** The legal moves of the acting player (during free turns: those of its own pieces). */
    private List<Integer> actorMoves() {
        Position p = game.position();
        int[] moves = new int[Moves.MAX_MOVES];
        int n = p.legalMoves(moves);
        List<Integer> out = new ArrayList<>(n);
        boolean free = free();
        int who = actor();
        for (int i = 0; i < n; i++) {
            if (free && moverColour(p, moves[i]) != who) continue;
            out.add(moves[i]);
        }
        if (free && out.isEmpty()) for (int i = 0; i < n; i++) out.add(moves[i]);
        return out;
    }

    private static int moverColour(Position p, int move) {
        MoveInfo info = p.info(move);
        return info.from() >= 0 ? p.colourAt(info.from()) : p.sideToMove();
    }

    synchronized State state(boolean flipped) { return state(flipped, null, false); }

    /** The state; {@code notation}: the moves in a notation of the game's tradition (null or unknown: SAN). */
    synchronized State state(boolean flipped, String notation, boolean letters) {
        touch();
        flag();
        Position p = game.position();
        Variant v = game.variant();
        GameResult r = game.result();
        List<MoveView> legal = new ArrayList<>();
        List<String> written = notation == null ? null : traditional(notation);
        boolean human = !r.isOver() && players[actor()] == Player.HUMAN;
        if (!r.isOver()) {
            varia.record.San san = new varia.record.San(v);
            for (int m : actorMoves()) legal.add(view(p, san, m));
        }
        Diagram d = EngineView.zones(EngineView.diagram(p), p).flipped(flipped).interactive(true).letters(letters)
                .coordinates(written == null ? null : notation);
        String last = null;
        if (game.plies() > 0) {
            last = game.moveTexts().get(game.plies() - 1);
            int[] sq = EngineView.moveSquares(v, last);
            if (sq != null) d.lastMove(sq[0], sq[1]);
        }
        Map<String, String> who = new LinkedHashMap<>();
        who.put("white", players[0].name().toLowerCase());
        who.put("black", players[1].name().toLowerCase());
        String status = switch (r.status()) {
            case ONGOING -> "ongoing";
            case WHITE_WINS -> "white wins";
            case BLACK_WINS -> "black wins";
            case DRAW -> "draw";
        };
        List<ClaimView> claims = new ArrayList<>();
        List<String> declarations = List.of();
        if (human) {
            List<GameResult> offered = game.claims();
            for (int i = 0; i < offered.size(); i++) claims.add(new ClaimView(i, offered.get(i).pgn(), offered.get(i).reason()));
            declarations = game.declarations();
        }
        int[] count = r.isOver() ? null : p.count();
        CountView countView = count == null ? null : new CountView(count[0], count[1], Math.max(0, count[0] - count[1]));
        return new State(id, variantKey, v.name(), p.toFen(), d.svg(), game.plies(), colourName(p.sideToMove()),
                colourName(actor()), free(), human, p.inCheck(), legal, List.copyOf(game.sanTexts()), last,
                new Result(status, r.pgn(), r.reason()), who, level, options, flipped, List.of(sideName(0), sideName(1)),
                claims, declarations, countView, clock == null ? finalClock : clock.view(r.isOver()),
                drawOffer < 0 ? null : colourName(drawOffer), game.startFen(), fen == null, List.copyOf(game.moveTexts()),
                varia.record.traditions.Notations.offered(v), written == null ? "san" : notation,
                written != null ? written : List.copyOf(game.sanTexts()),
                List.of(varia.rules.sides.Sides.of(v).white(), varia.rules.sides.Sides.of(v).black()));
    }

    private static MoveView view(Position p, varia.record.San san, int m) {
        MoveInfo info = p.info(m);
        String kind = switch (info.kind()) {
            case DROP -> "drop";
            case PASS -> "pass";
            case DECLARATION -> "declare";
            case ACTION -> "action";
            case SWAP -> "swap";
            case CASTLING -> "castling";
            case EN_PASSANT -> "en-passant";
            default -> "normal";
        };
        String from = info.from() >= 0 ? p.squareName(info.from()) : null;
        String to = p.squareName(info.to());
        String drop = info.kind() == MoveInfo.Kind.DROP ? info.piece().key() : null;
        String promo = info.promotion() == null ? null : info.promotion().symbol();
        String promoName = info.promotion() == null ? null : info.promotion().name();
        return new MoveView(p.moveToUci(m), from, to, drop, promo, promoName, kind, san.write(p, m));
    }

    /** The moves in a notation of the game's tradition, kept as the game goes (only new moves are written); null when it offers none of that name. */
    private List<String> traditional(String notation) {
        if (writtenMoves == null || !writtenMoves.name().equals(notation)) writtenMoves = varia.record.traditions.WrittenMoves.of(notation, game.variant());
        if (writtenMoves == null) return null;
        try {
            return List.copyOf(writtenMoves.update(game.startFen(), game.moves()));
        } catch (FenException e) {
            return null;
        }
    }

    /** The game as PGN, for download. */
    synchronized String pgn() {
        varia.record.Game g = new varia.record.Game();
        g.tag("Event", "Varia web game").tag("Site", "varia serve");
        g.tag("White", players[0] == Player.HUMAN ? "Human" : "Varia level " + level);
        g.tag("Black", players[1] == Player.HUMAN ? "Human" : "Varia level " + level);
        g.tag("Variant", game.variant().key());
        if (!game.fromStartPosition()) g.tag("FEN", game.startFen());
        if (!options.isEmpty()) {
            StringBuilder o = new StringBuilder();
            for (Map.Entry<String, String> e : options.entrySet()) o.append(o.length() == 0 ? "" : ", ").append(e.getKey()).append('=').append(e.getValue());
            g.tag("VariantOptions", o.toString());
        }
        for (String s : game.sanTexts()) g.move(s);
        GameResult r = game.result();
        g.termination(r.pgn());
        g.tag("Result", r.pgn());
        if (r.isOver()) g.tag("Termination", r.reason());
        return varia.record.PgnWriter.write(g);
    }

    private static String colourName(int c) { return c == 0 ? "white" : "black"; }
}
