import { perft } from '@tabula/engine-core';
import { simpleChess } from '../src/index.js';

// Fast perft from the start position at a fixed depth, leaves counted in bulk at the last ply.
// The machine is shared, so besides wall-clock speed we print speed per CPU second of this process,
// which is what the code itself costs regardless of how many other processes wait for the cores.
const depth = 6;
const state = simpleChess.start();
perft(simpleChess, state, 4); // warm-up, so the JIT has compiled the hot loops
const start = performance.now();
const cpuStart = process.cpuUsage();
let leaves = 0;
let runs = 0;
while (runs < 1 || performance.now() - start < 3000) {
  leaves += perft(simpleChess, state, depth);
  runs++;
}
const seconds = (performance.now() - start) / 1000;
const cpu = process.cpuUsage(cpuStart);
const cpuSeconds = (cpu.user + cpu.system) / 1e6;
console.log(
  `simple-chess perft(${depth}) from the start x${runs}: ${leaves} leaves in ${seconds.toFixed(2)} s = ` +
    `${(leaves / seconds / 1e6).toFixed(2)} M leaves/s (${(leaves / cpuSeconds / 1e6).toFixed(2)} M leaves per CPU second)`,
);
