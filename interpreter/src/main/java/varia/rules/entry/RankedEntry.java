package varia.rules.entry;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import varia.engine.Installer;
import varia.engine.MoveFilter;
import varia.engine.Moves;
import varia.engine.Position;

/**
 * The ranked entry rules ({@code ranked: true}) while playing: a move of a listed piece onto the
 * rule's squares is refused while its side still has a piece of a kind listed before it (Tamerlane
 * chess: a prince may not enter the enemy's citadel while his shah lives). Which kinds a side
 * still has changes during the game, so this is a filter, not a table; it concerns only a move of
 * a lower-ranked piece onto those squares.
 */
final class RankedEntry implements MoveFilter {
    /** Per rule: the ranked kinds in order, and per colour and square whether the rule covers it. */
    private final int[][] order;
    private final boolean[][][] covers;
    /** Per rule and type: its place in the order, or -1. */
    private final int[][] rank;

    private RankedEntry(List<Entry.Rule> rules, Installer in) {
        int n = rules.size(), types = in.variant().pieces().size(), squares = in.geometry().squares;
        order = new int[n][];
        covers = new boolean[n][2][squares];
        rank = new int[n][types];
        for (int i = 0; i < n; i++) {
            Entry.Rule r = rules.get(i);
            order[i] = r.pieces().stream().mapToInt(Integer::intValue).toArray();
            java.util.Arrays.fill(rank[i], -1);
            for (int k = 0; k < order[i].length; k++) if (rank[i][order[i][k]] < 0) rank[i][order[i][k]] = k;
            for (int c = 0; c < 2; c++) {
                BitSet b = in.region(r.region(), c);
                for (int s = b.nextSetBit(0); s >= 0; s = b.nextSetBit(s + 1)) covers[i][c][s] = true;
            }
        }
    }

    static void install(Entry e, Installer in) {
        List<Entry.Rule> ranked = new ArrayList<>();
        for (Entry.Rule r : e.rules()) if (r.ranked()) ranked.add(r);
        if (!ranked.isEmpty()) in.filter(new RankedEntry(ranked, in));
    }

    /** The rule whose higher-ranking kinds keep a piece of {@code type} and {@code colour} off {@code to}, or -1. */
    private int barring(Position p, int type, int colour, int to) {
        for (int i = 0; i < order.length; i++) {
            if (!covers[i][colour][to] || rank[i][type] <= 0) continue;
            for (int k = 0; k < rank[i][type]; k++) if (order[i][k] != type && p.countOf(colour, order[i][k]) > 0) return i;
        }
        return -1;
    }

    private static boolean pieceMove(int move) {
        int kind = Moves.kind(move);
        return (kind == Moves.KIND_NORMAL || kind == Moves.KIND_STEP_PROMOTION) && !Moves.isSwap(move);
    }

    @Override public boolean concerns(Position p, int move) {
        if (!pieceMove(move)) return false;
        int from = Moves.from(move), type = p.typeAt(from);
        return type >= 0 && barring(p, type, p.colourAt(from), Moves.to(move)) >= 0;
    }

    @Override public boolean allows(Position p, int move) {
        if (!pieceMove(move)) return true;
        int code = p.before().mover;
        return code == 0 || barring(p, Position.typeOfCode(code), Position.colourOfCode(code), Moves.to(move)) < 0;
    }

    @Override public String refusal(Position p, int move) {
        int code = p.before().mover, type = Position.typeOfCode(code), colour = Position.colourOfCode(code), to = Moves.to(move);
        int i = barring(p, type, colour, to);
        if (i < 0) return null;
        int above = -1;
        for (int k = 0; k < rank[i][type] && above < 0; k++) if (order[i][k] != type && p.countOf(colour, order[i][k]) > 0) above = order[i][k];
        var pieces = p.variant().pieces();
        return "the " + pieces.get(type).name() + " may not enter " + p.squareName(to) + " while its side still has a "
                + pieces.get(above).name() + ": only the highest-ranking may enter";
    }
}
