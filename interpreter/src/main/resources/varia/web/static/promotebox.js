// The promotion choice over the server's board (both play pages): when several moves go between the
// same two squares (a piece that may promote, or stay as it is), a box over the board offers each,
// named as the server names the piece it becomes, and a cancel; nothing is sent until one is chosen.

/** Opens the box in {@code board} for {@code moves}; {@code chosen(move)} or {@code cancelled()} follows. */
export function promotionBox(board, moves, chosen, cancelled) {
  board.querySelector('.promo')?.remove();
  const box = document.createElement('div');
  box.className = 'promo';
  const inner = document.createElement('div');
  inner.className = 'box';
  inner.append(Object.assign(document.createElement('strong'), { textContent: 'Promote to' }));
  for (const m of moves) {
    const b = document.createElement('button');
    b.type = 'button';
    b.textContent = m.promotion ? `${m.promotionName} (${m.promotion})` : 'stay as it is';
    b.setAttribute('data-promo', m.promotion || '');
    b.addEventListener('click', () => { box.remove(); chosen(m); });
    inner.append(b);
  }
  const cancel = document.createElement('button');
  cancel.type = 'button';
  cancel.textContent = 'cancel';
  cancel.addEventListener('click', () => { box.remove(); cancelled(); });
  inner.append(cancel);
  box.append(inner);
  board.append(box);
}
