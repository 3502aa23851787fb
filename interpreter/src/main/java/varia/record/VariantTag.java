package varia.record;

import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import varia.io.Printable;
import varia.variant.Variant;
import varia.variant.VariantException;
import varia.variant.Variants;

/**
 * The variant a record's {@code Variant} tag names. A record is untrusted input, so its tag may
 * name a bundled variant (key or alias, any case) but reaches the file system only when the user
 * allows it ({@code --allow-variant-paths}): a path in a downloaded PGN must not make Varia read
 * {@code /dev/zero}, a FIFO, or whatever file the record's author chose.
 */
public final class VariantTag {
    private VariantTag() {}

    private static volatile Set<String> names;

    /** Said after a move a game read as chess by default fails on: the variant may simply be unnamed. */
    public static final String READ_AS_CHESS = "read as chess (the game has no Variant tag; name another variant on the command line)";

    /**
     * The variant a game is read as when the command line names none, the same for validate and
     * convert: its Variant tag, else its format's own ({@code formatVariant}: KIF shogi, WXF
     * xiangqi...; null for PGN), else chess, as PGN without the tag means.
     */
    public static String chosen(Game g, String formatVariant) {
        String tag = g.tag("Variant");
        if (tag != null && !tag.isBlank()) return tag.strip();
        return formatVariant != null ? formatVariant : "chess";
    }

    /** Whether {@link #chosen} falls back to chess: the game names no variant and its format has none. */
    public static boolean chessByDefault(Game g, String formatVariant) {
        String tag = g.tag("Variant");
        return (tag == null || tag.isBlank()) && formatVariant == null;
    }

    /**
     * The variant the tag names.
     *
     * @param allowPaths true when the user allowed records to name variant files by path
     * @throws VariantException an unknown name (with the registry's suggestion), or a path while paths are not allowed
     */
    public static Variant resolve(String tag, boolean allowPaths) throws VariantException {
        String name = tag == null ? "" : tag.strip();
        if (allowPaths || isBundledName(name)) return Variants.resolve(name);
        if (looksLikePath(name) || isFile(name))
            throw refused(name, "the Variant tag names a file; records may name variant files only with --allow-variant-paths");
        if (!isPath(name)) throw refused(name, "unknown variant (the name holds characters no variant name has)");
        return Variants.resolve(name); // not a file: fails with the registry's suggestion
    }

    /** Words for a refusal of {@link #resolve}: "unknown variant 'x'", or for a file what was wrong with it. */
    public static String describeRefusal(String tag, VariantException e) {
        String name = tag == null ? "" : tag.strip();
        if (!looksLikePath(name) && !isFile(name)) return "unknown variant '" + Printable.shorten(name) + "'";
        String why = e.diagnostics().isEmpty() ? e.getMessage() : e.diagnostics().get(0).message();
        return "variant '" + Printable.shorten(name) + "': " + Printable.firstLine(why);
    }

    /** A bundled variant's key or one of its aliases (case-insensitive). */
    public static boolean isBundledName(String name) {
        return bundledNames().contains(name.strip().toLowerCase(Locale.ROOT));
    }

    /** As the registry tells a path from a name: a YAML ending or a path separator. */
    public static boolean looksLikePath(String name) {
        String lower = name.strip().toLowerCase(Locale.ROOT);
        return lower.endsWith(".yaml") || lower.endsWith(".yml") || lower.contains("/") || lower.contains("\\");
    }

    private static boolean isPath(String name) {
        try {
            Path.of(name);
            return true;
        } catch (InvalidPathException e) {
            return false;
        }
    }

    private static boolean isFile(String name) {
        try {
            return !name.isEmpty() && Files.exists(Path.of(name));
        } catch (InvalidPathException e) {
            return false;
        }
    }

    private static Set<String> bundledNames() {
        Set<String> n = names;
        if (n == null) {
            // from the files' alias lines: loading every bundled variant would set each up and keep its move tables
            names = n = Set.copyOf(Variants.registry().bundledNames());
        }
        return n;
    }

    private static VariantException refused(String name, String why) {
        return new VariantException(List.of(new varia.yaml.Diagnostic(name, 0, 0, why)));
    }
}
