package varia.engine;

import java.util.List;

/**
 * The rules' verdicts on a position, asked of the hooks the variant installed: the game's result,
 * the claims a player may make, a rule's ending, and the state the rules report (check kinds, an
 * opening series, a running count). Kept apart from {@link Position}, which holds the board and
 * its make/unmake; these walk the hook arrays and never change the position for good.
 */
final class Rulings {
    private Rulings() {}

    static List<String> checkKinds(Position p) {
        for (Queries q : p.c.queries) {
            List<String> k = q.checkKinds(p);
            if (!k.isEmpty()) return k;
        }
        return List.of();
    }

    static int seriesMovesLeft(Position p) {
        for (Queries q : p.c.queries) {
            int n = q.seriesMovesLeft(p);
            if (n > 0) return n;
        }
        return 0;
    }

    static int[] count(Position p) {
        for (Queries q : p.c.queries) {
            int[] n = q.count(p);
            if (n != null) return n;
        }
        return null;
    }

    static GameResult result(Position p) {
        for (EndRule e : p.c.endings) {
            if (e.afterMate()) continue;
            GameResult r = e.check(p);
            if (r != null) return r;
        }
        int[] moves = new int[Moves.MAX_MOVES];
        if (p.gen.rules.generateRestricted(moves) == 0) {
            boolean check = p.inCheck();
            for (NoMoveRule rule : p.c.noMoves) {
                GameResult s = rule.score(p, check);
                if (s != null) return s;
            }
            return check ? GameResult.of(p.stm, varia.rules.Outcome.LOSS, Ending.CHECKMATE, "checkmate")
                    : GameResult.draw(Ending.STALEMATE, "stalemate");
        }
        for (EndRule e : p.c.endings) {
            if (!e.afterMate()) continue;
            GameResult r = e.check(p);
            if (r != null) return r;
        }
        return GameResult.ONGOING;
    }

    static List<GameResult> claims(Position p) {
        if (p.c.claims.length == 0 || !p.claimable() || p.result().isOver()) return List.of();
        List<GameResult> out = new java.util.ArrayList<>();
        for (EndRule e : p.c.claims) {
            GameResult r = e.claim(p);
            if (r != null) out.add(r);
        }
        return out;
    }

    static List<GameResult> rulings(Position p) {
        if (!p.arbitrated() || p.c.endings.length == 0) return List.of();
        List<GameResult> out = null;
        for (EndRule e : p.c.endings) {
            GameResult r = e.ruling(p);
            if (r != null) (out == null ? out = new java.util.ArrayList<>() : out).add(r);
        }
        // asked after every move of a replay: the result (a move generation) only where a ruling is open
        return out == null || p.result().isOver() ? List.of() : out;
    }

    static boolean claimable(Position p) {
        for (EndRule e : p.c.claims) if (e.claim(p) != null) return true;
        return false;
    }

    static GameResult endedByRule(Position p) {
        for (EndRule e : p.c.endings) {
            GameResult r = e.check(p);
            if (r != null) return r;
        }
        return null;
    }

    static GameResult adjudicate(Position p, Ending ending, String reason) {
        for (Queries q : p.c.queries) {
            GameResult r = q.adjudicate(p, ending, reason);
            if (r != null) return r;
        }
        return GameResult.draw(ending, reason);
    }

    static int countMovesLeft(Position p) {
        int[] n = p.count();
        return n == null ? -1 : Math.max(0, n[0] - n[1]);
    }

    static int repetitions(Position p) {
        int count = 1;
        for (int k = p.ply - 2, stop = p.repetitionWindow(); k >= stop; k -= 2)
            if (p.history[k].hash == p.hash) count++;
        return count;
    }

    static List<String> declarations(Position p) {
        if (p.result().isOver()) return List.of();
        List<String> all = new java.util.ArrayList<>();
        for (Queries q : p.c.queries) all.addAll(q.declarations(p));
        return all;
    }

    static boolean declare(Position p, String name) {
        if (!p.declarations().contains(name)) return false;
        for (Queries q : p.c.queries) if (q.declare(p, name)) return true;
        return false;
    }
}
