// The play page of every game played by seats (race games, dice chess, any 'game: WORD' family, and
// the engine's variants through the one live session: /seated.html?family=variant):
// the family from the page's address (/race.html, /dice.html, /seated.html?family=WORD), its games,
// setup (players, who plays each seat, seed, options, clock) from the file; the board, throw and
// legal moves from the server; the move list, clocks and game controls every play page shares
// (movelist.js, clocks.js, controls.js). It knows no family: what it draws is the board the family
// describes (a Scene layout, or the SVG the server draws), and it shows a control only for a verb the
// state lists (state.verbs: throw, move, computer, claim, undo, resign...). A shared link (?game=&seed=&actions=...) replays the game's actions from its seed.
import { api, param, el, header } from '/common.js';
import { drawScene, seatColour, pageFamily } from '/seatedboard.js';
import { Clocks, clockParam, clockControl, clockPicker, edgePlaces } from '/clocks.js';
import { MoveList } from '/movelist.js';
import { gameControls } from '/controls.js';
import { playSound, turnSound, soundToggle } from '/sound.js';
import { drawPieces } from '/pieces.js';
import { choosePieces, keepPieces } from '/piecechoice.js';
import { notationSwitch, moveText } from '/live-notation.js';
import { analysisView } from '/live-analysis.js';
import { offerSetups, pastedStart, linkStart, givenMoves, movesUpTo, drawAnswer } from '/livestart.js';
import { themeChoice } from '/theme.js';
import { optionPicker } from '/optionpicker.js';
import { PieceDrag } from '/piecedrag.js';
import { promotionBox } from '/promotebox.js';
import { seatName, entrySeatName } from '/live-sides.js';
import { twoSeatWords, twoSeatTurns } from '/twoseatwords.js';
import { variantLink, oldWords } from '/variantlink.js';

header();
const $ = id => document.getElementById(id);
let family = null, games = [], game = null, selected = null, choice = null, busy = false;
let flipped = param('flip') === '1', piecesWanted = param('pieces') || ''; // how the server's board is shown (the page's view choices: piecechoice.js)
let wanted = param('game'); // the game the address names (?game=, or the engine page's ?variant=: variantlink.js)
let preset = Object.fromEntries((param('options') || '').split(/[,;]/).filter(p => p.includes('='))
  .map(p => [p.slice(0, p.indexOf('=')).trim(), p.slice(p.indexOf('=') + 1).trim()]));
const clockMenu = clockPicker($('clock'), $('clock-custom'));
const clocks = new Clocks(() => refresh());
const notation = notationSwitch($('notation'), () => refresh());
const judged = analysisView($, () => family.sessions);
const list = new MoveList({ box: $('moves'), navBox: $('nav'),
  words: (at, n, reviewing) => reviewing ? `reviewing: after ${at} of ${n} turns` : `turn ${at} of ${n}`,
  onView: n => { $('play-from').hidden = n === null; if (n === null) show(game); else review(n); } });
const controls = gameControls($, {
  resign: () => send(`${family.sessions}/${game.id}/resign`, game.humanToAct ? { seat: String(game.turn) } : {}),
  shareUrl: () => game && shareUrl(),
  // "move now": sent beside the computer's turn still being answered (the server does not hold the game's lock for it)
  moveNow: () => { if (game) api(`${family.sessions}/${game.id}/stop`, { method: 'POST', body: {} }).catch(() => {}); },
  rematch: () => { // the same game, each seat's player moved on by one (two seats: colours changed), a new seed
    if (!game) return;
    const who = game.seats.map(s => s.who);
    start({ game: game.game, players: game.players, options: game.options, who: [who[who.length - 1], ...who.slice(0, -1)], level: game.level,
      clock: game.clock ? clockControl(clockParam(game.clock), {}) : undefined });
  },
});

function entry() { return games.find(g => g.key === $('game').value); }

