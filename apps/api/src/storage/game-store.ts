/**
 * Where online games live between requests and across restarts. Small on purpose: SQLite (one node) and
 * PostgreSQL (several nodes) each implement it in one file, and `game-store.contract.ts` tests both.
 */

/** Who sits in a seat, as the creator wrote it: a person, or a bot level (`level3`, `greedy`). */
export type StoredPlayer = 'human' | { readonly bot: string };

/** A game's place in the lobby: waiting for a person to take a seat, being played, or decided. */
export type GameStatus = 'open' | 'active' | 'finished';

import { flagTime, type ClockState } from '@tabula/play';

/**
 * Everything needed to bring a game back exactly: how it was created, the setups submitted so far
 * (Stratego's set-up phase) or the full record once play began, and the seats' token hashes.
 * Never sent to a client as it is: the record and the setups hold hidden ranks (ST-9).
 */
export interface StoredGame {
  readonly id: string;
  /** A registry id (`jungle`). */
  readonly game: string;
  readonly players: readonly [StoredPlayer, StoredPlayer];
  readonly seed: string;
  /** The start position text the creator gave, if any. */
  readonly position: string | null;
  /** Stratego before play: each person's setup text once submitted (bots draw theirs from the seed). */
  readonly setups: readonly [string | null, string | null];
  /** The full record (`session.record('all')`) once the game is in play; null during the set-up phase. */
  readonly record: string | null;
  /** Compare-and-set counter: one more for every accepted change. */
  readonly version: number;
  readonly status: GameStatus;
  /** SHA-256 of each human seat's token once taken, hex; null for a free or bot seat. */
  readonly tokenHashes: readonly [string | null, string | null];
  /** A takeback one person offered the other, awaiting an answer. */
  readonly takebackBy: 0 | 1 | null;
  /** A draw one person offered the other, awaiting an answer (absent in games stored before offers existed). */
  readonly drawOfferBy?: 0 | 1 | null;
  /** Made by quick pairing and waiting for its second player: only another pairing request takes its seat. */
  readonly seeking?: boolean;
  /** After the end: which seats want a rematch, and the rematch's id once both did (absent until one asks). */
  readonly rematch?: { readonly wanted: readonly [boolean, boolean]; readonly next: string | null };
  /**
   * A timed game's clock as it stood after the last change (absent in untimed games and in games stored
   * before clocks existed). Committed with every change, so a restart or another node goes on exactly.
   */
  readonly clock?: ClockState | null;
}

/** One compare-and-set write: the game's new state over the version it must still have. */
export interface StoredChange {
  readonly game: StoredGame;
  readonly expected: number;
}

/** A lobby query: by status and game, one page at a time, oldest first. */
export interface LobbyQuery {
  readonly status?: GameStatus;
  readonly game?: string;
  readonly limit: number;
  readonly offset: number;
}

/**
 * Every method answers through a promise: SQLite answers at once, PostgreSQL over the network. A write
 * resolves only once it is durable, so a caller may acknowledge it.
 */
export interface GameStore {
  /** Adds a new game; rejects when the id exists. */
  create(game: StoredGame): Promise<void>;
  /** The game, or null when there is none with this id. */
  load(id: string): Promise<StoredGame | null>;
  /**
   * The stored version of each game asked for that exists: one cheap query, so that a node sharing the
   * database with others can tell whether the game it holds in memory is still the latest.
   */
  versions(ids: readonly string[]): Promise<ReadonlyMap<string, number>>;
  /**
   * Replaces the game only if the stored one still has version `expected` (compare-and-set); the
   * change is durable when this resolves true. False means another writer got there first.
   */
  save(game: StoredGame, expected: number): Promise<boolean>;
  /**
   * Several {@link save}s in one durable transaction (one disk flush for all: a group commit), in order,
   * so a game may appear twice with consecutive versions. Says per change whether its version held;
   * a change that did not hold is not written, the others are.
   */
  saveAll(changes: readonly StoredChange[]): Promise<boolean[]>;
  /**
   * True when `saveAll` writes its transaction (and decides each compare-and-set) before it returns,
   * leaving only the disk flush to wait for: the next batch may then be written at once, its flush
   * overlapping the last one's, and the order of a game's versions still holds.
   */
  readonly writesAtOnce?: boolean;
  /** A page of games matching the query, and whether more follow. */
  list(query: LobbyQuery): Promise<{ readonly games: readonly StoredGame[]; readonly more: boolean }>;
  /** Ids of every unfinished game with a bot seat, oldest first (their bots are set thinking at start-up). */
  botGames(): Promise<readonly string[]>;
  /**
   * Ids of the unfinished timed games whose running flag falls at or before `now` (server ms): the sweep
   * that ends them even when no node holds them in memory, after a restart or a node's death.
   */
  dueFlags(now: number, limit: number): Promise<readonly string[]>;
  close(): Promise<void>;
}

/** When the game's running flag falls (server ms), for the store's index of timed games; null when none runs. */
export function flagAt(game: StoredGame): number | null {
  if (game.status === 'finished' || !game.clock) return null;
  return flagTime(game.clock);
}

/** Whether a seat of the game is a bot's: such games need a node to move them (`botGames`). */
export function hasBotSeat(game: StoredGame): boolean {
  return game.players.some((player) => player !== 'human');
}
