package varia.match;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import varia.engine.Ending;
import varia.engine.GameResult;
import varia.engine.Moves;
import varia.engine.Position;
import varia.oracle.FairyStockfish;
import varia.search.Limits;
import varia.search.SearchResult;
import varia.search.Searcher;
import varia.variant.Variant;
import varia.variant.Variants;

/**
 * Plays Varia against other players and records the results: Fairy-Stockfish over UCI (at a
 * chosen skill level), Fairy-Max over the XBoard protocol, or a seeded random mover.
 *
 * <p>The referee is Varia's own rules engine: every move of either side must be one of
 * {@code legalMoves} of the position (the opponent's text is checked with {@code parseUci});
 * an illegal or missing move loses the game and is recorded as such. A game ends by the rules
 * ({@link Position#result()}) or, after {@code maxPlies}, is adjudicated a draw and recorded as
 * "move limit" (never counted as ended by the rules). While turns are free (Senterej's werera)
 * the two players alternate, White's first, each told its colour: Varia searches for it, the
 * random mover picks among its own colour's moves (a UCI or XBoard opponent is asked as usual).
 *
 * <p>Command line (used by bench/match-vs-fairymax.sh and bench/match-vs-fairy-stockfish.sh):
 * {@code MatchRunner fairymax|fairy-stockfish|random VARIANT GAMES MOVETIME_MS|nodes:N [MAX_PLIES] [SKILL] [THREADS]}
 * (THREADS: Varia's search threads, 1 by default; Fairy-Stockfish keeps its default of one). A game
 * that reaches MAX_PLIES is a draw, or decided by points where the variant counts them (janggi).
 */
public final class MatchRunner {

    /** Anything that can choose a move: it gets the start FEN, the moves so far and the position. */
    public interface Player extends AutoCloseable {
        String name();
        void newGame(Variant v) throws IOException;
        /** The chosen move as text (coordinates), or null when the player has none. */
        String move(Variant v, String startFen, List<String> moves, Position pos) throws IOException;
        @Override default void close() throws IOException {}
        /** The colour this player moves next (told before {@link #move}; matters while turns are free). */
        default void colour(int c) {}
    }

    /** One finished game, from Varia's point of view. */
    public record GameRecord(String variant, String opponent, boolean variaWhite, GameResult result, int plies,
                             String illegal, List<String> moves, long variaNodes, long variaMs) {
        /** 1, 0.5 or 0 for Varia. */
        public double variaScore() {
            return switch (result.status()) {
                case WHITE_WINS -> variaWhite ? 1 : 0;
                case BLACK_WINS -> variaWhite ? 0 : 1;
                default -> 0.5;
            };
        }
        public boolean endedByRules() { return illegal == null && !result.reason().startsWith("move limit") && !result.reason().startsWith("adjudicated"); }
    }

    // ------------------------------------------------------------------ players

    /** Varia's searcher, in process. */
    public static final class VariaPlayer implements Player {
        private final Limits limits;
        private final int threads;
        private Searcher searcher;
        long nodes, ms;
        public VariaPlayer(Limits limits) { this(limits, 1); }
        /** @param threads the search's threads (1: reproducible under a node budget) */
        public VariaPlayer(Limits limits, int threads) { this.limits = limits; this.threads = threads; }
        @Override public String name() { return "Varia"; }
        @Override public void newGame(Variant v) {
            if (searcher == null || !searcher.variant().key().equals(v.key())) {
                searcher = new Searcher(v);
                searcher.setThreads(threads);
            } else searcher.newGame();
        }
        private int colour;
        @Override public void colour(int c) { colour = c; }
        @Override public String move(Variant v, String startFen, List<String> moves, Position pos) {
            SearchResult r = searcher.search(pos, limits, null, colour);
            nodes += r.nodes();
            ms += r.timeMs();
            return r.move() == Moves.NONE ? null : pos.moveToUci(r.move());
        }
    }

