package varia.cli;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import varia.diagram.BoardStyle;
import varia.diagram.Diagram;
import varia.diagram.EngineView;
import varia.diagram.MovePattern;
import varia.diagram.Png;
import varia.engine.FenException;
import varia.engine.Position;
import varia.game.Families;
import varia.game.Game;
import varia.game.Scene;
import varia.game.State;
import varia.diagram.SceneDiagram;
import varia.variant.PieceType;
import varia.variant.Variant;
import varia.variant.Variants;

/**
 * {@code varia diagram VARIANT [...]}: an SVG or PNG of a position (highlights, hands, arrows)
 * or of one piece's moves, drawn from the variant file alone. See docs/diagram.md.
 */
@Command(name = "diagram", mixinStandardHelpOptions = true,
        description = {"Draws a position, or a piece's moves, as SVG (or PNG with -o FILE.png).",
                "Without --piece or --square: the position (--fen, else the start).",
                "--piece X: X's moves on an empty board (from --square, else near the centre).",
                "--square SQ with --fen: the legal moves of the piece standing there."})
public final class DiagramCommand implements Callable<Integer> {

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    /** --variants DIR: applied by Main to every lookup the command makes. */
    @CommandLine.Mixin
    VariantFolderOption variantFolders;

    @Parameters(index = "0", paramLabel = "VARIANT", description = "A variant's key or alias (bundled, or in a variant folder) or a path to a YAML file.")
    String variant;

    @Option(names = "--fen", paramLabel = "FEN", description = "The position (Fairy-Stockfish's FEN dialect); default: the start.")
    String fen;

    @Option(names = "--last", paramLabel = "MOVE", description = "Highlight this move's squares, in coordinate notation (e2e4, P@e5).")
    String last;

    @Option(names = "--arrow", paramLabel = "MOVE", description = "Draw an arrow for this move (repeatable), e.g. --arrow g1f3.")
    List<String> arrows = new ArrayList<>();

    @Option(names = "--piece", paramLabel = "LETTER", description = "Draw this piece's moves (its FEN letter: N, +P; lower case for Black's).")
    String piece;

    @Option(names = "--square", paramLabel = "SQUARE", description = "Where the piece stands (e4).")
    String square;

    @Option(names = "--colour", paramLabel = "white|black", description = "Whose piece --piece draws (default: White, or Black for a lower-case letter).")
    String colour;

    @Option(names = "--show", split = ",", paramLabel = "zone|promotion|drops|none",
            description = "What a move diagram shades besides the moves (default: zone,promotion).")
    List<String> show;

    @Option(names = "--style", paramLabel = "squares|intersections", description = "Override how the board is drawn.")
    String style;

    @Option(names = "--flip", description = "Black at the bottom.")
    boolean flip;

    @Option(names = "--no-coordinates", description = "Leave out the file letters and rank numbers.")
    boolean noCoordinates;

    @Option(names = "--coordinates", paramLabel = "plain|traditional|NOTATION",
            description = {"How the coordinates are written: plain (a-i, 1-10: the default), traditional (as the game's own notation numbers",
                    "the squares: its file's first 'notations' entry), or one of its notations (shogi-japanese, shogi-western, wxf, chinese, gib)."})
    String coordinateStyle;

    @Option(names = {"-o", "--output"}, paramLabel = "FILE", description = "Write to FILE (.svg or .png) instead of printing SVG.")
    Path output;

    @Option(names = "--scale", paramLabel = "N", description = "PNG size factor, above 0 and at most 4 (default 1).")
    double scale = 1;

    @Option(names = "--option", paramLabel = "NAME=VALUE", description = "Choose a value of one of the variant's options (repeatable).")
    Map<String, String> options = new LinkedHashMap<>();

    @Option(names = "--players", paramLabel = "N", description = "For a game played by seats (a race, dice chess): the number of players (default: the game's).")
    Integer players;

    @Override
    public Integer call() throws Exception {
        if (Families.of(variant).word() != null) {
            Game g = Families.find(variant, options);
            State start;
            try {
                start = g.start(g.players(players));
            } catch (IllegalArgumentException e) {
                throw new UserError(e.getMessage());
            }
            Variant board = g.variant();
            if (board == null) return write(seated(g, start));
            if (players != null) throw new UserError("--players: " + g.key() + " is played by two sides on an engine board");
            return write(drawn(build(board)));
        }
        if (players != null) throw new UserError("--players: " + variant + " is played by two sides (it is for games played by seats)");
        return write(drawn(build(Variants.resolve(variant, options))));
    }

    /** The start of a game played by seats, as its family describes the board; the engine's options for a position do not apply. */
    private String seated(Game g, State start) {
        for (String[] o : new String[][] {{"--fen", fen}, {"--last", last}, {"--piece", piece}, {"--square", square}, {"--colour", colour}, {"--style", style}, {"--coordinates", coordinateStyle}})
            if (o[1] != null) throw new UserError(o[0] + ": " + g.key() + " is a " + g.family().kind() + "; its diagram is the start of its board"
                    + " (its positions are drawn by `varia serve`'s pages and records page)");
        if (!arrows.isEmpty() || show != null) throw new UserError(g.key() + " is a " + g.family().kind() + "; --arrow and --show draw on the engine's boards only");
        Scene.Layout layout = g.views().layout(start.players());
        if (layout.files() <= 0) throw new UserError(g.key() + ": its family describes no board to draw");
        List<String> seats = new ArrayList<>();
        for (int i = 0; i < start.players(); i++) seats.add(start.seat(i));
        SceneDiagram d = new SceneDiagram(layout, g.views().tokens(start), seats).flipped(flip).coordinates(!noCoordinates)
                .title(g.name() + ", " + start.players() + " players");
        for (Scene.Path p : layout.paths()) d.path(p.seat());
        return d.svg();
    }

