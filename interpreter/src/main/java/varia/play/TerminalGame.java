package varia.play;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.Reader;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import varia.engine.GameResult;
import varia.engine.Moves;
import varia.engine.Position;
import varia.search.Limits;
import varia.search.SearchResult;
import varia.search.Searcher;

/**
 * A game in the terminal between humans and/or the computer. Humans type moves in coordinates
 * (SAN once the records work is merged, through {@link MoveParser}) or commands:
 * {@code moves}, {@code undo}, {@code fen}, {@code board}, {@code save FILE}, {@code load FILE},
 * {@code go} (let the computer play this move), {@code help}, {@code quit}.
 * The game ends with its result and the rule that decided it.
 */
public final class TerminalGame {
    public enum Player { HUMAN, COMPUTER }

    private Game game;
    private final Player[] players;
    private final Limits limits;
    private final int maxPlies;
    private final LineSource in;
    private final PrintWriter out;
    private final MoveParser parser;
    private final GameFormat format;
    private Searcher searcher;
    private final int hashMb;

    public TerminalGame(Game game, Player white, Player black, Limits limits, int maxPlies, int hashMb,
                        LineSource in, PrintWriter out, MoveParser parser, GameFormat format) {
        this.game = game;
        this.players = new Player[] {white, black};
        this.limits = limits;
        this.maxPlies = maxPlies;
        this.hashMb = hashMb;
        this.in = in;
        this.out = out;
        this.parser = parser;
        this.format = format;
        this.searcher = new Searcher(game.variant(), hashMb);
    }

    static String side(int c) { return c == 0 ? "White" : "Black"; }

    private boolean flipped() { return players[0] == Player.COMPUTER && players[1] == Player.HUMAN; }

    private void showBoard() {
        out.print(BoardRenderer.render(game.position(), flipped()));
        Position p = game.position();
        out.println(side(p.sideToMove()) + " to move" + (p.inCheck() ? " (in check)" : ""));
        out.flush();
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
                if (!command(line.strip(), true)) return r;
                if (!game.result().isOver()) announced = false;
                continue;
            }
            int stm = game.position().sideToMove();
            if (players[stm] == Player.COMPUTER) {
                computerMove();
                continue;
            }
            String line = in.readLine(side(stm) + "> ");
            if (line == null) { out.println(); out.println("Input ended; game unfinished."); out.flush(); return null; }
            if (!command(line.strip(), false)) return null;
        }
    }

    private void computerMove() {
        Position p = game.position();
        SearchResult r = searcher.search(p, limits);
        int m = r.move();
        String text = p.moveToUci(m);
        game.play(m);
        out.printf(Locale.ROOT, "%s plays %s   (depth %d, score %s, %d nodes, %d ms)%n", side(p.sideToMove() ^ 1), text,
                r.depth(), Searcher.uciScore(r.score()), r.nodes(), r.timeMs());
        showBoard();
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
            case "history" -> out.println(game.moveTexts().isEmpty() ? "no moves yet" : String.join(" ", game.moveTexts()));
            case "undo" -> undo();
            case "go" -> { if (!over) computerMove(); else out.println("the game is over"); }
            case "save" -> save(arg);
            case "load" -> load(arg);
            default -> {
                if (over) { out.println("the game is over: 'undo', 'save FILE', 'load FILE' or 'quit'"); break; }
                int m = parser.parse(game.position(), line);
                if (m == Moves.NONE) {
                    out.println("not a legal move or command: '" + line + "' (type 'moves' for the legal moves, 'help' for commands)");
                } else {
                    game.play(m);
                    showBoard();
                }
            }
        }
        out.flush();
        return true;
    }

    private List<String> legalMoveTexts() {
        int[] buf = new int[Moves.MAX_MOVES];
        Position p = game.position();
        int n = p.legalMoves(buf);
        List<String> ms = new ArrayList<>();
        for (int i = 0; i < n; i++) ms.add(p.moveToUci(buf[i]));
        java.util.Collections.sort(ms);
        return ms;
    }

    /** Words for completion: commands and the legal moves. */
    public List<String> completions() {
        List<String> c = new ArrayList<>(List.of("help", "moves", "undo", "fen", "board", "history", "save", "load", "go", "quit"));
        c.addAll(legalMoveTexts());
        return c;
    }

    /** Takes back moves until a human is to move again (at least one move). */
    private void undo() {
        if (!game.undo()) { out.println("nothing to undo"); return; }
        while (players[game.position().sideToMove()] == Player.COMPUTER && game.plies() > 0) game.undo();
        out.println("took back to move " + (game.plies() / 2 + 1));
        showBoard();
    }

    private void save(String file) throws IOException {
        if (file.isEmpty()) { out.println("usage: save FILE"); return; }
        try (Writer w = Files.newBufferedWriter(Path.of(file), StandardCharsets.UTF_8)) {
            format.write(game, w);
        }
        out.println("saved " + game.plies() + " plies to " + file);
    }

    private void load(String file) throws IOException {
        if (file.isEmpty()) { out.println("usage: load FILE"); return; }
        Game g;
        try (Reader r = Files.newBufferedReader(Path.of(file), StandardCharsets.UTF_8)) {
            g = format.read(r);
        } catch (java.nio.file.NoSuchFileException e) {
            out.println("no such file: " + file);
            return;
        } catch (IllegalArgumentException e) {
            out.println(file + ": " + e.getMessage());
            return;
        }
        if (!g.variant().key().equals(game.variant().key())) searcher = new Searcher(g.variant(), hashMb);
        game = g;
        out.println("loaded " + g.variant().name() + ", " + g.plies() + " plies");
        showBoard();
    }

    private void help() {
        out.println("""
                Type a move in coordinates (e2e4, e7e8q; 'moves' lists them) or a command:
                  moves        list the legal moves
                  undo         take back your last move (and the computer's reply)
                  go           let the computer play the move for the side to move
                  board        show the board again
                  fen          print the position as FEN
                  history      the moves played so far
                  save FILE    save the game (variant, start FEN, moves)
                  load FILE    load a saved game
                  help         this text
                  quit         leave""");
    }
}
