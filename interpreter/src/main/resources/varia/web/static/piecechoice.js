// The piece set chosen on the one play page (seated.js), kept in the browser per kind of board: a
// set is remembered for the boards whose own figures are the same (the server's data-glyphs: shogi's
// kanji, xiangqi's characters, chess figures), so shogi's pictograms do not follow a chess game. A
// link's ?pieces= is taken once (the first board drawn) and kept from then on when the board offers it.
import { param } from '/common.js';
import { pieceMenu } from '/pieces.js';

let fromLink = param('pieces'); // null once used
const ownOf = svg => svg.dataset.glyphs || 'letters';
const stored = own => localStorage.getItem('varia-pieces:' + own) ?? (localStorage.getItem('varia-pieces') === 'letters' ? 'letters' : '');

/** The menu {@code select} filled for {@code svg}'s board, set to the link's or the kept choice; the set chosen ('' the game's own). */
export function choosePieces(select, svg) {
  const link = fromLink;
  fromLink = null;
  const chosen = pieceMenu(select, svg, link ?? stored(ownOf(svg)));
  if (link !== null && chosen === link) localStorage.setItem('varia-pieces:' + ownOf(svg), chosen); // a shared link's set is kept
  return chosen;
}

/** Keeps {@code key} as the set of boards like {@code svg}'s (the menu changed). */
export function keepPieces(svg, key) {
  if (svg) localStorage.setItem('varia-pieces:' + ownOf(svg), key);
}
