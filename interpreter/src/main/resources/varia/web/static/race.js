import { api, param, el, header } from '/common.js';
import { drawRace, seatColour } from '/raceboard.js';

header();
const $ = id => document.getElementById(id);
let games = [], game = null, selected = null, busy = false;

function entry() { return games.find(g => g.key === $('game').value); }

// The setup form follows the file: its numbers of players, the seats that play, its options.
function fillPlayers() {
  const g = entry();
  $('players').replaceChildren(...g.players.map(n => el('option', { value: n, text: n })));
  $('players').value = param('players') && g.players.includes(+param('players')) ? param('players') : g.defaultPlayers;
  fillSeats();
  $('options-box').hidden = g.options.length === 0;
  $('options').replaceChildren(...g.options.map(o => {
    const s = el('select', { 'data-option': o.name },
      ...o.values.map(v => el('option', { value: v.name, text: v.name, title: v.description })));
    s.value = o.defaultValue;
    return el('label', { title: o.name }, o.name + ' ', s);
  }));
}

function fillSeats() {
  const seats = entry().seating[$('players').value];
  const given = (param('who') || '').split(',').filter(Boolean);
  $('seats-who').replaceChildren(...seats.map((name, i) => {
    const s = el('select', { 'data-seat': i },
      ...['human', 'computer', 'greedy'].map(w => el('option', { value: w, text: w })));
    s.value = given[i] || given[0] && given.length === 1 && given[0] || (i === 0 ? 'human' : 'computer');
    return el('label', { 'data-name': name }, el('span', { class: 'swatch', style: `background:${seatColour(i)}` }), ' ' + name + ' ', s);
  }));
}

async function send(path, body) {
  if (busy) return;
  busy = true;
  $('error').textContent = '';
  try { show(await api(path, { method: 'POST', body: body || {} })); }
  catch (e) { $('error').textContent = e.message; if (game) show(game); }
  finally { busy = false; }
  computerIfDue();
}

async function computerIfDue() {
  if (!game || game.phase === 'over' || game.humanToAct) return;
  await new Promise(r => setTimeout(r, 350)); // time to see each of the computer's turns
  if (game && game.phase !== 'over' && !game.humanToAct) await send(`/api/races/${game.id}/computer`);
}

function play(move) { selected = null; send(`/api/races/${game.id}/move`, { move: move.move }); }

// A click on a square: the one move of the piece there, else the piece is selected (a double may
// move alone or together), else the one move landing there (an entering piece).
function clicked(sq) {
  if (!game || !game.humanToAct || game.phase !== 'move' || busy) return;
  const from = game.legal.filter(m => m.from === sq);
  if (selected) {
    const onto = game.legal.filter(m => m.from === selected && m.to === sq);
    if (onto.length === 1) return play(onto[0]);
  }
  if (from.length === 1) return play(from[0]);
  if (from.length > 1) { selected = sq; drawRace($('board'), game, selected); return; }
  const onto = game.legal.filter(m => m.to === sq && (!selected || m.from === selected));
  if (onto.length === 1) return play(onto[0]);
  selected = null;
  drawRace($('board'), game, null);
}

function describe(m) {
  if (m.kind === 'pass') return 'let the throw go';
  const what = m.kind === 'enter' ? `enter on ${m.to}` : m.kind === 'stack' ? `${m.from}: the ${m.count} together to ${m.to}` : `${m.from} to ${m.to}`;
  return `${m.move} (${what}${m.home ? ', home' : ''})`;
}

