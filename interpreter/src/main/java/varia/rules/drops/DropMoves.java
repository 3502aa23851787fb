package varia.rules.drops;

import java.util.BitSet;
import varia.engine.Installer;
import varia.engine.MoveKind;
import varia.engine.Moves;
import varia.engine.Ply;
import varia.engine.Position;
import varia.engine.ReplyWitnesses;

/**
 * Hands in the engine: captured pieces to the captor's hand, drops as a move (where each piece's
 * rule allows: its region, not where it could never move again unless allowed, not on a file that
 * holds an own piece of a type, not to mate, on squares of a colour its kind still lacks), drops
 * of a piece as its promoted form, a drop onto an own piece that goes back to the hand (Sittuyin's
 * deployment: the displaced type + 1 in bits 27-30 of the drop, free in a drop), and the duty to
 * drop first where the game has it.
 */
final class DropMoves implements MoveKind {
    /** Bits 27-30 of a drop: the type + 1 of the own piece it sends back to the hand (0: none). */
    private static final int DISPLACED_SHIFT = 27;
    static final int MAX_DISPLACED = 15;

    private final Drops model;
    private final int types, squares;
    /** Per (colour, type): the drop region, or null for anywhere. */
    private final boolean[][] region;
    private final int[] fileOf;
    /** Per square: 1 on a dark square (a1's colour), 0 on a light one. */
    private final int[] shade;
    /** The types whose pieces must stand on squares of different colours (drop.different-colours). */
    private final int[] coloured;
    /**
     * The types in the order a reply test tries them ({@link Position#firstOnly}: any one legal drop
     * answers it): the royal types last, whose drop needs an attack test where another's needs none.
     */
    private final int[] replyOrder;
    /** Per (colour, type): the squares of its drop region, ascending (a drop scan skips the rest; Black's zone is far from a1). */
    private final int[][] regionSquares;
    /**
     * The types whose drop on a free square of the region is legal by royal safety alone, for
     * {@link #vouches}: not royal for either side, no file rule or objection, no mate or colour rule.
     */
    private final int[] plainDrops;
    /** Per type: may it be dropped where it could never move (else the witness skips such squares)? */
    private final boolean[] stuckAllowed;
    /** The witness's cache slot: per plain drop type, the free squares of each side's region, counted up to 3 (-1: no cache). */
    private final int countsSlot;

    private DropMoves(Drops model, Installer in) {
        this.model = model;
        types = in.variant().pieces().size();
        squares = in.geometry().squares;
        region = new boolean[2 * types][];
        fileOf = new int[squares];
        shade = new int[squares];
        for (int s = 0; s < squares; s++) {
            fileOf[s] = in.geometry().fileOf(s);
            shade[s] = (in.geometry().fileOf(s) + in.geometry().rankOf(s)) % 2 == 0 ? 1 : 0;
        }
        coloured = java.util.stream.IntStream.range(0, types).filter(t -> model.of(t).differentColours()).toArray();
        var pieces = in.variant().pieces();
        replyOrder = java.util.stream.IntStream.concat(java.util.stream.IntStream.range(0, types).filter(t -> !pieces.get(t).royal()),
                java.util.stream.IntStream.range(0, types).filter(t -> pieces.get(t).royal())).toArray();
        var g = in.geometry();
        for (int t = 0; t < types; t++) {
            DropRule d = model.of(t);
            if (d.region() == null && !g.hasHoles) continue; // anywhere
            for (int c = 0; c < 2; c++) {
                BitSet b = d.region() == null ? null : in.region(d.region(), c);
                region[c * types + t] = new boolean[squares];
                for (int s = 0; s < squares; s++) region[c * types + t][s] = (b == null || b.get(s)) && !g.isHole(s); // never on a hole
            }
        }
        plainDrops = java.util.stream.IntStream.range(0, types).filter(t -> !pieces.get(t).royal() && plainDrop(model.of(t))).toArray();
        regionSquares = new int[2 * types][];
        for (int i = 0; i < 2 * types; i++) {
            boolean[] z = region[i];
            regionSquares[i] = java.util.stream.IntStream.range(0, squares).filter(sq -> z == null || z[sq]).toArray();
        }
        countsSlot = plainDrops.length > 0 && plainDrops.length <= 15 ? in.cacheSlot() : -1;
        stuckAllowed = new boolean[types];
        for (int t = 0; t < types; t++) stuckAllowed[t] = model.of(t).stuckAllowed();
    }

