package varia.rules.enpassant;

import java.util.ArrayList;
import java.util.List;
import varia.notation.Mode;
import varia.rules.Description;
import varia.rules.Placement;
import varia.rules.Rule;
import varia.rules.RuleInput;
import varia.rules.Values;
import varia.variant.RuleKey;
import varia.yaml.Key;
import varia.yaml.Section;

/**
 * {@code pieces.X.en-passant-on: REGION}: of the squares a move-only lame move of this piece passes
 * over (a pawn's double step), only those in the region (the owner's) give the enemy an en-passant
 * capture. Horde: {@code rank 3}, so that a White pawn's double step from its first rank (over the
 * second) gives none. Fairy-Stockfish's {@code enPassantRegion}, which names the same squares for
 * all of a side's pieces.
 */
public final class EnPassantReader implements Rule<EnPassantSquares> {
    public static final EnPassantReader RULE = new EnPassantReader();

    static final Key<String> EN_PASSANT_ON = Values.region("en-passant-on")
            .doc("the squares passed over by this piece's move-only lame moves (a double step) on which an enemy may take it"
                    + " en passant (the owner's region); default: every square passed over");

    private EnPassantReader() {}

    @Override public RuleKey<EnPassantSquares> key() { return EnPassantSquares.KEY; }

    @Override public List<Placement> keys() { return List.of(Placement.piece(EN_PASSANT_ON)); }

    @Override public EnPassantSquares read(RuleInput in) {
        List<String> symbols = in.symbols();
        if (symbols == null) return null;
        List<String> byType = new ArrayList<>();
        boolean any = false;
        for (int t = 0; t < symbols.size(); t++) {
            Section piece = in.piece(t);
            String region = piece == null || !piece.has(EN_PASSANT_ON) ? null : piece.get(EN_PASSANT_ON);
            if (region != null && !createsEnPassant(in, t)) {
                in.problems().at(piece.node(EN_PASSANT_ON), piece.path("en-passant-on") + ": '" + symbols.get(t)
                        + "' has no move that gives an en-passant right (a move-only lame leap such as 'ifmnD'); remove it");
                region = null;
            }
            any |= region != null;
            byType.add(region);
        }
        return any ? new EnPassantSquares(byType) : null;
    }

    /** Does the piece have a move-only lame move (one that an enemy may take en passant)? */
    private static boolean createsEnPassant(RuleInput in, int type) {
        return in.pieceMoves(type).stream().anyMatch(m -> m.createsEnPassant());
    }

    @Override public void describe(EnPassantSquares model, Description out) {
        if (model == null) return;
        for (int t = 0; t < model.byType().size(); t++)
            if (model.of(t) != null)
                out.piece(t, "may be taken en passant only on the squares of " + out.region(model.of(t))
                        + " that its move-only lame moves pass over");
    }

    @Override public void install(EnPassantSquares model, varia.engine.Installer engine) {
        for (int t = 0; t < model.byType().size(); t++)
            if (model.of(t) != null) engine.enPassantSquares(t, engine.region(model.of(t), 0), engine.region(model.of(t), 1));
    }
}
