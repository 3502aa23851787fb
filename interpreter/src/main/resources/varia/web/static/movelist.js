// The move list every play page shares (the chess-like games' plies, the seated games' turns): it
// wraps, a click on an entry reviews the game after it, the arrow keys, Home and End step through
// it (and the nav buttons do), the last entry (or End) is the game now. What a position looks like
// is the page's: onView(n) is called with the entries to review (null: the game now).
import { el } from '/common.js';

export class MoveList {
  /**
   * {@code box}: the list's element; {@code navBox}: where its buttons go (« ‹ › », ids first,
   * prev, next, last, and the where span), before what the box holds already; {@code words(at,
   * count, reviewing)}: what the where span says; {@code onView}.
   */
  constructor({ box, navBox, words, onView }) {
    this.box = box;
    const button = (id, text, title) => el('button', { type: 'button', id, title, text });
    const nav = { first: button('first', '«', 'start (Home)'), prev: button('prev', '‹', 'back (←)'), next: button('next', '›', 'forward (→)'),
      last: button('last', '»', 'the game now (End)'), where: el('span', { id: 'where', class: 'hint' }) };
    navBox.prepend(nav.first, nav.prev, nav.next, nav.last, nav.where);
    this.nav = nav;
    this.words = words;
    this.onView = onView;
    this.count = null; // no game yet
    this.at = null;    // null: the game now; else the entries reviewed
    nav.first.addEventListener('click', () => this.go(0));
    nav.prev.addEventListener('click', () => this.go(this.now() - 1));
    nav.next.addEventListener('click', () => this.go(this.now() + 1));
    nav.last.addEventListener('click', () => this.go(this.count));
    document.addEventListener('keydown', e => {
      if (this.count === null || e.target.closest('input[type=text], input[type=number], textarea, select')) return;
      const to = { ArrowLeft: this.now() - 1, ArrowRight: this.now() + 1, Home: 0, End: this.count }[e.key];
      if (to === undefined) return;
      e.preventDefault();
      this.go(to);
    });
  }

  /** The entries shown: the game now, or the one reviewed. */
  now() { return this.at === null ? this.count : this.at; }

  /**
   * The list anew: {@code entries} [{label, text, title, colour}] (a label, "12." or "12...", is
   * written before its entry). A review goes on while its entry is still there.
   */
  set(entries) {
    this.count = entries.length;
    if (this.at !== null && this.at >= this.count) this.at = null;
    this.box.replaceChildren();
    entries.forEach((e, i) => {
      if (e.label) this.box.append(el('span', { class: 'no', text: e.label }));
      const mv = el('span', { class: 'mv', 'data-ply': i + 1, title: e.title, text: e.text, onclick: () => this.go(i + 1) });
      if (e.colour) mv.style.color = e.colour;
      this.box.append(mv);
    });
    this.mark();
    if (this.at === null) this.box.scrollTop = this.box.scrollHeight;
  }

  /** Reviews the game after {@code n} entries ({@code count}: the game now) and tells the page. */
  go(n) {
    if (this.count === null) return;
    n = Math.max(0, Math.min(this.count, n));
    this.at = n === this.count ? null : n;
    this.mark();
    const cur = this.box.querySelector(`.mv[data-ply='${n}']`);
    if (cur) cur.scrollIntoView({ block: 'nearest' });
    this.onView(this.at);
  }

  mark() {
    const at = this.now();
    this.box.querySelectorAll('.mv').forEach(m => m.classList.toggle('current', +m.dataset.ply === at));
    this.nav.where.textContent = this.words(at, this.count, this.at !== null);
    this.nav.where.dataset.ply = at;
  }
}
