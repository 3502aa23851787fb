package varia.protocol;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import varia.variant.Variant;
import varia.variant.VariantException;
import varia.variant.Variants;

/**
 * A variant file given by path when the engine starts ({@code varia uci FILE}, {@code xboard},
 * {@code usi}): no GUI knows it, so the protocols offer it among their variants under its key
 * (the file's stem) and select it by that name, for the whole session. A key the registry
 * already has (a bundled {@code chess.yaml} elsewhere) is shadowed by the file in this session.
 */
record FileVariant(String name, Path path, Variant variant) {
    /** The start variant as a file of its own, or null when it is one the registry names (bundled or a variant folder's). */
    static FileVariant of(Variant initial) {
        if (initial == null) return null;
        try {
            Variant named = Variants.resolve(initial.key());
            if (named.origin().equals(initial.origin())) return null;
        } catch (VariantException | RuntimeException e) {
            // no registry variant of that name: a file of its own
        }
        return new FileVariant(initial.key(), Path.of(initial.origin()), initial);
    }

    boolean names(String n) { return n != null && n.strip().toLowerCase(Locale.ROOT).equals(name.toLowerCase(Locale.ROOT)); }

    /** The file's variant with option values (its own defaults for an empty map). */
    Variant with(Map<String, String> options) throws VariantException {
        return options.isEmpty() ? variant : Variants.load(path, options);
    }

    /** The names a protocol offers: the registry's keys, then the file's (once). */
    static List<String> offered(FileVariant file) {
        List<String> names = new ArrayList<>(Variants.known());
        if (file != null && names.stream().noneMatch(file::names)) names.add(file.name());
        return names;
    }

    /** A variant by the name a GUI sends: the file's own name first, else the registry's resolution (a key, alias or path). */
    static Variant resolve(FileVariant file, String name, Map<String, String> options) throws VariantException {
        if (file != null && file.names(name)) return file.with(options);
        return Variants.resolve(name, options);
    }
}
