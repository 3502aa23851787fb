package varia.rules;

import java.util.BitSet;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import varia.notation.Wording;
import varia.variant.OptionChoice;
import varia.variant.PieceType;
import varia.variant.Region;
import varia.variant.RegionClauses;
import varia.variant.RegionMoves;
import varia.variant.Variant;

/**
 * The rules of a {@link Variant} in plain words, generated from the loaded model (not from the
 * file's text): board, pieces with a reading of their compiled movement, setup, then what each
 * rule family says (under the pieces, "Play" and "End of the game"), options and sources. What
 * {@code ./varia describe} prints.
 */
public final class Describer {
    private final Variant v;
    private final Description rules;
    private final StringBuilder out = new StringBuilder();

    private Describer(Variant v) {
        this.v = v;
        rules = new Description(v);
        for (Rule<?> r : Rules.ALL) describe(r);
    }

    private <M> void describe(Rule<M> r) { r.describe(v.rule(r.key()), rules); }

    /** The whole description, several lines, ending with a newline. */
    public static String describe(Variant variant) {
        Describer d = new Describer(Objects.requireNonNull(variant, "variant"));
        d.all();
        return d.out.toString();
    }

    private void line(String s) { out.append(s).append('\n'); }

    private void all() {
        line(v.name() + " (" + v.key() + ")");
        if (!v.aliases().isEmpty()) line("Also selected by: " + String.join(", ", v.aliases()));
        line("");
        line("Board");
        line("  " + v.files() + " files (a-" + (char) ('a' + v.files() - 1) + ") by " + v.ranks() + " ranks (1-" + v.ranks()
                + "); White starts on rank 1.");
        if (v.board().round())
            line("  A round board: the ranks are rings (rank 1 the innermost), the files sectors round the centre; the files wrap:"
                    + " a move off file " + (char) ('a' + v.files() - 1) + " comes back on file a. A slide goes round at most once,"
                    + " never onto its own square.");
        else if (v.board().wrap() == varia.variant.Board.Wrap.FILES)
            line("  The files wrap (a cylinder): a move off file " + (char) ('a' + v.files() - 1) + " comes back on file a, and back."
                    + " A slide goes round at most once, never onto its own square.");
        else if (v.board().wrap() == varia.variant.Board.Wrap.RANKS)
            line("  The ranks wrap: a move off rank " + v.ranks() + " comes back on rank 1, and back."
                    + " A slide goes round at most once, never onto its own square.");
        if (v.board().hasHoles())
            line("  Holes, squares that are not on the board (nothing stands on, enters or is dropped on them; blank in the diagram): "
                    + RegionClauses.names(v.board().holes(), v.files()) + ". "
                    + (v.board().crossing() == varia.variant.Board.HoleCrossing.OPEN
                    ? "Moves pass over a hole as over an empty square (slides, lame leaps, hops, castling)."
                    : "A hole stops a slide, and blocks a lame leap, a hopper's line, a castling and the royal pieces' sight across it;"
                    + " leaps jump over it."));
        regions();
        line("");
        line("Pieces");
        for (PieceType p : v.pieces()) piece(p);
        line("");
        line("Setup");
        line("  " + v.startFen());
        diagram();
        line("");
        line("Play");
        for (String s : rules.playLines()) line("  " + s);
        line("");
        line("End of the game");
        for (String s : rules.endLines()) line("  " + s);
        if (!v.options().isEmpty()) {
            line("");
            line("Options");
            for (OptionChoice o : v.options()) option(o);
        }
        if (!v.sources().isEmpty()) {
            line("");
            line("Sources");
            for (String s : v.sources()) line("  - " + s);
        }
    }

    /** Squares as "files d-f ranks 1-3" when they form a rectangle, else as a list. */
    public static String squares(Variant v, BitSet set) {
        int files = v.files();
        if (set.isEmpty()) return "no squares";
        int f0 = files, f1 = -1, r0 = Integer.MAX_VALUE, r1 = -1;
        for (int q = set.nextSetBit(0); q >= 0; q = set.nextSetBit(q + 1)) {
            f0 = Math.min(f0, q % files);
            f1 = Math.max(f1, q % files);
            r0 = Math.min(r0, q / files);
            r1 = Math.max(r1, q / files);
        }
        int w = f1 - f0 + 1, h = r1 - r0 + 1;
        if (set.cardinality() != w * h || set.cardinality() < 4) return RegionClauses.names(set, files);
        String fs = w == files ? "" : f0 == f1 ? "file " + (char) ('a' + f0) : "files " + (char) ('a' + f0) + "-" + (char) ('a' + f1);
        String rs = h == v.ranks() ? "" : r0 == r1 ? "rank " + (r0 + 1) : "ranks " + (r0 + 1) + "-" + (r1 + 1);
        String both = (fs + " " + rs).trim();
        return both.isEmpty() ? "the whole board" : both;
    }

    private void regions() {
        if (v.regions().isEmpty()) return;
        line("  Regions (each side's own, Black's being White's turned round, unless the same for both):");
        for (Region r : v.regions().values().stream().sorted(Comparator.comparing(Region::name)).toList()) {
            String white = squares(v, r.white()), black = squares(v, r.black());
            line("    " + r.name() + ": " + (white.equals(black) ? white + " (both sides)" : "White " + white + "; Black " + black));
        }
    }

