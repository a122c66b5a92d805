import { perft } from '@tabula/engine-core';
import { animalChess } from '../src/index.js';

// Perft from the start through the search board (moves/play/undo; the last ply counted by `moves`),
// timed over a few runs; the count is checked against src/__fixtures__/perft.json, which the unit
// tests check to smaller depths. Rates are per CPU second (`process.cpuUsage()`): wall time on a
// shared machine mostly measures the other jobs.
const depth = 6;
const expected = 10_044_977;
const start = animalChess.start();
perft(animalChess, start, 4); // warm-up, so the JIT has compiled the hot loops
const cpuSeconds = (): number => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
};
let runs = 0;
const began = cpuSeconds();
do {
  const leaves = perft(animalChess, start, depth);
  if (leaves !== expected) throw new Error(`perft(${depth}) = ${leaves}, but the fixture says ${expected}`);
  runs++;
} while (cpuSeconds() - began < 3);
const seconds = cpuSeconds() - began;
const total = runs * expected;
console.log(
  `animal-chess board perft(${depth}) = ${expected} (matches the fixture) x${runs}: ${total} leaves in ${seconds.toFixed(2)} CPU s = ${(total / seconds / 1e6).toFixed(2)} M leaves per CPU second`,
);
