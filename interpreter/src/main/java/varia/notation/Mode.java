package varia.notation;

/** What a move may do on its landing square. */
public enum Mode {
    /** Move to an empty square ({@code m}). */
    MOVE,
    /** Capture an enemy piece there ({@code c}). */
    CAPTURE,
    /** Capture en passant on a square the last enemy move passed over ({@code e}). */
    EN_PASSANT
}
