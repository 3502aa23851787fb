package varia.interop.export;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import varia.interop.fs.FsPieceType;
import varia.rules.promotion.Promotion;
import varia.rules.promotion.Promotions;
import varia.variant.PieceType;
import varia.variant.Variant;

/**
 * Promotion. Fairy-Stockfish has one promotion zone per side, one list of pieces a pawn may become,
 * one "promotion is compulsory" for pawns and one for the rest, and one rule against moves to where
 * a piece could never move again; a Varia file whose pieces promote alike says the same with these
 * keys. Pawn-style: the pieces that become one of a list; shogi-style ({@code to: [+X]}): the piece
 * turns into its promoted form on any move into, out of or inside the zone.
 */
final class PromotionExport {
    private PromotionExport() {}

    static void write(Variant v, FsTypes types, Out out) {
        Promotions pr = v.rule(Promotions.KEY);
        out.said(Promotions.KEY);
        out.put("promotionPieceTypes", "-", null);
        if (pr == null) return;
        Set<String> pawnTypes = new LinkedHashSet<>(), promoted = new LinkedHashSet<>();
        String to = null;
        BitSet[] zone = null;
        Boolean pawnForced = null, pieceForced = null, stuck = null;
        boolean limits = false, demotion = false;
        for (PieceType p : v.pieces()) {
            Promotion x = pr.of(p.index());
            if (x == null) continue;
            String where = "pieces." + p.symbol() + ".promotion";
            BitSet[] z = {Squares.zone(v, x, 0), Squares.zone(v, x, 1)};
            if (zone == null) zone = z;
            else if (!zone[0].equals(z[0]) || !zone[1].equals(z[1])) out.missing(where + ".zone", "a promotion zone of its own (Fairy-Stockfish has one per side)");
            if (x.step() != null) { sittuyin(v, p, x, types, out, where); continue; }
            // issue 29's promotion by capture (Micro shogi): Fairy-Stockfish's piecePromotionOnCapture is not mapped yet
            if (x.byCapture()) out.missing(where + ".by-capture", "a promotion made only by capturing (not exported yet)");
            List<String> plainTo = new ArrayList<>();
            boolean form = false;
            for (int t : x.to()) {
                PieceType target = v.pieces().get(t);
                if (target.isPromotedForm() && target.key().equals(p.key()) && !p.isPromotedForm()) form = true;
                else if (!target.isPromotedForm() && p.isPromotedForm() && target.key().equals(p.key())) demotion = true;
                else if (!target.isPromotedForm()) plainTo.add(String.valueOf(Character.toLowerCase(target.letter())));
                else out.missing(where + ".to", "promotion to another piece's promoted form");
            }
            boolean wholeBoard = z[0].cardinality() == v.files() * v.ranks(); // on-leaving then changes nothing
            if (p.isPromotedForm()) {
                if (!x.onLeaving() && !wholeBoard || x.to().size() != 1) out.missing(where, "a promoted form's promotion other than turning back on every move into, out of or inside the zone");
                pieceForced = agree(pieceForced, x.forced(), where + ".forced", out);
                continue;
            }
            if (form) {
                PieceType f = v.pieceBySymbol("+" + p.key());
                if (f == null || types.formLetter.get(f.index()) == null) continue;
                promoted.add(Character.toLowerCase(p.letter()) + ":" + types.formLetter.get(f.index()));
                if (plainTo.isEmpty()) {
                    if (!x.onLeaving() && !wholeBoard) out.missing(where + ".on-leaving", "a promotion to the promoted form only on entering the zone (Fairy-Stockfish's shogi-style promotion also leaving it)");
                    pieceForced = agree(pieceForced, x.forced(), where + ".forced", out);
                }
            }
            if (!plainTo.isEmpty()) {
                if (x.onLeaving()) out.missing(where + ".on-leaving", "a pawn-style promotion on leaving the zone");
                pawnTypes.add(String.valueOf(Character.toLowerCase(types.letterOf(p))));
                String list = String.join(" ", plainTo);
                if (to != null && !to.equals(list)) out.missing(where + ".to", "another list of pieces to promote to (Fairy-Stockfish has one)");
                to = list;
                pawnForced = agree(pawnForced, x.forced(), where + ".forced", out);
                if (x.family() == Promotion.Family.LOST_ONLY) {
                    if (!x.illegalIfNone()) out.missing(where + ".none-available", "a move that must promote, made without promoting (Fairy-Stockfish forbids it)");
                    limits = true;
                } else if (x.family() != Promotion.Family.LISTED) out.missing(where + ".family", "promotion only to the piece that stood on the square");
                else if (x.illegalIfNone()) out.notes.add(where + ".none-available: illegal changes nothing without limits");
            }
            // only a piece that can be stuck in its zone says anything about moves to where it could never move again
            BitSet deadInZone = DropExport.dead(v, p, 0);
            deadInZone.and(z[0]);
            if (!x.forced() && !deadInZone.isEmpty()) stuck = agree(stuck, x.forcedIfStuck(), where + ".forced-if-stuck", out);
        }
        if (to != null) {
            out.put("promotionPawnTypes", String.join(" ", pawnTypes), "the pieces promoting pawn-style");
            out.put("promotionPieceTypes", to, "their promotion.to");
            out.put("mandatoryPawnPromotion", String.valueOf(pawnForced == null || pawnForced), "promotion.forced");
        } else out.put("promotionPawnTypes", "-", null);
        if (zone != null) {
            out.put("promotionRegionWhite", Squares.text(v, zone[0]), "promotion.zone");
            out.put("promotionRegionBlack", Squares.text(v, zone[1]), null);
        }
        if (!promoted.isEmpty()) out.put("promotedPieceType", String.join(" ", promoted), "the promoted forms (+X)");
        if (pieceForced != null) out.put("mandatoryPiecePromotion", String.valueOf(pieceForced), "promotion.forced of the promoted forms' bases");
        if (demotion) out.put("pieceDemotion", "true", "a promoted form turning back");
        if (stuck != null && stuck) out.put("immobilityIllegal", "true", "promotion.forced-if-stuck");
        if (limits) {
            StringBuilder sb = new StringBuilder();
            for (String l : to.split(" ")) {
                PieceType t = v.pieceByLetter(Character.toUpperCase(l.charAt(0)));
                int[] n = {Squares.setup(v, t.letter(), 0).cardinality(), Squares.setup(v, t.letter(), 1).cardinality()};
                if (n[0] != n[1]) out.missing("promotion.family", "promotion limits that differ by side");
                sb.append(sb.length() == 0 ? "" : " ").append(l).append(':').append(n[0]);
            }
            out.put("promotionLimit", sb.toString(), "promotion.family: lost-only (the setup's counts)");
        }
    }

