package varia.variant;

/** Whether pieces stand on the squares (chess) or on the points where the lines cross (xiangqi, janggi): {@code board.style}. */
public enum BoardStyle { SQUARES, INTERSECTIONS }
