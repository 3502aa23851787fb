package varia.web;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * {@code varia serve} as a child JVM with a small heap (the attack suite's server): started with
 * the test's class path, {@code --port 0}, and the flags given; its port read from the line it
 * prints. Its heap after a full garbage collection is read with {@code jcmd} (the JDK's tool), so a
 * test can watch the server's memory the way an operator would.
 */
final class ServedProcess implements AutoCloseable {
    final Process process;
    final int port;
    private final Path log;

    private ServedProcess(Process process, int port, Path log) {
        this.process = process;
        this.port = port;
        this.log = log;
    }

    /** Starts {@code varia serve --port 0 ARGS} in a JVM with {@code -Xmx<heapMb>m}. */
    static ServedProcess start(int heapMb, String... args) throws IOException, InterruptedException {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        List<String> cmd = new ArrayList<>(List.of(java, "-Xmx" + heapMb + "m", "-Xss1m", "-XX:+ExitOnOutOfMemoryError",
                "-cp", System.getProperty("java.class.path"), "varia.cli.Main", "serve", "--port", "0"));
        cmd.addAll(List.of(args));
        Path log = Files.createTempFile("varia-serve-", ".log");
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true).redirectOutput(log.toFile()).start();
        Pattern serving = Pattern.compile("serving on http://[^:]+:(\\d+)/");
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (System.nanoTime() < deadline) {
            String out = Files.readString(log, StandardCharsets.UTF_8);
            Matcher m = serving.matcher(out);
            if (m.find()) return new ServedProcess(p, Integer.parseInt(m.group(1)), log);
            if (!p.isAlive()) throw new IllegalStateException("varia serve ended at start: " + out);
            Thread.sleep(50);
        }
        p.destroyForcibly();
        throw new IllegalStateException("varia serve did not start within 60 s: " + Files.readString(log));
    }

    boolean alive() { return process.isAlive(); }

    /** What the server printed so far. */
    String output() throws IOException { return Files.readString(log, StandardCharsets.UTF_8); }

    /** The heap in use after a full collection, in bytes (jcmd GC.run, then GC.heap_info). */
    long heapAfterGc() throws IOException, InterruptedException {
        jcmd("GC.run");
        String info = jcmd("GC.heap_info");
        Matcher m = Pattern.compile("used (\\d+)K").matcher(info);
        if (!m.find()) throw new IllegalStateException("jcmd GC.heap_info said: " + info);
        return Long.parseLong(m.group(1)) * 1024;
    }

    private String jcmd(String what) throws IOException, InterruptedException {
        String jcmd = Path.of(System.getProperty("java.home"), "bin", "jcmd").toString();
        Process p = new ProcessBuilder(jcmd, String.valueOf(process.pid()), what).redirectErrorStream(true).start();
        StringBuilder out = new StringBuilder();
        try (BufferedReader r = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
            for (String line; (line = r.readLine()) != null; ) out.append(line).append('\n');
        }
        if (!p.waitFor(60, TimeUnit.SECONDS)) p.destroyForcibly();
        return out.toString();
    }

    @Override
    public void close() throws IOException, InterruptedException {
        process.destroy();
        if (!process.waitFor(10, TimeUnit.SECONDS)) process.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
        Files.deleteIfExists(log);
    }
}
