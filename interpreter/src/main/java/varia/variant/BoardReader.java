package varia.variant;

import java.util.BitSet;
import java.util.List;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.ScalarNode;
import varia.yaml.ClauseException;
import varia.yaml.Context;
import varia.yaml.Key;
import varia.yaml.Nodes;
import varia.yaml.Problems;
import varia.yaml.Section;
import varia.yaml.Shape;

/**
 * The {@code board} block: the rectangle's size, how it is drawn, and its holes (squares of the
 * rectangle that are not on the board) with whether moves pass over them.
 */
final class BoardReader {
    static final Key<Node> FILES = Key.node("files", "whole number 1-16").required("the board's width, 1 to 16")
            .shape(new Shape.Whole(1, VariantLoader.MAX_BOARD_SIZE))
            .doc("the board's width; files are lettered a, b, ... from White's left");
    static final Key<Node> RANKS = Key.node("ranks", "whole number 1-16").required("the board's height, 1 to 16")
            .shape(new Shape.Whole(1, VariantLoader.MAX_BOARD_SIZE))
            .doc("the board's height; ranks are numbered 1, 2, ... from White's side");
    static final Key<BoardStyle> STYLE = Key.word("style", List.of("squares", "intersections"),
            "whether pieces stand on the squares or on the points where the lines cross", (w, i) -> BoardStyle.values()[i])
            .doc("squares: pieces stand on the squares; intersections: on the points where the lines cross (xiangqi, janggi)");
    static final Key<Node> HOLES = Key.node("holes", "squares, files and ranks").shape(Shape.TEXT)
            .doc("squares of the rectangle that are not on the board, as on the board (not turned for Black):"
                    + " 'a1 b1 a2', 'files a-b ranks 1-2', joined by '+'");
    static final Key<Board.HoleCrossing> HOLE_CROSSING = Key.word("hole-crossing", List.of("blocked", "open"),
            "whether moves pass over a hole", (w, i) -> Board.HoleCrossing.values()[i])
            .doc("blocked: a hole ends a slide and blocks lame leaps, hops, castling and the royal pieces' sight;"
                    + " open: they pass over it as over an empty square");
    static final Key<Board.Wrap> WRAP = Key.word("wrap", List.of("none", "files", "ranks"),
            "which edges join: none, files (the last file is next to the first) or ranks (the last rank next to the first)",
            (w, i) -> Board.Wrap.values()[i])
            .doc("none; files: a move off the last file comes back on the first (a cylinder, a ring); ranks: the same for the ranks."
                    + " A slide goes round at most once and never onto its own square");
    static final Key<Boolean> ROUND = Key.flag("round")
            .doc("true: drawn as a round board, the files as sectors round the centre and the ranks as rings (rank 1 innermost);"
                    + " needs 'wrap: files' (Byzantine chess)");
    static final List<Key<?>> KEYS = List.of(FILES, RANKS, STYLE, HOLES, HOLE_CROSSING, WRAP, ROUND);

    private final Context context;
    private final Problems p;
    Integer files, ranks;
    BoardStyle style = BoardStyle.SQUARES;
    /** Null while unknown (a broken size or clause). */
    BitSet holes = new BitSet();
    Board.HoleCrossing crossing = Board.HoleCrossing.BLOCKED;
    Board.Wrap wrap = Board.Wrap.NONE;
    boolean round;

    BoardReader(Context context) {
        this.context = context;
        this.p = context.problems();
    }

    void read(Node node) {
        if (node == null) return;
        Section board = Section.open(node, "'board'", "board", KEYS, context);
        if (board == null) return;
        style = board.get(STYLE, BoardStyle.SQUARES);
        if (board.has(FILES)) files = size(board.node(FILES), "board.files", "files");
        if (board.has(RANKS)) ranks = size(board.node(RANKS), "board.ranks", "ranks");
        crossing = board.get(HOLE_CROSSING, Board.HoleCrossing.BLOCKED);
        if (board.has(HOLES)) holes = holes(board.node(HOLES));
        else if (board.has(HOLE_CROSSING))
            p.at(board.node(HOLE_CROSSING), "board.hole-crossing says how moves pass over holes, but the board has none;"
                    + " add 'holes' (e.g. 'holes: \"a1 j1\"') or remove 'hole-crossing'");
        Board.Wrap w = board.get(WRAP, Board.Wrap.NONE);
        Boolean r = board.get(ROUND, false);
        if (w != null) wrap = w;
        if (r != null) round = r;
        if (round && wrap != Board.Wrap.FILES) {
            p.at(board.node(ROUND), "board.round draws the files as sectors round a centre, so they must wrap; add 'wrap: files'"
                    + (wrap == Board.Wrap.RANKS ? " instead of 'wrap: ranks'" : "") + " or remove 'round'");
            round = false;
        }
    }

    /** The board, or null while its size is unknown. */
    Board board() {
        return files == null || ranks == null || style == null ? null : new Board(files, ranks, style, holes, crossing, wrap, round);
    }

    private Integer size(Node node, String path, String what) {
        int max = VariantLoader.MAX_BOARD_SIZE;
        if (node instanceof ScalarNode s && s.getScalarStyle() == org.yaml.snakeyaml.DumperOptions.ScalarStyle.PLAIN
                && s.getValue().matches("[0-9]{1,9}") && Integer.parseInt(s.getValue()) > max) {
            p.at(node, path + ": " + s.getValue() + " " + what + " is too large; boards have at most " + max + " files and " + max + " ranks");
            return null;
        }
        return Key.whole(node, path, 1, max, "a whole number from 1 to " + max, p);
    }

    private BitSet holes(Node node) {
        ScalarNode s = Nodes.scalar(node, "board.holes", "the missing squares as text, e.g. 'a1 b1 i1 j1' or 'files a-b rank 1'", p);
        if (s == null || files == null || ranks == null) return null;
        BitSet out;
        try {
            out = RegionClauses.parse(s.getValue(), files, ranks, (name, column) -> {
                throw new ClauseException(column, "'" + name + "' is a region name; holes are written as squares, files and ranks"
                        + " ('a1 b1', 'files a-b ranks 1-2'), since regions are read after the board");
            })[0];
        } catch (ClauseException e) {
            p.inside(s, Math.max(0, e.column() - 1), "board.holes: " + e.getMessage());
            return null;
        }
        if (out.cardinality() == files * ranks) {
            p.at(s, "board.holes: every square of the " + files + "x" + ranks + " board would be a hole; leave the squares pieces stand on");
            return null;
        }
        return out;
    }
}
