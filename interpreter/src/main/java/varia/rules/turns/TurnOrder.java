package varia.rules.turns;

import varia.engine.AfterMove;
import varia.engine.FenException;
import varia.engine.FenSide;
import varia.engine.Geometry;
import varia.engine.Installer;
import varia.engine.MoveRestriction;
import varia.engine.Moves;
import varia.engine.Ply;
import varia.engine.Position;
import varia.engine.Queries;

/**
 * Who moves when, in the engine: free turns until the first capture (either side may move; FEN
 * side {@code f}), an opening series (one side's moves in a row, no captures or no crossing of the
 * centre if so; FEN side {@code w7}: moves left), compulsory opening moves. The series and the
 * opening moves made are state slots; the series is in the hash.
 */
final class TurnOrder implements AfterMove, FenSide, Queries {
    private final TurnRules rules;
    private final Geometry g;
    private final int seriesSlot, openingSlot, plies, half;
    private final long[] keys;
    private final String name;

    private TurnOrder(TurnRules rules, Installer in) {
        this.rules = rules;
        g = in.geometry();
        name = in.variant().name();
        seriesSlot = in.stateSlots(2);
        openingSlot = seriesSlot + 1;
        plies = rules.series() == null ? 0 : 2 * rules.series().moves();
        half = plies / 2;
        keys = in.hashKeys(plies);
    }

    static void install(TurnRules rules, Installer in) {
        TurnOrder t = new TurnOrder(rules, in);
        in.afterMove(t);
        in.fenSide(t);
        in.queries(t);
        if (rules.series() != null) in.restriction(t.new SeriesMoves());
        if (!rules.openingMoves().isEmpty()) in.restriction(t.new OpeningMoves());
    }

    private long key(int series) { return series < plies ? keys[series] : 0; }

    @Override public boolean changesAttacks() { return false; } // the turn and the series count

    @Override public boolean setsSideToMove() { return true; }

    @Override public void afterMake(Position p, int move) {
        Ply h = p.before();
        if (h.free) { // free turns: a capture ends them, the side that did not capture moving next; until then White is "to move"
            if (h.captured != 0) p.setFree(false);
            else p.setSideToMove(0);
        }
        int s = p.state(seriesSlot);
        if (s < plies) {
            p.toggleHash(key(s) ^ key(s + 1));
            p.setState(seriesSlot, ++s);
            // the first player's moves, then the second player's, then alternation from the first player
            p.setSideToMove(s < half || s == plies ? 0 : 1);
            // each side numbers its series moves from 1; after the series White's move N+1
            p.setMoveNumber(1 + (s < half ? s : s < plies ? s - half : half));
        }
        int o = p.state(openingSlot);
        if (o < rules.openingMoves().size()) p.setState(openingSlot, o + 1);
    }

    @Override public int seriesMovesLeft(Position p) {
        int s = p.state(seriesSlot);
        return s >= plies ? 0 : (p.sideToMove() == 0 ? half : plies) - s;
    }

    // ---------------------------------------------------------------- FEN

    @Override public boolean read(Position p, String field) throws FenException {
        if (field.equals("f")) {
            if (!rules.freeUntilCapture()) throw new FenException("side to move 'f' (free turns) but " + name + " alternates turns");
            p.setFree(true);
            return true;
        }
        if (!field.matches("[wb][0-9]+")) return false;
        if (plies == 0)
            throw new FenException("side to move '" + field + "' counts the moves left of an opening series, but " + name
                    + " has none; write '" + field.charAt(0) + "'");
        int left = Integer.parseInt(field.substring(1)), moves = rules.series().moves();
        if (left < 1 || left > moves)
            throw new FenException("side to move '" + field + "': the opening series has " + moves + " moves a side, so 1 to "
                    + moves + " may be left");
        int colour = field.charAt(0) == 'w' ? 0 : 1;
        p.setSideToMove(colour);
        p.setState(seriesSlot, -((colour == 0 ? half : plies) - left) - 1); // explicit: kept negative until afterRead
        return true;
    }

    @Override public void afterRead(Position p, boolean atSetup) {
        int s = p.state(seriesSlot);
        // the series: as the side field counts it, else from the setup only
        s = s < 0 ? -s - 1 : atSetup ? 0 : plies;
        p.setState(seriesSlot, s);
        p.toggleHash(key(s));
        // compulsory opening moves apply only to a game that starts from the setup
        p.setState(openingSlot, atSetup ? 0 : rules.openingMoves().size());
    }

    @Override public String write(Position p) {
        if (p.freeTurns()) return "f";
        int left = seriesMovesLeft(p);
        return left > 0 ? (p.sideToMove() == 0 ? "w" : "b") + left : null;
    }

    /** During the series: no capture where the series forbids them, every move in the mover's own half where it says so. */
    private final class SeriesMoves implements MoveRestriction {
        @Override public boolean active(Position p) { return p.state(seriesSlot) < plies; }

        @Override public String refusal(Position p, int move) {
            Series s = rules.series();
            return "in the opening series a move " + (s.captures() ? "" : "may not capture")
                    + (s.captures() || !s.ownHalf() ? "" : " and ") + (s.ownHalf() ? "must stay in its own half" : "");
        }

        @Override public int restrict(Position p, int[] moves, int n) {
            Series s = rules.series();
            int stm = p.sideToMove(), k = 0;
            for (int i = 0; i < n; i++) {
                int m = moves[i], kind = Moves.kind(m), to = Moves.to(m);
                boolean onBoard = kind != Moves.KIND_PASS && kind != Moves.KIND_DECLARE && kind != Moves.KIND_NULL;
                boolean capture = kind == Moves.KIND_EN_PASSANT || (kind == Moves.KIND_NORMAL || kind == Moves.KIND_STEP_PROMOTION)
                        && p.codeAt(to) != 0 && p.colourAt(to) != stm;
                if (!s.captures() && capture) continue;
                if (s.ownHalf() && onBoard && g.relativeRank(to, stm) >= g.ranks / 2) continue;
                moves[k++] = m;
            }
            return k;
        }
    }

    /** The compulsory opening moves (Shatar's 1.d4 d5), one at a time. */
    private final class OpeningMoves implements MoveRestriction {
        @Override public boolean active(Position p) { return p.state(openingSlot) < rules.openingMoves().size(); }

        @Override public String refusal(Position p, int move) {
            return "the compulsory opening move here is " + rules.openingMoves().get(p.state(openingSlot));
        }

        @Override public int restrict(Position p, int[] moves, int n) {
            String wanted = rules.openingMoves().get(p.state(openingSlot));
            for (int i = 0; i < n; i++)
                if (p.moveToUci(moves[i]).equals(wanted)) { moves[0] = moves[i]; return 1; }
            return 0;
        }
    }
}
