import { describe, expect, it } from 'vitest';
import { createRng, type AnyGame } from '@tabula/engine-core';
import { ticTacToe } from '@tabula/engine-core/testing';
import { LEVELS } from './levels.js';
import { botFromSpec, createBot, parseBotSpec } from './spec.js';

const game = ticTacToe as unknown as AnyGame;

describe('bot specs', () => {
  it('reads every documented form', () => {
    expect(parseBotSpec('random')).toEqual({ ok: true, value: { kind: 'random' } });
    expect(parseBotSpec('Greedy')).toEqual({ ok: true, value: { kind: 'greedy' } });
    expect(parseBotSpec('level3')).toEqual({ ok: true, value: { kind: 'level', level: 3 } });
    expect(parseBotSpec('alphabeta:500ms')).toEqual({ ok: true, value: { kind: 'alphabeta', budget: { ms: 500 } } });
    expect(parseBotSpec('ismcts:2000n')).toEqual({ ok: true, value: { kind: 'ismcts', budget: { nodes: 2000 } } });
    expect(parseBotSpec('alphabeta:100ms+5000n')).toEqual({ ok: true, value: { kind: 'alphabeta', budget: { ms: 100, nodes: 5000 } } });
    expect(parseBotSpec('ismcts')).toMatchObject({ ok: true, value: { kind: 'ismcts', budget: { nodes: 2000 } } });
  });

  it('says what is wrong with a bad spec', () => {
    expect(parseBotSpec('level6')).toMatchObject({ ok: false, error: { code: 'parse', message: /unknown bot 'level6'/ } });
    expect(parseBotSpec('alphabeta:fast')).toMatchObject({ ok: false, error: { message: /bad budget 'fast'/ } });
    expect(parseBotSpec('alphabeta:0n')).toMatchObject({ ok: false, error: { message: /positive/ } });
    expect(parseBotSpec('alphabeta:5ms+')).toMatchObject({ ok: false });
  });

  it('builds bots named as written', () => {
    const bot = createBot('level4', game);
    expect(bot).toMatchObject({ ok: true, value: { name: 'level4' } });
  });

  it('passes a search depth limit on to the alpha-beta bot', () => {
    const view = game.start(createRng(1));
    const limited = botFromSpec({ kind: 'alphabeta', budget: { nodes: 50_000 }, maxDepth: 2 }, game).think({ game, view, rng: createRng(2) });
    const free = botFromSpec({ kind: 'alphabeta', budget: { nodes: 50_000 } }, game).think({ game, view, rng: createRng(2) });
    expect(limited.depth).toBe(2);
    expect(free.depth).toBeGreaterThan(2);
  });

  it('passes a blunder chance on to the alpha-beta bot', () => {
    const view = game.start(createRng(1));
    const answer = botFromSpec({ kind: 'alphabeta', budget: { nodes: 50_000 }, blunder: 1 }, game).think({ game, view, rng: createRng(2) });
    expect(answer.nodes).toBe(0);
  });

  it('names five levels for each of the five games, weakest first', () => {
    for (const id of ['animal-chess', 'checkers61b', 'jungle', 'stratego', 'simple-chess']) {
      const table = LEVELS[id];
      expect(table?.map((spec) => spec.kind).slice(0, 2)).toEqual(['random', 'greedy']);
    }
    // Stratego's levels 3–5: one search, with fewer random moves at each level.
    const stratego = LEVELS['stratego']?.slice(2) ?? [];
    expect(stratego.every((spec) => spec.kind === 'alphabeta')).toBe(true);
    const blunders = stratego.map((spec) => (spec.kind === 'alphabeta' ? (spec.blunder ?? 0) : NaN));
    expect(blunders[0]).toBeGreaterThan(blunders[1] as number);
    expect(blunders[1]).toBeGreaterThan(blunders[2] as number);
  });
});
