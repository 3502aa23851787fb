// The game controls every play page shares, whatever the game: resign (confirmed first), share (a
// link that sets the same game up again, its moves replayed, on any Varia server; copied), rematch
// and "move now" (the computer plays the best move it has found). The page says what each does
// on its server; update() shows those the game allows now. The page's elements by id: resign,
// share, share-url, rematch, move-now, notice.
export function gameControls($, { resign, shareUrl, rematch, moveNow }) {
  $('resign').addEventListener('click', () => { if (confirm('Resign this game?')) resign(); });
  $('share').addEventListener('click', async () => {
    const url = shareUrl();
    if (!url) return;
    $('share-url').hidden = false;
    $('share-url').value = url;
    $('share-url').select();
    try { await navigator.clipboard.writeText(url); $('notice').textContent = 'The link is copied: it opens this game, on any Varia server.'; }
    catch (e) { /* the field shows it */ }
  });
  $('rematch').addEventListener('click', rematch);
  if (moveNow) $('move-now').addEventListener('click', moveNow);
  return {
    /** {@code over}: the game has ended; {@code persons}: seats a person plays; {@code thinking}: the computer is to move. */
    update({ over, persons, thinking }) {
      $('resign').hidden = over || persons === 0;
      $('rematch').hidden = !over;
      $('move-now').hidden = !moveNow || over || !thinking;
    },
  };
}
