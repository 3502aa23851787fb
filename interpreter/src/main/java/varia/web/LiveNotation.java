package varia.web;

import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import varia.game.Game;
import varia.game.State;
import varia.game.Views;

/**
 * The notation switch of the one live session ({@code ?notation=KEY}): the notations a game offers
 * ({@link Views#notations}, the first its own), and the moves played written in the one chosen, as
 * {@code written} beside each move's own {@code text} in the answer's history. The family draws its
 * board's coordinates in it too (the same parameter reaches {@link Views#state(State, Views.Turn, Map)}).
 * One per session: it keeps its writer, which writes only the moves new since it was last asked
 * (the session's lock guards it).
 */
final class LiveNotation {
    private String key;
    private Views.Writer writer;

    /**
     * The notation asked for, checked before anything changes: null for the game's own (none asked,
     * or the first offered); a 400 naming those offered when the game offers no such notation.
     */
    static String chosen(Game g, String asked) {
        if (asked == null || asked.isBlank()) return null;
        String key = asked.strip();
        List<Views.Notation> offered = g.views().notations();
        if (offered.isEmpty())
            throw new Api.HttpError(400, "notation: " + g.name() + " writes its moves one way only; '" + varia.io.Printable.shorten(key)
                    + "' is not a choice");
        if (offered.get(0).key().equals(key)) return null;
        if (offered.stream().noneMatch(n -> n.key().equals(key)))
            throw new Api.HttpError(400, "notation: '" + varia.io.Printable.shorten(key) + "' is not one of " + g.name() + "'s: "
                    + String.join(", ", offered.stream().map(Views.Notation::key).toList()));
        return key;
    }

    /**
     * Adds to a state's answer the notations offered, the one shown ({@code notation}: its key, the
     * own one's when {@code asked} is null), and each move of its history written in it
     * ({@code written}); {@code actions}: every action played from {@code start}, in order.
     */
    void write(Game g, Map<String, Object> view, String asked, Supplier<State> start, List<Integer> actions) {
        List<Views.Notation> offered = g.views().notations();
        view.put("notations", offered);
        view.put("notation", asked != null ? asked : offered.isEmpty() ? null : offered.get(0).key());
        if (asked == null) return;
        if (!asked.equals(key)) {
            writer = g.views().writer(asked, start.get());
            key = asked;
        }
        if (writer == null) return; // checked by chosen: not reached
        List<String> written = writer.write(actions);
        int next = 0;
        for (Object turn : (List<?>) view.get("history")) { // each turn its throw (an action of its own), then its moves
            @SuppressWarnings("unchecked") Map<String, Object> t = (Map<String, Object>) turn;
            if (t.get("chance") != null) next++;
            for (Object move : (List<?>) t.get("moves")) {
                @SuppressWarnings("unchecked") Map<String, Object> m = (Map<String, Object>) move;
                if (next < written.size()) m.put("written", written.get(next));
                next++;
            }
        }
    }
}
