import { startFromSetups, stratego } from '../src/index.js';

// Fast perft from the reference setups, leaves counted in bulk at the last ply. Depth 7 (27,202,290 leaves):
// long enough to measure, short enough for a shared machine.
const depth = 7;
const red = 'TJNPSSBBPSTJOLGMYLOJNSBPPLLSBSSSNTTNNBFB';
const blue = 'SPBBSSPNJTJOLYMGLOJTSBSLLPPBSNBFBNNTTNSS';
const started = startFromSetups(red, blue);
if (!started.ok) throw new Error(started.error.message);
const perft = stratego.perft;
if (!perft) throw new Error('stratego has no fast perft');
perft(started.value, 4); // warm up the JIT
const start = performance.now();
const leaves = perft(started.value, depth);
const seconds = (performance.now() - start) / 1000;
console.log(
  `stratego fast perft(${depth}) from the reference setups: ${leaves} leaves in ${seconds.toFixed(2)} s = ${(leaves / seconds / 1e6).toFixed(2)} M leaves/s`,
);
