// The play page: a game against the computer or between two people, its clocks, the controls the
// rules and the players allow (resign, draw offers, claims, declarations), the move list with its
// review (click, arrow keys), Varia's evaluation and best line, and a link that shares the game.
import { api, param, el, header, variantOptions } from '/common.js';
import { Board } from '/board.js';
import { Clocks, clockControl, clockParam } from '/clocks.js';
import { moveSound } from '/sound.js';
import { setupChoices } from '/setupchoice.js';

header();
const $ = id => document.getElementById(id);
let game = null, flipped = false, busy = false, variants = [], viewPly = null, lastPlies = -1;
let notationChoice = null; // null: the game's own tradition's first notation (SAN when it has none)
const analyses = new Map();
const board = new Board($('board'), uci => send(`/api/games/${game.id}/move`, { move: uci }));
const clocks = new Clocks($('clock-top'), $('clock-bottom'), () => refresh());

const q = () => {
  const p = new URLSearchParams();
  if (flipped) p.set('flip', '1');
  if ($('pieces').value) p.set('pieces', $('pieces').value);
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
  $('move-now').hidden = false;
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
  $('resign').hidden = over || persons === 0;
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
  $('pass').hidden = !state.legal.some(m => m.kind === 'pass') || !state.humanToAct;
  $('declare').hidden = !state.legal.some(m => m.kind === 'declare') || !state.humanToAct;
  $('move-now').hidden = over || state.humanToAct;
  $('rematch').hidden = !over;
  $('pgn').href = `/api/games/${state.id}/pgn`;
  clocks.show(state, flipped);
  notations(state);
  moveList(state);
  if (viewPly !== null && viewPly >= state.history.length) viewPly = null;
  if (viewPly === null) { board.show(state); $('board').dataset.fen = state.fen; where(); analyse(); }
  else review(viewPly);
  history.replaceState(null, '', `/play.html?id=${state.id}`);
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

function moveList(state) {
  const moves = $('moves');
  moves.innerHTML = '';
  const startsBlack = / b /.test(state.startFen);
  (state.written || state.history).forEach((san, i) => {
    const n = i + (startsBlack ? 1 : 0);
    if (n % 2 === 0 || i === 0) moves.append(el('span', { class: 'no', text: `${Math.floor(n / 2) + 1}.${n % 2 ? '..' : ''}` }));
    moves.append(el('span', { class: 'mv', 'data-ply': i + 1, text: san, onclick: () => review(i + 1) }));
  });
  mark();
  if (viewPly === null) moves.scrollTop = moves.scrollHeight;
}

function mark() {
  const at = viewPly === null ? game.history.length : viewPly;
  document.querySelectorAll('#moves .mv').forEach(m => m.classList.toggle('current', +m.dataset.ply === at));
}

function where() {
  const at = viewPly === null ? game.history.length : viewPly;
  $('where').textContent = viewPly === null ? `move ${at} of ${game.history.length}` : `reviewing: after ${at} of ${game.history.length} plies`;
  $('where').dataset.ply = at;
  $('play-from').hidden = viewPly === null;
}

/** Shows the position after {@code ply} moves (the game itself at its last ply). */
async function review(ply) {
  if (!game) return;
  ply = Math.max(0, Math.min(game.history.length, ply));
  if (ply === game.history.length) { viewPly = null; board.show(game); $('board').dataset.fen = game.fen; mark(); where(); analyse(); return; }
  viewPly = ply;
  mark(); where();
  try {
    const p = await api(`/api/games/${game.id}/position?ply=${ply}${q().replace('?', '&')}`);
    if (viewPly !== ply) return;
    board.show({ ...game, svg: p.svg, legal: [], humanToAct: false });
    $('board').dataset.fen = p.fen;
    const cur = document.querySelector(`#moves .mv[data-ply='${ply}']`);
    if (cur) cur.scrollIntoView({ block: 'nearest' });
    analyse();
  } catch (e) { $('error').textContent = e.message; }
}

/** The evaluation bar and best line of the position shown, from Varia's own search (cached per ply). */
async function analyse() {
  $('evalbar').hidden = !$('analyse').checked;
  $('best').textContent = '';
  if (!$('analyse').checked || !game) return;
  const ply = viewPly === null ? game.history.length : viewPly;
  const key = game.id + ':' + ply + ':' + game.history.slice(0, ply).join(' ');
  let a = analyses.get(key);
  if (!a) {
    if (viewPly === null && !game.humanToAct && game.result.status === 'ongoing') return; // the computer is thinking
    try { a = await api(`/api/games/${game.id}/analysis?ply=${ply}`); } catch (e) { $('error').textContent = e.message; return; }
    analyses.set(key, a);
  }
  if ((viewPly === null ? game.history.length : viewPly) !== ply) return;
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
  return `${location.origin}/play.html?${p}`;
}

function setupBody(extra = {}) {
  const options = {};
  document.querySelectorAll('#option-pickers select').forEach(s => { if (s.value !== s.dataset.default) options[s.dataset.option] = s.value; });
  const body = { variant: $('variant').value, white: $('white').value, black: $('black').value, level: +$('level').value, options, ...extra };
  const clock = clockControl($('clock').value, { minutes: +$('clock-minutes').value, increment: +$('clock-increment').value,
    byoyomi: +$('clock-byoyomi').value, periods: +$('clock-periods').value });
  if (clock) body.clock = clock;
  return body;
}

async function start(body) {
  $('error').textContent = '';
  viewPly = null; lastPlies = -1;
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
  for (const o of list) {
    const s = el('select', { 'data-option': o.name, 'data-default': o.defaultValue, id: 'option-' + o.name });
    for (const v of o.values) s.append(el('option', { value: v.name, title: v.description || '', text: v.name + (v.name === o.defaultValue ? ' (default)' : '') }));
    s.value = preset[o.name] || o.defaultValue;
    const words = el('span', { class: 'hint option-description' });
    const describe = () => { const v = o.values.find(x => x.name === s.value); words.textContent = v && v.description ? v.description : ''; };
    s.addEventListener('change', describe);
    describe();
    box.append(el('div', { class: 'option' }, el('label', {}, o.name + ' ', s), ' ', words));
  }
  await setupChoices(key, box); // a set-up each side chooses (janggi's): pictures per side
  const entry = variants.find(v => v.key === key);
  if (entry) sideLabels(entry.sides.map(name => ({ name })));
}

$('pass').addEventListener('click', () => { const m = game.legal.find(m => m.kind === 'pass'); if (m) send(`/api/games/${game.id}/move`, { move: m.uci }); });
$('declare').addEventListener('click', () => { const m = game.legal.find(m => m.kind === 'declare'); if (m) send(`/api/games/${game.id}/move`, { move: m.uci }); });
$('resign').addEventListener('click', () => { if (game && confirm('Resign this game?')) send(`/api/games/${game.id}/resign`, {}); });
$('offer-draw').addEventListener('click', async () => {
  if (!game) return;
  const a = await send(`/api/games/${game.id}/draw`, {});
  if (a && a.answer) { $('notice').textContent = a.answer; $('notice').dataset.keep = '1'; }
});
$('move-now').addEventListener('click', () => { if (game) api(`/api/games/${game.id}/stop`, { body: {} }).catch(() => {}); });
$('rematch').addEventListener('click', () => {
  if (!game) return;
  const body = { variant: game.variant, white: game.players.black, black: game.players.white, level: game.level, options: game.options,
    fen: game.fromStart ? undefined : game.startFen };
  if (game.clock) body.clock = clockControl(clockParam(game.clock), {});
  start(body);
});
$('undo').addEventListener('click', () => {
  if (!game) return;
  const vsComputer = Object.values(game.players).includes('computer');
  viewPly = null;
  send(`/api/games/${game.id}/undo`, { plies: vsComputer && game.history.length >= 2 ? 2 : 1 });
});
$('flip').addEventListener('click', async () => { flipped = !flipped; if (game) refresh(); });
$('share').addEventListener('click', async () => {
  if (!game) return;
  const url = shareUrl();
  $('share-url').hidden = false;
  $('share-url').value = url;
  $('share-url').select();
  try { await navigator.clipboard.writeText(url); $('notice').textContent = 'The link is copied: it opens this game, on any Varia server.'; } catch (e) { /* the field shows it */ }
});
$('analyse').addEventListener('change', analyse);
$('theme').addEventListener('change', () => { document.body.dataset.theme = $('theme').value; localStorage.setItem('varia-theme', $('theme').value); });
$('pieces').addEventListener('change', () => { localStorage.setItem('varia-pieces', $('pieces').value); refresh(); });
$('notation').addEventListener('change', () => { notationChoice = $('notation').value; refresh(); });
$('sound').addEventListener('change', () => localStorage.setItem('varia-sound', $('sound').checked ? '1' : '0'));
$('first').addEventListener('click', () => review(0));
$('prev').addEventListener('click', () => review((viewPly === null ? game.history.length : viewPly) - 1));
$('next').addEventListener('click', () => review((viewPly === null ? game.history.length : viewPly) + 1));
$('last').addEventListener('click', () => review(game.history.length));
$('play-from').addEventListener('click', () => {
  if (!game || viewPly === null) return;
  start({ ...setupBody(), variant: game.variant, options: game.options, fen: game.fromStart ? undefined : game.startFen, moves: game.moves.slice(0, viewPly),
    white: game.players.white, black: game.players.black, level: game.level, clock: game.clock ? clockControl(clockParam(game.clock), {}) : undefined });
});
document.addEventListener('keydown', e => {
  if (!game || e.target.closest('input[type=text], input[type=number], textarea, select')) return;
  const at = viewPly === null ? game.history.length : viewPly;
  const to = { ArrowLeft: at - 1, ArrowRight: at + 1, Home: 0, End: game.history.length }[e.key];
  if (to === undefined) return;
  e.preventDefault();
  review(to);
});
$('clock').addEventListener('change', () => { $('clock-custom').hidden = $('clock').value !== 'custom'; });
$('variant').addEventListener('change', () => options($('variant').value));
$('setup').addEventListener('submit', async e => {
  e.preventDefault();
  try { start(await fromText($('start-text').value, setupBody())); } catch (err) { $('error').textContent = err.message; }
});

$('theme').value = localStorage.getItem('varia-theme') || '';
document.body.dataset.theme = $('theme').value;
$('pieces').value = localStorage.getItem('varia-pieces') || '';
$('sound').checked = localStorage.getItem('varia-sound') !== '0';

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
if (param('clock')) {
  const c = param('clock');
  if ([...$('clock').options].some(o => o.value === c)) $('clock').value = c;
  else {
    const cc = clockControl(c, {});
    $('clock').value = 'custom';
    $('clock-custom').hidden = false;
    if (cc) { $('clock-minutes').value = cc.minutes; $('clock-increment').value = cc.increment || 0; $('clock-byoyomi').value = cc.byoyomi || 0; $('clock-periods').value = cc.periods || 1; }
  }
}
if (param('id')) {
  try { show(await api(`/api/games/${param('id')}${q()}`)); computerIfDue(); } catch (e) { $('error').textContent = e.message; }
} else if (wanted) {
  const extra = {};
  if (param('fen')) extra.fen = param('fen');
  if (param('moves')) extra.moves = param('moves').split(',').filter(Boolean);
  await start(setupBody(extra));
  if (param('ply') && game) review(+param('ply'));
}