    static void install(Drops model, Installer in) {
        DropMoves d = new DropMoves(model, in);
        in.kind(Moves.KIND_DROP, d);
        if (model.mustDrop()) in.leadSource(d::generate); // while a side holds pieces it must drop one if it can
        else in.source(d::generate);
        if (d.plainDrops.length > 0) in.replyWitness(d.new Witness());
        if (model.capturesToHand()) {
            in.capturesToHand(model.demotesTo().stream().mapToInt(Integer::intValue).toArray());
            in.reversibleCaptures(); // captured pieces come back: no move is irreversible
        }
        if (model.byType().stream().anyMatch(DropRule::noMate)) in.filter(Moves.KIND_DROP, d::noMate);
        if (model.byType().stream().anyMatch(DropRule::first)) in.restriction(new DropFirst(model, d.types));
        if (d.coloured.length > 0) in.filter(Moves.KIND_DROP, d::colours);
    }

    private int generate(Position p, int[] out, int n, boolean inCheck) {
        int us = p.sideToMove();
        boolean needTest = p.dropNeedsTest(inCheck), first = p.firstOnly();
        for (int i = 0; i < types; i++) {
            int t = first ? replyOrder[i] : i;
            if (p.inHand(us, t) == 0) continue;
            DropRule rule = model.of(t);
            int[] inRegion = regionSquares[us * types + t];
            int blockedFiles = 0; // a local mask: the no-mate test below generates replies recursively
            if (rule.noDoubledOn() >= 0) blockedFiles |= rule.fileLimit() == 1 ? filesOf(p, us, Position.codeOf(rule.noDoubledOn(), us))
                    : filesHolding(p, us, Position.codeOf(rule.noDoubledOn(), us), rule.fileLimit());
            DropRule.Objection objection = rule.objection();
            if (objection != null && objection.by() != us) { // the opponent's objections, made whenever the rule lets him
                if (objection.doubled()) blockedFiles |= filesOf(p, us, Position.codeOf(t, us));
                if (objection.facing() >= 0) blockedFiles |= filesOf(p, us ^ 1, Position.codeOf(objection.facing(), us ^ 1));
            }
            // as itself, then (Kyoto shogi) as its promoted form
            for (int form = 0; form < (rule.asPromoted() >= 0 ? 2 : 1); form++) {
                int placed = form == 0 ? t : rule.asPromoted();
                int displaced = form == 0 && rule.displaces() >= 0 ? Position.codeOf(rule.displaces(), us) : -1;
                // a royal piece dropped must not land attacked (Sittuyin's king): with no other royal of
                // its side on the board, that is the target square's attack alone, asked without a make
                boolean royal = p.isRoyal(placed, us), safety = needTest || royal && p.royalCount(us) > 0;
                for (int sq : inRegion) {
                    int there = p.codeAt(sq);
                    if (there != 0 && there != displaced || !rule.stuckAllowed() && p.stuck(us, placed, sq)) continue;
                    if ((blockedFiles >>> fileOf[sq] & 1) != 0) continue;
                    int move = form == 0 ? Moves.drop(t, sq) : Moves.dropAs(t, placed, sq);
                    if (there != 0) move |= (rule.displaces() + 1) << DISPLACED_SHIFT;
                    // a displaced pawn leaves its square occupied: royal safety as for any drop
                    if (safety ? !p.isLegal(move) : royal && p.attacked(sq, us ^ 1) || !p.filtersAllowSafe(move)) continue; // kind filters (no mate, colours) included
                    out[n++] = move;
                    if (p.firstOnly()) return n;
                }
            }
        }
        return n;
    }

