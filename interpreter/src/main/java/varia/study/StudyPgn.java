package varia.study;

import varia.engine.Position;
import varia.record.Game;
import varia.record.PgnWriter;
import varia.record.San;
import varia.variant.Variant;
import varia.variant.VariantException;

/**
 * A study's game as PGN, in the variant's SAN, with the tags that let {@code varia validate}
 * replay it under the arm's options (Variant, VariantOptions). A failed game is written up to
 * the failure, as unfinished, with the reason in a comment.
 */
public final class StudyPgn {
    private StudyPgn() {}

    public static String write(StudyPlan plan, GameRow row) throws VariantException {
        Arm arm = plan.arms().stream().filter(a -> a.label().equals(row.arm())).findFirst().orElseThrow();
        Variant v = plan.variant().load(arm.options());
        Game g = new Game(row.game() + 1, 0);
        String player = "Varia Searcher (" + plan.budget() + ")";
        g.tag("Event", "Varia study " + arm.label()).tag("Site", "varia study").tag("Round", Integer.toString(row.game() + 1));
        g.tag("White", player).tag("Black", player);
        if (!v.key().equals("chess")) g.tag("Variant", v.key());
        if (!arm.options().isEmpty()) g.tag("VariantOptions", arm.optionsText());
        boolean error = row.result().equals(GameRow.ERROR);
        String result = error ? GameRow.UNFINISHED : row.result();
        g.tag("Result", result);
        g.tag("Termination", error ? "error: " + row.reason() : row.reason());
        g.tag("Seed", Long.toString(row.seed()));
        g.tag("Opening", plan.openingPlies() + " random plies");
        Position pos = Position.start(v);
        San san = new San(v);
        if (!row.moves().isEmpty()) {
            for (String uci : row.moves().split(" ")) {
                int m = pos.parseUci(uci);
                g.move(san.write(pos, m));
                pos.make(m);
            }
        }
        g.termination(result);
        return PgnWriter.write(g);
    }
}
