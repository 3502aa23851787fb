package varia.game;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;
import varia.variant.VariantException;

/**
 * The registry of families: every {@link Family} on the class path, those with a {@code game:}
 * word first, the engine's (which reads every other file) last. A name or path is the first
 * family's that {@link Family#names names} it: no front end needs to know which families exist.
 */
public final class Families {
    private Families() {}

    private static final List<Family> ALL = load();

    private static List<Family> load() {
        List<Family> out = new ArrayList<>();
        for (Family f : ServiceLoader.load(Family.class, Family.class.getClassLoader())) out.add(f);
        out.sort(Comparator.comparing((Family f) -> f.word() == null)); // stable: the services file's order otherwise
        if (out.isEmpty() || out.get(out.size() - 1).word() != null)
            throw new IllegalStateException("no family reads the engine's variants: META-INF/services/varia.game.Family is missing from the class path");
        return List.copyOf(out);
    }

    /** Every family, the engine's last. */
    public static List<Family> all() { return ALL; }

    /** The engine's family: the one without a {@code game:} word, which reads every other file (the registry's last). */
    public static Family engine() { return ALL.get(ALL.size() - 1); }

    /** The family whose {@code game:} word this is, or null. */
    public static Family byWord(String word) {
        for (Family f : ALL) if (f.word() != null && f.word().equals(word)) return f;
        return null;
    }

    /** The {@code game:} words of every family beside the engine's, in the registry's order. */
    public static List<String> words() {
        List<String> out = new ArrayList<>();
        for (Family f : ALL) if (f.word() != null) out.add(f.word());
        return out;
    }

    /** The family of a name or path (the engine's when no other names it). */
    public static Family of(String nameOrPath) {
        for (Family f : ALL) if (f.names(nameOrPath)) return f;
        return engine();
    }

    /** The game a name or path gives, loaded with these options; a name no family knows fails as the engine's registry says (with its suggestions). */
    public static Game find(String nameOrPath, Map<String, String> options) throws VariantException {
        for (Family f : ALL) {
            Game g = f.find(nameOrPath, options == null ? Map.of() : options);
            if (g != null) return g;
        }
        throw new IllegalStateException("the engine's family found nothing for " + nameOrPath);
    }

    /** The bundled games of every family: the engine's first, then each other family's. */
    public static List<String> bundled() {
        List<String> out = new ArrayList<>(engine().bundled());
        for (Family f : ALL) if (f.word() != null) out.addAll(f.bundled());
        return out;
    }
}