function show(state) {
  game = state;
  window.variaRace = state; // read by the browser tests and handy in the console
  drawRace($('board'), state, selected);
  const seat = state.seats[state.turn], who = s => s.who === 'human' ? 'you' : s.who;
  const over = state.phase === 'over';
  $('status').classList.toggle('over', over);
  $('status').textContent = over ? 'Game over'
    : state.phase === 'move' ? `${seat.name} (${who(seat)}) threw ${state.thrown.distance}: choose a move`
    : `${seat.name} (${who(seat)}) to ${state.humanToAct ? 'throw' : 'play'}`;
  $('status').style.color = over ? '' : seatColour(state.turn);
  $('result').replaceChildren(...(over ? [el('div', { class: 'result', id: 'result-text', 'data-winner': state.result.winner,
    text: `${state.result.winner} wins — ${state.result.reason}` })] : []));
  $('throw').disabled = !(state.humanToAct && state.phase === 'throw');
  $('thrown').textContent = state.thrown ? `${state.thrown.label} = ${state.thrown.distance}` : '';
  $('legal').replaceChildren(...(state.humanToAct && state.phase === 'move'
    ? state.legal.map(m => el('button', { type: 'button', class: 'legal-move', 'data-move': m.move, text: describe(m), onclick: () => play(m) }))
    : []));
  const last = state.history[state.history.length - 1];
  $('last').textContent = last ? `${last.n}. ${last.seat} threw ${last.throwLabel} = ${last.distance}: `
    + (last.move === '-' ? 'no piece could use it, the throw is lost' : last.move + (last.captured ? `, capturing ${last.captured}` : '')) : '';
  $('seats').replaceChildren(...state.seats.map((s, i) => el('div', { class: 'seat' + (i === state.turn && !over ? ' turn' : ''), 'data-seat': i },
    el('span', { class: 'swatch', style: `background:${seatColour(i)}` }),
    ` ${s.name} (${s.who}, from ${s.start}): `,
    ...Array.from({ length: s.off }, () => el('span', { class: 'off-token', style: `background:${seatColour(i)}`, title: 'off the board' })),
    ` ${s.off} off · ${s.homeCount} home` + (s.finished ? ' ✓' : ''))));
  $('record').href = `/api/races/${state.id}/record`;
  $('study').href = `/race-study.html?game=${encodeURIComponent(state.game)}`;
  $('seed-shown').textContent = `seed ${state.seed}`;
  const h = $('history');
  h.replaceChildren(...state.history.map(t => el('div', { class: 'turn', 'data-turn': t.n },
    el('span', { class: 'no', text: `${t.n}.` }), el('span', { style: `color:${seatColour(t.player)}`, text: t.seat }),
    ` ${t.throwToken} ${t.move}` + (t.captured ? ` ×${t.captured}` : ''))));
  h.scrollTop = h.scrollHeight;
  history.replaceState(null, '', `/race.html?id=${state.id}`);
}

$('board').addEventListener('click', e => {
  const t = e.target.closest('[data-sq]');
  if (t) clicked(t.getAttribute('data-sq'));
});
$('throw').addEventListener('click', () => { selected = null; send(`/api/races/${game.id}/throw`); });
$('undo').addEventListener('click', () => { if (game) { selected = null; send(`/api/races/${game.id}/undo`); } });
$('game').addEventListener('change', fillPlayers);
$('players').addEventListener('change', fillSeats);
$('setup').addEventListener('submit', async e => {
  e.preventDefault();
  $('error').textContent = '';
  try {
    const options = {};
    for (const s of $('options').querySelectorAll('select')) if (s.value !== entry().options.find(o => o.name === s.dataset.option).defaultValue) options[s.dataset.option] = s.value;
    const body = { game: $('game').value, players: +$('players').value, options,
      who: [...$('seats-who').querySelectorAll('select')].map(s => s.value) };
    if ($('seed').value !== '') body.seed = +$('seed').value;
    selected = null;
    show(await api('/api/races', { body }));
    computerIfDue();
  } catch (err) { $('error').textContent = err.message; }
});

try {
  games = await api('/api/race-games');
  $('game').replaceChildren(...games.map(g => el('option', { value: g.key, text: g.name + (g.source === 'bundled' ? '' : ' (' + g.source + ')') })));
  if (param('game')) $('game').value = param('game');
  if (games.length) fillPlayers();
  if (param('seed')) $('seed').value = param('seed');
  if (param('id')) { show(await api(`/api/races/${param('id')}`)); computerIfDue(); }
  else if (param('game')) $('setup').requestSubmit();
} catch (e) { $('error').textContent = e.message; }
