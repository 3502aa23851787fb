package varia.record;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import varia.engine.MoveInfo;
import varia.engine.Moves;
import varia.engine.Position;
import varia.variant.PieceType;
import varia.variant.Variant;

/**
 * Reads one move as written in a record and finds it among the position's legal moves. Accepts
 * SAN with the variant's letters (and its {@link LetterAliases}), long algebraic ({@code Ng1-f3},
 * {@code e2-e4}), Fairy-Stockfish coordinates ({@code e2e4}, {@code e7e8q}, {@code h3h4+},
 * {@code P@e5}), drops ({@code P@e5}, {@code @Qg4}), passes ({@code --}, {@code pass},
 * {@code (Pass)}, {@code @@@@}, {@code 0000}), castling ({@code O-O}, {@code 0-0-0}), promotions
 * ({@code =Q}, {@code Q}, {@code +}; {@code =} alone declines an optional one), pieces gated from the
 * hand ({@code Nf3/H}, {@code O-O/He1}, Fairy-Stockfish's {@code g1f3h}, {@code h1e1h}), drops of a
 * promoted form ({@code +N@c3}), and ignores check, mate and annotation marks. Never throws: a move it
 * cannot match comes back with the reason.
 */
public final class MoveParser {

    /** The matched move, or the reason there is none. */
    public record Parsed(int move, String error) {
        public boolean ok() { return error == null; }
        static Parsed of(int m) { return new Parsed(m, null); }
        static Parsed fail(String why) { return new Parsed(Moves.NONE, why); }
    }

    private static final String SQ = "([a-z])(\\d{1,2})";
    private static final Pattern COORD = Pattern.compile(SQ + "[-x:]?" + SQ + "(=?[A-Za-z]'?|=|\\+)?");
    private static final Pattern LAN = Pattern.compile("(\\+?[A-Z]'?)" + SQ + "[-x:]" + SQ + "(=?[A-Z]'?|=|\\+)?");
    private static final Pattern SAN = Pattern.compile("(\\+?[A-Z]'?)?([a-wyz])?(\\d{1,2})?[x:]?" + SQ + "(=?[A-Z]'?|=|\\+)?");
    private static final Pattern DROP = Pattern.compile("(?:(\\+?[A-Z]'?)?[@*](\\+?[A-Z]'?)?)" + SQ);
    /** Coordinates with a suffix, or a drop of a promoted form: tried first as Fairy-Stockfish's exact notation. */
    private static final Pattern FS_SUFFIXED = Pattern.compile("[a-z]\\d{1,2}[a-z]\\d{1,2}[a-z+-]|\\+[A-Z]@[a-z]\\d{1,2}"
            // rules' actions, written alike in SAN and coordinates: a removal xe2f2 (play.head-on), a placement d9d10@g3 (promotion.placed-on),
            // the refuge's exchange a9~g5 and draw a9~= (play.refuge)
            + "|x[a-z]\\d{1,2}[a-z]\\d{1,2}|[a-z]\\d{1,2}[a-z]\\d{1,2}@[a-z]\\d{1,2}|[a-z]\\d{1,2}~([a-z]\\d{1,2}|=)");
    /** A piece gated from the hand, after the move: {@code /H}, and on a castling the square, {@code /He1}. */
    private static final Pattern GATE = Pattern.compile("(.*)/([A-Z])" + "(" + SQ + ")?");

    private final San san;
    private final Variant variant;
    private final List<LetterAliases.Dialect> dialects;
    private final int[] moves = new int[Moves.MAX_MOVES];

    public MoveParser(San san) {
        this.san = san;
        this.variant = san.variant();
        this.dialects = LetterAliases.forVariant(variant);
    }

    /** What the move text asks for, before matching. */
    private static final class Want {
        String piece;          // letter as written, or null
        int fromFile = -1;     // 0-based, -1 any
        int fromRank = -1;     // 1-based, -1 any
        int to = -1;
        String promo;          // letter, "=" (none), "+" (some promotion), or null (unspecified)
        boolean coordinate;    // squares given in full: any piece
        char gate;             // the letter of a piece gated from the hand, or 0 for none
        int gateSquare = -1;   // where it goes (castling), or -1 for where the move says
    }

