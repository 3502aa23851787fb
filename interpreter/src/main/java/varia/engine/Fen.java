package varia.engine;

import varia.rules.castling.Castling;
import varia.variant.PieceType;

/**
 * FEN in Fairy-Stockfish's dialect: board ranks from the top, multi-digit empty counts, an optional
 * {@code [hand]} after the board, side to move, castling rights (K/Q letters or files), en-passant
 * square, half-move clock and move number (the last four optional).
 */
final class Fen {
    private Fen() {}

    static Position parse(Rules rules, String fen) throws FenException {
        if (fen == null || fen.isBlank()) throw new FenException("empty FEN");
        String[] f = fen.trim().split("\\s+");
        Position p = new Position(rules);
        String boardField = f[0];
        int bracket = boardField.indexOf('[');
        if (bracket >= 0) {
            if (!boardField.endsWith("]")) throw new FenException("hand must be closed with ']'");
            String hand = boardField.substring(bracket + 1, boardField.length() - 1);
            if (!hand.isEmpty() && rules.drops == null)
                throw new FenException("pieces in hand [" + hand + "], but " + rules.variant.name() + " has no drops");
            for (char ch : hand.toCharArray()) {
                PieceType t = Character.isLetter(ch) ? rules.variant.pieceByLetter(ch) : null;
                if (t == null) throw new FenException("hand: '" + ch + "' is not a piece of " + rules.variant.name());
                p.addToHand(Character.isUpperCase(ch) ? 0 : 1, t.index(), 1);
            }
            boardField = boardField.substring(0, bracket);
        }
        int[] codes = parseBoard(rules, boardField);
        for (int sq = 0; sq < codes.length; sq++) if (codes[sq] != 0) p.put(sq, codes[sq]);

        int seriesLeft = -1; // 'w7': White to move, 7 moves of its opening series left
        if (f.length > 1 && f[1].matches("[wb][0-9]+")) {
            var series = rules.series;
            seriesLeft = number(f[1].substring(1), "opening-series moves left");
            if (series == null)
                throw new FenException("side to move '" + f[1] + "' counts the moves left of an opening series, but "
                        + rules.variant.name() + " has none; write '" + f[1].charAt(0) + "'");
            if (seriesLeft < 1 || seriesLeft > series.moves())
                throw new FenException("side to move '" + f[1] + "': the opening series has " + series.moves()
                        + " moves a side, so 1 to " + series.moves() + " may be left");
            f[1] = f[1].substring(0, 1);
        }
        if (f.length > 1) {
            switch (f[1]) {
                case "w" -> p.stm = 0;
                case "f" -> {
                    if (!rules.freeTurns)
                        throw new FenException("side to move 'f' (free turns) but " + rules.variant.name() + " alternates turns");
                    p.stm = 0;
                    p.free = true;
                    p.hash ^= rules.zobrist.free;
                }
                case "b" -> { p.stm = 1; p.hash ^= rules.zobrist.side; }
                default -> throw new FenException("side to move must be 'w', 'b' (or 'f' while turns are free), not '" + f[1] + "'");
            }
        }
        // Fairy-Stockfish also accepts "side halfmove fullmove" without castling and en-passant fields
        if (f.length == 4 && f[2].chars().allMatch(Character::isDigit) && f[3].chars().allMatch(Character::isDigit))
            f = new String[] {f[0], f[1], "-", "-", f[2], f[3]};
        initUnmoved(rules, p, codes, f.length > 2 ? f[2] : "-");
        boolean countField = rules.counting != null && f.length > 3 && f[3].chars().allMatch(Character::isDigit);
        if (countField) p.countLimit = number(f[3], "count limit");
        else if (f.length > 3 && !f[3].equals("-")) parseEnPassant(rules, p, f[3]);
        if (f.length > 4) p.halfmove = number(f[4], "half-move clock");
        // while a count runs, Fairy-Stockfish writes the plies counted in the half-move field
        if (p.countLimit > 0) { p.countPly = p.halfmove; p.halfmove = 0; }
        if (f.length > 5) p.fullmove = Math.max(1, number(f[5], "move number"));
        if (f.length > 6) throw new FenException("too many fields: '" + f[6] + "'");
        if (rules.hasZones) p.computeZones();
        // compulsory opening moves apply only to a game that starts from the setup
        boolean atStart = java.util.Arrays.equals(codes, rules.startBoard()) && p.stm == 0;
        p.openingDone = atStart ? 0 : rules.openingMoves.size();
        // the opening series: as the side field counts it, else from the setup only
        p.series = seriesLeft > 0 ? (p.stm == 0 ? p.seriesPlies / 2 : p.seriesPlies) - seriesLeft : atStart ? 0 : p.seriesPlies;
        p.hash ^= p.seriesKey(p.series);
        return p;
    }

