import { createRng, type Outcome } from '@tabula/engine-core';
import { registry as allGames, type GameEntry } from '@tabula/games';
import { parseRecord } from '@tabula/notation/record';
import { inProcessThinker } from './bot-thinker.js';
import { GameSession, type StartKind } from './game-session.js';
import { fromRuleError, refuse, type PlayResult } from './play-error.js';
import { parseSeat, type Seat } from './seats.js';
import type { SessionDependencies, SessionOptions } from './session-options.js';
import { parseSetupText, randomSetupFor } from './start-position.js';

/** Where a new session begins. */
interface Beginning {
  readonly start: unknown;
  readonly startKind: StartKind;
  readonly setups: readonly [unknown, unknown] | null;
  readonly moves: readonly unknown[];
  /** The states the record's parser replayed, `states[0]` the start (a resumed record only). */
  readonly states?: readonly unknown[];
  readonly decided: Outcome | null;
}

const NO_MOVES = { moves: [], decided: null } as const;

/**
 * Creates a session from options that may come from anyone (a command line, a request body): every
 * text goes through the notation's parsers, and anything wrong is refused with what is wrong.
 */
export function createSession(options: SessionOptions, dependencies: SessionDependencies = {}): PlayResult<GameSession> {
  const registry = dependencies.registry ?? allGames;
  if (typeof options?.game !== 'string') return refuse('bad-option', 'name the game, e.g. { game: "jungle" }');
  const found = registry.get(options.game);
  if (!found.ok) return refuse('bad-option', found.error.message);
  const entry = found.value;
  if (!Array.isArray(options.seats) || options.seats.length !== 2) return refuse('bad-option', 'a game has two seats: [seat0, seat1]');
  const seat0 = parseSeat(options.seats[0], 0);
  if (!seat0.ok) return seat0;
  const seat1 = parseSeat(options.seats[1], 1);
  if (!seat1.ok) return seat1;
  const seats = [seat0.value, seat1.value] as const;
  const seed = options.seed ?? 1;
  const given = [options.position, options.record, options.setups].filter((choice) => choice !== undefined).length;
  if (given > 1) return refuse('bad-option', 'start from one of: a position, a record, or setups');

  const beginning = beginningOf(entry, options, seats, seed);
  if (!beginning.ok) return beginning;
  return {
    ok: true,
    value: new GameSession({
      entry,
      seats,
      seed,
      tags: options.tags ?? [],
      thinker: dependencies.thinker ?? inProcessThinker(registry),
      ...beginning.value,
    }),
  };
}

function beginningOf(entry: GameEntry, options: SessionOptions, seats: readonly [Seat, Seat], seed: number | string): PlayResult<Beginning> {
  if (options.record !== undefined) return fromRecord(entry, options.record);
  if (options.position !== undefined) {
    const parsed = entry.notation.parsePosition(options.position);
    if (!parsed.ok) return fromRuleError(parsed.error);
    // A piece nobody may know (`X`/`x`, ST-9) could never be attacked: such a game would stall.
    if (entry.game.picture(parsed.value).cells.some((cell) => cell.piece?.kind === 'unknown')) {
      return refuse('invalid-position', 'a game starts from a position with every piece known: hidden pieces (X/x) belong to a player\'s view, and no attack on them could be fought (ST-9)');
    }
    return { ok: true, value: { start: parsed.value, startKind: 'position', setups: null, ...NO_MOVES } };
  }
  if (entry.game.setup) return fromSetups(entry, seats, options.setups, seed);
  if (options.setups !== undefined) return refuse('bad-option', `${entry.game.name} has no set-up phase; setups apply to Stratego`);
  return { ok: true, value: { start: entry.game.start(createRng(seed)), startKind: 'standard', setups: null, ...NO_MOVES } };
}

/**
 * The set-up phase (ST-1): setups given in advance are checked; a bot seat without one draws a
 * random army; a person's seat without one sets up later. Play starts at once when both stand.
 */
function fromSetups(
  entry: GameEntry,
  seats: readonly [Seat, Seat],
  texts: SessionOptions['setups'],
  seed: number | string,
): PlayResult<Beginning> {
  const setups: [unknown, unknown] = [null, null];
  for (const seat of [0, 1] as const) {
    const text = texts?.[seat];
    if (text !== undefined) {
      const parsed = parseSetupText(entry, seat, text);
      if (!parsed.ok) return { ok: false, error: { ...parsed.error, message: `setup of ${entry.game.playerNames[seat]}: ${parsed.error.message}` } };
      setups[seat] = parsed.value;
    } else if (seats[seat].kind === 'bot') setups[seat] = randomSetupFor(entry, seat, seed);
  }
  if (setups[0] === null || setups[1] === null) return { ok: true, value: { start: null, startKind: 'setups', setups, ...NO_MOVES } };
  const started = entry.game.setup?.start(setups[0], setups[1]);
  if (!started?.ok) return started ? fromRuleError(started.error) : refuse('bad-option', `${entry.game.name} has no set-up phase`);
  return { ok: true, value: { start: started.value, startKind: 'setups', setups, ...NO_MOVES } };
}

/** A saved record resumed: its start, its moves, and its result when the board does not show it. */
function fromRecord(entry: GameEntry, text: string): PlayResult<Beginning> {
  if (typeof text !== 'string') return refuse('parse', 'a record is text');
  const parsed = parseRecord(entry, text);
  if (!parsed.ok) return fromRuleError(parsed.error);
  const record = parsed.value;
  if (record.setups && (record.setups[0] === null || record.setups[1] === null)) {
    return refuse('hidden-record', 'this record hides pieces (X/x): it is one viewer\'s copy of a running game, which can be replayed but not resumed');
  }
  const last = record.states[record.states.length - 1];
  const decided = entry.game.status(last).kind === 'over' ? null : record.outcome;
  const startKind: StartKind = record.setups ? 'setups' : record.tags.some(([name]) => name === 'Start') ? 'position' : 'standard';
  return {
    ok: true,
    value: {
      start: record.start,
      startKind,
      setups: record.setups ? [record.setups[0], record.setups[1]] : null,
      moves: record.moves,
      states: record.states,
      decided,
    },
  };
}
