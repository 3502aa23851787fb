package varia.notation;

/** What a move may do on its landing square. */
public enum Mode {
    /** Move to an empty square ({@code m}). */
    MOVE,
    /** Capture an enemy piece there ({@code c}). */
    CAPTURE,
    /** Capture en passant on a square the last enemy move passed over ({@code e}). */
    EN_PASSANT,
    /**
     * On a leg before the last of a multi-leg move only ({@code p} there): stop on an occupied
     * square, of either side, and go on from it leaving its piece where it is.
     */
    HOP
}
