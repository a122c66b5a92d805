import { describe, expect, it } from 'vitest';
import { createSession } from '@tabula/play';
import { drawSnapshot } from './screen.js';

describe('the screen tells the last move in words', () => {
  it("prints the game's words for the viewer under the board: a battle names both ranks (ST-5)", () => {
    const created = createSession({ game: 'stratego', seats: ['human', 'human'], position: 'F8T/10/10/4S5/4m5/10/10/10/10/9f r 1' });
    if (!created.ok) throw new Error(created.error.message);
    const session = created.value;
    expect(session.submit(0, 'e4e5').ok).toBe(true);
    for (const viewer of [0, 1, 'spectator'] as const) {
      expect(drawSnapshot(session.snapshot(viewer), session.entry, ['Red', 'Blue'], { colour: false }).at(-1)).toBe(
        "Last move: Red e4e5 — Red's scout attacked Blue's marshal on e5 and lost.",
      );
    }
  });

  it('a quiet Stratego move names its rank to its owner only (ST-9)', () => {
    const created = createSession({ game: 'stratego', seats: ['human', 'human'], position: 'F8T/10/10/4S5/4m5/10/10/10/10/9f r 1' });
    if (!created.ok) throw new Error(created.error.message);
    const session = created.value;
    expect(session.submit(0, 'j1j2').ok).toBe(true);
    expect(drawSnapshot(session.snapshot(0), session.entry, ['Red', 'Blue'], { colour: false }).at(-1)).toBe("Last move: Red j1j2 — Red's sergeant moved from j1 to j2.");
    expect(drawSnapshot(session.snapshot(1), session.entry, ['Red', 'Blue'], { colour: false }).at(-1)).toBe('Last move: Red j1j2 — Red moved a piece from j1 to j2.');
  });
});

describe('the header of an online game says how many watch it', () => {
  const created = createSession({ game: 'jungle', seats: ['human', 'human'] });
  if (!created.ok) throw new Error(created.error.message);
  const session = created.value;

  it('after whose turn it is, while someone watches', () => {
    expect(drawSnapshot(session.snapshot(0), session.entry, ['Blue', 'Red'], { colour: false, watching: 2 })[0]).toBe('Round 1 · Blue to move · 2 watching');
    expect(drawSnapshot(session.snapshot(0), session.entry, ['Blue', 'Red'], { colour: false, watching: 0 })[0]).toBe('Round 1 · Blue to move');
    expect(drawSnapshot(session.snapshot(0), session.entry, ['Blue', 'Red'], { colour: false })[0]).toBe('Round 1 · Blue to move');
  });

  it('not under the end, which the outcome sentence has to itself', () => {
    const over = createSession({ game: 'jungle', seats: ['human', 'human'] });
    if (!over.ok) throw new Error(over.error.message);
    expect(over.value.resign(0).ok).toBe(true);
    expect(drawSnapshot(over.value.snapshot(0), over.value.entry, ['Blue', 'Red'], { colour: false, watching: 3 })[0]).not.toContain('watching');
  });
});
