// The piece sets a player may choose on the play page, drawn here as SVG (no artwork is fetched or
// copied). The server draws the game's own set (varia/diagram/glyphs.yaml) and marks each piece with
// what a set needs (data-names: the names its file gives it, data-letter, data-promoted, data-reach:
// how it moves, its centre, size and facing) and the board with the own set's name (data-glyphs). A set is offered when the
// game's own set is its tradition's and, for sets that draw pieces by kind, when it names most of the
// game's pieces: nothing here knows a game, only the names the variant files give their pieces.
const SVG = 'http://www.w3.org/2000/svg';
const RED = '#c0262d';

/** A piece of the board (or a hand) and what is known of it. */
function facts(g) {
  const d = g.dataset;
  return { names: (d.names || '').split('|'), letter: d.letter || '?', promoted: d.promoted === 'true',
    cx: +d.cx, cy: +d.cy, size: +d.size, up: d.up === 'true', colour: +d.colour, reach: d.reach || '' };
}

function node(tag, attrs, parent) {
  const n = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs)) if (v !== null && v !== undefined) n.setAttribute(k, v);
  if (parent) parent.append(n);
  return n;
}

function text(parent, x, y, size, fill, words, extra = {}) {
  const t = node('text', { x, y: y + size * 0.35, 'font-size': size, fill, 'text-anchor': 'middle', 'font-weight': 'bold', ...extra }, parent);
  t.textContent = words;
  return t;
}

/** The kind a set draws for a piece: the first of its names the set knows. */
function kindOf(set, p) {
  for (const n of p.names) if (set.kinds[n]) return set.kinds[n];
  return null;
}

// ---- shogi-like games: pentagons pointing away from their owner ----

function pentagon(art, p) {
  const r = p.size * 0.42, w = r * 0.86, h = r * 1.02, { cx, cy } = p;
  const g = node('g', { transform: p.up ? null : `rotate(180 ${cx} ${cy})` }, art);
  const pts = [[cx, cy - h], [cx + w * .72, cy - h * .62], [cx + w, cy + h], [cx - w, cy + h], [cx - w * .72, cy - h * .62]];
  node('polygon', { points: pts.map(q => q.join(',')).join(' '), fill: '#f2d7a0', stroke: '#7a5a25', 'stroke-width': p.size * .025 }, g);
  return g;
}

/** The file's letter on the pentagon, a promoted piece's in red with its '+'. */
function westernLetter(g, p, small) {
  const words = p.letter, size = p.size * (small ? .2 : words.length > 1 ? .34 : .44);
  return text(g, p.cx, p.cy + (small ? p.size * .3 : p.size * .05), size, p.promoted ? RED : '#1a1a1a', words,
    { 'font-family': "'DejaVu Sans', sans-serif", class: 'glyph', 'data-glyph': words });
}

// International-style pictograms: how the piece moves (data-reach, read by the server from the
// piece's own moves), drawn around a centre dot: a dot for a step to an adjacent square, a line for
// a slide, a ring for a leap further off. Forward is up, away from the piece's owner.
function reach(p) {
  const parts = Object.fromEntries((p.reach || '').split('|').map(x => [x[0], x.slice(2).split(' ').filter(Boolean).map(v => v.split(',').map(Number))]));
  return { steps: parts.s || [], slides: parts.r || [], jumps: parts.j || [] };
}

function pictogram(g, p) {
  const m = reach(p), u = p.size * .1, cx = p.cx, cy = p.cy - p.size * .04, ink = p.promoted ? RED : '#1a1a1a';
  const pic = node('g', { class: 'glyph pictogram', 'data-glyph': p.letter }, g);
  node('circle', { cx, cy, r: u * .35, fill: ink }, pic);
  for (const [x, y] of m.slides)
    node('line', { x1: cx, y1: cy, x2: cx + x * u * 2.2, y2: cy - y * u * 2.2, stroke: ink, 'stroke-width': u * .4, 'stroke-linecap': 'round', class: 'slide' }, pic);
  for (const [x, y] of m.steps)
    node('circle', { cx: cx + x * u * 1.3, cy: cy - y * u * 1.3, r: u * .36, fill: ink, class: 'step' }, pic);
  const far = Math.max(2, ...m.jumps.map(([x, y]) => Math.max(Math.abs(x), Math.abs(y)))), k = u * 2.3 / far;
  for (const [x, y] of m.jumps)
    node('circle', { cx: cx + x * k, cy: cy - y * k, r: u * .3, fill: 'none', stroke: ink, 'stroke-width': u * .16, class: 'jump' }, pic);
  westernLetter(g, p, true);
}

// ---- xiangqi and janggi: a picture of each kind on the disc (or octagon) the server drew ----

