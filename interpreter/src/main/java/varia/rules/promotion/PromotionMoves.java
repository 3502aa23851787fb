package varia.rules.promotion;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import varia.engine.Geometry;
import varia.engine.Installer;
import varia.engine.MoveKind;
import varia.engine.Moves;
import varia.engine.Ply;
import varia.engine.Position;
import varia.notation.MoveRule;

/**
 * Promotion in the engine: on arrival in (or departure from) the zone, the move becomes each
 * promotion the family allows (and the plain move where promotion is optional); a promotion that
 * is a move of its own (Sittuyin) is a move kind with its own generator and a filter for its restrictions.
 */
final class PromotionMoves {
    private PromotionMoves() {}

    static void install(Promotions model, Installer in) {
        Geometry g = in.geometry();
        int types = in.variant().pieces().size();
        List<Integer> steppers = new ArrayList<>();
        for (int t = 0; t < types; t++) {
            Promotion pr = model.of(t);
            if (pr == null) continue;
            in.resetsClock(t);
            BitSet[] zone = {zone(in, pr, 0), zone(in, pr, 1)};
            if (pr.step() != null) steppers.add(t);
            else if (pr.placedOn() != null) in.promoter(t, zone[0], zone[1], pr.onLeaving(), Placed.install(pr, in));
            else in.promoter(t, zone[0], zone[1], pr.onLeaving(), arrival(pr, zone));
        }
        rememberPromotions(model, in, types);
        if (steppers.isEmpty()) return;
        StepPromotion step = new StepPromotion(model, steppers, g, types, in);
        in.source(step::generate);
        in.kind(Moves.KIND_STEP_PROMOTION, step);
        in.filter(Moves.KIND_STEP_PROMOTION, step::restrictions);
    }

    /** Promotions that remember (demote-on-capture): a mark set for the promoted pieces, and what they go to the hand as. */
    private static void rememberPromotions(Promotions model, Installer in, int types) {
        boolean[] remembers = new boolean[types];
        int[] base = new int[types];
        java.util.Arrays.fill(base, -1);
        boolean any = false;
        for (int t = 0; t < types; t++) {
            Promotion pr = model.of(t);
            if (pr == null || !pr.demoteOnCapture()) continue;
            remembers[t] = any = true;
            for (int target : pr.to()) base[target] = t;
        }
        if (!any) return;
        int set = in.markSet();
        in.promotedToHand(set, base);
        in.afterMove(new PromotedMarks(set, remembers));
    }

    private static BitSet zone(Installer in, Promotion pr, int colour) {
        if (pr.region() != null) return in.region(pr.region(), colour);
        Geometry g = in.geometry();
        BitSet b = new BitSet(g.squares);
        for (int s = 0; s < g.squares; s++) if (pr.inZone(g.relativeRank(s, colour) + 1)) b.set(s);
        return b;
    }

    /** The promoting moves of a move that reaches the zone, and the plain one where promotion is optional. */
    private static varia.engine.Promoter arrival(Promotion pr, BitSet[] zone) {
        int[] to = pr.to().stream().mapToInt(Integer::intValue).toArray();
        int[] limits = limits(pr, to);
        return (p, out, n, move, type) -> {
            int sq = Moves.to(move), us = p.sideToMove(), before = n;
            // it declined on entering: only a capture promotes it, unless it would be stuck where it goes (forced-if-stuck wins)
            if (pr.declinedByCapture() && zone[us].get(Moves.from(move)) && !captures(p, move)
                    && !(pr.forcedIfStuck() && p.stuck(us, type, sq))) {
                out[n++] = move;
                return n;
            }
            if (pr.byCapture() && p.codeAt(sq) == 0 && Moves.kind(move) != Moves.KIND_EN_PASSANT) { // only a capture promotes
                out[n++] = move;
                return n;
            }
            for (int i = 0; i < to.length; i++) {
                int t = to[i];
                if (available(p, pr.family(), t, sq, us, to) && withinLimit(p, limits[i], t, us)) out[n++] = Moves.withPromotion(move, t);
            }
            boolean forced = pr.forced() || pr.forcedIfStuck() && p.stuck(us, type, sq);
            // a move that must promote but has nothing to become: made plain, or not at all (Grand chess)
            if (!forced || n == before && !pr.illegalIfNone()) out[n++] = move;
            return n;
        };
    }

    /** The move takes a piece: on its destination, en passant, or on its way (a lion's first leg). */
    private static boolean captures(Position p, int move) {
        return p.codeAt(Moves.to(move)) != 0 && !Moves.isSwap(move) || Moves.kind(move) == Moves.KIND_EN_PASSANT || Moves.victim(move) >= 0;
    }

