package varia.variant;

import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.BiConsumer;
import varia.yaml.Diagnostic;
import varia.yaml.Problems;

/**
 * The option values a file's families beside the chess engine (race, dice chess) did not select,
 * each loaded once more so that {@code varia check} sees their mistakes too; each problem is
 * reported once, prefixed with the option and value. At most {@link OptionTrials#MAX_TRIAL_LOADS}
 * loads, as for chess-like files: a hostile file may declare thousands of values.
 */
public final class OtherValues {
    private OtherValues() {}

    /**
     * @param load reads the file under the given option values into the given problems
     */
    public static void check(List<OptionChoice> options, Map<String, String> selected, String origin,
                             BiConsumer<Map<String, String>, Problems> load, Problems p) {
        Set<String> seen = new LinkedHashSet<>();
        int budget = OptionTrials.MAX_TRIAL_LOADS;
        for (OptionChoice o : options)
            for (OptionChoice.Value v : o.values()) {
                if (v.name().equals(o.value())) continue;
                if (budget-- <= 0) return;
                Map<String, String> choice = new LinkedHashMap<>(selected == null ? Map.of() : selected);
                choice.put(o.name(), v.name());
                Problems trial = new Problems(origin);
                load.accept(choice, trial);
                for (Diagnostic d : trial.list()) {
                    String m = "with option " + o.name() + "=" + v.name() + ": " + d.message();
                    if (seen.add(d.line() + ":" + d.column() + m)) p.at(d.line(), d.column(), m);
                }
            }
    }
}
