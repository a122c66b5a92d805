import { jungle } from '../src/index.js';

// Fast perft of the start position, leaves counted in bulk at the last ply. Depth 5 is 5,111,725
// leaves: long enough to measure, short enough for a shared machine.
const depth = 5;
const state = jungle.start();
const perft = jungle.perft;
if (!perft) throw new Error('jungle has no fast perft');
perft(state, 3); // warm up the JIT
const start = performance.now();
const leaves = perft(state, depth);
const seconds = (performance.now() - start) / 1000;
console.log(`jungle fast perft(${depth}) from the start: ${leaves} leaves in ${seconds.toFixed(2)} s = ${(leaves / seconds / 1e6).toFixed(2)} M leaves/s`);
