import { describe, expect, it } from 'vitest';
import { createBot, playGame, scheduleMatch, type Bot } from '@tabula/ai';
import type { AnyGame } from '@tabula/engine-core';
import { ticTacToe, ticTacToeNotation } from '@tabula/engine-core/testing';
import { registry } from '@tabula/games';
import { botContestant } from './contestant.js';
import { playArenaGame } from './play.js';

function bot(text: string, game: AnyGame): Bot {
  const made = createBot(text, game);
  if (!made.ok) throw new Error(made.error.message);
  return made.value;
}

const games = [
  ['tic-tac-toe', ticTacToe, ticTacToeNotation],
  ...registry
    .list()
    .filter((entry) => entry.id === 'simple-chess' || entry.id === 'stratego')
    .map((entry) => [entry.id, entry.game, entry.notation] as const),
] as const;

describe.each(games)('the arena’s game loop on %s', (_id, game, notation) => {
  it('plays the very games @tabula/ai’s playGame plays (same streams, same moves, same ends)', async () => {
    const texts = ['greedy~0.5', 'alphabeta:200n'] as const;
    for (const match of scheduleMatch(4, 17)) {
      const expected = playGame(game, [bot(texts[0], game), bot(texts[1], game)], match, { maxPlies: 60 });
      const contestants = [botContestant(game, bot(texts[0], game)), botContestant(game, bot(texts[1], game))] as const;
      const record = await playArenaGame(game, notation, contestants, match, 60);
      expect({ outcome: record.outcome, plies: record.plies, pointsA: record.pointsA }).toEqual({
        outcome: expected.outcome,
        plies: expected.plies,
        pointsA: expected.pointsA,
      });
      expect(record.moves[0] + record.moves[1]).toBe(record.plies);
      expect(record.forfeit).toBeUndefined();
    }
  }, 60_000);
});