function fillPlayers() {
  const g = entry();
  $('players').replaceChildren(...g.players.map(n => el('option', { value: n, text: n })));
  $('players').value = param('players') && g.players.includes(+param('players')) ? param('players') : g.defaultPlayers;
  $('players-box').hidden = g.players.length < 2; // one count offered: nothing to choose
  fillSeats();
  $('level-box').hidden = !g.levels; // the game's computer has levels (the engine's search): 0 to 20
  $('options-box').hidden = g.options.length === 0;
  $('options').replaceChildren(...g.options.map(o => optionPicker(o, $('game').value === wanted && preset[o.name])));
  offerSetups(family, g.key, $('options')); // a set-up each seat chooses: pictures per seat
}

function fillSeats() {
  const g = entry(), seats = g.seating[$('players').value];
  const given = (param('who') || '').split(',').filter(Boolean);
  $('seats-who').replaceChildren(...seats.map((name, i) => {
    const s = el('select', { 'data-seat': i }, ...g.who.map(w => el('option', { value: w, text: w })));
    s.value = given[i] || given[0] && given.length === 1 && given[0] || (i === 0 ? 'human' : 'computer');
    return el('label', { 'data-name': name }, el('span', { class: 'swatch', style: `background:${seatColour(i)}` }), ' ',
      el('span', { class: 'seat-name', text: entrySeatName(g, i, name) }), ' ', s);
  }));
}

/**
 * The page's view choices as the session's answers take them ({@code ?flip=1&pieces=letters&notation=wxf}) for {@code state}'s
 * game (none: a new one); the other piece sets are drawn here.
 */
function shown(more = '', state = game) {
  const p = new URLSearchParams(more);
  notation.param(p, state);
  if (flipped) p.set('flip', '1');
  if (piecesWanted === 'letters') p.set('pieces', 'letters');
  const q = p.toString();
  return q ? '?' + q : '';
}

async function send(path, body) {
  if (busy) return;
  busy = true;
  $('error').textContent = '';
  try { show(await api(path + shown(), { method: 'POST', body: body || {} })); }
  catch (e) { $('error').textContent = e.message; if (game) show(game); }
  finally { busy = false; }
  computerIfDue();
}

async function refresh() {
  if (!game || busy) return;
  try { show(await api(`${family.sessions}/${game.id}${shown()}`)); } catch (e) { $('error').textContent = e.message; }
  computerIfDue();
}

async function computerIfDue() {
  if (!game || game.phase === 'over' || game.humanToAct) return;
  await new Promise(r => setTimeout(r, 400)); // time to see each of the computer's turns
  if (game && game.phase !== 'over' && !game.humanToAct) await send(`${family.sessions}/${game.id}/computer`);
}

/**
 * The moves of a selection: a piece on a square (its name), or a piece in hand on the server's board
 * ('hand:' and the letter its SVG gives, data-drop: the moves that drop it, from no square).
 */
/** An action on one square (Tamerlane's refuge, a9~=): no second square to click, so the list offers it as a button. */
const oneSquare = m => m.from && m.from === m.to;
// a legal move's button: a pass; a declaration the rules let a player make as a move (shogi's impasse,
// written 'win' as USI writes it: "Declare win"); an action on one square; else the move and its squares
const moveLabel = m => m.kind === 'pass' ? 'Pass' : m.kind === 'declaration' ? `Declare ${m.move}` : oneSquare(m) ? `Play ${m.move}`
  : m.move + (m.to ? ` (${m.from ? m.from + ' to ' : 'onto '}${m.to})` : '');

const movesOf = (legal, sel) => legal.filter(m => sel.startsWith('hand:') ? !m.from && m.drop === sel.slice(5) : m.from === sel);

function play(m) { selected = null; choice = null; send(`${family.sessions}/${game.id}/move`, { move: m.move }); }

