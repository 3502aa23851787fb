package varia.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import varia.web.WebServer;

/**
 * {@code varia serve [--port 8080] [--host 127.0.0.1] [--variants DIR] [--max-games N] [--idle-minutes M]
 * [--game-memory MB] [--allow-host NAME]}: Varia in the browser (docs/web.md; its limits: docs/robustness.md).
 */
@Command(name = "serve", mixinStandardHelpOptions = true,
        description = {"Serves Varia in the browser: play, study, replay records, write variant files.",
                "Binds to 127.0.0.1 (this machine only) unless --host says otherwise."})
public final class ServeCommand implements Callable<Integer> {

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Option(names = "--port", paramLabel = "PORT", description = "TCP port (default 8080; 0 picks a free one).")
    int port = 8080;

    @Option(names = "--host", paramLabel = "ADDRESS", description = "Address to bind (default 127.0.0.1; 0.0.0.0 for every interface).")
    String host = "127.0.0.1";

    @Option(names = "--variants", paramLabel = "DIR", description = {"A folder of extra variant files (*.yaml), listed beside the bundled ones",
            "(default: the first existing of $VARIA_VARIANTS and ~/.config/varia/variants)."})
    Path variants;

    @Option(names = "--max-games", paramLabel = "N", description = {"Games in play kept at once, and as many finished ones (as records);",
            "the game idle longest is forgotten first to make room (default 1000)."})
    int maxGames = 1000;

    @Option(names = "--idle-minutes", paramLabel = "M", description = "A game untouched for M minutes is forgotten (default 120).")
    int idleMinutes = 120;

    @Option(names = "--game-memory", paramLabel = "MB", description = {"The games' memory at most, in MB; the game idle longest is forgotten first",
            "to stay within it (default: a quarter of the Java heap, -Xmx)."})
    int gameMemoryMb = 0;

    @Option(names = "--allow-host", paramLabel = "NAME", description = {"A name the server answers to besides its addresses, when not bound to",
            "127.0.0.1 (repeatable; requests naming another Host are refused)."})
    java.util.List<String> allowedHosts = new java.util.ArrayList<>();

    @Override
    public Integer call() throws Exception {
        if (port < 0 || port > 65535) throw new UserError("--port must be 0 to 65535");
        if (maxGames < 1 || maxGames > 1_000_000) throw new UserError("--max-games must be 1 to 1,000,000, not " + maxGames);
        if (idleMinutes < 1 || idleMinutes > 10_080) throw new UserError("--idle-minutes must be 1 to 10,080 (a week), not " + idleMinutes);
        long heapMb = Runtime.getRuntime().maxMemory() / 1024 / 1024;
        if (gameMemoryMb < 0 || gameMemoryMb > heapMb / 2) throw new UserError("--game-memory must be 1 to " + heapMb / 2
                + " MB (half of this Java's heap of " + heapMb + " MB; more with java -Xmx), or 0 for a quarter of the heap; not " + gameMemoryMb);
        for (String h : allowedHosts) if (!h.matches("[A-Za-z0-9.-]{1,253}"))
            throw new UserError("--allow-host '" + varia.io.Printable.shorten(h) + "' is not a host name");
        if (variants != null && !Files.isDirectory(variants)) throw new UserError("--variants " + variants + ": no such folder");
        if (variants == null) variants = varia.variant.VariantFolders.defaults().stream().filter(Files::isDirectory).findFirst().orElse(null);
        WebServer server;
        try {
            server = WebServer.start(new WebServer.Config(host, port, variants, maxGames, idleMinutes)
                    .games(maxGames, idleMinutes, gameMemoryMb).allowing(allowedHosts));
        } catch (RuntimeException e) {
            throw new UserError("cannot serve on " + host + ":" + port + ": " + rootMessage(e));
        }
        server.warmUp();
        String shown = host.contains(":") ? "[" + host + "]" : host;
        spec.commandLine().getOut().println("Varia is serving on http://" + shown + ":" + server.port() + "/  (Ctrl-C to stop)");
        spec.commandLine().getOut().flush();
        CountDownLatch done = new CountDownLatch(1);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> { server.stop(); done.countDown(); }));
        done.await();
        return 0;
    }

    private static String rootMessage(Throwable t) {
        while (t.getCause() != null) t = t.getCause();
        return t.getMessage() == null ? t.getClass().getSimpleName() : t.getMessage();
    }
}
