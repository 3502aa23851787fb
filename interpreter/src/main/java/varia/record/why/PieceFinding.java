package varia.record.why;

import java.util.ArrayList;
import java.util.List;
import varia.engine.Moves;
import varia.engine.Position;
import varia.rules.special.SpecialMove;
import varia.rules.zones.ZoneStops;
import varia.variant.PieceType;

/**
 * Checks one piece's move against its pattern on the board as it stands: does any of its moves
 * reach the target (naming the moves in words when none does, or the region it never leaves), is
 * the way open (a blocker, a missing or extra screen, a zone that stops it), does the target suit
 * the move (a capture-only move to an empty square, a plain move onto an enemy, an own piece
 * there). A move that passes is pseudo-legal: {@link RuleFinding} goes on.
 */
final class PieceFinding {
    private PieceFinding() {}

    static Finding of(Position p, int from, int to) {
        int us = p.colourAt(from), them = us ^ 1;
        PieceType t = p.pieceTypeAt(from);
        String piece = "the " + t.name() + " on " + p.squareName(from), at = p.squareName(to);
        List<Route> routes = Reach.routes(p, t, us, from, to);
        if (routes.isEmpty()) {
            if (Reach.hasMultiLeg(t)) return null; // its multi-leg moves are not walked: no words rather than wrong ones
            return Finding.at(Finding.PATTERN, piece + " cannot go to " + at + ": " + PieceWords.moves(p, t, us, from));
        }
        List<Route> inside = routes.stream().filter(r -> !r.confined()).toList();
        if (inside.isEmpty())
            return Finding.at(Finding.PATTERN, piece + " cannot go to " + at + ": " + PieceWords.confinement(p, t, us));
        if (p.colourAt(to) == us)
            return Finding.at(Finding.BLOCKED, at + " holds " + side(us) + "'s own " + p.pieceTypeAt(to).name());
        boolean enemy = p.colourAt(to) == them;
        List<Route> fitting = new ArrayList<>();
        boolean ep = !enemy && enPassantTarget(p, to);
        for (Route r : inside) if (enemy ? r.captures() : r.moves() || ep && r.enPassant()) fitting.add(r);
        if (fitting.isEmpty()) {
            boolean anyEp = inside.stream().anyMatch(Route::enPassant);
            return Finding.at(Finding.MODE, enemy
                    ? piece + " cannot capture on " + at + ": it goes there only without capturing"
                    : piece + " goes to " + at + " only to capture, and " + at + " is empty"
                            + (anyEp ? " (en passant only just after an enemy pawn's double step past it)" : ""));
        }
        if (enemy && t.cannotCapture().contains(p.typeAt(to)))
            return Finding.at(Finding.MODE, "a " + t.name() + " cannot capture a " + p.pieceTypeAt(to).name());
        String first = null;
        for (Route r : fitting) {
            String blocked = blocker(p, r, from, to, piece);
            if (blocked == null) return new Finding(Finding.PSEUDO_LEGAL, null, encode(p, r, from, to, enemy));
            if (first == null) first = blocked;
        }
        return Finding.at(Finding.BLOCKED, first);
    }

    /** What stops this route on the board as it stands, or null when nothing does. */
    private static String blocker(Position p, Route r, int from, int to, String piece) {
        int us = p.colourAt(from);
        if (r.rule().initialOnly() && !p.squareMarks().unmoved(from)) return piece + " makes that move only while it has not moved";
        if (r.special()) {
            SpecialMove s = Reach.special(p, p.pieceTypeAt(from));
            if (!p.squareMarks().special(from)) return piece + " no longer has the right to its once-only move";
            if (s.notInCheck() && p.inCheck()) return piece + " may not make its once-only move while in check";
        }
        boolean zoneStops = !r.lame() || ZoneStops.stopLameLeaps(p);
        int home = ZoneStops.caster(p, us, from);
        // in a strict zone a slide goes one square only, and a lame leap the zone stops not at all
        if (home >= 0 && ZoneStops.strict(p, home) && !r.hop() && zoneStops && !r.between().isEmpty())
            return piece + " stands in the zone of the " + who(p, home) + " and moves one square only";
        for (int s : r.between())
            if (p.geometry().blocks(s)) return piece + " cannot pass over the hole at " + p.squareName(s) + " (board.hole-crossing: blocked)";
        if (r.hop()) return screen(p, r, from, to, piece, zoneStops);
        for (int s : r.between()) {
            if (p.codeAt(s) != 0) return piece + " is blocked on " + p.squareName(s);
            int caster = zoneStops ? ZoneStops.caster(p, us, s, from) : -1;
            if (caster >= 0) return stopped(p, piece, s, caster);
        }
        return null;
    }

    /** A hopper needs exactly one piece between (of a kind it may jump over), and no zone stop before it. */
    private static String screen(Position p, Route r, int from, int to, String piece, boolean zoneStops) {
        List<Integer> screens = new ArrayList<>();
        for (int s : r.between()) {
            if (p.codeAt(s) != 0) screens.add(s);
            else if (screens.isEmpty() && zoneStops && ZoneStops.caster(p, p.colourAt(from), s, from) >= 0)
                return stopped(p, piece, s, ZoneStops.caster(p, p.colourAt(from), s, from));
        }
        String what = p.codeAt(to) != 0 ? "capture " : "go ";
        if (screens.isEmpty())
            return piece + " needs exactly one piece between it and " + p.squareName(to) + " to " + what.strip() + " there (there is none)";
        if (screens.size() > 1) {
            List<String> names = screens.stream().map(p::squareName).toList();
            return piece + " needs exactly one piece between it and " + p.squareName(to) + " to " + what.strip()
                    + " there (there are " + screens.size() + ": " + String.join(", ", names) + ")";
        }
        PieceType t = p.pieceTypeAt(from), s = p.pieceTypeAt(screens.get(0));
        if (t.screensExclude().contains(s.index())) return "a " + t.name() + " cannot jump over a " + s.name();
        return null;
    }

    /** The engine's move for a pseudo-legal route (an en-passant capture, a special move flagged). */
    private static int encode(Position p, Route r, int from, int to, boolean enemy) {
        int m = !enemy && !r.moves() && r.enPassant() && enPassantTarget(p, to) ? Moves.enPassant(from, to) : Moves.make(from, to);
        return r.special() ? m | Moves.SPECIAL : m;
    }

    private static String stopped(Position p, String piece, int sq, int caster) {
        return piece + " is stopped on " + p.squareName(sq) + " by the zone of the " + who(p, caster);
    }

    /** Is the square the en-passant target of the position (its FEN's field)? */
    private static boolean enPassantTarget(Position p, int sq) {
        String[] f = p.toFen().split(" ");
        return f.length > 3 && java.util.regex.Pattern.compile(p.squareName(sq) + "(?!\\d)").matcher(f[3]).find();
    }

    static String side(int colour) { return colour == 0 ? "White" : "Black"; }

    /** "Black's Hia on g5". */
    static String who(Position p, int sq) { return p.pieceTypeAt(sq).name() + " on " + p.squareName(sq); }
}
