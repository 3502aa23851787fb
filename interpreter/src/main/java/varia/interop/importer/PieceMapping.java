package varia.interop.importer;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import varia.interop.fs.FsBetza;
import varia.interop.fs.FsPieceType;
import varia.interop.fs.FsSquares;
import varia.interop.fs.FsVariant;

/**
 * The pieces: each type the variant has becomes a piece under its letter, moving as
 * Fairy-Stockfish moves it. Moves that depend on the square (double steps, a soldier across the
 * river, {@code i} moves) become {@code moves-where} regions; a mobility region becomes
 * {@code confined-to}; the janggi palace's diagonal lines become {@code moves-within}; the king is
 * royal (unless the extinction rules make other pieces pseudo-royal, {@link RoyaltyMapping}).
 */
final class PieceMapping implements Mapping {
    @Override public void map(Context c) {
        FsVariant v = c.v;
        Moves moves = new Moves(v);
        c.usesBoth("doubleStepRegion", "tripleStepRegion", "enPassantRegion", "enPassantTypes");
        c.uses("doubleStep", "soldierPromotionRank", "kingBetza", "kingType", "diagonalLines");
        for (FsPieceType t : FsPieceType.all())
            c.uses("letter/" + t.name(), "betza/" + t.name(), "pieceValueMg/" + t.name(), "pieceValueEg/" + t.name(),
                    "mobilityRegion/w/" + t.name(), "mobilityRegion/b/" + t.name());
        YamlTree pieces = c.root.map("pieces");
        for (FsPieceType t : c.types()) {
            String letter = c.letter(t);
            String key = t.isCustom() ? "betza/" + t.name() : t.special() == FsPieceType.Special.KING && v.has("kingBetza") ? "kingBetza" : "letter/" + t.name();
            YamlTree p = pieces.map(letter, c.from("letter/" + t.name()));
            p.put("name", displayName(t), null);
            FsBetza.Result betza = moves.betza(t);
            for (String u : betza.unsupported()) c.lack(key, "Varia's notation has no " + u + " (" + t.name() + " = " + v.betza(t) + ")");
            for (String n : betza.notes()) c.notes.add(t.name() + " = " + v.betza(t) + ": " + n);
            movement(c, moves, t, p, key, letter);
            if (t.special() == FsPieceType.Special.KING) royal(c, p, t, "the king is royal");
            if (t.special() == FsPieceType.Special.JANGGI_CANNON) {
                p.list("cannot-capture", List.of(letter), "janggiCannon: may not take a janggi cannon");
                p.list("screens-exclude", List.of(letter), "janggiCannon: nor hop over one");
            }
            confined(c, t, p);
            diagonalLines(c, t, p);
            Object value = v.get("pieceValueMg/" + t.name());
            if (value instanceof Integer mg && mg > 0) p.put("value", String.format(java.util.Locale.ROOT, "%.2f", mg / 126.0), c.from("pieceValueMg/" + t.name()) + " / 126, a pawn's");
        }
    }

    /** Royal for the sides that have the piece: {@code true}, or {@code white} / {@code black} for a side's own. */
    static void royal(Context c, YamlTree p, FsPieceType t, String comment) {
        String sides = c.presence.sides(t);
        if (sides.equals("true")) p.put("royal", true, comment);
        else p.put("royal", sides, comment + " (" + (sides.equals("white") ? "Black" : "White") + " has none)");
    }

