package varia.engine;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import varia.variant.PieceType;

/**
 * Positions from and to FEN in Fairy-Stockfish's dialect: board ranks from the top, multi-digit
 * empty counts, {@code *} for a hole (Fairy-Stockfish's wall square), an optional {@code [hand]} after the board, side to move, castling rights (letters,
 * files, squares), en-passant squares, half-move clock and move number (the last four optional).
 * The text is checked by {@link FenReader}; the fields a rule extends (the side field, the rights,
 * a running count) are read and written by the rule's hooks.
 */
final class Fen {
    private Fen() {}

    /** What a FEN of this variant must fit. */
    static FenShape shape(Compiled c, boolean setup) {
        List<String> letters = new ArrayList<>();
        for (PieceType t : c.variant.pieces()) if (!t.isPromotedForm()) letters.add(t.key());
        Set<String> promoted = c.variant.pieces().stream().filter(PieceType::isPromotedForm).map(PieceType::key).collect(Collectors.toSet());
        Set<String> royals = c.variant.pieces().stream().filter(t -> t.royal(0)).map(PieceType::symbol).collect(Collectors.toSet());
        Set<String> blackRoyals = c.variant.pieces().stream().filter(t -> t.royal(1)).map(PieceType::symbol).collect(Collectors.toSet());
        var castling = c.variant.rule(varia.rules.castling.Castling.KEY);
        Set<Character> letters2 = new java.util.HashSet<>();
        if (castling != null) castling.sides().forEach(s -> letters2.add(s.fenLetter()));
        for (FenRights r : c.fenRights) for (char ch : r.letters().toCharArray()) letters2.add(ch); // rules' own tokens
        return new FenShape(c.g.files, c.g.ranks, letters, promoted, royals, setup, letters2, castling != null, c.hands,
                c.demoted == null, setup, blackRoyals, c.fenField == null ? null : c.fenField.shape(), c.g.holes(), c.promotedSet >= 0);
    }

