package varia.cli;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import varia.study.Budget;
import varia.study.StudyPlan;
import varia.study.VariantSource;
import varia.variant.VariantException;

/**
 * The arguments of a self-play study, shared by {@code varia study} (threads on this machine)
 * and the Spark module's {@code varia-spark study}: what to play, how long to think, the seed.
 */
public final class StudyOptions {
    @Parameters(index = "0", paramLabel = "GAME", description = "A game of any family: a variant's key or alias (bundled, or in a variant folder), ashtapada, chaturaji, or a path to a YAML file.")
    public String variant;

    @Option(names = "--option", paramLabel = "NAME=VALUE[,VALUE...]",
            description = {"Play under this value of one of the variant's options (repeatable).",
                    "Several values, comma-separated, compare them: one arm per value (as --compare-option)."})
    public Map<String, String> options = new LinkedHashMap<>();

    @Option(names = "--compare-option", paramLabel = "NAME=V1,V2,...",
            description = "Compare these values of an option: one arm per value; several such options make one arm per combination.")
    public Map<String, String> compare = new LinkedHashMap<>();

    @Option(names = "--games", paramLabel = "N", defaultValue = "100", description = "Games per arm (default: ${DEFAULT-VALUE}).")
    public int games;

    static final class Think {
        @Option(names = "--nodes", paramLabel = "N", description = "Nodes per move (default 1000): the same games on any machine.")
        long nodes;

        @Option(names = "--movetime", paramLabel = "MS", description = "Milliseconds per move instead: depends on the machine's speed and load, not reproducible.")
        long movetime;
    }

    @ArgGroup(exclusive = true, multiplicity = "0..1")
    Think think;

    @Option(names = "--seed", paramLabel = "S", defaultValue = "1", description = "The study's seed (default: ${DEFAULT-VALUE}).")
    public long seed;

    @Option(names = "--opening-plies", paramLabel = "K", defaultValue = "" + StudyPlan.DEFAULT_OPENING_PLIES,
            description = "Random plies that open each game (default: ${DEFAULT-VALUE}).")
    public int openingPlies;

    @Option(names = "--max-plies", paramLabel = "P", defaultValue = "" + StudyPlan.DEFAULT_MAX_PLIES,
            description = "Stop a game still going after P plies, unfinished (default: ${DEFAULT-VALUE}).")
    public int maxPlies;

    @Option(names = "--hash", paramLabel = "MB", defaultValue = "" + StudyPlan.DEFAULT_HASH_MB,
            description = "Hash table per side, MB (default: ${DEFAULT-VALUE}).")
    public int hashMb;

    @Option(names = "--players", paramLabel = "N", description = "Number of players (default: the game's).")
    public Integer players;

    @Option(names = "--out", paramLabel = "DIR", description = "Output folder (default: study-VARIANT in the current folder).")
    public String out;

    public static final long DEFAULT_NODES = 1000;

    public Budget budget() {
        if (think == null) return Budget.nodes(DEFAULT_NODES);
        return think.movetime != 0 ? Budget.movetime(think.movetime) : Budget.nodes(think.nodes);
    }

    /** The plan: the variant and every arm's options are loaded here, so bad input fails before any game. */
    public StudyPlan plan() throws VariantException {
        VariantSource source = VariantSource.of(variant);
        Map<String, String> fixed = new LinkedHashMap<>();
        Map<String, List<String>> compared = new LinkedHashMap<>();
        for (var e : options.entrySet()) {
            List<String> values = values(e.getKey(), e.getValue());
            if (values.size() == 1) fixed.put(e.getKey(), values.get(0));
            else compared.put(e.getKey(), values);
        }
        for (var e : compare.entrySet()) {
            if (compared.containsKey(e.getKey())) throw new IllegalArgumentException("option '" + e.getKey() + "' is compared twice");
            compared.put(e.getKey(), values(e.getKey(), e.getValue()));
        }
        List<varia.study.Arm> arms = StudyPlan.arms(source, fixed, compared);
        int n = players == null ? 0 : source.game(arms.get(0).options()).players(players);
        return new StudyPlan(source, arms, games, budget(), seed, openingPlies, maxPlies, hashMb, n);
    }

    /** The output folder as given, or study-KEY. */
    public String outOr(StudyPlan plan) { return out != null ? out : "study-" + plan.variant().key(); }

    public Path outPath(StudyPlan plan) { return Path.of(outOr(plan)); }

    private static List<String> values(String name, String text) {
        List<String> values = new ArrayList<>();
        for (String v : text.split(",", -1)) {
            if (v.isBlank()) throw new IllegalArgumentException("--option " + name + "=" + text + ": an empty value");
            values.add(v.strip());
        }
        return values;
    }
}
