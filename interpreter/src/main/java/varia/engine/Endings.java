package varia.engine;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import varia.rules.Outcome;

/**
 * How a position is scored by the variant's end rules: the rule that ended it, checkmate (with
 * Shatar's check kinds and mates that only draw), stalemate, draws by count, n-move rule or
 * repetition, perpetual check, adjudication by material. Looks back through the game's history
 * by unmaking and remaking moves; not on the move-generation path.
 */
final class Endings {
    private Endings() {}

    static GameResult result(Position p) {
        String rule = p.ruleEnding();
        if (rule != null) return ruleResult(p, rule);
        int[] moves = new int[Moves.MAX_MOVES];
        int n = p.generate(moves);
        if (p.openingDone < p.rules.openingMoves.size()) n = p.keepOpeningMove(moves, n);
        if (n == 0) return p.inCheck() ? mateResult(p) : GameResult.of(p.stm, p.rules.mate.stalemate(), "stalemate");
        String draw = p.drawEnding();
        if (draw == null) return GameResult.ONGOING;
        if (draw.endsWith("repetition") && p.rules.repetition != null && p.rules.repetition.perpetualCheckLoses()) {
            int checker = perpetualChecker(p);
            if (checker >= 0) return GameResult.of(checker, Outcome.LOSS, "perpetual check");
        }
        return new GameResult(GameResult.Status.DRAW, draw);
    }

    /**
     * Checkmate, as the variant scores it: a mate by pieces whose mates are only draws, and a mate
     * that needs a kind of check (Shatar's shak) somewhere in the mating side's unbroken series of
     * checks, else a draw (niol).
     */
    private static GameResult mateResult(Position p) {
        varia.rules.checks.CheckRules end = p.rules.checks;
        if (end == null) return GameResult.of(p.stm, p.rules.mate.checkmate(), "checkmate");
        long checkers = checkerTypes(p);
        long drawn = 0;
        for (int t : end.drawnMates()) drawn |= 1L << t;
        if (checkers != 0 && (checkers & ~drawn) == 0) return new GameResult(GameResult.Status.DRAW, "checkmate by a piece that may not mate");
        if (end.mateNeeds() != null) {
            long needed = 0;
            for (int t : end.kinds().getOrDefault(end.mateNeeds(), List.of())) needed |= 1L << t;
            if (!seriesHas(p, needed)) return new GameResult(GameResult.Status.DRAW, "checkmate without " + end.mateNeeds() + " (niol)");
        }
        return GameResult.of(p.stm, p.rules.mate.checkmate(), "checkmate");
    }

    /** Types of the pieces giving check to the side to move (bit mask). */
    static long checkerTypes(Position p) {
        p.findRoyals(p.stm);
        long mask = 0;
        int them = p.stm ^ 1;
        for (int i = 0; i < p.pcount[them]; i++) {
            int s = p.plist[them][i];
            for (int k = 0; k < p.royalN; k++) if (p.attacksSquare(s, p.royalSq[k])) mask |= 1L << Position.typeOf(p.board[s]);
        }
        return mask;
    }

    static List<String> checkKinds(Position p) {
        List<String> kinds = new ArrayList<>();
        if (!p.inCheck()) return kinds;
        long checkers = checkerTypes(p);
        if (p.rules.checks == null) return kinds;
        for (var e : p.rules.checks.kinds().entrySet()) {
            long m = 0;
            for (int t : e.getValue()) m |= 1L << t;
            if ((checkers & m) != 0) kinds.add(e.getKey());
        }
        Collections.sort(kinds);
        return kinds;
    }

    /** Does the mating side's unbroken series of checks, ending here, include a check by one of {@code types}? */
    private static boolean seriesHas(Position p, long types) {
        int undone = 0;
        boolean found = false;
        while (true) {
            if ((checkerTypes(p) & types) != 0) { found = true; break; }
            // step back two plies, to the previous position after a move by the mating side
            if (p.ply - undone < 2) break;
            p.unmake();
            p.unmake();
            undone += 2;
            if (!p.inCheck()) break;
        }
        redo(p, undone);
        return found;
    }

    /** The side that gave check with every one of its moves since the repeated position first occurred, or -1. */
    private static int perpetualChecker(Position p) {
        int first = -1;
        for (int k = p.ply - 2, stop = p.repetitionWindow(); k >= stop; k -= 2) if (p.hHash[k] == p.hash) first = k;
        if (first < 0) return -1;
        int span = p.ply - first, undone = 0;
        boolean[] everyCheck = {true, true};
        // walk back: the position after each move tells whether that move gave check
        while (undone < span) {
            if (!p.inCheck()) everyCheck[p.stm ^ 1] = false;
            p.unmake();
            undone++;
        }
        redo(p, undone);
        if (everyCheck[0] && !everyCheck[1]) return 0;
        if (everyCheck[1] && !everyCheck[0]) return 1;
        return -1;
    }

    /** Replays moves taken back by a look into the history. */
    private static void redo(Position p, int plies) {
        for (int k = 0; k < plies; k++) p.make(p.hMove[p.ply]);
    }

    private static GameResult ruleResult(Position p, String rule) {
        switch (rule) {
            case "bare king" -> {
                int bared = p.nonRoyal(p.stm ^ 1) == 0 && p.nonRoyal(p.stm) > 0 ? p.stm ^ 1 : p.stm;
                return GameResult.of(bared, p.rules.bareKing.bared(), rule);
            }
            case "bare kings" -> {
                return GameResult.of(p.stm, p.rules.bareKing.bothBare(), rule);
            }
            case "royal pieces lost" -> {
                return GameResult.of(p.royalCount(p.stm) == 0 ? p.stm : p.stm ^ 1, Outcome.LOSS, rule);
            }
            case "declaration" -> {
                // the side that declared (it moved last) wins, or draws on 24-30 points under the 24-point rule
                int declarer = p.stm ^ 1;
                boolean wins = p.rules.impasse.rule() == varia.rules.impasse.Impasse.Rule.POINTS_27
                        || p.impassePoints(declarer) >= 31;
                return wins ? GameResult.of(declarer, Outcome.WIN, "entering-king declaration")
                            : new GameResult(GameResult.Status.DRAW, "entering-king declaration, 24-30 points");
            }
            case "passes" -> {
                return GameResult.of(p.stm, p.rules.pass.endOutcome(), rule);
            }
            default -> {
                return materialResult(p, rule);
            }
        }
    }

    /** Adjudication by material (Janggi's points, Shahrady's adjacent kings) where the variant has values; else a draw. */
    private static GameResult materialResult(Position p, String rule) {
        varia.rules.material.Material mat = p.rules.material;
        if (mat == null) return new GameResult(GameResult.Status.DRAW, rule);
        double[] score = {0, mat.blackBonus()};
        for (int c = 0; c < 2; c++)
            for (int i = 0; i < p.pcount[c]; i++)
                score[c] += mat.values().getOrDefault(Position.typeOf(p.board[p.plist[c][i]]), 0.0);
        if (score[0] == score[1]) return new GameResult(GameResult.Status.DRAW, rule + ", equal material");
        return new GameResult(score[0] > score[1] ? GameResult.Status.WHITE_WINS : GameResult.Status.BLACK_WINS,
                rule + ", material " + score[0] + " to " + score[1]);
    }
}
