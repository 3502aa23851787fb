package varia.interop.export;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import varia.rules.Outcome;
import varia.rules.bareking.BareKing;
import varia.rules.extinction.Extinction;
import varia.rules.goals.Goals;
import varia.rules.mate.MateRules;
import varia.rules.nmove.NMoveRule;
import varia.rules.repetition.Repetition;
import varia.variant.PieceType;
import varia.variant.Variant;

/**
 * How games end: checkmate, stalemate, the n-move rule and repetition (Fairy-Stockfish's are
 * draws a player claims; an automatic end later than the claim changes nothing then), perpetual
 * check, extinction and bare king, goals.
 */
final class EndExport {
    private EndExport() {}

    static String result(Outcome o) { return o == Outcome.WIN ? "win" : o == Outcome.LOSS ? "loss" : "draw"; }

    static void write(Variant v, FsTypes types, Out out) {
        MateRules m = v.rule(MateRules.KEY);
        out.said(MateRules.KEY);
        if (m != null) {
            out.put("checkmateValue", result(m.checkmate()), "end.checkmate");
            out.put("stalemateValue", result(m.stalemate()), "end.stalemate");
            if (m.stalemateByPieces()) {
                out.put("stalematePieceCount", "true", "end.stalemate: fewer-pieces");
                out.put("stalemateValue", "win", null);
            }
            if (m.forbidStalemating()) out.missing("play.forbid-stalemating", "a move that stalemates is illegal");
        }
        NMoveRule n = v.rule(NMoveRule.KEY);
        out.said(NMoveRule.KEY);
        int moves = n == null ? 0 : n.first();
        out.put("nMoveRule", String.valueOf(moves), "end.n-move-rule" + (n != null && n.claim() > 0 && n.moves() > n.claim()
                ? " (the claim; the later automatic end follows a draw Fairy-Stockfish has already claimed)" : ""));
        Repetition r = v.rule(Repetition.KEY);
        out.said(Repetition.KEY);
        int fold = r == null ? 0 : r.claim() > 0 ? r.claim() : r.times();
        out.put("nFoldRule", String.valueOf(fold), "end.repetition");
        if (r != null && r.perpetualCheckLoses()) out.put("perpetualCheckIllegal", "true", "end.perpetual-check: loses");
        if (r != null && r.perpetualChaseLoses()) out.missing("end.perpetual-chase", "a chase that loses (Fairy-Stockfish's chasing rule is the AXF's)");
        extinction(v, types, out);
        goals(v, types, out);
    }

    private static void extinction(Variant v, FsTypes types, Out out) {
        Extinction e = v.rule(Extinction.KEY);
        BareKing b = v.rule(BareKing.KEY);
        out.said(Extinction.KEY);
        out.said(BareKing.KEY);
        if (e != null && b != null) {
            out.missing("end.bare-king", "a bare king together with extinction (Fairy-Stockfish has one extinction rule)");
            return;
        }
        if (b != null) {
            out.put("extinctionValue", result(b.bared()), "end.bare-king");
            out.put("extinctionPieceTypes", "*", null);
            out.put("extinctionPieceCount", "1", null);
            if (b.canBareBack()) {
                out.put("extinctionOpponentPieceCount", "2", "end.bare-king.can-bare-back");
                out.put("extinctionClaim", "true", null);
            }
            if (b.bothBare() != null) out.missing("end.bare-king.both-bare", "a result when both sides are bare");
            return;
        }
        if (e == null) return;
        Outcome o = null;
        int atMost = -1;
        Set<String> pieces = new LinkedHashSet<>();
        for (Extinction.Clause c : e.clauses()) {
            if (o != null && (o != c.outcome() || atMost != c.atMost())) out.missing("end.extinction", "clauses with different outcomes or counts");
            if (c.together() && c.types().size() > 1) out.missing("end.extinction", "pieces counted together");
            if (!c.withHand()) out.missing("end.extinction.in-hand", "extinction not counting the hand");
            o = c.outcome();
            atMost = c.atMost();
            if (c.types().isEmpty()) pieces.add("*");
            for (int t : c.types()) pieces.add(String.valueOf(types.letterOf(v.pieces().get(t))));
        }
        out.put("extinctionValue", result(o), "end.extinction");
        out.put("extinctionPieceTypes", String.join("", pieces), null);
        out.put("extinctionPieceCount", String.valueOf(atMost), null);
    }

    private static void goals(Variant v, FsTypes types, Out out) {
        Goals g = v.rule(Goals.KEY);
        out.said(Goals.KEY);
        if (g == null) return;
        if (g.goals().size() != 1) {
            out.missing("end.goal", "several goals");
            return;
        }
        Goals.Goal goal = g.goals().get(0);
        if (goal.outcome() != Outcome.WIN) out.missing("end.goal.outcome", "a goal that does not win");
        if (goal.when() == Goals.When.LEAVING) out.missing("end.goal.when", "a goal decided on leaving the region");
        List<Character> letters = new ArrayList<>();
        for (int t : goal.types()) {
            char l = types.letterOf(v.pieces().get(t));
            if (!letters.contains(l)) letters.add(l);
        }
        if (letters.size() != 1) out.missing("end.goal.piece", "a goal for several kinds of piece");
        else out.put("flagPiece", String.valueOf(letters.get(0)), "end.goal.piece");
        BitSet w = Squares.region(v, goal.region(), 0), b = Squares.region(v, goal.region(), 1);
        out.put("flagRegionWhite", Squares.text(v, w), "end.goal.region");
        out.put("flagRegionBlack", Squares.text(v, b), null);
        out.put("flagMove", String.valueOf(goal.when() == Goals.When.NEXT_TURN), "end.goal.when");
        PieceType p = v.pieces().get(goal.types().get(0));
        if (goal.when() == Goals.When.NEXT_TURN && p.royal())
            out.missing("end.goal.when", "a royal piece's goal held a turn: Fairy-Stockfish (since 2022) ends the race at once when the other side cannot answer");
    }
}
