package varia.protocol;

import java.io.BufferedReader;
import java.io.PrintWriter;
import java.util.Locale;
import java.util.Set;
import varia.io.Printable;
import varia.engine.FenException;
import varia.engine.Moves;
import varia.engine.Position;
import varia.search.Searcher;
import varia.variant.Variant;

/**
 * The UCI protocol (as Fairy-Stockfish speaks it for variants): {@code uci}, {@code isready},
 * {@code setoption name UCI_Variant value X} (a bundled key or any alias, Fairy-Stockfish's names
 * among them, or the name of the variant file the engine was started with), {@code setoption
 * name VariantOptions value werera=ten-moves} (the variant file's options; reset by a new
 * UCI_Variant), the shared search options of {@link EngineOptions} ({@code Hash}, {@code
 * Threads}, {@code Skill Level}, {@code UCI_LimitStrength}, {@code UCI_Elo}), {@code ucinewgame},
 * {@code position startpos|fen FEN [moves ...]}, {@code go [depth N] [movetime MS] [nodes N]
 * [wtime/btime/winc/binc/movestogo] [infinite]}, {@code stop}, {@code quit}; and {@code d}
 * (prints the FEN) for debugging. The command loop and the search thread are
 * {@link EngineSession}'s; {@code bestmove} always names a legal move, or {@code (none)} when
 * the game is over.
 */
public final class UciEngine extends EngineSession {
    static final int MIN_HASH = EngineOptions.MIN_HASH, MAX_HASH = EngineOptions.MAX_HASH, MAX_THREADS = EngineOptions.MAX_THREADS;

    public UciEngine(BufferedReader in, PrintWriter out, Variant initial) { this(in, out, initial, 16); }

    /** @param hashMb the transposition table's size until the GUI sets the Hash option (1 to 1,024 MB) */
    public UciEngine(BufferedReader in, PrintWriter out, Variant initial, int hashMb) {
        super(in, out, initial, new EngineOptions("Hash", hashMb), "uci", Set.of("stop", "quit"));
    }

    @Override
    protected boolean command(String[] t, String cmd) {
        switch (t[0]) {
            case "uci" -> {
                send("id name Varia 0.1.0");
                send("id author the Varia authors");
                // bundled, then the variant folders, then the file the engine was started with
                StringBuilder combo = new StringBuilder("option name UCI_Variant type combo default " + variant.key());
                for (String k : FileVariant.offered(file)) combo.append(" var ").append(k);
                send(combo.toString());
                options.announce().forEach(this::send);
                send("option name VariantOptions type string default <empty>");
                send("uciok");
            }
            case "isready" -> send("readyok");
            case "setoption" -> { awaitSearch(); setOption(cmd); }
            case "ucinewgame" -> { awaitSearch(); searcher.newGame(); position = Position.start(variant); positionPlies = 0; }
            case "position" -> { awaitSearch(); position(t); }
            case "go" -> {
                awaitSearch();
                GoCommand go = GoCommand.parse(t, GoCommand.Dialect.UCI, this::tell);
                startSearch(go.limits(position.sideToMove()), go.infinite());
            }
            case "stop" -> search.stop();
            case "ponderhit" -> { }
            case "d" -> { awaitSearch(); send("Fen: " + position.toFen()); }
            case "quit" -> { search.stop(); return false; }
            default -> tell("unknown command: " + Printable.shorten(cmd));
        }
        return true;
    }

    @Override
    protected boolean option(String name, String value) {
        switch (name.toLowerCase(Locale.ROOT)) {
            case "uci_variant" -> selectVariant(value);
            case "variantoptions" -> selectOptions(value); // the variant file's options, e.g. "werera=ten-moves"
            default -> { return false; }
        }
        return true;
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
                tell("invalid FEN: " + Printable.firstLine(e.getMessage()));
                return;
            }
        } else {
            tell("position needs startpos or fen");
            return;
        }
        if (i < t.length && t[i].equals("moves")) {
            for (i++; i < t.length; i++) {
                int m = p.parseUci(t[i]);
                if (m == Moves.NONE) {
                    tell("illegal move " + Printable.shorten(t[i]) + " in " + p.toFen() + "; ignoring it and the rest");
                    break;
                }
                p.make(m);
            }
        }
        positionPlies = p.ply();
        position = p;
    }

    @Override
    protected String infoLine(Position pos, int d, int score, long n, long ms, int[] pv) {
        return String.format(Locale.ROOT, "info depth %d score %s nodes %d nps %d time %d pv %s", d, Searcher.uciScore(score), n,
                ms > 0 ? n * 1000 / ms : n * 1000, ms, String.join(" ", EngineSupport.pvToUci(pos, pv)));
    }

    @Override
    protected String bestmoveLine(Position pos, int best, int[] pv) {
        return "bestmove " + (best == Moves.NONE ? "(none)" : pos.moveToUci(best));
    }
}
