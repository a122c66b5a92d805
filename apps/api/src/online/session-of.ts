import type { Registry } from '@tabula/games';
import { createSession, keepSession, resumeOptions, type BotThinker, type GameSession, type PlayResult } from '@tabula/play';
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
  const options = resumeOptions({ game: stored.game, seats: [stored.players[0], stored.players[1]], seed: stored.seed }, stored);
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
  // Once play began the record holds the setups; the stored ones stay as they were.
  const kept = keepSession(session);
  return { record: kept.record, setups: kept.setups ?? stored.setups, status: statusOf(session, stored.tokenHashes) };
}
