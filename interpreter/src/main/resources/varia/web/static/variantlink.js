// The engine's own page's address words, read by the one play page (seated.js) so that its links
// keep working there (the home cards' /play.html?variant=chess, a record's "play from here", a
// shared game): ?variant= a key or an alias of the game (resolved by the server, with the alias's
// own options: makruk-fairy-stockfish; an unknown name is told, never another game played),
// white= and black= (human or computer), level= (that page's 1 to 5), fen=, moves=, options=, clock=.
// The first game is asked for in those words, which the one live session reads beside its own.
import { api, param } from '/common.js';

/** The game the address names by ?variant= ({key, options}: the alias's options under the link's own), null when none. */
export async function variantLink(linkOptions) {
  const name = param('variant');
  if (!name) return null;
  const r = await api(`/api/variants/resolve?name=${encodeURIComponent(name)}`); // an unknown name: the server's words, thrown
  return { key: r.key, options: { ...(r.options || {}), ...linkOptions } };
}

/**
 * The first game's request in the old words from {@code body} (the setup form's, in the session's
 * words): the variant, its two players (a person against the computer when the link names none, as
 * that page's menus had them), the link's level, position and moves.
 */
export function oldWords(link, body) {
  const { game, who, level, start, players, ...rest } = body;
  const out = { ...rest, variant: link.key, options: body.options, white: param('white') || 'human', black: param('black') || 'computer' };
  if (param('level')) out.level = +param('level');
  if (start) out.fen = start;
  return out;
}
