// What the one play page (seated.js) offers at the start of a game besides its setup form, as the
// engine's own page does (docs/web.md, "One play page"): the set-up each seat chooses for itself
// (pictures per seat, from the game's /setups answer: none when it has no such option), a pasted
// record or position to go on from (the server reads it: the family's records), a shared link's
// moves as text (?moves=e2e4,e7e5, with ?start= or ?fen= its position; "play from here" sends the
// moves up to the turn reviewed the same way), and a draw offer's answer
// in words. Nothing here knows a family: what is offered comes from the server's answers.
import { param } from '/common.js';
import { setupChoices } from '/setupchoice.js';

const $ = id => document.getElementById(id);
let chosen = null; // the game whose set-up choices are being asked for

/** The game's set-up choices drawn into the options box {@code box} (opened when there are some). */
export async function offerSetups(family, key, box) {
  chosen = key;
  await setupChoices(key, box, `${family.games}/${encodeURIComponent(key)}/setups`, () => chosen === key);
  if (chosen === key && box.querySelector('.setup-choice')) box.closest('details').open = true;
}

/**
 * The pasted text as a new game's start: a position (one line of at least three '/': a FEN) or a
 * record (read by the server, after the action number given); nothing when the box is empty.
 */
export function pastedStart() {
  const text = ($('start-text')?.value || '').trim();
  if (!text) return {};
  if (!/[\n\[]/.test(text) && text.split('/').length >= 3) return { start: text };
  const upTo = $('start-ply').value;
  return upTo === '' ? { record: text } : { record: text, upTo: +upTo };
}

/** A shared link's position and moves as text (the engine's page's links: ?fen=&moves=). */
export function linkStart() {
  const out = {};
  const start = param('start') || param('fen');
  if (start) out.start = start;
  if (param('moves')) out.moves = param('moves').split(',').filter(Boolean);
  return out;
}

/**
 * A link's moves for a game that went on from a record or from moves ({@code given} actions taken
 * as they were written, throws too): every action's text in order, a throw before its moves.
 */
export function givenMoves(state) {
  if (!state.given) return null;
  return movesUpTo(state, state.history.length).join(',');
}

/** The text of every action of the first {@code turns} turns of {@code state}'s game, in order, a throw before its moves. */
export function movesUpTo(state, turns) {
  return state.history.slice(0, turns).flatMap(t => [...(t.chance ? [t.chance] : []), ...t.moves.map(m => m.text)]);
}

/** A draw offer's answer in words, shown until the next notice. */
export function drawAnswer(state) {
  if (state.drawAnswer) $('notice').textContent = state.drawAnswer;
}
