package varia.web;

import java.util.ArrayList;
import java.util.List;
import varia.diagram.Diagram;
import varia.diagram.EngineView;
import varia.diagram.MovePattern;
import varia.engine.FenException;
import varia.rules.Describer;
import varia.variant.PieceType;
import varia.variant.Variant;

/** The study page's data: the rules in words ({@code describe}) and each piece's move diagram. */
final class StudyView {
    private StudyView() {}

    record PieceView(String symbol, String name, List<String> names, String movement, boolean royal, String svg,
                     String dropSvg) {}

    /** {@code explore}: the address that draws one piece's moves from any square (the study page's piece view). */
    record Study(String key, String name, String text, String board, List<PieceView> pieces, int files, int ranks, String explore) {}

    static Study of(String key, Variant v) {
        List<PieceView> pieces = new ArrayList<>();
        for (PieceType t : v.pieces()) {
            int sq = centre(v, 0);
            String svg = MovePattern.draw(v, t, 0, sq, MovePattern.Show.DEFAULT).title(t.name() + " (" + t.symbol() + "): " + t.movement()).svg();
            String drop = null;
            if (MovePattern.droppable(v, t) && !t.isPromotedForm()) {
                Diagram d = Diagram.of(v).title("Where a " + t.name() + " may be dropped");
                var zone = MovePattern.dropZone(v, t, 0);
                for (int s = zone.nextSetBit(0); s >= 0; s = zone.nextSetBit(s + 1)) d.shade(Diagram.Shade.DROP, s);
                drop = d.svg();
            }
            pieces.add(new PieceView(t.symbol(), t.name(), t.names(), t.movement(), t.royal(), svg, drop));
        }
        return new Study(key, v.name(), Describer.describe(v), EngineView.diagram(varia.engine.Position.start(v)).svg(),
                pieces, v.files(), v.ranks(), "/api/variants/" + java.net.URLEncoder.encode(key, java.nio.charset.StandardCharsets.UTF_8).replace("+", "%20") + "/moves");
    }

    /** A square near the centre of the board, on White's half. */
    static int centre(Variant v, int colour) {
        return (v.ranks() / 2 - (colour == 0 ? 1 : 0)) * v.files() + (v.files() - 1) / 2;
    }

    /** One piece's moves from a square: on an empty board, or (with a FEN) the legal ones there. */
    static String moves(Variant v, String symbol, String square, int colour, String fen) throws FenException {
        int sq = EngineView.square(v, square);
        if (sq < 0) throw new IllegalArgumentException("'" + square + "' is not a square of the " + v.files() + "x" + v.ranks() + " board");
        if (fen != null && !fen.isBlank()) return EngineView.legalTargets(v, fen, sq).svg();
        PieceType t = v.pieceBySymbol(symbol == null ? "" : symbol);
        if (t == null) throw new IllegalArgumentException("no piece '" + symbol + "' in " + v.name());
        return MovePattern.draw(v, t, colour, sq, MovePattern.Show.DEFAULT)
                .title(t.name() + " (" + t.symbol() + ") on " + square).interactive(true).svg();
    }
}
