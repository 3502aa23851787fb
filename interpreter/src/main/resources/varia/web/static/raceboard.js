// Draws a race game's board as SVG from the server's state alone (any 'game: race' file): the
// squares with their coordinates, nests (crossed), each seat's start (an inner frame) and home
// (a ring) in its colour, the mover's track as a faint line with its step numbers, the pieces as
// coloured tokens (a number on a stack), and the legal moves of the waiting throw.
const NS = 'http://www.w3.org/2000/svg';
export const SEAT_COLOURS = ['#c0392b', '#1f5fa8', '#1e8449', '#b9770e', '#7d3c98', '#117a65', '#a04000', '#5d6d7e'];
const S = 64, M = 22;

function node(tag, attrs = {}, text) {
  const e = document.createElementNS(NS, tag);
  for (const [k, v] of Object.entries(attrs)) if (v !== null && v !== undefined) e.setAttribute(k, v);
  if (text !== undefined) e.textContent = text;
  return e;
}

export function seatColour(i) { return SEAT_COLOURS[i % SEAT_COLOURS.length]; }

/** Draws the state into {@code box}; {@code selected} is a square whose moves alone are marked. */
export function drawRace(box, state, selected) {
  const { files, ranks, squares } = state.board;
  const at = {}; // square name -> its centre
  const svg = node('svg', { viewBox: `0 0 ${2 * M + files * S} ${2 * M + ranks * S}`, class: 'race-board', 'data-game': state.game });
  const mover = state.result.status === 'ongoing' ? state.turn : -1;
  const step = {};
  if (mover >= 0) state.seats[mover].track.forEach((sq, i) => { step[sq] = i + 1; });
  for (const sq of squares) {
    const x = M + sq.file * S, y = M + (ranks - 1 - sq.rank) * S;
    at[sq.name] = [x + S / 2, y + S / 2];
    const onTrack = sq.tracks.length > 0;
    const cls = 'cell' + (onTrack ? '' : ' off-track') + (sq.nest ? ' nest' : '');
    svg.append(node('rect', { x, y, width: S, height: S, class: cls, 'data-sq': sq.name,
      fill: onTrack ? ((sq.file + sq.rank) % 2 ? '#f6ead2' : '#efdcb8') : '#d9d4cc', stroke: '#8a7350', 'stroke-width': 1 }));
    if (sq.nest) {
      const i = 10;
      svg.append(node('path', { d: `M${x + i} ${y + i}L${x + S - i} ${y + S - i}M${x + S - i} ${y + i}L${x + i} ${y + S - i}`,
        stroke: '#9c6b2f', 'stroke-width': 2, class: 'nest-mark', 'data-mark': sq.name, 'pointer-events': 'none' }));
    }
    if (step[sq.name]) svg.append(node('text', { x: x + 3, y: y + 12, class: 'step', 'font-size': 10, fill: '#7a6a55',
      'pointer-events': 'none' }, String(step[sq.name])));
  }
  for (let f = 0; f < files; f++) svg.append(node('text', { x: M + f * S + S / 2, y: 2 * M + ranks * S - 6, 'text-anchor': 'middle',
    'font-size': 12, fill: '#6b5b45' }, String.fromCharCode(97 + f)));
  for (let r = 0; r < ranks; r++) svg.append(node('text', { x: 7, y: M + (ranks - 1 - r) * S + S / 2 + 4, 'font-size': 12,
    fill: '#6b5b45' }, String(r + 1)));
  state.seats.forEach((seat, i) => {
    const [sx, sy] = at[seat.start], [hx, hy] = at[seat.home];
    svg.append(node('rect', { x: sx - S / 2 + 4, y: sy - S / 2 + 4, width: S - 8, height: S - 8, fill: 'none', stroke: seatColour(i),
      'stroke-width': 3, class: 'start', 'data-seat': i, 'pointer-events': 'none' }));
    svg.append(node('circle', { cx: hx, cy: hy, r: S * 0.42, fill: 'none', stroke: seatColour(i), 'stroke-width': 3,
      'stroke-dasharray': '6 4', class: 'home', 'data-seat': i, 'pointer-events': 'none' }));
  });
  if (mover >= 0) drawTrack(svg, state, mover);
  drawTokens(svg, state, at);
  if (state.humanToAct && state.phase === 'move') drawMoves(svg, state, at, selected);
  box.replaceChildren(svg);
  return svg;
}