    /** Promotion families: only to a type already lost, or only to the setup square's type. */
    private static boolean available(Position p, Promotion.Family family, int target, int sq, int us, int[] to) {
        return switch (family) {
            case LOST_ONLY -> lost(p, target, us);
            case SETUP_SQUARE -> {
                int start = p.startCode(sq);
                yield start != 0 && Position.typeOfCode(start) == target && lost(p, target, us);
            }
            case SQUARE_PIECE -> {
                int start = p.startCode(sq), was = start == 0 ? -1 : Position.typeOfCode(start);
                boolean listed = false;
                for (int t : to) listed |= t == was;
                yield target == (listed ? was : to[0]);
            }
            default -> true;
        };
    }

    /** No limit on a promotion's type. */
    private static final int UNLIMITED = Integer.MIN_VALUE;

    /** Each target type's limit, in the order of {@code to} (read once: the generator asks on every promoting move). */
    private static int[] limits(Promotion pr, int[] to) {
        int[] out = new int[to.length];
        for (int i = 0; i < to.length; i++) out[i] = pr.limits().getOrDefault(to[i], UNLIMITED);
        return out;
    }

    /** promotion.limit: fewer of the type on the board than its limit (the setup's count for 'setup'). */
    private static boolean withinLimit(Position p, int limit, int target, int us) {
        if (limit == UNLIMITED) return true;
        return limit == Promotion.SETUP ? lost(p, target, us) : p.countOf(us, target) < limit;
    }

    /** The side has fewer pieces of this type on the board than in the setup. */
    private static boolean lost(Position p, int type, int us) { return p.countOf(us, type) < p.startCount(us, type); }

    /**
     * Promotion as a move of its own (Sittuyin): in place, or by a step to an empty square or, where
     * the step may capture, onto an enemy piece; then the promotion's restrictions (no attack, no
     * check, pieces the step may not take).
     */
    private static final class StepPromotion implements MoveKind {
        /** Flags of a step target: the step may move there, may capture there. */
        private static final int MOVE = 1 << 16, CAPTURE = 1 << 17, SQUARE = 0xFFFF;
        private final Promotions model;
        private final int types, squares;
        /** Per (colour, type, square): the squares one step away, with {@link #MOVE} / {@link #CAPTURE} flags. */
        private final int[][] targets;
        private final boolean[][] zone;
        /** Per type: a bit mask of the types its promoting step may not capture. */
        private final long[] noCapture;

        StepPromotion(Promotions model, List<Integer> steppers, Geometry g, int types, Installer in) {
            this.model = model;
            this.types = types;
            this.squares = g.squares;
            targets = new int[2 * types * squares][];
            zone = new boolean[2 * types][];
            noCapture = new long[types];
            for (int t : steppers) {
                Promotion pr = model.of(t);
                for (int x : pr.step().noCapture()) noCapture[t] |= 1L << x;
                for (int c = 0; c < 2; c++) {
                    BitSet z = zone(in, pr, c);
                    zone[c * types + t] = new boolean[squares];
                    for (int s = 0; s < squares; s++) {
                        zone[c * types + t][s] = z.get(s);
                        List<Integer> list = new ArrayList<>();
                        for (MoveRule m : pr.step().steps()) {
                            int q = g.shift(s, m.leg().step(), c);
                            if (q < 0 || g.isHole(q)) continue;
                            var modes = m.leg().modes();
                            list.add(q | (modes.contains(varia.notation.Mode.MOVE) ? MOVE : 0)
                                    | (modes.contains(varia.notation.Mode.CAPTURE) ? CAPTURE : 0));
                        }
                        targets[(c * types + t) * squares + s] = list.stream().mapToInt(Integer::intValue).toArray();
                    }
                }
            }
        }

        int generate(Position p, int[] out, int n, boolean inCheck) {
            int us = p.sideToMove();
            for (int i = 0; i < p.pieceCount(us); i++) {
                int from = p.pieceSquare(us, i), type = p.typeAt(from);
                Promotion pr = model.of(type);
                if (pr == null || pr.step() == null) continue;
                Promotion.Step st = pr.step();
                int target = pr.to().get(0);
                if (p.countOf(us, target) >= st.maxOnBoard()) continue;
                if (!zone[us * types + type][from] && !(st.lastAnywhere() && p.countOf(us, type) == 1)) continue;
                int m = Moves.stepPromotion(from, from, target);
                if (p.isLegal(m)) out[n++] = m;
                for (int entry : targets[(us * types + type) * squares + from]) {
                    int to = entry & SQUARE, code = p.codeAt(to);
                    if (code == 0 ? (entry & MOVE) == 0
                            : (entry & CAPTURE) == 0 || Position.colourOfCode(code) == us || (noCapture[type] >>> Position.typeOfCode(code) & 1) != 0)
                        continue;
                    m = Moves.stepPromotion(from, to, target);
                    if (p.isLegal(m)) out[n++] = m;
                }
            }
            return n;
        }