    /** Uniformly random legal moves from a seeded generator. */
    public static final class RandomPlayer implements Player {
        private final SplittableRandom rnd;
        public RandomPlayer(long seed) { rnd = new SplittableRandom(seed); }
        @Override public String name() { return "random"; }
        private int colour;
        @Override public void newGame(Variant v) {}
        @Override public void colour(int c) { colour = c; }
        @Override public String move(Variant v, String startFen, List<String> moves, Position pos) {
            int[] buf = new int[Moves.MAX_MOVES];
            int n = pos.legalMoves(buf);
            if (Searcher.freeTurns(pos)) { // free turns: a move of its own colour when it has one
                int k = 0;
                for (int i = 0; i < n; i++) if (pos.colourAt(Moves.from(buf[i])) == colour && Moves.kind(buf[i]) != 3) buf[k++] = buf[i];
                if (k > 0) n = k;
            }
            return n == 0 ? null : pos.moveToUci(buf[rnd.nextInt(n)]);
        }
    }

    /** A UCI engine in a child process (Fairy-Stockfish). */
    public static final class UciPlayer implements Player {
        private final Process proc;
        private final BufferedReader in;
        private final Writer out;
        private final String label;
        private final String go;
        private final String fsVariantName;

        public UciPlayer(Path binary, String label, long movetime, Map<String, String> options, String fsVariantName) throws IOException {
            this(List.of(binary.toString()), label, Budget.time(movetime), options, fsVariantName);
        }

        /** A UCI engine at a {@link Budget} a move: {@code go movetime N} or {@code go nodes N}. */
        public UciPlayer(Path binary, String label, Budget budget, Map<String, String> options, String fsVariantName) throws IOException {
            this(List.of(binary.toString()), label, budget, options, fsVariantName);
        }

        /** Any UCI engine started by {@code command} (another Varia build: {@code java -jar old.jar uci}). */
        public UciPlayer(List<String> command, String label, Budget budget, Map<String, String> options, String fsVariantName) throws IOException {
            this.label = label;
            this.go = budget.uciGo();
            this.fsVariantName = fsVariantName;
            proc = new ProcessBuilder(command).redirectErrorStream(true).start();
            in = new BufferedReader(new InputStreamReader(proc.getInputStream(), StandardCharsets.UTF_8));
            out = new OutputStreamWriter(proc.getOutputStream(), StandardCharsets.UTF_8);
            send("uci");
            waitFor("uciok");
            for (var e : options.entrySet()) send("setoption name " + e.getKey() + " value " + e.getValue());
        }

        private void send(String s) throws IOException { out.write(s + "\n"); out.flush(); }

        private String waitFor(String prefix) throws IOException {
            String line;
            while ((line = in.readLine()) != null) if (line.startsWith(prefix)) return line;
            throw new IOException(label + " exited");
        }

        @Override public String name() { return label; }

        @Override public void newGame(Variant v) throws IOException {
            send("setoption name UCI_Variant value " + (fsVariantName != null ? fsVariantName : v.key()));
            send("ucinewgame");
            send("isready");
            waitFor("readyok");
        }

        @Override public String move(Variant v, String startFen, List<String> moves, Position pos) throws IOException {
            send("position fen " + startFen + (moves.isEmpty() ? "" : " moves " + String.join(" ", moves)));
            send(go);
            String best = waitFor("bestmove").split("\\s+")[1];
            return best.equals("(none)") ? null : best;
        }

        @Override public void close() throws IOException {
            try { send("quit"); } catch (IOException ignored) { }
            try { if (!proc.waitFor(2, TimeUnit.SECONDS)) proc.destroy(); } catch (InterruptedException e) { proc.destroy(); }
        }
    }

    /** An XBoard (CECP) engine in a child process (Fairy-Max): fixed time per move with {@code st}. */
    public static final class XboardPlayer implements Player {
        private final Process proc;
        private final BufferedReader in;
        private final Writer out;
        private final String label;
        private final long movetime;
        private final Map<String, String> variantNames;
        private int sent;

