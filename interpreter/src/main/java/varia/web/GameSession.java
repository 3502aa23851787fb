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
                  Player white, Player black, int level) {}

    /** Moves one game may have; a request past it is refused (the game's memory and its answers stay bounded). */
    static final int MAX_PLIES = 10_000;

    record State(String id, String variant, String name, String fen, String svg, int ply, String turn, String actor,
                 boolean freeTurns, boolean humanToAct, boolean inCheck, List<MoveView> legal, List<String> history,
                 String lastMove, Result result, Map<String, String> players, int level, Map<String, String> options,
                 boolean flipped) {}

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

    @Override long growthBytes() { return PLY_BYTES * plies; }

    @Override synchronized boolean over() { return game.result().isOver(); }

    @Override synchronized FinishedGame finish() {
        Recipe r = new Recipe(variantKey, options, fen, List.copyOf(game.moveTexts()), game.claimed(), players[0], players[1], level);
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
            if (r.claim() != null && !g.game.claim(r.claim())) throw new Api.HttpError(409, gone + "has changed since");
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
            if (!computerToAct()) return false;
            roomForAMove();
            SearchResult r = computer.search(game.variant(), game.position(), level, actor());
            var claims = game.claims();
            if (!claims.isEmpty() && r.score() <= 0) return game.claim(claims.get(0)); // a draw is no worse than playing on
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
        touch();
        return n;
    }

    private void played(int m) {
        freeTurnHistory.add(freeTurn);
        boolean wasFree = free();
        game.play(m);
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

    synchronized State state(boolean flipped) {
        touch();
        Position p = game.position();
        Variant v = game.variant();
        GameResult r = game.result();
        List<MoveView> legal = new ArrayList<>();
        boolean human = !r.isOver() && players[actor()] == Player.HUMAN;
        if (!r.isOver()) {
            varia.record.San san = new varia.record.San(v);
            for (int m : actorMoves()) legal.add(view(p, san, m));
        }
        Diagram d = EngineView.diagram(p).flipped(flipped).interactive(true);
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
        return new State(id, variantKey, v.name(), p.toFen(), d.svg(), game.plies(), colourName(p.sideToMove()),
                colourName(actor()), free(), human, p.inCheck(), legal, List.copyOf(game.sanTexts()), last,
                new Result(status, r.pgn(), r.reason()), who, level, options, flipped);
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
