package varia.engine;

/** Why a game ended: the rule that decided it. */
public enum Ending {
    /** The game goes on. */
    NONE,
    CHECKMATE,
    /** A checkmate the rules score as a draw (a mate by a piece that may not mate; Shatar's niol). */
    DRAWN_CHECKMATE,
    STALEMATE,
    BARE_KING,
    /** A side lost its royal pieces (several royals of which only the last is protected). */
    ROYALS_LOST,
    /** A side's pieces of some kinds are gone, or fewer than a number (extinction). */
    EXTINCTION,
    /** A piece reached (or held, or left) its goal region. */
    GOAL,
    /** A side gave check the number of times that wins. */
    CHECKS,
    PASSES,
    BIKJANG,
    ROYALS_ADJACENT,
    DECLARATION,
    COUNT,
    N_MOVE_RULE,
    REPETITION,
    PERPETUAL_CHECK,
    /** Decided outside the rules (a move limit, a tournament director). */
    ADJUDICATION
}
