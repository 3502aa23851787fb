// The words a game of two sides is told in on the one play page (seated.js), as the engine's own
// page told them: "Sente to move", "0-1 — Black wins (White resigned)", "White offers a draw." with
// "Accept draw", the move list numbered by moves ("1." before the first side's, "1..." when the
// second begins), and each side's name in the setup ("Sente (Black)", janggi's Cho in blue). Built only
// from the answer: the seats' `side` (their names in the game's tradition) and the result's score,
// winner and reason. A game without two such seats (a race, dice chess) is left in the page's own
// words, so nothing here knows a family.
const $ = id => document.getElementById(id);
let noticed = false; // the notice holds an offer written here (cleared when the offer is gone)

/** Whether {@code state} is told in two sides' words: exactly two seats, each with its side. */
export const twoSided = state => state.seats.length === 2 && state.seats.every(s => s.side && s.side.name);

/** Writes the two sides' words into the page for {@code state}, its moves as {@code written} writes them; nothing for other games. */
export function twoSeatWords(state, written) {
  if (!twoSided(state)) return;
  const side = i => state.seats[i].side.name, seatOf = name => state.seats.findIndex(s => s.name === name);
  const over = state.phase === 'over';
  if (!over) $('status').textContent = `${side(state.turn)} to move` + (state.inCheck ? ' — check!' : '') + (state.humanToAct ? '' : ' (computer)');
  const text = $('result-text');
  if (over && text) {
    const r = state.result, won = seatOf(r.winner);
    text.textContent = `${r.score} — ${won >= 0 ? side(won) + ' wins' : 'draw'} (${why(state, r)})`;
    text.dataset.result = r.score;
  }
  offers(state, side, seatOf, over);
  labels(state);
  lastTurn(state, side, written);
}

/** The last finished turn told by its side, its move in the notation chosen ("1. Red played: C2.5", not the seat's "white played: Che3"). */
function lastTurn(state, side, text) {
  const done = state.history.filter(t => t.finished), t = done[done.length - 1];
  if (t && $('last').textContent) $('last').textContent = `${t.n}. ${side(t.player)} played: ${t.moves.length ? t.moves.map(text).join(' ') : '-'}`;
}

/**
 * The reason alone, the seat it names called by its side: the rules' "1/2-1/2 (count expired)"
 * without its score (a claim's ", claimed" left off, as the old page wrote it), "white resigned"
 * as "White resigned".
 */
function why(state, r) {
  let reason = String(r.reason || '');
  if (reason.startsWith(r.score + ' (') && reason.endsWith(')')) reason = reason.slice(r.score.length + 2, -1);
  if (reason.endsWith(', claimed')) reason = reason.slice(0, -', claimed'.length);
  for (const s of state.seats)
    if (reason.startsWith(s.name + ' ') || reason.startsWith(s.name + "'")) return s.side.name + reason.slice(s.name.length);
  return reason;
}

/** {@code text} with each seat's name (a whole word: "black may accept it") written as its side's ("Black"). */
const bySides = (state, text) => state.seats.reduce((t, s) => t.replace(new RegExp(`\\b${s.name.replace(/[^\w]/g, '\\$&')}\\b`, 'g'), s.side.name), text);

/** A draw offered to a person: said in the notice, and the draw button accepts it when that person is to move. */
function offers(state, side, seatOf, over) {
  const offered = (state.drawOffers || []).map(seatOf).filter(i => i >= 0 && state.seats[1 - i].who === 'human');
  const by = over ? -1 : offered.length ? offered[0] : -1;
  if (state.drawAnswer) $('notice').textContent = bySides(state, state.drawAnswer); // the answer to this very offer (livestart.js), its seats by their sides
  else {
    if (by >= 0) { $('notice').textContent = `${side(by)} offers a draw.`; noticed = true; }
    else if (noticed) { $('notice').textContent = ''; noticed = false; }
  }
  const persons = state.seats.filter(s => s.who === 'human').length;
  $('draw').textContent = by >= 0 && by !== state.turn && persons === 2 ? 'Accept draw' : 'Offer draw';
}

/** Each side's name in the setup's seat labels (id: the seat's name and "-name", as the old page's white-name), in its colour. */
function labels(state) {
  if ($('game').value !== state.game) return; // the setup shows another game now
  state.seats.forEach(s => {
    const name = document.querySelector(`#seats-who label[data-name="${s.name}"] .seat-name`);
    if (!name) return;
    name.id = s.name + '-name';
    name.textContent = s.side.full || s.side.name;
    name.style.color = s.side.colour || '';
  });
}

/**
 * The move list's entries of a game of two sides (null for other games): each turn's move as
 * {@code text} writes it, numbered as the old page did, a number before the first side's move
 * ("1...": the game began with the second side's).
 */
export function twoSeatTurns(state, text) {
  if (!twoSided(state)) return null;
  const second = state.history.length && state.history[0].player === 1 ? 1 : 0;
  return state.history.map((t, i) => {
    const n = i + second;
    return { label: n % 2 === 0 || i === 0 ? `${Math.floor(n / 2) + 1}.${n % 2 ? '..' : ''}` : null,
      text: t.moves.length ? t.moves.map(text).join(' ') : t.finished ? '-' : '…' };
  });
}
