package varia.play;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import varia.engine.FenException;
import varia.engine.GameResult;
import varia.engine.Position;
import varia.variant.Variant;

/** A game in progress: the variant, its start position and the moves played (with undo). */
public final class Game {
    private final Variant variant;
    private final String startFen;
    private final Position position;
    private final List<Integer> moves = new ArrayList<>();
    private final List<String> texts = new ArrayList<>();
    private final List<String> sans = new ArrayList<>();
    private varia.record.San san;
    /** A claim made in the current position (a draw by repetition...), which ends the game; null when none. */
    private GameResult claimed;
    /** Declarations made (Makruk's stop of a count), in order: the ply they were made at, the name, the state slots before. */
    private record Declared(int ply, String name, int[] before) {}
    private final List<Declared> declared = new ArrayList<>();

    private Game(Variant variant, Position start) {
        this.variant = variant;
        this.startFen = start.toFen();
        this.position = start;
    }

    public static Game start(Variant v) { return new Game(v, Position.start(v)); }

    public static Game fromFen(Variant v, String fen) throws FenException { return new Game(v, Position.fromFen(v, fen)); }

    public Variant variant() { return variant; }

    /** The live position (callers must leave it as they found it). */
    public Position position() { return position; }

    public String startFen() { return startFen; }

    /** True when the game started from the variant's own start position. */
    public boolean fromStartPosition() { return startFen.equals(Position.start(variant).toFen()); }

    /** Plays a legal move of the current position. */
    public void play(int move) {
        claimed = null;
        texts.add(position.moveToUci(move));
        if (san == null) san = new varia.record.San(variant);
        sans.add(san.write(position, move));
        position.make(move);
        moves.add(move);
    }

    /** Takes back the last move; false when there is none. */
    public boolean undo() {
        if (claimed != null) { claimed = null; return true; } // taking back the claim
        if (!declared.isEmpty() && declared.get(declared.size() - 1).ply() == moves.size()) { // taking back a declaration
            position.restoreState(declared.remove(declared.size() - 1).before());
            return true;
        }
        if (moves.isEmpty()) return false;
        position.unmake();
        moves.remove(moves.size() - 1);
        texts.remove(texts.size() - 1);
        sans.remove(sans.size() - 1);
        return true;
    }

    public int plies() { return moves.size(); }

    /** The moves played, in coordinate notation. */
    public List<String> moveTexts() { return Collections.unmodifiableList(texts); }

    /** The moves played, in the variant's SAN (as {@link varia.record.San} writes it). */
    public List<String> sanTexts() { return Collections.unmodifiableList(sans); }

    /** The moves played, encoded. */
    public List<Integer> moves() { return Collections.unmodifiableList(moves); }

    /** The result: a claim made here, else what the rules say of the position. */
    public GameResult result() { return claimed != null ? claimed : position.result(); }

    /** The claim made in the current position, or null. */
    public GameResult claimed() { return claimed; }

    /** The declarations the rules offer the side to move here (none once a claim was made). */
    public List<String> declarations() { return claimed != null ? List.of() : position.declarations(); }

    /** Makes a declaration the rules offer here; false when they offer none of that name. */
    public boolean declare(String name) {
        if (claimed != null) return false;
        int[] before = position.stateCopy();
        if (!position.declare(name)) return false;
        declared.add(new Declared(moves.size(), name, before));
        return true;
    }

    /** The declarations made in the position after {@code ply} moves (0: before the first move), in order. */
    public List<String> declarationsAt(int ply) {
        List<String> names = new ArrayList<>();
        for (Declared d : declared) if (d.ply() == ply) names.add(d.name());
        return names;
    }

    /** The claims the rules offer in the current position (none once a claim was made). */
    public List<GameResult> claims() { return claimed != null ? List.of() : position.claims(); }

    /**
     * Ends the game with a result decided outside the rules' verdicts on the board: a resignation,
     * a draw agreed, a flag fallen. Taken back by {@link #undo()} like a claim; false when the game
     * is over already.
     */
    public boolean adjudicate(GameResult r) {
        if (result().isOver() || r == null || !r.isOver()) return false;
        claimed = r;
        return true;
    }

    /** Makes a claim the rules offer here: the game ends with its result. False when the rules offer none such. */
    public boolean claim(GameResult r) {
        if (!claims().contains(r)) return false;
        claimed = r;
        return true;
    }
}
