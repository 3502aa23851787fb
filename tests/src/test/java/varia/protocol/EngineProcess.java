package varia.protocol;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;

/**
 * An engine in a process of its own, driven line by line as a GUI drives it: Varia through its
 * real command line ({@code varia.cli.Main}) or another engine's binary. Waits have a limit only
 * a hang reaches; the process is ended (by its own handle) on close.
 */
final class EngineProcess implements AutoCloseable {
    private final Process process;
    private final Writer in;
    private final LinkedBlockingQueue<String> lines = new LinkedBlockingQueue<>();
    private final List<String> seen = new ArrayList<>();

    EngineProcess(List<String> command) throws IOException {
        process = new ProcessBuilder(command).redirectErrorStream(true).start();
        in = new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8);
        Thread reader = new Thread(() -> {
            try (BufferedReader r = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
                for (String l; (l = r.readLine()) != null; ) lines.add(l);
            } catch (IOException e) {
                // the process ended
            }
        }, "engine-process-output");
        reader.setDaemon(true);
        reader.start();
    }

    /** {@code varia ARGS...} in a fresh JVM on the test's class path. */
    static EngineProcess varia(String... args) throws IOException {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        List<String> cmd = new ArrayList<>(List.of(java, "-Xmx256m", "-cp", System.getProperty("java.class.path"), "varia.cli.Main"));
        cmd.addAll(List.of(args));
        return new EngineProcess(cmd);
    }

    void send(String line) throws IOException {
        in.write(line + "\n");
        in.flush();
    }

    /** The next line that matches, skipping others (all are kept for {@link #seen()}); fails after {@link ProtocolSession#HANG_MS}. */
    String await(Predicate<String> test, String what) throws InterruptedException {
        long end = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(ProtocolSession.HANG_MS);
        while (true) {
            String l = lines.poll(Math.max(1, end - System.nanoTime()), TimeUnit.NANOSECONDS);
            if (l == null) throw new AssertionError("no " + what + " within " + ProtocolSession.HANG_MS + " ms; output: " + seen);
            seen.add(l);
            if (test.test(l)) return l;
        }
    }

    List<String> seen() { return List.copyOf(seen); }

    @Override public void close() throws InterruptedException {
        try { send("quit"); } catch (IOException e) { /* already gone */ }
        if (!process.waitFor(10, TimeUnit.SECONDS)) process.destroyForcibly();
    }
}
