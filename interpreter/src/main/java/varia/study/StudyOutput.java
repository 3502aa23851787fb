package varia.study;

import java.io.IOException;
import java.io.Writer;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** The files every study writes besides its game rows: summary.csv, summary.txt and report.html. */
public final class StudyOutput {
    private StudyOutput() {}

    public static final String GAMES_CSV = "games.csv", GAMES_PGN = "games.pgn", SUMMARY_CSV = "summary.csv",
            SUMMARY_TXT = "summary.txt", REPORT = "report.html";

    /** The file of the games' records: games.pgn for the engine's variants, games.txt (turn records) for the other families. */
    public static String records(StudyPlan plan) {
        try {
            return "games." + plan.variant().game(plan.arms().get(0).options()).records().extension();
        } catch (varia.variant.VariantException | RuntimeException e) {
            return GAMES_PGN;
        }
    }

    /** The report's description of a study: what was played, how, where and how fast. */
    public static List<String> about(StudyPlan plan, String where, double seconds) {
        List<String> a = new ArrayList<>();
        a.add("variant: " + name(plan) + " (" + plan.variant().name() + ")");
        a.add("arms: " + plan.arms().size() + " (" + String.join("; ", plan.arms().stream().map(Arm::label).toList()) + "), "
                + plan.games() + " games each, " + plan.size() + " in all");
        a.add("computer player: " + player(plan) + ", " + plan.budget() + " for " + (seats(plan).size() == 2 ? "both sides" : "every seat")
                + (plan.budget().reproducible() ? " (reproducible by seed)" : " (wall clock: not reproducible)"));
        a.add("openings: the first " + plan.openingPlies() + " plies drawn uniformly among the legal moves from the game's seed");
        a.add("seed: " + plan.seed() + "; a game still going after " + plan.maxPlies() + " plies stops as unfinished (*)");
        a.add(String.format(Locale.ROOT, "ran on: %s, %.1f s, %.2f games/s", where, seconds, seconds > 0 ? plan.size() / seconds : 0));
        return a;
    }

    /** The study's computer player: the engine's search (varia.search.Searcher), or the game API's expectimax. */
    private static String player(StudyPlan plan) {
        try {
            String n = plan.variant().game(plan.arms().get(0).options()).computerName();
            return n.equals("Searcher") ? "varia.search.Searcher" : "varia.game." + n;
        } catch (varia.variant.VariantException | RuntimeException e) {
            return "the game's computer player";
        }
    }

    /** The seats of the study's games, in turn order (white and black for the engine's). */
    public static List<String> seats(StudyPlan plan) {
        try {
            varia.game.Game g = plan.variant().game(plan.arms().get(0).options());
            return g.seats(plan.seats(g));
        } catch (varia.variant.VariantException | RuntimeException e) {
            return List.of("white", "black");
        }
    }

    private static String name(StudyPlan plan) {
        try {
            return plan.variant().game(plan.arms().get(0).options()).name();
        } catch (varia.variant.VariantException | RuntimeException e) {
            return plan.variant().key();
        }
    }

    /** Writes summary.csv, summary.txt and report.html; returns the text table. */
    public static String write(OutputDir dir, StudyPlan plan, Summary summary, List<String> about) throws IOException {
        List<Summary.ArmSummary> arms = summary.arms();
        try (Writer w = dir.create(SUMMARY_CSV)) { SummaryTable.csv(w, arms); }
        String text = SummaryTable.text(arms);
        try (Writer w = dir.create(SUMMARY_TXT)) {
            for (String line : about) w.write(line + "\n");
            w.write("\n" + text);
        }
        String title = "Self-play study: " + name(plan)
                + (plan.arms().size() > 1 ? ", " + String.join(" vs ", plan.arms().stream().map(Arm::label).toList()) : "");
        try (Writer w = dir.create(REPORT)) { w.write(Report.html(title, about, arms)); }
        return text;
    }
}
