package varia.interop.importer;

import java.util.ArrayList;
import java.util.List;
import varia.interop.fs.FsPieceType;
import varia.interop.fs.FsVariant;

/**
 * Extinction: a side whose pieces of an {@code extinctionPieceTypes} type are down to
 * {@code extinctionPieceCount} (in hand included) gets {@code extinctionValue}. With
 * {@code extinctionPseudoRoyal} those pieces are instead royal: they may not be left attacked
 * while the side has no more of them than the count allows to lose ({@code royals: last} when
 * that is the last one). Shatranj's bare king ({@code extinctionOpponentPieceCount = 2} with
 * {@code extinctionClaim}) is Varia's {@code bare-king}.
 */
final class ExtinctionMapping implements Mapping {
    @Override public void map(Context c) {
        FsVariant v = c.v;
        c.uses("extinctionValue", "extinctionPieceTypes", "extinctionPieceCount", "extinctionOpponentPieceCount", "extinctionClaim",
                "extinctionPseudoRoyal", "dupleCheck");
        String value = v.result("extinctionValue");
        long types = v.pieceSet("extinctionPieceTypes");
        int count = v.integer("extinctionPieceCount"), opponent = v.integer("extinctionOpponentPieceCount");
        boolean claim = v.bool("extinctionClaim");
        if (v.bool("extinctionPseudoRoyal") && !v.bool("blastOnCapture")) {
            pseudoRoyal(c, types, count, value);
            return;
        }
        if (v.bool("dupleCheck")) c.lack("dupleCheck", "Varia lacks Spartan chess's duple check");
        if (value.equals("none") || types == 0) return;
        YamlTree end = c.root.map("end");
        boolean all = (types & 1L) != 0;
        if (all && count == 1 && (opponent == 2 || opponent == 0 && !claim) && Long.bitCount(types) == 1 && c.v.letter(FsPieceType.king()) != 0) {
            // a side left with its king alone
            if (opponent == 0) end.put("bare-king", value, c.from("extinctionValue", "extinctionPieceTypes", "extinctionPieceCount"));
            else {
                YamlTree bk = end.map("bare-king", c.from("extinctionValue", "extinctionPieceTypes", "extinctionPieceCount",
                        "extinctionOpponentPieceCount", "extinctionClaim"));
                bk.put("bared", value, null);
                if (claim) bk.put("can-bare-back", true, "extinctionClaim: the bared side may still bare the other");
            }
            return;
        }
        if (opponent > 0) {
            c.lack("extinctionOpponentPieceCount", "Varia's extinction does not depend on the opponent's pieces (except a bare king's)");
            return;
        }
        if (claim) c.lack("extinctionClaim", "Varia's extinction claim is the bare king's only");
        List<String> clauses = new ArrayList<>();
        String comment = c.from("extinctionValue", "extinctionPieceTypes", "extinctionPieceCount");
        YamlTree holder = new YamlTree();
        if (all) clauses.add("{pieces: all" + (count > 0 ? ", at-most: " + count : "") + ", outcome: " + value + "}");
        List<String> letters = c.lettersWithForms(types & ~1L);
        if (!letters.isEmpty())
            clauses.add("{pieces: [" + String.join(", ", letters) + "]" + (count > 0 ? ", at-most: " + count : "") + ", outcome: " + value + "}");
        if (clauses.isEmpty()) return;
        end.putRaw("extinction", new YamlTree.Inline(clauses.size() == 1 ? clauses.get(0) : "[" + String.join(", ", clauses) + "]"), comment);
    }

    /** Pseudo-royal pieces: Varia's royal pieces, each or the last of them. */
    private static void pseudoRoyal(Context c, long types, int count, String value) {
        FsVariant v = c.v;
        if (!value.equals("loss")) {
            c.lack("extinctionValue", "Varia's royal pieces lose when checkmated; pseudo-royal pieces with extinctionValue " + value + " are not said");
            return;
        }
        if ((types & 1L) != 0) {
            c.lack("extinctionPieceTypes", "Varia lacks all pieces becoming royal when few are left");
            return;
        }
        List<FsPieceType> royal = new ArrayList<>();
        for (FsPieceType t : c.types()) if ((types & (1L << t.id())) != 0 || t.special() == FsPieceType.Special.KING) royal.add(t);
        // Fairy-Stockfish: a type's pieces are royal while a side has at most count + 1 of them; Varia: always,
        // each of them, or (royals: last) the last of a side's royal pieces
        boolean oneTypeEach = true;
        int most = 0;
        for (int side = 0; side < 2; side++) {
            int kinds = 0;
            for (FsPieceType t : royal) if (c.presence.has(t, side)) kinds++;
            if (kinds > 1) oneTypeEach = false;
        }
        for (FsPieceType t : royal) {
            int[] n = Setups.count(v, t, true);
            most = Math.max(most, Math.max(n[0], n[1]));
        }
        String royals;
        if (count == 0 && oneTypeEach) royals = "last";
        else if (most <= count + 1) royals = "each";
        else {
            c.lack("extinctionPieceCount", "Varia's royal pieces are royal from the start; here they become royal only when "
                    + (count + 1) + " or fewer are left");
            return;
        }
        String from = c.from("extinctionPseudoRoyal", "extinctionPieceTypes");
        for (FsPieceType t : royal) PieceMapping.royal(c, c.root.map("pieces").map(c.letter(t)), t, from);
        for (FsPieceType x : c.types()) {
            FsPieceType y = FsPieceType.byId(v.integer("promotedPieceType/" + x.name()));
            if (y != null && royal.contains(y)) PieceMapping.royal(c, c.root.map("pieces").map("+" + c.letter(x)), y, from + ": a piece promoted to it");
        }
        if (royals.equals("last")) c.root.map("play").put("royals", "last", c.from("extinctionPieceCount") + ": the game is lost with the last of them");
        if (v.bool("dupleCheck")) c.lack("dupleCheck", "Varia lacks Spartan chess's duple check");
    }
}
