package varia.web;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;

/**
 * The files of the {@code --variants} folder that the server may read and show: only
 * {@code NAME.yaml} (or {@code .yml}) regular files directly in the folder, of at most
 * {@link #MAX_BYTES}; a symbolic link only when it ends at such a file inside the folder (a link
 * to {@code /etc/shadow} is not offered, listed or read). Files are opened by their real path
 * without following a link, so a file swapped for a link after the check is refused too. The
 * server's one door to the file system.
 */
final class FolderFiles {
    /** Largest variant file read from the folder (the loader's own limit). */
    static final long MAX_BYTES = 4L * varia.yaml.YamlSource.MAX_CODE_POINTS;
    static final int MAX_FILES = 200;

    private final Path folder;

    FolderFiles(Path folder) { this.folder = folder; }

    /** A file offered, with what identifies its content now (a changed file is read again). */
    record File(Path path, Path real, long modified, long size) {
        String stamp() { return real + "@" + modified + "@" + size; }
    }

    /**
     * The offered files by key: the file's stem, prefixed {@code local-} where {@code taken} says a
     * bundled game has it. At most {@link #MAX_FILES}, in name order.
     */
    Map<String, File> list(java.util.function.Predicate<String> taken) {
        Map<String, File> out = new TreeMap<>();
        if (folder == null) return out;
        Path root;
        try {
            root = folder.toRealPath();
        } catch (IOException e) {
            return out;
        }
        try (Stream<Path> files = Files.list(root)) {
            files.filter(p -> p.getFileName().toString().matches("[A-Za-z0-9_.-]+\\.ya?ml")).sorted().limit(MAX_FILES)
                    .forEach(p -> {
                        File f = offered(root, p);
                        if (f == null) return;
                        String stem = p.getFileName().toString().replaceFirst("\\.ya?ml$", "");
                        out.put(taken.test(stem) ? "local-" + stem : stem, f);
                    });
        } catch (IOException | java.io.UncheckedIOException e) {
            return out;
        }
        return out;
    }

    /** The file when it is offered: a regular file in the folder, or a link to one, within the size limit. */
    private static File offered(Path root, Path p) {
        try {
            Path real = p.toRealPath();
            if (!root.equals(real.getParent())) return null; // a link that leaves the folder (or into a subfolder)
            BasicFileAttributes a = Files.readAttributes(real, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
            if (!a.isRegularFile() || a.size() > MAX_BYTES) return null;
            return new File(p, real, a.lastModifiedTime().toMillis(), a.size());
        } catch (IOException | SecurityException e) {
            return null;
        }
    }

    /** The file's text (UTF-8), read by its real path without following a link, at most {@link #MAX_BYTES}. */
    static String read(File f) throws IOException {
        try (InputStream in = Files.newInputStream(f.real(), StandardOpenOption.READ, LinkOption.NOFOLLOW_LINKS)) {
            byte[] bytes = in.readNBytes((int) MAX_BYTES + 1);
            if (bytes.length > MAX_BYTES) throw new IOException("larger than " + MAX_BYTES + " bytes, the limit for a variant file");
            return new String(bytes, StandardCharsets.UTF_8);
        }
    }
}