    private void diagram() {
        String board = v.startFen().split(" ")[0];
        int bracket = board.indexOf('[');
        String hand = bracket >= 0 ? board.substring(bracket + 1, board.length() - 1).replace("-", "") : "";
        if (bracket >= 0) board = board.substring(0, bracket);
        String[] rows = board.split("/");
        // one cell per square: a letter, '+' and a letter, or a letter and ' (dressed letters); columns as wide as the widest
        java.util.List<java.util.List<String>> cells = new java.util.ArrayList<>();
        int width = 2;
        for (String row : rows) {
            java.util.List<String> line = new java.util.ArrayList<>();
            for (int j = 0; j < row.length(); j++) {
                char c = row.charAt(j);
                if (Character.isDigit(c)) {
                    int k = j;
                    while (k < row.length() && Character.isDigit(row.charAt(k))) k++;
                    for (int i = Integer.parseInt(row.substring(j, k)); i > 0; i--) line.add(".");
                    j = k - 1;
                } else if (c == '~') {
                    // a promoted piece's mark (Q~): the letter says the piece
                } else if (c == '*') {
                    line.add(""); // a hole
                } else {
                    int k = j + (c == '+' && j + 1 < row.length() ? 2 : 1);
                    if (k < row.length() && row.charAt(k) == '\'') k++;
                    line.add(row.substring(j, k));
                    width = Math.max(width, k - j + 1);
                    j = k - 1;
                }
            }
            cells.add(line);
        }
        for (int r = 0; r < rows.length; r++) {
            StringBuilder sb = new StringBuilder();
            for (String cell : cells.get(r)) sb.append(" ".repeat(width - cell.length())).append(cell);
            line(String.format(Locale.ROOT, "  %2d", v.ranks() - r) + sb);
        }
        StringBuilder files = new StringBuilder("    ");
        for (int f = 0; f < v.files(); f++) files.append(" ".repeat(width - 1)).append((char) ('a' + f));
        line(files.toString());
        if (!hand.isEmpty()) line("  In hand: " + hand);
        String side = v.startFen().split(" ").length > 1 ? v.startFen().split(" ")[1] : "w";
        line("  " + (side.equals("b") ? "Black" : "White") + " moves first.");
    }

    private void piece(PieceType p) {
        StringBuilder head = new StringBuilder("  " + p.symbol() + "  " + p.name());
        if (!p.names().isEmpty()) head.append(" (also ").append(String.join(", ", p.names())).append(')');
        if (p.royal(0) && p.royal(1)) head.append(" - royal: losing it loses the game");
        else if (p.royal()) head.append(" - royal for ").append(p.royal(0) ? "White" : "Black").append(" only: losing it loses the game");
        line(head.toString());
        if (p.isPromotedForm()) {
            PieceType base = v.pieceByKey(p.key());
            line("      promoted form" + (base != null ? " of " + base.name() + " (" + base.symbol() + ")" : "")
                    + "; FEN writes it " + p.symbol());
        }
        line("      moves: " + p.movement());
        for (String s : Wording.read(p.moves())) line("        " + s);
        if (p.confinedTo() != null) line("      never leaves " + rules.region(p.confinedTo()));
        for (RegionMoves rm : p.regionMoves()) {
            line(rm.mode() == RegionMoves.Mode.WHERE_STANDING
                    ? "      while standing in " + rules.region(rm.region()) + " it moves instead: " + rm.movement()
                    : "      within " + rules.region(rm.region()) + " it may also move (the whole move inside it): " + rm.movement());
            for (String s : Wording.read(rm.moves())) line("        " + s);
        }
        if (!p.cannotCapture().isEmpty()) line("      cannot capture: " + rules.refs(p.cannotCapture()));
        if (!p.screensExclude().isEmpty()) line("      cannot jump over: " + rules.refs(p.screensExclude()));
        if (!p.givesCheck()) line("      its attacks never give check");
        for (String s : rules.pieceLines(p.index())) line("      " + s.replace("\n", "\n      "));
        if (p.value() != null) line("      value: " + Description.number(p.value()) + " pawns");
    }

    private void option(OptionChoice o) {
        line("  " + o.name() + " = " + o.value() + (o.value().equals(o.defaultValue()) ? " (the default)"
                : " (default: " + o.defaultValue() + ")"));
        for (OptionChoice.Value val : o.values()) {
            StringBuilder sb = new StringBuilder("      ").append(val.name().equals(o.value()) ? "* " : "  ").append(val.name());
            if (val.description() != null) sb.append(": ").append(val.description());
            if (val.source() != null) sb.append(" [source: ").append(val.source()).append(']');
            line(sb.toString());
        }
    }

    /** The movement lines of a list of moves, indented for a piece (for families that describe extra moves). */
    public static String movesBelow(List<varia.notation.MoveRule> moves) {
        StringBuilder sb = new StringBuilder();
        for (String s : Wording.read(moves)) sb.append("\n  ").append(s);
        return sb.toString();
    }
}
