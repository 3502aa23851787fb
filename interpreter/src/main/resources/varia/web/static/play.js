// The play page: a game against the computer or between two people, its clocks, the controls the
// rules and the players allow (resign, draw offers, claims, declarations), the move list with its
// review (click, arrow keys), Varia's evaluation and best line, and a link that shares the game.
import { api, param, el, header, variantOptions } from '/common.js';
import { Board } from '/board.js';
import { Clocks, clockControl, clockParam, clockPicker, edgePlaces } from '/clocks.js';
import { MoveList } from '/movelist.js';
import { gameControls } from '/controls.js';
import { moveSound, soundToggle } from '/sound.js';
import { setupChoices } from '/setupchoice.js';
import { drawPieces, pieceMenu } from '/pieces.js';
import { themeChoice } from '/theme.js';
import { optionPicker } from '/optionpicker.js';

header();
const $ = id => document.getElementById(id);
let game = null, flipped = false, busy = false, variants = [], lastPlies = -1;
let notationChoice = null; // null: the game's own tradition's first notation (SAN when it has none)
const analyses = new Map();
let askedLetters = false, urlPieces = param('pieces'); // the server draws letters; the other sets are pieces.js's
const storedPieces = own => localStorage.getItem('varia-pieces:' + own) ?? (localStorage.getItem('varia-pieces') === 'letters' ? 'letters' : '');
const board = new Board($('board'), uci => send(`/api/games/${game.id}/move`, { move: uci }), svg => {
  const own = svg.dataset.glyphs || 'letters';
  const fromUrl = urlPieces;
  urlPieces = null;
  const chosen = pieceMenu($('pieces'), svg, fromUrl ?? storedPieces(own));
  if (fromUrl !== null && chosen === fromUrl) localStorage.setItem('varia-pieces:' + own, chosen); // a shared link's set is kept
  drawPieces(svg, chosen);
  if ((chosen === 'letters') !== askedLetters) setTimeout(refresh, 0); // drawn before the choice was known
});
const clocks = new Clocks(() => refresh());
const clockMenu = clockPicker($('clock'), $('clock-custom'));
const list = new MoveList({ box: $('moves'), navBox: $('nav'),
  words: (at, n, reviewing) => reviewing ? `reviewing: after ${at} of ${n} plies` : `move ${at} of ${n}`,
  onView: ply => { $('play-from').hidden = ply === null; if (ply === null) live(); else review(ply); } });
const controls = gameControls($, {
  resign: () => { if (game) send(`/api/games/${game.id}/resign`, {}); },
  shareUrl: () => game && shareUrl(),
  rematch: () => {
    if (!game) return;
    const body = { variant: game.variant, white: game.players.black, black: game.players.white, level: game.level, options: game.options,
      fen: game.fromStart ? undefined : game.startFen };
    if (game.clock) body.clock = clockControl(clockParam(game.clock), {});
    start(body);
  },
  moveNow: () => { if (game) api(`/api/games/${game.id}/stop`, { body: {} }).catch(() => {}); },
});

const q = () => {
  const p = new URLSearchParams();
  if (flipped) p.set('flip', '1');
  askedLetters = $('pieces').value === 'letters';
  if (askedLetters) p.set('pieces', 'letters');
  const notation = notationChoice || (game && game.notations && game.notations.length ? game.notations[0].key : null);
  if (notation && notation !== 'san') p.set('notation', notation);
  const s = p.toString();
  return s ? '?' + s : '';
};
const sideName = c => game && game.sides ? game.sides[c === 'white' ? 0 : 1] : (c === 'white' ? 'White' : 'Black');

async function send(path, body) {
  if (busy) return null;
  busy = true;
  $('error').textContent = '';
  let answer = null;
  try {
    answer = await api(path + q(), body === undefined ? { method: 'POST', body: {} } : { body });
    show(answer.state || answer);
  } catch (e) { $('error').textContent = e.message; if (game) board.show(game); }
  finally { busy = false; }
  computerIfDue();
  return answer;
}

async function refresh() {
  if (!game || busy) return;
  try { show(await api(`/api/games/${game.id}${q()}`)); } catch (e) { $('error').textContent = e.message; }
  computerIfDue();
}

async function computerIfDue() {
  if (!game || game.result.status !== 'ongoing' || game.humanToAct) return;
  $('status').textContent = `${sideName(game.actor)} (the computer) is thinking…`;
  controls.update({ over: false, persons: Object.values(game.players).filter(p => p === 'human').length, thinking: true });
  await new Promise(r => setTimeout(r, 30));
  await send(`/api/games/${game.id}/computer`);
}

