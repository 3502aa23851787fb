package varia.interop.export;

import java.util.BitSet;
import varia.interop.fs.FsPieceType;
import varia.notation.MoveRule;
import varia.rules.drops.DropRule;
import varia.rules.drops.Drops;
import varia.rules.promotion.Promotion;
import varia.rules.promotion.Promotions;
import varia.variant.PieceType;
import varia.variant.Variant;

/**
 * Drops: Fairy-Stockfish drops every piece in hand on its side's {@code dropRegion}, less what its
 * code takes away (a pawn's first rank and promotion zone, Sittuyin's rooks off the first rank, a
 * mobility region, and with {@code immobilityIllegal} the squares where the piece could never
 * move). Each piece's Varia drop zone must come out the same; the other drop rules have one key
 * each.
 */
final class DropExport {
    private DropExport() {}

    static void write(Variant v, FsTypes types, Out out) {
        Drops d = v.rule(Drops.KEY);
        out.said(Drops.KEY);
        if (d == null) return;
        out.put("pieceDrops", "true", "play.drops");
        out.put("capturesToHand", String.valueOf(d.capturesToHand()), "play.drops.captures-to-hand");
        if (d.mustDrop()) out.put("mustDrop", "true", "play.drops.must-drop");
        Promotions pr = v.rule(Promotions.KEY);
        boolean forbidden = false, allowed = false;
        for (PieceType p : v.pieces()) {
            if (p.isPromotedForm() || !inHand(v, d, p) || dead(v, p, 0).isEmpty()) continue;
            if (d.of(p.index()).stuckAllowed()) allowed = true;
            else forbidden = true;
        }
        boolean immobility = "true".equals(out.get("immobilityIllegal")) || forbidden;
        if (immobility && allowed) out.missing("drop.stuck", "drops where a piece is stuck allowed for some pieces only (Fairy-Stockfish's immobilityIllegal is one setting)");
        if (forbidden) out.put("immobilityIllegal", "true", "drop.stuck: forbidden (the default)");
        BitSet[] region = null;
        boolean sittuyinRooks = false;
        for (PieceType p : v.pieces()) // rooks dropped on the first rank only: Sittuyin's rule, when the others' zone is larger
            if (!p.isPromotedForm() && inHand(v, d, p) && types.of.get(p.index()) == FsPieceType.named("rook") && d.of(p.index()).region() != null) {
                BitSet z = Squares.region(v, d.of(p.index()).region(), 0);
                BitSet first = new BitSet();
                for (int f = 0; f < v.files(); f++) first.set(f);
                if (z.equals(first)) sittuyinRooks = true;
            }
        if (sittuyinRooks) out.put("sittuyinRookDrop", "true", "the rook's drop.zone: the first rank");
        String noDoubled = null;
        boolean promotedDrops = false, anyForm = false;
        for (PieceType p : v.pieces()) {
            if (p.isPromotedForm() || !inHand(v, d, p)) continue;
            FsPieceType t = types.of.get(p.index());
            DropRule r = d.of(p.index());
            String where = "pieces." + p.symbol() + ".drop";
            if (d.capturesToHand() && pr != null && pr.of(p.index()) != null && pr.of(p.index()).step() == null
                    && !pr.of(p.index()).demoteOnCapture() && pr.of(p.index()).to().stream().anyMatch(x -> !v.pieces().get(x).isPromotedForm()))
                out.missing("play.drops.captures-to-hand", "a promoted piece captured goes to the hand as what it is (Fairy-Stockfish: as the pawn it was, its '~')");
            if (r.displaces() >= 0 || r.objection() != null) out.missing(where, "drops that displace a piece or that the opponent objects to");
            if (r.noDoubledOn() >= 0) {
                if (r.noDoubledOn() != p.index() || noDoubled != null) out.missing(where + ".no-doubled", "a no-doubled rule on another piece or on several");
                noDoubled = String.valueOf(Character.toLowerCase(p.letter()));
            }
            if (r.noMate()) {
                if (t == FsPieceType.named("shogiPawn")) out.put("shogiPawnDropMateIllegal", "true", where + ".no-mate (Fairy-Stockfish counts the move and scores the mate as a loss)");
                else out.missing(where + ".no-mate", "a drop that may not mate, for another piece than the shogi pawn");
            }
            if (r.differentColours()) {
                if (t == FsPieceType.named("bishop")) out.put("dropOppositeColoredBishop", "true", where + ".different-colours");
                else out.missing(where + ".different-colours", "pieces on different colours, other than bishops");
            }
            PieceType form = v.pieceBySymbol("+" + p.key());
            if (form != null) {
                anyForm = true;
                if (r.asPromoted() >= 0) promotedDrops = true;
            }
            for (int c = 0; c < 2; c++) {
                BitSet want = r.region() == null ? Squares.all(v) : Squares.region(v, r.region(), c);
                if (!r.stuckAllowed()) want.andNot(dead(v, p, c));
                BitSet base = (BitSet) want.clone();
                // what Fairy-Stockfish takes away by itself: undo it to find the region it must start from
                BitSet fsRemoves = removed(v, p, t, c, immobility, pr, sittuyinRooks);
                if (region == null) region = new BitSet[2];
                if (region[c] == null && t != FsPieceType.pawn()) region[c] = base;
                BitSet fs = (BitSet) (region[c] == null ? base : region[c]).clone();
                fs.andNot(fsRemoves);
                BitSet wantFs = (BitSet) want.clone();
                if (!fs.equals(wantFs)) out.missing(where + ".zone", "a drop zone Fairy-Stockfish cannot give this piece (its zone is its side's drop region, less what its own rules take away)");
            }
        }
        if (region != null) {
            out.put("dropRegionWhite", Squares.text(v, region[0] == null ? Squares.all(v) : region[0]), "pieces' drop.zone");
            out.put("dropRegionBlack", Squares.text(v, region[1] == null ? Squares.all(v) : region[1]), null);
        }
        if (noDoubled != null) out.put("dropNoDoubled", noDoubled, "drop.no-doubled");
        if (promotedDrops) {
            if (anyForm && !allPromotedDrops(v, d)) out.missing("drop.promoted", "promoted drops for some pieces only");
            out.put("dropPromoted", "true", "drop.promoted");
        }
    }

