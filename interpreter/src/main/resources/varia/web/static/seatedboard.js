// Draws the board of any game played by seats as SVG, from the board the family describes (the
// server's layout: cells, their marks, seats' marks and paths) and the tokens on it; optionally the
// legal moves (movable pieces ringed, targets dotted), marked moves, a path numbered, spots. It knows
// no family: a race's nests and tracks and dice chess's men are all data.
import { api, param } from '/common.js';
const NS = 'http://www.w3.org/2000/svg';
export const SEAT_COLOURS = ['#c0392b', '#1f5fa8', '#1e8449', '#b9770e', '#7d3c98', '#117a65', '#a04000', '#5d6d7e'];
const S = 64, M = 22, GREEN = '#1e7b34', GOLD = '#d4ac0d', RED = '#c0392b';

function node(tag, attrs = {}, text) {
  const e = document.createElementNS(NS, tag);
  for (const [k, v] of Object.entries(attrs)) if (v !== null && v !== undefined) e.setAttribute(k, v);
  if (text !== undefined) e.textContent = text;
  return e;
}

/** The family a page shows: named by ?family=, else by the page's own name (/race.html, /dice-study.html). */
export async function pageFamily() {
  const families = await api('/api/families/all'); // every family of the one live session, the engine's variants too
  // the family the server wrote into the page (the engine's page address: SeatedPages), else the address's
  const named = document.body.dataset.family || param('family') || location.pathname.replace(/^\/|(-study)?\.html$/g, '');
  return families.find(f => f.noun === named || f.word === named || f.kind === named) || families[0];
}

export function seatColour(i) { return i < 0 ? '#777' : SEAT_COLOURS[i % SEAT_COLOURS.length]; }

/** The centre of a square, or null when the layout has no such square. */
export function centre(layout, name) {
  const c = layout.cells.find(x => x.name === name);
  return c ? [M + c.file * S + S / 2, M + (layout.ranks - 1 - c.rank) * S + S / 2] : null;
}

/** The squares a move's text names, in order (those the layout has): '@c1' [c1], 'b1-e1' [b1, e1], '4:c1-c5' [c1, c5]. */
export function squaresOf(layout, text) {
  return (String(text || '').match(/[a-z][0-9]{1,2}/g) || []).filter(s => layout.cells.some(c => c.name === s));
}

/**
 * Draws into {@code box}. {@code opts}: game; tokens [{square, seat, label, count, dead, title}];
 * paths (seats whose path is drawn, offset when several) and numbered (the seat whose path is numbered);
 * legal (moves {from, to, move}), selected (a square), allTargets (dot every target, not only the selected piece's);
 * marks [{from, to, kind: 'last'|'bad'}]; spots [{square, shape: 'dot'|'ring', name}].
 */
export function drawScene(box, layout, opts = {}) {
  const { files, ranks } = layout;
  const svg = node('svg', { viewBox: `0 0 ${2 * M + files * S} ${2 * M + ranks * S}`, class: `seated-board ${layout.style}`, 'data-game': opts.game });
  for (const c of layout.cells) {
    const x = M + c.file * S, y = M + (ranks - 1 - c.rank) * S;
    svg.append(node('rect', { x, y, width: S, height: S, class: 'cell' + (c.muted ? ' off-track' : ''), 'data-sq': c.name,
      fill: c.muted ? '#d9d4cc' : (c.file + c.rank) % 2 ? '#f6ead2' : '#efdcb8', stroke: '#8a7350', 'stroke-width': 1 }));
    for (const m of c.marks) {
      const i = 10;
      svg.append(node('path', { d: `M${x + i} ${y + i}L${x + S - i} ${y + S - i}M${x + S - i} ${y + i}L${x + i} ${y + S - i}`,
        stroke: '#9c6b2f', 'stroke-width': 2, class: `${m}-mark`, 'data-mark': c.name, 'pointer-events': 'none' }));
    }
  }
  for (let f = 0; f < files; f++) svg.append(node('text', { x: M + f * S + S / 2, y: 2 * M + ranks * S - 6, 'text-anchor': 'middle',
    'font-size': 12, fill: '#6b5b45' }, String.fromCharCode(97 + f)));
  for (let r = 0; r < ranks; r++) svg.append(node('text', { x: 7, y: M + (ranks - 1 - r) * S + S / 2 + 4, 'font-size': 12,
    fill: '#6b5b45' }, String(r + 1)));
  for (const k of layout.marks) {
    const [cx, cy] = centre(layout, k.square);
    svg.append(k.shape === 'ring'
      ? node('circle', { cx, cy, r: S * 0.42, fill: 'none', stroke: seatColour(k.seat), 'stroke-width': 3, 'stroke-dasharray': '6 4',
        class: k.name, 'data-seat': k.seat, 'pointer-events': 'none' })
      : node('rect', { x: cx - S / 2 + 4, y: cy - S / 2 + 4, width: S - 8, height: S - 8, fill: 'none', stroke: seatColour(k.seat),
        'stroke-width': 3, class: k.name, 'data-seat': k.seat, 'pointer-events': 'none' }));
  }
  const paths = opts.paths || [];
  paths.forEach((seat, i) => drawPath(svg, layout, seat, paths.length > 1 ? (i - (paths.length - 1) / 2) * 4 : 0, paths.length > 1 ? 0.6 : 0.25));
  const numbered = layout.paths.find(p => p.seat === opts.numbered);
  if (numbered) numbered.squares.forEach((sq, i) => {
    const [cx, cy] = centre(layout, sq);
    svg.append(node('text', { x: cx - S / 2 + 3, y: cy - S / 2 + 12, class: 'step', 'font-size': 10, fill: '#7a6a55', 'pointer-events': 'none' }, String(i + 1)));
  });
  for (const s of opts.spots || []) {
    const [x, y] = centre(layout, s.square);
    svg.append(s.shape === 'ring'
      ? node('circle', { cx: x, cy: y, r: S * 0.3, fill: 'none', stroke: RED, 'stroke-width': 3, class: s.name, 'data-sq': s.square, 'pointer-events': 'none' })
      : node('circle', { cx: x, cy: y, r: S * 0.14, fill: GREEN, class: s.name, 'data-sq': s.square, 'pointer-events': 'none' }));
  }
  drawTokens(svg, layout, opts.tokens || []);
  for (const k of opts.marks || []) mark(svg, layout, k.from, k.to, k.kind);
  if (opts.legal) drawMoves(svg, layout, opts.legal, opts.selected, opts.allTargets);
  box.replaceChildren(svg);
  return svg;
}

