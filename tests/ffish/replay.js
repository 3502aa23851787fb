// Reads PGN files with Fairy-Stockfish's ffish and replays each game move by move.
// Used by tests/src/test/java/varia/record/FfishRoundTripTest.java; run with the system node:
//   node replay.js FILE.pgn...   (one game per file)
// Prints one JSON object per file: the Variant and FEN tags as ffish read them, whether ffish knows
// the variant and accepts the FEN, the moves ffish parsed from the movetext (its coordinates), the
// index of the first move ffish refuses to play (-1: none) and the final FEN.
'use strict';
// ffish 0.7 was built with an emscripten that fetches its .wasm by URL when fetch exists (Node 18+);
// without fetch it reads the file from its own folder.
delete globalThis.fetch;
const fs = require('fs');
const ffish = require('ffish');

ffish.onRuntimeInitialized = () => {
  new ffish.Board('chess').delete(); // the variant table is filled on first use
  const known = new Set(ffish.variants().split(/\s+/));
  for (const file of process.argv.slice(2)) {
    const game = ffish.readGamePGN(fs.readFileSync(file, 'utf8'));
    const variant = game.headers('Variant') || 'chess';
    const fen = game.headers('FEN');
    const out = { file, variant, known: known.has(variant), fen, fenValid: null, moves: [], refused: -1, finalFen: null };
    if (out.known) {
      out.fenValid = fen ? ffish.validateFen(fen, variant) === 1 : true;
      const board = fen ? new ffish.Board(variant, fen) : new ffish.Board(variant);
      const moves = game.mainlineMoves().trim();
      out.moves = moves ? moves.split(/\s+/) : [];
      for (let i = 0; i < out.moves.length; i++) {
        const legal = board.legalMoves().split(' ');
        if (!legal.includes(out.moves[i]) || !board.push(out.moves[i])) { out.refused = i; break; }
      }
      out.finalFen = board.fen();
      board.delete();
    }
    game.delete();
    console.log(JSON.stringify(out));
  }
};
