package varia.spark;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.LocalFileSystem;
import org.apache.hadoop.fs.Path;
import varia.study.OutputDir;

/** An output folder on any file system Spark writes to (local, HDFS, S3...): the driver's summary files go beside the rows. */
final class HadoopOutputDir implements OutputDir {
    private final FileSystem fs;
    private final Path dir;

    HadoopOutputDir(String dir, Configuration conf) throws IOException {
        this.dir = new Path(dir);
        FileSystem any = this.dir.getFileSystem(conf);
        // the local file system would add a .NAME.crc beside each file: write plain files there
        this.fs = any instanceof LocalFileSystem local ? local.getRawFileSystem() : any;
        fs.mkdirs(this.dir);
    }

    /**
     * Fails early, before Spark starts, with one sentence when the output folder cannot be
     * written (a read-only folder or file system, a file in the way): Spark would otherwise fail
     * at the end of the job, in its own words and with its stack traces.
     */
    static void checkWritable(String dir, Configuration conf) {
        Path p = new Path(dir);
        try {
            java.net.URI u = p.toUri();
            if (u.getScheme() == null || "file".equals(u.getScheme())) {
                java.nio.file.Path local = java.nio.file.Path.of(u.getScheme() == null ? dir : u.getPath()).toAbsolutePath();
                if (java.nio.file.Files.exists(local) && !java.nio.file.Files.isDirectory(local))
                    throw new IllegalArgumentException("--out " + dir + " is a file, not a folder");
                java.nio.file.Files.createDirectories(local);
                java.nio.file.Path probe = java.nio.file.Files.createTempFile(local, ".varia-write-check", "");
                java.nio.file.Files.delete(probe);
                return;
            }
            FileSystem fs = p.getFileSystem(conf);
            if (!fs.mkdirs(p)) throw new IOException("cannot create it");
        } catch (java.nio.file.AccessDeniedException e) {
            throw new IllegalArgumentException("cannot write the output folder " + dir + ": permission denied");
        } catch (java.nio.file.ReadOnlyFileSystemException e) {
            throw new IllegalArgumentException("cannot write the output folder " + dir + ": read-only file system");
        } catch (java.nio.file.FileSystemException e) {
            throw new IllegalArgumentException("cannot write the output folder " + dir + ": "
                    + (e.getReason() != null ? e.getReason() : e instanceof java.nio.file.NoSuchFileException ? "it cannot be created there" : "it cannot be created or written"));
        } catch (IOException | RuntimeException e) {
            if (e instanceof IllegalArgumentException iae) throw iae;
            throw new IllegalArgumentException("cannot write the output folder " + dir + ": " + varia.io.Printable.firstLine(String.valueOf(e.getMessage())));
        }
    }

    @Override public Writer create(String name) throws IOException {
        return new BufferedWriter(new OutputStreamWriter(fs.create(new Path(dir, name), true), StandardCharsets.UTF_8));
    }

    @Override public String show(String name) { return new Path(dir, name).toString(); }

    /** The path of an entry (a Spark output folder such as games.parquet). */
    String path(String name) { return new Path(dir, name).toString(); }
}
