package varia.dice;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import varia.game.Facts;
import varia.game.Scene;
import varia.game.State;
import varia.game.Views;

/**
 * A dice-chess game as the web draws it, from its file alone: the squares, each man a token in its
 * seat's colour with its piece's letter (grey when its seat is out and it stays), the turn's dice
 * with those played; and its own facts in the answers (stakes, kings taken, what each move did).
 */
final class DiceViews implements Views {
    public record Board(int files, int ranks) {}

    public record Piece(String name, String letter, int value, boolean king, boolean promotes) {}

    /** A man: its square, its seat (index in play order), its type; {@code dead} when its seat is out but it stays. */
    public record Man(String square, int seat, String piece, String letter, boolean dead) {}

    /** One die of the turn: its outcome, what it counts as, the piece types it moves, whether it is played. */
    public record Die(String name, int distance, List<String> moves, boolean used) {}

    public record Ranked(String seat, int stakes, boolean out) {}

    /** A position of a record's replay: the men, whose turn, each seat's stakes and whether it is in. */
    public record Position(List<Man> men, int toMove, int[] stakes, boolean[] in, boolean over) {}

    public record Outcome(String name, int distance, double probability, List<String> moves) {}

    /** Where a piece of one seat goes from {@code from}: squares it moves to, squares it takes on. */
    public record Reach(int seat, String from, List<String> moves, List<String> captures) {}

    public record PieceStudy(String name, String letter, String betza, int value, boolean king, boolean promotes, double turnChance,
                             List<Reach> reach) {}

    public record SeatView(int index, String name, String letter, String forward) {}

    private final DiceChessGame g;

    DiceViews(DiceChessGame g) { this.g = g; }

    @Override public Scene.Layout layout(int players) {
        List<Scene.Cell> cells = new ArrayList<>();
        for (int sq = 0; sq < g.squares(); sq++) cells.add(new Scene.Cell(g.squareName(sq), sq % g.files(), sq / g.files(), false, List.of()));
        return new Scene.Layout("dice-board", g.files(), g.ranks(), cells, List.of(), List.of(), false);
    }

    @Override public List<Scene.Token> tokens(State s) {
        List<Scene.Token> out = new ArrayList<>();
        for (Man m : men(((DiceState) s).position()))
            out.add(new Scene.Token(m.square(), m.seat(), m.letter(), 1, m.dead(), m.piece() + (m.dead() ? " (out: a dead obstacle)" : "")));
        return out;
    }

    static List<Man> men(DicePosition pos) {
        DiceTable t = pos.table();
        List<Man> out = new ArrayList<>();
        for (int sq = 0; sq < t.squares; sq++) {
            int q = pos.owner(sq);
            if (q < 0) continue;
            PieceType type = t.type(pos.type(sq));
            out.add(new Man(t.squareName(sq), q, type.name(), String.valueOf(type.letter()), !pos.in(q)));
        }
        return out;
    }

    @Override public String[] squares(State s, int action) {
        if (!((DiceState) s).position().inTurn()) return new String[2];
        return new String[] {g.squareName(DicePosition.from(action)), g.squareName(DicePosition.to(action))};
    }

    @Override public String about(int players, int seat) { return "moves " + new DiceTable(g, players).seat(seat).forwardName(); }

    @Override public String status(State s, int seat, List<Turn> turns) {
        DicePosition pos = ((DiceState) s).position();
        List<String> kings = kings(seat, turns);
        return "stakes " + pos.score(seat) + (pos.in(seat) ? "" : ", out") + " · " + men(pos, seat) + " men"
                + (kings.isEmpty() ? "" : " · took the king of " + String.join(", ", kings));
    }

    private static int men(DicePosition pos, int seat) {
        int n = 0;
        for (int sq = 0; sq < pos.table().squares; sq++) if (pos.owner(sq) == seat) n++;
        return n;
    }

    /** The seats whose king {@code seat} took. */
    private static List<String> kings(int seat, List<Turn> turns) {
        List<String> out = new ArrayList<>();
        for (Turn t : turns)
            if (t.seat() == seat) for (Played m : t.actions()) if (Boolean.TRUE.equals(m.facts().get("king"))) out.add((String) m.facts().get("takenSeat"));
        return out;
    }

