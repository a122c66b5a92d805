import { createRng, type Player, type Viewer } from '@tabula/engine-core';
import { registry } from '@tabula/games';
import { inProcessThinker, randomSetupFor, type BotThinker } from '@tabula/play';
import { pino } from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { SingleNode } from '../cluster/single-node.js';
import type { StoredChange, StoredGame } from '../storage/game-store.js';
import { SqliteGameStore } from '../storage/sqlite-game-store.js';
import { tempDbFile } from '../testing/test-server.js';
import { GameService, type NewGame } from './game-service.js';
import { heapAfterGc } from '../testing/heap-after-gc.js';

// The games memory holds are a cache of the store (TABULA_CACHE_GAMES): past the cache's size, idle games
// are dropped and replayed from the store on demand. These tests check that a replayed game is the game
// it was, to every viewer, that memory never holds more than it may, and that games in use stay.

/** A SQLite store that counts loads (a load is a replay) and whose commits can be held back. */
class CountingStore extends SqliteGameStore {
  loads = 0;
  /** While set, every commit waits for it. */
  gate: Promise<void> | null = null;
  override async load(id: string): Promise<StoredGame | null> {
    this.loads++;
    return super.load(id);
  }
  override async saveAll(changes: readonly StoredChange[]): Promise<boolean[]> {
    while (this.gate) await this.gate;
    return super.saveAll(changes);
  }
}

const log = pino({ level: 'silent' });
const VIEWERS: readonly Viewer[] = [0, 1, 'spectator'];

function service(store: SqliteGameStore, cacheGames: number, thinker: BotThinker = inProcessThinker(registry)): GameService {
  return new GameService(store, { registry, thinker }, log, new SingleNode(store), { cacheGames });
}

/** Lets the turn of the event loop end: the cache trims between turns. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Everything anyone can learn of a game: its version, each viewer's view and record (or the refusal). */
async function everything(games: GameService, id: string): Promise<unknown> {
  const views = [];
  const records = [];
  for (const viewer of VIEWERS) {
    views.push(await games.view(id, viewer));
    records.push(await games.record(id, viewer).catch((error: { code?: string }) => `refused: ${error.code}`));
  }
  return { version: await games.version(id), views, records };
}

/** Plays up to `plies` random legal moves, each by the seat to move as that seat sees the game. */
async function playRandom(games: GameService, id: string, plies: number, random: () => number): Promise<void> {
  for (let ply = 0; ply < plies; ply++) {
    const { phase, toMove } = await games.view(id, 'spectator');
    if (phase !== 'playing' || toMove === null) return;
    const mine = await games.view(id, toMove);
    const options = mine.legalMoves ?? [];
    if (options.length === 0) return;
    await games.move(id, toMove, (options[Math.floor(random() * options.length)] as { text: string }).text, mine.version);
  }
}

/** A Stratego army for the seat, as a person would type it. */
function army(seat: Player, seed: number): string {
  const entry = registry.get('stratego');
  if (!entry.ok || !entry.value.notation.formatSetup) throw new Error('no stratego');
  return entry.value.notation.formatSetup(randomSetupFor(entry.value, seat, seed) as never, seat);
}

