// The interactive board: the server draws the SVG (cells carry data-sq, hand pieces data-drop);
// this adds selection, legal-target dots, click-click and drag-and-drop moves, drops from the
// hand and the promotion choice. It never decides legality: it only offers the server's moves.
import { PieceDrag } from '/piecedrag.js';
import { promotionBox } from '/promotebox.js';

const SVG = 'http://www.w3.org/2000/svg';

export class Board {
  /** {@code decorate}: called with each board drawn, before it is shown (the chosen piece set redraws its pieces). */
  constructor(container, onMove, decorate = null) {
    this.box = container;
    this.onMove = onMove;
    this.decorate = decorate;
    this.state = null;
    this.selected = null;
    this.drag = new PieceDrag(sq => this.dropped(sq));
    window.addEventListener('resize', () => { if (this.svg) this.fit(); });
  }

  show(state) {
    this.state = state;
    this.selected = null;
    this.box.innerHTML = state.svg;
    this.svg = this.box.querySelector('svg');
    if (this.decorate) this.decorate(this.svg);
    this.svg.addEventListener('pointerdown', e => this.pointerDown(e));
    this.fit();
    const promo = this.box.querySelector('.promo');
    if (promo) promo.remove();
  }

  /** The whole board within the window's height (a tall board, Chu Shogi's 12x12, on a 1366x768 screen). */
  fit() {
    const vb = this.svg.viewBox.baseVal;
    if (!vb || !vb.height) return;
    const room = Math.max(280, window.innerHeight - 24);
    this.box.style.maxWidth = Math.round(room * vb.width / vb.height) + 'px';
  }

  movesFrom(sq) { return this.state.humanToAct ? this.state.legal.filter(m => m.from === sq) : []; }
  movesDrop(letter) { return this.state.humanToAct ? this.state.legal.filter(m => m.drop === letter) : []; }

  cellCentre(sq) {
    const c = this.svg.querySelector(`.cell[data-sq="${sq}"]`);
    // a round board's cells are ring sectors that give their centre; a square cell is a rect
    if (c.hasAttribute('data-cx')) return [+c.getAttribute('data-cx'), +c.getAttribute('data-cy'), +c.getAttribute('data-w')];
    const x = +c.getAttribute('x'), y = +c.getAttribute('y'), w = +c.getAttribute('width');
    return [x + w / 2, y + w / 2, w];
  }

  select(sel, moves) {
    this.clearTargets();
    this.selected = sel ? { ...sel, moves } : null;
    if (!sel) return;
    const cells = this.svg.querySelector('.cells');
    const g = document.createElementNS(SVG, 'g');
    g.setAttribute('class', 'targets');
    const seen = new Set();
    if (sel.from) {
      const [x, y, w] = this.cellCentre(sel.from);
      const r = document.createElementNS(SVG, 'rect');
      Object.entries({ x: x - w / 2, y: y - w / 2, width: w, height: w, fill: '#5dade2', 'fill-opacity': .45, class: 'target selected' })
        .forEach(([k, v]) => r.setAttribute(k, v));
      g.append(r);
    }
    for (const m of moves) {
      if (seen.has(m.to) || m.kind === 'pass' || m.kind === 'declare') continue;
      seen.add(m.to);
      const [x, y, w] = this.cellCentre(m.to);
      const c = document.createElementNS(SVG, 'circle');
      const occupied = this.svg.querySelector(`.piece[data-sq="${m.to}"]`);
      Object.entries(occupied
        ? { cx: x, cy: y, r: w * .44, fill: 'none', stroke: '#1e7b34', 'stroke-width': w * .07, 'stroke-opacity': .75 }
        : { cx: x, cy: y, r: w * .15, fill: '#1e7b34', 'fill-opacity': .6 })
        .forEach(([k, v]) => c.setAttribute(k, v));
      c.setAttribute('class', 'target');
      c.setAttribute('data-target', m.to);
      g.append(c);
    }
    cells.parentNode.insertBefore(g, cells);
  }

  clearTargets() { this.svg.querySelectorAll('.targets').forEach(t => t.remove()); }

  pointerDown(e) {
    if (!this.state) return;
    const hand = e.target.closest('.hand');
    if (hand) {
      const moves = this.movesDrop(hand.getAttribute('data-drop'));
      if (moves.length && +hand.getAttribute('data-colour') === (this.state.actor === 'white' ? 0 : 1)) {
        this.select({ drop: hand.getAttribute('data-drop') }, moves);
      }
      return;
    }
    const cell = e.target.closest('.cell');
    if (!cell) return;
    const sq = cell.getAttribute('data-sq');
    if (this.selected && this.selected.moves.some(m => m.to === sq) && this.selected.from !== sq) {
      this.choose(this.selected.moves.filter(m => m.to === sq));
      return;
    }
    const moves = this.movesFrom(sq);
    if (!moves.length) { this.select(null); return; }
    this.select({ from: sq }, moves);
    const piece = this.svg.querySelector(`.piece[data-sq="${sq}"]`);
    if (piece) this.drag.start(this.svg, piece, e);
    e.preventDefault();
  }

  /** A piece let go on {@code sq} (null: off the board): the selected piece's moves there, if any. */
  dropped(sq) {
    if (!sq || !this.selected) return;
    const moves = this.selected.moves.filter(m => m.to === sq);
    if (moves.length) this.choose(moves);
  }

  /** One move, or the promotion choice when several moves share origin and target. */
  choose(moves) {
    this.clearTargets();
    if (moves.length === 1) { this.onMove(moves[0].uci); return; }
    promotionBox(this.box, moves, m => this.onMove(m.uci), () => this.select(null));
  }
}
