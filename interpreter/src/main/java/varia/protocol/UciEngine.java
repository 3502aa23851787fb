package varia.protocol;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import varia.io.Printable;
import varia.io.WholeNumber;
import varia.engine.FenException;
import varia.engine.Moves;
import varia.engine.Position;
import varia.search.Limits;
import varia.search.Searcher;
import varia.search.StopSignal;
import varia.variant.Variant;
import varia.variant.VariantException;
import varia.variant.Variants;

/**
 * The UCI protocol (as Fairy-Stockfish speaks it for variants): {@code uci}, {@code isready},
 * {@code setoption name UCI_Variant value X} (a bundled key or any alias, Fairy-Stockfish's names
 * among them), {@code setoption name VariantOptions value werera=ten-moves} (the variant file's
 * options; reset by a new UCI_Variant), {@code setoption name Hash value MB}, {@code ucinewgame},
 * {@code position startpos|fen FEN [moves ...]}, {@code go [depth N] [movetime MS] [nodes N]
 * [wtime/btime/winc/binc/movestogo] [infinite]}, {@code stop}, {@code quit}; and {@code d}
 * (prints the FEN) for debugging. The search runs in its own thread so {@code stop} works;
 * {@code bestmove} always names a legal move, or {@code (none)} when the game is over.
 */
public final class UciEngine {
    private final BufferedReader in;
    private final PrintWriter out;
    private Variant variant;
    private Searcher searcher;
    private Position position;
    /** Moves given after the FEN in the last 'position' command: under free turns their parity says whose turn it is. */
    private int positionPlies;
    private int hashMb = 16;
    private Thread thread;
    private StopSignal stop = new StopSignal();
    private boolean infinite;
    private CommandInput input;
    static final int MIN_HASH = 1, MAX_HASH = 1024;

    public UciEngine(BufferedReader in, PrintWriter out, Variant initial) { this(in, out, initial, 16); }

    /** @param hashMb the transposition table's size until the GUI sets the Hash option (1 to 1,024 MB) */
    public UciEngine(BufferedReader in, PrintWriter out, Variant initial, int hashMb) {
        this.in = in;
        this.out = out;
        this.hashMb = Math.max(MIN_HASH, Math.min(MAX_HASH, hashMb));
        setVariant(initial);
    }

    /** The UCI_Variant name as given (an alias may carry options of its own), and the VariantOptions over it. */
    private String variantName;
    private Map<String, String> variantOptions = Map.of();

    private void setVariant(Variant v) {
        variant = v;
        searcher = new Searcher(v, hashMb);
        position = Position.start(v);
    }

    private void send(String s) {
        synchronized (out) {
            out.println(s);
            out.flush();
        }
    }

    /**
     * Reads commands until {@code quit} or the end of the input. Commands run in order; those that
     * change the position or the searcher wait for a running search to finish, except that a
     * {@code stop} or {@code quit} (or the end of the input) waiting behind them ends it at once:
     * as UCI asks, input is always read, even while the engine thinks.
     */
    public void run() throws IOException {
        CommandInput input = new CommandInput(in, Set.of("stop", "quit"), "varia-uci-input");
        this.input = input;
        CommandInput.Line l;
        while ((l = nextLine(input)) != null) {
            if (l.tooLong()) { send("info string " + CommandInput.describe(l)); continue; }
            String cmd = l.text().strip();
            if (cmd.isEmpty()) continue;
            String[] t = cmd.split("\\s+");
            try {
                if (!command(t, cmd)) return;
            } catch (RuntimeException e) { // an engine fault on one command must not end the session
                send("info string internal error on '" + Printable.shorten(cmd) + "': " + Printable.firstLine(String.valueOf(e.getMessage()))
                        + " (" + e.getClass().getSimpleName() + ")");
            }
        }
        stopSearch();
    }

