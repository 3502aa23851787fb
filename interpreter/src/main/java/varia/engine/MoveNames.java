package varia.engine;

import varia.variant.PieceType;

/** Moves in coordinate notation (as Fairy-Stockfish writes them) and what a move does, for notation and protocols. */
final class MoveNames {
    private MoveNames() {}

    /**
     * Coordinate notation as Fairy-Stockfish writes it: {@code e2e4}, {@code e7e8q}, {@code a9a10},
     * drops {@code P@e5}, shogi promotions {@code h2b8+}, passes as the royal piece moving to its own square.
     */
    static String uci(Position p, int move) {
        int kind = Moves.kind(move);
        if (kind == Moves.KIND_DROP) return p.c.variant.pieces().get(Moves.dropType(move)).letter() + "@" + p.g.name(Moves.to(move));
        if (kind == Moves.KIND_DECLARE) return "win";
        String s = p.g.name(Moves.from(move)) + p.g.name(Moves.to(move));
        int promo = Moves.promotion(move);
        if (promo >= 0) {
            PieceType t = p.c.variant.pieces().get(promo);
            s += t.isPromotedForm() ? "+" : String.valueOf(Character.toLowerCase(t.letter()));
        }
        return s;
    }

    /** The legal move written in coordinate notation, or {@link Moves#NONE}. */
    static int parseUci(Position p, String text) {
        int[] moves = new int[Moves.MAX_MOVES];
        int n = p.legalMoves(moves);
        for (int i = 0; i < n; i++) if (uci(p, moves[i]).equals(text)) return moves[i];
        return Moves.NONE;
    }

    /** What a legal move of this position does. */
    static MoveInfo info(Position p, int move) {
        int from = Moves.from(move), to = Moves.to(move), kind = Moves.kind(move);
        var pieces = p.c.variant.pieces();
        if (kind == Moves.KIND_DROP)
            return new MoveInfo(move, MoveInfo.Kind.DROP, -1, to, pieces.get(Moves.dropType(move)), null, null);
        if (kind == Moves.KIND_PASS)
            return new MoveInfo(move, MoveInfo.Kind.PASS, -1, to, pieces.get(Position.typeOf(p.board[to])), null, null);
        if (kind == Moves.KIND_DECLARE)
            return new MoveInfo(move, MoveInfo.Kind.DECLARATION, -1, to, pieces.get(Position.typeOf(p.board[to])), null, null);
        if (kind == Moves.KIND_STEP_PROMOTION) // in place, or a step that may capture
            return new MoveInfo(move, MoveInfo.Kind.NORMAL, from, to, pieces.get(Position.typeOf(p.board[from])),
                    from == to || p.board[to] == 0 ? null : pieces.get(Position.typeOf(p.board[to])), pieces.get(Moves.promotion(move)));
        PieceType piece = pieces.get(Position.typeOf(p.board[from]));
        int capSq = kind == Moves.KIND_EN_PASSANT ? p.epVictim : to;
        PieceType captured = kind == Moves.KIND_CASTLE || p.board[capSq] == 0 ? null : pieces.get(Position.typeOf(p.board[capSq]));
        int promo = Moves.promotion(move);
        MoveInfo.Kind k = switch (kind) {
            case Moves.KIND_EN_PASSANT -> MoveInfo.Kind.EN_PASSANT;
            case Moves.KIND_CASTLE -> MoveInfo.Kind.CASTLING;
            default -> MoveInfo.Kind.NORMAL;
        };
        return new MoveInfo(move, k, from, to, piece, captured, promo < 0 ? null : pieces.get(promo));
    }
}
