package varia.yaml;

import java.util.List;
import org.yaml.snakeyaml.nodes.Node;

/**
 * A block of the file whose every key has a default (a family's {@code rules:}): absent, every
 * value is its default; present, it is opened as a {@link Section} against its keys. A value that
 * fails to read (reported) marks the block failed, so a reader asks {@link #ok} once instead of
 * checking each value for null.
 */
public final class DefaultedBlock {
    private final Section section;
    private final Problems problems;
    private final int before;
    private boolean failed;

    private DefaultedBlock(Section section, Problems problems) {
        this.section = section;
        this.problems = problems;
        this.before = problems.count();
    }

    /** The block named {@code name} at the top level, or null (reported) when it is there but not a mapping. */
    public static DefaultedBlock open(Node node, String name, List<Key<?>> keys, Context context) {
        Section s = node == null ? null : Section.open(node, "'" + name + "'", name, keys, context);
        return node != null && s == null ? null : new DefaultedBlock(s, context.problems());
    }

    /** The key's value, {@code absent} when the key (or the block) is missing; null when wrong (reported, and the block failed). */
    public <T> T get(Key<T> key, T absent) {
        T v = Section.get(section, key, absent);
        if (v == null) failed = true;
        return v;
    }

    /** True when the file gives this key. */
    public boolean has(Key<?> key) { return section != null && section.has(key); }

    /** The key's node in the file (null when absent). */
    public Node node(Key<?> key) { return section == null ? null : section.node(key); }

    public Problems problems() { return problems; }

    /** Marks the block failed (a value a reader checked itself was wrong, reported). */
    public void fail() { failed = true; }

    /** True when every value read and nothing was reported since the block was opened. */
    public boolean ok() { return !failed && problems.count() == before; }
}
