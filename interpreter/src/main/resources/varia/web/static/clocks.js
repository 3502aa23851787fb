// The clocks of a game, one per seat, as the server keeps them (Fischer or byo-yomi), for every
// play page: each shown in a box of the page's, the running one counted down here between states;
// when it reaches zero the page asks the server, which decides whether a flag fell (or a byo-yomi
// period was used). Also the clock menu of the pages' setup.
import { el } from '/common.js';

const MENU = [['', 'none'], ['1+0', '1+0'], ['3+2', '3+2'], ['5+3', '5+3'], ['10+5', '10+5'], ['15+10', '15+10'], ['30+20', '30+20'],
  ['10b30x1', '10 min + 30 s byo-yomi'], ['5b10x3', '5 min + 3 × 10 s byo-yomi'], ['custom', 'custom…']];

/**
 * The clock menu in {@code select} and its custom fields in {@code custom} (minutes, increment,
 * byo-yomi seconds, periods); {@code read()} gives the control chosen (null: none), {@code set(value)}
 * chooses one ("5+3", "10b30x1", any such value), as a shared link gives it.
 */
export function clockPicker(select, custom) {
  select.replaceChildren(...MENU.map(([value, text]) => el('option', { value, text })));
  const field = (name, label, attrs) => el('label', {}, label + ' ', el('input', { type: 'number', id: 'clock-' + name, size: 4, ...attrs }));
  custom.replaceChildren(field('minutes', 'min', { min: 0, max: 600, step: 0.5, value: 5 }), field('increment', '+ s', { min: 0, max: 600, value: 3 }),
    field('byoyomi', 'byo-yomi s', { min: 0, max: 600, value: 0 }), field('periods', '×', { min: 0, max: 30, value: 1 }));
  custom.hidden = true;
  const input = name => custom.querySelector('#clock-' + name);
  select.addEventListener('change', () => { custom.hidden = select.value !== 'custom'; });
  return {
    read: () => clockControl(select.value, { minutes: +input('minutes').value, increment: +input('increment').value,
      byoyomi: +input('byoyomi').value, periods: +input('periods').value }),
    set(value) {
      if (!value) return;
      if ([...select.options].some(o => o.value === value)) { select.value = value; custom.hidden = true; return; }
      const c = clockControl(value, {});
      select.value = 'custom';
      custom.hidden = false;
      if (c) { input('minutes').value = c.minutes; input('increment').value = c.increment || 0; input('byoyomi').value = c.byoyomi || 0; input('periods').value = c.periods || 1; }
    },
  };
}

/** A time control from the clock menu's value: "5+3" (minutes + seconds a move), "10b30x1" (byo-yomi), "custom". */
export function clockControl(value, custom) {
  if (!value) return null;
  if (value === 'custom') {
    const c = { minutes: custom.minutes || 0 };
    if (custom.byoyomi > 0) { c.byoyomi = custom.byoyomi; c.periods = custom.periods || 1; } else c.increment = custom.increment || 0;
    return c;
  }
  let m = /^(\d+(?:\.\d+)?)\+(\d+)$/.exec(value);
  if (m) return { minutes: +m[1], increment: +m[2] };
  m = /^(\d+(?:\.\d+)?)b(\d+)x(\d+)$/.exec(value);
  if (m) return { minutes: +m[1], byoyomi: +m[2], periods: +m[3] };
  return null;
}

/** The clock menu's value for a game's clock (the state's view). */
export function clockParam(view) {
  return view.byoyomi > 0 ? `${view.minutes}b${view.byoyomi / 1000}x${view.periods}` : `${view.minutes}+${view.increment / 1000}`;
}

function format(ms) {
  const t = Math.max(0, ms), s = Math.floor(t / 1000), m = Math.floor(s / 60);
  const tenths = t < 10000 ? '.' + Math.floor((t % 1000) / 100) : '';
  return m >= 60 ? `${Math.floor(m / 60)}:${String(m % 60).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`
    : `${m}:${String(s % 60).padStart(2, '0')}${tenths}`;
}

/**
 * The two clocks of a board drawn from the first seat's side ({@code flipped}: from the second's),
 * as over a chessboard: the clock of the seat at the board's top in {@code top}, the other in
 * {@code bottom}; {@code place(seat)} gives the rest of each place (its name, its colour).
 */
export function edgePlaces(top, bottom, flipped, place) {
  return [{ box: top, ...place(flipped ? 0 : 1) }, { box: bottom, ...place(flipped ? 1 : 0) }];
}

export class Clocks {
  constructor(onZero) {
    this.onZero = onZero;
    this.view = null;
    this.places = [];
    this.asked = false;
    setInterval(() => this.tick(), 100);
  }

  /**
   * The clocks of a state ({@code view}: its clock, null for a game without), each seat's in a
   * place [{box, seat, name, colour}]; the boxes are hidden when the game has no clock.
   */
  show(view, places) {
    this.view = view;
    this.places = places;
    this.at = performance.now();
    this.asked = false;
    for (const p of places) p.box.hidden = !view;
    this.tick();
  }

  tick() {
    const v = this.view;
    if (!v) return;
    const spent = performance.now() - this.at;
    for (const { box, seat, name, colour } of this.places) {
      const running = v.seat === seat;
      const left = v.left[seat] - (running ? spent : 0);
      const byo = v.byoyomi > 0 ? ` (${v.periodsLeft[seat]} × ${v.byoyomi / 1000} s)` : '';
      box.className = 'clock' + (running ? ' running' : '') + (v.fallen === seat ? ' flagged' : '') + (left < 10000 && running ? ' low' : '');
      box.dataset.seat = seat;
      box.dataset.side = name;
      box.dataset.ms = Math.max(0, Math.round(left));
      if (!box.firstChild) box.append(el('span', { class: 'who' }), el('span', { class: 'time' }));
      box.firstChild.textContent = name;
      box.style.borderLeft = colour ? `.4em solid ${colour}` : '';
      box.lastChild.textContent = format(left) + byo;
      if (running && left <= 0 && !this.asked) { this.asked = true; this.onZero(); }
    }
  }
}