        public XboardPlayer(String command, String label, long movetime, Map<String, String> variantNames) throws IOException {
            this.label = label;
            this.movetime = movetime;
            this.variantNames = variantNames;
            proc = new ProcessBuilder(command).redirectErrorStream(true).start();
            in = new BufferedReader(new InputStreamReader(proc.getInputStream(), StandardCharsets.UTF_8));
            out = new OutputStreamWriter(proc.getOutputStream(), StandardCharsets.UTF_8);
            send("xboard");
            send("protover 2");
            String line;
            while ((line = in.readLine()) != null && !line.contains("done=1")) { }
        }

        private void send(String s) throws IOException { out.write(s + "\n"); out.flush(); }

        @Override public String name() { return label; }

        @Override public void newGame(Variant v) throws IOException {
            send("new");
            String name = variantNames.getOrDefault(v.key(), v.key());
            if (!name.equals("normal")) send("variant " + name);
            // Fairy-Max claims a draw after 50 reversible moves by default: use the variant's n-move rule instead (200 when it has none)
            varia.rules.nmove.NMoveRule nm = v.rule(varia.rules.nmove.NMoveRule.KEY);
            send("option Claim draw after=" + (nm != null ? nm.moves() : 200));
            send("force");
            send("post");
            send("st " + Math.max(1, movetime / 1000));
            send("ping 1");
            String line;
            while ((line = in.readLine()) != null && !line.startsWith("pong")) { }
            sent = 0;
        }

        @Override public String move(Variant v, String startFen, List<String> moves, Position pos) throws IOException {
            for (; sent < moves.size(); sent++) send(moves.get(sent));
            send("go");
            String line;
            while ((line = in.readLine()) != null) {
                String l = line.strip();
                if (l.startsWith("move ")) { send("force"); sent++; return l.substring(5).strip(); }
                if (l.startsWith("resign")) { send("force"); return RESIGN; }
                if (l.matches("^(1-0|0-1|1/2-1/2) .*")) { send("force"); return CLAIM + l; }
                if (l.startsWith("Illegal move") || l.startsWith("Error")) throw new IOException(label + ": " + l);
            }
            throw new IOException(label + " exited");
        }

        @Override public void close() throws IOException {
            try { send("quit"); } catch (IOException ignored) { }
            try { if (!proc.waitFor(2, TimeUnit.SECONDS)) proc.destroy(); } catch (InterruptedException e) { proc.destroy(); }
        }
    }

    // ------------------------------------------------------------------ games

    /** What an opponent's {@code move} returns when it resigns, or claims a result (followed by the claim). */
    public static final String RESIGN = "resign", CLAIM = "claim:";

    /** Reads an opponent's move: exact coordinates, else the one legal move with the same squares (promotion letters differ between programs). */
    static int parseOpponentMove(Position pos, String text) {
        int m = pos.parseUci(text);
        if (m != Moves.NONE || text.length() < 4) return m;
        String squares = text.replaceFirst("^([a-z]\\d+[a-z]\\d+).*$", "$1");
        int[] buf = new int[Moves.MAX_MOVES];
        int n = pos.legalMoves(buf), found = Moves.NONE, count = 0;
        for (int i = 0; i < n; i++) {
            String u = pos.moveToUci(buf[i]);
            if (u.startsWith(squares) && u.length() > squares.length() && !Character.isDigit(u.charAt(squares.length()))) { found = buf[i]; count++; }
        }
        return count == 1 ? found : Moves.NONE;
    }

    public static GameRecord play(Variant v, Player white, Player black, boolean variaWhite, int maxPlies) throws IOException {
        return play(v, white, black, variaWhite, maxPlies, List.of());
    }

