package varia.variant;

import java.util.List;
import java.util.Map;
import org.yaml.snakeyaml.nodes.MappingNode;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.NodeTuple;
import org.yaml.snakeyaml.nodes.ScalarNode;
import varia.yaml.Context;

/**
 * The {@code options} block of any kind of game file (the race games of {@code varia.race} use
 * it): reads it, selects the requested values (else the defaults) and merges their {@code set}
 * fragments over the document, exactly as the variant loader does.
 */
public final class FileOptions {
    /** The block's shape, for the schema of every kind of file. */
    public static final varia.yaml.Shape SHAPE = OptionsReader.SHAPE;

    private final OptionsReader reader;
    private final Context context;

    public FileOptions(Context context) {
        this.context = context;
        this.reader = new OptionsReader(context);
    }

    /**
     * The document with the selected values' fragments merged over it; the document unchanged
     * when the block has problems (reported). Unknown requested names or values are reported.
     */
    public Node apply(Node root, Map<String, String> requested, String key) {
        if (!(root instanceof MappingNode rm)) return root;
        Node optionsNode = null;
        for (NodeTuple t : rm.getValue())
            if (t.getKeyNode() instanceof ScalarNode k && k.getValue().equals("options")) { optionsNode = t.getValueNode(); break; }
        int before = context.problems().count();
        if (optionsNode != null) reader.read(optionsNode);
        boolean clean = context.problems().count() == before;
        reader.select(requested, key);
        return clean ? reader.apply(root) : root;
    }

    /** The options with the values in effect. */
    public List<OptionChoice> choices() { return reader.choices(); }
}
