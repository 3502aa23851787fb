package varia.protocol;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import varia.io.Printable;
import varia.io.WholeNumber;
import varia.engine.FenException;
import varia.engine.GameResult;
import varia.engine.Moves;
import varia.engine.Position;
import varia.search.Limits;
import varia.search.Searcher;
import varia.search.StopSignal;
import varia.search.Strength;
import varia.variant.Variant;
import varia.variant.VariantException;
import varia.variant.Variants;

/**
 * XBoard / CECP protocol version 2. Commands: {@code xboard}, {@code protover}, {@code new},
 * {@code variant}, {@code force}, {@code go}, {@code playother}, {@code usermove} (and bare
 * moves), {@code setboard}, {@code time}, {@code otim}, {@code level}, {@code st}, {@code sd},
 * {@code undo}, {@code remove}, {@code result}, {@code ?}, {@code ping}, {@code post},
 * {@code nopost}, {@code cores} (search threads; all cores until told), {@code memory} (the hash
 * table's MB), {@code option Skill Level=N} (0-20, 20 = full strength; announced with
 * {@code feature option}), {@code quit}; others are answered with {@code Error (unknown command)} or
 * ignored when they only concern GUIs (accepted, rejected, hard, easy, random, computer, name, rating).
 *
 * <p>On {@code variant} (and at {@code new}) the engine sends {@code setup (PIECETOCHAR) ...} and
 * one {@code piece} line per piece (see {@link XboardPieces}), so XBoard can draw and check the
 * variant's pieces. Moves are coordinates as XBoard writes them: like UCI, except that on a board
 * with 10 ranks XBoard counts ranks from 0 (a0..i9).
 */
public final class XboardEngine {
    /** XBoard's names for variants whose key differs. */
    static final Map<String, String> XBOARD_NAMES = Map.of("chess", "normal");

    private final BufferedReader in;
    private final PrintWriter out;
    private Variant variant;
    private Searcher searcher;
    private Position position;
    private final List<Integer> history = new ArrayList<>();
    private String startFen;
    private boolean force, post = true;
    private int engineSide = 1;
    private long timeCs = -1, incMs = 0, stMs = 0;
    private int sd = Limits.MAX_DEPTH, mps = 0;
    private Thread thread;
    private StopSignal stop = new StopSignal();
    private int hashMb;
    private int threads = Searcher.availableCores(), skill = Strength.MAX_LEVEL;
    private volatile boolean discard;
    private volatile CommandInput input;
    /** The variant file given by path at the start: offered in 'feature variants' and selected by its name (null for a registry's variant). */
    private final FileVariant file;

    public XboardEngine(BufferedReader in, PrintWriter out, Variant initial) { this(in, out, initial, 16); }

    /** @param hashMb the transposition table's size in MB (at least 1) */
    public XboardEngine(BufferedReader in, PrintWriter out, Variant initial, int hashMb) {
        this.in = in;
        this.out = out;
        this.hashMb = Math.max(1, hashMb);
        variant = initial;
        file = FileVariant.of(initial);
        searcher = newSearcher(initial);
        reset(Position.start(initial));
    }

    /** A searcher for the variant with the threads and skill level set so far. */
    private Searcher newSearcher(Variant v) {
        Searcher s = new Searcher(v, hashMb);
        s.setThreads(threads);
        s.setStrength(Strength.level(skill));
        return s;
    }

    private void reset(Position p) {
        position = p;
        startFen = p.toFen();
        history.clear();
    }

    private void send(String s) {
        synchronized (out) {
            out.println(s);
            out.flush();
            if (out.checkError() && input != null) input.end(); // nothing can be answered any more: the session ends, Main says why
        }
    }

    static String xboardName(Variant v) { return XBOARD_NAMES.getOrDefault(v.key(), v.key()); }

    /** XBoard's coordinates differ from UCI's only on boards with 10 ranks (ranks 0..9). */
    String toXboard(String uci) {
        if (variant.ranks() != 10) return uci;
        return RANK.matcher(uci).replaceAll(m -> m.group(1) + (Integer.parseInt(m.group(2)) - 1));
    }

    String fromXboard(String xb) {
        if (variant.ranks() != 10) return xb;
        return RANK.matcher(xb).replaceAll(m -> m.group(1) + (Integer.parseInt(m.group(2)) + 1));
    }

    private static final java.util.regex.Pattern RANK = java.util.regex.Pattern.compile("([a-z])(\\d{1,3})(?!\\d)");