    static Position parse(Compiled c, String fen) throws FenException {
        FenReader reader = FenReader.read(fen, shape(c, false));
        if (!reader.problems().isEmpty()) {
            FenReader.Problem first = reader.problems().get(0);
            throw new FenException(first.index(), first.message());
        }
        List<FenReader.Field> f = new ArrayList<>(reader.fields());
        Position p = new Position(c);
        String boardField = f.get(0).text();
        int bracket = boardField.indexOf('[');
        if (bracket >= 0) {
            String hand = boardField.substring(bracket + 1, boardField.length() - 1);
            if (hand.equals("-")) hand = ""; // '[-]': Fairy-Stockfish's empty hand
            for (int k = 0; k < hand.length(); k++) {
                String key = token(hand, k);
                k += key.length() - 1;
                p.addToHand(Character.isUpperCase(key.charAt(0)) ? 0 : 1, c.variant.pieceByKey(key).index(), 1);
            }
            boardField = boardField.substring(0, bracket);
        }
        java.util.BitSet promoted = new java.util.BitSet();
        int[] codes = parseBoard(c, boardField, promoted);
        for (int sq = 0; sq < codes.length; sq++) if (codes[sq] != 0) p.put(sq, codes[sq]);
        for (int sq = promoted.nextSetBit(0); sq >= 0; sq = promoted.nextSetBit(sq + 1)) p.squareMarks().setMarked(c.promotedSet, sq, true);

        FenReader.Field side = f.get(1);
        switch (side.text()) {
            case "w" -> p.stm = 0;
            case "b" -> { p.stm = 1; p.hash ^= c.zobrist.side; }
            default -> {
                if (c.fenSide == null || !c.fenSide.read(p, side.text()))
                    throw new FenException(side.start(), "side to move must be 'w' or 'b', not '" + side.text() + "'");
            }
        }
        // Fairy-Stockfish also accepts "side halfmove fullmove" without castling and en-passant fields
        if (f.size() == 4 && f.get(2).text().matches("[0-9]+") && f.get(3).text().matches("[0-9]+")) {
            f.add(2, new FenReader.Field("-", f.get(2).start()));
            f.add(3, new FenReader.Field("-", f.get(3).start()));
        }
        for (int sq = 0; sq < codes.length; sq++) // pieces whose first move matters but that hold no FEN right
            if (codes[sq] != 0 && codes[sq] == c.startBoard[sq] && c.unmovedOnStart[Position.typeOf(codes[sq])]) p.squareMarks().setUnmoved(sq);
        if (f.size() > 2) readRights(c, p, f.get(2));
        boolean count = c.fenCount != null && f.size() > 3 && f.get(3).text().matches("[0-9]+")
                && c.fenCount.read(p, f.get(3).text(), f.size() > 4 ? f.get(4).text() : "0");
        if (!count && f.size() > 3 && !f.get(3).text().equals("-") && !f.get(3).text().matches("[0-9]+")) readEnPassant(c, p, f.get(3));
        if (f.size() > 4 && !count) p.halfmove = Integer.parseInt(f.get(4).text());
        if (f.size() > 5) p.fullmove = Math.max(1, Integer.parseInt(f.get(5).text()));
        if (c.fenField != null) c.fenField.read(p, reader.extra() == null ? null : reader.extra().text());
        boolean atSetup = java.util.Arrays.equals(codes, c.startBoard) && p.stm == 0;
        if (c.fenSide != null) c.fenSide.afterRead(p, atSetup);
        for (AfterMove a : c.afterMoves) a.afterSetup(p);
        long bound = MoveBound.of(p);
        if (bound > Moves.MAX_MOVES)
            throw new FenException(-1, String.format(java.util.Locale.ROOT, "its pieces could have up to %,d legal moves in one turn"
                    + " (each piece in its strongest form, every piece in hand dropped on every square), and Varia lists at most"
                    + " %,d: use fewer pieces, fewer pieces in hand or a smaller board", bound, Moves.MAX_MOVES));
        return p;
    }

    /** The piece token at {@code k}: a letter, with the {@code '} after it when it is dressed ({@code C'}). */
    static String token(String text, int k) {
        return k + 1 < text.length() && text.charAt(k + 1) == '\'' ? text.substring(k, k + 2) : text.substring(k, k + 1);
    }

    /** The board part of a FEN (before any hand). */
    static String boardField(String fen) {
        String field = fen.trim().split("\\s+")[0];
        int bracket = field.indexOf('[');
        return bracket >= 0 ? field.substring(0, bracket) : field;
    }

    /** Board codes per square from a board field that {@link FenReader} checked (or a setup's). */
    static int[] parseBoard(Compiled c, String field) throws FenException { return parseBoard(c, field, new java.util.BitSet()); }

    /** As {@link #parseBoard(Compiled, String)}; the squares of pieces written with {@code ~} (promoted, Fairy-Stockfish's crazyhouse) go to {@code promoted}. */
    static int[] parseBoard(Compiled c, String field, java.util.BitSet tilde) throws FenException {
        String[] rows = field.split("/", -1);
        if (rows.length != c.g.ranks) throw new FenException(0, "the board part has " + rows.length + " ranks, the board " + c.g.ranks);
        int[] codes = new int[c.squares];
        for (int i = 0; i < rows.length; i++) {
            int rank = c.g.ranks - 1 - i, file = 0;
            String row = rows[i];
            for (int k = 0; k < row.length(); k++) {
                char ch = row.charAt(k);
                if (ch >= '0' && ch <= '9') {
                    int e = k;
                    while (e + 1 < row.length() && row.charAt(e + 1) >= '0' && row.charAt(e + 1) <= '9') e++;
                    file += Integer.parseInt(row.substring(k, e + 1));
                    k = e;
                    continue;
                }
                if (ch == '*') { file++; continue; } // a hole ({@link FenReader} checked that it is one)
                if (ch == '~') { // the piece before is a promoted one that goes back to the hand as its base
                    if (c.promotedSet < 0 || file == 0) throw new FenException(0, "'~' in rank " + (rank + 1) + ": the game has no promoted pieces marked so");
                    tilde.set(c.g.square(file - 1, rank));
                    continue;
                }
                boolean promoted = ch == '+';
                if (promoted) ch = row.charAt(++k);
                String key = token(row, k);
                k += key.length() - 1;
                PieceType t = promoted ? c.variant.pieceBySymbol("+" + key) : c.variant.pieceByKey(key);
                if (t == null || file >= c.g.files) throw new FenException(0, "rank " + (rank + 1) + " does not fit the board");
                codes[c.g.square(file, rank)] = Position.code(t.index(), Character.isUpperCase(ch) ? 0 : 1);
                file++;
            }
            if (file != c.g.files) throw new FenException(0, "rank " + (rank + 1) + " has " + file + " squares but the board has " + c.g.files + " files");
        }
        return codes;
    }

