package varia.interop.importer;

import varia.interop.fs.FsPieceType;

/**
 * Fairy-Stockfish's shogi-style promoted pieces as Varia promoted forms: {@code promotedPieceType
 * = p:g} makes {@code +P}, a pawn promoted, moving as the gold; captured, it goes to the hand as a
 * pawn (as the gold with {@code dropLoop}).
 */
final class Forms {
    private Forms() {}

    static void add(Context c, FsPieceType base, FsPieceType as) {
        String form = "+" + c.letter(base);
        YamlTree pieces = c.root.map("pieces");
        if (pieces.has(form) && pieces.child(form).has("moves")) return;
        YamlTree p = pieces.map(form, c.from("promotedPieceType/" + base.name()));
        p.put("name", PieceMapping.displayName(base) + " promoted", null);
        PieceMapping.movement(c, new Moves(c.v), as, p, "letter/" + as.name(), form);
        if (c.v.bool("dropLoop") && c.v.bool("capturesToHand")) p.put("demotes-to", c.letter(as), c.from("dropLoop"));
    }
}
