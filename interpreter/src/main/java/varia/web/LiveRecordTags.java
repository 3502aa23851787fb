package varia.web;

import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import varia.game.Game;

/**
 * Who played each seat of a live game, as its record's tags: the seat's name as the game's seats
 * are named in its records' columns, capitalised ({@code White}, {@code Black} in PGN, where they
 * are the roster's tags; a comment line {@code # North: Human} in a race's turns), and the player
 * as the engine's own page wrote it: {@code Human}, {@code Varia level N} for the computer, or
 * {@code Varia} and the player's name for another computer player ({@code Varia mcts}). The
 * game's options are the record's own (PGN's {@code VariantOptions}, a race's {@code option:} lines).
 */
final class LiveRecordTags {
    private LiveRecordTags() {}

    static Map<String, String> seats(Game game, int players, String[] who, int level) {
        Map<String, String> tags = new LinkedHashMap<>();
        java.util.List<String> seats = game.seats(players);
        for (int p = 0; p < players; p++) {
            String seat = seats.get(p);
            tags.put(seat.substring(0, 1).toUpperCase(Locale.ROOT) + seat.substring(1), player(who[p], level));
        }
        return tags;
    }

    private static String player(String who, int level) {
        if (who.equals("human")) return "Human";
        return who.equals("computer") ? "Varia level " + level : "Varia " + who;
    }
}