    /**
     * The castling field: a rule's own tokens (castling letters, squares of special rights), or file
     * letters naming a back-rank piece whose first move is still to come.
     */
    private static void readRights(Compiled c, Position p, FenReader.Field field) throws FenException {
        if (field.text().equals("-")) return;
        int at = field.start();
        for (String token : FenReader.tokens(field.text())) {
            int colour = Character.isUpperCase(token.charAt(0)) ? 0 : 1;
            boolean taken = false;
            try {
                for (FenRights r : c.fenRights) if (r.read(p, token, colour)) { taken = true; break; }
            } catch (FenException e) { // a rule's complaint about its own token: point at the token
                throw e.index() >= 0 ? e : new FenException(at, e.getMessage());
            }
            if (!taken) {
                if (token.length() > 1)
                    throw new FenException(at, "castling field: '" + token + "' names no " + (colour == 0 ? "White" : "Black")
                            + " piece with a special move (an upper-case square for White, lower case for Black)");
                int sq = c.g.square(Character.toLowerCase(token.charAt(0)) - 'a', colour == 0 ? 0 : c.g.ranks - 1);
                int code = p.board[sq];
                if (code == 0 || Position.colourOf(code) != colour)
                    throw new FenException(at, "castling field: '" + token + "' names " + c.g.name(sq) + ", which holds no "
                            + (colour == 0 ? "White" : "Black") + " piece");
                if (c.firstMoveMatters[Position.typeOf(code)]) p.squareMarks().setUnmoved(sq);
                boolean holds = c.firstMoveMatters[Position.typeOf(code)];
                for (FenRights r : c.fenRights) {
                    r.readFileRight(p, sq);
                    holds |= r.fileRight(p, sq);
                }
                if (!holds) // a letter that would be silently ignored: say so
                    throw new FenException(at, "castling field: '" + token + "' names " + c.g.name(sq) + ", whose "
                            + c.variant.pieces().get(Position.typeOf(code)).name() + " holds no first-move right in this game"
                            + " (no castling, gating, special or first move of its own); remove it");
            }
            at += token.length();
        }
    }

    private static final Pattern SQUARE = Pattern.compile("[a-z][0-9]+");

