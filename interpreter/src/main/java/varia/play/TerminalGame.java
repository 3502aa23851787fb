package varia.play;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringReader;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import varia.engine.GameResult;
import varia.engine.Moves;
import varia.engine.Position;
import varia.io.BoundedFiles;
import varia.io.FileRefusedException;
import varia.io.Printable;
import varia.io.SafeFiles;
import varia.io.TextDecoding;
import varia.search.Limits;
import varia.search.SearchResult;
import varia.search.Searcher;

/**
 * A game in the terminal between humans and/or the computer. Humans type moves in SAN or
 * coordinates (read by {@link varia.record.MoveParser#parseTyped}) or commands:
 * {@code moves}, {@code undo}, {@code fen}, {@code board}, {@code save FILE}, {@code load FILE},
 * {@code go} (let the computer play this move), {@code claim} (a draw by repetition, the n-move
 * rule or a count, when the rules offer one: they are announced under the board), {@code declare NAME}
 * (an act that is not a move, such as Makruk's {@code stop-count}, when the rules offer it), {@code help},
 * {@code quit}. The computer claims such a draw when its search finds playing on no better.
 * The game ends with its result and the rule that decided it; a check is announced with the
 * variant's named check kinds where it has them.
 *
 * <p>Free turns (Senterej's werera: both sides' moves are legal until the first capture): the
 * two players take turns in the terminal, White's player first; a human may play any legal move
 * (either colour's pieces), the computer plays a move of its own colour (any legal move if it has
 * none). Once a capture ends the phase, the position's side to move decides again.
 */
public final class TerminalGame {
    public enum Player { HUMAN, COMPUTER }

    private Game game;
    private final Player[] players;
    private final Limits limits;
    private final int maxPlies;
    private final LineSource in;
    private final PrintWriter out;
    private varia.record.MoveParser parser;
    private final GameFormat format;
    private Searcher searcher;
    private final int hashMb;
    private varia.search.Strength strength = varia.search.Strength.FULL;
    private int threads = 1;

    public TerminalGame(Game game, Player white, Player black, Limits limits, int maxPlies, int hashMb,
                        LineSource in, PrintWriter out, GameFormat format) {
        this.game = game;
        this.players = new Player[] {white, black};
        this.limits = limits;
        this.maxPlies = maxPlies;
        this.hashMb = hashMb;
        this.in = in;
        this.out = out;
        this.parser = new varia.record.MoveParser(new varia.record.San(game.variant()));
        this.format = format;
        this.searcher = newSearcher(game.variant());
    }

    /**
     * The computer's strength (a level, {@link varia.search.Strength}) and search threads, for
     * this game and any game loaded into it; full strength on one thread until told.
     */
    public void setComputer(varia.search.Strength strength, int threads) {
        this.strength = strength;
        this.threads = threads;
        searcher.setStrength(strength);
        searcher.setThreads(threads);
    }

    private Searcher newSearcher(varia.variant.Variant v) {
        Searcher s = new Searcher(v, hashMb);
        s.setStrength(strength);
        s.setThreads(threads);
        return s;
    }

    static String side(int c) { return c == 0 ? "White" : "Black"; }

    private boolean flipped() { return players[0] == Player.COMPUTER && players[1] == Player.HUMAN; }

    /** Free turns (Senterej's werera): whose player acts next in the terminal; alternates between the two players. */
    private int freeTurn = 0;

    private boolean free() { return Searcher.freeTurns(game.position()); }

    /** The colour whose player acts now: the side to move, or during free turns the player whose turn it is. */
    private int actor() { return free() ? freeTurn : game.position().sideToMove(); }

    private void showBoard() {
        out.print(BoardRenderer.render(game.position(), flipped()));
        Position p = game.position();
        if (free()) out.println("Free turns: either side's pieces may move until the first capture; " + side(freeTurn) + "'s player to play");
        else out.println(side(p.sideToMove()) + " to move" + checkText(p)
                + (p.inOpeningSeries() ? " (opening series: " + p.seriesMovesLeft() + " of its moves in a row left)" : ""));
        for (GameResult c : game.claims())
            out.println("A draw may be claimed here (" + c.reason() + "): type 'claim' to claim it, or play on");
        for (String d : game.declarations())
            out.println(side(p.sideToMove()) + " may declare " + d + " here (" + declarationWords(d) + "): type 'declare " + d + "', or play on");
        out.flush();
    }

    /** " (in check)", or with the variant's named check kinds " (check: shak)". */
    static String checkText(Position p) {
        if (!p.inCheck()) return "";
        List<String> kinds = p.checkKinds();
        return kinds.isEmpty() ? " (in check)" : " (check: " + String.join(", ", kinds) + ")";
    }

    private void played(int m) {
        boolean wasFree = free();
        game.play(m);
        if (wasFree) freeTurn ^= 1;
    }

