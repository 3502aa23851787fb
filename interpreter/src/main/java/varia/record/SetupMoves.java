package varia.record;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import varia.engine.Position;
import varia.rules.turns.TurnRules;
import varia.variant.PieceType;
import varia.variant.Variant;

/**
 * The compulsory first moves a variant's setup already shows made ({@code play.setup-moves}:
 * Shatar's 1.d4 d5), as a record writes them: a record from the variant's setup may write them
 * (its sources do: "1. d2-d4 ... d7-d5", "1. d4 d5") or start after them. They are read as a pawn's
 * SAN ({@code d4}), long algebraic ({@code d2-d4}, {@code Pd2-d4}) or coordinates ({@code d2d4}),
 * the piece's letter being its own or a dialect's ({@link LetterAliases}).
 */
final class SetupMoves {
    private SetupMoves() {}

    private static final Pattern WRITTEN = Pattern.compile("([A-Z])?([a-z]\\d{1,2})?[-\u2013]?([a-z]\\d{1,2})");
    private static final Pattern COORDINATES = Pattern.compile("([a-z]\\d{1,2})([a-z]\\d{1,2})");

    /**
     * How the record begins: {@code k} when its first {@code k} moves are the setup's (skip them),
     * 0 when it starts after them (or the game does not start from the setup), and {@code -(j + 1)}
     * when it writes the first {@code j} of them but not move {@code j}.
     */
    static int written(Position start, List<RecordedMove> moves) {
        Variant v = start.variant();
        TurnRules t = v.rule(TurnRules.KEY);
        if (t == null || t.setupMoves().isEmpty() || moves.isEmpty() || start.ply() != 0) return 0;
        List<String> setup = t.setupMoves();
        if (!start.toFen().equals(Position.start(v).toFen())) return 0; // a record from another position
        San san = new San(v);
        int j = 0;
        while (j < setup.size() && j < moves.size() && writes(start, san, setup.get(j), moves.get(j).text())) j++;
        return j == 0 || j == setup.size() ? j : -(j + 1);
    }

    /**
     * The setup's move {@code i} as a rewritten record writes it: in coordinates ({@code d2d4}), or as
     * SAN from the setup's pieces ({@code d4} for a pawn, the piece's letter before the square otherwise).
     */
    static String write(Position setup, int i, boolean coordinates) {
        String declared = setup.variant().rule(TurnRules.KEY).setupMoves().get(i).trim();
        Matcher d = COORDINATES.matcher(declared);
        if (coordinates || !d.lookingAt()) return declared;
        PieceType piece = setup.pieceTypeAt(new San(setup.variant()).square(d.group(2)));
        return (piece == null || San.isPawn(piece) ? "" : String.valueOf(piece.letter())) + d.group(2);
    }

    /** The first move of the setup's that a record writing {@code j} of them leaves out, for messages. */
    static String expected(Variant v, int j) {
        List<String> setup = v.rule(TurnRules.KEY).setupMoves();
        return setup.get(j) + " (the setup already holds the compulsory " + String.join(" ", setup)
                + "; a record writes all of them, or none)";
    }

    /** Does {@code text} write the setup move {@code declared} (coordinates), whose piece stands on its destination in the setup? */
    static boolean writes(Position setup, San san, String declared, String text) {
        Matcher d = COORDINATES.matcher(declared.trim());
        if (!d.lookingAt()) return false;
        String w = text.strip().replaceAll("[+#!?]+$", "");
        Matcher m = WRITTEN.matcher(w);
        if (!m.matches() || !m.group(3).equals(d.group(2)) || m.group(2) != null && !m.group(2).equals(d.group(1))) return false;
        int to = san.square(d.group(2));
        PieceType piece = to < 0 ? null : setup.pieceTypeAt(to);
        if (piece == null) return false;
        String letter = m.group(1);
        if (letter == null) return San.isPawn(piece) || m.group(2) != null; // SAN omits only a pawn's letter; coordinates name squares
        char c = letter.charAt(0);
        if (c == piece.letter() || c == 'P' && San.isPawn(piece)) return true;
        for (LetterAliases.Dialect dialect : LetterAliases.forVariant(setup.variant()))
            if (Character.valueOf(piece.letter()).equals(dialect.letters().get(c))) return true;
        return false;
    }
}
