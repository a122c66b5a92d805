/**
 * The level ladder: for every registered game, each level against the level below (2 vs 1 … 5 vs 4)
 * over a seeded match, played by the built `tabula arena` on worker threads. Prints each rung's
 * score with its 95% Wilson interval and Elo, and exits 1 when a level does not outscore the one
 * below: this is the strength check the unit tests leave out, because a Stratego rung costs minutes.
 *
 *   nx run cli:bench [-- [GAME…] [--games N] [--seed S] [--max-plies P] [--threads T]]
 *
 * Defaults: every game, 10 games a rung, seed 11, 300 plies. The README's ladder tables use
 * `--games 100`.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { registry } from '@tabula/games';
import type { ArenaJson } from '../src/arena/report.js';


const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    games: { type: 'string', default: '10' },
    seed: { type: 'string', default: '11' },
    'max-plies': { type: 'string', default: '300' },
    threads: { type: 'string' },
  },
});

const known = registry.list().map((entry) => entry.id);
const unknown = positionals.filter((id) => !known.includes(id));
if (unknown.length > 0) {
  console.error(`ladder bench: unknown game '${unknown.join("', '")}'; known games: ${known.join(', ')}`);
  process.exit(2);
}
const games = positionals.length > 0 ? positionals : known;
const bin = fileURLToPath(new URL('../bin/tabula.js', import.meta.url));

/** One rung through the real command, as a user would run it. */
function arena(game: string, bots: string): ArenaJson {
  const args = ['arena', game, '--bots', bots, '--games', values.games, '--seed', values.seed, '--max-plies', values['max-plies'], '--json'];
  if (values.threads !== undefined) args.push('--threads', values.threads);
  const run = spawnSync(process.execPath, [bin, ...args], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`tabula ${args.join(' ')} failed (${run.status}): ${run.stderr.trim()}`);
  return JSON.parse(run.stdout) as ArenaJson;
}

const percent = (share: number) => `${(share * 100).toFixed(1)}%`;
const elo = (value: number | null, unbounded: string) => (value === null ? unbounded : `${value >= 0 ? '+' : ''}${Math.round(value)}`);

console.log(`level ladder: each level against the one below, ${values.games} games a rung, seed ${values.seed}, ${values['max-plies']} plies`);
console.log(`${'game'.padEnd(14)} ${'rung'.padEnd(7)} ${'W-D-L'.padEnd(10)} ${'score'.padStart(7)} ${'95% interval'.padStart(14)} ${'elo (95% interval)'.padStart(24)} ${'time'.padStart(7)}  above 50%`);
let failures = 0;
for (const game of games) {
  for (const level of [2, 3, 4, 5]) {
    const started = Date.now();
    const result = arena(game, `level${level},level${level - 1}`);
    const seconds = (Date.now() - started) / 1000;
    const passed = result.score > 0.5;
    if (!passed) failures++;
    const wdl = `${result.wins[0]}-${result.draws}-${result.wins[1]}`;
    const interval = `${percent(result.interval[0])}–${percent(result.interval[1])}`;
    const eloText = `${elo(result.elo, '')} (${elo(result.eloInterval[0], '-inf')} to ${elo(result.eloInterval[1], '+inf')})`;
    console.log(
      `${game.padEnd(14)} ${`${level} v ${level - 1}`.padEnd(7)} ${wdl.padEnd(10)} ${percent(result.score).padStart(7)} ${interval.padStart(14)} ${eloText.padStart(24)} ${`${seconds.toFixed(0)}s`.padStart(7)}  ${passed ? 'yes' : 'NO'}`,
    );
  }
}
if (failures > 0) {
  console.error(`${failures} rung(s) where a level did not outscore the level below`);
  process.exitCode = 1;
}
