package varia.record;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import varia.engine.MoveInfo;
import varia.engine.Moves;
import varia.engine.Position;
import varia.variant.PieceType;
import varia.variant.Variant;

/**
 * Standard algebraic notation for any variant, built from the variant's own FEN letters and
 * {@link MoveInfo}: no per-game code. Pieces are written with their upper-case letter, the piece
 * lettered {@code P} without it (as pawns are), promoted forms with their FEN symbol ({@code +P},
 * {@code +R}); captures with {@code x}; disambiguation by file,
 * rank, or both, only where another legal move of the same kind of piece reaches the same square
 * (as in chess); promotions {@code =Q}, or {@code +} when the piece becomes its promoted form
 * (shogi), and {@code =} alone for an optional promotion declined; drops {@code P@e5}, a piece dropped as its
 * promoted form {@code +N@c3}; passes {@code --}; castling {@code O-O} (king towards the higher files) and
 * {@code O-O-O}; a piece gated from the hand {@code Nf3/H}, {@code O-O/He1} (castling names the square, as
 * Fairy-Stockfish writes it); a multi-leg move that captures on its way or comes back to its square, by its
 * three squares ({@code Nf6xe7-e8}, {@code Nf6xe7xe8}, igui {@code Nf6xe7-f6}, jitto {@code Nf6-f7-f6});
 * {@code +} check, {@code #} mate.
 *
 * <p>One instance per variant and thread (it keeps scratch arrays).
 */
public final class San {
    private final Variant variant;
    private final String[] squareNames;
    private final Map<String, Integer> squares = new HashMap<>();
    private final int[] scratch = new int[Moves.MAX_MOVES];

    /** Letters to write instead of the variant's own (a dialect's), by own letter; empty for the own letters. */
    private final Map<Character, Character> written = new HashMap<>();
    /** Fairy-Stockfish's SAN ({@link FairyStockfishDialect}), or null for Varia's own. */
    private final FairyStockfishDialect.Counterpart fs;

    public San(Variant variant) {
        this(variant, null);
    }

    /**
     * SAN written with a letter dialect's letters where it has one for a piece and the letter is
     * not one of the variant's own (makruk "western": M as Q, S as B); null for the own letters.
     */
    public San(Variant variant, LetterAliases.Dialect dialect) {
        this(variant, dialect, null);
    }

    /** SAN as Fairy-Stockfish's tools write and read it, for a variant with a counterpart there. */
    public static San fairyStockfish(Variant variant, FairyStockfishDialect.Counterpart counterpart) {
        return new San(variant, null, java.util.Objects.requireNonNull(counterpart));
    }

    private San(Variant variant, LetterAliases.Dialect dialect, FairyStockfishDialect.Counterpart fs) {
        this.variant = variant;
        this.fs = fs;
        if (dialect != null)
            for (var e : dialect.letters().entrySet())
                if (variant.pieceByLetter(e.getKey()) == null) written.putIfAbsent(e.getValue(), e.getKey());
        Position p = Position.start(variant);
        squareNames = new String[p.squareCount()];
        for (int i = 0; i < squareNames.length; i++) {
            squareNames[i] = p.squareName(i);
            squares.put(squareNames[i], i);
        }
    }

    public Variant variant() { return variant; }

    /** The square with this name (e.g. {@code e4}, {@code a10}), or -1. */
    public int square(String name) {
        Integer i = squares.get(name);
        return i == null ? -1 : i;
    }

    String squareName(int sq) { return sq >= 0 && sq < squareNames.length ? squareNames[sq] : "?"; }

    /** The file letter and rank number of a square's name. */
    static String fileOf(String square) { return square.substring(0, 1); }
    static String rankOf(String square) { return square.substring(1); }

    /** Is this the piece written without a letter (the one whose FEN symbol is P; a promoted +P is not)? */
    static boolean isPawn(PieceType t) { return t.symbol().equals("P"); }

    /** Is this piece written without its letter here (Fairy-Stockfish: only a pawn that captures differently)? */
    private boolean letterless(PieceType t) { return fs == null ? isPawn(t) : FairyStockfishDialect.letterless(t); }

