// The dice-chess play page: any 'game: dice-chess' file, its setup (players, who plays each seat,
// seed, options) from the file; the board, dice and legal moves from the server (DiceApi).
import { api, param, el, header } from '/common.js';
import { seatColour } from '/raceboard.js';
import { drawDice } from '/diceboard.js';

header();
const $ = id => document.getElementById(id);
let games = [], game = null, selected = null, choice = null, busy = false;

function entry() { return games.find(g => g.key === $('game').value); }

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
    const s = el('select', { 'data-seat': i }, ...['human', 'computer', 'random'].map(w => el('option', { value: w, text: w })));
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
  await new Promise(r => setTimeout(r, 400)); // time to see each of the computer's turns
  if (game && game.phase !== 'over' && !game.humanToAct) await send(`/api/dice/${game.id}/computer`);
}

function play(m) { selected = null; choice = null; send(`/api/dice/${game.id}/move`, { move: m.move }); }

// A click: on a movable man selects it (or plays its only move); on a target of the selected man
// plays that move (when two dice would make it, the list offers both).
function clicked(sq) {
  if (!game || !game.humanToAct || game.phase !== 'move' || busy) return;
  if (selected) {
    const onto = game.legal.filter(m => m.from === selected && m.to === sq);
    if (onto.length === 1) return play(onto[0]);
    if (onto.length > 1) { choice = onto; return show(game); }
  }
  const from = game.legal.filter(m => m.from === sq);
  selected = from.length ? sq : null;
  choice = null;
  show(game);
}

function dieText(d) { return `${d.name} (${d.moves.join(' or ')})`; }

function moveWords(t) {
  return t.moves.map(m => m.text + (m.takenPiece ? ` takes ${m.takenSeat}'s ${m.takenPiece}` : '')
    + (m.promotion ? `, becomes ${m.promotion}` : '') + (m.triumph ? `, triumph: ${m.triumph} taken` : '')
    + m.out.map(q => `; ${q} is out`).join('')).join(', ');
}

function show(state) {
  game = state;
  window.variaDice = state; // read by the browser tests and handy in the console
  const mine = state.humanToAct && state.phase === 'move';
  drawDice($('board'), state, { legal: mine ? state.legal : null, selected,
    marks: lastMove(state) ? [{ ...lastMove(state), kind: 'last' }] : [] });
  const seat = state.seats[state.turn], who = s => s.who === 'human' ? 'you' : s.who;
  const over = state.phase === 'over';
  $('status').classList.toggle('over', over);
  $('status').textContent = over ? 'Game over' : state.phase === 'move' ? `${seat.name} (${who(seat)}): play the dice`
    : `${seat.name} (${who(seat)}) to ${state.humanToAct ? 'throw' : 'play'}`;
  $('status').style.color = over ? '' : seatColour(state.turn);
  $('result').replaceChildren(...(over ? [el('div', { class: 'result', id: 'result-text', 'data-winner': state.result.winner || '',
    text: state.result.reason })] : []));
  $('throw').disabled = !(state.humanToAct && state.phase === 'throw');
  $('dice').replaceChildren(...state.dice.map(d => el('span', { class: 'die' + (d.used ? ' used' : ''), 'data-die': d.name,
    title: d.used ? 'played' : 'to play', text: dieText(d) })));
  const list = choice || (mine ? state.legal.filter(m => !selected || m.from === selected) : []);
  $('legal').replaceChildren(...list.map(m => el('button', { type: 'button', class: 'legal-move', 'data-move': m.move,
    text: `${m.move} (die ${m.die}${m.capture ? ', takes' : ''})`, onclick: () => play(m) })));
  const last = [...state.history].reverse().find(t => t.finished);
  $('last').textContent = last ? `${last.n}. ${last.seat} threw ${last.dice.join(',')}: `
    + (last.moves.length ? moveWords(last) : 'no piece could use the dice')
    + (last.lost ? `; ${last.lost} ${last.lost === 1 ? 'die' : 'dice'} lost` : '') : '';
  $('seats').replaceChildren(...state.seats.map((s, i) => el('div', { class: 'seat' + (i === state.turn && !over ? ' turn' : ''), 'data-seat': i, 'data-in': s.in },
    el('span', { class: 'swatch', style: `background:${seatColour(i)}` }),
    ` ${s.name} (${s.who}, moves ${s.forward}): ${s.men} men · stakes ${s.stakes}` + (s.kings.length ? ` · took the king of ${s.kings.join(', ')}` : '')
      + (s.in ? '' : ' · out'))),
    el('div', { class: 'hint', id: 'lost-dice', text: `dice lost so far: ${state.lostDice}` }));
  $('record').href = `/api/dice/${state.id}/record`;
  $('study').href = `/dice-study.html?game=${encodeURIComponent(state.game)}`;
  $('seed-shown').textContent = `seed ${state.seed}`;
  const h = $('history');
  h.replaceChildren(...state.history.map(t => el('div', { class: 'turn', 'data-turn': t.n },
    el('span', { class: 'no', text: `${t.n}.` }), el('span', { style: `color:${seatColour(t.player)}`, text: t.seat }),
    ` ${t.dice.join(',')} ` + (t.moves.length ? t.moves.map(m => m.text).join(' ') : t.finished ? '--' : ''))));
  h.scrollTop = h.scrollHeight;
  history.replaceState(null, '', `/dice.html?id=${state.id}`);
}

function lastMove(state) {
  for (let i = state.history.length - 1; i >= 0; i--) {
    const ms = state.history[i].moves;
    if (ms.length) return { from: ms[ms.length - 1].from, to: ms[ms.length - 1].to };
  }
  return null;
}

$('board').addEventListener('click', e => {
  const t = e.target.closest('[data-sq]');
  if (t) clicked(t.getAttribute('data-sq'));
});
$('throw').addEventListener('click', () => { selected = null; choice = null; send(`/api/dice/${game.id}/throw`); });
$('undo').addEventListener('click', () => { if (game) { selected = null; choice = null; send(`/api/dice/${game.id}/undo`); } });
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
    selected = null; choice = null;
    show(await api('/api/dice', { body }));
    computerIfDue();
  } catch (err) { $('error').textContent = err.message; }
});

try {
  games = await api('/api/dice-games');
  $('game').replaceChildren(...games.map(g => el('option', { value: g.key, text: g.name + (g.source === 'bundled' ? '' : ' (' + g.source + ')') })));
  if (param('game')) $('game').value = param('game');
  if (games.length) fillPlayers();
  if (param('seed')) $('seed').value = param('seed');
  if (param('id')) { show(await api(`/api/dice/${param('id')}`)); computerIfDue(); }
  else if (param('game')) $('setup').requestSubmit();
} catch (e) { $('error').textContent = e.message; }