    /** A game from the start position after the {@code opening}'s moves (coordinates, from {@link Openings}), which both players are given. */
    public static GameRecord play(Variant v, Player white, Player black, boolean variaWhite, int maxPlies, List<String> opening) throws IOException {
        Position pos = Position.start(v);
        String startFen = pos.toFen();
        List<String> moves = new ArrayList<>();
        for (String text : opening) {
            int m = pos.parseUci(text);
            if (m == Moves.NONE) throw new IllegalArgumentException("opening move " + text + " is not legal in " + pos.toFen());
            moves.add(text);
            pos.make(m);
        }
        white.newGame(v);
        black.newGame(v);
        VariaPlayer varia = (VariaPlayer) (variaWhite ? white : black);
        long n0 = varia.nodes, t0 = varia.ms;
        int freeTurn = 0; // free turns (werera): the players alternate, White's first
        while (true) {
            GameResult r = pos.result();
            if (r.isOver()) return new GameRecord(v.key(), (variaWhite ? black : white).name(), variaWhite, r, moves.size(), null, moves, varia.nodes - n0, varia.ms - t0);
            if (moves.size() >= maxPlies) // a draw, or decided by points where the variant counts them (janggi)
                return new GameRecord(v.key(), (variaWhite ? black : white).name(), variaWhite,
                        pos.adjudicate(Ending.ADJUDICATION, "move limit " + maxPlies + " plies (adjudicated)"),
                        moves.size(), null, moves, varia.nodes - n0, varia.ms - t0);
            boolean free = Searcher.freeTurns(pos);
            int stm = free ? freeTurn : pos.sideToMove();
            if (free) freeTurn ^= 1;
            Player p = stm == 0 ? white : black;
            p.colour(stm);
            String text = p.move(v, startFen, moves, pos);
            String opp = (variaWhite ? black : white).name();
            if (RESIGN.equals(text))
                return new GameRecord(v.key(), opp, variaWhite, new GameResult(stm == 0 ? GameResult.Status.BLACK_WINS : GameResult.Status.WHITE_WINS,
                        "adjudicated: " + p.name() + " resigned"), moves.size(), null, moves, varia.nodes - n0, varia.ms - t0);
            if (text != null && text.startsWith(CLAIM))
                return new GameRecord(v.key(), opp, variaWhite, new GameResult(GameResult.Status.DRAW,
                        "adjudicated: " + p.name() + " claimed " + text.substring(CLAIM.length())), moves.size(), null, moves, varia.nodes - n0, varia.ms - t0);
            int m = text == null ? Moves.NONE : (p == varia ? pos.parseUci(text) : parseOpponentMove(pos, text));
            if (m == Moves.NONE) {
                GameResult loss = new GameResult(stm == 0 ? GameResult.Status.BLACK_WINS : GameResult.Status.WHITE_WINS,
                        p.name() + (text == null ? " gave no move" : " played an illegal move " + text));
                return new GameRecord(v.key(), (variaWhite ? black : white).name(), variaWhite, loss, moves.size(),
                        p.name() + ":" + text + " at " + pos.toFen(), moves, varia.nodes - n0, varia.ms - t0);
            }
            moves.add(pos.moveToUci(m));
            pos.make(m);
        }
    }

    /** Plays {@code games} games alternating colours (Varia White in the even ones). */
    public static List<GameRecord> match(Variant v, VariaPlayer varia, Player opponent, int games, int maxPlies) throws IOException {
        return match(v, varia, opponent, games, maxPlies, 0, 0);
    }

    /**
     * Plays {@code games} games alternating colours (Varia White in the even ones), each pair of
     * games from one opening of {@code openingPlies} random plies ({@link Openings}, seeded).
     */
    public static List<GameRecord> match(Variant v, VariaPlayer varia, Player opponent, int games, int maxPlies, int openingPlies, long seed) throws IOException {
        List<List<String>> book = Openings.book(v, (games + 1) / 2, openingPlies, seed);
        List<GameRecord> out = new ArrayList<>();
        for (int g = 0; g < games; g++) {
            boolean vw = g % 2 == 0;
            out.add(play(v, vw ? varia : opponent, vw ? opponent : varia, vw, maxPlies, book.get(g / 2)));
        }
        return out;
    }