    /**
     * A move typed by a player: Fairy-Stockfish coordinates first, in either case and with an
     * optional {@code -} or {@code x} between the squares ({@code e2e4}, {@code E2-E4},
     * {@code d4xe5}, {@code a7a8=Q}), then everything {@link #parse} reads. Coordinates come
     * first because a player who types {@code b2b4} means the squares, not a piece from rank 2.
     */
    public Parsed parseTyped(Position pos, String typed) {
        if (typed == null) return Parsed.fail("empty move");
        String t = typed.strip().toLowerCase(java.util.Locale.ROOT);
        if (t.length() <= MAX_TEXT) {
            int m = pos.parseUci(t);
            if (m != Moves.NONE) return Parsed.of(m);
            String joined = t.replaceFirst("^([a-z]\\d+)[-x]([a-z]\\d+)", "$1$2").replace("=", "");
            if (!joined.equals(t) && (m = pos.parseUci(joined)) != Moves.NONE) return Parsed.of(m);
        }
        return parse(pos, typed);
    }

    private static final java.util.regex.Pattern MULTI_LEG =
            java.util.regex.Pattern.compile("\\+?(?:[A-Z]'?)?([a-z]\\d{1,2})[-x]?([a-z]\\d{1,2})[-x]?([a-z]\\d{1,2})"); // SAN's Nf6xe7-e8, coordinates' f6e7e8

    /**
     * The quick way for the commonest text of archives (ICCS, USI, CSA and KIF moves as their readers
     * give them, {@code h3e3}): two squares and nothing else name the legal move when exactly one
     * plain move (no promotion, no special kind) joins them; NONE otherwise, and the full reading
     * below decides (promotions, passes, castling, ambiguities and every refusal's reason).
     */
    private int plainCoordinates(Position pos, String s) {
        int mid = 1;
        while (mid < s.length() && Character.isDigit(s.charAt(mid))) mid++;
        if (mid < 2 || mid > 3 || mid + 2 > s.length() || s.length() - mid > 3) return Moves.NONE;
        int from = pos.square(s.substring(0, mid)), to = pos.square(s.substring(mid));
        if (from < 0 || to < 0) return Moves.NONE;
        int n = pos.legalMoves(moves), found = Moves.NONE;
        for (int i = 0; i < n; i++) {
            int m = moves[i];
            if (Moves.from(m) != from || Moves.to(m) != to) continue;
            if (m < 0 || Moves.kind(m) != Moves.KIND_NORMAL || Moves.promotion(m) >= 0 || found != Moves.NONE) return Moves.NONE;
            found = m;
        }
        return found;
    }

    /** Longest move text read; anything longer names no move in any notation (and is not worth a regular expression's time). */
    static final int MAX_TEXT = 64;

