package varia.game;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import varia.io.BoundedFiles;
import varia.variant.VariantException;
import varia.variant.VariantLoader;
import varia.variant.Variants;

/**
 * The file of a game of a family beside the chess engine (race games, dice chess), by name or
 * path: a bundled key first, else a readable file (bounded) whose top level says {@code game:}
 * and the family's word.
 *
 * @param key    the game's key (the bundled key, or the file's name without its extension)
 * @param origin where it came from, for messages
 * @param text   the file's text
 */
public record GameFile(String key, String origin, String text) {
    /** The file the name or path gives for the family whose top-level word is {@code game}, or null when it is not one. */
    public static GameFile find(String nameOrPath, String game) {
        if (nameOrPath == null) return null;
        String q = nameOrPath.trim(), lower = q.toLowerCase(Locale.ROOT);
        try {
            String bundled = Variants.registry().bundledGameText(game, lower);
            if (bundled != null && !q.contains("/") && !lower.endsWith(".yaml")) return new GameFile(lower, "varia/variants/" + lower + ".yaml", bundled);
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
            if (!game.equals(VariantLoader.peekGame(text))) return null;
            String file = p.getFileName().toString();
            int dot = file.lastIndexOf('.');
            return new GameFile(dot > 0 ? file.substring(0, dot) : file, q, text);
        } catch (IOException e) {
            return null;
        }
    }
}
