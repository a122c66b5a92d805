import type { Registry } from '@tabula/games';
import { createSession, type BotThinker, type GameSession, type PlayResult, type SessionOptions } from '@tabula/play';
import type { GameStatus, StoredGame } from '../storage/game-store.js';

/** What the server builds sessions with. */
export interface SessionDeps {
  readonly registry: Registry;
  /** How bots think in a game with a human seat (someone waits for the reply). */
  readonly thinker: BotThinker;
  /** How bots think in a game between two bots (default `thinker`): the server serves these after persons' games. */
  readonly botGameThinker?: BotThinker;
}

/**
 * The live session of a stored game: from its record once play began (every move replayed through the
 * engine), else from its creation options and the setups submitted so far.
 */
export function sessionOf(stored: StoredGame, deps: SessionDeps): PlayResult<GameSession> {
  const base: SessionOptions = { game: stored.game, seats: [stored.players[0], stored.players[1]], seed: stored.seed };
  let options: SessionOptions;
  if (stored.record !== null) options = { ...base, record: stored.record };
  else if (stored.position !== null) options = { ...base, position: stored.position };
  else if (stored.setups.some((setup) => setup !== null)) options = { ...base, setups: [stored.setups[0] ?? undefined, stored.setups[1] ?? undefined] };
  else options = base;
  const botsOnly = stored.players.every((player) => player !== 'human');
  return createSession(options, { registry: deps.registry, thinker: (botsOnly && deps.botGameThinker) || deps.thinker });
}

/** A game's lobby status: decided, waiting for a person to take a human seat, or under way. */
export function statusOf(session: GameSession, tokenHashes: StoredGame['tokenHashes']): GameStatus {
  if (session.phase === 'over') return 'finished';
  const free = session.seats.some((seat, index) => seat.kind === 'human' && tokenHashes[index] === null);
  return free ? 'open' : 'active';
}

/** The parts of a stored game that follow from its session: the record or setups, and the status. */
export function storedState(session: GameSession, stored: StoredGame): Pick<StoredGame, 'record' | 'setups' | 'status'> {
  const inSetup = session.phase === 'setup';
  return {
    record: inSetup ? null : session.record('all'),
    setups: inSetup ? [session.snapshot(0).ownSetup, session.snapshot(1).ownSetup] : stored.setups,
    status: statusOf(session, stored.tokenHashes),
  };
}
