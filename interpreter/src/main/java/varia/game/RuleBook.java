package varia.game;

import java.util.stream.Collectors;
import varia.variant.OptionChoice;

/** The parts of a rule book in words that every family writes alike: who may play, the options, the sources. */
public final class RuleBook {
    private RuleBook() {}

    /** A rule book's start: "NAME (KEY): KIND", then the board's size and what follows it ({@code more}, e.g. the pieces). */
    public static StringBuilder heading(Game g, String kind, int files, int ranks, String more) {
        return new StringBuilder().append(g.name()).append(" (").append(g.key()).append("): ").append(kind).append("\n\n")
                .append("Board: ").append(files).append("x").append(ranks).append('.').append(more).append('\n');
    }

    /** "Players: 2, 3, 4 (default 4); seats in turn order:" and a line per number of players. */
    public static void players(StringBuilder b, Game g) {
        b.append("Players: ").append(g.playerCounts().stream().map(String::valueOf).collect(Collectors.joining(", ")))
                .append(" (default ").append(g.defaultPlayers()).append("); seats in turn order:\n");
        for (int n : g.playerCounts()) b.append("  ").append(n).append(": ").append(String.join(", ", g.seats(n))).append("\n");
    }

    /** The options with their values (the one in effect, the default) and each value's words and source; then the sources. */
    public static void optionsAndSources(StringBuilder b, Game g) {
        if (!g.options().isEmpty()) {
            b.append("\nOptions (--option NAME=VALUE):\n");
            for (OptionChoice o : g.options()) {
                b.append("  ").append(o.name()).append(" = ").append(o.value()).append(o.value().equals(o.defaultValue()) ? " (default)" : "").append("\n");
                for (OptionChoice.Value v : o.values())
                    b.append("    ").append(v.name()).append(": ").append(v.description() == null ? "" : v.description())
                            .append(v.source() == null ? "" : " [" + v.source() + "]").append("\n");
            }
        }
        if (!g.sources().isEmpty()) {
            b.append("\nSources:\n");
            for (String s : g.sources()) b.append("  ").append(s).append("\n");
        }
    }
}
