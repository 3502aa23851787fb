package varia.study;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/** Where a study writes its files: a local folder, or (from the Spark module) any Hadoop file system. */
public interface OutputDir {
    /** A new UTF-8 file of this name in the folder, replacing an old one. */
    Writer create(String name) throws IOException;

    /** What to show the user for a file of this name. */
    String show(String name);

    /**
     * A local folder, made when missing. Something there that is not a folder, or a file in it
     * that is not a regular file (a FIFO would block), is refused with what it is.
     */
    static OutputDir local(Path dir) throws IOException {
        if (Files.exists(dir) && !Files.isDirectory(dir))
            throw new varia.io.FileRefusedException(dir, "not a folder (" + kind(dir) + "); give a folder for the study's files");
        try {
            Files.createDirectories(dir);
        } catch (IOException e) {
            throw new varia.io.FileRefusedException(dir, "cannot make the folder: " + varia.io.Printable.firstLine(String.valueOf(e.getMessage())));
        }
        return new OutputDir() {
            @Override public Writer create(String name) throws IOException {
                Path file = dir.resolve(name);
                if (Files.exists(file, java.nio.file.LinkOption.NOFOLLOW_LINKS) && !Files.isRegularFile(file, java.nio.file.LinkOption.NOFOLLOW_LINKS))
                    throw new varia.io.FileRefusedException(file, "not a regular file (" + kind(file) + "); nothing written");
                return new BufferedWriter(Files.newBufferedWriter(file, StandardCharsets.UTF_8), 1 << 16);
            }

            @Override public String show(String name) { return dir.resolve(name).toString(); }
        };
    }

    private static String kind(Path p) {
        if (Files.isRegularFile(p)) return "a file";
        return varia.io.BoundedFiles.kindOfSpecial(p);
    }
}
