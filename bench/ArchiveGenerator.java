import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Writes a large PGN archive for bench/spark-validate.sh (a single-file program: java ArchiveGenerator.java):
 * the games of BASE repeated until there are GAMES of them, each game's Round tag renumbered, and the
 * first move of every 1000th game replaced by "Kz9", which no variant can read.
 *   java bench/ArchiveGenerator.java BASE.pgn GAMES OUT.pgn
 * The games of BASE are taken as PgnWriter writes them: a tag section and a movetext, each followed by
 * an empty line.
 */
public class ArchiveGenerator {
    public static void main(String[] args) throws IOException {
        if (args.length != 3) {
            System.err.println("usage: java ArchiveGenerator.java BASE.pgn GAMES OUT.pgn");
            System.exit(2);
        }
        String[] blocks = Files.readString(Path.of(args[0]), StandardCharsets.UTF_8).strip().split("\n\n+");
        List<String[]> games = new ArrayList<>(); // {tags before Round, tags after Round, movetext}
        for (int i = 0; i + 1 < blocks.length; i += 2) {
            String tags = blocks[i], moves = blocks[i + 1];
            int r = tags.indexOf("[Round \""), end = tags.indexOf('\n', r);
            if (r < 0 || end < 0 || !tags.startsWith("[")) throw new IllegalArgumentException("not a game at block " + i + ": " + tags);
            games.add(new String[] {tags.substring(0, r), tags.substring(end), moves});
        }
        long n = Long.parseLong(args[1]);
        try (BufferedWriter w = Files.newBufferedWriter(Path.of(args[2]), StandardCharsets.UTF_8)) {
            for (long i = 1; i <= n; i++) {
                String[] g = games.get((int) ((i - 1) % games.size()));
                w.write(g[0]);
                w.write("[Round \"" + i + "\"]");
                w.write(g[1]);
                w.write("\n\n");
                w.write(i % 1000 == 0 ? g[2].replaceFirst("^1\\. \\S+", "1. Kz9") : g[2]);
                w.write("\n\n");
            }
        }
    }
}
