package varia.variant;

import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;

/**
 * A reader of variants written in another format than Varia's YAML (a Fairy-Stockfish
 * configuration file's section, {@code games.ini:mychess}), found with {@link ServiceLoader} so
 * that this package does not depend on the packages that read those formats. Every lookup by name
 * or path ({@link VariantRegistry#resolve}) asks them first.
 */
public interface VariantSource {
    /** Is this argument one this source reads (e.g. it ends in {@code .ini} or names an ini file's section)? */
    boolean reads(String nameOrPath);

    /** The variant the argument names; every problem a {@link VariantException} with its place. */
    Variant load(String nameOrPath, Map<String, String> options) throws VariantException;

    /** The sources on the class path, loaded once. */
    static List<VariantSource> all() { return Holder.ALL; }

    /** The first source that reads the argument, or null. */
    static VariantSource of(String nameOrPath) {
        for (VariantSource s : all()) if (s.reads(nameOrPath)) return s;
        return null;
    }

    final class Holder {
        private Holder() {}

        static final List<VariantSource> ALL = ServiceLoader.load(VariantSource.class, VariantSource.class.getClassLoader())
                .stream().map(ServiceLoader.Provider::get).toList();
    }
}
