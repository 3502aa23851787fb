package varia.yaml;

import java.util.List;
import java.util.function.Supplier;

/**
 * What a key's value looks like, declared beside the {@link Key} that reads it: the data from which
 * the JSON Schema of variant files is generated ({@code ./varia schema}), so that editors complete
 * keys and flag typos while one types. The loader stays the authority; a shape only says as much as
 * a schema can (values that refer to the rest of the file, such as piece letters and regions, are
 * checked by {@code varia check}).
 */
public sealed interface Shape {
    /** Anything (a value the schema does not describe further). */
    record Any() implements Shape {}

    /** {@code true} or {@code false}. */
    record Flag() implements Shape {}

    /** A whole number from {@code min} to {@code max}. */
    record Whole(int min, int max) implements Shape {}

    /** A decimal number, at least zero. */
    record Decimal() implements Shape {}

    /** One of fixed words. */
    record Words(List<String> words) implements Shape {
        public Words { words = List.copyOf(words); }
    }

    /** Text; {@code pattern} (a regular expression, or null) says what the whole text must match. */
    record Text(String pattern) implements Shape {}

    /** A mapping of declared keys (the keys are given late, so that declarations may refer to each other). */
    record Fields(Supplier<List<Key<?>>> keys) implements Shape {
        public List<Key<?>> list() { return keys.get(); }
    }

    /** A mapping of names the file chooses ({@code namePattern}, or any name when null), each with a value of one shape. */
    record Named(String namePattern, Shape value) implements Shape {}

    /** A list of values of one shape. */
    record Items(Shape item) implements Shape {}

    /** Any one of several shapes. */
    record Either(List<Shape> options) implements Shape {
        public Either { options = List.copyOf(options); }
    }

    /** Nothing: an empty value ({@code ~} or no value after the colon). */
    record Empty() implements Shape {}

    /** A part of a variant file, every key optional (an option's {@code set} fragment). */
    record Fragment() implements Shape {}

    // ---------------------------------------------------------------- building shapes

    Shape ANY = new Any();
    Shape TEXT = new Text(null);
    Shape EMPTY = new Empty();
    /** A piece letter, or '+' and a letter for a promoted form. */
    Shape LETTER = new Text("^\\+?[A-Z]'?$");
    /** One piece letter or a list of them. */
    Shape LETTERS = either(LETTER, new Items(LETTER));
    /** One text or a list of them. */
    Shape TEXTS = either(TEXT, new Items(TEXT));

    static Shape fields(List<Key<?>> keys) { return new Fields(() -> keys); }

    static Shape fields(Supplier<List<Key<?>>> keys) { return new Fields(keys); }

    static Shape named(String namePattern, Shape value) { return new Named(namePattern, value); }

    static Shape list(Shape item) { return new Items(item); }

    static Shape either(Shape... options) { return new Either(List.of(options)); }

    static Shape words(String... words) { return new Words(List.of(words)); }

    static Shape pattern(String regex) { return new Text(regex); }
}