/** Waits until no bot is to move (its reply committed). */
async function botReplied(games: GameService, id: string): Promise<void> {
  for (;;) {
    const view = await games.view(id, 'spectator');
    if (view.toMove === null || view.players[view.toMove].kind === 'human') return;
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
}

const SMALL_GAMES = ['jungle', 'animal-chess', 'checkers61b', 'simple-chess'] as const;

/** One game of a varied mix (new, played, open seats, set-up phase, takeback offered, resigned, against a bot), played. */
async function playGame(games: GameService, index: number, random: () => number): Promise<string> {
  const small = SMALL_GAMES[index % SMALL_GAMES.length] as string;
  const plies = Math.floor(random() * 9);
  const create = async (request: NewGame) => (await games.create(request)).id;
  switch (index % 10) {
    case 4: {
      const id = await create({ game: small, players: ['human', 'human'], take: [0], seed: index });
      await playRandom(games, id, plies, random);
      return id;
    }
    case 5: {
      const id = await create({ game: 'stratego', players: ['human', 'human'], take: [0, 1], seed: index });
      await games.setup(id, 0, army(0, index), undefined);
      await games.setup(id, 1, army(1, index + 1), undefined);
      await playRandom(games, id, plies, random);
      return id;
    }
    case 6: {
      const id = await create({ game: 'stratego', players: ['human', 'human'], take: [0, 1], seed: index });
      await games.setup(id, 1, army(1, index), undefined);
      return id;
    }
    case 7: {
      const id = await create({ game: 'jungle', players: ['human', 'human'], take: [0, 1], seed: index });
      await playRandom(games, id, 2 + (plies % 4), random);
      const view = await games.view(id, 'spectator');
      if (view.toMove !== null) await games.undo(id, view.toMove === 0 ? 1 : 0, view.version);
      return id;
    }
    case 8: {
      const id = await create({ game: index % 20 === 8 ? 'stratego' : small, players: ['human', 'human'], take: [0, 1], seed: index });
      if (index % 20 === 8) {
        await games.setup(id, 0, army(0, index), undefined);
        await games.setup(id, 1, army(1, index), undefined);
      }
      await playRandom(games, id, plies, random);
      const view = await games.view(id, 'spectator');
      if (view.phase === 'playing') await games.resign(id, view.toMove ?? 0, view.version);
      return id;
    }
    case 9: {
      const id = await create({ game: small, players: ['human', { bot: 'random' }], take: [0], seed: index });
      for (let turn = 0; turn < 1 + (plies % 3); turn++) {
        await playRandom(games, id, 1, random);
        await botReplied(games, id);
      }
      return id;
    }
    default: {
      const id = await create({ game: small, players: ['human', 'human'], take: [0, 1], seed: index });
      await playRandom(games, id, plies, random);
      return id;
    }
  }
}

const GAMES = 2_000;
const CACHE = 50;
const PLAYERS = 16;

describe('the games memory holds, bounded (TABULA_CACHE_GAMES)', () => {
  const file = tempDbFile();
  const store = new CountingStore(file);
  afterAll(() => store.close());
  const ids: string[] = [];

  it(`plays ${GAMES} games with room for ${CACHE}, then reads them all in random order: each is what it was, to every viewer`, { timeout: 300_000 }, async () => {
    const games = service(store, CACHE);
    const expected = new Map<string, unknown>();
    // Played PLAYERS at a time, as people would: their moves share commits (one disk flush each).
    let next = 0;
    let mostHeld = 0;
    const player = async () => {
      for (let index = next++; index < GAMES; index = next++) {
        const random = createRng(`game-cache/${index}`);
        const id = await playGame(games, index, () => random.next());
        // Taken from the session that played the game, before memory could drop it.
        expected.set(id, await everything(games, id));
        ids[index] = id;
        await nextTurn();
        mostHeld = Math.max(mostHeld, games.held);
      }
    };
    await Promise.all(Array.from({ length: PLAYERS }, player));
    // Each player may have added a game since the last trim.
    expect(mostHeld).toBeLessThanOrEqual(CACHE + PLAYERS);

    const random = createRng('game-cache');
    mostHeld = 0;
    const order = [...ids];
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(random.next() * (i + 1));
      [order[i], order[j]] = [order[j] as string, order[i] as string];
    }
    const loadsBefore = store.loads;
    for (const id of order) {
      expect(await everything(games, id), id).toEqual(expected.get(id));
      await nextTurn();
      mostHeld = Math.max(mostHeld, games.held);
    }
    expect(mostHeld).toBeLessThanOrEqual(CACHE);
    // Nearly every read was a replay from the store, not a look at what memory kept.
    expect(store.loads - loadsBefore).toBeGreaterThanOrEqual(GAMES - CACHE);
    await games.close();
  });

  it('holds far less memory reading every game with a small cache than with none', { timeout: 120_000 }, async () => {
    expect(ids.length).toBe(GAMES);
    const heap = heapAfterGc;
    const read = async (cacheGames: number) => {
      const games = service(store, cacheGames);
      const before = heap();
      for (const id of ids) {
        await games.view(id, 'spectator');
        await nextTurn();
      }
      const grown = heap() - before;
      const held = games.held;
      await games.close();
      return { grown, held };
    };
    const small = await read(CACHE);
    const none = await read(Number.POSITIVE_INFINITY);
    const mb = (bytes: number) => (bytes / 2 ** 20).toFixed(1);
    process.stdout.write(
      `reading ${GAMES} games: cache of ${CACHE} → ${small.held} held, heap +${mb(small.grown)} MB; no cap → ${none.held} held, heap +${mb(none.grown)} MB (${mb((none.grown * 1000) / GAMES)} MB per 1,000 games)\n`,
    );
    expect(small.held).toBeLessThanOrEqual(CACHE);
    expect(none.held).toBe(GAMES);
    expect(small.grown).toBeLessThan(none.grown / 4);
  });
});