/** A seat's path as a line through its squares; {@code offset} shifts it (several paths at once). */
function drawPath(svg, layout, seat, offset, opacity) {
  const path = layout.paths.find(p => p.seat === seat);
  if (!path) return;
  const pts = path.squares.map(sq => centre(layout, sq).map(v => v + offset).join(',')).join(' ');
  svg.append(node('polyline', { points: pts, fill: 'none', stroke: seatColour(seat), 'stroke-width': 3, opacity,
    'stroke-linejoin': 'round', class: 'track', 'data-seat': seat, 'pointer-events': 'none' }));
}

// Tokens of several seats on one square stand side by side; a count above one is written with the
// label (a stack) and drawn with a shadow.
function drawTokens(svg, layout, tokens) {
  const bySquare = {};
  for (const t of tokens) (bySquare[t.square] = bySquare[t.square] || []).push(t);
  for (const [sq, list] of Object.entries(bySquare)) {
    const [cx, cy] = centre(layout, sq);
    list.forEach((t, k) => {
      const dx = list.length === 1 ? 0 : (k - (list.length - 1) / 2) * S * 0.36;
      const r = list.length === 1 ? S * 0.34 : S * 0.2, fill = t.dead ? '#9a9a9a' : seatColour(t.seat);
      const g = node('g', { class: 'token man', 'data-seat': t.seat, 'data-sq': sq, 'data-count': t.count, 'pointer-events': 'none' });
      if (t.count > 1) g.append(node('circle', { cx: cx + dx + 3, cy: cy + 3, r, fill, stroke: '#222', opacity: 0.8 }));
      g.append(node('circle', { cx: cx + dx, cy, r, fill, stroke: '#222', 'stroke-width': 1.5 }));
      g.append(node('text', { x: cx + dx, y: cy + 6, 'text-anchor': 'middle', 'font-size': list.length === 1 ? 19 : 14, 'font-weight': 'bold',
        fill: '#fff' }, t.label + (t.count > 1 ? t.count : '')));
      if (t.title) g.append(node('title', {}, t.title));
      svg.append(g);
    });
  }
}

// The pieces that may move ringed (the selected one in gold); dots where the selected piece goes,
// and where moves without an origin land (a piece entering); every target when {@code all}.
function drawMoves(svg, layout, legal, selected, all) {
  for (const from of [...new Set(legal.filter(m => m.from).map(m => m.from))]) {
    const [x, y] = centre(layout, from);
    svg.append(node('circle', { cx: x, cy: y, r: S * 0.44, fill: 'none', stroke: from === selected ? GOLD : GREEN,
      'stroke-width': from === selected ? 4 : 3, class: 'movable', 'data-from': from, 'pointer-events': 'none' }));
  }
  const shown = legal.filter(m => m.to && (selected ? m.from === selected : all || !m.from));
  for (const to of [...new Set(shown.map(m => m.to))]) {
    const [x, y] = centre(layout, to);
    svg.append(node('circle', { cx: x, cy: y, r: S * 0.11, fill: GREEN, opacity: 0.8, class: 'target', 'data-target': to, 'pointer-events': 'none' }));
  }
}

/** A move marked: its squares framed and a line between; 'last' gold, 'bad' red and dashed. */
function mark(svg, layout, from, to, kind) {
  const colour = kind === 'bad' ? RED : GOLD;
  const a = from && centre(layout, from), b = to && centre(layout, to);
  for (const [name, c] of [[from, a], [to, b]]) {
    if (!c) continue;
    svg.append(node('rect', { x: c[0] - S / 2 + 2, y: c[1] - S / 2 + 2, width: S - 4, height: S - 4, fill: 'none', stroke: colour,
      'stroke-width': 4, class: 'mark ' + kind, 'data-mark': name, 'pointer-events': 'none' }));
  }
  if (a && b) svg.append(node('line', { x1: a[0], y1: a[1], x2: b[0], y2: b[1], stroke: colour, 'stroke-width': 4, opacity: 0.8,
    'stroke-dasharray': kind === 'bad' ? '8 5' : null, class: 'mark-line ' + kind, 'pointer-events': 'none' }));
}