function show(state) {
  const moved = lastPlies >= 0 && state.history.length > lastPlies && state.id === (game && game.id);
  game = state;
  window.variaState = state; // read by the browser tests and handy in the console
  if (moved && $('sound').checked) moveSound(state);
  lastPlies = state.history.length;
  const over = state.result.status !== 'ongoing';
  sideLabels(state.sideDetails);
  const status = $('status');
  status.classList.toggle('over', over);
  $('result').innerHTML = '';
  if (over) {
    status.textContent = 'Game over';
    const winner = state.result.status === 'white wins' ? state.sides[0] + ' wins' : state.result.status === 'black wins' ? state.sides[1] + ' wins' : 'draw';
    $('result').append(el('div', { class: 'result', id: 'result-text', 'data-result': state.result.pgn,
      text: `${state.result.pgn} — ${winner} (${state.result.reason})` }));
  } else {
    status.textContent = (state.freeTurns ? `Free turns (either side's pieces until the first capture): ${sideName(state.actor)}'s player to move`
      : `${sideName(state.turn)} to move`) + (state.inCheck ? ' — check!' : '') + (state.humanToAct ? '' : ' (computer)');
  }
  $('count').hidden = !state.count;
  if (state.count) $('count').textContent = `Count: ${state.count.counted} of ${state.count.limit} moves (${state.count.left} left)`;
  const persons = Object.values(state.players).filter(p => p === 'human').length;
  controls.update({ over, persons, thinking: !state.humanToAct });
  $('offer-draw').hidden = over || persons === 0;
  $('offer-draw').textContent = state.drawOffer && persons === 2 && state.drawOffer !== state.actor ? 'Accept draw' : 'Offer draw';
  $('notice').textContent = state.drawOffer && !over ? `${sideName(state.drawOffer)} offers a draw.` : $('notice').dataset.keep ? $('notice').textContent : '';
  delete $('notice').dataset.keep;
  $('claims').innerHTML = '';
  for (const c of state.claims || [])
    $('claims').append(el('button', { type: 'button', class: 'claim', 'data-claim': c.index, text: `Claim ${c.result === '1/2-1/2' ? 'a draw' : c.result} (${c.reason})`,
      onclick: () => send(`/api/games/${game.id}/claim`, { index: c.index }) }));
  $('declarations').innerHTML = '';
  for (const d of state.declarations || [])
    $('declarations').append(el('button', { type: 'button', class: 'declaration', 'data-declare': d, text: `Declare ${d}`,
      onclick: () => send(`/api/games/${game.id}/declare`, { name: d }) }));
  // a rule's action on one square has no second square to click (the refuge's draw, a9~=): a button plays it
  for (const m of state.humanToAct ? state.legal.filter(m => m.kind === 'action' && m.from === m.to) : [])
    $('declarations').append(el('button', { type: 'button', class: 'declaration', 'data-move': m.uci, text: `Play ${m.san}`,
      onclick: () => send(`/api/games/${game.id}/move`, { move: m.uci }) }));
  $('pass').hidden = !state.legal.some(m => m.kind === 'pass') || !state.humanToAct;
  $('declare').hidden = !state.legal.some(m => m.kind === 'declare') || !state.humanToAct;
  $('pgn').href = `/api/games/${state.id}/pgn`;
  clocks.show(state.clock, edgePlaces($('clock-top'), $('clock-bottom'), flipped, seat => ({ seat, name: state.sides[seat] })));
  notations(state);
  moveList(state);
  $('play-from').hidden = list.at === null;
  if (list.at === null) live(); else review(list.at);
  history.replaceState(null, '', `/play.html?id=${state.id}` + ($('pieces').value ? `&pieces=${$('pieces').value}` : ''));
}

/** The notation menu: SAN and the notations of the game's tradition, the first of them chosen unless another is. */
function notations(state) {
  const sel = $('notation'), offered = [{ key: 'san', label: 'SAN (Varia, PGN)' }, ...(state.notations || [])];
  if (sel.dataset.variant !== state.variant) {
    sel.innerHTML = '';
    for (const n of offered) sel.append(el('option', { value: n.key, text: n.label }));
    sel.dataset.variant = state.variant;
  }
  sel.parentElement.hidden = offered.length < 2;
  sel.value = state.notation;
  if (!notationChoice && state.notations && state.notations.length && state.notation === 'san') setTimeout(refresh, 0);
}

