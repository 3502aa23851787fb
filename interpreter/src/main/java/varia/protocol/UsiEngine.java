package varia.protocol;

import java.io.BufferedReader;
import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import varia.engine.FenException;
import varia.engine.GameResult;
import varia.engine.Moves;
import varia.engine.Position;
import varia.io.Printable;
import varia.search.Limits;
import varia.search.Searcher;
import varia.variant.Variant;

/**
 * The USI protocol, which shogi GUIs speak, for any variant (moves in {@link UsiNotation}'s
 * coordinates, positions as SFEN): {@code usi}, {@code isready}, {@code setoption} ({@code
 * USI_Hash}, {@code USI_Ponder}, {@code USI_Variant} (also read as {@code UCI_Variant}),
 * {@code VariantOptions}, and the shared {@code Threads}, {@code Skill Level},
 * {@code UCI_LimitStrength}, {@code UCI_Elo}), {@code usinewgame}, {@code position
 * startpos|sfen SFEN [moves ...]}, {@code go} with {@code btime wtime binc winc byoyomi movetime
 * nodes depth infinite ponder}, {@code stop}, {@code ponderhit}, {@code gameover}, {@code quit};
 * {@code d} prints the SFEN. {@code go mate} (a mate-only search) is answered {@code checkmate
 * notimplemented}, as USI lets an engine say.
 *
 * <p>{@code bestmove} names a legal move, {@code resign} when there is none (the game is lost or
 * over), or {@code win} when the variant's rules let the side to move declare a won entering-king
 * impasse; {@code ponder MOVE} follows when the principal variation has a reply. A command that
 * is wrong changes nothing and is answered with an {@code info string}.
 */
public final class UsiEngine extends EngineSession {
    private UsiNotation notation;
    /** The last {@code go}: {@code ponderhit} turns its ponder search into a timed one. */
    private GoCommand lastGo;

    public UsiEngine(BufferedReader in, PrintWriter out, Variant initial) { this(in, out, initial, 16); }

    /** @param hashMb the transposition table's size until the GUI sets USI_Hash (1 to 1,024 MB) */
    public UsiEngine(BufferedReader in, PrintWriter out, Variant initial, int hashMb) {
        super(in, out, initial, new EngineOptions("USI_Hash", hashMb), "usi", Set.of("stop", "quit", "gameover"));
    }

    @Override
    protected void setVariant(Variant v) {
        super.setVariant(v);
        notation = new UsiNotation(v);
    }

    @Override
    protected boolean command(String[] t, String cmd) {
        switch (t[0]) {
            case "usi" -> {
                send("id name Varia 0.1.0");
                send("id author the Varia authors");
                options.announce().forEach(this::send);
                send("option name USI_Ponder type check default false");
                StringBuilder combo = new StringBuilder("option name USI_Variant type combo default " + variant.key());
                for (String k : FileVariant.offered(file)) combo.append(" var ").append(k);
                send(combo.toString());
                send("option name VariantOptions type string default <empty>");
                send("usiok");
            }
            case "isready" -> send("readyok");
            case "setoption" -> { awaitSearch(); setOption(cmd); }
            case "usinewgame" -> { awaitSearch(); searcher.newGame(); position = Position.start(variant); positionPlies = 0; }
            case "position" -> { awaitSearch(); position(t); }
            case "go" -> { awaitSearch(); go(t); }
            case "stop" -> search.stop();
            case "ponderhit" -> ponderhit();
            case "gameover" -> {
                if (t.length != 2 || !List.of("win", "lose", "draw").contains(t[1])) tell("gameover needs win, lose or draw");
                abandonSearch(); // the game is over: no bestmove is wanted
                lastGo = null;
            }
            case "d" -> { awaitSearch(); send("sfen " + position.toSfen()); }
            case "quit" -> { search.stop(); return false; }
            default -> tell("unknown command: " + Printable.shorten(cmd));
        }
        return true;
    }

    @Override
    protected boolean option(String name, String value) {
        switch (name.toLowerCase(Locale.ROOT)) {
            case "usi_ponder" -> { // the GUI says whether it will ask for pondering; go ponder works either way
                String b = value.toLowerCase(Locale.ROOT);
                if (!b.equals("true") && !b.equals("false")) tell("USI_Ponder must be true or false, not " + Printable.shorten(value) + "; ignored");
            }
            case "usi_variant", "uci_variant" -> selectVariant(value); // Fairy-Stockfish calls it UCI_Variant in USI too
            case "variantoptions" -> selectOptions(value);
            default -> { return false; }
        }
        return true;
    }