    @Override public List<Scene.Chip> thrown(State s, Turn current) {
        List<Scene.Chip> out = new ArrayList<>();
        for (Die d : dice(((DiceState) s).position())) out.add(new Scene.Chip(d.name() + " (" + String.join(" or ", d.moves()) + ")", d.used()));
        return out;
    }

    /** The dice of the turn in play, each with what it moves and whether it is played. */
    private List<Die> dice(DicePosition pos) {
        List<Die> out = new ArrayList<>();
        if (!pos.inTurn()) return out;
        for (int i = 0; i < pos.diceCount; i++) {
            var o = g.die().outcome(pos.dice[i]);
            out.add(new Die(o.name(), o.distance(), g.movedBy(pos.dice[i]), pos.used[i]));
        }
        return out;
    }

    @Override public String summary(State s) { return "dice lost so far: " + ((DiceState) s).position().lostDice(); }

    @Override public Map<String, Object> entry() {
        return Facts.of("files", g.files(), "ranks", g.ranks(), "pieces", g.pieces().stream().map(PieceType::name).toList());
    }

    @Override public Map<String, Object> state(State s, Turn current) {
        DicePosition pos = ((DiceState) s).position();
        return Facts.of("board", new Board(g.files(), g.ranks()), "pieces", pieces(), "men", men(pos), "dice", dice(pos), "lostDice", pos.lostDice());
    }

    private List<Piece> pieces() {
        return g.pieces().stream().map(p -> new Piece(p.name(), String.valueOf(p.letter()), p.value(), p.king(), p.promotes())).toList();
    }

    @Override public Map<String, Object> seat(State s, int seat, List<Turn> turns) {
        DiceState d = (DiceState) s;
        DicePosition pos = d.position();
        DiceSeat ds = d.table().seat(seat);
        return Facts.of("letter", String.valueOf(ds.letter()), "forward", ds.forwardName(), "in", pos.in(seat), "stakes", pos.score(seat),
                "men", men(pos, seat), "kings", kings(seat, turns));
    }

    /** A legal move's die (the outcome it plays) and whether it takes. */
    @Override public Map<String, Object> legal(State s, int action) {
        DicePosition pos = ((DiceState) s).position();
        return Facts.of("die", g.die().outcome(pos.dice[DicePosition.die(action)]).name(), "capture", pos.at(DicePosition.to(action)) != DicePosition.EMPTY);
    }

    /** What a move takes: the die it plays (its index in the turn), whose man and which, whether a king. */
    @Override public Map<String, Object> before(State s, int action) {
        DiceState d = (DiceState) s;
        DicePosition pos = d.position();
        if (!pos.inTurn()) return Facts.of();
        int to = DicePosition.to(action), victim = pos.owner(to);
        PieceType taken = victim < 0 ? null : d.table().type(pos.type(to));
        return Facts.of("die", DicePosition.die(action), "takenSeat", victim < 0 ? null : d.table().seat(victim).name(),
                "takenPiece", taken == null ? null : taken.name(), "king", taken != null && taken.king());
    }

    /** What the move did besides: a promotion, a triumph, the seats it put out. */
    @Override public void after(State s, Map<String, Object> facts) {
        DiceState d = (DiceState) s;
        DicePosition pos = d.position();
        if (!facts.containsKey("die")) return; // the dice thrown
        List<String> out = new ArrayList<>();
        for (int q = 0; q < d.players(); q++) if ((pos.lastOut() & 1 << q) != 0) out.add(d.seat(q));
        facts.put("promotion", pos.lastPromotion() >= 0 ? d.table().type(pos.lastPromotion()).name() : null);
        facts.put("triumph", pos.lastTriumph());
        facts.put("out", out);
    }