    private static int number(String s, String what) throws FenException {
        try {
            int v = Integer.parseInt(s);
            if (v < 0) throw new NumberFormatException();
            return v;
        } catch (NumberFormatException e) {
            throw new FenException(what + " must be a number, not '" + s + "'");
        }
    }

    /** Board codes per square from the board field. */
    static int[] parseBoard(Rules rules, String field) throws FenException {
        String[] rows = field.split("/", -1);
        if (rows.length != rules.ranks)
            throw new FenException("board has " + rows.length + " ranks, " + rules.variant.name() + " has " + rules.ranks);
        int[] codes = new int[rules.squares];
        for (int i = 0; i < rows.length; i++) {
            int rank = rules.ranks - 1 - i, file = 0;
            String row = rows[i];
            for (int k = 0; k < row.length(); k++) {
                char ch = row.charAt(k);
                if (Character.isDigit(ch)) {
                    int e = k;
                    while (e + 1 < row.length() && Character.isDigit(row.charAt(e + 1))) e++;
                    int empty = Integer.parseInt(row.substring(k, e + 1));
                    if (empty == 0) throw new FenException("rank " + (rank + 1) + ": empty count 0");
                    file += empty;
                    k = e;
                    continue;
                }
                boolean promoted = ch == '+';
                if (promoted) {
                    if (k + 1 >= row.length()) throw new FenException("rank " + (rank + 1) + ": '+' without a piece");
                    ch = row.charAt(++k);
                }
                PieceType t = !Character.isLetter(ch) ? null
                        : promoted ? rules.variant.pieceBySymbol("+" + ch) : rules.variant.pieceByLetter(ch);
                if (t == null)
                    throw new FenException("rank " + (rank + 1) + ": '" + (promoted ? "+" : "") + ch + "' is not a piece of " + rules.variant.name());
                if (file >= rules.files)
                    throw new FenException("rank " + (rank + 1) + " has more than " + rules.files + " files");
                codes[rules.square(file, rank)] = Position.code(t.index(), Character.isUpperCase(ch) ? 0 : 1);
                file++;
            }
            if (file != rules.files)
                throw new FenException("rank " + (rank + 1) + " has " + file + " files, the board has " + rules.files);
        }
        return codes;
    }

    /**
     * Pieces whose first move matters: castling pieces take their rights from the castling field,
     * every other piece whose first move differs (an initial-only move) is unmoved while it stands
     * on its own square of the start position.
     */
    private static void initUnmoved(Rules rules, Position p, int[] codes, String field) throws FenException {
        Castling c = rules.castling;
        int[] start = rules.startBoard();
        for (int sq = 0; sq < codes.length; sq++) {
            int code = codes[sq];
            if (code == 0 || code != start[sq]) continue;
            // castling and gating pieces take their first move from the castling field instead
            if (rules.unmovedOnStart[Position.typeOf(code)]) p.setUnmoved(sq);
        }
        if (field.equals("-")) return;
        for (int i = 0; i < field.length(); i++) {
            char ch = field.charAt(i);
            int colour = Character.isUpperCase(ch) ? 0 : 1;
            int digits = i + 1;
            while (digits < field.length() && Character.isDigit(field.charAt(digits))) digits++;
            if (digits > i + 1) { // a square: a special right held off the first rank
                String token = field.substring(i, digits);
                int sq = parseSquare(rules, token.toLowerCase(java.util.Locale.ROOT));
                i = digits - 1;
                int code = sq < 0 ? 0 : p.board[sq];
                if (code == 0 || Position.colourOf(code) != colour || rules.special(Position.typeOf(code)) == null)
                    throw new FenException("castling field: '" + token + "' names no " + (colour == 0 ? "White" : "Black")
                            + " piece with a special move (an upper-case square for White, lower case for Black)");
                p.setSpecial(sq);
                continue;
            }
            Castling.Side side = null;
            if (c != null)
                for (Castling.Side s : c.sides()) if (s.fenLetter() == Character.toUpperCase(ch)) side = s;
            if (side != null) {
                int king = findKing(rules, p, c, colour);
                if (king < 0) throw new FenException("castling right '" + ch + "' but no " + (colour == 0 ? "White" : "Black") + " king");
                int partnerCode = Position.code(c.rookType(), colour);
                int rank = rules.rankOf(king), partner = -1;
                int step = side.towardsHigherFiles() ? -1 : 1;
                for (int f = side.towardsHigherFiles() ? rules.files - 1 : 0; f != rules.fileOf(king); f += step)
                    if (p.board[rules.square(f, rank)] == partnerCode) { partner = rules.square(f, rank); break; }
                if (partner < 0) throw new FenException("castling right '" + ch + "' but no partner on that side of the king");
                p.setUnmoved(king);
                p.setUnmoved(partner);
                continue;
            }
            int file = Character.toLowerCase(ch) - 'a';
            if (file < 0 || file >= rules.files) throw new FenException("castling field: '" + ch + "' is neither a castling letter nor a file");
            int sq = rules.square(file, colour == 0 ? 0 : rules.ranks - 1);
            int code = p.board[sq];
            if (code == 0 || Position.colourOf(code) != colour)
                throw new FenException("castling field: '" + ch + "' names " + p.squareName(sq) + ", which holds no " + (colour == 0 ? "White" : "Black") + " piece");
            if (rules.firstMoveMatters[Position.typeOf(code)]) p.setUnmoved(sq);
            if (rules.special(Position.typeOf(code)) != null) p.setSpecial(sq);
            if (c != null && Position.typeOf(code) == c.rookType()) {
                int king = findKing(rules, p, c, colour);
                if (king >= 0) p.setUnmoved(king);
            }
        }
    }

