package varia.rules.mate;

import java.util.List;
import varia.rules.Outcome;
import varia.rules.Description;
import varia.rules.Placement;
import varia.rules.Rule;
import varia.rules.RuleInput;
import varia.rules.Values;
import varia.variant.RuleKey;
import varia.yaml.Key;

/** {@code end.checkmate}, {@code end.stalemate} (loss / draw / win) and {@code play.forbid-stalemating}. */
public final class MateReader implements Rule<MateRules> {
    public static final MateReader RULE = new MateReader();

    static final Key<Outcome> CHECKMATE = Values.outcome("checkmate", "the side that is checkmated")
            .doc("the result for the side that is checkmated");
    static final Key<Outcome> STALEMATE = Values.outcome("stalemate", "the side that cannot move", "fewer-pieces")
            .doc("the result for the side that cannot move and is not in check; fewer-pieces: the side with fewer pieces wins");
    static final Key<Boolean> FORBID_STALEMATING = Key.flag("forbid-stalemating")
            .doc("a move that stalemates the opponent is illegal");

    private MateReader() {}

    @Override public RuleKey<MateRules> key() { return MateRules.KEY; }

    @Override public List<Placement> keys() {
        return List.of(Placement.end(CHECKMATE), Placement.end(STALEMATE), Placement.play(FORBID_STALEMATING));
    }

    /** Always a model (the defaults: checkmate loses, stalemate draws); null only on a reported problem. */
    @Override public MateRules read(RuleInput in) {
        Outcome mate = in.endNode("checkmate") == null ? Outcome.LOSS : in.end(CHECKMATE);
        // 'fewer-pieces' reads as null without a problem: the side with fewer pieces wins (Suicide chess)
        boolean byPieces = varia.yaml.Nodes.isWord(in.endNode("stalemate"), "fewer-pieces");
        Outcome stale = in.endNode("stalemate") == null ? Outcome.DRAW : byPieces ? Outcome.WIN : in.end(STALEMATE);
        Boolean forbid = in.playNode("forbid-stalemating") == null ? Boolean.FALSE : in.play(FORBID_STALEMATING);
        return mate == null || stale == null || forbid == null ? null : new MateRules(mate, stale, forbid, byPieces);
    }

    /** A side without moves that wins or loses decides a game without royal pieces (Jeson Mor, losing chess). */
    @Override public boolean decidesWithoutRoyals(MateRules m) { return m.stalemate() != Outcome.DRAW || m.stalemateByPieces(); }

    @Override public void describe(MateRules m, Description out) {
        if (m == null) m = MateRules.DEFAULT;
        boolean royals = out.variant().pieces().stream().anyMatch(varia.variant.PieceType::royal);
        if (royals) out.end("Checkmate: the checkmated side " + m.checkmate().verb() + ".");
        else out.end("No piece is royal: there is no check and no checkmate.");
        out.end(m.stalemateByPieces() ? "Stalemate: the side that cannot move wins if it has fewer pieces than its opponent,"
                + " loses if it has more, and draws if they have as many."
                : "Stalemate: the side that cannot move " + m.stalemate().verb() + ".");
        if (m.forbidStalemating()) out.play("A move that leaves the opponent without a legal move (stalemate) is illegal.");
    }

    /** Checkmate and stalemate scored as the file says; a move that stalemates is illegal where it says so. */
    @Override public void install(MateRules m, varia.engine.Installer engine) {
        engine.noMoves((p, inCheck) -> inCheck
                ? varia.engine.GameResult.of(p.sideToMove(), m.checkmate(), varia.engine.Ending.CHECKMATE, "checkmate")
                : m.stalemateByPieces() ? byPieces(p)
                : varia.engine.GameResult.of(p.sideToMove(), m.stalemate(), varia.engine.Ending.STALEMATE, "stalemate"));
        // a reply is asked for first: it is found at once in most positions, and its search sees the check anyway
        if (m.forbidStalemating()) engine.filter(new varia.engine.MoveFilter() {
            @Override public boolean allows(varia.engine.Position p, int move) { return p.hasLegalMove() || p.inCheck(); }

            // a drop that leaves both sides a drop (Sittuyin's deployment) need not be made to be judged
            @Override public boolean active(varia.engine.Position p) { return !varia.engine.ReplyWitnesses.allVouched(p); }

            @Override public boolean concerns(varia.engine.Position p, int move) { return !varia.engine.ReplyWitnesses.vouched(p, move); }

            @Override public boolean onlyTestsReplies() { return true; } // a reply found, inCheck is not asked

            @Override public String refusal(varia.engine.Position p, int move) { return "it would stalemate the opponent, which is not allowed"; }
        });
    }

    /** Suicide chess's stalemate: fewer pieces win, more lose, as many draw. */
    private static varia.engine.GameResult byPieces(varia.engine.Position p) {
        int us = p.pieceCount(p.sideToMove()), them = p.pieceCount(p.sideToMove() ^ 1);
        Outcome o = us < them ? Outcome.WIN : us > them ? Outcome.LOSS : Outcome.DRAW;
        return varia.engine.GameResult.of(p.sideToMove(), o, varia.engine.Ending.STALEMATE, "stalemate, " + us + " pieces to " + them);
    }
}