    /** A results table: one row per game, then a total per variant and opponent. */
    public static String table(List<GameRecord> records) {
        StringBuilder sb = new StringBuilder();
        sb.append(String.format(Locale.ROOT, "%-10s %-22s %-6s %-8s %5s  %-40s %8s%n", "variant", "opponent", "Varia", "result", "plies", "reason", "Varia nps"));
        Map<String, double[]> totals = new LinkedHashMap<>();
        for (GameRecord r : records) {
            long nps = r.variaMs() > 0 ? r.variaNodes() * 1000 / r.variaMs() : 0;
            sb.append(String.format(Locale.ROOT, "%-10s %-22s %-6s %-8s %5d  %-40s %8d%n", r.variant(), r.opponent(),
                    r.variaWhite() ? "White" : "Black", r.result().pgn(), r.plies(), r.result().reason(), nps));
            double[] t = totals.computeIfAbsent(r.variant() + " vs " + r.opponent(), k -> new double[4]);
            double s = r.variaScore();
            t[s == 1 ? 0 : s == 0 ? 2 : 1]++;
            t[3] += s;
        }
        for (var e : totals.entrySet()) {
            double[] t = e.getValue();
            sb.append(e.getKey()).append(": ").append(summary((int) t[0], (int) t[1], (int) t[2])).append('\n');
        }
        return sb.toString();
    }

    /**
     * {@code Varia +W =D -L, score S/N (P%, 95% interval lo-hi%), Elo E [lo, hi]}: the score with
     * its 95% Wilson interval (the games' scores 1, ½, 0 taken as a proportion; unlike the normal
     * approximation it stays honest for a few games and at 0 or 100%: four wins of four give
     * 51-100%), and the Elo difference of the score and of the interval's ends (unbounded ends
     * written as such).
     */
    public static String summary(int wins, int draws, int losses) {
        int n = wins + draws + losses;
        if (n == 0) return "no games";
        double p = (wins + 0.5 * draws) / n;
        double[] w = wilson(p, n);
        return String.format(Locale.ROOT, "Varia +%d =%d -%d, score %.1f/%d (%.0f%%, 95%% interval %.0f-%.0f%%), Elo %s [%s, %s]", wins, draws, losses,
                wins + 0.5 * draws, n, 100 * p, 100 * w[0], 100 * w[1], elo(p), elo(w[0]), elo(w[1]));
    }

    /** The score of the games so far, as {@link #summary} writes it. */
    static String running(List<GameRecord> games) {
        int w = 0, d = 0, l = 0;
        for (GameRecord r : games) {
            double s = r.variaScore();
            if (s == 1) w++;
            else if (s == 0) l++;
            else d++;
        }
        return summary(w, d, l);
    }

    /** The 95% Wilson score interval of a proportion {@code p} over {@code n} trials. */
    static double[] wilson(double p, int n) {
        double z2 = 1.96 * 1.96, d = 1 + z2 / n;
        double centre = (p + z2 / (2 * n)) / d;
        double half = 1.96 * Math.sqrt(p * (1 - p) / n + z2 / (4.0 * n * n)) / d;
        return new double[] {Math.max(0, centre - half), Math.min(1, centre + half)};
    }

    private static double sq(double x) { return x * x; }

    /** The Elo difference that a score (0..1) means, as text; "-inf"/"+inf" at the ends. */
    static String elo(double score) {
        if (score <= 0) return "-inf";
        if (score >= 1) return "+inf";
        return String.format(Locale.ROOT, "%+.0f", -400 * Math.log10(1 / score - 1));
    }

