package varia.interop.fs;

import java.util.List;

/**
 * One key of a Fairy-Stockfish variant section (src/parser.cpp): its name, the kind of value it
 * takes, and the {@link FsVariant} fields it sets (a key for both colours sets two).
 *
 * @param words the values an {@link Kind#ENUM} key accepts
 */
public record FsKey(String name, Kind kind, List<String> fields, List<String> words, boolean deprecated) {

    public enum Kind {
        /** a whole number ({@code nMoveRule = 50}) */
        INT,
        /** a rank, 1-based ({@code castlingRank = 1}) */
        RANK,
        /** a file, a letter or 1-based number ({@code castlingKingFile = e}) */
        FILE,
        /** {@code true} or {@code false} */
        BOOL,
        /** a result: {@code win}, {@code loss}, {@code draw} or {@code none} */
        VALUE,
        /** any text ({@code startFen}) */
        TEXT,
        /** squares: {@code a1 b2}, {@code *1} (a rank), {@code a*} (a file) */
        SQUARES,
        /** piece letters ({@code q r b n}), {@code *} for all, {@code -} for none */
        PIECE_SET,
        /** one piece letter */
        PIECE,
        /** one of {@link FsKey#words} */
        ENUM,
        /** castling letters K Q k q */
        CASTLING,
        /** read by a rule of its own (pieces, piece values, promotion limits, promoted types, deprecated ranks) */
        SPECIAL
    }

    public String describeKind() {
        return switch (kind) {
            case INT -> "a whole number";
            case RANK -> "a rank number from 1 to " + FsSquares.RANKS;
            case FILE -> "a file letter a-" + (char) ('a' + FsSquares.FILES - 1) + " or its number";
            case BOOL -> "true or false";
            case VALUE -> "win, loss, draw or none";
            case TEXT -> "text";
            case SQUARES -> "squares such as 'a1 b2', '*3' (rank 3) or 'c*' (file c), or '-'";
            case PIECE_SET -> "piece letters separated by spaces, '*' for all pieces or '-' for none";
            case PIECE -> "a piece letter";
            case ENUM -> "one of " + String.join(", ", words);
            case CASTLING -> "castling letters K, Q, k, q";
            case SPECIAL -> "a value of its own";
        };
    }
}
