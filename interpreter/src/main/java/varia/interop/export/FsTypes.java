package varia.interop.export;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import varia.interop.fs.FsBetza;
import varia.interop.fs.FsPieceType;
import varia.notation.MoveRule;
import varia.notation.Notation;
import varia.variant.PieceType;
import varia.variant.Variant;

/**
 * Which Fairy-Stockfish piece type each Varia piece becomes: the royal piece the {@code king}; a
 * piece moving exactly as a built-in type that type (its rules in Fairy-Stockfish's code then
 * apply: a pawn's double step and en passant, a shogi pawn's drop rules); any other a custom
 * piece with its Betza. A promoted form becomes the type of a piece moving as it does (shogi's
 * promoted pieces are golds), else a custom piece of a letter of its own.
 */
final class FsTypes {
    /** Varia piece index -> Fairy-Stockfish type. */
    final Map<Integer, FsPieceType> of = new LinkedHashMap<>();
    /** Promoted form index -> the letter of the type it becomes (a base piece's, or one of its own). */
    final Map<Integer, Character> formLetter = new LinkedHashMap<>();

    FsTypes(Variant v, Out out) {
        Set<FsPieceType> used = new HashSet<>();
        int custom = 0;
        List<PieceType> royal = new ArrayList<>();
        for (PieceType p : v.pieces()) if (p.royal() && !p.isPromotedForm()) royal.add(p);
        for (PieceType p : v.pieces()) {
            if (p.isPromotedForm()) continue;
            if (p.key().length() > 1) { out.missing("pieces." + p.symbol(), "a dressed letter (more than 26 kinds of piece)"); continue; }
            FsPieceType t = null;
            // a royal that is the last of several (Sho shogi's king and prince) is Fairy-Stockfish's pseudo-royal commoner, not its king
            boolean last = v.rule(varia.rules.royals.Royals.KEY) == varia.rules.royals.Royals.LAST;
            if (royal.size() == 1 && royal.get(0) == p && !last) t = FsPieceType.king();
            else if (PieceExport.isPawn(p) && !used.contains(FsPieceType.pawn())) t = FsPieceType.pawn();
            else if (PieceExport.soldierRank(v, p) > 0 && !used.contains(FsPieceType.named("soldier"))) t = FsPieceType.named("soldier");
            else {
                String moves = p.moves().isEmpty() ? "" : Notation.print(p.moves());
                for (FsPieceType b : FsPieceType.all()) {
                    if (b.isCustom() || b.special() == FsPieceType.Special.KING || b.name().equals("immobile") || used.contains(b)) continue;
                    if (special(b) && !fitsSpecial(b, p)) continue;
                    String bm = FsBetza.read(b.betza()).moves().isEmpty() ? "" : Notation.print(FsBetza.read(b.betza()).moves());
                    if (bm.equals(moves) && p.regionMoves().isEmpty()) { t = b; break; }
                }
            }
            if (t == null) {
                if (custom >= FsPieceType.CUSTOM_COUNT) { out.missing("pieces", "more than " + FsPieceType.CUSTOM_COUNT + " piece types of their own"); continue; }
                t = FsPieceType.byId(FsPieceType.CUSTOM_FIRST + custom++);
            }
            used.add(t);
            of.put(p.index(), t);
        }
        // promoted forms: the type of a base piece that moves alike, else a custom type with a spare letter
        Set<Character> letters = new HashSet<>();
        for (PieceType p : v.pieces()) letters.add(Character.toLowerCase(p.letter()));
        for (PieceType p : v.pieces()) {
            if (!p.isPromotedForm()) continue;
            PieceType alike = null;
            for (PieceType q : v.pieces())
                if (!q.isPromotedForm() && q.moves().equals(p.moves()) && q.royal() == p.royal() && q.regionMoves().equals(p.regionMoves())) alike = q;
            if (alike != null) { formLetter.put(p.index(), Character.toLowerCase(alike.letter())); continue; }
            if (custom >= FsPieceType.CUSTOM_COUNT) { out.missing("pieces", "more than " + FsPieceType.CUSTOM_COUNT + " piece types of their own"); continue; }
            char spare = 0;
            for (char c = 'a'; c <= 'z' && spare == 0; c++) if (!letters.contains(c)) spare = c;
            if (spare == 0) { out.missing("pieces", "more than 26 letters for the promoted forms"); continue; }
            letters.add(spare);
            of.put(p.index(), FsPieceType.byId(FsPieceType.CUSTOM_FIRST + custom++));
            formLetter.put(p.index(), spare);
        }
    }

    /** The letter Fairy-Stockfish writes for the piece's type: its own, or for a promoted form the type it becomes. */
    char letterOf(PieceType p) { return p.isPromotedForm() ? formLetter.get(p.index()) : Character.toLowerCase(p.letter()); }

    /** Built-in types whose code adds rules beyond their Betza: only chosen for a piece that has those rules. */
    private static boolean special(FsPieceType b) {
        return b.special() != FsPieceType.Special.NONE;
    }

    private static boolean fitsSpecial(FsPieceType b, PieceType p) {
        return switch (b.special()) {
            case JANGGI_CANNON -> p.cannotCapture().equals(List.of(p.index())) && p.screensExclude().equals(List.of(p.index()));
            default -> false; // the pawn and the soldier are chosen by PieceExport, which knows their regions
        };
    }

    static String print(List<MoveRule> rules) { return rules.isEmpty() ? "" : Notation.print(rules); }
}