    /**
     * Reads commands until {@code quit} or the end of the input. A command that must wait for the
     * engine's move ({@code ping}) waits, unless {@code ?}, {@code force}, {@code quit} or the end
     * of the input is already waiting behind it: then the search stops at once (input is always
     * read, even while the engine thinks).
     */
    public void run() throws IOException {
        CommandInput input = new CommandInput(in, Set.of("?", "force", "quit", "new", "result"), "varia-xboard-input");
        this.input = input;
        CommandInput.Line l;
        while ((l = nextLine(input)) != null) {
            if (l.tooLong()) { send("Error (" + CommandInput.describe(l) + "): " + Printable.shorten(l.text())); continue; }
            String cmd = l.text().strip();
            if (cmd.isEmpty()) continue;
            String[] t = cmd.split("\\s+");
            String arg = t.length > 1 ? cmd.substring(cmd.indexOf(t[1], t[0].length())).strip() : "";
            try {
                if (!dispatch(t, arg, cmd)) return;
            } catch (RuntimeException e) { // an engine fault on one command must not end the session
                send("Error (internal error: " + Printable.firstLine(String.valueOf(e.getMessage())) + " (" + e.getClass().getSimpleName() + ")): "
                        + Printable.shorten(cmd));
            }
        }
        abandon();
    }

    /** Runs one command; false on quit. */
    private boolean dispatch(String[] t, String arg, String cmd) {
        switch (t[0]) {
            case "xboard", "accepted", "rejected", "hard", "easy", "random", "computer", "name", "rating", "ics", "draw" -> { }
            case "cores" -> { awaitMove(); Long n = number("cores", arg, 1, 512); if (n != null) { threads = n.intValue(); searcher.setThreads(threads); } }
            case "memory" -> { // the engine's whole allowance: the hash table takes it, up to 1,024 MB
                awaitMove();
                Long mb = number("memory (MB)", arg, 1, Long.MAX_VALUE);
                if (mb != null) { hashMb = (int) Math.min(mb, 1024); searcher.setHashMb(hashMb); }
            }
            case "option" -> { awaitMove(); option(arg); }
            case "protover" -> features();
            case "ping" -> { awaitMove(); send("pong " + Printable.shorten(arg)); }
            case "post" -> post = true;
            case "nopost" -> post = false;
            case "time" -> { Long cs = number("time (centiseconds)", arg, 0, Long.MAX_VALUE / 10); if (cs != null) timeCs = cs; }
            case "otim" -> { }
            case "level" -> level(t);
            case "st" -> { Long ms = seconds("st", arg); if (ms != null) stMs = ms; }
            case "sd" -> { Long d = number("sd", arg, 1, Limits.MAX_DEPTH); if (d != null) sd = d.intValue(); }
            case "?" -> { if (thread != null) stop.raise(); }
            case "quit" -> { abandon(); return false; }
            default -> {
                abandon();
                command(t, arg, cmd);
            }
        }
        return true;
    }

    private static CommandInput.Line nextLine(CommandInput input) {
        try {
            return input.next();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return null;
        }
    }

    /** A whole number in [min, max], or null after an {@code Error} line saying what was wrong with it. */
    private Long number(String what, String text, long min, long max) {
        try {
            return WholeNumber.parse(text, min, max, what);
        } catch (IllegalArgumentException e) {
            send("Error (" + e.getMessage() + "): " + what);
            return null;
        }
    }

    /** Seconds, possibly with a fraction ({@code st 2.5}), as milliseconds; null after an {@code Error} line. */
    private Long seconds(String what, String text) {
        String t = text.strip();
        if (t.matches("\\d{1,12}(\\.\\d{1,9})?")) {
            double s = Double.parseDouble(t);
            if (s > 0 || what.equals("level")) return Math.round(s * 1000);
        }
        send("Error (" + what + " must be a number of seconds from 0.001 to 999,999,999,999, not '" + Printable.shorten(t) + "'): " + what);
        return null;
    }

