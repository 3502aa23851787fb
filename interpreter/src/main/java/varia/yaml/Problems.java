package varia.yaml;

import java.util.ArrayList;
import java.util.List;
import org.yaml.snakeyaml.DumperOptions;
import org.yaml.snakeyaml.error.Mark;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.ScalarNode;

/** Collects the diagnostics of one file, each placed at a YAML node (or a character inside one). */
public final class Problems {
    private final String file;
    private final List<Diagnostic> list = new ArrayList<>();

    public Problems(String file) { this.file = file; }

    public String file() { return file; }

    public boolean isEmpty() { return list.isEmpty(); }

    public int count() { return list.size(); }

    public List<Diagnostic> list() { return List.copyOf(list); }

    public void at(int line, int column, String message) {
        list.add(new Diagnostic(file, line, column, message));
    }

    public void at(Mark mark, String message) {
        if (mark == null) at(1, 1, message);
        else at(mark.getLine() + 1, mark.getColumn() + 1, message);
    }

    /** A problem with a whole node: placed where the node starts. */
    public void at(Node node, String message) { at(node.getStartMark(), message); }

    /**
     * A problem at character {@code index} (0-based) of a scalar's text: the column skips the
     * opening quote of a quoted scalar. Block scalars (| and >) are placed at their start.
     */
    public void inside(ScalarNode node, int index, String message) {
        Mark m = node.getStartMark();
        DumperOptions.ScalarStyle style = node.getScalarStyle();
        if (style == DumperOptions.ScalarStyle.LITERAL || style == DumperOptions.ScalarStyle.FOLDED) {
            at(m, message);
            return;
        }
        int quote = style == DumperOptions.ScalarStyle.PLAIN ? 0 : 1;
        at(m.getLine() + 1, m.getColumn() + 1 + quote + Math.max(0, index), message);
    }
}
