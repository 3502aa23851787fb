package varia.web;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import varia.engine.FenException;
import varia.engine.MoveInfo;
import varia.engine.Position;
import varia.engine.game.PositionState;
import varia.game.State;
import varia.rules.sides.Sides;
import varia.variant.Variant;

/**
 * The engine page's answer ({@code /api/games}, what the gone play.js read, and the API tests) made from one game
 * of the one live session (issue 27, step 5c): the old names whose meaning differs from the live
 * answer's ({@code turn} a colour, {@code history} SAN, {@code result} as {white wins, black wins,
 * draw, ongoing} with the PGN score, {@code players} per colour, {@code drawOffer} one colour,
 * {@code sides} the traditional names) and those the live answer lacks ({@code ply}, {@code actor},
 * {@code freeTurns}, {@code lastMove}, {@code startFen}, {@code sideDetails}, each legal move's SAN
 * and kind, each claim's result). The old API served only the engine's variants, so this view
 * reads the engine's position of the session's state ({@link PositionState}); a game of another
 * family is refused as the old API refused it. The session is read under its lock, so the answer
 * is of one moment.
 */
final class OldGameView {
    private OldGameView() {}

    /** One legal move as the old page needs it. */
    record MoveView(String uci, String from, String to, String drop, String promotion, String promotionName, String kind, String san) {}

    /** {@code status}: white wins, black wins, draw or ongoing; {@code pgn}: the score as PGN writes it. */
    record Result(String status, String pgn, String reason) {}

    /** One position of the game ({@code /position?ply=}): its FEN, board, the move that led to it and the side to move. */
    record PositionView(int ply, String fen, String svg, String lastMove, String lastSan, String turn, boolean inCheck) {}

    /** A draw (or result) the rules let the person acting now claim, by its index. */
    record ClaimView(int index, String result, String reason) {}

    /** The old answer, field for field (the same names and order as the engine page's own session gave). */
    record Answer(String id, String variant, String name, String fen, String svg, int ply, String turn, String actor,
                  boolean freeTurns, boolean humanToAct, boolean inCheck, List<MoveView> legal, List<String> history,
                  String lastMove, Result result, Map<String, String> players, int level, Map<String, String> options,
                  boolean flipped, List<String> sides, List<ClaimView> claims, List<String> declarations, Object count,
                  Object clock, String drawOffer, String startFen, boolean fromStart, List<String> moves,
                  List<varia.record.traditions.Notations.Named> notations, String notation, List<String> written,
                  List<Sides.Side> sideDetails) {}

    /**
     * The session's game now in the old shape; {@code shown}: the page's choices ({@code flip},
     * {@code pieces}, {@code notation}), read as the live answer reads them.
     */
    static Answer of(SeatedSession s, Map<String, String> shown) {
        synchronized (s) { // the live answer and the copy of its state of one moment
            Map<String, Object> live = s.state(offered(s, shown));
            State st = s.at(null, "ply").state();
            if (!(st instanceof PositionState ps) || s.game.variant() == null)
                throw new Api.HttpError(404, "'" + s.id + "' is a " + s.kind() + ": ask " + s.address() + s.id);
            return of(s, live, st, ps.position(), shown);
        }
    }

    /**
     * The game after {@code ply} of its moves, as the old page's review drew it ({@link PositionView}): its FEN,
     * board, the move that led there in coordinates and SAN, the side to move; a 400 past the moves played.
     */
    static PositionView position(SeatedSession s, int ply, Map<String, String> shown) {
        State at;
        int[] actions;
        synchronized (s) {
            at = s.at(ply, "ply").state();
            actions = s.recipe().actions();
        }
        if (!(at instanceof PositionState ps) || s.game.variant() == null)
            throw new Api.HttpError(404, "'" + s.id + "' is a " + s.kind() + ": ask " + s.address() + s.id);
        Variant v = s.game.variant();
        String last = null, lastSan = null;
        if (ply > 0) {
            State walk = s.start == null ? s.game.start(2) : s.game.start(2, s.start);
            for (int i = 0; i < ply - 1; i++) walk.apply(actions[i]);
            last = ((PositionState) walk).position().moveToUci(actions[ply - 1]);
            lastSan = walk.actionText(actions[ply - 1]);
        }
        Position p = ps.position();
        String notation = shown.get("notation"), flip = shown.getOrDefault("flip", "");
        boolean own = notation != null && varia.rules.traditions.Traditions.of(v).contains(notation);
        varia.diagram.Diagram d = varia.diagram.EngineView.zones(varia.diagram.EngineView.diagram(p), p)
                .flipped(flip.equals("1") || flip.equals("true")).letters("letters".equals(shown.get("pieces"))).coordinates(own ? notation : null);
        int[] sq = last == null ? null : varia.diagram.EngineView.moveSquares(v, last);
        if (sq != null) d.lastMove(sq[0], sq[1]);
        return new PositionView(ply, p.toFen(), d.svg(), last, lastSan, colour(p.sideToMove()), p.inCheck());
    }

    /** The page's choices as the live answer takes them: a notation the game does not offer is dropped (the old answer then writes SAN, not a 400). */
    private static Map<String, String> offered(SeatedSession s, Map<String, String> shown) {
        String n = shown.get("notation");
        if (n == null || s.game.views().notations().stream().anyMatch(o -> o.key().equals(n))) return shown;
        Map<String, String> out = new LinkedHashMap<>(shown);
        out.remove("notation");
        return out;
    }