    private void command(String[] t, String arg, String cmd) {
        switch (t[0]) {
            case "new" -> {
                try {
                    variant = Variants.resolve("chess");
                } catch (VariantException e) {
                    throw new IllegalStateException(e);
                }
                searcher = newSearcher(variant);
                reset(Position.start(variant));
                force = false;
                engineSide = 1;
                sd = Limits.MAX_DEPTH;
                stMs = 0;
            }
            case "variant" -> {
                Variant v = lookup(arg);
                if (v == null) return;
                variant = v;
                searcher = newSearcher(v);
                reset(Position.start(v));
                describeVariant();
            }
            case "force" -> force = true;
            case "go" -> { force = false; engineSide = position.sideToMove(); think(); }
            case "playother" -> { force = false; engineSide = position.sideToMove() ^ 1; }
            case "white" -> { engineSide = 1; }
            case "black" -> { engineSide = 0; }
            case "setboard" -> {
                try {
                    reset(Position.fromFen(variant, arg));
                } catch (FenException e) {
                    send("tellusererror Illegal position: " + Printable.firstLine(e.getMessage()));
                }
            }
            case "undo" -> undo(1);
            case "remove" -> undo(2);
            case "result" -> force = true;
            case "usermove" -> userMove(arg);
            case "analyze", "exit", "edit", "bk", "hint", "pause", "resume" -> send("Error (command not implemented): " + Printable.shorten(cmd));
            default -> {
                if (t.length == 1 && t[0].matches("[a-z]\\d+[a-z]\\d+[a-z+]?|[A-Z]@[a-z]\\d+")) userMove(t[0]);
                else send("Error (unknown command): " + Printable.shorten(cmd));
            }
        }
    }

    /** The variant XBoard names (its own names first), or null after an {@code Error} line. */
    private Variant lookup(String name) {
        if (file != null && file.names(name)) return file.variant();
        for (String k : Variants.known()) {
            try {
                Variant v = Variants.resolve(k);
                if (xboardName(v).equalsIgnoreCase(name)) return v;
            } catch (VariantException e) {
                // a broken bundled file is reported by 'varia check'
            }
        }
        try {
            return Variants.resolve(name);
        } catch (VariantException | RuntimeException e) { // a name the file system refuses (a NUL) is a RuntimeException
            send(varia.record.VariantTag.looksLikePath(name)
                    ? "Error (cannot load variant: " + Printable.firstLine(e.getMessage()) + "): variant " + Printable.shorten(name)
                    : "Error (unknown variant): " + Printable.shorten(name));
            return null;
        }
    }

    private void features() {
        List<String> names = new ArrayList<>();
        for (String k : Variants.known()) { // the bundled variants and those of the variant folders
            try { names.add(xboardName(Variants.resolve(k))); } catch (VariantException e) { /* skipped */ }
        }
        // a file given by path: XBoard learns its board and pieces from 'setup' and 'piece' once it sends 'variant NAME'
        if (file != null && names.stream().noneMatch(file::names)) names.add(file.name());
        send("feature done=0");
        send("feature myname=\"Varia 0.1.0\" variants=\"" + String.join(",", names) + "\" setboard=1 usermove=1 ping=1 "
                + "sigint=0 sigterm=0 colors=0 analyze=0 reuse=1 time=1 draw=0 pause=0 nps=0 debug=1 memory=1 smp=1 exclude=0");
        send("feature option=\"Skill Level -spin " + skill + " " + Strength.MIN_LEVEL + " " + Strength.MAX_LEVEL + "\"");
        send("feature done=1");
    }

    /** {@code option NAME=VALUE}: the options announced in {@link #features()}. */
    private void option(String arg) {
        int eq = arg.indexOf('=');
        String name = (eq < 0 ? arg : arg.substring(0, eq)).strip();
        if (!name.equalsIgnoreCase("Skill Level")) { send("Error (unknown option): " + Printable.shorten(name)); return; }
        if (eq < 0) { send("Error (option Skill Level needs a value, e.g. option Skill Level=5): option"); return; }
        Long n = number("Skill Level", arg.substring(eq + 1).strip(), Strength.MIN_LEVEL, Strength.MAX_LEVEL);
        if (n == null) return;
        skill = n.intValue();
        searcher.setStrength(Strength.level(skill));
    }

    private void describeVariant() {
        Position start = Position.start(variant);
        boolean known = List.of("normal", "shatranj", "makruk", "xiangqi", "shogi", "courier", "capablanca").contains(xboardName(variant));
        String size = known ? "" : XboardPieces.boardSpec(variant) + " ";
        send("setup (" + XboardPieces.pieceToChar(variant) + ") " + size + start.toFen());
        for (String p : XboardPieces.pieceCommands(variant)) send(p);
    }