// A click on a square: on the selected piece's target plays that move (the list asks when several
// would); on a piece: its only move where the throw decides it (the layout's piecePlays), else it is
// selected; on an empty square: the one move that lands there without an origin (a piece entering).
function clicked(sq) {
  if (!game || !game.humanToAct || game.phase !== 'move' || busy || list.at !== null) return;
  if (selected) {
    const onto = movesOf(game.legal, selected).filter(m => m.to === sq && !oneSquare(m)); // a one-square action is a button, never a click
    if (onto.length === 1) return play(onto[0]);
    // moves that differ by what the piece becomes (a promotion, or none): the box over the board asks
    if (onto.length > 1 && onto.some(m => m.promotion)) return promotionBox($('board'), onto, play, () => { selected = null; show(game); });
    if (onto.length > 1) { choice = onto; return show(game); }
  }
  const from = game.legal.filter(m => m.from === sq);
  if (from.length === 1 && game.layout.piecePlays) return play(from[0]);
  choice = null;
  selected = from.length ? sq : null;
  if (!selected) {
    const enter = game.legal.filter(m => !m.from && m.to === sq);
    if (enter.length === 1) return play(enter[0]);
    if (enter.length > 1) choice = enter; // pieces in hand that may drop there: the list asks which
  }
  show(game);
}

/** A click on a piece in hand ({@code letter}) of seat {@code seat}: selected when the person to move may drop it. */
function held(letter, seat) {
  if (!game || !game.humanToAct || game.phase !== 'move' || busy || list.at !== null) return;
  choice = null;
  selected = seat === game.turn && movesOf(game.legal, 'hand:' + letter).length ? 'hand:' + letter : null;
  show(game);
}

function lastMove(state) {
  for (let i = state.history.length - 1; i >= 0; i--) {
    const ms = state.history[i].moves;
    if (ms.length) return { from: ms[ms.length - 1].from, to: ms[ms.length - 1].to, kind: 'last' };
  }
  return null;
}

/** The moves played so far, every turn's: a sound when another is played (a chord at the end). */
const movesPlayed = state => state.history.reduce((n, t) => n + t.moves.length, 0);
let heard = null; // [game id, moves played, over, the state] last shown
let drawn = null; // [the server's SVG, the piece set] on the board now

