// A dice-chess record on the records page: the server's replay (the position after every legal turn,
// and the refused turn with its line, the move refused and why) stepped through on diceboard.js's
// board. Knows no game: board, seats and men come with the replay.
import { el } from '/common.js';
import { seatColour } from '/raceboard.js';
import { drawDice } from '/diceboard.js';

/**
 * Shows the replay in the page's elements ({@code $} finds them by id: verdict, moves, board,
 * where) and returns its stepper: {@code count} steps, {@code go(n)} shows the position after n
 * turns (when the record is refused, the last step is the refused turn, with its accepted moves).
 */
export function openDice(view, $) {
  const v = $('verdict');
  v.className = 'verdict ' + (view.ok ? 'good' : 'bad');
  v.replaceChildren(el('div', { id: 'verdict-text', text: `${view.name}: ${view.ok ? '' : 'breaks the rules: '}${view.verdict}` }));
  if (view.result) v.append(el('div', { class: 'hint', text: view.result }));
  const f = view.failure;
  if (f) {
    v.append(el('div', { id: 'failure', 'data-ply': f.turn, 'data-line': f.line,
      text: `Turn ${f.turn}` + (f.line ? ` (line ${f.line})` : '') + `: ${f.seat}` + (f.dice.length ? ` throws ${f.dice.join(',')}` : '')
        + (f.move ? `, ${f.move}` : '') + ` — ${f.reason}` }));
    if (f.legal.length) v.append(el('div', { class: 'hint', id: 'failure-legal', text: 'Legal there: ' + f.legal.join(' ') }));
  }
  const seatsBox = el('div', { class: 'seats', id: 'dice-seats' });
  v.append(seatsBox);
  const moves = $('moves');
  moves.replaceChildren();
  const count = view.steps.length + (f && view.start ? 1 : 0);
  const stepper = { count, at: 0, go: null };
  view.steps.forEach(s => moves.append(el('span', { class: 'mv', 'data-ply': s.n, onclick: () => stepper.go(s.n) },
    el('span', { class: 'no', text: `${s.n}.` }), el('span', { style: `color:${seatColour(s.player)}`, text: s.seat }),
    ` ${s.dice.join(',')} ` + (s.moves.length ? s.moves.map(m => m.move).join(' ') : '--'))));
  if (f) moves.append(el('span', { class: 'mv illegal', 'data-ply': view.steps.length + 1, title: f.reason, onclick: () => stepper.go(count) },
    el('span', { class: 'no', text: `${f.turn}.` }), `${f.seat} ${f.dice.join(',')} ${f.played.map(m => m.move).join(' ')} ${f.move || ''}`));
  stepper.go = n => {
    if (!view.start) { $('board').replaceChildren(); return; }
    const k = Math.max(0, Math.min(n, count));
    stepper.at = k;
    const failing = f && k === count;
    const pos = failing ? f.at : k === 0 ? view.start : view.steps[k - 1].after;
    const marks = [];
    const lastMoves = failing ? f.played : k > 0 ? view.steps[k - 1].moves : [];
    if (lastMoves.length) marks.push({ from: lastMoves[lastMoves.length - 1].from, to: lastMoves[lastMoves.length - 1].to, kind: 'last' });
    const bad = failing && /^(?:[^:]+:)?([a-p][0-9]{1,2})[-x]?([a-p][0-9]{1,2})/.exec(f.move || '');
    if (bad) marks.push({ from: bad[1], to: bad[2], kind: 'bad' });
    drawDice($('board'), { game: view.game, board: view.board, men: pos.men }, { marks });
    seatsBox.replaceChildren(...view.seats.map((s, i) => el('div', { class: 'seat' + (i === pos.toMove && !pos.over ? ' turn' : ''), 'data-seat': i },
      el('span', { class: 'swatch', style: `background:${seatColour(i)}` }), ` ${s.name} (moves ${s.forward}): stakes ${pos.stakes[i]}`
        + (pos.in[i] ? '' : ', out'))));
    document.querySelectorAll('#moves .mv').forEach(s => s.classList.toggle('current', +s.dataset.ply === k));
    const last = !failing && k > 0 ? view.steps[k - 1] : null;
    $('where').textContent = `turn ${Math.min(k, view.steps.length)} of ${view.steps.length}` + (last ? ` — ${last.seat} threw ${last.dice.join(',')}: `
      + (last.moves.length ? last.moves.map(m => m.move).join(' ') : 'no piece could use the dice') + (last.lost ? ` (${last.lost} lost)` : '') : '')
      + (failing ? ` — turn ${f.turn} is refused` + (f.played.length ? ` after ${f.played.map(m => m.move).join(' ')}` : '') : '');
    $('where').dataset.ply = k;
    window.variaDiceReplay = { view, turn: k, failing: !!failing };
  };
  stepper.go(view.ok ? 0 : count); // a refused record opens where it goes wrong
  return stepper;
}