    private void level(String[] t) {
        // level MPS BASE INC: BASE is minutes or min:sec (the clock itself comes with 'time'), INC seconds
        if (t.length != 4) { send("Error (level needs MPS BASE INC, e.g. level 40 5 0): " + Printable.shorten(String.join(" ", t))); return; }
        Long moves = number("level MPS", t[1], 0, 1_000_000);
        if (moves == null) return;
        if (!t[2].matches("\\d{1,9}(:\\d{1,2})?(\\.\\d{1,9})?")) {
            send("Error (level BASE must be minutes or minutes:seconds, not '" + Printable.shorten(t[2]) + "'): level");
            return;
        }
        Long inc = seconds("level", t[3]);
        if (inc == null) return;
        mps = moves.intValue();
        incMs = inc;
    }

    private void undo(int n) {
        for (int i = 0; i < n && !history.isEmpty(); i++) {
            position.unmake();
            history.remove(history.size() - 1);
        }
    }

    private void userMove(String text) {
        int m = position.parseUci(fromXboard(text));
        if (m == Moves.NONE) { send("Illegal move: " + Printable.shorten(text)); return; }
        position.make(m);
        history.add(m);
        if (reportEnd()) return;
        if (!force && position.sideToMove() == engineSide) think();
    }

    /** Sends the result when the game is over; true if it is. */
    private boolean reportEnd() {
        GameResult r = position.result();
        if (!r.isOver()) return false;
        String who = switch (r.status()) {
            case WHITE_WINS -> "White wins";
            case BLACK_WINS -> "Black wins";
            default -> "Draw";
        };
        send(r.pgn() + " {" + who + " by " + r.reason() + "}");
        force = true;
        return true;
    }

    private void think() {
        if (reportEnd()) return;
        Limits limits;
        if (stMs > 0) limits = Limits.moveTime(stMs);
        else if (timeCs >= 0) {
            int mtg = mps > 0 ? mps - (history.size() / 2) % mps : 0;
            limits = Limits.clock(timeCs * 10, incMs, mtg);
        } else limits = Limits.moveTime(1000);
        if (sd < Limits.MAX_DEPTH) limits = limits.withDepth(sd);
        final Limits lim = limits;
        final Position pos = position;
        final Searcher s = searcher;
        final int colour = EngineSupport.colourToPlay(pos, history.size());
        discard = false;
        StopSignal signal = new StopSignal();
        stop = signal;
        thread = new Thread(() -> {
            int best, score = 0;
            try {
                varia.search.SearchResult res = s.search(pos, lim, (d, sc, n, ms, pv) -> {
                    if (post) send(String.format(Locale.ROOT, "%d %d %d %d %s", d, xbScore(sc), ms / 10, n,
                            String.join(" ", EngineSupport.pvToUci(pos, pv).stream().map(this::toXboard).toList())));
                }, colour, signal);
                best = res.move();
                score = res.score();
            } catch (RuntimeException | StackOverflowError e) { // XBoard still gets a move
                send("telluser internal error in the search: " + Printable.firstLine(String.valueOf(e.getMessage())));
                best = EngineSupport.anyLegalMove(pos);
            }
            if (discard || best == Moves.NONE) return;
            synchronized (this) {
                // a draw the rules let a player claim (repetition, the n-move rule, a count): the engine
                // claims it, as CECP lets an engine claim a result, when playing on is no better
                if (score <= 0 && claim(pos)) return;
                send("move " + toXboard(pos.moveToUci(best)));
                pos.make(best);
                history.add(best);
                if (!reportEnd() && score <= 0) claim(pos);
            }
        }, "varia-xboard-search");
        thread.setDaemon(true);
        thread.start();
    }

    /** Claims the first result the rules offer in this position ({@code 1/2-1/2 {3-fold repetition}}); false when there is none. */
    private boolean claim(Position pos) {
        List<GameResult> claims = pos.claims();
        if (claims.isEmpty()) return false;
        GameResult c = claims.get(0);
        send(c.pgn() + " {" + (c.status() == GameResult.Status.DRAW ? "Draw by " : "Claim: ") + c.reason() + "}");
        force = true;
        return true;
    }

    /** XBoard's mate convention: 100000 + moves to mate. */
    private static int xbScore(int score) {
        if (score > Searcher.MATE_BOUND) return 100000 + (Searcher.MATE - score + 1) / 2;
        if (score < -Searcher.MATE_BOUND) return -100000 - (Searcher.MATE + score + 1) / 2;
        return score;
    }

    /** Ends a running search without playing its move. */
    private void abandon() {
        if (thread == null) return;
        discard = true;
        stop.raise();
        awaitMove();
    }

    /** Waits for the running search and its move; stops it at once when a command that ends searches, or the end of the input, is waiting. */
    private void awaitMove() {
        if (thread == null) return;
        input.awaitSearch(thread, stop);
        thread = null;
    }
}
