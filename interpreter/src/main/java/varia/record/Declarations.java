package varia.record;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Declarations in a record: acts that are not moves (Makruk's counting side stopping its count,
 * or starting it again), written as an embedded command in the comment after the move they follow,
 * {@code {[%declare stop-count]}} (a comment before the first move for one made at the start), in
 * the {@code [%name args]} style PGN tools use for clock times: a reader that does not know it
 * keeps it as a comment. The names are those {@link varia.engine.Position#declarations()} offers.
 */
public final class Declarations {
    private Declarations() {}

    private static final Pattern COMMAND = Pattern.compile("\\[%declare\\s+([A-Za-z][A-Za-z0-9-]*)\\s*]");

    /** The declarations a comment makes, in order (none for null). */
    public static List<String> in(String comment) {
        List<String> names = new ArrayList<>();
        if (comment == null) return names;
        Matcher m = COMMAND.matcher(comment);
        while (m.find()) names.add(m.group(1));
        return names;
    }

    /** The comment that records {@code names}, or null when there are none. */
    public static String comment(List<String> names) {
        if (names.isEmpty()) return null;
        StringBuilder sb = new StringBuilder();
        for (String n : names) sb.append(sb.length() == 0 ? "" : " ").append("[%declare ").append(n).append(']');
        return sb.toString();
    }
}
