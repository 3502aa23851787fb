package varia.interop.importer;

import java.util.ArrayList;
import java.util.List;
import varia.interop.fs.FsPieceType;
import varia.interop.fs.FsSquares;
import varia.interop.fs.FsVariant;

/**
 * Promotion, both of Fairy-Stockfish's kinds: pawn-style (a {@code promotionPawnTypes} piece
 * entering {@code promotionRegion} becomes one of {@code promotionPieceTypes}) and shogi-style
 * ({@code promotedPieceType}: a piece moving into, out of or inside the zone may turn into its
 * promoted type, a Varia promoted form {@code +X}); with {@code mandatoryPawnPromotion},
 * {@code mandatoryPiecePromotion}, {@code pieceDemotion} (the promoted form turns back),
 * {@code immobilityIllegal} (no move to where the piece could never move again), promotion limits
 * equal to the setup's counts ({@code family: lost-only}) and Sittuyin's promotion.
 */
final class PromotionMapping implements Mapping {
    @Override public void map(Context c) {
        FsVariant v = c.v;
        c.usesBoth("promotionPawnTypes", "promotionPieceTypes", "promotionRegion");
        c.uses("mandatoryPawnPromotion", "mandatoryPiecePromotion", "pieceDemotion", "sittuyinPromotion");
        for (FsPieceType t : FsPieceType.all()) c.uses("promotedPieceType/" + t.name(), "promotionLimit/" + t.name());
        if (v.bool("piecePromotionOnCapture"))
            c.lack("piecePromotionOnCapture", "the importer does not map promotion caused by a capture yet (Varia's promotion.by-capture)");
        else c.uses("piecePromotionOnCapture");
        YamlTree pieces = c.root.map("pieces");
        for (FsPieceType t : c.types()) {
            YamlTree p = pieces.map(c.letter(t));
            boolean pawnStyle = pawnStyle(c, t, p);
            shogiStyle(c, t, p, pawnStyle);
        }
    }

    /** The promotion zone as a region (shared by every piece). */
    private static String zone(Context c) {
        FsSquares w = c.v.squares("promotionRegion/w"), b = c.v.squares("promotionRegion/b");
        int files = c.v.files(), ranks = c.v.ranks();
        if (w.on(files, ranks).isEmpty() || b.on(files, ranks).isEmpty()) return null;
        return c.region("promotion", w, b, c.from("promotionRegion/w", "promotionRegion/b"));
    }

    /** Is t promoted pawn-style, for the sides that can have it; writes {@code promotion}. */
    private static boolean pawnStyle(Context c, FsPieceType t, YamlTree p) {
        FsVariant v = c.v;
        long bit = 1L << t.id();
        boolean[] pawn = {(v.pieceSet("promotionPawnTypes/w") & bit) != 0, (v.pieceSet("promotionPawnTypes/b") & bit) != 0};
        long[] choices = {v.pieceSet("promotionPieceTypes/w"), v.pieceSet("promotionPieceTypes/b")};
        boolean[] has = Setups.sides(c, t);
        if (!has[0] && !has[1]) has = new boolean[] {true, true};
        // the sides that can have the piece must promote it alike: Varia's promotion is the piece's, not the side's
        Boolean isPawn = null;
        Long toSet = null;
        for (int side = 0; side < 2; side++) {
            if (!has[side]) continue;
            long to = pawn[side] ? choices[side] : -1;
            if (isPawn == null) { isPawn = pawn[side]; toSet = to; }
            else if (isPawn != pawn[side] || toSet != to) {
                c.lack(isPawn != pawn[side] ? "promotionPawnTypes/" + (side == 0 ? "w" : "b") : "promotionPieceTypes/" + (side == 0 ? "w" : "b"),
                        "Varia's promotion is the piece's, not the side's: " + t.name() + " promotes differently for White and Black");
                return true;
            }
        }
        if (isPawn == null || !isPawn) return false;
        long toW = toSet;
        List<String> to = c.letters(toW);
        FsPieceType promoted = FsPieceType.byId(v.integer("promotedPieceType/" + t.name()));
        if (t.special() == FsPieceType.Special.PAWN && promoted != null) to.add("+" + c.letter(t));
        if (v.bool("sittuyinPromotion") && t.special() == FsPieceType.Special.PAWN) return sittuyin(c, t, p, to);
        String zone = zone(c);
        if (zone == null) return true; // no zone: it never promotes
        if (to.isEmpty()) {
            if (v.bool("mandatoryPawnPromotion"))
                c.lack("promotionPieceTypes/w", "Varia lacks a pawn that may not enter its promotion zone (it has nothing to promote to)");
            return true;
        }
        if (t.special() == FsPieceType.Special.PAWN && epIntoZone(c)) c.lack("promotionRegion/" + (epIntoZone(c, false) ? "b" : "w"),
                "Fairy-Stockfish does not promote a pawn that takes en passant into its zone; Varia does");
        YamlTree pr = p.map("promotion", c.from("promotionPawnTypes/w", "promotionPieceTypes/w", "promotionRegion/w", "mandatoryPawnPromotion"));
        pr.list("to", to, null);
        pr.put("zone", zone, null);
        boolean forced = v.bool("mandatoryPawnPromotion");
        pr.put("forced", forced, c.from("mandatoryPawnPromotion"));
        if (!forced && v.bool("immobilityIllegal") && !new Moves(v).dead(t, true).on(v.files(), v.ranks()).isEmpty())
            pr.put("forced-if-stuck", true, c.from("immobilityIllegal"));
        limits(c, t, toW, pr);
        return true;
    }

