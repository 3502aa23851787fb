// A Fairy-Stockfish oracle over ffish for the ini import and export tests
// (tests/src/test/java/varia/interop/FfishOracle.java). One JSON request per line on stdin, one JSON
// answer per line on stdout:
//   {"op":"load","ini":TEXT}                       -> {"loaded":[names of the variants the text added]}
//   {"op":"perft","variant":V,"moves":[...],"depth":D} -> {"nodes":N}  (bulk count at the last ply, as Fairy-Stockfish's perft)
//   {"op":"legal","variant":V,"moves":[...]}       -> {"legal":[[moves at ply 0], [after move 1], ...], "refused":-1}
//   {"op":"fen","variant":V,"moves":[...]}         -> {"fen":F}
// Moves are Fairy-Stockfish's UCI coordinates; positions are reached from the variant's start by the moves,
// so no FEN dialect stands between the two engines. A move ffish refuses ends the walk ("refused": its index).
'use strict';
// ffish 0.7 was built with an emscripten that fetches its .wasm by URL when fetch exists (Node 18+);
// without fetch it reads the file from its own folder.
delete globalThis.fetch;
const readline = require('readline');
const ffish = require('ffish');

function walk(board, moves) {
  for (let i = 0; i < moves.length; i++) {
    const legal = board.legalMoves().split(' ');
    if (!legal.includes(moves[i]) || !board.push(moves[i])) return i;
  }
  return -1;
}

function perft(board, depth) {
  if (depth <= 1) return board.numberLegalMoves();
  const moves = board.legalMoves();
  if (!moves) return 0;
  let n = 0;
  for (const m of moves.split(' ')) {
    board.push(m);
    n += perft(board, depth - 1);
    board.pop();
  }
  return n;
}

function answer(req) {
  if (req.op === 'load') {
    const before = new Set(ffish.variants().split(/\s+/));
    ffish.loadVariantConfig(req.ini);
    return { loaded: ffish.variants().split(/\s+/).filter(v => !before.has(v)) };
  }
  const board = new ffish.Board(req.variant);
  try {
    const refused = walk(board, req.moves || []);
    if (req.op === 'perft') return refused >= 0 ? { refused } : { nodes: perft(board, req.depth), refused };
    if (req.op === 'fen') return { fen: board.fen(), refused };
    if (req.op === 'legal') {
      const fresh = new ffish.Board(req.variant);
      const legal = [];
      const moves = req.moves || [];
      for (let i = 0; i <= moves.length; i++) {
        const l = fresh.legalMoves();
        legal.push(l ? l.split(' ') : []);
        if (i === moves.length) break;
        if (!legal[i].includes(moves[i]) || !fresh.push(moves[i])) return { legal, refused: i };
      }
      fresh.delete();
      return { legal, refused: -1 };
    }
    return { error: 'unknown op ' + req.op };
  } finally {
    board.delete();
  }
}

ffish.onRuntimeInitialized = () => {
  new ffish.Board('chess').delete(); // the variant table is filled on first use
  const rl = readline.createInterface({ input: process.stdin, terminal: false });
  rl.on('line', line => {
    if (!line.trim()) return;
    let out;
    try {
      out = answer(JSON.parse(line));
    } catch (e) {
      out = { error: String(e && e.message || e) };
    }
    process.stdout.write(JSON.stringify(out) + '\n');
  });
};
