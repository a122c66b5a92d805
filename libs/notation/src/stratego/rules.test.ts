import { unwrap } from '@tabula/engine-core';
import { stratego, type StrategoState } from '@tabula/engine-stratego';
import { describe, expect, it } from 'vitest';
import { formatPosition, parseMove, parsePosition } from './index.js';

/** Plays move texts from a position text; returns the final state. */
function play(position: string, ...moves: string[]): StrategoState {
  let state = unwrap(parsePosition(position));
  for (const text of moves) state = unwrap(stratego.play(state, unwrap(parseMove(state, text))));
  return state;
}

/** The refusal of a move text in a position. */
function refusal(position: string, text: string) {
  const state = unwrap(parsePosition(position));
  const parsed = parseMove(state, text);
  if (parsed.ok) throw new Error(`${text} was accepted`);
  return parsed.error;
}

/** The rules themselves are tested in the engine (libs/engine/stratego/src/rules.test.ts); here, their text. */
describe('Stratego rules in text (docs/rules.md §4, docs/notation.md)', () => {
  it('ST-9: position text of a view writes hidden enemy pieces as X/x, and parses back to that view; revealed pieces are marked !', () => {
    // An attack reveals the winner (ST-5): `!` in the text.
    expect(formatPosition(play('F9/10/10/10/10/4G5/4l5/10/10/9f r 1', 'e6e7'))).toBe('F9/10/10/10/10/10/4!G5/10/10/9f b 1');
    const state = play('FB8/10/10/4N5/10/10/4t5/10/10/8bf r 1', 'e4e5', 'e7e6', 'e5d5'.replace('d5', 'f5'));
    const red = stratego.view(state, 0);
    expect(formatPosition(red)).toBe('FB8/10/10/10/5N4/4x5/10/10/10/8xx b 2');
    expect(formatPosition(stratego.view(state, 1))).toBe('XX8/10/10/10/5X4/4t5/10/10/10/8bf b 2');
    expect(formatPosition(stratego.view(state, 'spectator'))).toBe('XX8/10/10/10/5X4/4x5/10/10/10/8xx b 2');
    const reparsed = unwrap(parsePosition(formatPosition(red)));
    expect(reparsed.viewer).toBe(0);
    expect(formatPosition(reparsed)).toBe(formatPosition(red));
  });

  it('refuses moves from empty squares, of enemy pieces (without naming the enemy rank) and after the game (G-2)', () => {
    const won = play('FT8/10/10/10/10/10/10/10/9L/s7bf r 1', 'j9j10');
    expect(parseMove(won, 'a10a9').ok || parseMove(won, 'a10a9')).toMatchObject({ error: { code: 'game-over' } });
    // Position text has no result field: a missing flag is the outcome (ST-8).
    expect(stratego.status(unwrap(parsePosition(formatPosition(won))))).toEqual({ kind: 'over', winner: 0, reason: 'flag-captured' });
    const position = 'F9/10/10/10/10/4G5/4m5/10/10/9f r 1';
    expect(refusal(position, 'a5a6')).toMatchObject({ code: 'no-piece', message: 'there is no piece on a5' });
    expect(refusal(position, 'e7e8')).toMatchObject({ code: 'not-your-piece', message: "the piece on e7 is blue's; red is to move" });
    expect(refusal(position, 'z1a1')).toMatchObject({ code: 'not-a-move' });
    expect(refusal(position, 'hello')).toMatchObject({ code: 'not-a-move' });
  });
});
