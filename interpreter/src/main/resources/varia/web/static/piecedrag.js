// A piece of the server's SVG board dragged to a square (both play pages): from a press on it, it
// follows the pointer once moved a few units, and where it is let go the page is told the square
// under the pointer (none off the board). A press that does not move is a click, left to the page.
// It never decides legality: the page offers only the server's moves.

export class PieceDrag {
  /** {@code dropped(square)}: the square (data-sq of the cell) the piece was let go on, or null. */
  constructor(dropped) {
    this.dropped = dropped;
    this.drag = null;
    window.addEventListener('pointermove', e => this.move(e));
    window.addEventListener('pointerup', e => this.up(e));
  }

  /** Begins following the pointer with {@code piece} (an element of {@code svg}), pressed by event {@code e}. */
  start(svg, piece, e) {
    this.drag = { svg, piece, start: point(svg, e), moved: false };
    piece.parentNode.append(piece); // on top of the other pieces while it moves
  }

  move(e) {
    if (!this.drag) return;
    const p = point(this.drag.svg, e), dx = p.x - this.drag.start.x, dy = p.y - this.drag.start.y;
    if (!this.drag.moved && Math.hypot(dx, dy) < 6) return;
    this.drag.moved = true;
    this.drag.piece.setAttribute('transform', `translate(${dx} ${dy})`);
  }

  up(e) {
    const drag = this.drag;
    this.drag = null;
    if (!drag || !drag.moved) return;
    drag.piece.removeAttribute('transform');
    const under = document.elementsFromPoint(e.clientX, e.clientY).find(n => n.classList && n.classList.contains('cell'));
    this.dropped(under ? under.getAttribute('data-sq') : null);
  }
}

/** The pointer of event {@code e} in the coordinates of {@code svg}. */
function point(svg, e) {
  const p = svg.createSVGPoint();
  p.x = e.clientX; p.y = e.clientY;
  return p.matrixTransform(svg.getScreenCTM().inverse());
}