    public Parsed parse(Position pos, String written) {
        if (written == null) return Parsed.fail("empty move");
        if (written.length() > MAX_TEXT) return Parsed.fail("cannot read the move '" + PgnReader.shorten(written) + "': longer than " + MAX_TEXT + " characters");
        String s = written.strip();
        // annotation marks, then check and mate marks (counted: a single '+' may be a shogi promotion)
        // annotation marks; a '=' after a check mark is a draw offer (SchemingMind), not a promotion
        while (!s.isEmpty() && (s.endsWith("!") || s.endsWith("?")
                || s.length() > 1 && s.endsWith("=") && (s.charAt(s.length() - 2) == '+' || s.charAt(s.length() - 2) == '#')))
            s = s.substring(0, s.length() - 1);
        if (s.endsWith("e.p.")) s = s.substring(0, s.length() - 4).strip();
        int plus = 0;
        while (!s.isEmpty() && (s.endsWith("+") || s.endsWith("#") || s.endsWith("‡"))) {
            if (s.endsWith("+")) plus++;
            s = s.substring(0, s.length() - 1);
        }
        if (s.isEmpty()) return Parsed.fail("cannot read the move '" + written + "'");
        int plain = plainCoordinates(pos, s);
        if (plain != Moves.NONE) return Parsed.of(plain);
        // a multi-leg move by its three squares (San writes Nf6xe7-e8, coordinates f6e7e8): the squares decide, the engine checks them
        java.util.regex.Matcher three = MULTI_LEG.matcher(s);
        if (three.matches()) {
            int m = pos.parseUci(three.group(1) + three.group(2) + three.group(3));
            if (m != Moves.NONE) return Parsed.of(m);
        }
        // Fairy-Stockfish's own coordinates, exactly as it writes the move (gating h1e1h, promoted drops +N@c3, demotions a1a2-)
        String exact = written.strip();
        if (FS_SUFFIXED.matcher(exact).matches()) {
            int direct = pos.parseUci(exact);
            if (direct != Moves.NONE) return Parsed.of(direct);
        }
        char gate = 0;
        int gateSquare = -1;
        Matcher gm = GATE.matcher(s);
        if (gm.matches()) {
            s = gm.group(1);
            gate = gm.group(2).charAt(0);
            if (gm.group(3) != null) gateSquare = square(gm.group(4), gm.group(5));
        }
        int n = pos.legalMoves(moves);
        String lower = s.toLowerCase(java.util.Locale.ROOT);
        switch (lower) {
            case "--", "pass", "(pass)", "@@@@", "0000", "z0", "null" -> { return pass(pos, n); }
            case "o-o", "0-0", "o-o-o", "0-0-0" -> { return castle(pos, n, lower.length() == 3, gate, gateSquare); }
            default -> { }
        }
        Matcher m;
        if ((m = DROP.matcher(s)).matches()) return drop(pos, n, m, written);
        Want w = new Want();
        w.gate = gate;
        w.gateSquare = gateSquare;
        if ((m = COORD.matcher(s)).matches()) {
            w.coordinate = true;
            w.fromFile = m.group(1).charAt(0) - 'a';
            w.fromRank = Integer.parseInt(m.group(2));
            w.to = square(m.group(3), m.group(4));
            w.promo = promoSpec(m.group(5), plus);
            // Fairy-Stockfish writes a pass as the royal piece's move to its own square (janggi e2e2)
            if (m.group(5) == null && m.group(1).equals(m.group(3)) && m.group(2).equals(m.group(4))) {
                int sq = w.to;
                for (int i = 0; i < n; i++) {
                    MoveInfo mi = pos.info(moves[i]);
                    if (mi.kind() == MoveInfo.Kind.PASS && (mi.to() == sq || mi.to() < 0)) return Parsed.of(moves[i]);
                }
            }
            if (w.promo != null && w.promo.length() == 1 && Character.isLowerCase(w.promo.charAt(0)))
                w.promo = w.promo.toUpperCase(java.util.Locale.ROOT);
        } else if ((m = LAN.matcher(s)).matches()) {
            w.piece = m.group(1);
            w.fromFile = m.group(2).charAt(0) - 'a';
            w.fromRank = Integer.parseInt(m.group(3));
            w.to = square(m.group(4), m.group(5));
            w.promo = promoSpec(m.group(6), plus);
        } else if ((m = SAN.matcher(s)).matches()) {
            w.piece = m.group(1);
            if (m.group(2) != null) w.fromFile = m.group(2).charAt(0) - 'a';
            if (m.group(3) != null) w.fromRank = Integer.parseInt(m.group(3));
            w.to = square(m.group(4), m.group(5));
            w.promo = promoSpec(m.group(6), plus);
        } else {
            return Parsed.fail("cannot read the move '" + written + "'");
        }
        if (w.to < 0) return Parsed.fail("no such square on a " + variant.files() + "x" + variant.ranks() + " board in '" + written + "'");
        if (w.fromFile >= variant.files() || w.fromRank > variant.ranks())
            return Parsed.fail("no such square on a " + variant.files() + "x" + variant.ranks() + " board in '" + written + "'");
        return match(pos, n, w, written);
    }

    /** "=" declines, "+" promotes, a letter names the piece; a trailing check mark may be a promotion. */
    private static String promoSpec(String g, int plus) {
        if (g == null) return plus >= 1 ? "+?" : null;
        if (g.startsWith("=") && (g.length() == 2 || g.length() == 3 && g.endsWith("'"))) return g.substring(1);
        return g;
    }