    /** Runs one command; false on quit. */
    private boolean command(String[] t, String cmd) {
        switch (t[0]) {
            case "uci" -> {
                send("id name Varia 0.1.0");
                send("id author the Varia authors");
                StringBuilder combo = new StringBuilder("option name UCI_Variant type combo default " + variant.key());
                for (String k : Variants.known()) combo.append(" var ").append(k); // bundled, then the variant folders
                send(combo.toString());
                send("option name Hash type spin default 16 min " + MIN_HASH + " max " + MAX_HASH);
                send("option name VariantOptions type string default <empty>");
                send("uciok");
            }
            case "isready" -> send("readyok");
            case "setoption" -> { waitForSearch(); setOption(cmd); }
            case "ucinewgame" -> { waitForSearch(); searcher.newGame(); position = Position.start(variant); }
            case "position" -> { waitForSearch(); position(t); }
            case "go" -> { waitForSearch(); go(t); }
            case "stop" -> stopSearch();
            case "ponderhit" -> { }
            case "d" -> { waitForSearch(); send("Fen: " + position.toFen()); }
            case "quit" -> { stopSearch(); return false; }
            default -> send("info string unknown command: " + Printable.shorten(cmd));
        }
        return true;
    }

    private static CommandInput.Line nextLine(CommandInput input) throws IOException {
        try {
            return input.next();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return null;
        }
    }

    private void setOption(String cmd) {
        int n = cmd.indexOf(" name "), v = cmd.indexOf(" value ");
        if (n < 0) { send("info string setoption needs 'name NAME [value VALUE]'"); return; }
        String name = (v > n ? cmd.substring(n + 6, v) : cmd.substring(n + 6)).strip();
        String value = v > 0 ? cmd.substring(v + 7).strip() : "";
        switch (name.toLowerCase(Locale.ROOT)) {
            case "uci_variant" -> {
                try {
                    Variant nv = Variants.resolve(value);
                    variantName = value;
                    if (!variantOptions.isEmpty()) {
                        send("info string VariantOptions cleared for the new variant " + nv.key());
                        variantOptions = Map.of();
                    }
                    if (!nv.key().equals(variant.key()) || !nv.options().equals(variant.options())) setVariant(nv);
                } catch (VariantException | RuntimeException e) { // a name the file system refuses (a NUL) is a RuntimeException
                    send(varia.record.VariantTag.looksLikePath(value)
                            ? "info string cannot load variant " + Printable.shorten(value) + ": " + Printable.firstLine(e.getMessage())
                            : "info string unknown variant " + Printable.shorten(value) + " (known: " + String.join(" ", Variants.known()) + ")");
                }
            }
            case "variantoptions" -> { // the variant file's options, e.g. "werera=ten-moves"
                try {
                    Map<String, String> chosen = value.equals("<empty>") ? Map.of() : Variants.options(value);
                    Variant nv = Variants.resolve(variantName != null ? variantName : variant.key(), chosen);
                    variantOptions = chosen;
                    setVariant(nv);
                } catch (RuntimeException | VariantException e) {
                    send("info string VariantOptions: " + Printable.firstLine(String.valueOf(e.getMessage())));
                }
            }
            case "hash" -> {
                Long mb = number("Hash (MB)", value, MIN_HASH, MAX_HASH);
                if (mb != null) {
                    hashMb = mb.intValue();
                    searcher.setHashMb(hashMb);
                }
            }
            default -> send("info string unknown option " + Printable.shorten(name));
        }
    }

    private void position(String[] t) {
        int i = 1;
        Position p;
        if (t.length > 1 && t[1].equals("startpos")) {
            p = Position.start(variant);
            i = 2;
        } else if (t.length > 1 && t[1].equals("fen")) {
            StringBuilder fen = new StringBuilder();
            for (i = 2; i < t.length && !t[i].equals("moves"); i++) fen.append(fen.length() == 0 ? "" : " ").append(t[i]);
            try {
                p = Position.fromFen(variant, fen.toString());
            } catch (FenException e) {
                send("info string invalid FEN: " + Printable.firstLine(e.getMessage()));
                return;
            }
        } else {
            send("info string position needs startpos or fen");
            return;
        }
        if (i < t.length && t[i].equals("moves")) {
            for (i++; i < t.length; i++) {
                int m = p.parseUci(t[i]);
                if (m == Moves.NONE) {
                    send("info string illegal move " + Printable.shorten(t[i]) + " in " + p.toFen() + "; ignoring it and the rest");
                    break;
                }
                p.make(m);
            }
        }
        positionPlies = p.ply();
        position = p;
    }

