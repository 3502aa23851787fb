// The evaluation bar and best line of the one live session (seated.js): offered only when the
// game's answer says it analyses (`analyses`: the game API's question, never the family's name),
// on its checkbox; the judgement of the turn shown (the game now, or a turn reviewed) from
// /api/live/ID/analysis?turn=N, kept per game and turn. The bar is the first seat's share.
import { api } from '/common.js';

/** {@code $}: the page's element lookup; {@code sessions}: where the family's games are asked for. */
export function analysisView($, sessions) {
  const kept = new Map();
  let shown = null; // [state, turn] last asked to show
  const played = state => state.history.slice(0, shown[1]).map(t => t.moves.map(m => m.text).join(',')).join(' ');
  async function show(state, turn) {
    shown = [state, turn];
    $('analyse-box').hidden = !state.analyses;
    const on = state.analyses && $('analyse').checked;
    $('evalbar').hidden = !on;
    $('best').textContent = '';
    if (!on) return;
    const key = `${state.id}:${turn}:${played(state)}`;
    let a = kept.get(key);
    if (!a) {
      if (turn === state.history.length && !state.humanToAct && state.phase !== 'over') return; // the computer is thinking
      try { a = await api(`${sessions()}/${state.id}/analysis?turn=${turn}`); } catch (e) { $('error').textContent = e.message; return; }
      kept.set(key, a);
    }
    if (shown[0].id !== state.id || shown[1] !== turn) return; // another turn is shown by now
    $('eval-fill').style.height = (100 * a.first).toFixed(1) + '%';
    $('eval-text').textContent = a.text;
    $('evalbar').title = `Varia's evaluation (${a.seat}'s share)`;
    $('evalbar').dataset.turn = turn;
    $('evalbar').dataset.score = a.mate !== null ? 'mate ' + a.mate : a.score !== null ? a.score : 'over';
    $('best').textContent = a.over ? a.over : `${a.text} — best: ${a.best.join(' ')} (depth ${a.depth})`;
  }
  $('analyse').addEventListener('change', () => { if (shown) show(...shown); });
  return { show };
}
