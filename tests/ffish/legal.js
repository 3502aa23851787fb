// Replays games with Fairy-Stockfish's ffish and prints its legal moves before every move.
// Used by tests/src/test/java/varia/record/DifferentialArchivesTest.java; run with the system node:
//   node legal.js < games.jsonl
// Reads one JSON object per line, {"id", "variant", "fen", "moves": [coordinates]}; prints one per
// game, {"id", "legal": [the sorted legal moves before each move, joined by spaces, and after the
// last], "refused": index of the first move ffish does not find legal (-1: none)}.
'use strict';
delete globalThis.fetch; // see replay.js: ffish 0.7 reads its .wasm from its folder without fetch
const fs = require('fs');
const ffish = require('ffish');

ffish.onRuntimeInitialized = () => {
  const input = fs.readFileSync(0, 'utf8');
  const out = [];
  for (const line of input.split('\n')) {
    if (!line.trim()) continue;
    const game = JSON.parse(line);
    const board = game.fen ? new ffish.Board(game.variant, game.fen) : new ffish.Board(game.variant);
    const legal = [];
    let refused = -1;
    for (let i = 0; i <= game.moves.length; i++) {
      const moves = board.legalMoves().split(' ').filter(m => m.length > 0).sort();
      legal.push(moves.join(' '));
      if (i === game.moves.length) break;
      if (!moves.includes(game.moves[i]) || !board.push(game.moves[i])) { refused = i; break; }
    }
    board.delete();
    out.push(JSON.stringify({ id: game.id, legal, refused }));
    if (out.length >= 200) { process.stdout.write(out.join('\n') + '\n'); out.length = 0; }
  }
  process.stdout.write(out.join('\n') + (out.length ? '\n' : ''));
};