    /** Plays until the game ends (computer-only games) or the input ends or a player quits. The final result, or null if unfinished. */
    public GameResult run() throws IOException {
        out.println(game.variant().name() + ": " + side(0) + " " + players[0].name().toLowerCase(Locale.ROOT)
                + ", " + side(1) + " " + players[1].name().toLowerCase(Locale.ROOT) + ". Type 'help' for commands.");
        showBoard();
        boolean announced = false;
        while (true) {
            GameResult r = game.result();
            if (!r.isOver() && maxPlies > 0 && game.plies() >= maxPlies) r = new GameResult(GameResult.Status.DRAW, "adjudicated: move limit of " + maxPlies + " plies");
            if (r.isOver()) {
                if (!announced) {
                    out.println("Result: " + r.pgn() + " (" + r.reason() + ")");
                    out.flush();
                    announced = true;
                }
                if (players[0] == Player.COMPUTER && players[1] == Player.COMPUTER) return r;
                String line = in.readLine("game over> ");
                if (line == null) return r;
                if (!guarded(line.strip(), true)) return r;
                if (!game.result().isOver()) announced = false;
                continue;
            }
            int stm = actor();
            if (players[stm] == Player.COMPUTER) {
                computerMove();
                continue;
            }
            String line = in.readLine(side(stm) + "> ");
            if (line == null) { out.println(); out.println("Input ended; game unfinished."); out.flush(); return null; }
            if (!guarded(line.strip(), false)) return null;
        }
    }

    private void computerMove() {
        Position p = game.position();
        int who = actor();
        SearchResult r = searcher.search(p, limits, null, who);
        List<GameResult> claims = game.claims();
        if (!claims.isEmpty() && r.score() <= 0) { // playing on is no better than the draw: take it
            game.claim(claims.get(0));
            out.println(side(who) + " claims " + claimWords(claims.get(0)));
            out.flush();
            return;
        }
        int m = r.move();
        String text = p.moveToUci(m);
        played(m);
        String san = game.sanTexts().get(game.sanTexts().size() - 1);
        out.printf(Locale.ROOT, "%s plays %s (%s)   (depth %d, score %s, %d nodes, %d ms)%n", side(who), san, text,
                r.depth(), Searcher.uciScore(r.score()), r.nodes(), r.timeMs());
        showBoard();
    }

    /** {@link #command}, with any failure inside it reported instead of ending the session: a game is never lost to one bad line. */
    private boolean guarded(String line, boolean over) throws IOException {
        try {
            return command(line, over);
        } catch (RuntimeException e) {
            out.println("error: " + Printable.firstLine(e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage())
                    + " (internal error; the game goes on)");
            out.flush();
            return true;
        }
    }

    /** Handles one input line; false to end the session. */
    private boolean command(String line, boolean over) throws IOException {
        if (line.isEmpty()) return true;
        String[] t = line.split("\\s+", 2);
        String arg = t.length > 1 ? t[1].strip() : "";
        switch (t[0].toLowerCase(Locale.ROOT)) {
            case "help", "?" -> help();
            case "quit", "exit" -> { return false; }
            case "board" -> showBoard();
            case "fen" -> out.println(game.position().toFen());
            case "moves" -> {
                List<String> ms = legalMoveTexts();
                out.println(ms.isEmpty() ? "no legal moves" : ms.size() + " legal moves: " + String.join(" ", ms));
            }
            case "history" -> out.println(game.moveTexts().isEmpty() ? "no moves yet" : history());
            case "undo" -> undo();
            case "go" -> { if (!over) computerMove(); else out.println("the game is over"); }
            case "claim" -> {
                List<GameResult> claims = game.claims();
                if (over || claims.isEmpty()) out.println(over ? "the game is over" : "nothing to claim here: the rules offer no draw in this position");
                else {
                    game.claim(claims.get(0));
                    out.println(side(actor()) + " claims " + claimWords(claims.get(0)));
                }
            }
            case "declare" -> {
                List<String> offered = game.declarations();
                if (over) out.println("the game is over");
                else if (arg.isEmpty() || !offered.contains(arg))
                    out.println((arg.isEmpty() ? "declare what? " : "'" + Printable.shorten(arg) + "' is not offered here: ")
                            + (offered.isEmpty() ? "the rules offer no declaration in this position" : "offered: " + String.join(", ", offered)));
                else {
                    game.declare(arg);
                    out.println(side(game.position().sideToMove()) + " declares " + arg);
                    showBoard();
                }
            }
            case "save" -> save(arg);
            case "load" -> load(arg);
            default -> {
                if (over) { out.println("the game is over: 'undo', 'save FILE', 'load FILE' or 'quit'"); break; }
                var typed = parser.parseTyped(game.position(), line);
                if (!typed.ok()) {
                    out.println("not a legal move or command: '" + Printable.shorten(line) + "': " + Printable.forTerminal(typed.error())
                            + " (type 'moves' for the legal moves, 'help' for commands)");
                } else {
                    played(typed.move());
                    showBoard();
                }
            }
        }
        out.flush();
        return true;
    }