    /**
     * {@code MatchRunner fairymax|fairy-stockfish|random|varia-jar:JAR VARIANT GAMES BUDGET [MAX_PLIES] [SKILL] [THREADS] [OPENING_PLIES] [SEED]}:
     * BUDGET is milliseconds a move, or {@code nodes:N} for N nodes a move ({@link Budget}: the
     * same games whatever the machine's load; Fairy-Max has no node limit); {@code varia-jar:JAR}
     * is another Varia build over UCI (the self-play ladder: this build against an older one, on
     * one thread with 16 MB of hash, as this one); OPENING_PLIES random plies (0 by default) open
     * each pair of games, colours swapped.
     */
    public static void main(String[] args) throws Exception {
        if (args.length < 4) {
            System.err.println("usage: MatchRunner fairymax|fairy-stockfish|random|varia-jar:JAR VARIANT GAMES MOVETIME_MS|nodes:N [MAX_PLIES] [SKILL] [THREADS] [OPENING_PLIES] [SEED]");
            System.exit(2);
        }
        Variant v = Variants.resolve(args[1]);
        int games = Integer.parseInt(args[2]);
        Budget budget;
        try {
            budget = Budget.parse(args[3]);
        } catch (IllegalArgumentException e) {
            System.err.println("error: " + e.getMessage());
            System.exit(2);
            return;
        }
        if (budget.nodeBudget() && args[0].equals("fairymax")) {
            System.err.println("error: Fairy-Max takes no node budget; give milliseconds");
            System.exit(2);
        }
        int maxPlies = args.length > 4 ? Integer.parseInt(args[4]) : 400;
        VariaPlayer varia = new VariaPlayer(budget.limits(), args.length > 6 ? Integer.parseInt(args[6]) : 1);
        int openingPlies = args.length > 7 ? Integer.parseInt(args[7]) : 0;
        long seed = args.length > 8 ? Long.parseLong(args[8]) : 1;
        Player opp = args[0].startsWith("varia-jar:")
                ? new UciPlayer(List.of("java", "-jar", args[0].substring("varia-jar:".length()), "uci"), "Varia " + Path.of(args[0].substring(10)).getFileName(),
                        budget, Map.of("Threads", "1", "Hash", "16"), v.key())
                : switch (args[0]) {
            case "fairymax" -> new XboardPlayer(System.getenv().getOrDefault("FAIRYMAX", "fairymax"), "Fairy-Max", budget.ms(), Map.of("chess", "normal"));
            case "fairy-stockfish" -> new UciPlayer(FairyStockfish.locate(), "Fairy-Stockfish skill " + (args.length > 5 ? args[5] : "0"), budget,
                    Map.of("Skill Level", args.length > 5 ? args[5] : "0"), null);
            case "random" -> new RandomPlayer(1);
            default -> throw new IllegalArgumentException("unknown opponent " + args[0]);
        };
        List<List<String>> book = Openings.book(v, (games + 1) / 2, openingPlies, seed);
        List<GameRecord> all = new ArrayList<>();
        try (opp) {
            for (int g = 0; g < games; g++) {
                boolean vw = g % 2 == 0;
                List<String> opening = book.get(g / 2);
                GameRecord r = play(v, vw ? varia : opp, vw ? opp : varia, vw, maxPlies, opening);
                all.add(r);
                System.out.printf(Locale.ROOT, "game %d: Varia %s, %s (%s), %d plies, Varia %d nodes/s%n", g + 1, vw ? "White" : "Black",
                        r.result().pgn(), r.result().reason(), r.plies(), r.variaMs() > 0 ? r.variaNodes() * 1000 / r.variaMs() : 0);
                System.out.println("  moves: " + (opening.isEmpty() ? "" : "(opening) ") + String.join(" ", r.moves()));
                System.out.flush();
                if (r.illegal() != null) System.out.println("  illegal: " + r.illegal());
                System.out.println("  so far: " + running(all)); // a match stopped early still has its score and interval
            }
        }
        System.out.print(table(all));
    }
}
