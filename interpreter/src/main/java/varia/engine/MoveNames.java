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
        if (Moves.isMulti(move)) { // a multi-leg move: from, the square it goes through, to (lishogi's USI and HaChu write lion moves so)
            int via = MultiLegWalk.via(p, move);
            return p.g.name(Moves.from(move)) + (via < 0 ? "" : p.g.name(via)) + p.g.name(Moves.to(move));
        }
        int kind = Moves.kind(move);
        // a promoted form dropped as such is written with its '+' (Kyoto shogi's +N@c3)
        if (kind == Moves.KIND_DROP) {
            int placed = Moves.promotion(move) >= 0 ? Moves.promotion(move) : Moves.dropType(move);
            return p.c.variant.pieces().get(placed).symbol() + "@" + p.g.name(Moves.to(move));
        }
        if (kind == Moves.KIND_DECLARE) return Moves.actionId(move) == 0 ? "win" : p.c.kinds[kind].name(p, move);
        if (Moves.gates(move)) {
            // the gated piece's letter follows; a castling that gates on the partner's square is written from there to the king (h1e1h)
            String gated = p.c.variant.pieces().get(Moves.gatedType(move)).blackSymbol();
            int at = gateSquare(p, move);
            if (kind == Moves.KIND_CASTLE && at != Moves.from(move)) return p.g.name(at) + p.g.name(Moves.from(move)) + gated;
            return p.g.name(Moves.from(move)) + p.g.name(Moves.to(move)) + gated;
        }
        // a castling whose king lands where the king could also step is written king to partner, as Fairy-Stockfish
        // does (its 960 notation), so that the two moves keep apart (a king castling one square on a small board)
        if (kind == Moves.KIND_CASTLE && kingReaches(p, move)) return p.g.name(Moves.from(move)) + p.g.name(Moves.castleRook(move));
        String s = p.g.name(Moves.from(move)) + p.g.name(Moves.to(move));
        int promo = Moves.promotion(move);
        if (promo >= 0) {
            PieceType t = p.c.variant.pieces().get(promo);
            int moving = p.board[Moves.from(move)];
            // a promoted form turning back into its base is written '-' (Kyoto shogi), as Fairy-Stockfish does
            boolean demotion = moving != 0 && p.c.variant.pieces().get(Position.typeOf(moving)).isPromotedForm()
                    && !t.isPromotedForm() && t.key().equals(p.c.variant.pieces().get(Position.typeOf(moving)).key());
            s += demotion ? "-" : t.isPromotedForm() ? "+" : t.blackSymbol();
        }
        return s;
    }

    /** Could the castling king go to the castling move's square by a move of its own (through empty squares)? */
    private static boolean kingReaches(Position p, int move) {
        int from = Moves.from(move), to = Moves.to(move), code = p.board[from];
        if (from == to || code == 0) return false;
        int colour = Position.colourOf(code);
        for (varia.notation.MoveRule r : p.c.variant.pieces().get(Position.typeOf(code)).moves()) {
            if (r.isMultiLeg() || r.leg().hop() || !r.leg().modes().contains(varia.notation.Mode.MOVE)) continue;
            varia.notation.Leg l = r.leg();
            boolean clear = true;
            for (varia.notation.Offset o : l.mustBeEmpty()) {
                int q = p.g.shift(from, o, colour);
                if (q < 0 || p.board[q] != 0) clear = false;
            }
            for (int k = 1; clear && k <= Math.min(l.range(), 64); k++) {
                int q = p.g.shift(from, l.step(), colour, k);
                if (q < 0) break;
                if (q == to) return p.board[q] == 0;
                if (p.board[q] != 0) break;
            }
        }
        return false;
    }

    /** The square a gating move leaves its gated piece on: the origin, or as the kind of move says (a castling's partner square). */
    static int gateSquare(Position p, int move) {
        int kind = Moves.kind(move);
        MoveKind k = kind == Moves.KIND_NORMAL || kind == Moves.KIND_EN_PASSANT ? null : p.c.kinds[kind];
        return k == null ? Moves.from(move) : k.gateSquare(p, move);
    }

    /** The legal move written in coordinate notation, or {@link Moves#NONE}. */
    static int parseUci(Position p, String text) {
        int[] moves = new int[Moves.MAX_MOVES];
        int n = p.legalMoves(moves);
        for (int i = 0; i < n; i++) if (uci(p, moves[i]).equals(text)) return moves[i];
        return throughSquare(p, text, moves, n);
    }

    private static final java.util.regex.Pattern THREE = java.util.regex.Pattern.compile("([a-z]\\d{1,2})([a-z]\\d{1,2})([a-z]\\d{1,2})");

    /**
     * A multi-leg move named by another of its paths ({@code e4f4e4} for a pass written through
     * f4 where this engine names it through d4, or {@code e4f5g6} through an empty f5 for the
     * lion's plain jump to g6): the legal move with that effect, when the middle square is one
     * the piece can really go through to make it.
     */
    private static int throughSquare(Position p, String text, int[] moves, int n) {
        java.util.regex.Matcher m = THREE.matcher(text);
        if (!m.matches()) return Moves.NONE;
        int from = p.g.parse(m.group(1)), via = p.g.parse(m.group(2)), to = p.g.parse(m.group(3));
        if (from < 0 || via < 0 || to < 0 || p.board[from] == 0) return Moves.NONE;
        boolean captures = via != from && p.board[via] != 0 && Position.colourOf(p.board[via]) != Position.colourOf(p.board[from]);
        for (int i = 0; i < n; i++) {
            int mv = moves[i];
            if (Moves.from(mv) != from || Moves.to(mv) != to || Moves.kind(mv) != Moves.KIND_NORMAL || Moves.promotion(mv) >= 0) continue;
            if (captures ? Moves.victim(mv) != via : Moves.victim(mv) >= 0) continue;
            if (captures || goesThrough(p, mv, via)) return mv;
        }
        return Moves.NONE;
    }

    /** Can the piece make the effect of {@code move} by a path whose first leg stops on {@code via}? */
    private static boolean goesThrough(Position p, int move, int via) {
        int from = Moves.from(move), code = p.board[from], by = Position.colourOf(code);
        if (p.board[via] == 0 && twoLegsThrough(p, varia.rules.orientation.Orientation.of(p.c.variant, Position.typeOf(code), by,
                p.c.variant.pieces().get(Position.typeOf(code)).moves()), from, via, Moves.to(move), by))
            return true; // a path the tables leave out because a leap has its effect (the lion's step-step)
        int base = (by * p.types + Position.typeOf(code)) * p.squares + from;
        int[] rays = p.t.rays;
        for (int j = p.t.rayStart[base], end = p.t.rayStart[base + 1]; j < end; ) {
            int h = rays[j], len = h >>> MoveTables.LEN_SHIFT, plen = (h >>> MoveTables.PATH_SHIFT) & 0xFF;
            if ((h & MoveTables.KIND_MASK) == MoveTables.MULTI && MultiLegWalk.pathThrough(p, j + 1, from, by, via, Moves.to(move))) return true;
            j += 1 + plen + len;
        }
        return false;
    }

    /**
     * A two-leg move of the piece whose first leg moves to the empty square {@code via} and whose
     * second leg reaches {@code to}, every square passed over empty (read from the compiled rules).
     */
    private static boolean twoLegsThrough(Position p, java.util.List<varia.notation.MoveRule> rules, int from, int via, int to, int by) {
        for (varia.notation.MoveRule r : rules) {
            if (r.legs().size() != 2 || r.initialOnly() && !p.isUnmoved(from) || !r.leg().modes().contains(varia.notation.Mode.MOVE)) continue;
            if (reaches(p, r.leg(), from, via, by, from) && reaches(p, r.last(), via, to, by, from)) return true;
        }
        return false;
    }

    /** The leg from {@code at} reaches {@code target} over empty squares (the mover's own square counts as empty). */
    private static boolean reaches(Position p, varia.notation.Leg leg, int at, int target, int by, int origin) {
        for (int k = 1; k <= Math.min(leg.range(), 256); k++) {
            int s = p.g.shift(at, leg.step(), by, k);
            if (s < 0 || p.g.blocks(s)) return false;
            if (s == target) return true;
            if (p.g.isHole(s)) continue; // hole-crossing: open
            if (s != origin && p.board[s] != 0) return false;
        }
        return false;
    }

    /** What a legal move of this position does. */
    static MoveInfo info(Position p, int move) {
        int from = Moves.from(move), to = Moves.to(move), kind = Moves.kind(move);
        var pieces = p.c.variant.pieces();
        if (kind == Moves.KIND_DROP)
            return new MoveInfo(move, MoveInfo.Kind.DROP, -1, to, pieces.get(Moves.dropType(move)), null,
                    Moves.promotion(move) < 0 ? null : pieces.get(Moves.promotion(move)));
        if (kind == Moves.KIND_PASS)
            return new MoveInfo(move, MoveInfo.Kind.PASS, -1, to, pieces.get(Position.typeOf(p.board[to])), null, null);
        if (kind == Moves.KIND_DECLARE && Moves.actionId(move) == 0)
            return new MoveInfo(move, MoveInfo.Kind.DECLARATION, -1, to, pieces.get(Position.typeOf(p.board[to])), null, null);
        if (kind == Moves.KIND_DECLARE) // a rule's action on two squares (the pieces there, if any)
            return new MoveInfo(move, MoveInfo.Kind.ACTION, from, to, p.board[from] == 0 ? null : pieces.get(Position.typeOf(p.board[from])),
                    null, null);
        if (kind == Moves.KIND_STEP_PROMOTION) // in place, or a step that may capture
            return new MoveInfo(move, MoveInfo.Kind.NORMAL, from, to, pieces.get(Position.typeOf(p.board[from])),
                    from == to || p.board[to] == 0 ? null : pieces.get(Position.typeOf(p.board[to])), pieces.get(Moves.promotion(move)));
        PieceType piece = pieces.get(Position.typeOf(p.board[from]));
        if (Moves.isSwap(move)) return new MoveInfo(move, MoveInfo.Kind.SWAP, from, to, piece, null, null);
        if (Moves.isMulti(move)) {
            int victim = Moves.victim(move), via = MultiLegWalk.via(p, move);
            PieceType atEnd = to == from || p.board[to] == 0 ? null : pieces.get(Position.typeOf(p.board[to]));
            PieceType onTheWay = victim < 0 ? null : pieces.get(Position.typeOf(p.board[victim]));
            return new MoveInfo(move, MoveInfo.Kind.NORMAL, from, to, piece, atEnd, null, null, -1, via, onTheWay);
        }
        int capSq = kind == Moves.KIND_EN_PASSANT ? p.epVictim : to;
        PieceType captured = kind == Moves.KIND_CASTLE || p.board[capSq] == 0 ? null : pieces.get(Position.typeOf(p.board[capSq]));
        int promo = Moves.promotion(move);
        MoveInfo.Kind k = switch (kind) {
            case Moves.KIND_EN_PASSANT -> MoveInfo.Kind.EN_PASSANT;
            case Moves.KIND_CASTLE -> MoveInfo.Kind.CASTLING;
            default -> MoveInfo.Kind.NORMAL;
        };
        if (Moves.gates(move))
            return new MoveInfo(move, k, from, to, piece, captured, null, pieces.get(Moves.gatedType(move)), gateSquare(p, move));
        return new MoveInfo(move, k, from, to, piece, captured, promo < 0 ? null : pieces.get(promo));
    }
}