    /** What a declaration does, in a few words. */
    static String declarationWords(String d) {
        return switch (d) {
            case "stop-count" -> "the count you are making stops";
            case "count" -> "you start counting from nothing";
            default -> "a declaration of the rules";
        };
    }

    static String claimWords(GameResult c) {
        return (c.status() == GameResult.Status.DRAW ? "a draw" : c.pgn()) + " (" + c.reason() + ")";
    }

    /** The moves in SAN with move numbers (each side's move counted as in PGN). */
    private String history() {
        StringBuilder sb = new StringBuilder();
        List<String> s = game.sanTexts();
        String[] f = game.startFen().split(" ");
        int side = f.length > 1 && f[1].equals("b") ? 1 : 0;
        for (int i = 0; i < s.size(); i++) {
            int k = i + side;
            if (k % 2 == 0) sb.append(k / 2 + 1).append(". ");
            else if (i == 0) sb.append(k / 2 + 1).append("... ");
            sb.append(s.get(i)).append(' ');
        }
        return sb.toString().strip();
    }

    /** The legal moves in SAN (coordinates as Fairy-Stockfish writes them are accepted too). */
    private List<String> legalMoveTexts() {
        int[] buf = new int[Moves.MAX_MOVES];
        Position p = game.position();
        int n = p.legalMoves(buf);
        if (san == null || san.variant() != p.variant()) san = new varia.record.San(p.variant());
        List<String> ms = new ArrayList<>();
        for (int i = 0; i < n; i++) ms.add(san.writeWithoutCheck(p, buf[i]));
        java.util.Collections.sort(ms);
        return ms;
    }

    private varia.record.San san;

    /** Words for completion: commands and the legal moves. */
    public List<String> completions() {
        List<String> c = new ArrayList<>(List.of("help", "moves", "undo", "fen", "board", "history", "save", "load", "go", "claim", "declare", "quit"));
        c.addAll(legalMoveTexts());
        int[] buf = new int[Moves.MAX_MOVES];
        Position p = game.position();
        int n = p.legalMoves(buf);
        for (int i = 0; i < n; i++) c.add(p.moveToUci(buf[i]));
        return c;
    }

    /** Takes back moves until a human is to move again (at least one move). */
    private void undo() {
        if (!game.undo()) { out.println("nothing to undo"); return; }
        if (free()) freeTurn ^= 1;
        while (players[actor()] == Player.COMPUTER && game.plies() > 0) {
            game.undo();
            if (free()) freeTurn ^= 1;
        }
        out.println("took back to move " + (game.plies() / 2 + 1));
        showBoard();
    }

    /** Largest file {@code load} reads: a saved game of the longest length the records reader keeps is far smaller. */
    static final long MAX_SAVED_GAME = 8 << 20;

    /**
     * {@code save [--force] FILE}: writes the game, never half a file (see {@link SafeFiles}); an
     * existing file is replaced only when the player says yes or gave {@code --force}. Whatever
     * goes wrong is said, and the game goes on.
     */
    private void save(String arg) throws IOException {
        boolean force = false, fairyStockfish = false;
        String file = arg.strip();
        while (true) { // options before the file name: --force, --dialect fairy-stockfish
            if (file.startsWith("--force") && (file.length() == 7 || Character.isWhitespace(file.charAt(7)))) {
                force = true;
                file = file.substring(7).strip();
            } else if (file.startsWith("--dialect") && (file.length() == 9 || Character.isWhitespace(file.charAt(9)))) {
                String[] rest = file.substring(9).strip().split("\\s+", 2);
                if (!rest[0].equals("fairy-stockfish") && !rest[0].equals("varia")) {
                    out.println("usage: save [--force] [--dialect varia|fairy-stockfish] FILE");
                    return;
                }
                fairyStockfish = rest[0].equals("fairy-stockfish");
                file = rest.length > 1 ? rest[1].strip() : "";
            } else break;
        }
        if (file.isEmpty()) { out.println("usage: save [--force] [--dialect varia|fairy-stockfish] FILE"); return; }
        Path path = path(file);
        if (path == null) return;
        String shown = Printable.shorten(file);
        if (!force && SafeFiles.target(path) == SafeFiles.Target.FILE) {
            out.flush();
            String answer = in.readLine(shown + " exists: replace it? (yes/no) ");
            if (answer == null || !answer.strip().toLowerCase(Locale.ROOT).matches("y|yes")) {
                out.println("not saved: " + shown + " exists (answer yes, use 'save --force FILE', or give another name)");
                return;
            }
            force = true;
        }
        StringWriter text = new StringWriter();
        format.write(game, text);
        String saved = text.toString();
        if (fairyStockfish) {
            // the game as Fairy-Stockfish's tools read it: the saved PGN rewritten in its dialect
            varia.record.Game rec;
            try (varia.record.PgnReader r = varia.record.PgnReader.of(saved)) {
                rec = r.next();
            }
            String[] why = {null};
            varia.record.Game fs = rec == null ? null : varia.record.PgnWriter.rewriteForFairyStockfish(rec, game.variant(), false, why);
            if (fs == null) { out.println("not saved: " + Printable.forTerminal(String.valueOf(why[0]))); return; }
            saved = varia.record.PgnWriter.write(fs);
        }
        try {
            SafeFiles.write(path, saved.getBytes(StandardCharsets.UTF_8), force);
            out.println("saved " + game.plies() + " plies to " + shown);
        } catch (FileRefusedException e) {
            out.println("not saved: " + shown + ": " + Printable.forTerminal(e.reason()) + " (the game goes on; try another name)");
        }
    }

