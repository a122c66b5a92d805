import { perft } from '@tabula/engine-core';
import { measureRate } from '@tabula/engine-core/testing';
import { animalChess } from '../src/index.js';

// Perft from the start through the search board (moves/play/undo; the last ply counted by `moves`),
// timed over a few runs; the count is checked against src/__fixtures__/perft.json, which the unit
// tests check to smaller depths.
const depth = 6;
const expected = 10_044_977;
const start = animalChess.start();
measureRate(`animal-chess board perft(${depth}) from the start`, 'leaves', 3000, () => {
  const leaves = perft(animalChess, start, depth);
  if (leaves !== expected) throw new Error(`perft(${depth}) = ${leaves}, but the fixture says ${expected}`);
  return leaves;
});
