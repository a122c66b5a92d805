import { describe, expect, it } from 'vitest';
import { createRng, type AnyGame } from '@tabula/engine-core';
import { ticTacToe } from '@tabula/engine-core/testing';
import { randomBot } from './bots/random.js';
import { DEFAULT_LEVELS, levelsOf, type LevelTable } from './levels.js';
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
    expect(parseBotSpec('greedy~0.5')).toEqual({ ok: true, value: { kind: 'greedy', blunder: 0.5 } });
    expect(parseBotSpec('alphabeta:20000n~.25')).toEqual({ ok: true, value: { kind: 'alphabeta', budget: { nodes: 20000 }, blunder: 0.25 } });
    expect(parseBotSpec('ismcts~1')).toMatchObject({ ok: true, value: { kind: 'ismcts', blunder: 1 } });
  });

  it('says what is wrong with a bad spec', () => {
    expect(parseBotSpec('level6')).toMatchObject({ ok: false, error: { code: 'parse', message: /unknown bot 'level6'/ } });
    expect(parseBotSpec('alphabeta:fast')).toMatchObject({ ok: false, error: { message: /bad budget 'fast'/ } });
    expect(parseBotSpec('alphabeta:0n')).toMatchObject({ ok: false, error: { message: /positive/ } });
    expect(parseBotSpec('alphabeta:5ms+')).toMatchObject({ ok: false });
    expect(parseBotSpec('greedy~1.5')).toMatchObject({ ok: false, error: { message: /bad random-move share '1.5'.*from 0 to 1/ } });
    expect(parseBotSpec('greedy~half')).toMatchObject({ ok: false, error: { message: /bad random-move share 'half'/ } });
    expect(parseBotSpec('greedy~0.1~0.2')).toMatchObject({ ok: false });
    expect(parseBotSpec('random~0.5')).toMatchObject({ ok: false, error: { message: /only greedy, alphabeta and ismcts/ } });
    expect(parseBotSpec('level3~0.5')).toMatchObject({ ok: false, error: { message: /only greedy, alphabeta and ismcts/ } });
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

  it('makes a search or greedy bot careless with a blunder chance', () => {
    const view = game.start(createRng(1));
    const careless = botFromSpec({ kind: 'alphabeta', budget: { nodes: 50_000 }, blunder: 1 }, game, 'sloppy').think({ game, view, rng: createRng(2) });
    expect(careless.nodes).toBe(0);
    expect(botFromSpec({ kind: 'alphabeta', budget: { nodes: 50_000 } }, game).think({ game, view, rng: createRng(2) }).nodes).toBeGreaterThan(0);
    expect(botFromSpec({ kind: 'greedy', blunder: 0.5 }, game, 'level2').name).toBe('level2');
  });

  it("builds a game's own levels, and the default ladder for a game without them", () => {
    expect(levelsOf(game)).toBe(DEFAULT_LEVELS);
    expect(DEFAULT_LEVELS.map((spec) => spec.kind)).toEqual(['random', 'greedy', 'alphabeta', 'alphabeta', 'alphabeta']);
    const tuned: LevelTable = [{ kind: 'random' }, { kind: 'random' }, { kind: 'greedy' }, { kind: 'greedy' }, { kind: 'greedy', blunder: 0.25 }];
    const withLevels = { ...game, levels: tuned };
    expect(levelsOf(withLevels)).toBe(tuned);
    expect(botFromSpec({ kind: 'level', level: 2 }, withLevels)).toBe(randomBot);
    expect(botFromSpec({ kind: 'level', level: 5 }, withLevels).name).toBe('level5');
  });
});