        @Override public void make(Position p, int move, Ply ply) {
            int from = Moves.from(move), to = Moves.to(move);
            ply.mover = p.codeAt(from);
            if (from != to) {
                if (p.codeAt(to) != 0) p.capture(ply, to);
                p.movePiece(from, to);
            }
            p.changePiece(to, Position.codeOf(Moves.promotion(move), p.sideToMove()));
            p.squareMarks().clearUnmoved(from);
            p.setHalfmove(0);
        }

        @Override public void unmake(Position p, int move, Ply ply) {
            int from = Moves.from(move), to = Moves.to(move);
            p.changePiece(to, ply.mover);
            if (from != to) {
                p.movePiece(to, from);
                if (ply.captured != 0) p.uncapture(ply);
            }
        }

        /** The promotion's restrictions, after the move: no attack on an enemy piece, no check (where the promotion says so). */
        boolean restrictions(Position p, int move) {
            Promotion.Step st = model.of(Position.typeOfCode(p.before().mover)).step();
            int sq = Moves.to(move), them = p.sideToMove();
            if (st.noAttack())
                for (int i = 0; i < p.pieceCount(them); i++) if (p.attacksSquare(sq, p.pieceSquare(them, i), true)) return false;
            boolean checkBanned = st.noCheck() == Promotion.CheckBan.ALL || st.noCheck() == Promotion.CheckBan.STEP && Moves.from(move) != sq;
            return !(checkBanned && p.inCheck());
        }
    }

    /**
     * A promotion whose new piece is put on another square (Tamerlane chess's pawn of pawns, sent to
     * the king's pawn's square on its second arrival): a rule action ({@link Installer#action},
     * written {@code e9e10@g3}) that takes what the arriving move takes, puts the piece on the
     * square as its new type and, with {@code if-occupied: displace}, takes off what stood there.
     * While the square is taken and the piece there may not be displaced, the arriving move waits.
     */
    private static final class Placed implements MoveKind {
        private final Promotion pr;
        private final Geometry g;
        private final int target;
        private final int[] square = new int[2];
        private int id;

        private Placed(Promotion pr, Installer in) {
            this.pr = pr;
            g = in.geometry();
            target = pr.to().get(0);
            for (int c = 0; c < 2; c++) square[c] = in.region(pr.placedOn(), c).nextSetBit(0);
        }

        static varia.engine.Promoter install(Promotion pr, Installer in) {
            Placed k = new Placed(pr, in);
            k.id = in.action(k);
            return k::expand;
        }

        /** The arriving move becomes the placing action, when the square can take the piece and the action is legal. */
        private int expand(Position p, int[] out, int n, int move, int type) {
            int us = p.sideToMove(), at = square[us], from = Moves.from(move), code = at == from ? 0 : p.codeAt(at);
            if (code != 0 && (!pr.placedDisplaces() || p.isRoyal(Position.typeOfCode(code), Position.colourOfCode(code)))) {
                boolean forced = pr.forced() || pr.forcedIfStuck() && p.stuck(us, type, Moves.to(move));
                if (!forced) out[n++] = move;
                return n;
            }
            int action = Moves.action(id, from, Moves.to(move));
            if (p.isLegal(action)) out[n++] = action;
            if (!pr.forced() && !(pr.forcedIfStuck() && p.stuck(us, type, Moves.to(move)))) out[n++] = move;
            return n;
        }

        @Override public void make(Position p, int move, Ply ply) {
            int from = Moves.from(move), to = Moves.to(move), at = square[p.sideToMove()];
            ply.mover = p.codeAt(from);
            ply.clearSecondCapture();
            if (p.codeAt(to) != 0) p.capture(ply, to);
            if (at != from && p.codeAt(at) != 0) p.captureAlso(ply, at);
            p.movePiece(from, at);
            p.changePiece(at, Position.codeOf(target, p.sideToMove()));
            p.squareMarks().clearUnmoved(from);
            p.setHalfmove(0);
        }

        @Override public void unmake(Position p, int move, Ply ply) {
            int from = Moves.from(move), to = Moves.to(move), at = square[p.sideToMove()];
            p.changePiece(at, ply.mover);
            p.movePiece(at, from);
            if (at != from && ply.secondCapturedByAction() != 0) p.uncaptureAlso(ply);
            if (ply.captured != 0) p.uncapture(ply);
        }

        @Override public String name(Position p, int move) {
            return g.name(Moves.from(move)) + g.name(Moves.to(move)) + "@" + g.name(square[p.sideToMove()]);
        }
    }
}
