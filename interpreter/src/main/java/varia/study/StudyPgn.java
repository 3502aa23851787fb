package varia.study;

import java.util.LinkedHashMap;
import java.util.Map;
import varia.game.Game;
import varia.game.IllegalAction;
import varia.game.State;
import varia.game.Trial;
import varia.variant.VariantException;

/**
 * A study's game as its family records it (PGN in the variant's SAN for the engine's games, turn
 * records for the others), with what lets {@code varia validate} replay it under the arm's options
 * (the Variant and VariantOptions tags, the record's options) and the study's facts (event,
 * players, termination, seed). A failed game is written up to the failure, as unfinished, with
 * the reason.
 */
public final class StudyPgn {
    private StudyPgn() {}

    public static String write(StudyPlan plan, GameRow row) throws VariantException {
        Arm arm = plan.arms().stream().filter(a -> a.label().equals(row.arm())).findFirst().orElseThrow();
        Game g = plan.variant().game(arm.options());
        int n = plan.seats(g);
        State s = g.start(n);
        Trial trial = new Trial(g, n, arm.options());
        if (!row.moves().isEmpty()) {
            for (String code : row.moves().split(" ")) {
                try {
                    trial.apply(s, s.parseAction(code));
                } catch (IllegalAction e) {
                    throw new IllegalStateException("the row's move " + code + " does not replay: " + e.getMessage(), e);
                }
            }
        }
        boolean error = row.result().equals(GameRow.ERROR);
        String player = "Varia " + g.computerName() + " (" + plan.budget() + ")";
        Map<String, String> tags = new LinkedHashMap<>();
        tags.put("Event", "Varia study " + arm.label());
        tags.put("Site", "varia study");
        tags.put("Round", Integer.toString(row.game() + 1));
        if (n == 2) {
            tags.put("White", player);
            tags.put("Black", player);
        } else tags.put("Players", n + " x " + player);
        tags.put("Result", error ? GameRow.UNFINISHED : row.result());
        tags.put("Termination", error ? "error: " + row.reason() : row.reason());
        tags.put("Seed", Long.toString(row.seed()));
        tags.put("Opening", plan.openingPlies() + " random plies");
        return g.records().write(trial, s, tags);
    }

}