function show(state) {
  const now = [state.id, movesPlayed(state), state.phase === 'over'];
  if (heard && heard[0] === now[0] && (now[1] > heard[1] || now[2] && !heard[2]) && $('sound').checked) playSound(turnSound(state, heard[3]));
  heard = [...now, state];
  game = state;
  drawAnswer(state);
  window.variaSeated = state; // read by the browser tests and handy in the console
  if (family.noun) window['varia' + family.noun[0].toUpperCase() + family.noun.slice(1)] = state; // variaRace, variaDice
  const mine = state.humanToAct && state.phase === 'move', over = state.phase === 'over';
  const mover = over ? -1 : state.turn;
  const seat = state.seats[state.turn], who = s => s.who === 'human' ? 'you' : s.who;
  $('status').classList.toggle('over', over);
  $('status').textContent = over ? 'Game over' : state.phase === 'move' ? `${seatName(seat)} (${who(seat)}): choose a move`
    : `${seatName(seat)} (${who(seat)}) to ${state.humanToAct ? 'throw' : 'play'}`;
  $('status').style.color = over ? '' : seatColour(state.turn);
  $('result').replaceChildren(...(over ? [el('div', { class: 'result', id: 'result-text', 'data-winner': state.result.winner || '',
    text: state.result.reason })] : []));
  $('count').hidden = !state.count; // a running count the state reports (Makruk's honours)
  if (state.count) $('count').textContent = `Count: ${state.count.counted} of ${state.count.limit} moves (${state.count.left} left)`;
  const can = verb => (state.verbs || []).includes(verb);
  $('throw').disabled = !can('throw');
  $('throw-box').hidden = !can('throw') && state.chips.length === 0 && !state.history.some(t => t.chance);
  $('undo').hidden = !can('undo');
  $('flip').hidden = $('pieces-box').hidden = $('theme-box').hidden = !state.svg; // view choices of the server's board
  $('draw').hidden = !can('draw');
  $('draw').textContent = state.drawOffers.length ? `Agree to a draw (offered: ${state.drawOffers.join(', ')})` : 'Offer draw';
  $('claims').replaceChildren(...(can('claim') ? state.claims : []).map((c, i) => el('button', { type: 'button', class: 'claim', 'data-claim': i,
    text: 'Claim ' + c, onclick: () => send(`${family.sessions}/${state.id}/claim`, { claim: i }) })),
    ...(can('declare') ? state.declarations : []).map((d, i) => el('button', { type: 'button', class: 'declare', 'data-declaration': i,
      text: 'Declare ' + d, onclick: () => send(`${family.sessions}/${state.id}/declare`, { declaration: i }) })));
  $('dice').replaceChildren(...state.chips.map(d => el('span', { class: 'die' + (d.used ? ' used' : ''), title: d.used ? 'played' : 'to play', text: d.text })));
  // on the server's board a piece is clicked first: the list holds the selected piece's moves and those from no square (drops, passes)
  const offered = choice || (mine ? (selected ? movesOf(state.legal, selected) : state.legal.filter(m => !state.svg || !m.from || oneSquare(m))) : []);
  $('legal').replaceChildren(...offered.map(m => el('button', { type: 'button', class: 'legal-move', 'data-move': m.move,
    text: moveLabel(m), onclick: () => play(m) })));
  $('last').textContent = state.last || '';
  $('seats').replaceChildren(...state.seats.map((s, i) => el('div', { class: 'seat' + (i === state.turn && !over ? ' turn' : ''), 'data-seat': i },
    el('span', { class: 'swatch', style: `background:${seatColour(i)}` }), ` ${seatName(s)} (${s.who}${s.about ? ', ' + s.about : ''}): ${s.status}`)),
    ...(state.summary ? [el('div', { class: 'hint', id: 'summary', text: state.summary })] : []));
  $('record').href = `${family.sessions}/${state.id}/record`;
  $('study').href = `${family.study}?game=${encodeURIComponent(state.game)}`;
  $('seed-shown').textContent = `seed ${state.seed}`;
  list.set(twoSeatTurns(state, moveText) || state.history.map(t => ({ label: `${t.n}.`, colour: seatColour(t.player),
    text: `${seatName(state.seats[t.player])}${t.chance ? ' ' + t.chance : ''} ` + (t.moves.length ? t.moves.map(moveText).join(' ') : t.finished ? '-' : '…') })));
  controls.update({ over, persons: state.seats.filter(s => s.who === 'human').length, thinking: can('computer') }); // move now: the computer's turn is asked for at once
  twoSeatWords(state, moveText); // a game of two sides in their words ("Sente to move", "0-1 — Black wins (White resigned)")
  showClocks(state);
  notation.show(state);
  $('play-from').hidden = list.at === null;
  if (list.at === null) drawBoard(state, mover, mine); else review(list.at);
  history.replaceState(null, '', `${location.pathname}?${param('family') ? 'family=' + encodeURIComponent(param('family')) + '&' : ''}id=${state.id}`
    + (state.svg && piecesWanted ? `&pieces=${encodeURIComponent(piecesWanted)}` : '')); // a reload keeps the set
}

/** The board of a state: the game now ({@code mine}: with the person's legal moves), or a turn reviewed. */
function drawBoard(state, mover, mine) {
  judged.show(game, list.now()); // the evaluation bar of the turn shown, when the game analyses
  if (state.fen) $('board').dataset.fen = state.fen; // the position drawn, where the family writes one (read by the tests)
  const last = lastMove(state);
  if (state.svg) { // the server's drawing of the board (the engine's variants): the selected piece and its targets marked on it
    if (!drawn || drawn[0] !== state.svg || drawn[1] !== piecesWanted) { // a selection alone keeps the board (and a piece being dragged)
      $('board').innerHTML = state.svg;
      const svg = $('board').querySelector('svg'), asked = piecesWanted === 'letters';
      if (svg) {
        piecesWanted = choosePieces($('pieces'), svg); // the set kept for such boards, or the link's
        drawPieces(svg, piecesWanted); // the sets drawn here (letters: by the server)
        if (asked !== (piecesWanted === 'letters') && list.at === null) setTimeout(refresh, 0); // drawn before the choice was known
      }
      drawn = [state.svg, piecesWanted];
    }
    $('board').querySelectorAll('.live-from, .live-to').forEach(c => c.classList.remove('live-from', 'live-to'));
    for (const m of !mine ? [] : selected ? movesOf(state.legal, selected).filter(m => !oneSquare(m)) : state.legal.filter(m => m.from))
      $('board').querySelector(`.cell[data-sq="${selected ? m.to : m.from}"]`)?.classList.add(selected ? 'live-to' : 'live-from');
    $('board').dataset.turn = list.now();
    return;
  }
  drawn = null;
  drawScene($('board'), state.layout, { game: state.game, tokens: state.tokens, legal: mine ? state.legal : null, selected,
    allTargets: state.layout.piecePlays, marks: last ? [last] : [], paths: mover >= 0 ? [mover] : [], numbered: mover });
  $('board').dataset.turn = list.now();
}

