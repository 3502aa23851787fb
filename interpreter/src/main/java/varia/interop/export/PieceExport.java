package varia.interop.export;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.Set;
import varia.interop.fs.FsPieceType;
import varia.notation.Leg;
import varia.notation.Mode;
import varia.notation.MoveRule;
import varia.notation.Notation;
import varia.variant.PieceType;
import varia.variant.RegionMoves;
import varia.variant.Variant;

/**
 * The pieces: their types' keys ({@code knight = n}, {@code customPiece1 = a:BN}, {@code king = k}),
 * initial moves as Fairy-Stockfish's double-step region (the setup squares of the one piece that
 * has them, or the region where Varia gives them), a confinement as mobility regions, a soldier's
 * sideways steps from its rank.
 */
final class PieceExport {
    private PieceExport() {}

    /** Fairy-Stockfish's pawn: one step forward, captures diagonally forward (en passant too when it double-steps). */
    static boolean isPawn(PieceType p) {
        List<MoveRule> plain = new ArrayList<>(), initial = new ArrayList<>();
        for (MoveRule m : p.moves()) (m.initialOnly() ? initial : plain).add(m);
        String base = FsTypes.print(strip(plain));
        if (!base.equals("fmWfcF") || !p.regionMoves().isEmpty() && initial.isEmpty() && !regionDoubleStep(p)) return false;
        boolean ep = plain.stream().anyMatch(m -> m.leg().modes().contains(Mode.EN_PASSANT));
        if (initial.isEmpty()) return p.regionMoves().isEmpty() || regionDoubleStep(p) && ep;
        return ep && FsTypes.print(clearInitial(initial)).equals("fmnD");
    }

    private static boolean regionDoubleStep(PieceType p) {
        return p.regionMoves().size() == 1 && p.regionMoves().get(0).mode() == RegionMoves.Mode.WHERE_STANDING
                && FsTypes.print(p.regionMoves().get(0).moves()).equals("fmWfceFfmnD");
    }

    /** The rank (from the owner's side, 1-based) from which a soldier-like piece (fW, then fsW) steps sideways; 0 when it is no such piece. */
    static int soldierRank(Variant v, PieceType p) {
        String base = FsTypes.print(p.moves());
        if (base.equals("fsW") && p.regionMoves().isEmpty()) return 1;
        if (!base.equals("fW") || p.regionMoves().size() != 1) return 0;
        RegionMoves rm = p.regionMoves().get(0);
        if (rm.mode() != RegionMoves.Mode.WHERE_STANDING || !FsTypes.print(rm.moves()).equals("fsW")) return 0;
        for (int from = 2; from <= v.ranks(); from++)
            if (Squares.ranksFrom(v, Squares.region(v, rm.region(), 0), 0, from) && Squares.ranksFrom(v, Squares.region(v, rm.region(), 1), 1, from))
                return from;
        return 0;
    }

    static void write(Variant v, FsTypes types, Out out) {
        out.put("maxFile", String.valueOf(v.files()), "board.files");
        out.put("maxRank", String.valueOf(v.ranks()), "board.ranks");
        if (v.files() > 12 || v.ranks() > 10) out.missing("board", "a board larger than Fairy-Stockfish's 12 files by 10 ranks");
        PieceType initialType = null;
        BitSet[] initialSquares = null;
        for (PieceType p : v.pieces()) {
            FsPieceType t = types.of.get(p.index());
            if (t == null) continue;
            char letter = p.isPromotedForm() ? types.formLetter.get(p.index()) : Character.toLowerCase(p.letter());
            String where = "pieces." + p.symbol();
            List<MoveRule> plain = new ArrayList<>(), initial = new ArrayList<>();
            for (MoveRule m : p.moves()) (m.initialOnly() ? initial : plain).add(m);
            BitSet[] region = null;
            List<RegionMoves> others = new ArrayList<>(p.regionMoves());
            if (initial.isEmpty() && t.special() != FsPieceType.Special.SOLDIER) {
                RegionMoves extra = extraQuietMoves(p, plain);
                if (extra != null) {
                    others.remove(extra);
                    initial = clearInitial(minus(extra.moves(), plain));
                    region = new BitSet[] {Squares.region(v, extra.region(), 0), Squares.region(v, extra.region(), 1)};
                }
            } else if (!initial.isEmpty()) region = new BitSet[] {Squares.setup(v, p.letter(), 0), Squares.setup(v, p.letter(), 1)};
            if (!initial.isEmpty()) {
                if (initialType != null) out.missing(where, "initial moves of a second piece (Fairy-Stockfish gives them on one region shared by all pieces)");
                initialType = p;
                initialSquares = region;
            }
            if (t.special() == FsPieceType.Special.SOLDIER) {
                others.clear();
                out.put("soldierPromotionRank", String.valueOf(soldierRank(v, p)), where + ".moves-where");
            }
            for (RegionMoves rm : others) out.missing(where + (rm.mode() == RegionMoves.Mode.WITHIN ? ".moves-within" : ".moves-where"),
                    "moves tied to a region (" + rm.region() + ": " + rm.movement() + ")");
            switch (t.special()) {
                case KING -> {
                    String betza = plain.isEmpty() ? "" : Notation.print(plain).equals("K") && initial.isEmpty() ? null : betza(plain, initial, where, out);
                    out.put("king", betza == null ? String.valueOf(letter) : letter + ":" + betza, where);
                }
                case CUSTOM -> {
                    String betza = betza(plain, initial, where, out);
                    out.put(t.name(), letter + ":" + (betza == null ? "W" : betza), where);
                }
                default -> out.put(t.name(), String.valueOf(letter), where + " (" + t.name() + ": " + t.betza() + ")");
            }
            if (!p.cannotCapture().isEmpty() || !p.screensExclude().isEmpty())
                if (t.special() != FsPieceType.Special.JANGGI_CANNON) out.missing(where, "pieces it may not capture or hop over (only the janggi cannon's own kind in Fairy-Stockfish)");
            if (!p.givesCheck()) out.missing(where + ".gives-check", "a piece whose attacks give no check");
            if (p.confinedTo() != null) confine(v, p, t, where, out);
        }
        if (initialType == null) out.put("doubleStep", "false", "no piece has initial moves");
        else {
            out.put("doubleStepRegionWhite", Squares.text(v, initialSquares[0]), "pieces." + initialType.symbol() + ": its initial moves, from its setup squares");
            out.put("doubleStepRegionBlack", Squares.text(v, initialSquares[1]), null);
        }
    }

