// Set-up choices each side makes for itself (janggi's horses and elephants: docs/web.md): an option
// the server finds to pair one arrangement per side (/api/variants/KEY/setups) is offered as a row
// of pictures per side, each as that side's player sees its pieces. The option's own list stays the
// one the game is started with, kept in step (hidden), so the rest of the page needs nothing new.
// The one play page asks its family's address ({@code url}: /api/variant-games/KEY/setups) and drops
// an answer that comes after another game was chosen ({@code current}).
import { api, el } from '/common.js';

export async function setupChoices(key, box, url = `/api/variants/${encodeURIComponent(key)}/setups`, current = () => true) {
  let list = [];
  try { list = await api(url); } catch (e) { return; }
  if (!current()) return;
  for (const c of list) {
    const select = box.querySelector(`select[data-option="${c.option}"]`);
    if (!select) continue;
    const picked = () => (Object.entries(c.values).find(([, v]) => v === select.value) || [Object.keys(c.values)[0]])[0].split('|');
    const wrap = el('div', { class: 'setup-choice', id: `setup-choice-${c.option}` });
    // the option's own descriptions may spell both sides as the first player sees the board (janggi's GIB
    // convention): the pictures and this line give each side's order from its own seat
    const seen = el('div', { class: 'hint setup-seen' });
    const mark = () => {
      const pick = picked();
      seen.textContent = 'From each side\'s own seat: ' + c.sides.map((side, i) => {
        const ch = side.choices.find(x => x.key === pick[i]);
        return `${side.name} ${pick[i]} ${ch ? ch.label : ''}`;
      }).join(', ');
      wrap.querySelectorAll('.setup-pick').forEach(b => {
        const on = pick[+b.dataset.side] === b.dataset.choice;
        b.classList.toggle('chosen', on);
        b.setAttribute('aria-pressed', on ? 'true' : 'false');
      });
    };
    c.sides.forEach((side, i) => {
      const row = el('div', { class: 'setup-side', 'data-side': i }, el('span', { class: 'setup-side-name', text: side.name }));
      for (const ch of side.choices) {
        const b = el('button', { type: 'button', class: 'setup-pick', 'data-side': i, 'data-choice': ch.key, title: `${side.name}: ${ch.key} (${ch.label})` });
        b.innerHTML = ch.svg;
        b.append(el('span', { class: 'setup-name', text: ch.key }));
        b.addEventListener('click', () => {
          const pick = picked();
          pick[i] = ch.key;
          select.value = c.values[pick.join('|')];
          select.dispatchEvent(new Event('change'));
        });
        row.append(b);
      }
      wrap.append(row);
    });
    wrap.append(seen);
    select.addEventListener('change', mark);
    mark();
    select.closest('label').hidden = true; // the pictures instead of the list of pairs
    (select.closest('.option') || box).prepend(wrap);
  }
}