/** The board after {@code n} turns, replayed by the server from the game's actions. */
async function review(n) {
  try {
    const r = await api(`${family.sessions}/${game.id}/position${shown('turn=' + n)}`);
    if (list.at !== n) return;
    window.variaReviewed = r; // read by the browser tests
    drawBoard(r, -1, false);
  } catch (e) { $('error').textContent = e.message; }
}

/**
 * A clock per seat, in the seat's colour, when the game has them: the two seats of the server's
 * board above and below it (the first seat at the bottom unless flipped), others in one box.
 */
function showClocks(state) {
  const box = $('clocks'), edges = state.svg && state.seats.length === 2;
  const seats = edges ? [] : state.seats;
  if (box.children.length !== seats.length) box.replaceChildren(...seats.map(() => el('div', { class: 'clock', hidden: '' })));
  for (const id of ['clock-top', 'clock-bottom']) $(id).hidden = true;
  const place = i => ({ seat: i, name: seatName(state.seats[i]), colour: seatColour(i) });
  clocks.show(state.clock, edges ? edgePlaces($('clock-top'), $('clock-bottom'), flipped, place)
    : seats.map((s, i) => ({ box: box.children[i], ...place(i), name: s.name })));
}

/** A link that sets this game up again on any Varia server: its game, seats, seed, options and clock, its actions replayed. */
function shareUrl() {
  const p = new URLSearchParams();
  if (param('family')) p.set('family', param('family'));
  p.set('game', game.game);
  p.set('players', game.players);
  p.set('who', game.seats.map(s => s.who).join(','));
  p.set('seed', game.seed);
  const opts = Object.entries(game.options || {}).map(([k, v]) => `${k}=${v}`).join(',');
  if (opts) p.set('options', opts);
  if (game.level !== undefined && game.level < 20) p.set('level', game.level);
  if (piecesWanted) p.set('pieces', piecesWanted);
  if (game.start) p.set('start', game.start);
  const moves = givenMoves(game); // a game gone on from a record: its moves as written, not the seed's actions
  if (moves) p.set('moves', moves);
  else if (game.actions.length) p.set('actions', game.actions.join(','));
  if (game.clock) p.set('clock', clockParam(game.clock));
  return `${location.origin}${location.pathname}?${p}`;
}

/**
 * A new game from the turn reviewed ("play from here"): the same game, seats, options, level, seed
 * and clock, from the same start, its turns up to the one shown played again as they were written.
 */
function playFrom() {
  if (!game || list.at === null) return;
  start({ game: game.game, players: game.players, who: game.seats.map(s => s.who), options: game.options, level: game.level, seed: game.seed,
    start: game.start || undefined, moves: movesUpTo(game, list.at), clock: game.clock ? clockControl(clockParam(game.clock), {}) : undefined });
}

/** The setup form as a new game's request. */
function setupBody(extra = {}) {
  const options = {};
  for (const s of $('options').querySelectorAll('select')) if (s.value !== entry().options.find(o => o.name === s.dataset.option).defaultValue) options[s.dataset.option] = s.value;
  const body = { game: $('game').value, players: +$('players').value, options,
    who: [...$('seats-who').querySelectorAll('select')].map(s => s.value), ...extra };
  if ($('seed').value !== '') body.seed = +$('seed').value;
  if (!$('level-box').hidden && $('level').value !== '20') body.level = +$('level').value;
  const clock = clockMenu.read();
  if (clock) body.clock = clock;
  return body;
}

