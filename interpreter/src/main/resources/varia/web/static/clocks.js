// The two clocks of a game, as the server keeps them (Fischer or byo-yomi): shown for the side at
// the top and the side at the bottom of the board, the running one counted down here between
// states; when it reaches zero the page asks the server, which decides whether a flag fell (or a
// byo-yomi period was used).
import { el } from '/common.js';

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

export class Clocks {
  constructor(top, bottom, onZero) {
    this.boxes = { top, bottom };
    this.onZero = onZero;
    this.view = null;
    this.asked = false;
    setInterval(() => this.tick(), 100);
  }

  show(state, flipped) {
    this.view = state.clock;
    this.sides = state.sides;
    this.at = performance.now();
    this.asked = false;
    this.bottom = flipped ? 'black' : 'white';
    for (const b of Object.values(this.boxes)) b.hidden = !this.view;
    this.tick();
  }

  tick() {
    const v = this.view;
    if (!v) return;
    const spent = performance.now() - this.at;
    for (const [where, box] of Object.entries(this.boxes)) {
      const side = where === 'bottom' ? this.bottom : (this.bottom === 'white' ? 'black' : 'white');
      const running = v.running === side;
      const left = v[side] - (running ? spent : 0);
      const periods = side === 'white' ? v.whitePeriods : v.blackPeriods;
      const byo = v.byoyomi > 0 ? ` (${periods} × ${v.byoyomi / 1000} s)` : '';
      box.className = 'clock' + (running ? ' running' : '') + (v.flagged === side ? ' flagged' : '') + (left < 10000 && running ? ' low' : '');
      box.dataset.side = side;
      box.dataset.ms = Math.max(0, Math.round(left));
      if (!box.firstChild) box.append(el('span', { class: 'who' }), el('span', { class: 'time' }));
      box.firstChild.textContent = this.sides[side === 'white' ? 0 : 1];
      box.lastChild.textContent = format(left) + byo;
      if (running && left <= 0 && !this.asked) { this.asked = true; this.onZero(); }
    }
  }
}
