package varia.engine.game;

import java.util.LinkedHashMap;
import java.util.Map;
import varia.diagram.EngineView;
import varia.engine.MoveInfo;
import varia.engine.Moves;
import varia.engine.Position;
import varia.game.State;
import varia.game.Views;

/**
 * What a page shows of an engine's game through the one live session: no {@code Scene} layout but
 * the board as the SVG of {@code varia.diagram} (the drawing {@code /api/board} and the engine's own
 * page give: pieces, hands, check, the zones pieces cast, the last move), the FEN, and per legal
 * move its squares, coordinates and what a choice needs (a promotion, a drop, a declaration).
 */
final class EngineViews implements Views {
    /** SAN, the engine's own notation ({@link EngineState#actionText}), first in every game's menu. */
    static final Notation SAN = new Notation("san", "SAN (Varia, PGN)");

    private final varia.variant.Variant variant;
    /** Known once asked (a games list, which makes every game's views, never asks). */
    private volatile java.util.List<Notation> notations;

    /** The views of one variant's games. */
    EngineViews(varia.variant.Variant variant) { this.variant = variant; }

    /** SAN, then the notations of the game's tradition that suit its board ({@code varia.record.traditions.Notations}). */
    @Override public java.util.List<Notation> notations() {
        if (notations == null) { // two threads may both find them: the same list
            java.util.List<Notation> n = new java.util.ArrayList<>(java.util.List.of(SAN));
            for (varia.record.traditions.Notations.Named t : varia.record.traditions.Notations.offered(variant)) n.add(new Notation(t.key(), t.label()));
            notations = java.util.List.copyOf(n);
        }
        return notations;
    }

    /** A tradition's notation, kept as the game goes ({@link varia.record.traditions.WrittenMoves}: only new moves are written). */
    @Override public Writer writer(String key, State start) {
        varia.record.traditions.WrittenMoves w = key.equals(SAN.key()) ? null : varia.record.traditions.WrittenMoves.of(key, variant);
        if (w == null) return null;
        String fen = start.text();
        return actions -> {
            try {
                return java.util.List.copyOf(w.update(fen, actions));
            } catch (varia.engine.FenException e) { // the start was read once already
                throw new IllegalStateException("the game's start no longer reads: " + e.getMessage());
            }
        };
    }

    private static Position board(State s) { return ((PositionState) s).position(); }

    @Override public String[] squares(State s, int action) {
        Position p = board(s);
        MoveInfo info = p.info(action);
        return new String[] {info.from() >= 0 ? p.squareName(info.from()) : null, info.to() >= 0 ? p.squareName(info.to()) : null};
    }

    @Override public Map<String, Object> state(State s, Turn current) { return state(s, current, Map.of()); }

    /**
     * {@code view}: {@code flip=1} draws the board from Black's side, {@code pieces=letters} every
     * piece as its letter, {@code notation=} one of the tradition's numbers its coordinates.
     */
    @Override public Map<String, Object> state(State s, Turn current, Map<String, String> view) {
        Position p = board(s);
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("fen", p.toFen());
        m.put("inCheck", p.inCheck());
        int[] count = s.isTerminal() ? null : p.count(); // a running count (Makruk's honours): its limit, the moves counted, those left
        if (count != null) m.put("count", Map.of("limit", count[0], "counted", count[1], "left", Math.max(0, count[0] - count[1])));
        String flip = view.getOrDefault("flip", "");
        varia.diagram.Diagram d = EngineView.zones(EngineView.diagram(p), p).interactive(true)
                .flipped(flip.equals("1") || flip.equals("true")).letters("letters".equals(view.get("pieces")));
        String notation = view.get("notation");
        if (notation != null && varia.rules.traditions.Traditions.of(variant).contains(notation)) d.coordinates(notation);
        int[] last = lastSquares(p);
        if (last != null) d.lastMove(last[0], last[1]);
        m.put("svg", d.svg());
        return m;
    }

    /**
     * The squares of the move that made this position, as the engine's own page marks them (a
     * drop: its square only); null at the start, and after a move that leaves no square of its own
     * (a pass, a declaration).
     */
    static int[] lastSquares(Position p) {
        varia.engine.Ply before = p.before();
        if (before == null) return null;
        int move = before.move, kind = Moves.kind(move);
        if (kind == Moves.KIND_PASS || kind == Moves.KIND_NULL || kind == Moves.KIND_DECLARE) return null;
        return new int[] {kind == Moves.KIND_DROP ? -1 : Moves.from(move), Moves.to(move)};
    }

    /**
     * The game's name for a seat in its tradition ({@code varia.rules.sides.Sides}: xiangqi's Red,
     * shogi's Sente with its English name, janggi's Cho with its colour), as the engine's own page
     * shows its players; the seat's own name stays "white" or "black", as records and requests name it.
     */
    @Override public Map<String, Object> seat(State s, int seat, java.util.List<Turn> turns) {
        return Map.of("side", side(seat));
    }

    /** The seats' names in the tradition, for the setup form before a game starts. */
    @Override public Map<String, Object> entry() { return Map.of("sides", java.util.List.of(side(0).get("full"), side(1).get("full"))); }

    private Map<String, Object> side(int seat) {
        varia.rules.sides.Sides.Side d = varia.rules.sides.Sides.of(variant).side(seat);
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("name", d.name());
        m.put("english", d.english());
        m.put("colour", d.colour());
        m.put("full", d.full());
        return m;
    }

    @Override public Map<String, Object> legal(State s, int action) {
        Position p = board(s);
        MoveInfo info = p.info(action);
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("uci", p.moveToUci(action));
        m.put("kind", info.kind().name().toLowerCase(java.util.Locale.ROOT).replace('_', '-'));
        if (info.kind() == MoveInfo.Kind.DROP) m.put("drop", info.piece().key());
        if (info.promotion() != null) {
            m.put("promotion", info.promotion().symbol());
            m.put("promotionName", info.promotion().name());
        }
        return m;
    }
}
