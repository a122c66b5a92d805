import { newClock } from '@tabula/play';
import type { StoredGame } from '../storage/game-store.js';

/**
 * The new game a rematch opens: the same game, start position and time control, a fresh seed (new
 * armies, new bot choices), and the seats swapped, so whoever moved second now moves first. Each seat's
 * token hash moves with its player, so the token a player already holds opens their new seat: nobody
 * needs an invite, and nobody else learns a token.
 */
export function rematchDraft(finished: StoredGame, id: string, seed: string): StoredGame {
  return {
    id,
    game: finished.game,
    players: [finished.players[1], finished.players[0]],
    seed,
    position: finished.position,
    setups: [null, null],
    record: null,
    version: 0,
    status: 'open',
    tokenHashes: [finished.tokenHashes[1], finished.tokenHashes[0]],
    takebackBy: null,
    ...(finished.clock ? { clock: newClock(finished.clock.control) } : {}),
  };
}
