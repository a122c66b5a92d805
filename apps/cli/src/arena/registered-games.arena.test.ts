import { describe, expect, it } from 'vitest';
import { createBot, playGame, scheduleMatch, summarize, type Bot, type MatchGame } from '@tabula/ai';
import { createRng, type AnyGame } from '@tabula/engine-core';
import { registry } from '@tabula/games';

function bot(text: string, game: AnyGame): Bot {
  const made = createBot(text, game);
  if (!made.ok) throw new Error(made.error.message);
  return made.value;
}

const entries = registry.list();

/**
 * Plies of the short games below: every level moves twice (Stratego's levels 4 and 5 search about
 * 0.2 s a move), far too few to say which level is stronger. Strength — each level outscoring the
 * one below over a seeded match — is measured by `nx run cli:bench` (bench/ladder.bench.ts), which
 * fails when a level does not.
 */
const SHORT_GAME_PLIES = 4;

describe.skipIf(entries.length === 0).each(entries.map((entry) => [entry.id, entry.game] as const))('bots on %s', (_id, game) => {
  it('every level of the game’s table is built and plays legal moves', () => {
    const [match] = scheduleMatch(1, 11) as [MatchGame];
    for (const level of [1, 2, 3, 4, 5] as const) {
      // playGame throws on an illegal move: a record means every move was legal.
      const record = playGame(game, [bot(`level${level}`, game), bot('random', game)], match, { maxPlies: SHORT_GAME_PLIES });
      expect(record.plies, `level ${level}`).toBeGreaterThan(0);
    }
  }, 60_000);

  it('greedy and random play whole games, every move legal, and greedy outscores random', () => {
    const bots = [bot('greedy', game), bot('random', game)] as const;
    const records = scheduleMatch(2, 11).map((match) => playGame(game, bots, match, { maxPlies: 300 }));
    expect(records.some((record) => record.outcome.reason !== 'adjudicated')).toBe(true);
    expect(summarize(records).score).toBeGreaterThan(0.5);
  }, 120_000);

  it('every bot answers a legal move from the start, reproducibly', () => {
    const state = game.start(createRng(5));
    const status = game.status(state);
    if (status.kind !== 'playing') throw new Error('start position is over');
    const view = game.view(state, status.toMove);
    const keys = new Set(game.legalMoves(view).map((move) => game.moveKey(move)));
    for (const text of ['random', 'greedy', 'alphabeta:300n', 'ismcts:100n']) {
      const first = bot(text, game).think({ game, view, rng: createRng(3) });
      const again = bot(text, game).think({ game, view, rng: createRng(3) });
      expect(keys.has(game.moveKey(first.move))).toBe(true);
      expect(game.moveKey(again.move)).toBe(game.moveKey(first.move));
    }
  }, 60_000);
});

const stratego = registry.get('stratego');

describe.skipIf(!stratego.ok)('honesty (Stratego)', () => {
  it("two states that differ only in the opponent's hidden ranks give the same move for the same seed and budget", () => {
    if (!stratego.ok) return;
    const game = stratego.value.game;
    const real = game.start(createRng(21));
    // Another army for player 1 behind the same view of player 0: a determinization of that view.
    const view = game.view(real, 0);
    const other = game.determinize?.(view, createRng(99));
    expect(other).toBeDefined();
    expect(JSON.stringify(other)).not.toBe(JSON.stringify(real));
    expect(game.view(other, 0)).toEqual(view);
    for (const text of ['greedy', 'level3', 'level5', 'alphabeta:300n', 'ismcts:300n']) {
      const onReal = bot(text, game).think({ game, view: real, rng: createRng(7) });
      const onOther = bot(text, game).think({ game, view: other, rng: createRng(7) });
      expect(game.moveKey(onOther.move), text).toBe(game.moveKey(onReal.move));
    }
  }, 120_000);

  it('in a middle game, where moved pieces narrow the guesses, every level answers the same behind the same view', () => {
    if (!stratego.ok) return;
    const game = stratego.value.game;
    // Forty random plies: pieces have moved and fought, so the informed deal (level 5) reads moved
    // marks, revealed ranks and captures — and must read nothing else.
    const rng = createRng(33);
    let real = game.start(rng);
    for (let ply = 0; ply < 40 && game.status(real).kind === 'playing'; ply++) {
      const played = game.play(real, rng.pick(game.legalMoves(real)));
      if (!played.ok) throw new Error(played.error.message);
      real = played.value;
    }
    const status = game.status(real);
    if (status.kind !== 'playing') throw new Error('the random game ended early');
    const view = game.view(real, status.toMove);
    for (const seed of [99, 100]) {
      const other = game.determinize?.(view, createRng(seed), 'informed');
      expect(game.view(other, status.toMove)).toEqual(view);
      expect(JSON.stringify(other)).not.toBe(JSON.stringify(real));
      for (const text of ['level3', 'level4', 'level5']) {
        const onReal = bot(text, game).think({ game, view: real, rng: createRng(7) });
        const onOther = bot(text, game).think({ game, view: other, rng: createRng(7) });
        expect(game.moveKey(onOther.move), text).toBe(game.moveKey(onReal.move));
      }
    }
  }, 120_000);
});