const ICONS = {
  // every path on a box from -1 to 1, up the picture; the ink is the side's
  general: '<path d="M-.62 .55 L-.7 -.25 L-.35 .05 L0 -.6 L.35 .05 L.7 -.25 L.62 .55 Z"/><rect x="-.66" y=".6" width="1.32" height=".2"/>'
    + '<circle cx="0" cy="-.72" r=".12"/><circle cx="-.72" cy="-.35" r=".1"/><circle cx=".72" cy="-.35" r=".1"/>',
  advisor: '<path d="M-.45 .75 L-.3 -.2 L.3 -.2 L.45 .75 Z"/><rect x="-.85" y="-.42" width="1.7" height=".2" rx=".08"/>'
    + '<path d="M-.3 -.42 Q0 -.95 .3 -.42 Z"/>',
  elephant: '<path d="M-.75 .1 Q-.8 -.7 0 -.72 Q.75 -.72 .7 .0 Q.68 .35 .3 .4 L.3 .75 L.1 .75 L.1 .35 Q-.05 .4 -.1 .2 '
    + 'Q-.2 .8 -.45 .8 Q-.6 .8 -.55 .6 Q-.35 .6 -.38 .25 Q-.7 .35 -.75 .1 Z"/><circle cx=".25" cy="-.25" r=".09" fill="#f6e6c2"/>',
  horse: '<path d="M-.55 .8 Q-.6 .1 -.2 -.3 L-.35 -.75 L-.05 -.45 Q.35 -.55 .55 -.1 L.7 .2 Q.7 .38 .52 .38 L.15 .2 '
    + 'Q.05 .5 .25 .8 Z"/><circle cx=".15" cy="-.2" r=".08" fill="#f6e6c2"/>',
  chariot: '<rect x="-.7" y="-.55" width="1.4" height=".7" rx=".08"/><rect x="-.9" y=".05" width="1.8" height=".14"/>'
    + '<circle cx="-.45" cy=".5" r=".3"/><circle cx=".45" cy=".5" r=".3"/><circle cx="-.45" cy=".5" r=".1" fill="#f6e6c2"/>'
    + '<circle cx=".45" cy=".5" r=".1" fill="#f6e6c2"/>',
  cannon: '<rect x="-.85" y="-.2" width="1.5" height=".34" rx=".14" transform="rotate(-25)"/><circle cx="-.1" cy=".45" r=".32"/>'
    + '<circle cx="-.1" cy=".45" r=".1" fill="#f6e6c2"/><rect x="-.75" y=".72" width="1.3" height=".12"/>',
  soldier: '<path d="M0 -.9 L.14 -.6 L.04 -.6 L.04 .85 L-.04 .85 L-.04 -.6 L-.14 -.6 Z"/>'
    + '<path d="M-.65 -.25 L-.15 -.25 L-.15 .3 Q-.15 .6 -.4 .75 Q-.65 .6 -.65 .3 Z"/>',
};
const XQ_KINDS = {
  general: 'general', king: 'general', jiang: 'general', shuai: 'general', jang: 'general', gung: 'general',
  advisor: 'advisor', guard: 'advisor', shi: 'advisor', sa: 'advisor', elephant: 'elephant', xiang: 'elephant', sang: 'elephant',
  horse: 'horse', ma: 'horse', chariot: 'chariot', ju: 'chariot', cha: 'chariot', cannon: 'cannon', pao: 'cannon', po: 'cannon',
  soldier: 'soldier', bing: 'soldier', zu: 'soldier', byeong: 'soldier', jol: 'soldier',
};

function icon(art, p, kind) {
  const old = art.querySelector('text');
  const ink = old ? old.getAttribute('fill') : '#1a1a1a';
  if (old) old.remove();
  const s = p.size * .28;
  const g = node('g', { class: 'glyph icon', 'data-glyph': kind, fill: ink, transform: `translate(${p.cx} ${p.cy}) scale(${s})` }, art);
  g.innerHTML = ICONS[kind];
}

// ---- makruk-like games: Thai-style pieces, white and black ----

const THAI = {
  // a base, then the body: Khun a tall tiered spire, Met a low cone, Khon a rounded top with a notch,
  // Ma a horse's head, Rua a tall block, Bia a cowrie shell lying flat
  khun: '<path d="M-.55 .85 L.55 .85 L.45 .62 L-.45 .62 Z M-.35 .62 L-.3 .1 L.3 .1 L.35 .62 Z M-.4 .1 L.4 .1 L.25 -.2 L-.25 -.2 Z'
    + ' M-.22 -.2 L0 -.95 L.22 -.2 Z"/>',
  met: '<path d="M-.55 .85 L.55 .85 L.45 .62 L-.45 .62 Z M-.38 .62 L0 -.35 L.38 .62 Z"/><circle cx="0" cy="-.4" r=".12"/>',
  khon: '<path d="M-.55 .85 L.55 .85 L.45 .62 L-.45 .62 Z M-.35 .62 L-.28 -.05 L.28 -.05 L.35 .62 Z'
    + ' M-.32 -.05 Q-.4 -.75 0 -.8 Q.4 -.75 .32 -.05 Z"/><path d="M-.08 -.62 L.12 -.3" stroke-width=".08"/>',
  ma: '<path d="M-.55 .85 L.55 .85 L.45 .62 L-.45 .62 Z M-.4 .62 Q-.45 0 -.1 -.35 L-.25 -.8 L.02 -.5 Q.4 -.55 .55 -.1 L.65 .15'
    + ' Q.62 .32 .45 .3 L.12 .15 Q.05 .4 .3 .62 Z"/>',
  rua: '<path d="M-.55 .85 L.55 .85 L.5 .62 L-.5 .62 Z M-.4 .62 L-.4 -.45 L.4 -.45 L.4 .62 Z M-.5 -.45 L.5 -.45 L.5 -.7 L-.5 -.7 Z"/>',
  bia: '<ellipse cx="0" cy=".2" rx=".6" ry=".4"/><path d="M-.38 .2 Q0 .05 .38 .2" fill="none" stroke-width=".07"/>',
};
const THAI_KINDS = {
  khun: 'khun', sdaach: 'khun', king: 'khun', met: 'met', neang: 'met', khon: 'khon', koul: 'khon',
  ma: 'ma', ses: 'ma', rua: 'rua', tuuk: 'rua', bia: 'bia', trey: 'bia',
};