    /** {@code position startpos|sfen BOARD SIDE HANDS [PLY] [moves ...]}: all of it, or (on any error) none of it. */
    private void position(String[] t) {
        int i;
        Position p;
        if (t.length > 1 && t[1].equals("startpos")) {
            p = Position.start(variant);
            i = 2;
        } else if (t.length > 1 && t[1].equals("sfen")) {
            StringBuilder sfen = new StringBuilder();
            for (i = 2; i < t.length && !t[i].equals("moves"); i++) sfen.append(sfen.length() == 0 ? "" : " ").append(t[i]);
            try {
                p = Position.fromSfen(variant, sfen.toString());
            } catch (FenException e) {
                tell("invalid SFEN for " + variant.key() + ": " + Printable.firstLine(e.getMessage()) + "; position unchanged");
                return;
            }
        } else {
            tell("position needs startpos or sfen; position unchanged");
            return;
        }
        if (i < t.length && !t[i].equals("moves")) {
            tell("position: expected 'moves', not '" + Printable.shorten(t[i]) + "'; position unchanged");
            return;
        }
        for (int k = i + 1, n = 1; k < t.length; k++, n++) {
            String coordinate = notation.fromUsi(t[k]);
            int m = coordinate == null ? Moves.NONE : p.parseUci(coordinate);
            if (m == Moves.NONE) {
                tell("position: move " + n + " '" + Printable.shorten(t[k]) + "' is "
                        + (coordinate == null ? "not a USI move on this " + variant.files() + "x" + variant.ranks() + " board" : "not legal in sfen " + p.toSfen())
                        + "; position unchanged");
                return;
            }
            p.make(m);
        }
        positionPlies = p.ply();
        position = p;
    }

    private void go(String[] t) {
        if (t.length > 1 && t[1].equals("mate")) { send("checkmate notimplemented"); return; }
        GoCommand go = GoCommand.parse(t, GoCommand.Dialect.USI, this::tell);
        lastGo = go;
        int colour = EngineSupport.colourToPlay(position, positionPlies);
        // a won declaration needs no search (the answer is 'win' whatever it finds)
        Limits limits = winningDeclaration(position) != Moves.NONE && !go.ponder() && !go.infinite() ? Limits.depth(1) : go.limits(colour);
        startSearch(limits, go.ponder() || go.infinite());
    }

    /** The opponent played the move pondered on: the ponder search gives way to one with the clock of the same {@code go}. */
    private void ponderhit() {
        if (lastGo == null || !lastGo.ponder() || !search.running()) { tell("ponderhit without a ponder search; ignored"); return; }
        abandonSearch(); // its work stays in the hash table
        GoCommand go = lastGo.pondered();
        lastGo = go;
        startSearch(go.limits(EngineSupport.colourToPlay(position, positionPlies)), go.infinite());
    }

    /** The entering-king declaration, when it is legal here and wins for the side that makes it; else {@code Moves.NONE}. */
    static int winningDeclaration(Position pos) {
        int[] buf = new int[Moves.MAX_MOVES];
        int n = pos.legalMoves(buf), mover = pos.sideToMove();
        for (int i = 0; i < n; i++) {
            if (Moves.kind(buf[i]) != Moves.KIND_DECLARE || Moves.actionId(buf[i]) != 0) continue;
            pos.make(buf[i]);
            GameResult r = pos.result();
            pos.unmake();
            if (r.status() == (mover == 0 ? GameResult.Status.WHITE_WINS : GameResult.Status.BLACK_WINS)) return buf[i];
        }
        return Moves.NONE;
    }

    private String usi(Position pos, int move) { return notation.toUsi(pos.moveToUci(move)); }

    @Override
    protected String infoLine(Position pos, int d, int score, long n, long ms, int[] pv) {
        return String.format(Locale.ROOT, "info depth %d score %s nodes %d nps %d time %d pv %s", d, usiScore(score), n,
                ms > 0 ? n * 1000 / ms : n * 1000, ms, String.join(" ", EngineSupport.pvToUci(pos, pv).stream().map(notation::toUsi).toList()));
    }

    /** USI writes mates in plies ({@code mate 3}, {@code mate -2} when being mated). */
    static String usiScore(int score) {
        if (score > Searcher.MATE_BOUND) return "mate " + (Searcher.MATE - score);
        if (score < -Searcher.MATE_BOUND) return "mate -" + (Searcher.MATE + score);
        return "cp " + score;
    }

    @Override
    protected String bestmoveLine(Position pos, int best, int[] pv) {
        int win = winningDeclaration(pos);
        if (win != Moves.NONE) return "bestmove win";
        if (best == Moves.NONE) return "bestmove resign";
        String line = "bestmove " + usi(pos, best);
        List<String> moves = pv.length > 1 && pv[0] == best ? EngineSupport.pvToUci(pos, pv) : List.of();
        return moves.size() > 1 ? line + " ponder " + notation.toUsi(moves.get(1)) : line;
    }
}
