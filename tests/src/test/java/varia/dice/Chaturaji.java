package varia.dice;

import java.util.Map;
import varia.variant.VariantException;

/** The bundled Chaturaji with constructed positions for the rule tests. */
final class Chaturaji {
    final DiceChessGame game;
    final DiceTable table;
    final DicePosition pos;
    static final int SOUTH = 0, EAST = 1, NORTH = 2, WEST = 3;

    Chaturaji(Map<String, String> options) {
        try {
            game = (DiceChessGame) new DiceFamily().find("chaturaji", options);
        } catch (VariantException e) {
            throw new AssertionError(e.diagnostics().toString(), e);
        }
        table = new DiceTable(game, 4);
        pos = new DicePosition(table);
    }

    Chaturaji() { this(Map.of()); }

    int sq(String name) { return game.square(name); }

    int type(String name) {
        int t = game.piece(name);
        if (t < 0) throw new AssertionError(name);
        return t;
    }

    /** An empty board but for the four kings far from the action (h... squares given), then the pieces given. */
    Chaturaji board(String... placements) {
        pos.clear();
        for (String p : placements) { // "S:king:d1"
            String[] f = p.split(":");
            int player = "SENW".indexOf(f[0]);
            pos.put(sq(f[2]), player, type(f[1]));
        }
        return this;
    }

    /** The outcome index of a die face ("1" to "6", or the long die's "2" to "5"). */
    int face(String name) {
        for (int i = 0; i < game.die().size(); i++) if (game.die().outcome(i).name().equals(name)) return i;
        throw new AssertionError(name);
    }

    /** Starts the mover's turn with these faces. */
    Chaturaji turn(int player, String... faces) {
        pos.setToMove(player);
        int[] o = new int[faces.length];
        for (int i = 0; i < faces.length; i++) o[i] = face(faces[i]);
        pos.startTurn(o);
        return this;
    }

    /** The legal moves as text, sorted. */
    java.util.List<String> moves() {
        int[] out = new int[table.maxMoves];
        int n = pos.generate(out);
        java.util.List<String> list = new java.util.ArrayList<>();
        for (int i = 0; i < n; i++) list.add(DiceNotation.text(pos, out[i]));
        java.util.Collections.sort(list);
        return list;
    }

    /** The legal moves from one square. */
    java.util.List<String> movesFrom(String square) {
        return moves().stream().filter(m -> m.replaceFirst("^[0-9]+:", "").startsWith(square)).toList();
    }

    void play(String move) {
        try {
            pos.play(DiceNotation.parse(pos, move));
        } catch (DiceNotation.IllegalMove e) {
            throw new AssertionError(move + ": " + e.getMessage());
        }
    }
}
