package varia.record;

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

    static final List<String> VARIANTS = List.of("chess", "shatranj", "makruk");

    static Path root() {
        String root = System.getProperty("varia.root");
        return root != null ? Path.of(root) : Path.of("..");
    }

    record Sample(String variant, Path file, Game game) {
        @Override public String toString() { return variant + " " + file.getFileName() + " game " + game.number(); }
    }

    static List<Path> files(String variant) throws IOException {
        try (Stream<Path> s = Files.list(root().resolve("samples").resolve(variant))) {
            return s.filter(p -> p.toString().endsWith(".pgn")).sorted().toList();
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