    /** The type's moves: the commonest movement as {@code moves}, the others as {@code moves-where} regions. */
    static void movement(Context c, Moves moves, FsPieceType t, YamlTree p, String key, String letter) {
        FsVariant v = c.v;
        Map<String, FsSquares[]> groups = new LinkedHashMap<>();
        boolean none = false;
        for (boolean white : new boolean[] {true, false})
            for (int r = 0; r < v.ranks(); r++)
                for (int f = 0; f < v.files(); f++) {
                    String m = moves.at(t, white, f, r);
                    if (m == null) { none = true; continue; }
                    FsSquares[] g = groups.computeIfAbsent(m, x -> new FsSquares[] {FsSquares.NONE, FsSquares.NONE});
                    g[white ? 0 : 1] = g[white ? 0 : 1].with(f, r);
                }
        for (String o : moves.overlaps) c.lack(key, "Varia lacks " + o + " (" + t.name() + " = " + v.betza(t) + ")");
        moves.overlaps.clear();
        if (groups.isEmpty()) {
            c.lack(key, "Varia has no piece without moves (" + t.name() + " moves nowhere)");
            p.put("moves", "mW", "placeholder: " + t.name() + " has no moves");
            return;
        }
        if (none) c.lack(key, "Varia has no piece that cannot move on some squares (" + t.name() + ")");
        String base = null;
        int most = -1;
        for (Map.Entry<String, FsSquares[]> e : groups.entrySet()) {
            int n = e.getValue()[0].size() + e.getValue()[1].size();
            if (n > most) { most = n; base = e.getKey(); }
        }
        String what = t.special() == FsPieceType.Special.PAWN ? "pawn's built-in moves" + (v.bool("doubleStep") ? "" : "; no double step: " + c.from("doubleStep")) : key.startsWith("betza/") || key.equals("kingBetza")
                ? c.from(key) : t.name() + "'s built-in moves" + (t.special() == FsPieceType.Special.KING && v.kingMovesAs() != null
                ? " (as " + v.kingMovesAs().name() + ")" : "");
        p.put("moves", base, what);
        for (Map.Entry<String, FsSquares[]> e : groups.entrySet()) {
            if (e.getKey().equals(base)) continue;
            FsSquares[] g = e.getValue();
            String why = t.special() == FsPieceType.Special.SOLDIER ? c.from("soldierPromotionRank")
                    : c.from("doubleStep", "doubleStepRegion/w", "doubleStepRegion/b", "tripleStepRegion/w", "tripleStepRegion/b",
                            "enPassantRegion/w", "enPassantRegion/b");
            if (g[0].isEmpty() || g[1].isEmpty()) {
                c.lack(g[0].isEmpty() ? "doubleStepRegion/w" : "doubleStepRegion/b",
                        "Varia has no region for one side only: " + t.name() + " moves " + e.getKey() + " on some squares of "
                                + (g[0].isEmpty() ? "Black" : "White") + " alone");
                continue;
            }
            String name = t.special() == FsPieceType.Special.PAWN ? "pawn-steps" : t.special() == FsPieceType.Special.SOLDIER
                    ? "soldier-sideways" : "moves-" + letterName(letter);
            String region = c.region(name, g[0], g[1], null);
            p.map("moves-where", why).put(region, e.getKey(), null);
        }
    }

    private static void confined(Context c, FsPieceType t, YamlTree p) {
        String w = "mobilityRegion/w/" + t.name(), b = "mobilityRegion/b/" + t.name();
        c.uses(w, b);
        if (!c.v.has(w) && !c.v.has(b)) return;
        FsSquares board = FsSquares.board(c.v.files(), c.v.ranks());
        FsSquares ws = c.v.has(w) && !c.v.squares(w).isEmpty() ? c.v.squares(w) : board, bs = c.v.has(b) && !c.v.squares(b).isEmpty() ? c.v.squares(b) : board;
        if (ws.on(c.v.files(), c.v.ranks()).isEmpty() || bs.on(c.v.files(), c.v.ranks()).isEmpty()) {
            c.lack(ws.on(c.v.files(), c.v.ranks()).isEmpty() ? w : b, "a mobility region with no square of the board");
            return;
        }
        String region = c.region("area-" + letterName(c.letter(t)), ws, bs, null);
        p.put("confined-to", region, c.from(w, b));
    }

    /** The janggi palace's lines: a wazir steps, a soldier steps forward, a rook and a janggi cannon slide diagonally along them. */
    private static void diagonalLines(Context c, FsPieceType t, YamlTree p) {
        FsSquares lines = c.v.squares("diagonalLines").on(c.v.files(), c.v.ranks());
        if (lines.isEmpty()) return;
        FsPieceType as = t.special() == FsPieceType.Special.KING && c.v.kingMovesAs() != null ? c.v.kingMovesAs() : t;
        String extra = switch (as.name()) {
            case "wazir" -> "F";
            case "soldier" -> "fF";
            case "rook" -> "B";
            case "janggiCannon" -> "pB";
            default -> null;
        };
        if (extra == null) return;
        String region = c.region("diagonal-lines", lines, lines, c.from("diagonalLines"));
        p.map("moves-within", c.from("diagonalLines")).put(region, extra, null);
    }

    /** A region-name-safe word for a piece letter. */
    static String letterName(String letter) {
        return (letter.startsWith("+") ? "promoted-" + letter.substring(1) : letter).toLowerCase(java.util.Locale.ROOT);
    }

    /** {@code dragonHorse} as "Dragon horse", {@code customPiece3} as "Custom piece 3". */
    static String displayName(FsPieceType t) {
        String n = t.name().replaceAll("([a-z])([A-Z0-9])", "$1 $2").toLowerCase(java.util.Locale.ROOT);
        return Character.toUpperCase(n.charAt(0)) + n.substring(1);
    }
}