    /** {@code load FILE}: only a regular text file of at most MAX_SAVED_GAME bytes; a file that is not a game leaves the game as it was. */
    private void load(String file) {
        if (file.isEmpty()) { out.println("usage: load FILE"); return; }
        Path path = path(file);
        if (path == null) return;
        String shown = Printable.shorten(file);
        Game g;
        try {
            byte[] bytes = BoundedFiles.read(path, MAX_SAVED_GAME, "saved game");
            varia.record.formats.RecordFormat nativeFormat = varia.record.formats.Formats.detect(path.toString(),
                    java.util.Arrays.copyOf(bytes, Math.min(bytes.length, varia.record.formats.Head.BYTES)));
            if (nativeFormat != null && format instanceof PgnFormat pgn) { // a KIF, CSA, XQF... record: its first game
                String[] note = {null};
                List<varia.record.Game> games = nativeFormat.read(bytes, note);
                if (note[0] != null) out.println("note: " + shown + ": " + note[0]);
                if (games.isEmpty()) throw new IllegalArgumentException("no game in the " + nativeFormat.name().toUpperCase(java.util.Locale.ROOT) + " record");
                g = pgn.fromRecord(games.get(0));
            } else {
                String text = TextDecoding.decode(bytes, List.of()).text();
                g = format.read(new StringReader(text));
            }
        } catch (FileRefusedException e) {
            out.println("not loaded: " + shown + ": " + Printable.forTerminal(e.reason()));
            return;
        } catch (IOException e) {
            out.println("not loaded: " + shown + ": " + Printable.firstLine(e.getMessage()));
            return;
        } catch (TextDecoding.UndecodableException e) {
            out.println("not loaded: " + shown + " is not a text file: " + e.getMessage());
            return;
        } catch (IllegalArgumentException e) {
            out.println("not loaded: " + shown + ": " + Printable.forTerminal(e.getMessage()));
            return;
        }
        if (!g.variant().key().equals(game.variant().key())) searcher = newSearcher(g.variant());
        parser = new varia.record.MoveParser(new varia.record.San(g.variant()));
        game = g;
        freeTurn = 0;
        out.println("loaded " + g.variant().name() + ", " + g.plies() + " plies");
        showBoard();
    }

    /** The file name as a path in the folder files are read from and written to; null (after saying so) when it is no valid name. */
    private Path path(String file) {
        try {
            return folder.resolve(file);
        } catch (java.nio.file.InvalidPathException e) {
            out.println("'" + Printable.shorten(file) + "' is not a valid file name");
            return null;
        }
    }

    private Path folder = Path.of("");

    /** Reads and writes {@code save}/{@code load} files relative to this folder (the current one by default). */
    public TerminalGame filesIn(Path folder) {
        this.folder = folder;
        return this;
    }

    private void help() {
        out.println("""
                Type a move in SAN (Nf3, exd5, P@e5, pass) or coordinates (e2e4, e7e8q, e2e2)
                or a command:
                  moves        list the legal moves (SAN)
                  undo         take back your last move (and the computer's reply)
                  go           let the computer play the move for the side to move
                  claim        claim the draw the rules offer here (repetition,
                               the n-move rule, a count), when they offer one
                  declare NAME an act that is not a move, when the rules offer it
                               (Makruk: 'declare stop-count' stops your count)
                  board        show the board again
                  fen          print the position as FEN
                  history      the moves played so far
                  save FILE    save the game as PGN (asks before replacing a file;
                               'save --force FILE' does not ask; 'save --dialect
                               fairy-stockfish FILE': as Fairy-Stockfish's tools read it)
                  load FILE    load a game from a PGN file (its first game)
                  help         this text
                  quit         leave""");
    }
}