    private static void readEnPassant(Compiled c, Position p, FenReader.Field field) throws FenException {
        List<Integer> squares = new ArrayList<>();
        Matcher m = SQUARE.matcher(field.text());
        while (m.find()) squares.add(c.g.parse(m.group()));
        // the piece that passed over the squares stands one step beyond the last one, seen from the side that moved
        int mover = p.stm ^ 1, sq = squares.get(0);
        for (int q : squares) if (mover == 0 ? c.g.rankOf(q) > c.g.rankOf(sq) : c.g.rankOf(q) < c.g.rankOf(sq)) sq = q;
        // (beyond empty squares of its path that take no mark: pieces.X.en-passant-on)
        int step = mover == 0 ? 1 : -1, victimRank = c.g.rankOf(sq) + step;
        while (victimRank >= 0 && victimRank < c.g.ranks && p.board[c.g.square(c.g.fileOf(sq), victimRank)] == 0
                && c.t.epPathCount != null) victimRank += step;
        int victim = victimRank < 0 || victimRank >= c.g.ranks ? -1 : c.g.square(c.g.fileOf(sq), victimRank);
        boolean passed = victim >= 0 && p.board[victim] != 0 && Position.colourOf(p.board[victim]) == mover;
        for (int q : squares) passed &= p.board[q] == 0;
        if (!passed) // Fairy-Stockfish ignores such a field; a position that cannot have come about is refused
            throw new FenException(field.start(), "en-passant field '" + field.text() + "': no " + (mover == 0 ? "White" : "Black")
                    + " piece stands just beyond an empty square passed over; write '-'");
        for (int q : squares) p.addEp(q);
        p.epVictim = victim;
        if (!p.epCapturable()) p.clearEp(); // no piece could take en passant: as Fairy-Stockfish does, no mark
    }

    static String write(Position p) {
        Compiled c = p.c;
        Geometry g = c.g;
        StringBuilder sb = new StringBuilder();
        for (int rank = g.ranks - 1; rank >= 0; rank--) {
            int empty = 0;
            for (int file = 0; file < g.files; file++) {
                int sq = g.square(file, rank), code = p.board[sq];
                if (code == 0 && g.hasHoles && g.isHole(sq)) { // written '*', as Fairy-Stockfish writes a wall square
                    if (empty > 0) { sb.append(empty); empty = 0; }
                    sb.append('*');
                    continue;
                }
                if (code == 0) { empty++; continue; }
                if (empty > 0) { sb.append(empty); empty = 0; }
                sb.append(c.variant.pieces().get(Position.typeOf(code)).symbol(Position.colourOf(code)));
                if (c.promotedSet >= 0 && p.squareMarks().marked(c.promotedSet, sq)) sb.append('~'); // Fairy-Stockfish's promoted piece: Q~
            }
            if (empty > 0) sb.append(empty);
            if (rank > 0) sb.append('/');
        }
        if (c.hands) {
            sb.append('[');
            for (int colour = 0; colour < 2; colour++)
                for (PieceType t : c.variant.pieces()) {
                    String letter = t.symbol(colour);
                    for (int i = p.inHand(colour, t.index()); i > 0; i--) sb.append(letter);
                }
            sb.append(']');
        }
        String side = c.fenSide == null ? null : c.fenSide.write(p);
        sb.append(' ').append(side != null ? side : p.stm == 0 ? "w" : "b");
        sb.append(' ').append(rights(p)).append(' ');
        // en passant (or a running count's limit), a rule's own field, the half-move clock (or the count)
        String[] counters = c.fenCount != null && c.fenCount.running(p) ? c.fenCount.write(p).split(" ", 2)
                : new String[] {enPassantField(p), String.valueOf(p.halfmove)};
        sb.append(counters[0]).append(' ');
        if (c.fenField != null) sb.append(c.fenField.write(p)).append(' ');
        sb.append(counters[1]).append(' ');
        sb.append(p.fullmove);
        return sb.toString();
    }

    /** Per colour, the rules' tokens (castling letters) and the file letters of back-rank pieces holding a right; then the rules' other tokens; "-" when none. */
    private static String rights(Position p) {
        Compiled c = p.c;
        StringBuilder sb = new StringBuilder();
        if (c.fenRights.length == 0) return "-";
        for (int colour = 0; colour < 2; colour++) {
            for (FenRights r : c.fenRights) r.writeColour(p, sb, colour);
            int rank = colour == 0 ? 0 : c.g.ranks - 1;
            for (int f = 0; f < c.g.files; f++) {
                int sq = c.g.square(f, rank);
                if (p.colourAt(sq) != colour) continue;
                for (FenRights r : c.fenRights)
                    if (r.fileRight(p, sq)) { sb.append((char) ((colour == 0 ? 'A' : 'a') + f)); break; }
            }
        }
        for (FenRights r : c.fenRights) r.write(p, sb);
        return sb.length() == 0 ? "-" : sb.toString();
    }

