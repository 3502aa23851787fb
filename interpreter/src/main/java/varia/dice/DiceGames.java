package varia.dice;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import varia.io.BoundedFiles;
import varia.variant.VariantException;
import varia.variant.VariantLoader;
import varia.variant.Variants;

/** Finds dice-chess games: bundled ones by key, others by path (any file whose top level says {@code game: dice-chess}). */
public final class DiceGames {
    /** The top-level {@code game} word of this family's files. */
    public static final String GAME = "dice-chess";

    private DiceGames() {}

    /** The bundled dice-chess games' keys. */
    public static List<String> bundled() { return Variants.registry().bundledGames(GAME); }

    /** True when the name or path is a dice-chess game (without loading it). */
    public static boolean isDiceChess(String nameOrPath) { return text(nameOrPath) != null; }

    /** The game a name or path gives, or null when it is not one. */
    public static DiceChessGame find(String nameOrPath, Map<String, String> options) throws VariantException {
        String[] found = text(nameOrPath);
        if (found == null) return null;
        return DiceLoader.load(found[0], found[1], found[2], options);
    }

    private static String[] text(String nameOrPath) {
        if (nameOrPath == null) return null;
        String q = nameOrPath.trim(), lower = q.toLowerCase(Locale.ROOT);
        try {
            String bundled = Variants.registry().bundledGameText(GAME, lower);
            if (bundled != null && !q.contains("/") && !lower.endsWith(".yaml")) return new String[] {lower, "varia/variants/" + lower + ".yaml", bundled};
        } catch (VariantException e) {
            return null;
        }
        Path p;
        try {
            p = Path.of(q);
        } catch (java.nio.file.InvalidPathException e) {
            return null;
        }
        if (!Files.isRegularFile(p)) return null;
        try {
            String text = new String(BoundedFiles.read(p, 4L << 20, "variant file"), StandardCharsets.UTF_8);
            if (!GAME.equals(VariantLoader.peekGame(text))) return null;
            String file = p.getFileName().toString();
            int dot = file.lastIndexOf('.');
            return new String[] {dot > 0 ? file.substring(0, dot) : file, q, text};
        } catch (IOException e) {
            return null;
        }
    }
}
