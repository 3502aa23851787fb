package varia.engine.game;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import varia.engine.FenException;
import varia.variant.Variant;
import varia.variant.VariantException;
import varia.yaml.Diagnostic;

/**
 * A setup the engine refuses, as a problem of the variant's file at the line and column of its
 * {@code setup:} value (found by a plain scan of the text: the loaded variant keeps no positions).
 */
final class VariantSetup {
    private VariantSetup() {}

    private static final Pattern SETUP = Pattern.compile("^setup\\s*:\\s*");

    static VariantException problem(Variant v, FenException e) {
        int[] at = location(text(v.origin()));
        return new VariantException(List.of(new Diagnostic(v.origin(), at[0], at[1], "setup: " + e.getMessage())));
    }

    /** The file's text (a path, else a bundled resource), or "" when it cannot be read. */
    private static String text(String origin) {
        try {
            Path p = Path.of(origin);
            if (Files.isRegularFile(p)) return new String(varia.io.BoundedFiles.read(p, 4L << 20, "variant file"), StandardCharsets.UTF_8);
        } catch (IOException | RuntimeException ignored) {
            // a resource, or unreadable: try the class path
        }
        try (InputStream in = VariantSetup.class.getClassLoader().getResourceAsStream(origin)) {
            return in == null ? "" : new String(in.readNBytes(4 << 20), StandardCharsets.UTF_8);
        } catch (IOException e) {
            return "";
        }
    }

    /** Line and column (1-based) of the top-level {@code setup:} value; 1:1 when not found. */
    static int[] location(String text) {
        List<String> lines = text.lines().toList();
        for (int i = 0; i < lines.size(); i++) {
            Matcher m = SETUP.matcher(lines.get(i));
            if (!m.find()) continue;
            String rest = lines.get(i).substring(m.end());
            if (rest.isEmpty() || rest.startsWith("#") || rest.startsWith("|") || rest.startsWith(">")) { // block scalar or value on the next line
                for (int j = i + 1; j < lines.size(); j++) {
                    String l = lines.get(j);
                    if (l.isBlank()) continue;
                    return new int[] {j + 1, l.length() - l.stripLeading().length() + 1};
                }
                return new int[] {i + 1, 1};
            }
            return new int[] {i + 1, m.end() + 1};
        }
        return new int[] {1, 1};
    }
}