    /** Can a pawn of some side take en passant onto a square of its promotion zone (the squares the other side's double steps pass)? */
    private static boolean epIntoZone(Context c) { return epIntoZone(c, true) || epIntoZone(c, false); }

    private static boolean epIntoZone(Context c, boolean white) {
        FsVariant v = c.v;
        Moves moves = new Moves(v);
        FsSquares zone = v.squares(FsVariant.side("promotionRegion", white));
        FsSquares ep = v.squares(FsVariant.side("enPassantRegion", white));
        int dir = white ? -1 : 1; // the other side's pawns step towards this side
        for (int[] s : moves.doubleStepRegion(!white).on(v.files(), v.ranks()).squares())
            if (zone.contains(s[0], s[1] + dir) && ep.contains(s[0], s[1] + dir)) return true;
        return false;
    }

    /** Promotion limits: Varia says "only to a piece the side has lost", i.e. limits equal to the setup's counts. */
    private static void limits(Context c, FsPieceType t, long to, YamlTree pr) {
        FsVariant v = c.v;
        boolean any = false, all = true;
        List<String> fields = new ArrayList<>();
        for (FsPieceType x : c.types()) {
            if ((to & (1L << x.id())) == 0) continue;
            int limit = v.integer("promotionLimit/" + x.name());
            fields.add("promotionLimit/" + x.name());
            if (limit == 0) { all = false; continue; }
            any = true;
            int[] n = Setups.count(c, x);
            if (n[0] != limit || n[1] != limit) all = false;
        }
        if (!any) return;
        if (!all) { // per type: only while its side has fewer than this many on the board (promotion.limit)
            YamlTree limit = pr.map("limit", c.from(fields.toArray(String[]::new)));
            for (FsPieceType x : c.types())
                if ((to & (1L << x.id())) != 0 && v.integer("promotionLimit/" + x.name()) > 0)
                    limit.put(c.letter(x), v.integer("promotionLimit/" + x.name()), null);
            return;
        }
        pr.put("family", "lost-only", c.from(fields.toArray(String[]::new)) + ": the setup's counts");
        pr.put("none-available", "illegal", "Fairy-Stockfish allows no move that must promote when no piece is left to promote to");
    }

    private static boolean sittuyin(Context c, FsPieceType t, YamlTree p, List<String> to) {
        String zone = zone(c);
        if (to.size() != 1 || zone == null) {
            c.lack("sittuyinPromotion", "Varia's promotion by a step needs one type to promote to");
            return true;
        }
        FsPieceType target = c.v.typeOf(to.get(0).charAt(0));
        YamlTree pr = p.map("promotion", c.from("sittuyinPromotion", "promotionPieceTypes/w", "promotionRegion/w"));
        pr.list("to", to, null);
        pr.put("zone", zone, null);
        pr.put("forced", false, "Sittuyin's promotion is a move of its own");
        YamlTree step = pr.map("step", c.from("sittuyinPromotion"));
        String moves = new Moves(c.v).at(target, true, 0, 0);
        step.put("moves", moves == null ? "F" : moves, "the new piece's moves, to an empty square");
        int limit = c.v.integer("promotionLimit/" + target.name());
        if (limit > 0) step.put("max-on-board", limit, c.from("promotionLimit/" + target.name()));
        step.put("last-anywhere", true, "the last pawn promotes anywhere");
        step.put("harmless", true, "the new piece may neither attack nor give check");
        return true;
    }

    /** Shogi-style promotion to a promoted form +X moving as the promoted type. */
    private static void shogiStyle(Context c, FsPieceType t, YamlTree p, boolean pawnStyle) {
        FsVariant v = c.v;
        FsPieceType y = FsPieceType.byId(v.integer("promotedPieceType/" + t.name()));
        if (y == null || v.letter(y) == 0) return;
        String form = "+" + c.letter(t);
        Forms.add(c, t, y);
        if (pawnStyle) return; // the pawn's own list offers the form
        if (v.integer("promotionLimit/" + y.name()) > 0)
            c.lack("promotionLimit/" + y.name(), "the importer does not map a limit on shogi-style promotions yet (Varia's promotion.limit)");
        String zone = zone(c);
        if (zone == null) return;
        YamlTree pr = p.map("promotion", c.from("promotedPieceType/" + t.name(), "promotionRegion/w", "mandatoryPiecePromotion"));
        pr.list("to", List.of(form), null);
        pr.put("zone", zone, null);
        pr.put("forced", v.bool("mandatoryPiecePromotion"), c.from("mandatoryPiecePromotion"));
        pr.put("on-leaving", true, "Fairy-Stockfish promotes moves into, out of and inside the zone");
        if (v.bool("immobilityIllegal") && !v.bool("mandatoryPiecePromotion") && !new Moves(v).dead(t, true).on(v.files(), v.ranks()).isEmpty())
            pr.put("forced-if-stuck", true, c.from("immobilityIllegal"));
        if (v.bool("pieceDemotion")) {
            YamlTree back = c.root.map("pieces").map(form).map("promotion", c.from("pieceDemotion"));
            back.list("to", List.of(c.letter(t)), null);
            back.put("zone", zone, null);
            back.put("forced", v.bool("mandatoryPiecePromotion"), c.from("mandatoryPiecePromotion"));
            back.put("on-leaving", true, null);
        }
    }
}
