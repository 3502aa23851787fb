// Fairy-Stockfish (ffish, a newer build than the Debian 11.1 binary) as a line-by-line oracle, for
// rules 11.1 lacks (wall squares, dropNoDoubledCount, piecePromotionOnCapture, ...). Used by
// tests/src/test/java/varia/oracle/Ffish.java; run with the system node:  node oracle.js
// One command a line on stdin, one answer a line on stdout:
//   config PATH      load a variants.ini-style file (ffish.loadVariantConfig)   -> ok
//   variant NAME     the variant of the next positions                          -> its start FEN, or 'error ...'
//   fen FEN          set up a position of the current variant                   -> the FEN ffish reports, or 'error ...'
//   moves            the legal moves of the position (coordinates, sorted)      -> 'm1 m2 ...' (empty line: none)
//   perft DEPTH      leaf count, the last ply counted in bulk                   -> a number
//   push MOVE        play a move                                                -> the FEN after it, or 'error ...'
//   after MOVE       the reply count and check after a move (taken back)        -> 'N check' or 'N -'
'use strict';
delete globalThis.fetch; // ffish 0.7 reads its .wasm from its own folder only without fetch (see replay.js)
const fs = require('fs');
const readline = require('readline');
const ffish = require('ffish');

function perft(board, depth) {
  const list = board.legalMoves();
  if (!list) return 0;
  const moves = list.split(' ');
  if (depth <= 1) return moves.length;
  let n = 0;
  for (const m of moves) {
    board.push(m);
    n += perft(board, depth - 1);
    board.pop();
  }
  return n;
}

ffish.onRuntimeInitialized = () => {
  let variant = 'chess', board = null;
  new ffish.Board('chess').delete(); // the variant table is filled on first use
  const rl = readline.createInterface({ input: process.stdin, terminal: false });
  rl.on('line', line => {
    const space = line.indexOf(' ');
    const cmd = space < 0 ? line : line.slice(0, space), arg = space < 0 ? '' : line.slice(space + 1).trim();
    let out;
    try {
      if (cmd === 'config') { ffish.loadVariantConfig(fs.readFileSync(arg, 'utf8')); out = 'ok'; }
      else if (cmd === 'variant') {
        if (!ffish.variants().split(/\s+/).includes(arg)) out = 'error unknown variant ' + arg;
        else { variant = arg; if (board) board.delete(); board = new ffish.Board(variant); out = board.fen(); }
      } else if (cmd === 'fen') {
        if (ffish.validateFen(arg, variant) !== 1) out = 'error invalid FEN (validateFen ' + ffish.validateFen(arg, variant) + ')';
        else { if (board) board.delete(); board = new ffish.Board(variant, arg); out = board.fen(); }
      } else if (cmd === 'moves') out = board.legalMoves().split(' ').filter(m => m).sort().join(' ');
      else if (cmd === 'perft') out = String(perft(board, +arg));
      else if (cmd === 'push') out = board.push(arg) ? board.fen() : 'error illegal move ' + arg;
      else if (cmd === 'after') {
        if (!board.push(arg)) out = 'error illegal move ' + arg;
        else {
          const replies = board.legalMoves().split(' ').filter(m => m).length;
          out = replies + ' ' + (board.isCheck() ? 'check' : '-');
          board.pop();
        }
      }
      else out = 'error unknown command ' + cmd;
    } catch (e) {
      out = 'error ' + String(e).replace(/\s+/g, ' ');
    }
    process.stdout.write(out + '\n');
  });
};