    private int square(String file, String rank) {
        return san.square(file + Integer.parseInt(rank));
    }

    private Parsed match(Position pos, int n, Want w, String written) {
        // piece types the letter may mean: own letter first, then the dialects' aliases
        List<List<PieceType>> tries = new ArrayList<>();
        if (w.piece == null) {
            if (w.coordinate) tries.add(null); // any piece
            else tries.add(pawns());
        } else {
            if (w.piece.startsWith("+")) {
                // a promoted form by its FEN symbol (shogi's +P, +R)
                PieceType promoted = variant.pieceBySymbol(w.piece);
                if (promoted == null) return Parsed.fail("no such piece '" + w.piece + "' in " + variant.name() + " (pieces: " + letters() + ")");
                tries.add(List.of(promoted));
                return matchTries(pos, n, w, tries, written);
            }
            char c = w.piece.charAt(0);
            PieceType own = variant.pieceByKey(w.piece);
            if (own != null) tries.add(List.of(own));
            List<PieceType> alias = new ArrayList<>();
            for (LetterAliases.Dialect d : dialects) {
                Character to = d.letters().get(c);
                if (to != null && variant.pieceByLetter(to) != null) alias.add(variant.pieceByLetter(to));
            }
            if (!alias.isEmpty()) tries.add(alias);
            if (tries.isEmpty()) return Parsed.fail("no such piece '" + c + "' in " + variant.name() + " (pieces: " + letters() + ")");
        }
        return matchTries(pos, n, w, tries, written);
    }

    private Parsed matchTries(Position pos, int n, Want w, List<List<PieceType>> tries, String written) {
        List<Integer> found = List.of();
        for (List<PieceType> types : tries) {
            found = candidates(pos, n, w, types);
            if (!found.isEmpty()) break;
        }
        if (found.isEmpty()) return explain(pos, n, w, tries, written);
        found = choosePromotion(pos, found, w, written);
        if (found.size() == 1) return Parsed.of(found.get(0));
        if (found.isEmpty()) return Parsed.fail(promotionError(pos, n, w, written));
        Set<String> names = new LinkedHashSet<>();
        for (int m : found) names.add(san.writeWithoutCheck(pos, m));
        return Parsed.fail("ambiguous: could be " + String.join(", ", names));
    }

