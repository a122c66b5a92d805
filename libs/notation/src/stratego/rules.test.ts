import { unwrap } from '@tabula/engine-core';
import { decodePiece, BOARD, stratego, type StrategoState } from '@tabula/engine-stratego';
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

const at = (state: StrategoState, square: string) => {
  const code = state.board[BOARD.parse(square)];
  return code ? decodePiece(code) : null;
};
const moves = (position: string) => {
  const state = unwrap(parsePosition(position));
  return stratego.legalMoves(state).map((move) => stratego.moveKey(move)).sort();
};

describe('Stratego rules (docs/rules.md §4)', () => {
  it('ST-2: one square orthogonally to an empty land square, never into a lake or diagonally', () => {
    const position = 'F9/10/10/10/1T8/10/10/10/10/9f r 1';
    expect(moves(position)).toEqual(['b5a5', 'b5b4', 'b5b6']);
    expect(refusal(position, 'b5c5')).toMatchObject({ code: 'illegal-move', rule: 'ST-2', message: 'ST-2: pieces never enter a lake (c5)' });
    expect(refusal('F9/10/10/10/10/10/10/10/10/9f r 1'.replace('F9/10', 'F9/1T8'), 'b2c3').rule).toBe('ST-2');
    expect(refusal('F9/10/10/10/10/4T5/10/10/10/9f r 1', 'e6f7').message).toBe('ST-2: pieces move orthogonally, never diagonally');
    expect(refusal('F9/10/10/10/10/4T5/10/10/10/9f r 1', 'e6e8').message).toBe('ST-2: a sergeant moves one square; only a scout goes further');
    expect(refusal('F9/10/10/10/10/4TP4/10/10/10/9f r 1', 'e6f6').message).toBe('ST-2: f6 holds your own piece');
  });

  it('ST-3: bombs and the flag never move or attack', () => {
    const position = 'FB8/t9/10/10/10/10/10/10/10/9f r 1';
    expect(moves(position)).toEqual([]);
    expect(refusal('FBT7/b9/10/10/10/10/10/10/10/9f r 1', 'b1b2')).toMatchObject({ rule: 'ST-3', message: 'ST-3: a bomb never moves' });
    expect(refusal('FBT7/b9/10/10/10/10/10/10/10/9f r 1', 'a1a2').message).toBe('ST-3: a flag never moves');
  });

  it('ST-4: a scout runs along open lines, not through pieces or lakes, and attacks only next door', () => {
    const position = 'F9/10/10/S9/10/10/s9/10/10/9f r 1';
    expect(moves(position)).toEqual(['a4a2', 'a4a3', 'a4a5', 'a4a6', 'a4b4', 'a4c4', 'a4d4', 'a4e4', 'a4f4', 'a4g4', 'a4h4', 'a4i4', 'a4j4']);
    expect(refusal(position, 'a4a7')).toMatchObject({ rule: 'ST-4', message: 'ST-4: a scout attacks only an adjacent square' });
    expect(refusal(position, 'a4a8').message).toBe('ST-4: a scout cannot pass a piece (a7)');
    expect(refusal('F9/10/10/10/S9/10/10/10/10/9f r 1', 'a5e5').message).toBe('ST-4: a scout cannot pass a lake (c5)');
    const attacked = play('F9/10/10/10/10/s9/S9/10/10/9f r 1', 'a7a6');
    expect(at(attacked, 'a6')).toBeNull();
  });

  it('ST-5: an attack reveals both; the lower rank goes, the winner moves in, equal ranks both go', () => {
    const won = play('F9/10/10/10/10/4G5/4l5/10/10/9f r 1', 'e6e7');
    expect(at(won, 'e7')).toMatchObject({ owner: 0, kind: 'general', revealed: true, moved: true });
    expect(at(won, 'e6')).toBeNull();
    expect(won.captured[1]).toContain('lieutenant');
    const lost = play('F9/10/10/10/10/4L5/4g5/10/10/9f r 1', 'e6e7');
    expect(at(lost, 'e7')).toMatchObject({ owner: 1, kind: 'general', revealed: true, moved: false });
    expect(at(lost, 'e6')).toBeNull();
    const both = play('F9/10/10/10/10/4P5/4p5/10/10/9f r 1', 'e6e7');
    expect([at(both, 'e6'), at(both, 'e7')]).toEqual([null, null]);
    expect(formatPosition(won)).toBe('F9/10/10/10/10/10/4!G5/10/10/9f b 1');
  });

  it('ST-6: a bomb takes its attacker with it, except a miner, which removes it and moves in', () => {
    const blown = play('F9/10/10/10/10/4P5/4b5/10/10/9f r 1', 'e6e7');
    expect([at(blown, 'e6'), at(blown, 'e7')]).toEqual([null, null]);
    expect(blown.captured).toEqual([expect.arrayContaining(['captain']), expect.arrayContaining(['bomb'])]);
    const defused = play('F9/10/10/10/10/4N5/4b5/10/10/9f r 1', 'e6e7');
    expect(at(defused, 'e7')).toMatchObject({ owner: 0, kind: 'miner', revealed: true });
  });

  it('ST-7: the spy wins only by attacking the marshal; whoever attacks the spy wins', () => {
    expect(at(play('F9/10/10/10/10/4Y5/4m5/10/10/9f r 1', 'e6e7'), 'e7')).toMatchObject({ owner: 0, kind: 'spy' });
    expect(at(play('F9/10/10/10/10/4Y5/4m5/10/10/9f b 1', 'e7e6'), 'e6')).toMatchObject({ owner: 1, kind: 'marshal' });
    expect(at(play('F9/10/10/10/10/4Y5/4s5/10/10/9f r 1', 'e6e7'), 'e7')).toMatchObject({ owner: 1, kind: 'scout' });
    expect(at(play('F9/10/10/10/10/4Y5/4s5/10/10/9f b 1', 'e7e6'), 'e6')).toMatchObject({ owner: 1, kind: 'scout' });
    const spies = play('F9/10/10/10/10/4Y5/4y5/10/10/9f r 1', 'e6e7');
    expect([at(spies, 'e6'), at(spies, 'e7')]).toEqual([null, null]);
    const bombed = play('F9/10/10/10/10/4Y5/4b5/10/10/9f r 1', 'e6e7');
    expect([at(bombed, 'e6'), at(bombed, 'e7')]).toEqual([null, null]);
  });

  it('ST-8: attacking the flag wins at once and the attacker moves onto it', () => {
    const won = play('FT8/10/10/10/10/10/10/10/9L/s7bf r 1', 'j9j10');
    expect(stratego.status(won)).toEqual({ kind: 'over', winner: 0, reason: 'flag-captured' });
    expect(at(won, 'j10')).toMatchObject({ owner: 0, kind: 'lieutenant' });
    expect(stratego.legalMoves(won)).toEqual([]);
    // Position text has no result field: a missing flag is the outcome.
    expect(stratego.status(unwrap(parsePosition(formatPosition(won))))).toEqual({ kind: 'over', winner: 0, reason: 'flag-captured' });
  });

  it('ST-9: position text of a view writes hidden enemy pieces as X/x, and parses back to that view', () => {
    const state = play('FB8/10/10/4N5/10/10/4t5/10/10/8bf r 1', 'e4e5', 'e7e6', 'e5d5'.replace('d5', 'f5'));
    const red = stratego.view(state, 0);
    expect(formatPosition(red)).toBe('FB8/10/10/10/5N4/4x5/10/10/10/8xx b 2');
    expect(formatPosition(stratego.view(state, 1))).toBe('XX8/10/10/10/5X4/4t5/10/10/10/8bf b 2');
    expect(formatPosition(stratego.view(state, 'spectator'))).toBe('XX8/10/10/10/5X4/4x5/10/10/10/8xx b 2');
    const reparsed = unwrap(parsePosition(formatPosition(red)));
    expect(reparsed.viewer).toBe(0);
    expect(formatPosition(reparsed)).toBe(formatPosition(red));
  });

  it('G-1: a player to move without a legal move loses (no-moves)', () => {
    const stuck = play('F9/10/10/10/10/10/4P5/4t5/10/8bf r 1', 'e7e8');
    expect(stratego.status(stuck)).toEqual({ kind: 'over', winner: 0, reason: 'no-moves' });
    expect(stratego.status(unwrap(parsePosition('FB8/B9/10/10/10/10/10/10/10/8sf r 5')))).toEqual({
      kind: 'over',
      winner: 1,
      reason: 'no-moves',
    });
  });

  it('G-2: a finished game has no legal moves and refuses every move', () => {
    const won = play('FT8/10/10/10/10/10/10/10/9L/s7bf r 1', 'j9j10');
    expect(stratego.legalMoves(won)).toEqual([]);
    const refused = stratego.play(won, { from: BOARD.parse('a10'), to: BOARD.parse('a9') });
    expect(refused.ok || refused.error).toMatchObject({ code: 'game-over', rule: 'G-2' });
    expect(parseMove(won, 'a10a9').ok || parseMove(won, 'a10a9')).toMatchObject({ error: { code: 'game-over' } });
  });

  it('refuses moves from empty squares and of enemy pieces, without naming the enemy rank', () => {
    const position = 'F9/10/10/10/10/4G5/4m5/10/10/9f r 1';
    expect(refusal(position, 'a5a6')).toMatchObject({ code: 'no-piece', message: 'there is no piece on a5' });
    expect(refusal(position, 'e7e8')).toMatchObject({ code: 'not-your-piece', message: "the piece on e7 is blue's; red is to move" });
    expect(refusal(position, 'z1a1')).toMatchObject({ code: 'not-a-move' });
    expect(refusal(position, 'hello')).toMatchObject({ code: 'not-a-move' });
  });
});
