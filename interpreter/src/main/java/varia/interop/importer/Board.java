package varia.interop.importer;

/**
 * The board part of a Fairy-Stockfish FEN read into squares: a piece letter (as written, with its
 * case) per square, {@code '*'} for a wall, 0 for empty; promoted pieces keep their base letter.
 */
final class Board {
    final char[][] squares; // [file][rank]
    final boolean promotedMarks, walls;

    private Board(char[][] squares, boolean promotedMarks, boolean walls) {
        this.squares = squares;
        this.promotedMarks = promotedMarks;
        this.walls = walls;
    }

    static Board read(String fen, int files, int ranks) {
        char[][] sq = new char[files][ranks];
        String board = fen.split("\\s+")[0];
        int bracket = board.indexOf('[');
        if (bracket >= 0) board = board.substring(0, bracket);
        String[] rows = board.split("/");
        boolean tilde = false, walls = false;
        for (int i = 0; i < rows.length && i < ranks; i++) {
            int r = ranks - 1 - i, f = 0;
            String row = rows[i];
            for (int k = 0; k < row.length(); k++) {
                char ch = row.charAt(k);
                if (Character.isDigit(ch)) {
                    int n = ch - '0';
                    while (k + 1 < row.length() && Character.isDigit(row.charAt(k + 1))) n = Math.min(1000, n * 10 + (row.charAt(++k) - '0'));
                    f += n;
                } else if (ch == '~') tilde = true;
                else if (ch == '+') continue;
                else {
                    if (ch == '*') walls = true;
                    if (f < files) sq[f][r] = ch;
                    f++;
                }
            }
        }
        return new Board(sq, tilde, walls);
    }

    char at(int file, int rank) {
        return file >= 0 && file < squares.length && rank >= 0 && rank < squares[0].length ? squares[file][rank] : 0;
    }
}
