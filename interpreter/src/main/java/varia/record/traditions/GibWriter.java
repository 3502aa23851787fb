package varia.record.traditions;

import varia.diagram.Glyphs;
import varia.engine.MoveInfo;
import varia.engine.Position;
import varia.variant.Variant;

/**
 * Janggi as GIB records write it ({@code 79卒78}): the origin's row (1 at Han's back row, 0 for the
 * tenth, Cho's) and file (1-9 from Cho's left), the piece by its hanja, the destination's row
 * and file; {@code 한수쉼} for a pass.
 */
final class GibWriter implements MoveWriter {
    private final Variant v;
    private final Glyphs glyphs;

    GibWriter(Variant v) {
        this.v = v;
        this.glyphs = Glyphs.of(v);
    }

    private String square(Position p, int sq) {
        int row = v.ranks() - Notations.rank(p, sq);
        return (row == 10 ? "0" : Integer.toString(row)) + (Notations.file(p, sq) + 1);
    }

    @Override public String write(Position p, int move, int lastTo) {
        MoveInfo m = p.info(move);
        if (m.kind() == MoveInfo.Kind.PASS) return "한수쉼";
        return square(p, m.from()) + glyphs.of(m.piece().index()).text(p.sideToMove()) + square(p, m.to());
    }
}