    /** Can the piece be in a hand: in the start position's, or captured to one (a royal piece never is). */
    static boolean inHand(Variant v, Drops d, PieceType p) {
        if (d.capturesToHand() && !p.royal()) return true;
        String fen = v.startFen().split("\\s+")[0];
        int open = fen.indexOf('[');
        return open >= 0 && fen.substring(open).toUpperCase(java.util.Locale.ROOT).indexOf(Character.toUpperCase(p.letter())) >= 0;
    }

    private static boolean allPromotedDrops(Variant v, Drops d) {
        for (PieceType p : v.pieces())
            if (!p.isPromotedForm() && v.pieceBySymbol("+" + p.key()) != null && d.of(p.index()).asPromoted() < 0) return false;
        return true;
    }

    /** The squares Fairy-Stockfish's own rules keep this piece's drops off. */
    private static BitSet removed(Variant v, PieceType p, FsPieceType t, int c, boolean immobility, Promotions pr, boolean sittuyinRooks) {
        BitSet out = new BitSet();
        int first = c == 0 ? 0 : v.ranks() - 1;
        if (t == FsPieceType.pawn()) {
            Promotion x = pr == null ? null : pr.of(p.index());
            if (x != null) out.or(Squares.zone(v, x, c));
            for (int f = 0; f < v.files(); f++) out.set(first * v.files() + f);
        }
        if (immobility) out.or(dead(v, p, c));
        if (t == FsPieceType.named("rook") && sittuyinRooks) {
            BitSet offFirst = Squares.all(v);
            for (int f = 0; f < v.files(); f++) offFirst.clear(first * v.files() + f);
            out.or(offFirst);
        }
        if (p.confinedTo() != null) {
            BitSet outside = Squares.all(v);
            outside.andNot(Squares.region(v, p.confinedTo(), c));
            out.or(outside);
        }
        return out;
    }

    /** Squares from which the piece has no move onto the board (its initial moves aside). */
    static BitSet dead(Variant v, PieceType p, int c) {
        BitSet out = new BitSet();
        for (int r = 0; r < v.ranks(); r++)
            for (int f = 0; f < v.files(); f++) {
                boolean any = false;
                for (MoveRule m : p.moves()) {
                    if (m.initialOnly()) continue;
                    int dx = m.leg().step().dx(), dy = m.leg().step().dy();
                    if (c == 1) { dx = -dx; dy = -dy; }
                    int tf = f + dx, tr = r + dy;
                    if (tf >= 0 && tf < v.files() && tr >= 0 && tr < v.ranks()) { any = true; break; }
                }
                if (!any) out.set(r * v.files() + f);
            }
        return out;
    }
}
