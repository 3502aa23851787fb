package varia.rules.chess;


/**
 * Helpers for the constructed-position tests of the chess-family historical variants: legal
 * moves in Fairy-Stockfish's coordinate notation ({@code e2e4}, {@code b7b8j}), playing a line of
 * moves, and the game's result.
 */
final class ChessPlay extends varia.rules.RulesPlay {
    private ChessPlay() {}
}