    /** The dice, each move with what it took, promoted, triumphed and put out, and the dice lost. */
    @Override public String told(Turn t) {
        List<String> moves = new ArrayList<>();
        for (Played m : t.actions()) {
            Map<String, Object> f = m.facts();
            StringBuilder b = new StringBuilder(m.text());
            if (f.get("takenPiece") != null) b.append(" takes ").append(f.get("takenSeat")).append("'s ").append(f.get("takenPiece"));
            if (f.get("promotion") != null) b.append(", becomes ").append(f.get("promotion"));
            if (f.get("triumph") instanceof Integer n && n > 0) b.append(", triumph: ").append(n).append(" taken");
            if (f.get("out") instanceof List<?> out) for (Object q : out) b.append("; ").append(q).append(" is out");
            moves.add(b.toString());
        }
        int lost = names(t.chance()).size() - t.actions().size();
        return "threw " + t.chanceText() + ": " + (moves.isEmpty() ? "no piece could use the dice" : String.join(", ", moves))
                + (lost > 0 ? "; " + lost + " " + (lost == 1 ? "die" : "dice") + " lost" : "");
    }

    /** A turn's dice, and how many were lost (dice no man could use) once it is over. */
    @Override public Map<String, Object> turn(Turn t) {
        List<String> dice = names(t.chance());
        return Facts.of("dice", dice, "lost", t.finished() ? dice.size() - t.actions().size() : 0);
    }

    private List<String> names(int thrown) {
        List<String> out = new ArrayList<>();
        if (thrown < 0) return out;
        for (int i = 0; i < g.rules().dicePerTurn(); i++) out.add(g.die().outcome(thrown >>> 8 * i & 0xFF).name());
        return out;
    }

    @Override public Map<String, Object> position(State s) { return Facts.of("after", position(((DiceState) s).position())); }

    private static Position position(DicePosition pos) {
        DiceTable t = pos.table();
        int[] stakes = new int[t.players];
        boolean[] in = new boolean[t.players];
        for (int p = 0; p < t.players; p++) { stakes[p] = pos.score(p); in[p] = pos.in(p); }
        return new Position(men(pos), pos.toMove(), stakes, in, pos.over());
    }

    /** The dice as read, the position where the turn is refused, and the reason as the verdict words it (the move refused and why). */
    @Override public Map<String, Object> refused(Turn partial, State at, String words) {
        List<String> dice = partial.chance() >= 0 ? names(partial.chance())
                : partial.chanceText() == null ? List.of() : List.of(partial.chanceText().split(","));
        return Facts.of("dice", dice, "at", position(((DiceState) at).position()), "reason", words);
    }

    @Override public Map<String, Object> result(State s) {
        DicePosition pos = ((DiceState) s).position();
        if (!pos.over()) return Facts.of("ranking", List.of());
        List<Ranked> ranking = new ArrayList<>();
        for (int q : pos.ranking()) ranking.add(new Ranked(s.seat(q), pos.score(q), !pos.in(q)));
        return Facts.of("ranking", ranking, "reason", DiceResult.text(pos));
    }