function thai(art, p, kind) {
  art.innerHTML = '';
  const fill = p.promoted ? RED : p.colour === 0 ? '#ffffff' : '#262626', stroke = p.colour === 0 || p.promoted ? '#1a1a1a' : '#e8e8e8';
  const s = p.size * .4;
  const g = node('g', { class: 'glyph thai', 'data-glyph': kind, fill, stroke, 'stroke-width': .06, 'stroke-linejoin': 'round',
    transform: `translate(${p.cx} ${p.cy}) scale(${s})` }, art);
  g.innerHTML = THAI[kind];
}

/** The sets drawn here. {@code own}: the glyph set of the server they go with; {@code kinds}: names they draw by kind. */
export const SETS = [
  { key: 'western', label: 'Western letters', own: 'kanji', kinds: null,
    draw: (art, p) => { art.innerHTML = ''; westernLetter(pentagon(art, p), p); } },
  { key: 'pictograms', label: 'pictograms (how each moves)', own: 'kanji', kinds: null,
    draw: (art, p) => { art.innerHTML = ''; const g = pentagon(art, p); if (p.reach) pictogram(g, p); else westernLetter(g, p); } },
  { key: 'icons', label: 'icons', own: ['hanzi', 'hanja'], kinds: XQ_KINDS, draw: icon },
  { key: 'thai', label: 'Thai-style pieces', own: 'chess', kinds: THAI_KINDS, draw: thai },
];

const OWN_LABELS = { kanji: 'kanji', hanzi: 'Chinese characters', hanja: 'Chinese characters (hanja)', chess: 'chess figures', letters: 'letters' };

function fits(set, svg) {
  const own = svg.dataset.glyphs;
  if (!(Array.isArray(set.own) ? set.own.includes(own) : set.own === own)) return false;
  if (!set.kinds) return true;
  const pieces = [...svg.querySelectorAll('.piece, .hand')].map(facts);
  const kinds = new Set(pieces.map(p => p.names[0]));
  const named = new Set(pieces.filter(p => kindOf(set, p)).map(p => p.names[0]));
  return named.size * 2 > kinds.size; // it names most of the kinds on the board
}

/** The sets offered for a board: the game's own, letters (both drawn by the server) and those of this module that fit. */
export function setsFor(svg) {
  const own = svg.dataset.glyphs || 'letters';
  const offered = [{ key: '', label: `the game's own (${OWN_LABELS[own] || own})` }];
  if (own !== 'letters') offered.push({ key: 'letters', label: 'letters' });
  for (const s of SETS) if (fits(s, svg)) offered.push({ key: s.key, label: s.label });
  return offered;
}

/** Draws every piece of the board (and the hands) in the set chosen, when it is one of this module's and fits the board. */
export function drawPieces(svg, key) {
  const set = SETS.find(s => s.key === key);
  svg.dataset.pieces = key || '';
  if (!set || !fits(set, svg)) return false;
  for (const g of svg.querySelectorAll('.piece, .hand')) {
    const art = g.querySelector('.art');
    if (!art) continue;
    const p = facts(g), kind = set.kinds ? kindOf(set, p) : null;
    if (set.kinds && !kind) continue; // a piece the set does not name keeps the game's own figure
    set.draw(art, p, kind);
  }
  return true;
}

/** The menu of sets for this board, the wanted one chosen when offered. */
export function pieceMenu(select, svg, wanted) {
  const offered = setsFor(svg);
  const sig = offered.map(o => o.key).join(',');
  if (select.dataset.offered !== sig) {
    select.innerHTML = '';
    for (const o of offered) {
      const opt = document.createElement('option');
      opt.value = o.key; opt.textContent = o.label;
      select.append(opt);
    }
    select.dataset.offered = sig;
  }
  select.value = offered.some(o => o.key === wanted) ? wanted : '';
  return select.value;
}
