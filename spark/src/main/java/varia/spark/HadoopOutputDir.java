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

    @Override public Writer create(String name) throws IOException {
        return new BufferedWriter(new OutputStreamWriter(fs.create(new Path(dir, name), true), StandardCharsets.UTF_8));
    }

    @Override public String show(String name) { return new Path(dir, name).toString(); }

    /** The path of an entry (a Spark output folder such as games.parquet). */
    String path(String name) { return new Path(dir, name).toString(); }
}