    private static boolean plainDrop(DropRule r) {
        return r.noDoubledOn() < 0 && r.objection() == null && !r.noMate() && !r.differentColours();
    }

    /**
     * Drops that surely leave both sides a move: the opponent holds a piece with a free square of
     * its region besides the one the drop fills, and the mover, after the drop, one with two, so
     * that the opponent's drop leaves it one. Drops only fill squares, so such a drop is legal
     * unless the dropper is in check (when a reply test asks no reply) or the enemy's hoppers could
     * use it as a screen (then no proof).
     */
    private final class Witness implements varia.engine.ReplyWitness {
        @Override public boolean vouches(Position p, int move) {
            if (Moves.kind(move) != Moves.KIND_DROP || !provable(p)) return false;
            int us = p.sideToMove(), them = us ^ 1, to = Moves.to(move), spent = Moves.dropType(move);
            boolean theirs = false, ours = false;
            if (countsSlot >= 0) { // most drops are answered by the counts, taken once per position
                long counts = counts(p, us);
                for (int i = 0; i < plainDrops.length && !(theirs && ours); i++) {
                    int t = plainDrops[i];
                    theirs |= (counts >>> 4 * i + 2 & 3) >= 2 && p.inHand(them, t) > 0; // one free square besides this drop's
                    ours |= (counts >>> 4 * i & 3) >= 3 && p.inHand(us, t) - (t == spent ? 1 : 0) > 0; // two besides it
                }
            }
            return (theirs || canDrop(p, them, -1, to, 1)) && (ours || canDrop(p, us, spent, to, 2));
        }

        /**
         * Under the duty to drop, with a plain drop legal here (not in check), the side's moves are
         * drops only: all are vouched for when the opponent has a piece with two free squares and
         * the mover two pieces (of one type or two) with three, whichever piece is dropped where.
         */
        @Override public boolean vouchesAll(Position p) {
            if (!model.mustDrop() || countsSlot < 0 || !provable(p)) return false;
            int us = p.sideToMove(), them = us ^ 1, ours = 0;
            long counts = counts(p, us);
            boolean theirs = false;
            for (int i = 0; i < plainDrops.length; i++) {
                int t = plainDrops[i];
                theirs |= (counts >>> 4 * i + 2 & 3) >= 2 && p.inHand(them, t) > 0;
                if ((counts >>> 4 * i & 3) >= 3) ours += Math.min(2, p.inHand(us, t));
            }
            return theirs && ours >= 2 && !p.inCheck();
        }

        /** A drop is judged by royal safety alone: no filter of its kind, no hoppers to screen. */
        private boolean provable(Position p) {
            return !ReplyWitnesses.kindFiltered(p, Moves.KIND_DROP) && !ReplyWitnesses.dropsScreenHoppers(p, 0) && !ReplyWitnesses.dropsScreenHoppers(p, 1);
        }

        /** The free-square counts of {@link #freeCounts}, cached per position. */
        private long counts(Position p, int us) {
            long counts = p.ruleCache().get(countsSlot);
            if (counts == 0) p.ruleCache().put(countsSlot, counts = freeCounts(p, us));
            return counts;
        }
    }

    /**
     * Per plain drop type {@code i}: bits 4i-4i+1 the mover's free squares of its region (up to 3;
     * 0 when it holds none), bits 4i+2-4i+3 the opponent's; bit 63 set.
     */
    private long freeCounts(Position p, int us) {
        long counts = 1L << 63;
        for (int i = 0; i < plainDrops.length; i++)
            for (int side = 0; side < 2; side++) {
                int colour = us ^ side, t = plainDrops[i], found = 0;
                if (p.inHand(colour, t) == 0) continue; // the hands are in the cache's key (the hash)
                boolean anywhere = stuckAllowed[t];
                for (int sq : regionSquares[colour * types + t])
                    if (p.codeAt(sq) == 0 && (anywhere || !p.stuck(colour, t, sq)) && ++found == 3) break;
                counts |= (long) found << 4 * i + 2 * side;
            }
        return counts;
    }

