package varia.variant;

import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Stream;

/**
 * The user's variant folders: YAML files found by their key (the file's stem) and aliases, beside
 * the bundled ones. The folders are, in this order: those given with {@code --variants DIR}, those
 * of the environment variable {@value #ENV} (several separated by the platform's path separator),
 * and the configuration folder {@code varia/variants} under {@code $XDG_CONFIG_HOME}, else under
 * {@code %APPDATA%} on Windows, else under {@code ~/.config}. A folder that does not exist is
 * skipped; the first folder holding a key wins.
 *
 * <p>Only the folders are listed; no name a user types is ever turned into a file name, so a
 * lookup by name reads nothing but the files of these folders.
 */
public final class VariantFolders {
    /** The environment variable naming extra variant folders. */
    public static final String ENV = "VARIA_VARIANTS";
    /** More files than this in one folder are not indexed (the rest are reported by {@code list}). */
    public static final int MAX_FILES = 500;
    /** Largest file read for its aliases (a larger one is left to the loader, which refuses it). */
    static final long MAX_PEEK_BYTES = 4L << 20;

    private VariantFolders() {}

    /** One variant file of a folder: its key, its path, the aliases it declares. */
    record Entry(String key, Path file, List<VariantLoader.Alias> aliases) {}

    /** The default folders from the environment (without {@code --variants}). */
    public static List<Path> defaults() {
        return defaults(System.getenv(), System.getProperty("os.name", ""), System.getProperty("user.home", ""));
    }

    /** The default folders for this environment, OS name and home folder (for tests). */
    public static List<Path> defaults(Map<String, String> env, String osName, String home) {
        List<Path> out = new ArrayList<>();
        String extra = env.get(ENV);
        if (extra != null) {
            for (String part : extra.split(File.pathSeparator)) if (!part.isBlank()) out.add(Path.of(part.strip()));
        }
        Path config = configFolder(env, osName, home);
        if (config != null) out.add(config);
        return out;
    }

    /** {@code varia/variants} in the platform's configuration folder, or null when there is no home. */
    static Path configFolder(Map<String, String> env, String osName, String home) {
        String xdg = env.get("XDG_CONFIG_HOME");
        if (xdg != null && !xdg.isBlank() && Path.of(xdg).isAbsolute()) return Path.of(xdg, "varia", "variants");
        String appData = env.get("APPDATA");
        if (osName.toLowerCase(Locale.ROOT).startsWith("windows") && appData != null && !appData.isBlank())
            return Path.of(appData, "varia", "variants");
        if (home == null || home.isBlank()) return null;
        return Path.of(home, ".config", "varia", "variants");
    }

    /** Is this a variant file name a folder offers ({@code my-game.yaml})? */
    static boolean isVariantFile(Path p) {
        String name = p.getFileName().toString();
        return name.matches("[A-Za-z0-9][A-Za-z0-9_.-]*\\.ya?ml") && Files.isRegularFile(p);
    }

    /**
     * The variant files of the folders, by key; a key found in an earlier folder hides a later one,
     * and a key taken by {@code taken} (the bundled variants) gets the prefix {@code local-}.
     */
    static Map<String, Entry> index(List<Path> folders, java.util.Set<String> taken) {
        Map<String, Entry> out = new LinkedHashMap<>();
        for (Path folder : folders) {
            if (!Files.isDirectory(folder)) continue;
            List<Path> files;
            try (Stream<Path> list = Files.list(folder)) {
                files = list.filter(VariantFolders::isVariantFile).sorted().limit(MAX_FILES).toList();
            } catch (IOException | RuntimeException e) {
                continue; // an unreadable folder offers nothing; 'list' names the folders it read
            }
            for (Path f : files) {
                String stem = VariantLoader.keyOf(f.getFileName().toString());
                String key = taken.contains(stem) ? "local-" + stem : stem;
                if (out.containsKey(key)) continue;
                out.put(key, new Entry(key, f, VariantLoader.peekAliases(peek(f))));
            }
        }
        return out;
    }

    /** The text of a file for its aliases: empty when it cannot be read or is too large. */
    private static String peek(Path f) {
        try (InputStream in = Files.newInputStream(f)) {
            byte[] bytes = in.readNBytes((int) MAX_PEEK_BYTES + 1);
            return bytes.length > MAX_PEEK_BYTES ? "" : new String(bytes, StandardCharsets.UTF_8);
        } catch (IOException | RuntimeException e) {
            return "";
        }
    }
}
