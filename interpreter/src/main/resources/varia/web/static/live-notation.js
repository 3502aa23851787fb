// The notation switch of the one live session (seated.js): a menu of the notations the game offers
// (its answer's `notations`, the first the family's own), shown only when there are two or more;
// the choice goes with every request (?notation=KEY) and the move list shows each move's `written`
// text. As on the engine's own page, a game whose file offers notations besides its own shows the
// first of them until another is chosen. The page never asks which family it plays: only the answer.
import { el, param } from '/common.js';

/** Each move as the move list shows it: written in the notation chosen, else its own text. */
export const moveText = m => m.written || m.text;

/** The menu in {@code select} (its label hidden unless there is a choice); {@code again()} asks for the state anew. */
export function notationSwitch(select, again) {
  let chosen = param('notation') || null; // null: none chosen yet
  const offered = state => (state && state.notations) || [];
  /** The notation to ask for {@code state}'s game: the one chosen when the game offers it, else the first besides its own. */
  const wanted = state => {
    const keys = offered(state).map(n => n.key);
    if (chosen && keys.includes(chosen)) return chosen;
    return keys.length > 1 ? keys[1] : null;
  };
  select.addEventListener('change', () => { chosen = select.value; again(); });
  return {
    /** Adds the notation to a request's parameters ({@code state}: the game it is about; none for a new one). */
    param(p, state) { const n = wanted(state); if (n) p.set('notation', n); },
    /** The menu for a state shown; asks again when the state came in another notation than the one wanted. */
    show(state) {
      const list = offered(state);
      if (select.dataset.game !== state.id) {
        select.replaceChildren(...list.map(n => el('option', { value: n.key, text: n.label })));
        select.dataset.game = state.id;
      }
      select.parentElement.hidden = list.length < 2;
      if (state.notation) select.value = state.notation;
      const want = wanted(state);
      if (want && want !== state.notation) setTimeout(again, 0); // a new game's first answer comes in its own notation
    },
  };
}
