// A race record on the records page: the server's replay (the position after every legal turn, and
// the first refused turn with its line and why) stepped through on the race board of raceboard.js.
// Knows no game: the board, tracks and seats come with the replay.
import { el } from '/common.js';
import { drawRace, markMove, seatColour } from '/raceboard.js';

/** The race state drawRace needs after {@code k} turns (0: the start). */
export function stateAt(view, k) {
  const at = k === 0 ? view.start : view.steps[k - 1].at;
  const toMove = k === 0 ? view.startToMove : view.steps[k - 1].toMove;
  const over = k > 0 && view.steps[k - 1].over;
  const seats = view.seats.map((s, p) => {
    const last = s.track.length - 1;
    const pieces = at[p].map((i, n) => i < 0 ? { piece: n, state: 'off', square: null, step: 0 }
      : { piece: n, state: i === last ? 'home' : 'track', square: s.track[i], step: i + 1 });
    const home = pieces.filter(x => x.state === 'home').length;
    return { ...s, pieces, off: pieces.filter(x => x.state === 'off').length, homeCount: home, finished: home === pieces.length };
  });
  return { game: view.game, board: view.board, seats, turn: toMove, result: { status: over ? 'over' : 'ongoing' },
    humanToAct: false, phase: over ? 'over' : 'throw', legal: [] };
}

/** The squares a written move names: '@c1' (to c1), 'c1-f1' and 'c1=f1' (from c1 to f1); '-' none. */
function squares(move) {
  const m = /^(?:([a-p][0-9]{1,2})[-=]|@)([a-p][0-9]{1,2})$/.exec(move || '');
  return m ? [m[1] || null, m[2]] : [null, null];
}

/**
 * Shows the replay in the page's elements ({@code $} finds them by id: verdict, moves, board,
 * where) and returns its stepper: {@code count} turns, {@code go(n)} shows the position after n.
 */
export function openRace(view, $) {
  const v = $('verdict');
  v.className = 'verdict ' + (view.ok ? 'good' : 'bad');
  v.replaceChildren(el('div', { id: 'verdict-text', text: `${view.name}: ${view.ok ? '' : 'breaks the rules: '}${view.verdict}` }));
  if (view.result) v.append(el('div', { class: 'hint', text: view.result }));
  const f = view.failure;
  if (f) {
    v.append(el('div', { id: 'failure', 'data-ply': f.turn, 'data-line': f.line,
      text: `Turn ${f.turn} (line ${f.line}): ${f.seat}` + (f.throwToken ? ` throws ${f.throwToken}` : '')
        + (f.move ? `, ${f.move}` : '') + ` — ${f.reason}` }));
    if (f.legal.length) v.append(el('div', { class: 'hint', id: 'failure-legal', text: 'Legal for that throw: ' + f.legal.join(' ') }));
  }
  const seatsBox = el('div', { class: 'seats', id: 'race-seats' });
  v.append(seatsBox);
  const moves = $('moves');
  moves.replaceChildren();
  const stepper = { count: view.steps.length, at: 0, go: null };
  view.steps.forEach(s => moves.append(el('span', { class: 'mv', 'data-ply': s.n, title: `${s.seat} threw ${s.throwLabel} = ${s.distance}`,
    onclick: () => stepper.go(s.n) }, el('span', { class: 'no', text: `${s.n}.` }),
    el('span', { style: `color:${seatColour(s.player)}`, text: s.seat }), ` ${s.throwToken} ${s.move}` + (s.captured ? ` ×${s.captured}` : ''))));
  if (f) moves.append(el('span', { class: 'mv illegal', 'data-ply': f.turn, title: f.reason, onclick: () => stepper.go(view.steps.length) },
    el('span', { class: 'no', text: `${f.turn}.` }), `${f.seat} ${f.throwToken || ''} ${f.move || ''}`));
  stepper.go = n => {
    if (!view.board) { $('board').replaceChildren(); return; }
    const k = Math.max(0, Math.min(n, view.steps.length));
    stepper.at = k;
    const state = stateAt(view, k);
    const svg = drawRace($('board'), state, null);
    if (k > 0) markMove(svg, state, view.steps[k - 1].from, view.steps[k - 1].to, 'last');
    const failing = f && k === view.steps.length;
    if (failing) { const [from, to] = squares(f.move); markMove(svg, state, from, to, 'bad'); }
    seatsBox.replaceChildren(...state.seats.map((s, i) => el('div', { class: 'seat' + (i === state.turn && !failing ? ' turn' : ''), 'data-seat': i },
      el('span', { class: 'swatch', style: `background:${seatColour(i)}` }), ` ${s.name} (from ${s.start}): ${s.off} off · ${s.homeCount} home`
        + (s.finished ? ' ✓' : ''))));
    document.querySelectorAll('#moves .mv').forEach(s => s.classList.toggle('current', +s.dataset.ply === k));
    const last = k > 0 ? view.steps[k - 1] : null;
    $('where').textContent = `turn ${k} of ${view.steps.length}` + (last ? ` — ${last.seat} threw ${last.throwLabel} = ${last.distance}: `
      + (last.lost ? 'the throw is not used (-)' : last.move) : '') + (failing ? ` — next: turn ${f.turn} is refused` : '');
    $('where').dataset.ply = k;
    window.variaRaceReplay = { view, turn: k, state };
  };
  stepper.go(view.ok ? 0 : view.steps.length); // a refused record opens where it goes wrong
  return stepper;
}