describe('games in use stay in memory whatever the cache size', () => {
  it('keeps a watched game, a game whose bot is thinking and a game whose change awaits its commit; drops each once idle', async () => {
    const store = new CountingStore(':memory:');
    let answer: () => void = () => undefined;
    const thinking = new Promise<void>((resolve) => (answer = resolve));
    const inner = inProcessThinker(registry);
    const games = service(store, 1, async (request, signal) => {
      await thinking;
      return inner(request, signal);
    });
    const newGame = async (players: NewGame['players'] = ['human', 'human']) => (await games.create({ game: 'jungle', players, take: [0], seed: 1 })).id;
    /** Whether reading the game replays it: false while memory kept it. */
    const replays = async (id: string) => {
      const loads = store.loads;
      await games.view(id, 'spectator');
      return store.loads > loads;
    };
    const readOthers = async (count: number) => {
      for (let i = 0; i < count; i++) {
        await games.view(await newGame(), 'spectator');
        await nextTurn();
      }
    };

    const watched = await newGame();
    const unwatch = games.watch(watched);
    const bot = await newGame(['human', { bot: 'random' }]);
    await games.move(bot, 0, 'a3a4', 0);
    const committing = await newGame();
    let release: () => void = () => undefined;
    store.gate = new Promise<void>((resolve) => (release = resolve));
    const move = games.move(committing, 0, 'a3a4', 0);

    await readOthers(5);
    // Room for one game, and three in use: all three stay, the idle ones go.
    expect(games.held).toBe(3);
    expect(await replays(watched)).toBe(false);

    store.gate = null;
    release();
    await move;
    await nextTurn();
    expect(await replays(committing)).toBe(true);
    expect(await replays(watched)).toBe(false);

    unwatch();
    await readOthers(2);
    expect(await replays(watched)).toBe(true);

    expect(await replays(bot)).toBe(false);
    answer();
    await botReplied(games, bot);
    await readOthers(2);
    expect(await replays(bot)).toBe(true);
    expect((await games.view(bot, 'spectator')).moves).toHaveLength(2);
    await nextTurn();
    expect(games.held).toBe(1);
    await games.close();
    await store.close();
  });
});

describe('the positions memory holds, bounded (TABULA_CACHE_POSITIONS)', () => {
  const store = new CountingStore(tempDbFile());
  afterAll(() => store.close());

  it('drops played games past the bound on positions, however few the games, and replays each as it was', { timeout: 120_000 }, async () => {
    const BOUND = 40;
    const games = new GameService(store, { registry, thinker: inProcessThinker(registry) }, log, new SingleNode(store), { cacheGames: 1000, cachePositions: BOUND });
    const expected = new Map<string, unknown>();
    let mostPositions = 0;
    for (let index = 0; index < 12; index++) {
      const id = (await games.create({ game: 'jungle', players: ['human', 'human'], take: [0, 1], seed: index })).id;
      const random = createRng(`game-cache/positions/${index}`);
      await playRandom(games, id, 10, () => random.next());
      expected.set(id, await everything(games, id));
      await nextTurn();
      mostPositions = Math.max(mostPositions, games.heldPositions);
    }
    // Twelve games of eleven positions each (ten plies and the start) against room for forty.
    expect(mostPositions).toBeGreaterThan(BOUND - 11);
    expect(mostPositions).toBeLessThanOrEqual(BOUND);
    expect(games.held).toBeLessThanOrEqual(3);
    const loadsBefore = store.loads;
    for (const [id, was] of expected) {
      expect(await everything(games, id), id).toEqual(was);
      await nextTurn();
    }
    expect(store.loads - loadsBefore).toBeGreaterThanOrEqual(9);
    await games.close();
  });
});
