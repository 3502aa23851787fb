// The board's colours (docs/web.md, "Display"): wood, green, blue or grey, chosen in a menu and kept
// in the browser for every play page; app.css recolours the squares of the board the server draws
// by the body's data-theme.

/** The menu {@code select}: set to the kept choice, applied, and kept again when changed. */
export function themeChoice(select) {
  const apply = () => { document.body.dataset.theme = select.value; };
  select.value = localStorage.getItem('varia-theme') || '';
  apply();
  select.addEventListener('change', () => { apply(); localStorage.setItem('varia-theme', select.value); });
}
