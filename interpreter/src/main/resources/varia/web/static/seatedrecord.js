// A record of a game played by seats on the records page (any family): the server's replay (the
// board after every legal turn, and the first refused turn with its line, the moves of that turn
// accepted before it, and why) stepped through on seatedboard.js's board. It knows no family:
// the board, seats and tokens come with the replay.
import { el } from '/common.js';
import { drawScene, seatColour, squaresOf } from '/seatedboard.js';

/**
 * Shows the replay in the page's elements ({@code $} finds them by id: verdict, moves, board,
 * where) and returns its stepper: {@code count} steps, {@code go(n)} shows the board after n turns;
 * when the refused turn had moves accepted before the refused one, one step more shows them.
 * {@code noun}: the family's word in addresses, which names the seats' box ({@code race-seats}).
 */
export function openSeated(view, $, noun) {
  const v = $('verdict');
  v.className = 'verdict ' + (view.ok ? 'good' : 'bad');
  v.replaceChildren(el('div', { id: 'verdict-text', text: `${view.name}: ${view.ok ? '' : 'breaks the rules: '}${view.verdict}` }));
  if (view.result) v.append(el('div', { class: 'hint', text: view.result }));
  const f = view.failure;
  if (f) {
    v.append(el('div', { id: 'failure', 'data-ply': f.turn, 'data-line': f.line,
      text: `Turn ${f.turn}` + (f.line ? ` (line ${f.line})` : '') + `: ${f.seat}` + (f.chance ? ` throws ${f.chance}` : '')
        + (f.move ? `, ${f.move}` : '') + ` — ${f.words}` }));
    if (f.legal.length) v.append(el('div', { class: 'hint', id: 'failure-legal', text: 'Legal there: ' + f.legal.join(' ') }));
  }
  const seatsBox = el('div', { class: 'seats', id: `${noun}-seats` });
  v.append(seatsBox);
  const moves = $('moves');
  moves.replaceChildren();
  const partial = f && f.played.length > 0;
  const count = view.steps.length + (partial ? 1 : 0);
  const stepper = { count, at: 0, go: null };
  const written = s => `${s.chance || ''} ` + (s.moves.length ? s.moves.map(m => m.move).join(' ') : '-');
  view.steps.forEach(s => moves.append(el('span', { class: 'mv', 'data-ply': s.n, onclick: () => stepper.go(s.n) },
    el('span', { class: 'no', text: `${s.n}.` }), el('span', { style: `color:${seatColour(s.player)}`, text: s.seat }), ' ' + written(s))));
  if (f) moves.append(el('span', { class: 'mv illegal', 'data-ply': f.turn, title: f.reason, onclick: () => stepper.go(count) },
    el('span', { class: 'no', text: `${f.turn}.` }), `${f.seat} ${f.chance || ''} ${f.played.map(m => m.move).join(' ')} ${f.move || ''}`));
  stepper.go = n => {
    if (!view.layout) { $('board').replaceChildren(); return; }
    const k = Math.max(0, Math.min(n, count));
    stepper.at = k;
    const failing = f && k === count;                 // the refused turn is next, or shown with its accepted moves
    const inTurn = partial && k === count;
    const step = inTurn || k === 0 ? null : view.steps[k - 1];
    const tokens = inTurn ? f.tokens : step ? step.tokens : view.startTokens;
    const status = inTurn ? f.status : step ? step.status : view.startStatus;
    const toMove = inTurn ? f.player : step ? step.toMove : view.startToMove;
    const over = step ? step.over : false;
    const marks = [];
    const lastMoves = inTurn ? f.played : step ? step.moves : [];
    if (lastMoves.length) marks.push({ from: lastMoves[lastMoves.length - 1].from, to: lastMoves[lastMoves.length - 1].to, kind: 'last' });
    if (failing) {
      const sq = squaresOf(view.layout, f.move);
      if (sq.length) marks.push({ from: sq.length > 1 ? sq[0] : null, to: sq[sq.length - 1], kind: 'bad' });
    }
    const mover = over ? -1 : toMove;
    drawScene($('board'), view.layout, { game: view.game, tokens, marks, paths: mover >= 0 ? [mover] : [], numbered: mover });
    seatsBox.replaceChildren(...view.seats.map((s, i) => el('div', { class: 'seat' + (i === toMove && !over && !failing ? ' turn' : ''), 'data-seat': i },
      el('span', { class: 'swatch', style: `background:${seatColour(i)}` }), ` ${s.name}` + (s.about ? ` (${s.about})` : '') + `: ${status[i]}`)));
    document.querySelectorAll('#moves .mv').forEach(s => s.classList.toggle('current', +s.dataset.ply === k));
    $('where').textContent = `turn ${Math.min(k, view.steps.length)} of ${view.steps.length}`
      + (step ? ` — ${step.seat} threw ${step.chance}: ` + (step.moves.length ? step.moves.map(m => m.move).join(' ') : 'no move') : '')
      + (failing ? (inTurn ? ` — turn ${f.turn} is refused after ${f.played.map(m => m.move).join(' ')}` : ` — next: turn ${f.turn} is refused`) : '');
    $('where').dataset.ply = k;
    window.variaSeatedReplay = { view, turn: k };
  };
  stepper.go(view.ok ? 0 : count); // a refused record opens where it goes wrong
  return stepper;
}
