package varia.record.why;

import java.util.List;
import varia.engine.Position;
import varia.notation.MoveRule;
import varia.notation.Wording;
import varia.rules.Describer;
import varia.rules.special.SpecialMove;
import varia.variant.PieceType;
import varia.variant.RegionMoves;

/**
 * A piece's moves from a square in plain words ({@link Wording}, as {@code describe} says them),
 * with the region they depend on: "outside 'enemy-half' (ranks 6-10) it steps one square forward
 * (standing in 'enemy-half' it steps one square forward or sideways)".
 */
final class PieceWords {
    private PieceWords() {}

    static String moves(Position p, PieceType t, int colour, int from) {
        StringBuilder sb = new StringBuilder();
        RegionMoves standing = Reach.standingRegion(p, t, colour, from);
        if (standing != null) {
            sb.append("standing in ").append(region(p, standing.region(), colour)).append(" it ").append(words(standing.moves()));
        } else {
            RegionMoves other = t.regionMoves().stream().filter(r -> r.mode() == RegionMoves.Mode.WHERE_STANDING).findFirst().orElse(null);
            if (other != null) sb.append("outside ").append(region(p, other.region(), colour)).append(' ');
            sb.append("it ").append(words(t.moves()));
            if (other != null) sb.append(" (standing in '").append(other.region()).append("' it ").append(words(other.moves())).append(')');
        }
        for (RegionMoves rm : t.regionMoves())
            if (rm.mode() == RegionMoves.Mode.WITHIN)
                sb.append("; within ").append(region(p, rm.region(), colour)).append(" it may also ").append(bare(words(rm.moves())));
        SpecialMove special = Reach.special(p, t);
        if (special != null) sb.append("; once").append(special.firstMoveOnly() ? ", as its first move," : "").append(" it may ").append(bare(words(special.moves())));
        return sb.toString();
    }

    /** The confinement of a piece, or null: "it never leaves 'palace' (files d-f ranks 1-3)". */
    static String confinement(Position p, PieceType t, int colour) {
        return t.confinedTo() == null ? null : "it never leaves " + region(p, t.confinedTo(), colour);
    }

    static String words(List<MoveRule> moves) {
        List<String> lines = Wording.read(moves);
        return lines.isEmpty() ? "has no move" : String.join("; ", lines);
    }

    /** After "may": each phrase's verb without its -s ("steps" -> "step"). */
    static String bare(String phrases) {
        java.util.List<String> out = new java.util.ArrayList<>();
        for (String s : phrases.split("; ")) out.add(s.replaceFirst("^(step|slide|leap|jump|ride|move)s\\b", "$1"));
        return String.join("; ", out);
    }

    /** A region by name with the mover's own squares: "'palace' (files d-f ranks 1-3)". */
    static String region(Position p, String name, int colour) {
        var r = p.variant().region(name);
        if (r == null) return "'" + name + "'";
        String squares = Describer.squares(p.variant(), r.of(colour));
        return squares.equals(name) ? "'" + name + "'" : "'" + name + "' (" + squares + ")";
    }
}
