package varia.web;

import java.util.List;
import java.util.Locale;

/**
 * The engine page's request words, which the one live session reads beside its own so that a
 * request written for {@code /api/games} (issue 27, step 5c) gets the same outcome from it: a new
 * game's {@code variant}, {@code white}/{@code black} (human or computer) and {@code fen} for its
 * {@code game}, {@code who} and {@code start}, and then its {@code level} as that page's 1 to 5,
 * each a node budget at full strength ({@link OldLevels#LEVEL_NODES}) rather than the
 * session's 0-20; undo's {@code plies} (1 or 2: a person's move and the computer's reply), a
 * declaration by its {@code name}, a claim by its {@code index}, a {@code side} by its name, {@code ?ply=} for a review. A
 * request gives one word or the other for each thing, never both. Refused in the old words.
 */
final class LiveOldWords {
    private LiveOldWords() {}

    /** The old page's level when a new game names none (its "2, a club player"). */
    static final int DEFAULT_LEVEL = 2;

    /** Whether a new game is asked for in the old words: then its level is the old page's 1 to 5. */
    static boolean old(SeatedApi.NewGame q) { return q.variant() != null || q.white() != null || q.black() != null || q.fen() != null; }

    /** The request in the session's words, the old ones checked (a 400 in the old words, nothing made). */
    static SeatedApi.NewGame renamed(SeatedApi.NewGame q) {
        if (!old(q)) return q;
        if (q.variant() != null && q.game() != null) throw new Api.HttpError(400, "name the variant or the game, not both");
        if ((q.white() != null || q.black() != null) && q.who() != null) throw new Api.HttpError(400, "give white and black, or who, not both");
        if (q.fen() != null && q.start() != null) throw new Api.HttpError(400, "give the fen or the start, not both");
        if (q.variant() == null && q.game() == null) throw new Api.HttpError(400, "name the variant: {\"variant\": \"makruk\"}");
        List<String> who = q.who() != null ? q.who() : List.of(player(q.white(), "white"), player(q.black(), "black"));
        int level = q.level() == null ? DEFAULT_LEVEL : q.level();
        if (level < 1 || level > OldLevels.LEVEL_NODES.length)
            throw new Api.HttpError(400, "level must be 1 to " + OldLevels.LEVEL_NODES.length);
        return new SeatedApi.NewGame(q.game() != null ? q.game() : q.variant(), q.players(), who, q.seed(), q.options(), q.actions(), q.clock(),
                q.start() != null ? q.start() : q.fen(), level, q.record(), q.upTo(), q.moves(), null, null, null, null);
    }

    /** The old page's players: a person, or the computer; none named is a person. */
    private static String player(String given, String side) {
        if (given == null) return "human";
        String w = given.strip().toLowerCase(Locale.ROOT);
        if (!w.equals("human") && !w.equals("computer")) throw new Api.HttpError(400, side + " must be human or computer");
        return w;
    }

    /** The computer's effort at the old page's level (1 to 5): that level's node budget and table, at full strength. */
    static varia.game.Effort budget(int level) {
        int i = OldLevels.clamp(level) - 1;
        return new varia.game.Effort(OldLevels.LEVEL_NODES[i], 0, OldLevels.LEVEL_HASH_MB[i]);
    }

    /** Undo's count of turns: {@code turns}, or the old {@code plies} (1 or 2, each one seat's turn); null: the session's own rule. */
    static Integer undoCount(SeatedApi.UndoRequest u) {
        if (u.plies() == null) return u.turns();
        if (u.turns() != null) throw new Api.HttpError(400, "give the turns or the plies to take back, not both");
        if (u.plies() < 1 || u.plies() > 2) throw new Api.HttpError(400, "undo takes back 1 or 2 plies");
        return u.plies();
    }

    /** What a refusal calls the turn asked for: {@code ply} when it was asked as {@code ?ply=}. */
    static String turnNoun(io.javalin.http.Context ctx) { return ctx.queryParam("ply") != null ? "ply" : "turn"; }

    /** The turn asked for: {@code ?turn=}, or the old {@code ?ply=N} ("give the ply" when it is not a number); null when neither is given. */
    static String turn(io.javalin.http.Context ctx) {
        String ply = ctx.queryParam("ply"), turn = ctx.queryParam("turn");
        if (ply == null) return turn;
        if (turn != null) throw new Api.HttpError(400, "give the turn or the ply, not both");
        if (!ply.strip().matches("[0-9]{1,6}")) throw new Api.HttpError(400, "give the ply: ?ply=N (0 is the start)");
        return ply.strip();
    }
}
