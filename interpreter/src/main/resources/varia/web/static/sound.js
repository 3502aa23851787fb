// Move sounds, made by the Web Audio API (no sound files): a short knock for a move, a lower and
// longer one for a capture, two notes for a check, a chord when the game ends, chosen from the
// answers of the one play page (turnSound).
let ctx = null;

function tone(freq, start, length, type = 'triangle', gain = 0.18) {
  const o = ctx.createOscillator(), g = ctx.createGain();
  o.type = type;
  o.frequency.value = freq;
  g.gain.setValueAtTime(gain, ctx.currentTime + start);
  g.gain.exponentialRampToValueAtTime(0.001, ctx.currentTime + start + length);
  o.connect(g).connect(ctx.destination);
  o.start(ctx.currentTime + start);
  o.stop(ctx.currentTime + start + length + 0.02);
}

/** Plays a sound of a kind: 'move', 'capture', 'check' or 'end' (window.variaLastSound says which, for the tests). */
export function playSound(kind) {
  window.variaLastSound = kind;
  try {
    ctx = ctx || new (window.AudioContext || window.webkitAudioContext)();
    if (kind === 'end') { tone(392, 0, .5); tone(494, 0, .5); tone(587, 0, .5); }
    else if (kind === 'check') { tone(660, 0, .09, 'square', .08); tone(880, .1, .12, 'square', .08); }
    else if (kind === 'capture') tone(180, 0, .16);
    else tone(320, 0, .07);
  } catch (e) { /* no audio here: play on in silence */ }
}

/**
 * The sound of {@code state} shown after {@code before} (the state last heard of the same game): a
 * chord when it is over, two notes when its mover is in check (the answer's inCheck), a capture when
 * the server's drawing of the board holds fewer pieces, else a knock. Only from the answers: no family named.
 */
export function turnSound(state, before) {
  if (state.phase === 'over') return 'end';
  if (state.inCheck) return 'check';
  return state.svg && before.svg && piecesDrawn(state.svg) < piecesDrawn(before.svg) ? 'capture' : 'move';
}

const piecesDrawn = svg => (svg.match(/class="piece"/g) || []).length;

/** The "Move sounds" box of every play page: one choice, kept in the browser for all of them. */
export function soundToggle(box) {
  box.checked = localStorage.getItem('varia-sound') !== '0';
  box.addEventListener('change', () => localStorage.setItem('varia-sound', box.checked ? '1' : '0'));
  return box;
}
