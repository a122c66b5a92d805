import { assertConformance, runConformance } from '@tabula/engine-core/testing';
import { stratego } from '@tabula/engine-stratego';
import { describe, expect, it } from 'vitest';
import { strategoNotation } from './index.js';

// 100 seeded random games (seeds 1–100, about 20 000 positions) in two batches of 50, each with its
// own timeout on a loaded 2-core machine. A Stratego position costs the kit about twice a Jungle
// one (three views and three determinizations each), so 200 games made this the slowest test file
// of the workspace (about 27 s of CPU); every check still runs at every position, on half the sample.
// Seeds 101–200 passed when the sample was cut.
describe('stratego conformance', () => {
  for (const first of [1, 51]) {
    it(`passes the conformance kit over seeded random games ${first}–${first + 49}`, () => {
      assertConformance(stratego, strategoNotation, { games: 50, seed: first });
    }, 600_000);
  }

  // The kit's set-up checks alone (no games): ST-1's layout must be the engine's own.
  it('ST-1: the kit holds the set-up layout to what the setup rules do', () => {
    const layout = stratego.setupLayout;
    if (!layout) throw new Error('stratego describes its set-up phase');
    expect(runConformance(stratego, strategoNotation, { games: 0 }).failures).toEqual([]);
    const backToFront = { ...stratego, setupLayout: { ...layout, ranks: (player: 0 | 1) => [...layout.ranks(player)].reverse() } };
    expect(runConformance(backToFront, strategoNotation, { games: 0, setupDraws: 1 }).failures[0]).toMatch(/^ST-1: seat 0's set-up layout puts slot 1 \(.\) on j1/);
    const twoMarshals = { ...stratego, setupLayout: { ...layout, army: layout.army.map((piece) => (piece.letter === 'M' ? { ...piece, count: 2 } : piece)) } };
    expect(runConformance(twoMarshals, strategoNotation, { games: 0, setupDraws: 1 }).failures[0]).toMatch(/counts 2 × M, but the setup has 1/);
    const { setupLayout: _left, ...undescribed } = stratego;
    expect(runConformance(undescribed, strategoNotation, { games: 0 }).failures).toEqual(['ST-1: a game with a set-up phase describes it (setupLayout)']);
  });
});