    /**
     * Does {@code colour} hold a piece of a plain drop type ({@code spent}: one fewer of it) with at
     * least {@code free} empty squares of its region other than {@code filled}, where it could move?
     */
    private boolean canDrop(Position p, int colour, int spent, int filled, int free) {
        for (int t : plainDrops) {
            if (p.inHand(colour, t) - (t == spent ? 1 : 0) <= 0) continue;
            boolean anywhere = stuckAllowed[t];
            int found = 0;
            for (int sq : regionSquares[colour * types + t])
                if (sq != filled && p.codeAt(sq) == 0 && (anywhere || !p.stuck(colour, t, sq)) && ++found == free) return true;
        }
        return false;
    }

    /**
     * Why a drop is not legal here, by the piece's drop rule in the order a player meets them:
     * nothing in hand, an occupied square, outside its drop region, a square it could never leave,
     * a file already holding an own piece of the type named (nifu), then (made and taken back) a
     * mate it may not give and the colours its kind must keep. Null when the drop rule allows it.
     */
    @Override public String refusal(Position p, int move) {
        int us = p.sideToMove(), t = Moves.dropType(move), to = Moves.to(move), placed = Moves.promotion(move);
        if (placed < 0) placed = t;
        var pieces = p.variant().pieces();
        String side = us == 0 ? "White" : "Black", name = pieces.get(t).name(), at = p.squareName(to);
        if (p.inHand(us, t) == 0) return side + " has no " + name + " in hand";
        DropRule rule = model.of(t);
        int there = p.codeAt(to);
        if (p.geometry().isHole(to)) return at + " is a hole: it is not on the board (board.holes)";
        if (there != 0 && !(rule.displaces() >= 0 && there == Position.codeOf(rule.displaces(), us))) return at + " is occupied";
        if (placed != t && placed != rule.asPromoted()) return "a " + name + " is not dropped as a " + pieces.get(placed).name();
        boolean[] zone = region[us * types + t];
        if (zone != null && !zone[to]) {
            String squares = varia.rules.Describer.squares(p.variant(), p.variant().region(rule.region()).of(us));
            return "a " + name + " may be dropped only " + (squares.equals(rule.region()) ? "on " + squares : "in '" + rule.region() + "' (" + squares + ")");
        }
        if (!rule.stuckAllowed() && p.stuck(us, placed, to)) return "a " + pieces.get(placed).name() + " dropped on " + at + " could never move";
        if (rule.noDoubledOn() >= 0) {
            int code = Position.codeOf(rule.noDoubledOn(), us);
            java.util.List<String> onFile = new java.util.ArrayList<>();
            for (int i = 0; i < p.pieceCount(us); i++) {
                int s = p.pieceSquare(us, i);
                if (p.codeAt(s) == code && fileOf[s] == fileOf[to]) onFile.add(p.squareName(s));
            }
            if (onFile.size() >= rule.fileLimit()) {
                String file = p.squareName(to).charAt(0) + "-file";
                if (rule.fileLimit() == 0) return "a " + name + " may not be dropped on a file with " + pieces.get(rule.noDoubledOn()).name() + "s";
                return rule.fileLimit() == 1 ? side + " already has a " + pieces.get(rule.noDoubledOn()).name() + " on the " + file
                        + " (" + onFile.get(0) + ")" : side + " already has " + onFile.size() + " " + pieces.get(rule.noDoubledOn()).name()
                        + "s on the " + file + " (" + String.join(", ", onFile) + "), the most a file may hold";
            }
        }
        if (rule.noMate() || coloured.length > 0) {
            p.make(move);
            try {
                if (!noMate(p, move)) return "a " + name + " drop may not give checkmate";
                if (!colours(p, move)) return side + "'s " + pieces.get(coloured[0]).name() + "s must stand on squares of different colours";
            } finally {
                p.unmake();
            }
        }
        return null;
    }

