package varia.protocol;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.atomic.AtomicBoolean;
import varia.engine.GameResult;
import varia.engine.Position;
import varia.io.Printable;
import varia.search.Limits;
import varia.search.SearchResult;
import varia.search.Searcher;
import varia.search.StopSignal;
import varia.variant.Variant;
import varia.variant.VariantException;
import varia.variant.Variants;

/**
 * What UCI and USI share: the command loop (input read on a thread of its own, one bad command
 * answered with an {@code info string} and the session going on), the variant, searcher and
 * position, the common search options ({@link EngineOptions}), {@code setoption}'s
 * {@code name ... value ...}, and the search on its own thread ({@link SearchThread}) reporting
 * {@code info} lines and ending with {@code bestmove}. Each protocol supplies its commands, its
 * move notation and how it writes scores and the best move.
 */
abstract class EngineSession {
    private final BufferedReader in;
    private final PrintWriter out;
    private final String name;
    private final Set<String> urgent;
    protected final EngineOptions options;
    protected final SearchThread search = new SearchThread();
    /** The variant file given by path at the start, offered by name (null when the start variant is a registry's). */
    protected final FileVariant file;
    protected volatile CommandInput input;
    protected Variant variant;
    protected Searcher searcher;
    protected Position position;
    /** Moves given after the position in the last 'position' command: under free turns their parity says whose turn it is. */
    protected int positionPlies;
    /** Set to silence the running search's answer (a ponder search replaced at {@code ponderhit}). */
    private AtomicBoolean muted = new AtomicBoolean();

    /**
     * @param name   the protocol's name, for the input and search threads
     * @param urgent the first words of the commands that end a search at once (see {@link CommandInput})
     */
    EngineSession(BufferedReader in, PrintWriter out, Variant initial, EngineOptions options, String name, Set<String> urgent) {
        this.in = in;
        this.out = out;
        this.options = options;
        this.name = name;
        this.urgent = Set.copyOf(urgent);
        this.file = FileVariant.of(initial);
        setVariant(initial);
    }

    protected void setVariant(Variant v) {
        variant = v;
        searcher = options.searcher(v);
        position = Position.start(v);
        positionPlies = 0;
    }

    protected void send(String s) {
        synchronized (out) {
            out.println(s);
            out.flush();
            if (out.checkError() && input != null) input.end(); // nothing can be answered any more: the session ends, Main says why
        }
    }

    /** An {@code info string} line: how both protocols tell the GUI what went wrong. */
    protected void tell(String s) { send("info string " + s); }

    /**
     * Reads commands until {@code quit} or the end of the input. Commands run in order; those that
     * change the position or the searcher wait for a running search to finish, except that a
     * {@code stop} or {@code quit} (or the end of the input) waiting behind them ends it at once:
     * as UCI and USI ask, input is always read, even while the engine thinks.
     */
    public void run() throws IOException {
        CommandInput input = new CommandInput(in, urgent, "varia-" + name + "-input");
        this.input = input;
        CommandInput.Line l;
        while ((l = nextLine(input)) != null) {
            if (l.tooLong()) { tell(CommandInput.describe(l)); continue; }
            String cmd = l.text().strip();
            if (cmd.isEmpty()) continue;
            String[] t = cmd.split("\\s+");
            try {
                if (!command(t, cmd)) return;
            } catch (RuntimeException e) { // an engine fault on one command must not end the session
                tell("internal error on '" + Printable.shorten(cmd) + "': " + Printable.firstLine(String.valueOf(e.getMessage()))
                        + " (" + e.getClass().getSimpleName() + ")");
            }
        }
        search.stop();
    }

    /** Runs one command; false on quit. */
    protected abstract boolean command(String[] t, String cmd);

    private static CommandInput.Line nextLine(CommandInput input) {
        try {
            return input.next();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return null;
        }
    }

    /** Waits for a running search before a command that changes what it reads (see {@link SearchThread#await}). */
    protected void awaitSearch() { search.await(input); }

    /** {@code setoption name NAME [value VALUE]}: the shared options, else the protocol's own ({@link #option}). */
    protected void setOption(String cmd) {
        int n = cmd.indexOf(" name "), v = cmd.indexOf(" value ");
        if (n < 0) { tell("setoption needs 'name NAME [value VALUE]'"); return; }
        String optionName = (v > n ? cmd.substring(n + 6, v) : cmd.substring(n + 6)).strip();
        String value = v > 0 ? cmd.substring(v + 7).strip() : "";
        if (!options.set(optionName, value, searcher, this::tell) && !option(optionName, value))
            tell("unknown option " + Printable.shorten(optionName));
    }