/** The players' names in the setup (Sente (Black), Cho with its colour...). */
function sideLabels(details) {
  ['white-name', 'black-name'].forEach((id, i) => {
    const d = details[i];
    $(id).textContent = d.english && d.english.toLowerCase() !== d.name.toLowerCase() ? `${d.name} (${d.english})` : d.name;
    $(id).style.color = d.colour || '';
  });
}

/** The moves in the shared move list, numbered as the game's start has it (a start with Black to move: "1..."). */
function moveList(state) {
  const startsBlack = / b /.test(state.startFen);
  list.set((state.written || state.history).map((san, i) => {
    const n = i + (startsBlack ? 1 : 0);
    return { label: n % 2 === 0 || i === 0 ? `${Math.floor(n / 2) + 1}.${n % 2 ? '..' : ''}` : null, text: san };
  }));
}

/** The game now on the board. */
function live() { board.show(game); $('board').dataset.fen = game.fen; analyse(); }

/** Shows the position after {@code ply} moves, from the server. */
async function review(ply) {
  try {
    const p = await api(`/api/games/${game.id}/position?ply=${ply}${q().replace('?', '&')}`);
    if (list.at !== ply) return;
    board.show({ ...game, svg: p.svg, legal: [], humanToAct: false });
    $('board').dataset.fen = p.fen;
    analyse();
  } catch (e) { $('error').textContent = e.message; }
}

/** The evaluation bar and best line of the position shown, from Varia's own search (cached per ply). */
async function analyse() {
  $('evalbar').hidden = !$('analyse').checked;
  $('best').textContent = '';
  if (!$('analyse').checked || !game) return;
  const ply = list.now();
  const key = game.id + ':' + ply + ':' + game.history.slice(0, ply).join(' ');
  let a = analyses.get(key);
  if (!a) {
    if (list.at === null && !game.humanToAct && game.result.status === 'ongoing') return; // the computer is thinking
    try { a = await api(`/api/games/${game.id}/analysis?ply=${ply}`); } catch (e) { $('error').textContent = e.message; return; }
    analyses.set(key, a);
  }
  if (list.now() !== ply) return;
  $('eval-fill').style.height = (100 * a.white).toFixed(1) + '%';
  const text = a.over ? a.over : a.mate !== null ? `#${a.mate}` : (a.score >= 0 ? '+' : '') + (a.score / 100).toFixed(2);
  $('eval-text').textContent = a.over ? a.over.split(' ')[0] : text;
  $('evalbar').dataset.ply = ply;
  $('evalbar').dataset.score = a.mate !== null ? 'mate ' + a.mate : a.score;
  $('best').textContent = a.over ? a.over : `${text} — best: ${a.best.join(' ')} (depth ${a.depth})`;
}

function shareUrl() {
  const p = new URLSearchParams();
  p.set('variant', game.variant);
  const opts = Object.entries(game.options || {}).map(([k, v]) => `${k}=${v}`).join(',');
  if (opts) p.set('options', opts);
  if (!game.fromStart) p.set('fen', game.startFen);
  if (game.moves.length) p.set('moves', game.moves.join(','));
  p.set('white', game.players.white);
  p.set('black', game.players.black);
  p.set('level', game.level);
  if (game.clock) p.set('clock', clockParam(game.clock));
  if ($('pieces').value) p.set('pieces', $('pieces').value);
  return `${location.origin}/play.html?${p}`;
}

function setupBody(extra = {}) {
  const options = {};
  document.querySelectorAll('#option-pickers select').forEach(s => { if (s.value !== s.dataset.default) options[s.dataset.option] = s.value; });
  const body = { variant: $('variant').value, white: $('white').value, black: $('black').value, level: +$('level').value, options, ...extra };
  const clock = clockMenu.read();
  if (clock) body.clock = clock;
  return body;
}

async function start(body) {
  $('error').textContent = '';
  list.at = null; lastPlies = -1;
  try {
    flipped = body.white === 'computer' && body.black === 'human';
    show(await api('/api/games' + q(), { body }));
    computerIfDue();
  } catch (err) { $('error').textContent = err.message; }
}

