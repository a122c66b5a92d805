import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createRng, type Player } from '@tabula/engine-core';
import { registry } from '@tabula/games';
import { createSession, inProcessThinker, randomSetupFor } from '@tabula/play';
import { pino } from 'pino';
import { SingleNode } from '../src/cluster/single-node.js';
import { DEFAULT_CACHE_GAMES, DEFAULT_CACHE_POSITIONS, GameService } from '../src/online/game-service.js';
import { storedState } from '../src/online/session-of.js';
import type { StoredGame } from '../src/storage/game-store.js';
import { SqliteGameStore } from '../src/storage/sqlite-game-store.js';
import { heapAfterGc } from '../src/testing/heap-after-gc.js';

// `nx run api:bench`, second part: what one game held in memory costs (its replayed session), how long a
// game dropped from memory takes to come back, and what TABULA_CACHE_GAMES and TABULA_CACHE_POSITIONS
// bound when every game is read once, as a crawler after a restart would. In this process, on a SQLite
// file; heap measured after a full GC.

const heap = heapAfterGc;

const deps = { registry, thinker: inProcessThinker(registry) };
const log = pino({ level: 'silent' });
const store = new SqliteGameStore(path.join(mkdtempSync(path.join(tmpdir(), 'tabula-memory-')), 'tabula.db'));

/** A stored game between two people, as the server would have stored it: `plies` random moves, then resigned if asked. */
function storedGame(game: string, plies: number, seed: number, resign: boolean): StoredGame {
  const draft: StoredGame = {
    id: `${game}-${plies}-${seed}`,
    game,
    players: ['human', 'human'],
    seed: String(seed),
    position: null,
    setups: [null, null],
    record: null,
    version: 0,
    status: 'active',
    tokenHashes: ['0'.repeat(64), '1'.repeat(64)],
    takebackBy: null,
  };
  const created = createSession({ game, seats: ['human', 'human'], seed: draft.seed }, deps);
  if (!created.ok) throw new Error(created.error.message);
  const session = created.value;
  let version = 0;
  if (session.phase === 'setup') {
    for (const seat of [0, 1] as const) {
      const entry = session.entry;
      session.submitSetup(seat, entry.notation.formatSetup?.(randomSetupFor(entry, seat, seed) as never, seat) ?? '');
      version++;
    }
  }
  const random = createRng(seed);
  for (let ply = 0; ply < plies && session.phase === 'playing'; ply++) {
    const seat = session.toMove as Player;
    const options = session.snapshot(seat).legalMoves ?? [];
    if (options.length === 0) break;
    const played = session.submit(seat, (options[random.int(options.length)] as { text: string }).text);
    if (!played.ok) throw new Error(played.error.message);
    version++;
  }
  if (resign && session.phase === 'playing') {
    session.resign(session.toMove as Player);
    version++;
  }
  return { ...draft, ...storedState(session, draft), version };
}

interface Kind {
  readonly name: string;
  readonly ids: string[];
  /** The positions each of its games counts for in the cache (its plies, and its start). */
  readonly positions: number;
}

async function fill(name: string, count: number, plies: number, make: (seed: number) => StoredGame): Promise<Kind> {
  const ids: string[] = [];
  for (let seed = 1; seed <= count; seed++) {
    const game = make(seed);
    await store.create(game);
    ids.push(game.id);
  }
  return { name, ids, positions: plies + 1 };
}

/** Reads each game once through a fresh service: the heap it kept, what it holds at the end, and the time per read. */
async function readAll(ids: readonly string[], cacheGames: number, cachePositions = Number.POSITIVE_INFINITY): Promise<{ grown: number; held: number; msPerRead: number }> {
  const games = new GameService(store, deps, log, new SingleNode(store), { cacheGames, cachePositions });
  const before = heap();
  const started = performance.now();
  let mostHeld = 0;
  for (const id of ids) {
    await games.view(id, 'spectator');
    // The cache trims between turns of the event loop, as between a server's requests.
    await new Promise((resolve) => setImmediate(resolve));
    mostHeld = Math.max(mostHeld, games.held);
  }
  const msPerRead = (performance.now() - started) / ids.length;
  const grown = heap() - before;
  await games.close();
  return { grown, held: mostHeld, msPerRead };
}

const kinds = [
  await fill('new Jungle game', 2_500, 0, (seed) => storedGame('jungle', 0, seed, false)),
  await fill('Jungle, 20 plies', 2_450, 20, (seed) => storedGame('jungle', 20, seed, false)),
  await fill('Stratego, 400 plies, finished', 50, 400, (seed) => storedGame('stratego', 400, seed, true)),
];
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MB`;
const lines = ['api memory bench: heap per game held (its replayed session) and a replay of a dropped game'];
let largest = 0;
let dearestPosition = 0;
for (const kind of kinds) {
  const held = await readAll(kind.ids, Number.POSITIVE_INFINITY);
  const replayed = await readAll(kind.ids, 0);
  largest = Math.max(largest, held.grown / kind.ids.length);
  dearestPosition = Math.max(dearestPosition, held.grown / kind.ids.length / kind.positions);
  lines.push(`${kind.name.padEnd(32)} ${kb(held.grown / kind.ids.length).padStart(10)} per game   replay ${replayed.msPerRead.toFixed(2).padStart(6)} ms`);
}
// Every game, in an order that mixes the kinds, as a crawler would meet them.
const all = kinds.flatMap((kind) => kind.ids);
const order = createRng('memory-bench');
for (let i = all.length - 1; i > 0; i--) {
  const j = order.int(i + 1);
  [all[i], all[j]] = [all[j] as string, all[i] as string];
}
const small = await readAll(all, 50);
const none = await readAll(all, Number.POSITIVE_INFINITY);
const byDefault = await readAll(all, DEFAULT_CACHE_GAMES, DEFAULT_CACHE_POSITIONS);
const fewPositions = await readAll(all, Number.POSITIVE_INFINITY, 20_000);
lines.push(
  `reading ${all.length} games once: TABULA_CACHE_GAMES=50 → at most ${small.held} held, heap +${mb(small.grown)}; TABULA_CACHE_POSITIONS=20000 → at most ${fewPositions.held} held, +${mb(fewPositions.grown)}; the defaults → at most ${byDefault.held} held, +${mb(byDefault.grown)}; no cap → ${none.held} held, +${mb(none.grown)} (${mb((none.grown * 1000) / all.length)} per 1,000 games)`,
  `the most the defaults let memory hold: TABULA_CACHE_POSITIONS=${DEFAULT_CACHE_POSITIONS} × the dearest position measured (${kb(dearestPosition)}) = ${mb(DEFAULT_CACHE_POSITIONS * dearestPosition)}, or TABULA_CACHE_GAMES=${DEFAULT_CACHE_GAMES} × the largest game measured = ${mb(DEFAULT_CACHE_GAMES * largest)}, whichever is less (aim < 400 MB, for a 1 GB server)`,
  '',
);
process.stdout.write(lines.join('\n'));
await store.close();
if (small.held > 50 || byDefault.held > DEFAULT_CACHE_GAMES) throw new Error('the cache held more games than its size');