// The centre of a square in drawRace's drawing.
function centre(state, name) {
  const sq = state.board.squares.find(s => s.name === name);
  return sq ? [M + sq.file * S + S / 2, M + (state.board.ranks - 1 - sq.rank) * S + S / 2] : null;
}

/** A seat's track as a line through its squares, entry to home; {@code offset} shifts it (several tracks at once). */
export function drawTrack(svg, state, seat, offset = 0, opacity = 0.25) {
  const pts = state.seats[seat].track.map(sq => centre(state, sq).map(v => v + offset).join(',')).join(' ');
  svg.append(node('polyline', { points: pts, fill: 'none', stroke: seatColour(seat), 'stroke-width': 3, opacity,
    'stroke-linejoin': 'round', class: 'track', 'data-seat': seat, 'pointer-events': 'none' }));
}

/**
 * Marks a move on the board: its squares framed and a line from one to the other. {@code kind}
 * 'last' (the turn just replayed, gold) or 'bad' (a refused turn, red, dashed).
 */
export function markMove(svg, state, from, to, kind) {
  const colour = kind === 'bad' ? '#c0392b' : '#d4ac0d';
  const a = from && centre(state, from), b = to && centre(state, to);
  for (const [name, c] of [[from, a], [to, b]]) {
    if (!c) continue;
    svg.append(node('rect', { x: c[0] - S / 2 + 2, y: c[1] - S / 2 + 2, width: S - 4, height: S - 4, fill: 'none', stroke: colour,
      'stroke-width': 4, class: 'mark ' + kind, 'data-mark': name, 'pointer-events': 'none' }));
  }
  if (a && b) svg.append(node('line', { x1: a[0], y1: a[1], x2: b[0], y2: b[1], stroke: colour, 'stroke-width': 4, opacity: 0.8,
    'stroke-dasharray': kind === 'bad' ? '8 5' : null, class: 'mark-line ' + kind, 'pointer-events': 'none' }));
}

function drawTokens(svg, state, at) {
  const stacks = {}; // square -> [[seat, count]]
  state.seats.forEach((seat, i) => {
    for (const p of seat.pieces) {
      if (p.state !== 'track') continue;
      const list = stacks[p.square] || (stacks[p.square] = []);
      const mine = list.find(e => e[0] === i);
      if (mine) mine[1]++; else list.push([i, 1]);
    }
  });
  for (const [sq, list] of Object.entries(stacks)) {
    const [cx, cy] = at[sq];
    list.forEach(([seat, count], k) => {
      const dx = list.length === 1 ? 0 : (k - (list.length - 1) / 2) * S * 0.36;
      const g = node('g', { class: 'token', 'data-seat': seat, 'data-sq': sq, 'data-count': count, 'pointer-events': 'none' });
      const r = list.length === 1 ? S * 0.3 : S * 0.2;
      if (count > 1) g.append(node('circle', { cx: cx + dx + 3, cy: cy + 3, r, fill: seatColour(seat), stroke: '#222', opacity: 0.8 }));
      g.append(node('circle', { cx: cx + dx, cy, r, fill: seatColour(seat), stroke: '#222', 'stroke-width': 1.5 }));
      g.append(node('text', { x: cx + dx, y: cy + 5, 'text-anchor': 'middle', 'font-size': 14, 'font-weight': 'bold', fill: '#fff',
        'pointer-events': 'none' }, state.seats[seat].letter + (count > 1 ? count : '')));
      svg.append(g);
    });
  }
}

function drawMoves(svg, state, at, selected) {
  const moves = state.legal.filter(m => m.to && (!selected || m.from === selected));
  for (const m of moves) {
    if (m.from && !selected) {
      const [fx, fy] = at[m.from];
      svg.append(node('circle', { cx: fx, cy: fy, r: S * 0.4, fill: 'none', stroke: '#1e7b34', 'stroke-width': 3,
        class: 'movable', 'data-from': m.from, 'pointer-events': 'none' }));
    }
    const [tx, ty] = at[m.to];
    svg.append(node('circle', { cx: tx, cy: ty, r: S * 0.11, fill: '#1e7b34', opacity: 0.75, class: 'target',
      'data-target': m.to, 'data-move': m.move }));
  }
}