    /** The files (as a bit mask) holding a piece of {@code colour} with this code. */
    private int filesOf(Position p, int colour, int code) {
        int files = 0;
        for (int i = 0; i < p.pieceCount(colour); i++) {
            int s = p.pieceSquare(colour, i);
            if (p.codeAt(s) == code) files |= 1 << fileOf[s];
        }
        return files;
    }

    /** The files (as a bit mask) holding at least {@code limit} pieces of {@code colour} with this code (file-limit). */
    private int filesHolding(Position p, int colour, int code, int limit) {
        if (limit == 0) return -1;
        long counts = 0; // four bits per file, at most 15 counted: no allocation
        int files = 0;
        for (int i = 0; i < p.pieceCount(colour); i++) {
            int s = p.pieceSquare(colour, i);
            if (p.codeAt(s) != code) continue;
            int shift = fileOf[s] << 2;
            long n = Math.min(15, (counts >>> shift & 15) + 1);
            counts = counts & ~(15L << shift) | n << shift;
            if (n >= limit) files |= 1 << fileOf[s];
        }
        return files;
    }

    /** The type a drop sends back to the hand, or -1. */
    private static int displaced(int move) { return (move >>> DISPLACED_SHIFT & 0xF) - 1; }

    @Override public void make(Position p, int move, Ply ply) {
        int type = Moves.dropType(move), to = Moves.to(move), placed = Moves.promotion(move), us = p.sideToMove();
        p.changeHand(us, type, -1);
        int displaced = displaced(move);
        if (displaced >= 0) { // the own piece there goes back to the hand; recoding the square keeps the piece lists' order
            p.changeHand(us, displaced, 1);
            p.changePiece(to, Position.codeOf(type, us));
            p.setHalfmove(p.resetsClock(type) ? 0 : p.halfmoveClock() + 1);
            return;
        }
        p.putPiece(to, placed >= 0 ? placed : type, us);
        p.squareMarks().markUnmovedIfOnStart(to);
        p.setHalfmove(p.resetsClock(type) ? 0 : p.halfmoveClock() + 1);
    }

    @Override public void unmake(Position p, int move, Ply ply) {
        int displaced = displaced(move);
        if (displaced >= 0) {
            p.changePiece(Moves.to(move), Position.codeOf(displaced, ply.movedBy));
            p.changeHand(ply.movedBy, displaced, -1);
        } else {
            p.removePiece(Moves.to(move));
        }
        p.changeHand(ply.movedBy, Moves.dropType(move), 1);
    }

    /**
     * Pieces that must stand on different colours (Placement chess's bishops, as Fairy-Stockfish
     * rules them): such a piece may not be dropped on the colour of another of its kind; any other
     * drop must leave, among the squares where it may be dropped, a free one of each colour its
     * kind still lacks, as many as there are of it in hand.
     */
    private boolean colours(Position p, int move) {
        int us = p.sideToMove() ^ 1, to = Moves.to(move), placed = p.typeAt(to);
        for (int t : coloured) {
            int own = 0; // bit 1: a piece on a dark square, bit 0: on a light one
            for (int i = 0; i < p.pieceCount(us); i++) {
                int s = p.pieceSquare(us, i);
                if (s != to && p.typeAt(s) == t) own |= 1 << shade[s];
            }
            if (placed == t) {
                if ((own >>> shade[to] & 1) != 0) return false;
                continue;
            }
            boolean[] zone = region[us * types + t];
            int free = 0;
            for (int s = 0; s < squares; s++) if (p.codeAt(s) == 0 && (zone == null || zone[s])) free |= 1 << shade[s];
            int colours = Integer.bitCount(free & ~own & 3);
            if (colours < p.inHand(us, t)) return false;
        }
        return true;
    }

    /** A drop of a piece that may not mate, giving checkmate, is illegal (uchifuzume). */
    private boolean noMate(Position p, int move) {
        if (!model.of(Moves.dropType(move)).noMate() || !p.inCheck()) return true;
        return p.hasLegalMove();
    }
}
