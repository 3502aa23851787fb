package varia.variant;

import java.util.List;

/**
 * A named option of a variant file (a disputed reading), with the value in effect.
 *
 * @param name        e.g. {@code knight-mate}
 * @param value       the value in effect
 * @param defaultValue the file's default
 * @param values      all values, each with the source that supports it
 */
public record OptionChoice(String name, String value, String defaultValue, List<Value> values) {
    public OptionChoice { values = List.copyOf(values); }

    public record Value(String name, String description, String source) {}
}