    private String drawn(Diagram d) {
        if (style != null) {
            try {
                d.style(BoardStyle.parse(style));
            } catch (IllegalArgumentException e) {
                throw new UserError(e.getMessage());
            }
        }
        if (flip) d.flipped(true);
        d.coordinates(!noCoordinates);
        d.coordinates(tradition(d.variant()));
        return d.svg();
    }

    /** Prints the SVG, or writes it (or its PNG) to --output. */
    private int write(String svg) throws Exception {
        if (output == null) {
            spec.commandLine().getOut().print(svg);
            spec.commandLine().getOut().println();
            return 0;
        }
        String name = output.getFileName() == null ? "" : output.getFileName().toString().toLowerCase(Locale.ROOT);
        byte[] bytes;
        if (name.endsWith(".png")) {
            if (!(scale > 0 && scale <= Png.MAX_SCALE)) throw new UserError("--scale must be above 0 and at most " + Png.MAX_SCALE);
            bytes = Png.of(svg, scale);
        } else if (name.endsWith(".svg")) {
            bytes = svg.getBytes(StandardCharsets.UTF_8);
        } else {
            throw new UserError("--output: write FILE.svg or FILE.png (found '" + output + "')");
        }
        try {
            // a regular file, replaced whole or not at all; a FIFO or a device is refused, never opened
            varia.io.SafeFiles.write(output, bytes, true);
        } catch (varia.io.FileRefusedException e) {
            throw new UserError(e.getMessage());
        }
        return 0;
    }

    /** The notation whose numbers the coordinates follow, or null for plain ones. */
    private String tradition(Variant v) {
        if (coordinateStyle == null || coordinateStyle.strip().equals("plain")) return null;
        List<String> own = varia.rules.traditions.Traditions.of(v);
        String asked = coordinateStyle.strip();
        if (asked.equals("traditional")) return own.isEmpty() ? null : own.get(0);
        if (own.contains(asked)) return asked;
        throw new UserError("--coordinates '" + varia.io.Printable.shorten(asked) + "': " + v.name() + (own.isEmpty()
                ? " has no notation of its own; write plain" : " numbers its squares by " + String.join(", ", own) + "; or write plain or traditional"));
    }

    private Diagram build(Variant v) {
        int sq = -1;
        if (square != null) {
            sq = EngineView.square(v, square.strip());
            if (sq < 0) throw new UserError("--square '" + square + "' is not a square of the " + v.files() + "x" + v.ranks() + " board");
        }
        try {
            if (piece != null) {
                if (fen != null) throw new UserError("--piece draws on an empty board; to see a piece of a position use --fen with --square");
                PieceType t = v.pieceBySymbol(piece.strip());
                if (t == null) throw new UserError("no piece '" + piece + "' in " + v.name() + "; its pieces are " + letters(v));
                int c = colour != null ? colourOf(colour) : Character.isLowerCase(piece.strip().charAt(piece.strip().length() - 1)) ? 1 : 0;
                if (sq < 0) sq = (v.ranks() / 2 - (c == 0 ? 1 : 0)) * v.files() + (v.files() - 1) / 2;
                Diagram d = MovePattern.draw(v, t, c, sq, show());
                return d.title(t.name() + " (" + t.symbol() + "): " + t.movement());
            }
            if (sq >= 0) {
                Diagram d = EngineView.legalTargets(v, fen, sq);
                if (d == null || EngineView.position(v, fen).colourAt(sq) < 0) throw new UserError("--square " + square + ": no piece stands there");
                return d;
            }
            Position p = EngineView.position(v, fen);
            Diagram d = EngineView.diagram(p);
            if (last != null) {
                int[] m = EngineView.moveSquares(v, last.strip());
                if (m == null) throw new UserError("--last '" + last + "' is not a move in coordinate notation (e2e4, P@e5)");
                d.lastMove(m[0], m[1]);
            }
            for (String a : arrows) {
                int[] m = EngineView.moveSquares(v, a.strip());
                if (m == null || m[0] < 0) throw new UserError("--arrow '" + a + "' is not a move from one square to another (e2e4)");
                d.arrow(m[0], m[1]);
            }
            return d;
        } catch (FenException e) {
            throw new UserError("--fen: " + e.getMessage());
        }
    }

    private MovePattern.Show show() {
        if (show == null) return MovePattern.Show.DEFAULT;
        boolean zone = false, promotion = false, drops = false;
        for (String s : show) {
            switch (s.strip().toLowerCase(Locale.ROOT)) {
                case "zone" -> zone = true;
                case "promotion" -> promotion = true;
                case "drops" -> drops = true;
                case "none" -> { }
                default -> throw new UserError("--show '" + s + "': write zone, promotion, drops or none");
            }
        }
        return new MovePattern.Show(zone, promotion, drops);
    }

    private static int colourOf(String s) {
        return switch (s.strip().toLowerCase(Locale.ROOT)) {
            case "white", "w" -> 0;
            case "black", "b" -> 1;
            default -> throw new UserError("--colour '" + s + "': write white or black");
        };
    }

    private static String letters(Variant v) {
        List<String> out = new ArrayList<>();
        for (PieceType t : v.pieces()) out.add(t.symbol());
        return String.join(", ", out);
    }
}
