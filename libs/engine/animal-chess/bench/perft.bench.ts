import { perft } from '@tabula/engine-core';
import { animalChess } from '../src/index.js';

// Fast perft from the start (leaves counted in bulk at the last ply), timed over a few runs.
const depth = 6;
const start = animalChess.start();
perft(animalChess, start, 4); // warm-up, so the JIT has compiled the hot loops
let leaves = 0;
let runs = 0;
const began = performance.now();
while (runs === 0 || performance.now() - began < 3000) {
  leaves += perft(animalChess, start, depth);
  runs++;
}
const seconds = (performance.now() - began) / 1000;
console.log(
  `animal-chess fast perft(${depth}) x${runs}: ${leaves / runs} leaves per run, ${leaves} leaves in ${seconds.toFixed(2)} s = ${(leaves / seconds / 1e6).toFixed(2)} M leaves/s`,
);
