package varia.record.why;

import java.util.ArrayList;
import java.util.List;
import varia.engine.Position;
import varia.engine.RuleRefusals;
import varia.rules.facing.FacingRefusal;

/**
 * A pseudo-legal move (its pattern allows it on this board) the engine does not list: the rules
 * are asked in their order, each in its own words (facing royals, the legality filters), then
 * whether the mover's royal piece would be attacked (naming the attackers), then the restrictions
 * of the game's phase (a compulsory capture, an opening series). Null when none says why.
 */
final class RuleFinding {
    private RuleFinding() {}

    static Finding of(Position p, int move) {
        int us = p.sideToMove();
        p.make(move);
        String facing;
        try {
            facing = FacingRefusal.after(p);
        } finally {
            p.unmake();
        }
        if (facing != null) return new Finding(Finding.RULE, facing, move);
        String filter = RuleRefusals.filters(p, move);
        if (filter != null) return new Finding(Finding.RULE, filter, move);
        String royal = royalSafety(p, move, us);
        if (royal != null) return new Finding(Finding.ROYAL, royal, move);
        String restriction = RuleRefusals.restrictions(p, move);
        if (restriction != null) return new Finding(Finding.RULE, restriction, move);
        return null;
    }

    /** "it would leave White's King in check from Rh8", or null when the mover's one royal piece is safe after it. */
    private static String royalSafety(Position p, int move, int us) {
        boolean before = p.inCheck();
        List<String> beforeBy = before && p.royalSquare(us) >= 0 ? attackers(p, p.royalSquare(us), us) : List.of();
        int from = varia.engine.Moves.from(move);
        boolean royalMoves = p.pieceTypeAt(from) != null && p.isRoyal(p.typeAt(from), us) && varia.engine.Moves.kind(move) != varia.engine.Moves.KIND_DROP;
        p.make(move);
        try {
            int royal = p.royalSquare(us);
            if (royal < 0 || !p.attacked(royal, us ^ 1)) return null; // several royals: the engine's rule on which count stands
            List<String> by = attackers(p, royal, us);
            String name = PieceFinding.side(us) + "'s " + p.pieceTypeAt(royal).name(), from_ = by.isEmpty() ? "" : " from " + String.join(" and ", by);
            if (royalMoves) return name + " would be in check on " + p.squareName(royal) + from_;
            if (before && !beforeBy.isEmpty() && by.containsAll(beforeBy)) return name + " is in check" + from_ + " and this move does not parry it";
            return "it would leave " + name + " in check" + from_;
        } finally {
            p.unmake();
        }
    }

    /** The enemy pieces attacking the royal piece on {@code royal}, as "Rh8". */
    private static List<String> attackers(Position p, int royal, int us) {
        List<String> out = new ArrayList<>();
        for (int i = 0; i < p.pieceCount(us ^ 1); i++) {
            int s = p.pieceSquare(us ^ 1, i);
            if (p.attacksSquare(s, royal, false)) out.add(p.pieceTypeAt(s).symbol().toUpperCase(java.util.Locale.ROOT) + p.squareName(s));
        }
        java.util.Collections.sort(out);
        return out;
    }
}