    private static int findKing(Rules rules, Position p, Castling c, int colour) {
        int code = Position.code(c.kingType(), colour);
        for (int sq = 0; sq < rules.squares; sq++) if (p.board[sq] == code) return sq;
        return -1;
    }

    private static void parseEnPassant(Rules rules, Position p, String s) throws FenException {
        java.util.List<Integer> squares = new java.util.ArrayList<>();
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("[a-z][0-9]+").matcher(s);
        int end = 0;
        while (m.find() && m.start() == end) {
            int sq = parseSquare(rules, m.group());
            if (sq < 0) break;
            squares.add(sq);
            end = m.end();
        }
        if (squares.isEmpty() || end != s.length())
            throw new FenException("en-passant field: '" + s + "' is not a square (or squares passed over, e.g. d3d4)");
        // the piece that passed over the squares stands one step beyond the last one, seen from the side that moved
        int mover = p.stm ^ 1, sq = squares.get(0);
        for (int q : squares) if (mover == 0 ? rules.rankOf(q) > rules.rankOf(sq) : rules.rankOf(q) < rules.rankOf(sq)) sq = q;
        int victimRank = rules.rankOf(sq) + (mover == 0 ? 1 : -1);
        if (victimRank < 0 || victimRank >= rules.ranks) return;
        int victim = rules.square(rules.fileOf(sq), victimRank);
        int code = p.board[victim];
        for (int q : squares) if (p.board[q] != 0) return; // not possible: ignored, as Fairy-Stockfish does
        if (code == 0 || Position.colourOf(code) != mover) return;
        for (int q : squares) p.addEp(q);
        p.epVictim = victim;
        if (!p.epCapturable()) p.clearEp(); // no piece could take en passant: as Fairy-Stockfish does, no mark
    }

    static int parseSquare(Rules rules, String s) {
        if (s.length() < 2) return -1;
        int file = s.charAt(0) - 'a';
        int rank;
        try { rank = Integer.parseInt(s.substring(1)) - 1; } catch (NumberFormatException e) { return -1; }
        if (file < 0 || file >= rules.files || rank < 0 || rank >= rules.ranks) return -1;
        return rules.square(file, rank);
    }

    static String write(Position p) {
        Rules r = p.rules;
        StringBuilder sb = new StringBuilder();
        for (int rank = r.ranks - 1; rank >= 0; rank--) {
            int empty = 0;
            for (int file = 0; file < r.files; file++) {
                int code = p.board[r.square(file, rank)];
                if (code == 0) { empty++; continue; }
                if (empty > 0) { sb.append(empty); empty = 0; }
                String symbol = r.variant.pieces().get(Position.typeOf(code)).symbol();
                sb.append(Position.colourOf(code) == 0 ? symbol : symbol.toLowerCase(java.util.Locale.ROOT));
            }
            if (empty > 0) sb.append(empty);
            if (rank > 0) sb.append('/');
        }
        if (r.drops != null) {
            sb.append('[');
            for (int colour = 0; colour < 2; colour++)
                for (PieceType t : r.variant.pieces()) {
                    char letter = colour == 0 ? t.letter() : Character.toLowerCase(t.letter());
                    for (int i = p.inHand(colour, t.index()); i > 0; i--) sb.append(letter);
                }
            sb.append(']');
        }
        sb.append(p.free ? " f" : p.stm == 0 ? " w" : " b");
        if (p.inOpeningSeries()) sb.append(p.seriesMovesLeft());
        sb.append(' ');
        sb.append(castlingField(p)).append(' ');
        if (p.countLimit != 0) sb.append(p.countLimit).append(' ').append(p.countPly).append(' ');
        else sb.append(enPassantField(p)).append(' ').append(p.halfmove).append(' ');
        sb.append(p.fullmove);
        return sb.toString();
    }

