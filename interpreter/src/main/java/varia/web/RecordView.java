package varia.web;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The records page's one door: a pasted or uploaded record goes to the family whose records it
 * is (a seated family's {@code game:} line or chosen game: {@link SeatedRecords}; any other text:
 * the engine's readers, {@link RecordReplay}), and every family's answer comes back in one shape,
 * {@code replays} (one per game shown), which the page's one renderer (recordview.js) draws.
 *
 * <p>The shape: {@code name}, {@code ok}, {@code verdict}, {@code result}, {@code label} (the game
 * in a list of games), {@code unit} (what a step is: "ply", "turn"), {@code opensAt} (the step
 * shown first: 0, or where the record goes wrong), {@code steps} (each: {@code n}, {@code label}
 * before it in the move list, {@code text} as the family writes the turn, {@code told}: the turn
 * in words), {@code failure} ({@code n}, {@code label}, {@code written}, {@code headline},
 * {@code reason}, {@code line}, {@code column}, {@code legal}, {@code partial}: the moves of the
 * refused turn accepted before it make one step more, {@code next}, {@code nextInTurn}), and how
 * the board is drawn: a {@code layout} with each step's {@code tokens} (a family's Scene), or
 * {@code svg} (an address the board is asked from, each step's {@code svg} its query). What a
 * family has beyond that (SAN, UCI and FEN per ply, a race's tracks) rides along as its own fields.
 */
final class RecordView {
    private RecordView() {}

    /** The fields every family's replay adds to its own: what a step is called and where the page opens. */
    static void shape(Map<String, Object> replay, String unit, int opensAt) {
        replay.put("unit", unit);
        replay.put("opensAt", opensAt);
        replay.putIfAbsent("label", replay.get("name"));
    }

    /** The records page's answer to a record. */
    static Map<String, Object> read(RecordReplay engine, List<SeatedCatalog> seated, String text, String format, String chosen) {
        if (text == null || text.isBlank()) throw new Api.HttpError(400, "paste or upload a game record (PGN, KIF, CSA, ICCS, WXF, GIB)");
        if (text.length() > RecordReplay.MAX_CHARS) throw new Api.HttpError(413, "records are limited to " + RecordReplay.MAX_CHARS + " characters");
        SeatedRecords.Match match = SeatedRecords.find(seated, text, format, chosen);
        Map<String, Object> m = new LinkedHashMap<>();
        if (match != null) {
            Map<String, Object> replay = SeatedRecords.read(match, text);
            String noun = match.catalog().family().noun();
            m.put("format", match.catalog().family().word());
            m.put("games", 1);
            m.put("shown", List.of());
            m.put("error", null);
            for (SeatedCatalog c : seated) m.put(c.family().noun(), c.family().noun().equals(noun) ? replay : null);
            m.put("seated", noun);
            m.put("replay", replay);
            m.put("replays", List.of(replay));
            return m;
        }
        RecordReplay.Report r = engine.read(text, format, chosen);
        List<Map<String, Object>> replays = new ArrayList<>();
        for (RecordReplay.GameView g : r.shown()) replays.add(RecordReplay.replay(g));
        m.put("format", r.format());
        m.put("games", r.games());
        m.put("shown", r.shown()); // the engine's games as they were answered before the one shape (kept for API users)
        m.put("error", r.error());
        for (SeatedCatalog c : seated) m.put(c.family().noun(), null);
        m.put("seated", null);
        m.put("replay", null);
        m.put("replays", replays);
        return m;
    }
}
