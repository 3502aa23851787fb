// One option of a game's file as the play pages offer it (docs/web.md): a menu of its values, each
// titled by its words, the default marked, with the chosen value's description beside it; the menu
// is #option-NAME and carries data-option and data-default, which the pages read when a game starts.
import { el } from '/common.js';

/** The picker of option {@code o} ({name, defaultValue, values: [{name, description}]}), set to {@code value} or its default. */
export function optionPicker(o, value) {
  const s = el('select', { 'data-option': o.name, 'data-default': o.defaultValue, id: 'option-' + o.name });
  for (const v of o.values) s.append(el('option', { value: v.name, title: v.description || '', text: v.name + (v.name === o.defaultValue ? ' (default)' : '') }));
  s.value = value || o.defaultValue;
  const words = el('span', { class: 'hint option-description' });
  const describe = () => { const v = o.values.find(x => x.name === s.value); words.textContent = v && v.description ? v.description : ''; };
  s.addEventListener('change', describe);
  describe();
  return el('div', { class: 'option' }, el('label', { title: o.name }, o.name + ' ', s), ' ', words);
}
