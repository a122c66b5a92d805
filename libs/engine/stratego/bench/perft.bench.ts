import { boardPerft, unwrap } from '@tabula/engine-core';
import { benchSearchBoard, measureRate } from '@tabula/engine-core/testing';
import { startFromSetups, stratego } from '../src/index.js';
import { middleGame } from '../src/middle-game.fixture.js';

// Fast perft from the reference setups, leaves counted in bulk at the last ply. Depth 7
// (27,202,290 leaves): long enough to measure, short enough for a shared machine.
const depth = 7;
const reference = unwrap(startFromSetups('TJNPSSBBPSTJOLGMYLOJNSBPPLLSBSSSNTTNNBFB', 'SPBBSSPNJTJOLYMGLOJTSBSLLPPBSNBFBNNTTNSS'));
const perft = stratego.perft;
if (!perft) throw new Error('stratego has no fast perft');
measureRate(`stratego fast perft(${depth}) from the reference setups`, 'leaves', 1, () => perft(reference, depth));

// The search board (search.board): perft and a plain negamax through its interface.
const load = stratego.search?.board;
if (!load) throw new Error('stratego has no search board');
measureRate('stratego board perft(6) from the reference setups', 'leaves', 1, () => boardPerft(load(reference), 6));

benchSearchBoard('stratego', load, [
  ['the reference start', reference, 5],
  ['middle game A (seed 11, 80 plies)', middleGame(11, 80), 4],
  ['middle game B (seed 12, 140 plies)', middleGame(12, 140), 4],
  ['middle game C (seed 13, 220 plies)', middleGame(13, 220), 4],
  // Blue is down to 5 mobile pieces here, so red's miners drive at its unmoved pieces: the endgame drive's scan runs at every leaf.
  ['endgame D (seed 14, 320 plies)', middleGame(14, 320), 4],
]);