    @SuppressWarnings("unchecked")
    private static Answer of(SeatedSession s, Map<String, Object> live, State st, Position p, Map<String, String> shown) {
        Variant v = s.game.variant();
        Sides sides = Sides.of(v);
        List<Integer> actions = (List<Integer>) live.get("actions");
        State start = s.start == null ? s.game.start(2) : s.game.start(2, s.start);
        List<String> uci = new ArrayList<>(actions.size()); // the moves in coordinates, each written in the position it was made in
        State walk = start.copy();
        for (int a : actions) {
            uci.add(((PositionState) walk).position().moveToUci(a));
            walk.apply(a);
        }
        List<String> san = new ArrayList<>(actions.size());
        for (Map<String, Object> turn : (List<Map<String, Object>>) live.get("history"))
            for (Map<String, Object> m : (List<Map<String, Object>>) turn.get("moves")) san.add((String) m.get("text"));
        boolean human = (Boolean) live.get("humanToAct");
        List<MoveView> legal = new ArrayList<>();
        if (!((List<?>) live.get("legal")).isEmpty()) {
            varia.record.San writer = new varia.record.San(v);
            int[] buffer = new int[st.maxActions()];
            int n = OwnActions.of(st, buffer);
            for (int i = 0; i < n; i++) legal.add(move(p, writer, buffer[i]));
        }
        List<ClaimView> claims = new ArrayList<>();
        if (human) {
            var offered = p.claims();
            for (int i = 0; i < offered.size(); i++) claims.add(new ClaimView(i, offered.get(i).pgn(), offered.get(i).reason()));
        }
        Map<String, String> players = new LinkedHashMap<>();
        List<Map<String, Object>> seats = (List<Map<String, Object>>) live.get("seats");
        for (int c = 0; c < 2; c++) players.put(colour(c), "human".equals(seats.get(c).get("who")) ? "human" : "computer");
        int mover = (Integer) live.get("turn");
        List<String> offers = (List<String>) live.get("drawOffers");
        String notation = shown.get("notation");
        List<String> written = notation == null ? null : written(notation, v, start.text(), actions);
        String flip = shown.getOrDefault("flip", "");
        return new Answer(s.id, s.game.key(), s.game.name(), p.toFen(), (String) live.get("svg"), actions.size(),
                colour(p.sideToMove()), colour(mover >= 0 ? mover : p.sideToMove()), p.freeTurns(), human, p.inCheck(), legal,
                List.copyOf(san), uci.isEmpty() ? null : uci.get(uci.size() - 1), result(live, st, sides), players, s.level, s.options,
                flip.equals("1") || flip.equals("true"), List.of(sides.of(0), sides.of(1)), claims,
                human ? (List<String>) live.get("declarations") : List.of(), live.get("count"), live.get("clock"),
                drawOffer(s, offers), start.text(), s.start == null, List.copyOf(uci),
                varia.record.traditions.Notations.offered(v), written == null ? "san" : notation,
                written != null ? written : List.copyOf(san), List.of(sides.white(), sides.black()));
    }

    /**
     * The result in the old words: the rules' score and reason when they ended the game (a claim's
     * reason as the claim gave it), else a seat's ending (a resignation, a fallen flag, a draw
     * agreed) with the seat called by its traditional name, capitalised as the old page wrote it.
     */
    @SuppressWarnings("unchecked")
    private static Result result(Map<String, Object> live, State st, Sides sides) {
        Map<String, Object> r = (Map<String, Object>) live.get("result");
        String pgn, reason;
        if (st.isTerminal() || !"over".equals(r.get("status"))) {
            pgn = st.score();
            reason = st.reason();
            if (reason != null && reason.endsWith(CLAIMED)) reason = reason.substring(0, reason.length() - CLAIMED.length());
        } else {
            pgn = (String) r.get("score");
            reason = (String) r.get("reason");
            for (int c = 0; c < 2 && reason != null; c++)
                if (reason.startsWith(colour(c) + " ") || reason.startsWith(colour(c) + "'")) reason = sides.of(c) + reason.substring(colour(c).length());
        }
        String status = switch (pgn) {
            case "1-0" -> "white wins";
            case "0-1" -> "black wins";
            case "1/2-1/2" -> "draw";
            default -> "ongoing";
        };
        return new Result(status, pgn, reason);
    }

    /** What the engine's state adds to a claimed result's reason; the old answer gave the claim's reason alone. */
    private static final String CLAIMED = ", claimed";

    /** The moves in a notation of the game's tradition; null when it offers none of that name. */
    private static List<String> written(String notation, Variant v, String startFen, List<Integer> actions) {
        var w = varia.record.traditions.WrittenMoves.of(notation, v);
        if (w == null) return null;
        try {
            return List.copyOf(w.update(startFen, actions));
        } catch (FenException e) {
            return null; // the start was read once already
        }
    }

    /** A legal move: its coordinates, squares, what a choice needs (a drop, a promotion), its kind and SAN. */
    static MoveView move(Position p, varia.record.San san, int m) {
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
        String drop = info.kind() == MoveInfo.Kind.DROP ? info.piece().key() : null;
        String promo = info.promotion() == null ? null : info.promotion().symbol();
        String promoName = info.promotion() == null ? null : info.promotion().name();
        return new MoveView(p.moveToUci(m), from, p.squareName(info.to()), drop, promo, promoName, kind, san.write(p, m));
    }

    /** The side whose draw offer stands for the other, a person, to accept (an offer the computer declined is no offer). */
    private static String drawOffer(SeatedSession s, List<String> offers) {
        for (int c = 0; c < 2; c++) if (offers.contains(colour(c)) && !s.computer(1 - c)) return colour(c);
        return null;
    }

    private static String colour(int c) { return c == 0 ? "white" : "black"; }
}
