package varia.interop.export;

import java.util.List;
import varia.interop.fs.FsPieceType;
import varia.rules.capture.MustCapture;
import varia.rules.checking.Checking;
import varia.rules.facing.Facing;
import varia.rules.gating.Gates;
import varia.rules.incheck.RoyalInCheck;
import varia.rules.passing.Pass;
import varia.rules.royals.Royals;
import varia.rules.special.SpecialMove;
import varia.rules.special.SpecialMoves;
import varia.rules.Outcome;
import varia.variant.PieceType;
import varia.variant.Variant;

/** Rules of play with an ini key each: compulsory capture, checks forbidden, passing, facing kings, Makpong's rule, gating, Ouk Chatrang's first moves. */
final class PlayExport {
    private PlayExport() {}

    static void write(Variant v, FsTypes types, Out out) {
        MustCapture mc = v.rule(MustCapture.KEY);
        out.said(MustCapture.KEY);
        if (mc != null && mc.choice() == MustCapture.Choice.ANY) out.put("mustCapture", "true", "play.must-capture: any");
        else if (mc != null) out.missing("play.must-capture", "capture of the most valuable piece");
        Checking ch = v.rule(Checking.KEY);
        out.said(Checking.KEY);
        if (ch != null && ch.forbidden()) out.put("checking", "false", "play.checks: forbidden");
        if (ch != null && ch.checksToWin() > 0) out.put("checkCounting", "true", "end.checks-to-win (the counter is in the start position)");
        Pass p = v.rule(Pass.KEY);
        out.said(Pass.KEY);
        if (p != null) {
            if (p.inCheck() || p.endsAfter() != 2 || p.endOutcome() != Outcome.DRAW || p.afterCaptureToReserve())
                out.missing("play.pass", "passing other than Fairy-Stockfish's (never in check, two in a row draw)");
            out.put("pass", "true", "play.pass");
        }
        Facing f = v.rule(Facing.KEY);
        out.said(Facing.KEY);
        if (f == Facing.BIKJANG) out.put("bikjangRule", "true", "play.facing: bikjang");
        if (f == Facing.FORBIDDEN) {
            out.put("flyingGeneral", "true", "play.facing: forbidden");
            if (kingsShareRank(v)) out.missing("play.facing", "facing on files only (Fairy-Stockfish's flying general also looks along ranks)");
        }
        if (v.rule(RoyalInCheck.KEY) != null) {
            out.said(RoyalInCheck.KEY);
            out.put("makpongRule", "true", "play.royal-in-check: capture-checker");
        }
        royals(v, types, out);
        Gates g = v.rule(Gates.KEY);
        out.said(Gates.KEY);
        if (g != null) {
            boolean hand = true;
            for (PieceType q : v.pieces()) if (g.of(q.index()) != Gates.NONE && g.of(q.index()) != Gates.HAND) hand = false;
            if (!hand) out.missing("pieces.gate", "a piece gated by a piece's first move (the Hia)");
            else {
                out.put("gating", "true", "pieces' gate: hand");
                out.put("seirawanGating", "true", null);
            }
        }
        special(v, types, out);
    }

    /** Several royal pieces as Fairy-Stockfish's pseudo-royal extinction pieces. */
    private static void royals(Variant v, FsTypes types, Out out) {
        out.said(Royals.KEY);
        java.util.Set<Character> royal = new java.util.LinkedHashSet<>();
        for (PieceType q : v.pieces()) if (q.royal()) royal.add(types.letterOf(q));
        boolean last = v.rule(Royals.KEY) == Royals.LAST;
        if (royal.size() <= 1 && !last) return;
        if (types.of.containsValue(FsPieceType.king())) {
            out.missing("pieces.royal", "several royal pieces together with Fairy-Stockfish's one king");
            return;
        }
        StringBuilder sb = new StringBuilder();
        for (char c : royal) sb.append(c);
        out.put("extinctionValue", "loss", "several royal pieces: Fairy-Stockfish's pseudo-royal pieces");
        out.put("extinctionPieceTypes", sb.toString(), null);
        out.put("extinctionPseudoRoyal", "true", null);
        out.put("extinctionPieceCount", "0", last ? "play.royals: last" : null);
        if (!last || royal.size() > 1) out.missing("pieces.royal", "several royal piece types (Fairy-Stockfish protects the last of each type)");
    }

    private static boolean kingsShareRank(Variant v) {
        for (PieceType q : v.pieces()) if (q.royal() && q.confinedTo() == null) return true;
        return false;
    }

    /** Ouk Chatrang's first moves, Fairy-Stockfish's cambodianMoves: the king's knight leap to the next rank and the met's double step. */
    private static void special(Variant v, FsTypes types, Out out) {
        SpecialMoves s = v.rule(SpecialMoves.KEY);
        out.said(SpecialMoves.KEY);
        if (s == null) return;
        boolean cambodian = true;
        for (PieceType q : v.pieces()) {
            SpecialMove m = s.byType().get(q.index());
            if (m == null) continue;
            FsPieceType t = types.of.get(q.index());
            String moves = FsTypes.print(m.moves());
            boolean king = t == FsPieceType.king() && moves.equals("fsmN") && m.firstMoveOnly() && m.notInCheck() && !m.lostOnCheck();
            // Fairy-Stockfish's neang jumps (its square in front need not be empty)
            boolean met = t == FsPieceType.named("fers") && moves.equals("fmD") && m.firstMoveOnly() && !m.notInCheck() && !m.lostOnCheck()
                    && m.lostWhenAimedBy().isEmpty();
            if (king && !m.lostWhenAimedBy().equals(List.of(v.pieceByLetter('R') == null ? -1 : v.pieceByLetter('R').index()))) king = false;
            if (!king && !met) cambodian = false;
        }
        if (!cambodian) out.missing("pieces.special", "once-only moves other than Ouk Chatrang's (Fairy-Stockfish's cambodianMoves)");
        else {
            out.put("gating", "true", "pieces' special: Ouk Chatrang's first moves");
            out.put("cambodianMoves", "true", null);
        }
    }
}
