import { ADJUDICATED, type MatchGame } from '@tabula/ai';
import type { AnyGame, AnyNotation, Outcome, Rng } from '@tabula/engine-core';
import { restoreRng } from '@tabula/engine-core';
import type { Contestant } from './contestant.js';
import type { ArenaRecord, Forfeit } from './protocol.js';

/**
 * Plays one game of a match between two contestants. Random streams are dealt exactly as
 * `@tabula/ai`'s `playGame` deals them (the start, then seat 0's, then seat 1's), so a match of our
 * own bots plays the very same games here; a test holds the two together. It is asynchronous so that
 * an external engine can take part, and it times every move of both sides.
 *
 * @param contestants - `[A, B]`; A sits in seat `match.seatOfA`
 */
export async function playArenaGame(
  game: AnyGame,
  notation: AnyNotation,
  contestants: readonly [Contestant, Contestant],
  match: MatchGame,
  maxPlies: number,
): Promise<ArenaRecord> {
  const rng = restoreRng(match.seed);
  let state = game.start(rng.fork());
  const seatRngs: readonly [Rng, Rng] = [rng.fork(), rng.fork()];
  const botOfSeat = (seat: 0 | 1): 0 | 1 => (seat === match.seatOfA ? 0 : 1);
  const ms: [number, number] = [0, 0];
  const played: [number, number] = [0, 0];
  const moves: string[] = [];
  let forfeit: Forfeit | undefined;
  let outcome: Outcome | undefined;
  for (const contestant of contestants) await contestant.newGame();
  while (outcome === undefined) {
    const status = game.status(state);
    if (status.kind === 'over') {
      outcome = { winner: status.winner, reason: status.reason };
      break;
    }
    if (moves.length >= maxPlies) {
      outcome = { winner: null, reason: ADJUDICATED };
      break;
    }
    const seat = status.toMove;
    const bot = botOfSeat(seat);
    const contestant = contestants[bot];
    const view = game.view(state, seat);
    const choice = await contestant.choose({ view, rng: seatRngs[seat], moves });
    if (choice.kind === 'forfeit') {
      forfeit = { bot, reason: choice.reason, detail: choice.detail };
      outcome = { winner: seat === 0 ? 1 : 0, reason: choice.reason };
      break;
    }
    const next = game.play(state, choice.move);
    // Our bots choose from legalMoves and an engine's move went through the parser: a bug, not a loss.
    if (!next.ok) throw new Error(`${contestant.name} chose an illegal move in ${game.id}: ${next.error.message}`);
    moves.push(notation.formatMove(state, choice.move));
    ms[bot] += choice.ms;
    played[bot]++;
    state = next.value;
  }
  const winnerIsA = outcome.winner !== null && outcome.winner === match.seatOfA;
  const pointsA = outcome.winner === null ? 0.5 : winnerIsA ? 1 : 0;
  return {
    index: match.index,
    seatOfA: match.seatOfA,
    outcome,
    plies: moves.length,
    pointsA,
    ms,
    moves: played,
    ...(forfeit ? { forfeit } : {}),
  };
}