    /**
     * The squares passed over next to the piece that moved, written when an enemy piece could take
     * there by the board alone (pins aside), as Fairy-Stockfish does; several after a longer step (d3d4).
     */
    private static String enPassantField(Position p) {
        if (p.epVictim < 0) return "-";
        StringBuilder sb = new StringBuilder();
        for (int sq = 0; sq < p.squares; sq++) if (p.isEp(sq)) sb.append(p.g.name(sq));
        return sb.length() == 0 ? "-" : sb.toString();
    }

    /** Conventional order of pieces in an SFEN hand: big pieces first. */
    private static final String SFEN_ORDER = "RBGSNLP";

    /**
     * SFEN, the shogi engines' position format: the same board string, {@code b} (the first
     * player, White here) or {@code w}, the hands with counts ({@code 2Pp}, {@code -} when empty),
     * and the number of the next ply.
     */
    static String writeSfen(Position p) {
        String fen = write(p);
        String board = fen.substring(0, fen.indexOf(' '));
        int bracket = board.indexOf('[');
        if (bracket >= 0) board = board.substring(0, bracket);
        StringBuilder hands = new StringBuilder();
        List<PieceType> order = new ArrayList<>(p.c.variant.pieces());
        order.sort(Comparator.comparingInt(t -> {
            int i = SFEN_ORDER.indexOf(t.letter());
            return i < 0 ? SFEN_ORDER.length() + t.index() : i;
        }));
        for (int colour = 0; colour < 2; colour++)
            for (PieceType t : order) {
                int n = p.inHand(colour, t.index());
                if (n == 0) continue;
                if (n > 1) hands.append(n);
                hands.append(t.symbol(colour));
            }
        int ply = 2 * (p.fullmove - 1) + p.stm;
        return board + (p.stm == 0 ? " b " : " w ") + (hands.length() == 0 ? "-" : hands) + " " + (ply + 1);
    }

    /** Reads an SFEN (see {@link #writeSfen}). */
    static Position parseSfen(Compiled c, String sfen) throws FenException {
        String[] f = sfen == null ? new String[0] : sfen.trim().split("\\s+");
        if (f.length < 3) throw new FenException("SFEN needs board, side to move and hands, e.g. '... b - 1'");
        if (!f[1].equals("b") && !f[1].equals("w")) throw new FenException("SFEN side to move must be 'b' or 'w', not '" + f[1] + "'");
        StringBuilder hand = new StringBuilder();
        if (!f[2].equals("-")) {
            int count = 0;
            boolean counted = false;
            for (char ch : f[2].toCharArray()) {
                counted = ch >= '0' && ch <= '9';
                if (counted) { count = Math.min(count * 10 + (ch - '0'), 99); continue; }
                if (!Character.isLetter(ch)) throw new FenException("SFEN hand: '" + ch + "' is neither a count nor a piece letter");
                hand.append(String.valueOf(ch).repeat(Math.max(1, count)));
                count = 0;
            }
            if (counted) throw new FenException("SFEN hand '" + f[2] + "' ends with a count: a count comes before its piece letter, e.g. '2P'");
        }
        int ply = 0;
        if (f.length > 3) {
            try { ply = Math.max(0, Integer.parseInt(f[3]) - 1); } catch (NumberFormatException e) {
                throw new FenException("SFEN move number must be a number, not '" + f[3] + "'");
            }
        }
        return parse(c, f[0] + "[" + hand + "] " + (f[1].equals("b") ? "w" : "b") + " - - 0 " + (ply / 2 + 1));
    }
}
