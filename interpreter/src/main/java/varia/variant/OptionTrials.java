package varia.variant;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import varia.yaml.Diagnostic;
import varia.yaml.Problems;

/**
 * Loads a file once more for every option value that was not selected, so that {@code varia check}
 * sees mistakes in values nobody chose: a problem inside the value's {@code set} fragment is
 * reported at its place; one elsewhere is reported once, prefixed with the option.
 */
final class OptionTrials {
    /** Other option values tried when a file loads; more are not checked (a hostile file may have thousands). */
    static final int MAX_TRIAL_LOADS = 64;

    private final VariantLoader loader;
    private final String key, origin;
    private final Problems p;

    OptionTrials(VariantLoader loader, String key, String origin, Problems p) {
        this.loader = loader;
        this.key = key;
        this.origin = origin;
        this.p = p;
    }

    void run(String text, OptionsReader options) {
        Set<String> seen = new LinkedHashSet<>();
        int budget = MAX_TRIAL_LOADS;
        for (OptionsReader.Option o : options.options.values()) {
            for (OptionsReader.Value v : o.values().values()) {
                if (v.name().equals(options.selected.get(o.name())) || v.set() == null) continue;
                if (budget-- <= 0) return;
                Map<String, String> choice = new LinkedHashMap<>(options.selected);
                choice.put(o.name(), v.name());
                Problems trial = new Problems(origin);
                new LoadRun(loader, key, origin, trial, choice, true).read(text);
                int first = v.set().getStartMark().getLine() + 1, last = v.set().getEndMark().getLine() + 1;
                List<Diagnostic> outside = new ArrayList<>();
                for (Diagnostic d : trial.list()) {
                    if (d.line() < first || d.line() > last) { outside.add(d); continue; }
                    if (seen.add(d.line() + ":" + d.column() + ":" + d.message())) p.at(d.line(), d.column(), d.message());
                }
                if (outside.isEmpty()) continue;
                // consequences elsewhere: the first one says enough
                outside.sort(Comparator.comparingInt(Diagnostic::line).thenComparingInt(Diagnostic::column));
                Diagnostic d = outside.get(0);
                String message = "with option " + o.name() + "=" + v.name() + ": " + d.message()
                        + (outside.size() > 1 ? " (and " + (outside.size() - 1) + " more problem"
                        + (outside.size() > 2 ? "s" : "") + " with this value)" : "");
                if (seen.add(d.line() + ":" + d.column() + ":" + message)) p.at(d.line(), d.column(), message);
            }
        }
    }
}
