package varia.diagram;

import java.util.ArrayList;
import java.util.List;
import varia.engine.FenException;
import varia.engine.MoveInfo;
import varia.engine.Moves;
import varia.engine.Position;
import varia.variant.PieceType;
import varia.variant.Variant;

/**
 * The diagram package's only door into the engine: positions from FEN, what stands where, and the
 * legal moves from one square. (The engine is being redesigned; its call sites stay here.)
 */
public final class EngineView {
    private EngineView() {}

    /** The variant's start position, or the one a FEN gives. */
    public static Position position(Variant v, String fen) throws FenException {
        return fen == null || fen.isBlank() ? Position.start(v) : Position.fromFen(v, fen.strip());
    }

    /** A drawing of a position: its pieces, both hands when the game has any, and the check. */
    /** The zones the pieces on the board cast (the Hia's), shaded on {@code d}: what a player needs to see while playing. */
    public static Diagram zones(Diagram d, Position p) {
        MovePattern.zonesOnBoard(d, p.variant(), p);
        return d;
    }

    public static Diagram diagram(Position p) {
        Variant v = p.variant();
        Diagram d = Diagram.of(v);
        boolean hands = false;
        for (PieceType t : v.pieces()) hands |= MovePattern.droppable(v, t);
        d.hands(hands);
        for (int sq = 0; sq < p.squareCount(); sq++) {
            PieceType t = p.pieceTypeAt(sq);
            if (t != null) d.piece(sq, t.index(), p.colourAt(sq));
        }
        for (int c = 0; c < 2; c++) for (PieceType t : v.pieces()) d.inHand(c, t.index(), p.inHand(c, t.index()));
        if (p.inCheck()) {
            for (int sq = 0; sq < p.squareCount(); sq++) {
                PieceType t = p.pieceTypeAt(sq);
                if (t != null && t.royal() && p.colourAt(sq) == p.sideToMove()) d.check(sq);
            }
        }
        return d;
    }

    /** A square by name ({@code e4}, {@code a10}), or -1. */
    public static int square(Variant v, String name) {
        if (name == null || name.length() < 2 || name.length() > 3) return -1;
        int f = name.charAt(0) - 'a';
        int r;
        try {
            r = Integer.parseInt(name.substring(1)) - 1;
        } catch (NumberFormatException e) {
            return -1;
        }
        return f < 0 || f >= v.files() || r < 0 || r >= v.ranks() ? -1 : r * v.files() + f;
    }

    /** The two squares named by a move in coordinate notation ({@code e2e4}, {@code P@e5}: -1 for the origin), or null. */
    public static int[] moveSquares(Variant v, String uci) {
        if (uci == null) return null;
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("([a-p]\\d{1,2}|[A-Z]@)([a-p]\\d{1,2})").matcher(uci);
        if (!m.lookingAt()) return null;
        int from = m.group(1).endsWith("@") ? -1 : square(v, m.group(1)), to = square(v, m.group(2));
        return to < 0 ? null : new int[] {from, to};
    }

    /**
     * The legal moves of the piece on {@code sq} in the position, with that piece's side to move
     * (so a diagram can show either side's piece).
     */
    public static List<MoveInfo> legalMovesFrom(Variant v, String fen, int sq) throws FenException {
        Position p = position(v, fen);
        int colour = p.colourAt(sq);
        if (colour < 0) return List.of();
        if (colour != p.sideToMove()) p = Position.fromFen(v, withSide(p.toFen(), colour));
        int[] moves = new int[Moves.MAX_MOVES];
        int n = p.legalMoves(moves);
        List<MoveInfo> out = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            MoveInfo info = p.info(moves[i]);
            if (info.from() == sq) out.add(info);
        }
        return out;
    }

    /** The piece on {@code sq} of a position with its legal targets marked (captures and moves). */
    public static Diagram legalTargets(Variant v, String fen, int sq) throws FenException {
        Position p = position(v, fen);
        Diagram d = diagram(p).selected(sq);
        if (p.colourAt(sq) == 1) d.flipped(true);
        for (MoveInfo m : legalMovesFrom(v, fen, sq)) {
            d.mark(new Mark(m.to(), m.isCapture() ? Mark.Mode.CAPTURE : Mark.Mode.MOVE, Mark.Way.LEAP, Mark.When.ALWAYS));
        }
        return d;
    }

    private static String withSide(String fen, int colour) {
        String[] f = fen.split(" ", -1);
        if (f.length > 1) f[1] = colour == 0 ? "w" : "b";
        return String.join(" ", f);
    }
}
