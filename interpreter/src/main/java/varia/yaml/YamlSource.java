package varia.yaml;

import java.io.StringReader;
import java.util.HashMap;
import java.util.Map;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.constructor.SafeConstructor;
import org.yaml.snakeyaml.error.MarkedYAMLException;
import org.yaml.snakeyaml.error.YAMLException;
import org.yaml.snakeyaml.events.AliasEvent;
import org.yaml.snakeyaml.events.CollectionStartEvent;
import org.yaml.snakeyaml.events.Event;
import org.yaml.snakeyaml.events.NodeEvent;
import org.yaml.snakeyaml.events.ScalarEvent;
import org.yaml.snakeyaml.nodes.Node;

/**
 * Safe YAML reading: SnakeYAML with limits, composed to a node tree that keeps every value's
 * position. Nothing here constructs Java objects from tags.
 */
public final class YamlSource {
    /** Aliases that point at a list or mapping; more is refused (defence against "billion laughs"). */
    public static final int MAX_COLLECTION_ALIASES = 10;
    /** Largest accepted file, in code points. */
    public static final int MAX_CODE_POINTS = 1_000_000;
    /** Deepest accepted nesting of lists and mappings. */
    public static final int MAX_DEPTH = 20;
    /**
     * Characters the document may hold with every alias written out (scalars' text, aliases of
     * strings too): a few aliases of a long string multiply like nested ones.
     */
    public static final long MAX_EXPANDED = 2L * MAX_CODE_POINTS;

    private YamlSource() {}

    static LoaderOptions options() {
        LoaderOptions o = new LoaderOptions();
        o.setMaxAliasesForCollections(MAX_COLLECTION_ALIASES);
        o.setAllowRecursiveKeys(false);
        o.setAllowDuplicateKeys(true); // duplicates are reported by the loader, with both positions
        o.setCodePointLimit(MAX_CODE_POINTS);
        o.setNestingDepthLimit(MAX_DEPTH);
        o.setProcessComments(false);
        return o;
    }

    /** The document's root node, or null after reporting why there is none. */
    public static Node compose(String text, Problems problems) {
        if (text.codePointCount(0, text.length()) > MAX_CODE_POINTS) {
            problems.at(1, 1, "the file is too large (more than " + MAX_CODE_POINTS
                    + " characters); a variant file is a few hundred lines at most");
            return null;
        }
        Yaml yaml = new Yaml(new SafeConstructor(options()));
        try {
            if (!checkAliases(yaml, text, problems)) return null;
            Node root = yaml.compose(new StringReader(text));
            if (root == null) {
                problems.at(1, 1, "the file is empty; a variant needs at least 'board', 'pieces' and 'setup'");
            }
            return root;
        } catch (MarkedYAMLException e) {
            problems.at(e.getProblemMark() != null ? e.getProblemMark() : e.getContextMark(), syntaxMessage(e));
            return null;
        } catch (YAMLException e) {
            problems.at(1, 1, "cannot read the YAML: " + firstLine(e.getMessage()));
            return null;
        }
    }

    /**
     * Counts aliases to collections, and the document's size with every alias written out, in the
     * event stream (no expansion happens there): an anchored node's size is known when it ends, and
     * each alias adds it again.
     */
    private static boolean checkAliases(Yaml yaml, String text, Problems problems) {
        Map<String, Boolean> anchorIsCollection = new HashMap<>();
        Map<String, Long> anchorSize = new HashMap<>();
        java.util.ArrayDeque<Object[]> open = new java.util.ArrayDeque<>(); // collections: {anchor, expanded size at their start}
        long expanded = 0;
        int collectionAliases = 0;
        for (Event event : yaml.parse(new StringReader(text))) {
            if (event instanceof ScalarEvent sc) {
                expanded += sc.getValue().length() + 1;
                if (sc.getAnchor() != null) anchorSize.put(sc.getAnchor(), sc.getValue().length() + 1L);
            } else if (event instanceof CollectionStartEvent cs) {
                open.push(new Object[] {cs.getAnchor(), expanded});
                expanded++;
            } else if (event instanceof org.yaml.snakeyaml.events.CollectionEndEvent && !open.isEmpty()) {
                Object[] started = open.pop();
                if (started[0] != null) anchorSize.put((String) started[0], expanded - (Long) started[1]);
            } else if (event instanceof AliasEvent a) {
                expanded += anchorSize.getOrDefault(a.getAnchor(), 1L);
            }
            if (expanded > MAX_EXPANDED) {
                problems.at(event.getStartMark(), "with its aliases written out the file would hold more than "
                        + String.format(java.util.Locale.ROOT, "%,d", MAX_EXPANDED) + " characters; aliases of long"
                        + " values multiply them, so such files are refused: write the values out");
                return false;
            }
            if (event instanceof AliasEvent alias) {
                if (Boolean.TRUE.equals(anchorIsCollection.get(alias.getAnchor()))
                        && ++collectionAliases > MAX_COLLECTION_ALIASES) {
                    problems.at(event.getStartMark(), "too many aliases of lists or mappings (more than "
                            + MAX_COLLECTION_ALIASES + "); nested aliases can expand to billions of values,"
                            + " so such files are refused: write the values out");
                    return false;
                }
            } else if (event instanceof NodeEvent node) {
                String tag = event instanceof ScalarEvent sc ? sc.getTag()
                        : event instanceof CollectionStartEvent cs ? cs.getTag() : null;
                if (tag != null) {
                    problems.at(event.getStartMark(), "YAML tags such as '" + shortTag(tag) + "' are not used in"
                            + " variant files; remove the tag");
                    return false;
                }
                if (node.getAnchor() != null) {
                    anchorIsCollection.put(node.getAnchor(), event instanceof CollectionStartEvent);
                }
            }
        }
        return true;
    }

    private static String shortTag(String tag) {
        return tag.startsWith("tag:yaml.org,2002:") ? "!!" + tag.substring("tag:yaml.org,2002:".length()) : tag;
    }

    private static String syntaxMessage(MarkedYAMLException e) {
        String problem = e.getProblem() != null ? e.getProblem() : firstLine(e.getMessage());
        problem = firstLine(problem).trim().replaceFirst("but got (\\S.*)$", "but found '$1'");
        if (problem.startsWith("but found another document")) {
            return "YAML syntax error: the file holds a second YAML document (after '---');"
                    + " a variant file is a single document";
        }
        StringBuilder sb = new StringBuilder("YAML syntax error: ").append(problem);
        if (e.getContext() != null && e.getContextMark() != null && e.getProblemMark() != null
                && e.getContextMark().getLine() != e.getProblemMark().getLine()) {
            sb.append(" (").append(firstLine(e.getContext()).trim()).append(" that starts at line ")
                    .append(e.getContextMark().getLine() + 1).append(", column ")
                    .append(e.getContextMark().getColumn() + 1).append(')');
        }
        if (problem.contains("\\t") && !problem.toLowerCase().contains("indentation")) {
            sb.append(" (indent with spaces, not tabs)");
        } else if (problem.startsWith("mapping values are not allowed")) {
            sb.append(" (a value containing ': ' must be quoted, or a key is indented wrongly)");
        }
        return sb.toString();
    }

    private static String firstLine(String s) {
        if (s == null) return "unknown error";
        int nl = s.indexOf('\n');
        return nl < 0 ? s : s.substring(0, nl);
    }
}
