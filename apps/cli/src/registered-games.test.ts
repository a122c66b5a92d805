import { describe, expect, it } from 'vitest';
import { perft } from '@tabula/engine-core';
import { registry } from '@tabula/games';
import { runCaptured } from './testing/run-captured.js';

// Every registered game works through every machine command the moment it is registered. A game
// with a set-up phase starts from seeded random setups; the others refuse --seed (it would change
// nothing), so it is given only where it means something.
describe.each(registry.list().map((entry) => [entry.id, entry] as const))('tabula commands for %s', (id, entry) => {
  const startArgs = ['start', id, ...(entry.game.setup ? ['--seed', '7'] : [])];
  it('start prints a position that check accepts and that re-parses to itself', async () => {
    const start = await runCaptured(startArgs, registry);
    expect(start.code).toBe(0);
    const [position] = start.out as [string];
    expect(await runCaptured(['check', id, '--position', position], registry)).toMatchObject({ code: 0, out: ['ok'] });
    const parsed = entry.notation.parsePosition(position);
    expect(parsed.ok && entry.notation.formatPosition(parsed.value)).toBe(position);
  });

  it('moves, perft and divide agree with the engine', async () => {
    const position = (await runCaptured(startArgs, registry)).out[0] as string;
    const state = entry.notation.parsePosition(position);
    if (!state.ok) throw new Error(state.error.message);
    const moves = await runCaptured(['moves', id, '--position', position], registry);
    expect(moves.out).toEqual([...moves.out].sort());
    expect(moves.out).toHaveLength(perft(entry.game, state.value, 1));
    const perftRun = await runCaptured(['perft', id, '2', '--position', position], registry);
    expect(perftRun.out).toEqual([`depth 1: ${moves.out.length}`, `depth 2: ${perft(entry.game, state.value, 2)}`]);
    const divideRun = await runCaptured(['divide', id, '2', '--position', position], registry);
    expect(divideRun.out.map((line) => line.split(' ')[0])).toEqual(moves.out);
    expect(divideRun.out.reduce((sum, line) => sum + Number(line.split(' ')[1]), 0)).toBe(perft(entry.game, state.value, 2));
  });

  it('apply plays the first legal move and an illegal one exits 2 with one line', async () => {
    const position = (await runCaptured(startArgs, registry)).out[0] as string;
    const [first] = (await runCaptured(['moves', id, '--position', position], registry)).out as [string];
    const applied = await runCaptured(['apply', id, '--position', position, first], registry);
    expect(applied.code).toBe(0);
    expect(applied.out[1]).toMatch(/^status: (playing|over winner=(0|1|none) reason=\S+)$/);
    const refused = await runCaptured(['apply', id, '--position', position, first, first], registry);
    expect(refused.code).toBe(2);
    expect(refused.err).toHaveLength(1);
    expect(refused.err[0]).toMatch(/^tabula: move 2 /);
  });
});

describe('registered games', () => {
  it('are listed in --help', async () => {
    const text = (await runCaptured(['--help'], registry)).out.join('\n');
    for (const entry of registry.list()) expect(text).toContain(entry.id);
  });
});
