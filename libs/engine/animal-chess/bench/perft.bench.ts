import { perft } from '@tabula/engine-core';
import { animalChess } from '../src/index.js';

// Fast perft from the start (leaves counted in bulk at the last ply), timed over a few runs; the
// count is checked against src/__fixtures__/perft.json, which the unit tests check to smaller depths.
const depth = 6;
const expected = 10_044_977;
const start = animalChess.start();
perft(animalChess, start, 4); // warm-up, so the JIT has compiled the hot loops
let runs = 0;
const began = performance.now();
do {
  const leaves = perft(animalChess, start, depth);
  if (leaves !== expected) throw new Error(`perft(${depth}) = ${leaves}, but the fixture says ${expected}`);
  runs++;
} while (performance.now() - began < 3000);
const seconds = (performance.now() - began) / 1000;
const total = runs * expected;
console.log(
  `animal-chess fast perft(${depth}) = ${expected} (matches the fixture) x${runs}: ${total} leaves in ${seconds.toFixed(2)} s = ${(total / seconds / 1e6).toFixed(2)} M leaves/s`,
);
