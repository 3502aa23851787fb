package varia.rules.turns;

/** The setup's board field read into letters (upper case White, '.' empty), for checking the setup's moves. */
final class SetupBoard {
    private SetupBoard() {}

    /** board[rank][file] from the FEN's board field, or null when it does not read as a board of this size. */
    static char[][] parse(String field, int files, int ranks) {
        int hand = field.indexOf('[');
        String[] rows = (hand >= 0 ? field.substring(0, hand) : field).split("/", -1);
        if (rows.length != ranks) return null;
        char[][] b = new char[ranks][files];
        for (int i = 0; i < ranks; i++) {
            int r = ranks - 1 - i, f = 0;
            String row = rows[i];
            for (int k = 0; k < row.length(); k++) {
                char c = row.charAt(k);
                if (Character.isDigit(c)) {
                    int n = c - '0';
                    while (k + 1 < row.length() && Character.isDigit(row.charAt(k + 1))) n = n * 10 + row.charAt(++k) - '0';
                    if (f + n > files) return null;
                    for (int j = 0; j < n; j++) b[r][f++] = '.';
                } else if (Character.isLetter(c) || c == '*') {
                    if (f >= files) return null;
                    b[r][f++] = c;
                } else if (c != '+' && c != '~') {
                    return null;
                }
            }
            if (f != files) return null;
        }
        return b;
    }
}
