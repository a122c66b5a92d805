import { checkers61b } from '../src/index.js';

// Fast perft from the start position at a fixed depth; leaves are counted in bulk at the last ply.
// Two figures: per wall-clock second, and per CPU second of this process (the machine is shared, so
// the wall-clock figure drops with load while the CPU figure stays close to the engine's own speed).
const depth = 7;
const state = checkers61b.start();
const perft = checkers61b.perft;
if (!perft) throw new Error('checkers61b has no fast perft');
perft(state, 5); // warm up the JIT
const cpuStart = process.cpuUsage();
const start = performance.now();
let leaves = 0;
let runs = 0;
while (performance.now() - start < 3000) {
  leaves += perft(state, depth);
  runs++;
}
const seconds = (performance.now() - start) / 1000;
const cpu = process.cpuUsage(cpuStart);
const cpuSeconds = (cpu.user + cpu.system) / 1e6;
console.log(
  `checkers61b fast perft(${depth}) x${runs}: ${leaves} leaves in ${seconds.toFixed(2)} s = ` +
    `${(leaves / seconds / 1e6).toFixed(2)} M leaves/s (${(leaves / cpuSeconds / 1e6).toFixed(2)} M leaves per CPU second)`,
);