    /** The SAN of a legal move of {@code pos}, with its check or mate mark. */
    public String write(Position pos, int move) {
        String s = writeWithoutCheck(pos, move);
        pos.make(move);
        try {
            // Fairy-Stockfish's SAN looks at the position alone: a check that ends the game by the
            // history (perpetual check, repetition) is '+' there
            if (pos.inCheck()) s += pos.legalMoves(scratch) == 0 && (fs == null || !byHistory(pos.result().ending())) ? "#" : "+";
        } finally {
            pos.unmake();
        }
        return s;
    }

    private static boolean byHistory(varia.engine.Ending e) {
        return e == varia.engine.Ending.REPETITION || e == varia.engine.Ending.PERPETUAL_CHECK;
    }

    /** The SAN of a legal move of {@code pos}, without check marks. */
    public String writeWithoutCheck(Position pos, int move) {
        MoveInfo mi = pos.info(move);
        switch (mi.kind()) {
            case PASS: {
                // Fairy-Stockfish: the royal piece's move to its own square (its coordinates: e2e2)
                int royal = fs == null ? -1 : pos.royalSquare(pos.sideToMove());
                return royal < 0 ? "--" : letter(variant.pieces().get(pos.typeAt(royal))) + squareName(royal);
            }
            case DECLARATION: return "win";
            case ACTION: return pos.moveToUci(move); // a rule's action: written as the rule names it, in SAN as in coordinates
            // the royal piece and the own piece on 'to' exchange squares: long algebraic with ':', which no other move writes
            case SWAP: return letter(mi.piece()) + squareName(mi.from()) + ":" + squareName(mi.to());
            case DROP: return letter(mi.promotion() != null ? mi.promotion() : mi.piece()) + "@" + squareName(mi.to());
            case CASTLING:
                return (fileIndex(mi.to()) > fileIndex(mi.from()) ? "O-O" : "O-O-O")
                        + (mi.gated() == null ? "" : "/" + letter(mi.gated()) + squareName(mi.gateSquare()));
            default:
        }
        StringBuilder sb = new StringBuilder();
        String from = squareName(mi.from()), to = squareName(mi.to());
        if (mi.isMultiLeg()) {
            // a multi-leg move that captures on its way or comes back (the lion's): its three squares in full,
            // each marked by what happens there (Nf6xe7-e8, Nf6xe7xe8, igui Nf6xe7-f6, jitto Nf6-f7-f6)
            if (!isPawn(mi.piece())) sb.append(letter(mi.piece()));
            return sb.append(from).append(mi.capturedOnTheWay() != null ? 'x' : '-').append(squareName(mi.via()))
                    .append(mi.captured() != null ? 'x' : '-').append(to).toString();
        }
        if (pos.freeTurns()) {
            // free turns (Senterej's werera): both sides' moves are legal, so name the origin square;
            // the piece standing there says whose move it is
            if (!letterless(mi.piece())) sb.append(letter(mi.piece()));
            sb.append(from).append(mi.isCapture() ? 'x' : '-');
        } else if (letterless(mi.piece())) {
            // captures name the origin file (as in chess); pawns that also move sideways (xiangqi,
            // janggi) may need it, or more, for quiet moves too
            String d = disambiguation(pos, mi);
            if (mi.isCapture()) sb.append(d.isEmpty() || d.equals(fileOf(from)) ? fileOf(from) : from);
            else if (fs != null && Moves.kind(mi.move()) == Moves.KIND_STEP_PROMOTION && mi.from() != mi.to())
                sb.append(from); // Fairy-Stockfish names a promotion step's origin square in full (b4c3=F)
            else sb.append(d);
        } else {
            sb.append(letter(mi.piece()));
            sb.append(disambiguation(pos, mi));
        }
        if (mi.isCapture() && !pos.freeTurns()) sb.append('x');
        sb.append(to);
        if (mi.promotion() != null) {
            // a promoted form (shogi's +P) is written '+', a piece of its own '=Q'
            if (mi.promotion().isPromotedForm() && fs == null) sb.append('+');
            else sb.append('=').append(letter(mi.promotion()));
        } else if (fs == null && couldPromote(pos, mi)) {
            sb.append('='); // an optional promotion declined (as shogi SAN writes it)
        }
        if (mi.gated() != null) sb.append('/').append(letter(mi.gated())); // Seirawan chess: Nf3/H
        return sb.toString();
    }

