import { describe, expect, it } from 'vitest';
import { createSession } from './create-session.js';

function open(game: string) {
  const created = createSession({ game, seats: ['human', 'human'], seed: 5 });
  if (!created.ok) throw new Error(created.error.message);
  return created.value;
}

describe("a session's set-up layout (ST-1)", () => {
  it("ST-1: says where each slot of a seat's setup text stands, as the previewed board shows it", () => {
    const session = open('stratego');
    for (const seat of [0, 1] as const) {
      const layout = session.setupLayout(seat);
      const text = session.proposeSetup(seat);
      expect(layout.ranks.map((rank) => rank.length)).toEqual(text.split('/').map((rank) => rank.length));
      const preview = session.previewSetup(seat, text);
      if (!preview.ok) throw new Error(preview.error.message);
      const letters = text.replace(/\//g, '');
      layout.ranks.flat().forEach((square, slot) => {
        const cell = preview.value.cells.find((candidate) => candidate.square === square);
        expect(cell?.piece).toMatchObject({ owner: seat });
        expect(cell?.piece?.letter.toUpperCase()).toBe(letters[slot]);
      });
    }
  });

  it('ST-1: names the army to place, letter by letter with how many', () => {
    const army = open('stratego').setupLayout(0).army;
    expect(army.find((piece) => piece.letter === 'Y')).toEqual({ letter: 'Y', name: 'spy', count: 1 });
    expect(army.reduce((sum, piece) => sum + piece.count, 0)).toBe(40);
  });

  it('is refused for a game without a set-up phase', () => {
    expect(() => open('jungle').setupLayout(0)).toThrow('jungle has no set-up phase');
  });
});
