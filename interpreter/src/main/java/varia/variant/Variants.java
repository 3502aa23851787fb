package varia.variant;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * Finds variants: bundled ones and those of the user's variant folders ({@link VariantFolders}) by
 * name or alias, others by path.
 */
public final class Variants {
    private Variants() {}

    private static final class Default {
        static final VariantRegistry REGISTRY = new VariantRegistry(new VariantLoader(), Variants.class.getClassLoader(),
                VariantFolders.defaults());
    }

    /** A registry in force for the current thread (and threads it starts): {@code --variants DIR} of one command. */
    private static final InheritableThreadLocal<VariantRegistry> SCOPED = new InheritableThreadLocal<>();

    /**
     * The registry behind these static methods: the real notation compiler, this class's class
     * loader, the default variant folders (environment and configuration folder), and the folders
     * of {@link #withFolders} while one runs.
     */
    public static VariantRegistry registry() {
        VariantRegistry r = SCOPED.get();
        return r != null ? r : Default.REGISTRY;
    }

    /**
     * Runs {@code body} with {@code folders} searched first by every lookup of this thread (and
     * of the threads it starts): how a command's {@code --variants DIR} reaches the code it runs.
     */
    public static <T> T withFolders(List<Path> folders, java.util.concurrent.Callable<T> body) throws Exception {
        if (folders == null || folders.isEmpty()) return body.call();
        VariantRegistry before = SCOPED.get();
        SCOPED.set(registry().withFolders(folders));
        try {
            return body.call();
        } finally {
            if (before == null) SCOPED.remove(); else SCOPED.set(before);
        }
    }

    /** Every key a name lookup offers: the bundled variants, then the folders'. */
    public static List<String> known() { return registry().keys(); }

    /** A bundled or folder variant by key or alias (case-insensitive), or a path to a YAML file. */
    public static Variant resolve(String nameOrPath) throws VariantException {
        return registry().resolve(nameOrPath);
    }

    /**
     * Like {@link #resolve(String)}, with option values (name to value), e.g.
     * {@code resolve("shatar", Map.of("knight-mate", "draw"))}. An alias with options applies
     * its own first; the given ones override them.
     */
    public static Variant resolve(String nameOrPath, Map<String, String> options) throws VariantException {
        return registry().resolve(nameOrPath, options);
    }

    /** Loads one YAML file with option values (name to value). */
    public static Variant load(Path file, Map<String, String> options) throws VariantException {
        return registry().load(file, options);
    }

    /** Loads one YAML file. */
    public static Variant load(Path file) throws VariantException {
        return registry().load(file);
    }

    /**
     * Option values written as text: {@code name=value} pairs separated by commas, semicolons or
     * spaces ({@code "werera=ten-moves, promotion=lost-piece"}), as in a PGN VariantOptions tag.
     *
     * @throws IllegalArgumentException naming the pair that is not {@code NAME=VALUE}
     */
    public static Map<String, String> options(String text) {
        Map<String, String> out = new java.util.LinkedHashMap<>();
        for (String pair : text.strip().split("[,;\\s]+")) {
            if (pair.isEmpty()) continue;
            int eq = pair.indexOf('=');
            if (eq <= 0 || eq == pair.length() - 1)
                throw new IllegalArgumentException("'" + pair + "' is not NAME=VALUE (e.g. werera=ten-moves)");
            out.put(pair.substring(0, eq), pair.substring(eq + 1));
        }
        return out;
    }

    /** Keys of all bundled variants, sorted. */
    public static List<String> bundled() {
        return registry().bundled();
    }
}
