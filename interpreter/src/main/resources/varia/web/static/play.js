import { api, param, el, header, variantOptions } from '/common.js';
import { Board } from '/board.js';

header();
const $ = id => document.getElementById(id);
let game = null, flipped = false, busy = false;
const board = new Board($('board'), uci => send(`/api/games/${game.id}/move`, { move: uci }));

function optionsFromText(text) {
  const out = {};
  for (const pair of text.split(/[,;\s]+/).filter(Boolean)) {
    const i = pair.indexOf('=');
    if (i <= 0) throw new Error(`option '${pair}' is not NAME=VALUE`);
    out[pair.slice(0, i)] = pair.slice(i + 1);
  }
  return out;
}

async function send(path, body) {
  if (busy) return;
  busy = true;
  $('error').textContent = '';
  try { show(await api(path + (flipped ? '?flip=1' : ''), body === undefined ? { method: 'POST', body: {} } : { body })); }
  catch (e) { $("error").textContent = e.message; if (game) board.show(game); }
  finally { busy = false; }
  computerIfDue();
}

async function computerIfDue() {
  if (!game || game.result.status !== 'ongoing' || game.humanToAct) return;
  $('status').textContent = 'The computer is thinking...';
  await new Promise(r => setTimeout(r, 30));
  await send(`/api/games/${game.id}/computer`);
}

function show(state) {
  game = state;
  window.variaState = state; // read by the browser tests and handy in the console
  board.show(state);
  const side = s => s === 'white' ? 'White' : 'Black';
  const status = $('status');
  status.classList.toggle('over', state.result.status !== 'ongoing');
  if (state.result.status !== 'ongoing') {
    status.textContent = 'Game over';
    $('result').innerHTML = '';
    $('result').append(el('div', { class: 'result', id: 'result-text', 'data-result': state.result.pgn,
      text: `${state.result.pgn} — ${state.result.status} (${state.result.reason})` }));
  } else {
    $('result').innerHTML = '';
    status.textContent = (state.freeTurns ? `Free turns (either side's pieces until the first capture): ${side(state.actor)}'s player to move`
      : `${side(state.turn)} to move`) + (state.inCheck ? ' — check!' : '') + (state.humanToAct ? '' : ' (computer)');
  }
  $('pass').hidden = !state.legal.some(m => m.kind === 'pass') || !state.humanToAct;
  $('declare').hidden = !state.legal.some(m => m.kind === 'declare') || !state.humanToAct;
  $('pgn').href = `/api/games/${state.id}/pgn`;
  const moves = $('moves');
  moves.innerHTML = '';
  state.history.forEach((san, i) => {
    if (i % 2 === 0) moves.append(el('span', { class: 'no', text: `${i / 2 + 1}.` }));
    moves.append(el('span', { class: 'mv', 'data-ply': i + 1, text: san }));
  });
  moves.scrollTop = moves.scrollHeight;
  history.replaceState(null, '', `/play.html?id=${state.id}`);
}

$('pass').addEventListener('click', () => {
  const m = game.legal.find(m => m.kind === 'pass');
  if (m) send(`/api/games/${game.id}/move`, { move: m.uci });
});
$('declare').addEventListener('click', () => {
  const m = game.legal.find(m => m.kind === 'declare');
  if (m) send(`/api/games/${game.id}/move`, { move: m.uci });
});
$('undo').addEventListener('click', () => {
  if (!game) return;
  const vsComputer = Object.values(game.players).includes('computer');
  send(`/api/games/${game.id}/undo`, { plies: vsComputer && game.history.length >= 2 ? 2 : 1 });
});
$('flip').addEventListener('click', async () => {
  flipped = !flipped;
  if (game) show(await api(`/api/games/${game.id}${flipped ? '?flip=1' : ''}`));
});
$('setup').addEventListener('submit', async e => {
  e.preventDefault();
  $('error').textContent = '';
  try {
    const body = { variant: $('variant').value, white: $('white').value, black: $('black').value,
      level: +$('level').value, options: optionsFromText($('options').value) };
    flipped = body.white === 'computer' && body.black === 'human';
    show(await api('/api/games' + (flipped ? '?flip=1' : ''), { body }));
    computerIfDue();
  } catch (err) { $('error').textContent = err.message; }
});

await variantOptions($('variant'), param('variant') || 'makruk');
for (const k of ['white', 'black', 'level']) if (param(k)) $(k).value = param(k);
if (param('options')) $('options').value = param('options');
if (param('id')) {
  try { show(await api(`/api/games/${param('id')}`)); computerIfDue(); } catch (e) { $('error').textContent = e.message; }
} else if (param('variant')) {
  $('setup').requestSubmit();
}
