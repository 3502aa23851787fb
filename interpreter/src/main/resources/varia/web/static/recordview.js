// The records page's one renderer: any family's replay, in the one shape the server answers
// (varia.web.RecordView): the verdict, the first refused turn (where, why, the legal moves
// there), the move list, and the board after every step, drawn as the family draws it: a Scene
// (seatedboard.js: cells, tokens, marks, the seats' standing) or the engine's SVG from its
// address. It knows no family: what to write and how to draw comes with the replay.
import { api, el } from '/common.js';
import { drawScene, seatColour, squaresOf } from '/seatedboard.js';

/**
 * Shows the replay in the page's elements ({@code $} finds them by id: verdict, moves, board,
 * where, play-from) and returns its stepper: {@code count} steps, {@code go(n)} shows the board
 * after n steps; when the refused turn had moves accepted before the refused one, one step more
 * shows them. {@code noun}: the family's word in addresses, which names the seats' box
 * ({@code race-seats}).
 */
export function openReplay(view, $, noun) {
  const v = $('verdict');
  v.className = 'verdict ' + (view.ok ? 'good' : 'bad');
  v.replaceChildren(el('div', { id: 'verdict-text', text: `${view.name}: ${view.ok ? '' : 'breaks the rules: '}${view.verdict}` }));
  if (view.result) v.append(el('div', { class: 'hint', text: view.result }));
  const f = view.failure && view.failure.headline ? view.failure : null;
  if (f) {
    v.append(el('div', { id: 'failure', 'data-ply': f.n, 'data-line': f.line || '', 'data-column': f.column || '', text: f.headline }));
    if (f.legal.length) v.append(el('div', { class: 'hint', id: 'failure-legal',
      text: 'Legal there: ' + f.legal.slice(0, 40).join(' ') + (f.legal.length > 40 ? ' ...' : '') }));
  }
  const seatsBox = view.layout ? el('div', { class: 'seats', id: `${noun}-seats` }) : null;
  if (seatsBox) v.append(seatsBox);
  const moves = $('moves');
  moves.replaceChildren();
  const partial = f && f.partial;
  const count = view.steps.length + (partial ? 1 : 0);
  const stepper = { count, at: 0, go: null };
  const seatName = s => s.seat !== undefined ? [el('span', { style: `color:${seatColour(s.player)}`, text: s.seat }), ' '] : [];
  view.steps.forEach(s => {
    const no = s.label ? el('span', { class: 'no', text: s.label }) : null;
    if (view.layout) moves.append(el('span', { class: 'mv', 'data-ply': s.n, onclick: () => stepper.go(s.n) }, no, ...seatName(s), s.text));
    else { if (no) moves.append(no); moves.append(el('span', { class: 'mv', 'data-ply': s.n, text: s.text, onclick: () => stepper.go(s.n) })); }
  });
  if (f) moves.append(el('span', { class: 'mv illegal', 'data-ply': f.n, title: f.reason, onclick: () => stepper.go(count) },
    ...(f.label ? [el('span', { class: 'no', text: f.label }), ' '] : []), f.written));
  stepper.go = async n => {
    const k = Math.max(0, Math.min(n, count));
    stepper.at = k;
    const failing = f && k === count;                 // the refused turn is next, or shown with its accepted moves
    const inTurn = partial && k === count;
    const step = inTurn || k === 0 ? null : view.steps[k - 1];
    document.querySelectorAll('#moves .mv').forEach(s => s.classList.toggle('current', +s.dataset.ply === k));
    $('where').textContent = `${view.unit} ${Math.min(k, view.steps.length)} of ${view.steps.length}`
      + (step && step.told ? ` — ${step.told}` : '') + (failing ? ` — ${inTurn ? f.nextInTurn : f.next}` : '');
    $('where').dataset.ply = k;
    playFrom(view, k, $('play-from'));
    window.variaReplay = { view, turn: k };
    if (view.layout) drawSteps(view, f, step, inTurn, failing, $('board'), seatsBox);
    else if (view.svg) {
      const q = new URLSearchParams({ ...view.svg.query, fen: step ? step.fen : view.start, last: step ? step.uci : '' });
      const svg = await api(view.svg.address + '?' + q);
      if (stepper.at === k) $('board').innerHTML = svg;  // a later step asked meanwhile wins
    } else $('board').replaceChildren();
  };
  stepper.go(view.opensAt);
  return stepper;
}

/** The board of a family that describes a Scene after a step (or the refused turn's accepted moves), with the seats' standing. */
function drawSteps(view, f, step, inTurn, failing, board, seatsBox) {
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
  drawScene(board, view.layout, { game: view.game, tokens, marks, paths: mover >= 0 ? [mover] : [], numbered: mover });
  seatsBox.replaceChildren(...view.seats.map((s, i) => el('div', { class: 'seat' + (i === toMove && !over && !failing ? ' turn' : ''), 'data-seat': i },
    el('span', { class: 'swatch', style: `background:${seatColour(i)}` }), ` ${s.name}` + (s.about ? ` (${s.about})` : '') + `: ${status[i]}`)));
}

/** "Play from here": a new game from the record's start with its steps so far, where the family's replay offers one. */
function playFrom(view, k, link) {
  if (!link) return;
  link.hidden = !view.playFrom;
  if (!view.playFrom) return;
  const q = new URLSearchParams(view.playFrom.query);
  if (k > 0) q.set(view.playFrom.param, view.steps.slice(0, k).map(s => s[view.playFrom.code]).join(','));
  link.href = view.playFrom.address + '?' + q;
}
