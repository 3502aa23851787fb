package varia.record.traditions;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import varia.engine.FenException;
import varia.engine.MoveInfo;
import varia.engine.Position;
import varia.variant.Variant;

/**
 * A game's moves in one notation of its tradition, kept as the game goes: {@link #update} writes
 * only the moves made since it was last asked and cuts those taken back, so a game's state costs
 * its new moves, not its whole record (a tradition's move needs the legal moves of its position:
 * rewriting 200 plies of shogi took some 15 ms a state). It keeps the position after them, walked
 * back for a move taken back and on for a new one. Not thread-safe: its game's lock guards it.
 */
public final class WrittenMoves {
    private final String name;
    private final Variant v;
    private final MoveWriter writer;
    private final List<Integer> moves = new ArrayList<>();
    private final List<String> written = new ArrayList<>();
    /** The destination of each move written (-1: a pass), for 同 (a capture on the square just moved to). */
    private final List<Integer> destinations = new ArrayList<>();
    private String start;
    /** The position after the moves written (a compiled position is costly to build: it is kept and walked back and forth). */
    private Position position;

    private WrittenMoves(String name, Variant v, MoveWriter writer) {
        this.name = name;
        this.v = v;
        this.writer = writer;
    }

    /** The notation {@code name} of the variant's tradition, or null when the variant does not offer it. */
    public static WrittenMoves of(String name, Variant v) {
        if (name == null || !varia.rules.traditions.Traditions.of(v).contains(name)) return null;
        MoveWriter w = Notations.writer(name, v);
        return w == null ? null : new WrittenMoves(name, v, w);
    }

    public String name() { return name; }

    /**
     * The moves of the game that starts at {@code startFen} and has made {@code game} (encoded), in
     * this notation: those written before and still played are kept, the others written now.
     */
    public List<String> update(String startFen, List<Integer> game) throws FenException {
        if (!startFen.equals(start) || position == null) {
            Position p = Position.fromFen(v, startFen);
            clear();
            position = p;
            start = startFen;
        }
        int same = 0;
        while (same < moves.size() && same < game.size() && moves.get(same).intValue() == game.get(same).intValue()) same++;
        cut(same);
        for (int i = same; i < game.size(); i++) add(position, game.get(i));
        return Collections.unmodifiableList(written);
    }

    /** Writes {@code move} in position {@code p} (before it) and makes it there. */
    void add(Position p, int move) {
        int lastTo = destinations.isEmpty() ? -1 : destinations.get(destinations.size() - 1);
        written.add(writer.write(p, move, lastTo));
        MoveInfo info = p.info(move);
        destinations.add(info.kind() == MoveInfo.Kind.PASS ? -1 : info.to());
        moves.add(move);
        p.make(move);
    }

    private void cut(int size) {
        while (moves.size() > size) {
            int last = moves.size() - 1;
            if (position != null) position.unmake();
            moves.remove(last);
            written.remove(last);
            destinations.remove(last);
        }
    }

    private void clear() {
        position = null; // a fresh one follows: nothing to walk back
        cut(0);
    }

    /** The moves written so far. */
    public List<String> written() { return Collections.unmodifiableList(written); }
}