/** A pasted FEN or record: the game goes on from it (a record's moves up to the ply asked for). */
async function fromText(text, body) {
  text = text.trim();
  if (!text) return body;
  if (!/[\n\[]/.test(text) && text.split('/').length >= 3) return { ...body, fen: text };
  const r = await api('/api/records', { body: { text, format: 'auto', variant: '' } });
  const g = r.shown && r.shown[0];
  if (!g || !g.startFen) throw new Error(r.error || (g && g.verdict) || 'no game found in the text');
  const upTo = $('start-ply').value === '' ? g.plies.length : Math.min(+$('start-ply').value, g.plies.length);
  const known = variants.find(v => v.key === g.variant);
  return { ...body, variant: known ? g.variant : body.variant, fen: g.startFen, moves: g.plies.slice(0, upTo).map(p => p.uci) };
}

async function options(key, preset = {}) {
  const box = $('option-pickers');
  box.innerHTML = '';
  let list = [];
  try { list = await api(`/api/variants/${encodeURIComponent(key)}/options`); } catch (e) { return; }
  for (const o of list) box.append(optionPicker(o, preset[o.name]));
  await setupChoices(key, box); // a set-up each side chooses (janggi's): pictures per side
  const entry = variants.find(v => v.key === key);
  if (entry) sideLabels(entry.sides.map(name => ({ name })));
}

$('pass').addEventListener('click', () => { const m = game.legal.find(m => m.kind === 'pass'); if (m) send(`/api/games/${game.id}/move`, { move: m.uci }); });
$('declare').addEventListener('click', () => { const m = game.legal.find(m => m.kind === 'declare'); if (m) send(`/api/games/${game.id}/move`, { move: m.uci }); });
$('offer-draw').addEventListener('click', async () => {
  if (!game) return;
  const a = await send(`/api/games/${game.id}/draw`, {});
  if (a && a.answer) { $('notice').textContent = a.answer; $('notice').dataset.keep = '1'; }
});
$('undo').addEventListener('click', () => {
  if (!game) return;
  const vsComputer = Object.values(game.players).includes('computer');
  list.at = null;
  send(`/api/games/${game.id}/undo`, { plies: vsComputer && game.history.length >= 2 ? 2 : 1 });
});
$('flip').addEventListener('click', async () => { flipped = !flipped; if (game) refresh(); });
$('analyse').addEventListener('change', analyse);
$('pieces').addEventListener('change', () => {
  const svg = $('board').querySelector('svg');
  if (svg) localStorage.setItem('varia-pieces:' + (svg.dataset.glyphs || 'letters'), $('pieces').value);
  refresh();
});
$('notation').addEventListener('change', () => { notationChoice = $('notation').value; refresh(); });
$('play-from').addEventListener('click', () => {
  if (!game || list.at === null) return;
  start({ ...setupBody(), variant: game.variant, options: game.options, fen: game.fromStart ? undefined : game.startFen, moves: game.moves.slice(0, list.at),
    white: game.players.white, black: game.players.black, level: game.level, clock: game.clock ? clockControl(clockParam(game.clock), {}) : undefined });
});
$('variant').addEventListener('change', () => options($('variant').value));
$('setup').addEventListener('submit', async e => {
  e.preventDefault();
  try { start(await fromText($('start-text').value, setupBody())); } catch (err) { $('error').textContent = err.message; }
});

themeChoice($('theme'));
soundToggle($('sound'));

// The address: ?variant= a key or an alias (resolved, never silently another game), with
// options, fen, moves, players, level and clock (a shared link); ?id= a game on this server.
let wanted = param('variant'), preset = {};
for (const pair of (param('options') || '').split(/[,;]/).filter(Boolean)) {
  const i = pair.indexOf('=');
  if (i > 0) preset[pair.slice(0, i).trim()] = pair.slice(i + 1).trim();
}
if (wanted) {
  try {
    const r = await api(`/api/variants/resolve?name=${encodeURIComponent(wanted)}`);
    wanted = r.key;
    preset = { ...r.options, ...preset };
  } catch (e) { $('error').textContent = e.message; wanted = null; $('status').textContent = 'No game started: see the message below.'; }
}
variants = await variantOptions($('variant'), wanted || 'makruk');
await options($('variant').value, preset);
for (const k of ['white', 'black', 'level']) if (param(k)) $(k).value = param(k);
clockMenu.set(param('clock'));
if (param('id')) {
  try { show(await api(`/api/games/${param('id')}${q()}`)); computerIfDue(); } catch (e) { $('error').textContent = e.message; }
} else if (wanted) {
  const extra = {};
  if (param('fen')) extra.fen = param('fen');
  if (param('moves')) extra.moves = param('moves').split(',').filter(Boolean);
  await start(setupBody(extra));
  if (param('ply') && game) list.go(+param('ply'));
}
