package varia.protocol;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.Locale;
import java.util.Map;
import varia.engine.FenException;
import varia.engine.Moves;
import varia.engine.Position;
import varia.search.Limits;
import varia.search.SearchResult;
import varia.search.Searcher;
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
    private volatile boolean infinite, stopRequested;

    public UciEngine(BufferedReader in, PrintWriter out, Variant initial) {
        this.in = in;
        this.out = out;
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

    /** Reads commands until {@code quit} or the end of the input. */
    public void run() throws IOException {
        String line;
        while ((line = in.readLine()) != null) {
            String cmd = line.strip();
            if (cmd.isEmpty()) continue;
            String[] t = cmd.split("\\s+");
            switch (t[0]) {
                case "uci" -> {
                    send("id name Varia 0.1.0");
                    send("id author the Varia authors");
                    StringBuilder combo = new StringBuilder("option name UCI_Variant type combo default " + variant.key());
                    for (String k : Variants.known()) combo.append(" var ").append(k); // bundled, then the variant folders
                    send(combo.toString());
                    send("option name Hash type spin default 16 min 1 max 1024");
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
                case "quit" -> { stopSearch(); return; }
                default -> send("info string unknown command: " + cmd);
            }
        }
        stopSearch();
    }

    private void setOption(String cmd) {
        int n = cmd.indexOf(" name "), v = cmd.indexOf(" value ");
        if (n < 0) return;
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
                } catch (VariantException e) {
                    send("info string unknown variant " + value + " (known: " + String.join(" ", Variants.known()) + ")");
                }
            }
            case "variantoptions" -> { // the variant file's options, e.g. "werera=ten-moves"
                try {
                    Map<String, String> chosen = value.equals("<empty>") ? Map.of() : Variants.options(value);
                    Variant nv = Variants.resolve(variantName != null ? variantName : variant.key(), chosen);
                    variantOptions = chosen;
                    setVariant(nv);
                } catch (IllegalArgumentException | VariantException e) {
                    send("info string VariantOptions: " + e.getMessage().replace('\n', ' '));
                }
            }
            case "hash" -> {
                try {
                    hashMb = Math.max(1, Math.min(1024, Integer.parseInt(value)));
                    searcher.setHashMb(hashMb);
                } catch (NumberFormatException e) {
                    send("info string Hash must be a number: " + value);
                }
            }
            default -> send("info string unknown option " + name);
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
                send("info string invalid FEN: " + e.getMessage());
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
                    send("info string illegal move " + t[i] + " in " + p.toFen() + "; ignoring it and the rest");
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
            String v = i + 1 < t.length ? t[i + 1] : "0";
            try {
                switch (k) {
                    case "depth" -> { depth = Integer.parseInt(v); i++; }
                    case "movetime" -> { movetime = Long.parseLong(v); i++; }
                    case "wtime" -> { wtime = Long.parseLong(v); i++; }
                    case "btime" -> { btime = Long.parseLong(v); i++; }
                    case "winc" -> { winc = Long.parseLong(v); i++; }
                    case "binc" -> { binc = Long.parseLong(v); i++; }
                    case "movestogo" -> { movestogo = Integer.parseInt(v); i++; }
                    case "nodes" -> { nodes = Long.parseLong(v); i++; }
                    case "infinite" -> inf = true;
                    default -> { }
                }
            } catch (NumberFormatException e) {
                send("info string bad number after " + k + ": " + v);
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
        stopRequested = false;
        final Limits lim = limits;
        final Position pos = position;
        final Searcher s = searcher;
        final int colour = EngineSupport.colourToPlay(pos, positionPlies);
        thread = new Thread(() -> {
            SearchResult r = s.search(pos, lim, (d, score, n, ms, pv) -> send(String.format(Locale.ROOT,
                    "info depth %d score %s nodes %d nps %d time %d pv %s", d, Searcher.uciScore(score), n,
                    ms > 0 ? n * 1000 / ms : n * 1000, ms, String.join(" ", EngineSupport.pvToUci(pos, pv)))), colour);
            // "go infinite" must not answer before "stop"
            while (infinite && !stopRequested) {
                try { Thread.sleep(5); } catch (InterruptedException e) { break; }
            }
            send("bestmove " + (r.move() == Moves.NONE ? "(none)" : pos.moveToUci(r.move())));
        }, "varia-uci-search");
        thread.setDaemon(true);
        thread.start();
    }

    private void stopSearch() {
        stopRequested = true;
        if (thread != null) {
            searcher.stop();
            join();
        }
    }

    private void waitForSearch() {
        if (thread != null && infinite) stopSearch();
        join();
    }

    private void join() {
        if (thread == null) return;
        try {
            thread.join();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        thread = null;
    }
}