    /** The Fairy-Stockfish Betza of the moves; null (reported) when it has none for them. */
    private static String betza(List<MoveRule> plain, List<MoveRule> initial, String where, Out out) {
        String[] why = {null};
        String b = BetzaWriter.write(plain, clearInitial(initial), why);
        if (b == null) out.missing(where + ".moves", why[0]);
        return b;
    }

    /** A region where the piece has its moves and some quiet moves more (Horde's pawns on their first two ranks): Fairy-Stockfish's initial moves there. */
    private static RegionMoves extraQuietMoves(PieceType p, List<MoveRule> plain) {
        if (p.regionMoves().size() != 1) return null;
        RegionMoves rm = p.regionMoves().get(0);
        if (rm.mode() != RegionMoves.Mode.WHERE_STANDING || !rm.moves().containsAll(plain)) return null;
        for (MoveRule m : minus(rm.moves(), plain)) if (m.isMultiLeg() || !m.leg().modes().equals(Set.of(Mode.MOVE))) return null;
        return rm;
    }

    private static List<MoveRule> minus(List<MoveRule> a, List<MoveRule> b) {
        List<MoveRule> out = new ArrayList<>(a);
        out.removeAll(b);
        return out;
    }

    static List<MoveRule> clearInitial(List<MoveRule> rules) {
        List<MoveRule> out = new ArrayList<>();
        for (MoveRule m : rules) out.add(new MoveRule(m.legs(), false));
        return out;
    }

    private static List<MoveRule> strip(List<MoveRule> rules) {
        List<MoveRule> out = new ArrayList<>();
        for (MoveRule m : rules) {
            if (m.isMultiLeg()) { out.add(m); continue; }
            Leg l = m.leg();
            java.util.Set<Mode> modes = new java.util.TreeSet<>(l.modes());
            modes.remove(Mode.EN_PASSANT);
            out.add(new MoveRule(List.of(new Leg(l.atom(), l.step(), l.range(), modes, l.mustBeEmpty(), l.hop())), m.initialOnly()));
        }
        return out;
    }

    /** Fairy-Stockfish's mobility region masks where the piece lands; Varia's confinement also its path: the same for pieces that do not slide. */
    private static void confine(Variant v, PieceType p, FsPieceType t, String where, Out out) {
        for (MoveRule m : p.moves())
            if (m.isMultiLeg() || m.leg().range() > 1 || m.leg().hop()) {
                out.missing(where + ".confined-to", "a sliding piece confined to a region (Fairy-Stockfish confines where it lands, not its path)");
                return;
            }
        String name = t.special() == FsPieceType.Special.KING ? "King" : t.capitalized();
        out.put("mobilityRegionWhite" + name, Squares.text(v, Squares.region(v, p.confinedTo(), 0)), where + ".confined-to");
        out.put("mobilityRegionBlack" + name, Squares.text(v, Squares.region(v, p.confinedTo(), 1)), null);
    }
}