    private List<Integer> candidates(Position pos, int n, Want w, List<PieceType> types) {
        List<Integer> out = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            MoveInfo mi = pos.info(moves[i]);
            if (mi.kind() == MoveInfo.Kind.DROP || mi.kind() == MoveInfo.Kind.PASS) continue;
            if (mi.isMultiLeg()) continue; // named by its three squares only (Nf6xe7-e8), read above
            if (mi.kind() == MoveInfo.Kind.CASTLING && !w.coordinate && (w.piece == null || !mi.piece().royal())) continue;
            if (mi.to() != w.to) continue;
            if (types != null && !types.contains(mi.piece())) continue;
            String from = san.squareName(mi.from());
            if (w.fromFile >= 0 && from.charAt(0) - 'a' != w.fromFile) continue;
            if (w.fromRank >= 0 && Integer.parseInt(San.rankOf(from)) != w.fromRank) continue;
            if (!gates(mi, w.gate, w.gateSquare) && !leaves(pos, moves[i], mi, w.gate, w.gateSquare)) continue;
            out.add(moves[i]);
        }
        return out;
    }

    /** Narrows candidates that differ only in their promotion. */
    private List<Integer> choosePromotion(Position pos, List<Integer> found, Want w, String written) {
        String p = w.promo;
        List<Integer> promoting = new ArrayList<>(), plain = new ArrayList<>();
        for (int m : found) (pos.info(m).promotion() != null ? promoting : plain).add(m);
        if (p == null || p.equals("+?")) {
            if (promoting.isEmpty()) return plain;
            if (plain.isEmpty()) return promoting;
            // optional promotion: a bare trailing '+' promotes when that is unambiguous
            return p != null && promoting.size() == 1 ? promoting : plain;
        }
        if (p.equals("=")) return plain;
        if (p.equals("+")) return promoting;
        char c = p.charAt(0);
        List<Integer> out = new ArrayList<>();
        for (int m : promoting) {
            PieceType t = pos.info(m).promotion();
            if (t.key().equals(p.toUpperCase(java.util.Locale.ROOT))) out.add(m);
        }
        if (out.isEmpty()) {
            for (int m : promoting) {
                PieceType t = pos.info(m).promotion();
                for (LetterAliases.Dialect d : dialects) {
                    Character to = d.letters().get(Character.toUpperCase(c));
                    if (to != null && to == t.letter()) out.add(m);
                }
            }
        }
        return out;
    }

    private String promotionError(Position pos, int n, Want w, String written) {
        if (w.promo == null || w.promo.equals("=")) return "this move must promote: say to what";
        if (w.promo.equals("+")) return "this move cannot promote";
        return "cannot promote to '" + w.promo + "' here";
    }

    private Parsed explain(Position pos, int n, Want w, List<List<PieceType>> tries, String written) {
        int us = pos.sideToMove();
        String side = us == 0 ? "White" : "Black";
        if (w.fromFile >= 0 && w.fromRank >= 0) {
            int from = san.square((char) ('a' + w.fromFile) + Integer.toString(w.fromRank));
            if (from >= 0) {
                if (pos.colourAt(from) < 0) return Parsed.fail("no piece on " + san.squareName(from));
                if (pos.colourAt(from) != us) return Parsed.fail("the piece on " + san.squareName(from) + " is not " + side + "'s");
            }
        }
        if (!w.coordinate) {
            List<PieceType> types = new ArrayList<>();
            for (List<PieceType> t : tries) if (t != null) types.addAll(t);
            boolean has = false;
            for (int sq = 0; sq < pos.squareCount() && !has; sq++)
                if (pos.colourAt(sq) == us && types.contains(pos.pieceTypeAt(sq))) has = true;
            if (!has) {
                String what = types.isEmpty() ? "such piece" : types.get(0).name();
                return Parsed.fail(side + " has no " + what + (w.piece == null ? " (a move without a piece letter is a " + what + " move)" : ""));
            }
        }
        if (n == 0) return Parsed.fail("no legal move: the game is over");
        List<PieceType> named = w.coordinate ? null : new ArrayList<>();
        if (named != null) for (List<PieceType> t : tries) if (t != null) named.addAll(t);
        String why = explainSafely(() -> varia.record.why.Why.move(pos, named, w.fromFile, w.fromRank < 0 ? -1 : w.fromRank - 1, w.to));
        if (why != null) return Parsed.fail("not a legal move: " + why);
        String royal = royalName(pos, w, tries);
        if (royal != null) {
            List<PieceType> avoid = new ArrayList<>();
            for (List<PieceType> t : tries) if (t != null) avoid.addAll(t);
            Position free = RoyalFree.of(pos, avoid);
            if (free != null) {
                int fn = free.legalMoves(moves);
                for (List<PieceType> types : tries) {
                    if (!candidates(free, fn, w, types).isEmpty()) {
                        return Parsed.fail(pos.inCheck() ? "not a legal move: " + side + "'s " + royal + " is in check and this move does not parry it"
                                : "not a legal move: it would leave " + side + "'s " + royal + " in check");
                    }
                }
            }
        }
        return Parsed.fail("not a legal move" + (pos.inCheck() ? " (" + side + " is in check)" : ""));
    }

    /**
     * The explainer's reason, or null: this parser never throws, so a failure of the explainer on
     * some unforeseen piece or rule leaves the plain reason rather than a stack trace.
     */
    private static String explainSafely(java.util.function.Supplier<String> why) {
        try {
            return why.get();
        } catch (RuntimeException e) {
            return null;
        }
    }

    /** The name of the mover's royal piece when the move is by a non-royal piece, else null. */
    private String royalName(Position pos, Want w, List<List<PieceType>> tries) {
        for (List<PieceType> t : tries) if (t != null) for (PieceType p : t) if (p.royal()) return null;
        if (w.coordinate) {
            int from = san.square((char) ('a' + w.fromFile) + Integer.toString(w.fromRank));
            if (from < 0 || pos.pieceTypeAt(from) == null || pos.pieceTypeAt(from).royal()) return null;
        }
        for (PieceType p : variant.pieces()) if (p.royal()) return p.name();
        return null;
    }

    private List<PieceType> pawns() {
        List<PieceType> out = new ArrayList<>();
        for (PieceType t : variant.pieces()) if (San.isPawn(t)) out.add(t);
        return out;
    }

    private String letters() {
        StringBuilder sb = new StringBuilder();
        for (PieceType t : variant.pieces()) {
            if (t.isPromotedForm() && sb.length() > 0) sb.append(' ');
            sb.append(t.symbol());
        }
        return sb.toString();
    }

    private Parsed pass(Position pos, int n) {
        for (int i = 0; i < n; i++) if (pos.info(moves[i]).kind() == MoveInfo.Kind.PASS) return Parsed.of(moves[i]);
        return Parsed.fail("passing is not a legal move here");
    }

    /** Does the move gate what the text says: nothing (gate 0), or a piece of that letter (on that square, if one is named)? */
    private static boolean gates(MoveInfo mi, char gate, int square) {
        if (gate == 0) return mi.gated() == null;
        return mi.gated() != null && mi.gated().letter() == gate && (square < 0 || mi.gateSquare() == square);
    }

    /**
     * A piece the move leaves behind by the rules, named as a gate ({@code Kf2/H}, {@code Kf2/He1}):
     * Old 1 Hia's king, whose first move places a Hia on the square it vacates (its inventor writes
     * "Kf2 / Hia e1"). The move is made to see what stands on that square after it.
     */
    private static boolean leaves(Position pos, int move, MoveInfo mi, char gate, int square) {
        if (gate == 0 || mi.gated() != null || mi.from() < 0 || square >= 0 && square != mi.from()) return false;
        int us = pos.sideToMove();
        pos.make(move);
        PieceType left = pos.pieceTypeAt(mi.from());
        boolean ok = left != null && pos.colourAt(mi.from()) == us && left.letter() == gate;
        pos.unmake();
        return ok;
    }

    private Parsed castle(Position pos, int n, boolean kingSide, char gate, int gateSquare) {
        for (int i = 0; i < n; i++) {
            MoveInfo mi = pos.info(moves[i]);
            if (mi.kind() != MoveInfo.Kind.CASTLING || !gates(mi, gate, gateSquare)) continue;
            boolean higher = san.squareName(mi.to()).charAt(0) > san.squareName(mi.from()).charAt(0);
            if (higher == kingSide) return Parsed.of(moves[i]);
        }
        if (variant.rule(varia.rules.castling.Castling.KEY) == null) return Parsed.fail(variant.name() + " has no castling");
        return Parsed.fail("castling " + (kingSide ? "O-O" : "O-O-O") + " is not legal here" + (pos.inCheck() ? " (in check)" : ""));
    }

    private Parsed drop(Position pos, int n, Matcher m, String written) {
        String letter = m.group(1) != null ? m.group(1) : m.group(2);
        int to = square(m.group(3), m.group(4));
        if (to < 0) return Parsed.fail("no such square in '" + written + "'");
        // '+N': the piece in hand dropped as its promoted form (Kyoto shogi)
        PieceType type = letter == null ? null : letter.startsWith("+") ? variant.pieceBySymbol(letter) : variant.pieceByKey(letter);
        if (letter != null && type == null) return Parsed.fail("no such piece '" + letter + "' in " + variant.name());
        List<Integer> found = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            MoveInfo mi = pos.info(moves[i]);
            PieceType placed = mi.promotion() != null ? mi.promotion() : mi.piece();
            if (mi.kind() == MoveInfo.Kind.DROP && mi.to() == to && (type == null || placed == type)) found.add(moves[i]);
        }
        if (found.size() == 1) return Parsed.of(found.get(0));
        if (found.size() > 1) return Parsed.fail("ambiguous drop: name the piece");
        String why = type == null ? null : explainSafely(() -> varia.record.why.Why.drop(pos, type, to));
        if (why != null) return Parsed.fail("not a legal move: " + why);
        return Parsed.fail("dropping " + (type == null ? "a piece" : "a " + type.name()) + " on " + san.squareName(to) + " is not legal here");
    }
}