    /** Does another legal move go the same way and promote? (then this one declines an optional promotion) */
    private boolean couldPromote(Position pos, MoveInfo mi) {
        if (mi.kind() != MoveInfo.Kind.NORMAL && mi.kind() != MoveInfo.Kind.EN_PASSANT) return false;
        varia.rules.promotion.Promotions promotions = pos.variant().rule(varia.rules.promotion.Promotions.KEY);
        if (promotions == null || promotions.of(mi.piece().index()) == null) return false;
        int n = pos.legalMoves(scratch);
        for (int i = 0; i < n; i++) {
            int m = scratch[i];
            // a promotion that is a move of its own (Sittuyin's step) is another move, not this one promoting
            if (m == mi.move() || Moves.to(m) != mi.to() || Moves.kind(m) == Moves.KIND_STEP_PROMOTION) continue;
            MoveInfo o = pos.info(m);
            if (o.kind() == MoveInfo.Kind.NORMAL && o.from() == mi.from() && o.promotion() != null) return true;
        }
        return false;
    }

    /** The piece as written: its FEN symbol ({@code N}, {@code +P}), or the dialect's letter. */
    private String letter(PieceType t) {
        if (fs != null) return fs.letters().getOrDefault(t.symbol(), t.symbol());
        if (t.isPromotedForm() || !t.symbol().equals(String.valueOf(t.letter()))) return t.symbol(); // promoted, or dressed (C')
        return String.valueOf(written.getOrDefault(t.letter(), t.letter()));
    }

    private int fileIndex(int sq) { return squareName(sq).charAt(0) - 'a'; }

    private String disambiguation(Position pos, MoveInfo mi) {
        int n = pos.legalMoves(scratch);
        String from = squareName(mi.from());
        boolean others = false, sameFile = false, sameRank = false;
        for (int i = 0; i < n; i++) {
            int m = scratch[i];
            if (m == mi.move()) continue;
            MoveInfo o = pos.info(m);
            if (o.kind() != MoveInfo.Kind.NORMAL && o.kind() != MoveInfo.Kind.EN_PASSANT) continue;
            // Fairy-Stockfish's letters may join pieces of several types (its golds): disambiguate by the letter written
            boolean same = fs == null ? o.piece() == mi.piece() : letter(o.piece()).equals(letter(mi.piece()));
            if (o.to() != mi.to() || !same || o.from() == mi.from()) continue;
            others = true;
            String of = squareName(o.from());
            if (fileOf(of).equals(fileOf(from))) sameFile = true;
            if (rankOf(of).equals(rankOf(from))) sameRank = true;
        }
        if (!others) return "";
        if (!sameFile) return fileOf(from);
        if (!sameRank) return rankOf(from);
        return from;
    }

    /** SAN of every legal move of the position, in the engine's order. */
    public List<String> legalSans(Position pos) {
        int[] moves = new int[Moves.MAX_MOVES];
        int n = pos.legalMoves(moves);
        List<String> out = new ArrayList<>(n);
        for (int i = 0; i < n; i++) out.add(writeWithoutCheck(pos, moves[i]));
        return out;
    }

    /**
     * The moves of a line (a search's principal variation) in SAN from {@code pos}, as far as each
     * is legal where it is played, at most {@code max}; {@code pos} is left as it was.
     */
    public List<String> line(Position pos, int[] moves, int max) {
        List<String> out = new ArrayList<>();
        int[] legal = new int[Moves.MAX_MOVES];
        for (int m : moves) {
            if (m == Moves.NONE || out.size() >= max || !contains(legal, pos.legalMoves(legal), m)) break;
            out.add(write(pos, m));
            pos.make(m);
        }
        for (int i = 0; i < out.size(); i++) pos.unmake();
        return out;
    }

    private static boolean contains(int[] moves, int n, int move) {
        for (int i = 0; i < n; i++) if (moves[i] == move) return true;
        return false;
    }
}
