import { perft } from '../src/perft.js';
import { ticTacToe } from '../src/testing/tic-tac-toe.js';

// Generic perft through the contract on the tests-only game: the baseline every fast counter beats.
const depth = 9;
const start = performance.now();
let leaves = 0;
let runs = 0;
while (performance.now() - start < 2000) {
  leaves += perft(ticTacToe, ticTacToe.start(), depth);
  runs++;
}
const seconds = (performance.now() - start) / 1000;
console.log(`tic-tac-toe generic perft(${depth}) x${runs}: ${leaves} leaves in ${seconds.toFixed(2)} s = ${(leaves / seconds / 1e6).toFixed(2)} M leaves/s`);
