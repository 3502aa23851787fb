package varia.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import varia.web.WebServer;

/** {@code varia serve [--port 8080] [--host 127.0.0.1] [--variants DIR]}: Varia in the browser (docs/web.md). */
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

    @Option(names = "--max-games", paramLabel = "N", description = "Live games kept at once; the least recently used is forgotten first (default 1000).")
    int maxGames = 1000;

    @Override
    public Integer call() throws Exception {
        if (port < 0 || port > 65535) throw new UserError("--port must be 0 to 65535");
        if (maxGames < 1) throw new UserError("--max-games must be at least 1");
        if (variants != null && !Files.isDirectory(variants)) throw new UserError("--variants " + variants + ": no such folder");
        if (variants == null) variants = varia.variant.VariantFolders.defaults().stream().filter(Files::isDirectory).findFirst().orElse(null);
        WebServer server;
        try {
            server = WebServer.start(new WebServer.Config(host, port, variants, maxGames, 120));
        } catch (RuntimeException e) {
            throw new UserError("cannot serve on " + host + ":" + port + ": " + rootMessage(e));
        }
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
