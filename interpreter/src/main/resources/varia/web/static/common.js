// Shared helpers of the pages: the JSON API, the header, query parameters.

// Writes carry the session's token (docs/web.md, "Writes only from Varia's own pages"): asked once
// from /api/session, which also sets the session's cookie, and asked again if the server restarted.
let token = null;

async function sessionToken(fresh) {
  if (token && !fresh) return token;
  const res = await fetch('/api/session', { cache: 'no-store', credentials: 'same-origin' });
  if (!res.ok) throw new Error('cannot start a session with the server (' + res.status + ')');
  token = (await res.json()).token;
  return token;
}

export async function api(path, options = {}) {
  const init = { method: options.method || (options.body !== undefined ? 'POST' : 'GET'), headers: {}, credentials: 'same-origin' };
  if (init.method !== 'GET' && init.method !== 'HEAD') {
    init.headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(options.body === undefined ? {} : options.body);
  }
  let res;
  for (let attempt = 0; attempt < 2; attempt++) {
    if (init.body !== undefined) init.headers['X-Varia-Token'] = await sessionToken(attempt > 0);
    res = await fetch(path, init);
    if (!(res.status === 403 && init.body !== undefined && attempt === 0)) break; // a stale token: once more with a new one
  }
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

/** Adds the games of a catalog (/api/catalog) to a select, under their headings; the values are the keys. */
export function catalogOptions(select, catalog, selected) {
  const groups = new Map();
  for (const g of catalog) {
    if (!groups.has(g.group)) select.append(groups.set(g.group, el('optgroup', { label: g.group })).get(g.group));
    const o = el('option', { value: g.key, text: g.name + (g.source === 'bundled' ? '' : ' (' + g.source + ')') });
    if (g.key === selected) o.selected = true;
    groups.get(g.group).append(o);
  }
}

export function header() {
  // the families played by seats (race games, dice chess...), each its page, as the server lists them;
  // a family with no game to offer here (none bundled, in the folder or pasted) gets no link to an empty page
  const families = el('span', { class: 'families' });
  Promise.all([api('/api/families'), api('/api/catalog')]).then(([list, games]) => {
    const offered = new Set(games.map(g => g.family));
    families.replaceChildren(...list.filter(f => offered.has(f.noun)).map(f => el('a', { href: `/${f.noun}.html`, text: f.title })));
  }).catch(() => {});
  document.body.prepend(el('header', {},
    el('a', { class: 'brand', href: '/' , text: 'Varia' }),
    el('nav', {},
      el('a', { href: '/', text: 'Variants' }), el('a', { href: '/play.html', text: 'Play' }),
      el('a', { href: '/study.html', text: 'Study' }), families,
      el('a', { href: '/records.html', text: 'Records' }),
      el('a', { href: '/author.html', text: 'Author' }))));
}