    /**
     * Each piece's moves for each army's forward direction from one square ({@code query.square}; the
     * square nearest the middle, below and left of it, by default), from the compiled moves on an
     * empty board ({@link DiceTable#reach}); the die's table; the armies set up (the seating with the most players).
     */
    @Override public Study study(Map<String, String> query) {
        String square = query.get("square");
        int from = square == null || square.isBlank() ? (g.ranks() - 1) / 2 * g.files() + (g.files() - 1) / 2 : g.square(square.strip());
        if (from < 0) throw new IllegalArgumentException("square: '" + varia.io.Printable.shorten(square) + "' is not a square of the "
                + g.files() + "x" + g.ranks() + " board");
        int most = g.playerCounts().get(g.playerCounts().size() - 1);
        DiceTable t = new DiceTable(g, most);
        List<SeatView> seats = new ArrayList<>();
        List<Option> armies = new ArrayList<>();
        List<String> seatLines = new ArrayList<>();
        List<Integer> seatColours = new ArrayList<>();
        for (int p = 0; p < t.players; p++) {
            DiceSeat s = t.seat(p);
            seats.add(new SeatView(p, s.name(), String.valueOf(s.letter()), s.forwardName()));
            armies.add(new Option(String.valueOf(p), s.name() + " (forward " + s.forwardName() + ")", s.name(), p));
            seatLines.add(s.name() + " (" + s.letter() + "): moves " + s.forwardName());
            seatColours.add(p);
        }
        g.seating().forEach((n, list) -> {
            seatLines.add(n + " players: " + String.join(", ", list.stream().map(i -> g.seats().get(i).name()).toList()));
            seatColours.add(-1);
        });
        int dice = g.rules().dicePerTurn();
        List<PieceStudy> pieces = new ArrayList<>();
        List<Option> kinds = new ArrayList<>();
        Map<String, Overlay> overlays = new java.util.LinkedHashMap<>();
        List<Row> pieceRows = new ArrayList<>();
        for (int type = 0; type < g.pieces().size(); type++) {
            PieceType pt = g.pieces().get(type);
            List<Reach> reach = new ArrayList<>();
            for (int p = 0; p < t.players; p++) {
                int[] r = t.reach(p, type, from);
                List<String> moves = new ArrayList<>(), captures = new ArrayList<>();
                List<Scene.Spot> spots = new ArrayList<>();
                for (int sq = 0; sq < r.length; sq++) {
                    if ((r[sq] & DiceTable.REACH_MOVE) != 0) { moves.add(g.squareName(sq)); spots.add(new Scene.Spot(g.squareName(sq), "dot", "reach-move")); }
                }
                for (int sq = 0; sq < r.length; sq++) {
                    if ((r[sq] & DiceTable.REACH_CAPTURE) != 0) { captures.add(g.squareName(sq)); spots.add(new Scene.Spot(g.squareName(sq), "ring", "reach-capture")); }
                }
                reach.add(new Reach(p, g.squareName(from), moves, captures));
                DiceSeat s = t.seat(p);
                overlays.put(type + "," + p, new Overlay(List.of(new Scene.Token(g.squareName(from), p, String.valueOf(pt.letter()), 1, false, pt.name())),
                        List.of(), -1, spots, s.name() + "'s " + pt.name() + " (forward " + s.forwardName() + ") on " + g.squareName(from)
                        + ": green dots where it moves (" + moves.size() + "), red rings where it takes (" + captures.size() + "), on an empty board."));
            }
            double q = 0; // one die's chance to move this type
            for (int o = 0; o < g.die().size(); o++) if (g.moves(o, type)) q += g.die().outcome(o).probability();
            double turnChance = 1 - Math.pow(1 - q, dice);
            pieces.add(new PieceStudy(pt.name(), String.valueOf(pt.letter()), pt.betza(), pt.value(), pt.king(), pt.promotes(), turnChance, reach));
            kinds.add(new Option(String.valueOf(type), pt.letter() + " " + pt.name(), pt.name(), -1));
            pieceRows.add(new Row(pt.name(), List.of(pt.letter() + " " + pt.name() + (pt.king() ? " (king)" : "") + (pt.promotes() ? " (promotes)" : ""),
                    pt.betza(), String.valueOf(pt.value()), Facts.percent(turnChance, 1))));
        }
        List<Outcome> outcomes = new ArrayList<>();
        List<Row> outcomeRows = new ArrayList<>();
        for (int o = 0; o < g.die().size(); o++) {
            var d = g.die().outcome(o);
            outcomes.add(new Outcome(d.name(), d.distance(), d.probability(), g.movedBy(o)));
            outcomeRows.add(new Row(d.name(), List.of(d.name(), String.valueOf(d.distance()), String.join(" or ", g.movedBy(o)),
                    Facts.percent(d.probability(), 2))));
        }
        List<Table> tables = List.of(
                new Table("outcomes", "The dice", dice + " " + (dice == 1 ? "die" : "dice") + " a turn, each " + g.die().description() + ".",
                        List.of("die", "counts as", "moves", "probability"), outcomeRows, ""),
                new Table("pieces", "Pieces", "", List.of("piece", "moves (Betza)", "value", "a turn's dice move it"), pieceRows, ""));
        return new Study(Facts.of("board", new Board(g.files(), g.ranks()), "dicePerTurn", dice, "dieDescription", g.die().description(),
                "outcomes", outcomes, "pieces", pieces, "seats", seats, "setup", men(new DicePosition(t))),
                List.of(new Choice("piece", "Piece", kinds), new Choice("seat", "Army", armies)), overlays, tables,
                List.of(new Section("Seats", seatLines, seatColours)));
    }

}
