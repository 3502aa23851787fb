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

    static OutputDir local(Path dir) throws IOException {
        Files.createDirectories(dir);
        return new OutputDir() {
            @Override public Writer create(String name) throws IOException {
                return new BufferedWriter(Files.newBufferedWriter(dir.resolve(name), StandardCharsets.UTF_8), 1 << 16);
            }

            @Override public String show(String name) { return dir.resolve(name).toString(); }
        };
    }
}