    private void go(String[] t) {
        int depth = Limits.MAX_DEPTH;
        long movetime = 0, wtime = -1, btime = -1, winc = 0, binc = 0, nodes = 0;
        int movestogo = 0;
        boolean inf = false;
        for (int i = 1; i < t.length; i++) {
            String k = t[i];
            boolean hasValue = i + 1 < t.length;
            String v = hasValue ? t[i + 1] : "";
            switch (k) {
                case "depth", "movetime", "wtime", "btime", "winc", "binc", "movestogo", "nodes", "mate" -> {
                    if (!hasValue) { send("info string go: " + k + " needs a value"); continue; }
                    i++;
                    Long n = number("go " + k, v, k.equals("depth") ? 1 : k.equals("movestogo") || k.equals("mate") ? 1 : 0,
                            k.equals("depth") || k.equals("mate") ? Limits.MAX_DEPTH : k.equals("movestogo") ? Integer.MAX_VALUE : Long.MAX_VALUE);
                    if (n == null) continue;
                    switch (k) {
                        case "depth" -> depth = n.intValue();
                        case "movetime" -> movetime = n;
                        case "wtime" -> wtime = n;
                        case "btime" -> btime = n;
                        case "winc" -> winc = n;
                        case "binc" -> binc = n;
                        case "movestogo" -> movestogo = n.intValue();
                        case "nodes" -> nodes = n;
                        default -> depth = (int) Math.min(Limits.MAX_DEPTH, 2 * n); // mate in n: n moves are 2n - 1 plies
                    }
                }
                case "infinite" -> inf = true;
                case "ponder", "searchmoves" -> send("info string go: '" + k + "' is not supported; ignored");
                default -> send("info string go: unknown word '" + Printable.shorten(k) + "' ignored");
            }
        }
        long myTime = position.sideToMove() == 0 ? wtime : btime, myInc = position.sideToMove() == 0 ? winc : binc;
        Limits limits;
        if (inf) limits = Limits.infinite();
        else if (movetime > 0) limits = Limits.moveTime(movetime);
        else if (myTime >= 0) limits = Limits.clock(myTime, myInc, movestogo);
        else if (nodes > 0) limits = Limits.nodes(nodes);
        else limits = Limits.infinite().withDepth(depth == Limits.MAX_DEPTH ? 8 : depth);
        if (depth != Limits.MAX_DEPTH) limits = limits.withDepth(depth);
        infinite = inf;
        StopSignal stop = new StopSignal();
        this.stop = stop;
        final Limits lim = limits;
        final Position pos = position;
        final Searcher s = searcher;
        final int colour = EngineSupport.colourToPlay(pos, positionPlies);
        final boolean waitForStop = inf;
        thread = new Thread(() -> {
            int best;
            try {
                best = s.search(pos, lim, (d, score, n, ms, pv) -> send(String.format(Locale.ROOT,
                        "info depth %d score %s nodes %d nps %d time %d pv %s", d, Searcher.uciScore(score), n,
                        ms > 0 ? n * 1000 / ms : n * 1000, ms, String.join(" ", EngineSupport.pvToUci(pos, pv)))), colour, stop).move();
            } catch (RuntimeException | StackOverflowError e) { // the GUI still gets its bestmove
                send("info string internal error in the search: " + Printable.firstLine(String.valueOf(e.getMessage())) + " (" + e.getClass().getSimpleName() + ")");
                best = EngineSupport.anyLegalMove(pos);
            }
            // "go infinite" must not answer before "stop"
            if (waitForStop) {
                try { stop.await(); } catch (InterruptedException e) { Thread.currentThread().interrupt(); }
            }
            send("bestmove " + (best == Moves.NONE ? "(none)" : pos.moveToUci(best)));
        }, "varia-uci-search");
        thread.setDaemon(true);
        thread.start();
    }

    /** A whole number in [min, max], or null after telling the GUI what was wrong with it. */
    private Long number(String what, String text, long min, long max) {
        try {
            return WholeNumber.parse(text, min, max, what);
        } catch (IllegalArgumentException e) {
            send("info string " + e.getMessage() + "; ignored");
            return null;
        }
    }

    private void stopSearch() {
        if (thread == null) return;
        stop.raise();
        join();
    }

    /** Waits for a running search: a finite one to its end (or until a stop, quit or the end of the input is waiting), an infinite one is stopped. */
    private void waitForSearch() {
        if (thread == null) return;
        if (infinite) stop.raise();
        input.awaitSearch(thread, stop);
        thread = null;
    }

    private void join() {
        if (thread == null) return;
        boolean interrupted = false;
        while (thread.isAlive()) {
            try {
                thread.join();
            } catch (InterruptedException e) {
                interrupted = true;
            }
        }
        if (interrupted) Thread.currentThread().interrupt();
        thread = null;
    }
}
