package varia.record;

import static varia.TestPaths.root;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/** The sample records under {@code samples/<variant>/}. */
final class Samples {
    private Samples() {}

    /** Every bundled variant: a new variant file is covered (and must bring samples) automatically. */
    static final List<String> VARIANTS = varia.variant.Variants.bundled();


    record Sample(String variant, Path file, Game game) {
        @Override public String toString() { return variant + " " + file.getFileName() + " game " + game.number(); }

        /** The game's rules: the variant with the options of its VariantOptions tag (Senterej's werera=ten-moves). */
        varia.variant.Variant rules() throws varia.variant.VariantException {
            String tag = game.tag("VariantOptions");
            return varia.variant.Variants.resolve(variant, tag == null ? java.util.Map.of() : Validator.variantOptions(tag));
        }
    }

    /** The PGN samples of a variant (none when it has no folder: SamplesTest then fails for it). */
    static List<Path> files(String variant) throws IOException {
        return files(variant, ".pgn");
    }

    static List<Path> files(String variant, String... endings) throws IOException {
        Path dir = root().resolve("samples").resolve(variant);
        if (!Files.isDirectory(dir)) return List.of();
        try (Stream<Path> s = Files.list(dir)) {
            return s.filter(p -> {
                for (String e : endings) if (p.toString().toLowerCase(java.util.Locale.ROOT).endsWith(e)) return true;
                return false;
            }).sorted().toList();
        }
    }

    static List<Sample> all() throws IOException {
        List<Sample> out = new ArrayList<>();
        for (String v : VARIANTS)
            for (Path f : files(v))
                for (Game g : PgnReader.readAll(Files.readString(f, StandardCharsets.UTF_8))) out.add(new Sample(v, f, g));
        return out;
    }
}