    /** The variant's name as the GUI chose it (an alias may carry options of its own), and the VariantOptions over it. */
    private String variantName;
    private Map<String, String> variantOptions = Map.of();

    /** {@code UCI_Variant} / {@code USI_Variant}: a key, an alias, a path, or the start file's name; a name that fails changes nothing. */
    protected void selectVariant(String value) {
        try {
            Variant nv = FileVariant.resolve(file, value, Map.of());
            variantName = value;
            if (!variantOptions.isEmpty()) {
                tell("VariantOptions cleared for the new variant " + nv.key());
                variantOptions = Map.of();
            }
            if (!nv.key().equals(variant.key()) || !nv.options().equals(variant.options()) || !nv.origin().equals(variant.origin())) setVariant(nv);
        } catch (VariantException | RuntimeException e) { // a name the file system refuses (a NUL) is a RuntimeException
            tell(varia.record.VariantTag.looksLikePath(value)
                    ? "cannot load variant " + Printable.shorten(value) + ": " + Printable.firstLine(e.getMessage())
                    : "unknown variant " + Printable.shorten(value) + " (known: " + String.join(" ", FileVariant.offered(file)) + ")");
        }
    }

    /** {@code VariantOptions}: the variant file's option values ({@code werera=ten-moves}; {@code <empty>} for its defaults). */
    protected void selectOptions(String value) {
        try {
            Map<String, String> chosen = value.equals("<empty>") ? Map.of() : Variants.options(value);
            Variant nv = FileVariant.resolve(file, variantName != null ? variantName : variant.key(), chosen);
            variantOptions = chosen;
            setVariant(nv);
        } catch (RuntimeException | VariantException e) {
            tell("VariantOptions: " + Printable.firstLine(String.valueOf(e.getMessage())));
        }
    }

    /** A protocol's own option; false when it has none of that name. */
    protected abstract boolean option(String name, String value);

    /** A whole number in [min, max], or null after telling the GUI what was wrong with it. */
    protected Long number(String what, String text, long min, long max) {
        return EngineOptions.number(what, text, min, max, this::tell);
    }

    /** An iteration's {@code info} line. */
    protected abstract String infoLine(Position pos, int depth, int score, long nodes, long ms, int[] pv);

    /** The {@code bestmove} line for a finished search ({@code best} may be {@code Moves.NONE}; {@code pv} may be empty). */
    protected abstract String bestmoveLine(Position pos, int best, int[] pv);

    /**
     * Searches the current position on the search thread and answers with {@link #bestmoveLine};
     * with {@code untilStopped} (UCI's {@code go infinite}, USI's ponder) the answer waits for
     * {@code stop} even when the search ends sooner, as the protocols ask.
     */
    protected void startSearch(Limits limits, boolean untilStopped) {
        final Position pos = position;
        final Searcher s = searcher;
        final int colour = EngineSupport.colourToPlay(pos, positionPlies);
        final AtomicBoolean mute = new AtomicBoolean();
        muted = mute;
        // the protocols have no claims: the GUI decides; say which draw the rules offer here
        for (GameResult c : pos.claims()) tell("a draw may be claimed here (" + c.reason() + ")");
        search.start("varia-" + name + "-search", untilStopped, stop -> {
            int best;
            int[] pv = new int[0];
            try {
                SearchResult r = s.search(pos, limits, (d, score, n, ms, line) -> {
                    if (!mute.get()) send(infoLine(pos, d, score, n, ms, line));
                }, colour, stop);
                best = r.move();
                pv = r.pv();
            } catch (RuntimeException | StackOverflowError e) { // the GUI still gets its bestmove
                tell("internal error in the search: " + Printable.firstLine(String.valueOf(e.getMessage())) + " (" + e.getClass().getSimpleName() + ")");
                best = EngineSupport.anyLegalMove(pos);
            }
            if (untilStopped) awaitStop(stop);
            if (!mute.get()) send(bestmoveLine(pos, best, pv));
        });
    }

    /** Ends the running search without its answer (a ponder search that {@code ponderhit} replaces). */
    protected void abandonSearch() {
        muted.set(true);
        search.stop();
    }

    private static void awaitStop(StopSignal stop) {
        try {
            stop.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

}