async function start(body) {
  $('error').textContent = '';
  $('notice').textContent = '';
  selected = null; choice = null; list.at = null;
  try {
    show(await api(family.sessions + shown('', null), { body }));
    computerIfDue();
  } catch (err) { $('error').textContent = err.message; }
}

$('board').addEventListener('click', e => {
  if (game && game.svg) return; // the server's board answers the press instead (below), which a drag begins with
  const t = e.target.closest('[data-sq]');
  if (t) clicked(t.getAttribute('data-sq'));
});
// The server's board: a press on a square is a click there; on a piece it selects, it also picks the
// piece up, and where the piece is let go is a click on that square (a drag plays what two clicks would).
const drag = new PieceDrag(sq => { if (sq) clicked(sq); });
$('board').addEventListener('pointerdown', e => {
  const t = e.target.closest('[data-sq]'), hand = e.target.closest('.hand[data-drop]');
  if (game && game.svg && hand) return held(hand.getAttribute('data-drop'), +hand.getAttribute('data-colour'));
  if (!game || !game.svg || !t) return;
  const sq = t.getAttribute('data-sq');
  clicked(sq);
  const piece = selected === sq && $('board').querySelector(`svg .piece[data-sq="${sq}"]`);
  if (piece) { drag.start($('board').querySelector('svg'), piece, e); e.preventDefault(); }
});
$('throw').addEventListener('click', () => { selected = null; choice = null; list.at = null; send(`${family.sessions}/${game.id}/throw`); });
$('draw').addEventListener('click', () => { if (game) send(`${family.sessions}/${game.id}/draw`, game.humanToAct ? { seat: String(game.turn) } : {}); });
$('undo').addEventListener('click', () => { if (game) { selected = null; choice = null; list.at = null; send(`${family.sessions}/${game.id}/undo`); } });
$('flip').addEventListener('click', () => { flipped = !flipped; refresh(); });
$('play-from').addEventListener('click', playFrom);
$('pieces').addEventListener('change', () => { piecesWanted = $('pieces').value; keepPieces($('board').querySelector('svg'), piecesWanted); refresh(); });
$('game').addEventListener('change', fillPlayers);
$('players').addEventListener('change', fillSeats);
$('setup').addEventListener('submit', e => { e.preventDefault(); start(setupBody(pastedStart())); });

try {
  family = await pageFamily();
  document.title = 'Varia: ' + family.title.toLowerCase();
  $('status').textContent = `Choose a ${family.kind} and start.`;
  games = await api(family.games);
  $('game').replaceChildren(...games.map(g => el('option', { value: g.key, text: g.name + (g.source === 'bundled' ? '' : ' (' + g.source + ')') })));
  const link = await variantLink(preset).catch(e => {
    $('status').textContent = 'No game started: see the message below.';
    throw e;
  });
  if (link) { wanted = link.key; preset = link.options; }
  if (wanted) $('game').value = wanted;
  if (games.length) fillPlayers();
  if (link) $('seats-who').querySelectorAll('select').forEach((s, i) => { s.value = param(i ? 'black' : 'white') || (i ? 'computer' : 'human'); });
  if (param('seed')) $('seed').value = param('seed');
  $('level').replaceChildren(...Array.from({ length: 21 }, (_, l) => el('option', { value: l, text: l === 20 ? '20 (full strength)' : l === 0 ? '0 (beginner)' : String(l) })));
  $('level').value = param('level') || '20';
  clockMenu.set(param('clock'));
  soundToggle($('sound'));
  themeChoice($('theme'));
  if (param('id')) { show(await api(`${family.sessions}/${param('id')}${shown()}`)); computerIfDue(); }
  else if (link) await start(oldWords(link, setupBody(linkStart())));
  else if (param('game')) await start(setupBody({ ...linkStart(), ...(param('actions') ? { actions: param('actions').split(',').map(Number) } : {}) }));
} catch (e) { $('error').textContent = e.message; }
