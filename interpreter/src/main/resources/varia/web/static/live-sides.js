// The seats' names in the game's tradition on the one play page (seated.js): a seat whose answer
// carries a `side` (the engine's games: xiangqi's Red, shogi's "Sente (Black)", janggi's Cho in
// blue) is shown by it, any other by its own name; before a game, the list entry's `sides`.

/** A seat of the answer ({@code seats[i]}) as the page names it. */
export const seatName = seat => (seat.side && seat.side.full) || seat.name;

/** The colour the tradition draws a seat's pieces in (janggi's Cho: blue), else {@code otherwise}. */
export const seatInk = (seat, otherwise) => (seat.side && seat.side.colour) || otherwise;

/** Seat {@code i} of a game in the list before it starts ({@code entry}: its list entry), named {@code name} by its seating. */
export const entrySeatName = (entry, i, name) => (entry.sides && entry.sides[i]) || name;