    private static Boolean agree(Boolean had, boolean now, String where, Out out) {
        if (had != null && had != now) out.missing(where, "pieces that differ in this (Fairy-Stockfish has one setting)");
        return now;
    }

    private static void sittuyin(Variant v, PieceType p, Promotion x, FsTypes types, Out out, String where) {
        Promotion.Step s = x.step();
        if (types.of.get(p.index()) != FsPieceType.pawn() || x.to().size() != 1 || !s.lastAnywhere() || !s.noAttack()
                || s.noCheck() != Promotion.CheckBan.ALL || !s.noCapture().isEmpty() || x.forced()) {
            out.missing(where + ".step", "a promotion by a step other than Fairy-Stockfish's Sittuyin promotion (a pawn, its last one anywhere, harmless)");
            return;
        }
        PieceType target = v.pieces().get(x.to().get(0));
        out.put("sittuyinPromotion", "true", where + ".step");
        out.put("promotionPawnTypes", String.valueOf(Character.toLowerCase(p.letter())), null);
        out.put("promotionPieceTypes", String.valueOf(Character.toLowerCase(target.letter())), where + ".to");
        if (s.maxOnBoard() > 0 && s.maxOnBoard() < 64) out.put("promotionLimit", Character.toLowerCase(target.letter()) + ":" + s.maxOnBoard(), where + ".step.max-on-board");
        // Fairy-Stockfish steps to the empty squares the new piece attacks
        List<varia.notation.MoveRule> expected = new ArrayList<>();
        for (varia.notation.MoveRule m : target.moves())
            if (!m.isMultiLeg() && m.leg().modes().contains(varia.notation.Mode.CAPTURE)) {
                varia.notation.Leg l = m.leg();
                expected.add(new varia.notation.MoveRule(List.of(new varia.notation.Leg(l.atom(), l.step(), l.range(),
                        java.util.Set.of(varia.notation.Mode.MOVE), l.mustBeEmpty(), l.hop())), false));
            }
        if (!FsTypes.print(s.steps()).equals(FsTypes.print(expected)))
            out.missing(where + ".step.moves", "steps other than to the empty squares the new piece attacks");
    }
}
