// Draws a dice-chess board as SVG from the server's data alone (any 'game: dice-chess' file): the
// squares with their coordinates, each man as a disc in its seat's colour with its piece's letter
// (grey when its seat is out and it stays as a dead obstacle), and optionally the legal moves
// (movable men ringed, a selected man's targets dotted), marked moves and a piece's reach.
import { seatColour } from '/raceboard.js';
const NS = 'http://www.w3.org/2000/svg';
const S = 64, M = 22;

function node(tag, attrs = {}, text) {
  const e = document.createElementNS(NS, tag);
  for (const [k, v] of Object.entries(attrs)) if (v !== null && v !== undefined) e.setAttribute(k, v);
  if (text !== undefined) e.textContent = text;
  return e;
}

export function squareName(file, rank) { return String.fromCharCode(97 + file) + (rank + 1); }

function centre(board, name) {
  const f = name.charCodeAt(0) - 97, r = +name.slice(1) - 1;
  return [M + f * S + S / 2, M + (board.ranks - 1 - r) * S + S / 2];
}

/**
 * Draws into {@code box}. {@code view}: board {files, ranks}, men [{square, seat, letter, piece, dead}].
 * {@code opts}: legal (moves {from, to, move}), selected (a square), marks ([{from, to, kind: 'last'|'bad'}]),
 * reach ({from, seat, moves, captures}).
 */
export function drawDice(box, view, opts = {}) {
  const { files, ranks } = view.board;
  const svg = node('svg', { viewBox: `0 0 ${2 * M + files * S} ${2 * M + ranks * S}`, class: 'dice-board', 'data-game': view.game });
  for (let f = 0; f < files; f++) for (let r = 0; r < ranks; r++) {
    const name = squareName(f, r);
    svg.append(node('rect', { x: M + f * S, y: M + (ranks - 1 - r) * S, width: S, height: S, class: 'cell', 'data-sq': name,
      fill: (f + r) % 2 ? '#f6ead2' : '#efdcb8', stroke: '#8a7350', 'stroke-width': 1 }));
  }
  for (let f = 0; f < files; f++) svg.append(node('text', { x: M + f * S + S / 2, y: 2 * M + ranks * S - 6, 'text-anchor': 'middle',
    'font-size': 12, fill: '#6b5b45' }, String.fromCharCode(97 + f)));
  for (let r = 0; r < ranks; r++) svg.append(node('text', { x: 7, y: M + (ranks - 1 - r) * S + S / 2 + 4, 'font-size': 12,
    fill: '#6b5b45' }, String(r + 1)));
  if (opts.reach) drawReach(svg, view.board, opts.reach);
  for (const m of view.men) {
    const [cx, cy] = centre(view.board, m.square);
    const g = node('g', { class: 'man', 'data-sq': m.square, 'data-seat': m.seat, 'data-piece': m.piece, 'pointer-events': 'none' });
    g.append(node('circle', { cx, cy, r: S * 0.36, fill: m.dead ? '#9a9a9a' : seatColour(m.seat), stroke: '#222', 'stroke-width': 1.5 }));
    g.append(node('text', { x: cx, y: cy + 7, 'text-anchor': 'middle', 'font-size': 21, 'font-weight': 'bold', fill: '#fff' }, m.letter));
    g.append(node('title', {}, `${m.piece}` + (m.dead ? ' (out: a dead obstacle)' : '')));
    svg.append(g);
  }
  for (const k of opts.marks || []) mark(svg, view.board, k.from, k.to, k.kind);
  if (opts.legal) drawMoves(svg, view.board, opts.legal, opts.selected);
  box.replaceChildren(svg);
  return svg;
}

function drawMoves(svg, board, legal, selected) {
  const froms = [...new Set(legal.map(m => m.from))];
  for (const from of froms) {
    const [x, y] = centre(board, from);
    svg.append(node('circle', { cx: x, cy: y, r: S * 0.44, fill: 'none', stroke: from === selected ? '#d4ac0d' : '#1e7b34',
      'stroke-width': from === selected ? 4 : 3, class: 'movable', 'data-from': from, 'pointer-events': 'none' }));
  }
  if (!selected) return;
  for (const to of [...new Set(legal.filter(m => m.from === selected).map(m => m.to))]) {
    const [x, y] = centre(board, to);
    svg.append(node('circle', { cx: x, cy: y, r: S * 0.12, fill: '#1e7b34', opacity: 0.8, class: 'target', 'data-target': to,
      'pointer-events': 'none' }));
  }
}

/** A move marked: its squares framed and a line between; 'last' gold, 'bad' red and dashed. */
function mark(svg, board, from, to, kind) {
  const colour = kind === 'bad' ? '#c0392b' : '#d4ac0d';
  const a = from && centre(board, from), b = to && centre(board, to);
  for (const [name, c] of [[from, a], [to, b]]) {
    if (!c) continue;
    svg.append(node('rect', { x: c[0] - S / 2 + 2, y: c[1] - S / 2 + 2, width: S - 4, height: S - 4, fill: 'none', stroke: colour,
      'stroke-width': 4, class: 'mark ' + kind, 'data-mark': name, 'pointer-events': 'none' }));
  }
  if (a && b) svg.append(node('line', { x1: a[0], y1: a[1], x2: b[0], y2: b[1], stroke: colour, 'stroke-width': 4, opacity: 0.8,
    'stroke-dasharray': kind === 'bad' ? '8 5' : null, class: 'mark-line ' + kind, 'pointer-events': 'none' }));
}

/** A piece's reach: green dots where it moves, red rings where it takes, both where it does both. */
function drawReach(svg, board, reach) {
  for (const sq of reach.moves) {
    const [x, y] = centre(board, sq);
    svg.append(node('circle', { cx: x, cy: y, r: S * 0.14, fill: '#1e7b34', class: 'reach-move', 'data-sq': sq, 'pointer-events': 'none' }));
  }
  for (const sq of reach.captures) {
    const [x, y] = centre(board, sq);
    svg.append(node('circle', { cx: x, cy: y, r: S * 0.3, fill: 'none', stroke: '#c0392b', 'stroke-width': 3, class: 'reach-capture',
      'data-sq': sq, 'pointer-events': 'none' }));
  }
}
