package varia.race;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import varia.game.Facts;
import varia.game.Scene;
import varia.game.State;
import varia.game.Views;

/**
 * A race game as the web draws it, from its file alone: the squares with their nests, each playing
 * seat's track (entry framed, home ringed), the pieces as tokens (a number on a stack), the throw
 * waiting; and its own facts in the answers (tracks, pieces off and home, the throw's outcomes).
 */
final class RaceViews implements Views {
    public record Square(String name, int file, int rank, boolean nest, List<Integer> tracks) {}

    public record Board(int files, int ranks, List<Square> squares) {}

    public record OutcomeView(String name, String label, int distance, double probability, String token) {}

    public record Dice(String description, List<OutcomeView> outcomes) {}

    /** One piece: off the board, on a square (its step on the track, from 1), or home. */
    public record Piece(int piece, String state, String square, int step) {}

    public record SeatView(int index, String name, String letter, String start, String home, List<String> track) {}

    private final RaceGame g;

    RaceViews(RaceGame g) { this.g = g; }

    @Override public Scene.Layout layout(int players) {
        RaceTable t = new RaceTable(g, players);
        List<Scene.Cell> cells = new ArrayList<>();
        for (int sq = 0; sq < g.squares(); sq++)
            cells.add(new Scene.Cell(g.squareName(sq), sq % g.files(), sq / g.files(), tracks(t, sq).isEmpty(),
                    g.isNest(sq) ? List.of("nest") : List.of()));
        List<Scene.SeatMark> marks = new ArrayList<>();
        List<Scene.Path> paths = new ArrayList<>();
        for (int p = 0; p < players; p++) {
            List<String> track = track(t, p);
            marks.add(new Scene.SeatMark(p, track.get(0), "frame", "start"));
            marks.add(new Scene.SeatMark(p, track.get(track.size() - 1), "ring", "home"));
            paths.add(new Scene.Path(p, track));
        }
        return new Scene.Layout("race-board", g.files(), g.ranks(), cells, marks, paths, true);
    }

    private static List<Integer> tracks(RaceTable t, int sq) {
        List<Integer> on = new ArrayList<>();
        for (int p = 0; p < t.players(); p++) if (t.indexOf(p, sq) >= 0) on.add(p);
        return on;
    }

    private List<String> track(RaceTable t, int p) {
        List<String> out = new ArrayList<>();
        for (int i = 0; i < t.length(p); i++) out.add(g.squareName(t.square(p, i)));
        return out;
    }

    /** The pieces on their tracks (not those off the board or home), one token per seat and square. */
    @Override public List<Scene.Token> tokens(State s) {
        RaceState r = (RaceState) s;
        RaceTable t = r.table();
        Map<String, Scene.Token> out = new LinkedHashMap<>();
        for (int p = 0; p < t.players(); p++)
            for (int i = 0; i < g.pieces(); i++) {
                int at = r.position().piece(p, i);
                if (at == RacePosition.OFF || at == t.length(p) - 1) continue;
                String sq = g.squareName(t.square(p, at));
                Scene.Token was = out.get(p + "@" + sq);
                int n = was == null ? 1 : was.count() + 1;
                out.put(p + "@" + sq, new Scene.Token(sq, p, String.valueOf(t.seat(p).letter()), n, false,
                        t.seat(p).name() + (n > 1 ? ": " + n + " pieces" : "")));
            }
        return List.copyOf(out.values());
    }

    @Override public String[] squares(State s, int action) {
        RaceState r = (RaceState) s;
        if (r.pending() < 0 || action == RaceMove.PASS) return new String[2];
        RacePosition pos = r.position();
        RaceTable t = r.table();
        String text = RaceNotation.text(pos, r.pending(), action);
        String to = text.replaceFirst("^.*[@=-]", ""); // the square after the last mark: @c1, c1-f1, c1=f1
        int from = RaceMove.from(action);
        return new String[] {from == RacePosition.OFF ? null : g.squareName(t.square(pos.toMove(), from)), to};
    }

    @Override public String about(int players, int seat) { return "from " + track(new RaceTable(g, players), seat).get(0); }

    @Override public String status(State s, int seat, List<Turn> turns) {
        RacePosition pos = ((RaceState) s).position();
        return pos.off(seat) + " off · " + pos.home(seat) + " home" + (pos.finished(seat) ? " ✓" : "");
    }

    @Override public List<Scene.Chip> thrown(State s, Turn current) {
        int o = ((RaceState) s).pending();
        return o < 0 ? List.of() : List.of(new Scene.Chip(g.dice().outcome(o).label() + " = " + g.dice().outcome(o).distance(), false));
    }

