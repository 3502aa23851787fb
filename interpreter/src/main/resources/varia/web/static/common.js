// Shared helpers of the pages: the JSON API, the header, query parameters.
export async function api(path, options = {}) {
  const init = { method: options.method || (options.body !== undefined ? 'POST' : 'GET'), headers: {} };
  if (options.body !== undefined) { init.headers['Content-Type'] = 'application/json'; init.body = JSON.stringify(options.body); }
  const res = await fetch(path, init);
  const type = res.headers.get('Content-Type') || '';
  const data = type.includes('application/json') ? await res.json() : await res.text();
  if (!res.ok) throw new Error((data && data.error) || (res.status + ' ' + res.statusText));
  return data;
}

export function param(name) { return new URLSearchParams(location.search).get(name); }

export function el(tag, attrs = {}, ...children) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === null || v === undefined) continue;
    if (k.startsWith('on')) e.addEventListener(k.slice(2), v); else if (k === 'text') e.textContent = v; else e.setAttribute(k, v);
  }
  for (const c of children) e.append(c);
  return e;
}

export async function variantOptions(select, selected) {
  const list = await api('/api/variants');
  select.innerHTML = '';
  for (const v of list) {
    const o = el('option', { value: v.key, text: v.name + (v.source === 'bundled' ? '' : ' (' + v.source + ')') });
    if (v.key === selected) o.selected = true;
    select.append(o);
  }
  return list;
}

export function header() {
  document.body.prepend(el('header', {},
    el('a', { class: 'brand', href: '/' , text: 'Varia' }),
    el('nav', {},
      el('a', { href: '/', text: 'Variants' }), el('a', { href: '/play.html', text: 'Play' }),
      el('a', { href: '/study.html', text: 'Study' }), el('a', { href: '/race.html', text: 'Race games' }),
      el('a', { href: '/dice.html', text: 'Dice chess' }),
      el('a', { href: '/records.html', text: 'Records' }),
      el('a', { href: '/author.html', text: 'Author' }))));
}