    private static String castlingField(Position p) {
        Castling c = p.rules.castling;
        StringBuilder sb = new StringBuilder();
        // special-move rights (Ouk Chatrang's king and neang) as file letters, Fairy-Stockfish's gating
        // field; a right kept after the piece left its first rank (a chaturanga king's leap) by its square
        Rules r = p.rules;
        for (int colour = 0; colour < 2; colour++) {
            int rank = colour == 0 ? 0 : r.ranks - 1;
            for (int f = 0; f < r.files; f++) {
                int sq = r.square(f, rank);
                if (p.colourAt(sq) != colour) continue;
                int t = Position.typeOf(p.board[sq]);
                boolean gateRight = r.gate[t] >= 0 && p.isUnmoved(sq);
                boolean special = p.hasSpecial(sq) && (p.isUnmoved(sq) || !r.firstMoveMatters[t]);
                if (special || gateRight) sb.append((char) ((colour == 0 ? 'A' : 'a') + f));
            }
        }
        for (int colour = 0; colour < 2; colour++)
            for (int sq = 0; sq < r.squares; sq++) {
                if (p.colourAt(sq) != colour || !p.hasSpecial(sq)) continue;
                int t = Position.typeOf(p.board[sq]);
                if (r.rankOf(sq) == (colour == 0 ? 0 : r.ranks - 1) && (p.isUnmoved(sq) || !r.firstMoveMatters[t])) continue;
                String name = p.squareName(sq);
                sb.append(colour == 0 ? name.toUpperCase(java.util.Locale.ROOT) : name);
            }
        if (c == null) return sb.length() == 0 ? "-" : sb.toString();
        for (int colour = 0; colour < 2; colour++) {
            int king = findKing(p.rules, p, c, colour);
            if (king < 0 || !p.isUnmoved(king)) continue;
            for (Castling.Side s : c.sides())
                if (s.colour() != 1 - colour && p.castlingPartner(king, s, Position.code(c.rookType(), colour)) >= 0)
                    sb.append(colour == 0 ? s.fenLetter() : Character.toLowerCase(s.fenLetter()));
        }
        return sb.length() == 0 ? "-" : sb.toString();
    }

    /**
     * The square passed over next to the piece that moved, written when an enemy piece could take
     * there by the board alone (pins aside), as Fairy-Stockfish does; the position keeps the mark
     * only then.
     */
    private static String enPassantField(Position p) {
        if (p.epVictim < 0) return "-";
        StringBuilder sb = new StringBuilder(); // several squares after a longer step (Hiashatar's pawn), e.g. d3d4
        for (int sq = 0; sq < p.rules.squares; sq++) if (p.isEp(sq)) sb.append(p.squareName(sq));
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
        java.util.List<PieceType> order = new java.util.ArrayList<>(p.rules.variant.pieces());
        order.sort(java.util.Comparator.comparingInt(t -> {
            int i = SFEN_ORDER.indexOf(t.letter());
            return i < 0 ? SFEN_ORDER.length() + t.index() : i;
        }));
        for (int colour = 0; colour < 2; colour++)
            for (PieceType t : order) {
                int n = p.inHand(colour, t.index());
                if (n == 0) continue;
                if (n > 1) hands.append(n);
                hands.append(colour == 0 ? t.letter() : Character.toLowerCase(t.letter()));
            }
        int ply = 2 * (p.fullmove - 1) + p.stm;
        return board + (p.stm == 0 ? " b " : " w ") + (hands.length() == 0 ? "-" : hands) + " " + (ply + 1);
    }

    /** Reads an SFEN (see {@link #writeSfen}). */
    static Position parseSfen(Rules rules, String sfen) throws FenException {
        String[] f = sfen == null ? new String[0] : sfen.trim().split("\\s+");
        if (f.length < 3) throw new FenException("SFEN needs board, side to move and hands, e.g. '... b - 1'");
        if (!f[1].equals("b") && !f[1].equals("w")) throw new FenException("SFEN side to move must be 'b' or 'w', not '" + f[1] + "'");
        StringBuilder hand = new StringBuilder();
        if (!f[2].equals("-")) {
            int count = 0;
            for (char c : f[2].toCharArray()) {
                if (Character.isDigit(c)) { count = count * 10 + (c - '0'); continue; }
                if (!Character.isLetter(c)) throw new FenException("SFEN hand: '" + c + "' is neither a count nor a piece letter");
                hand.append(String.valueOf(c).repeat(Math.max(1, count)));
                count = 0;
            }
        }
        int ply = 0;
        if (f.length > 3) {
            try { ply = Math.max(0, Integer.parseInt(f[3]) - 1); } catch (NumberFormatException e) {
                throw new FenException("SFEN move number must be a number, not '" + f[3] + "'");
            }
        }
        return parse(rules, f[0] + "[" + hand + "] " + (f[1].equals("b") ? "w" : "b") + " - - 0 " + (ply / 2 + 1));
    }
}