    /** A throw is listed with its move: a throw waiting is shown apart, and undo takes it back with the turn before. */
    @Override public boolean listsThrownTurns() { return false; }

    @Override public Map<String, Object> entry() { return Facts.of("files", g.files(), "ranks", g.ranks(), "pieces", g.pieces()); }

    @Override public Map<String, Object> state(State s, Turn current) {
        RaceState r = (RaceState) s;
        return Facts.of("board", board(r.table()), "dice", dice(), "thrown", r.pending() < 0 ? null : outcome(r.pending()));
    }

    private Board board(RaceTable t) {
        List<Square> squares = new ArrayList<>();
        for (int sq = 0; sq < g.squares(); sq++) squares.add(new Square(g.squareName(sq), sq % g.files(), sq / g.files(), g.isNest(sq), tracks(t, sq)));
        return new Board(g.files(), g.ranks(), squares);
    }

    private Dice dice() {
        List<OutcomeView> out = new ArrayList<>();
        for (int i = 0; i < g.dice().size(); i++) out.add(outcome(i));
        return new Dice(g.dice().description(), out);
    }

    private OutcomeView outcome(int i) {
        Outcome o = g.dice().outcome(i);
        return new OutcomeView(o.name(), o.label(), o.distance(), o.probability(), g.dice().token(i));
    }

    @Override public Map<String, Object> seat(State s, int p, List<Turn> turns) {
        RaceState r = (RaceState) s;
        RaceTable t = r.table();
        RacePosition pos = r.position();
        int last = t.length(p) - 1;
        List<String> track = track(t, p);
        List<Piece> pieces = new ArrayList<>();
        for (int i = 0; i < g.pieces(); i++) {
            int at = pos.piece(p, i);
            if (at == RacePosition.OFF) pieces.add(new Piece(i, "off", null, 0));
            else pieces.add(new Piece(i, at == last ? "home" : "track", g.squareName(t.square(p, at)), at + 1));
        }
        return Facts.of("letter", String.valueOf(t.seat(p).letter()), "start", track.get(0), "home", track.get(last), "track", track,
                "off", pos.off(p), "homeCount", pos.home(p), "finished", pos.finished(p), "pieces", pieces);
    }

    /** A legal move's kind (enter, move, stack, pass), how many pieces it moves, whether it reaches home. */
    @Override public Map<String, Object> legal(State s, int action) {
        RaceState r = (RaceState) s;
        if (action == RaceMove.PASS) return Facts.of("kind", "pass", "count", 0, "home", false);
        RaceTable t = r.table();
        int p = r.position().toMove(), k = RaceMove.count(action);
        boolean home = g.squareName(t.square(p, t.length(p) - 1)).equals(squares(s, action)[1]);
        String kind = RaceMove.from(action) == RacePosition.OFF ? "enter" : k > 1 ? "stack" : "move";
        return Facts.of("kind", kind, "count", kind.equals("enter") ? 1 : k, "home", home);
    }

    @Override public void after(State s, Map<String, Object> facts) { facts.put("captured", Math.max(0, ((RaceState) s).lastCaptured())); }

    @Override public String told(Turn t) {
        Outcome o = g.dice().outcome(t.chance());
        Played m = t.actions().isEmpty() ? null : t.actions().get(0);
        Object captured = m == null ? 0 : m.facts().getOrDefault("captured", 0);
        return "threw " + o.label() + " = " + o.distance() + ": " + (m == null ? "no piece could use it, the throw is lost"
                : m.text() + (captured instanceof Integer c && c > 0 ? ", capturing " + c : ""));
    }

    /** A turn as the race pages show it: the throw (token, label, distance), the move as written ({@code -} not used), what it took. */
    @Override public Map<String, Object> turn(Turn t) {
        Outcome o = g.dice().outcome(t.chance());
        Played m = t.actions().isEmpty() ? null : t.actions().get(0);
        boolean lost = m == null || m.action() == RaceMove.PASS;
        return Facts.of("throwToken", t.chanceText(), "throwLabel", o.label(), "distance", o.distance(),
                "move", m == null ? "-" : m.text(), "from", m == null ? null : m.from(), "to", m == null ? null : m.to(),
                "captured", m == null ? 0 : m.facts().getOrDefault("captured", 0), "lost", lost);
    }

    /** Each playing seat's pieces as track indices (-1 off the board, the last index home). */
    @Override public Map<String, Object> position(State s) {
        RaceState r = (RaceState) s;
        int[][] at = new int[r.players()][g.pieces()];
        for (int p = 0; p < at.length; p++) for (int i = 0; i < at[p].length; i++) at[p][i] = r.position().piece(p, i);
        return Facts.of("at", at);
    }

