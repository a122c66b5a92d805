import { jungle } from '../src/index.js';

// Fast perft of the start position, leaves counted in bulk at the last ply. Depth 5 is 5,111,725
// leaves: long enough to measure, short enough for a shared machine. The CPU-time figure is printed
// too, because on a machine shared by many processes the wall clock mostly measures the others.
const depth = 5;
const state = jungle.start();
const perft = jungle.perft;
if (!perft) throw new Error('jungle has no fast perft');
perft(state, 4); // warm up the JIT
const cpuStart = process.cpuUsage();
const start = performance.now();
const leaves = perft(state, depth);
const seconds = (performance.now() - start) / 1000;
const cpu = process.cpuUsage(cpuStart);
const cpuSeconds = (cpu.user + cpu.system) / 1e6;
console.log(
  `jungle fast perft(${depth}) from the start: ${leaves} leaves in ${seconds.toFixed(2)} s = ${(leaves / seconds / 1e6).toFixed(2)} M leaves/s ` +
    `(${(leaves / cpuSeconds / 1e6).toFixed(2)} M leaves per CPU second)`,
);