    /** The throw as the refused line writes it (even when it is no throw). */
    @Override public Map<String, Object> refused(Turn partial, State at, String words) { return Facts.of("throwToken", partial.chanceText()); }

    @Override public Map<String, Object> result(State s) {
        RaceState r = (RaceState) s;
        RacePosition pos = r.position();
        if (!pos.over()) return Facts.of("order", List.of());
        List<String> order = new ArrayList<>();
        for (int q : pos.finishOrder()) order.add(r.seat(q));
        String winner = r.seat(pos.winner());
        return Facts.of("order", order, "reason", winner + " brought all " + g.pieces() + " pieces home first, after " + r.turns() + " turns"
                + (order.size() > 1 ? "; places: " + String.join(", ", order) : ""));
    }

    /** Each seat's track (numbered from its entry, as {@code varia play} numbers it), or all of them; the throw's table; the nests. */
    @Override public Study study(Map<String, String> query) {
        List<SeatView> seats = new ArrayList<>();
        for (int i = 0; i < g.seats().size(); i++) {
            Seat s = g.seats().get(i);
            List<String> track = new ArrayList<>();
            for (int sq : s.track()) track.add(g.squareName(sq));
            seats.add(new SeatView(i, s.name(), String.valueOf(s.letter()), track.get(0), track.get(track.size() - 1), track));
        }
        List<Square> squares = new ArrayList<>();
        List<String> nests = new ArrayList<>();
        for (int sq = 0; sq < g.squares(); sq++) {
            List<Integer> on = new ArrayList<>(); // every seat of the file whose track passes here
            for (SeatView s : seats) if (s.track().contains(g.squareName(sq))) on.add(s.index());
            squares.add(new Square(g.squareName(sq), sq % g.files(), sq / g.files(), g.isNest(sq), on));
            if (g.isNest(sq)) nests.add(g.squareName(sq));
        }
        int most = g.playerCounts().get(g.playerCounts().size() - 1);
        RaceTable t = new RaceTable(g, most);
        List<Option> options = new ArrayList<>();
        Map<String, Overlay> overlays = new LinkedHashMap<>();
        List<Integer> all = new ArrayList<>();
        List<String> seatLines = new ArrayList<>();
        List<Integer> seatColours = new ArrayList<>();
        for (int p = 0; p < most; p++) {
            List<String> track = track(t, p);
            Seat s = t.seat(p);
            options.add(new Option(String.valueOf(p), s.name(), s.name(), p));
            overlays.put(String.valueOf(p), new Overlay(List.of(), List.of(p), p, List.of(), s.name() + "'s track: " + track.size()
                    + " squares, numbered from " + track.get(0) + " (1, where its pieces enter) to " + track.get(track.size() - 1)
                    + " (" + track.size() + ", home)."));
            all.add(p);
            seatLines.add(s.name() + " (" + s.letter() + "): from " + track.get(0) + " to " + track.get(track.size() - 1) + ", " + track.size() + " squares");
            seatColours.add(p);
        }
        options.add(new Option("-1", "all seats", "all", -1));
        overlays.put("-1", new Overlay(List.of(), all, -1, List.of(),
                "Every seat's track, each in its colour; frames mark the entry squares, dashed rings the homes."));
        g.seating().forEach((n, list) -> {
            seatLines.add(n + " players: " + String.join(", ", list.stream().map(i -> g.seats().get(i).name()).toList()));
            seatColours.add(-1);
        });
        List<Row> rows = new ArrayList<>();
        for (int i = 0; i < g.dice().size(); i++) {
            Outcome o = g.dice().outcome(i);
            rows.add(new Row(o.name(), List.of(o.label(), String.valueOf(o.distance()), Facts.percent(o.probability(), 2))));
        }
        Table outcomes = new Table("outcomes", "The throw", g.dice().description(), List.of("throw", "moves", "probability"), rows,
                String.format(Locale.ROOT, "A throw moves %.3f squares on average.", g.dice().meanDistance()));
        List<Section> sections = List.of(
                new Section("Nests", List.of(nests.isEmpty() ? "none" : String.join(" ", nests) + " (" + nests.size()
                        + "): crossed on the board; see the rules for what they protect."), List.of(-1)),
                new Section("Seats", seatLines, seatColours));
        return new Study(Facts.of("board", new Board(g.files(), g.ranks(), squares), "dice", dice(), "meanDistance", g.dice().meanDistance(),
                "seats", seats, "nests", nests, "pieces", g.pieces()), List.of(new Choice("seat", "Track of", options)), overlays,
                List.of(outcomes), sections);
    }


}
