import { unwrap, type Player } from '@tabula/engine-core';
import { describe, expect, it } from 'vitest';
import { BOARD } from './board.js';
import { stratego } from './game.js';
import { moveRefusal } from './movement.js';
import { positionFromSquares } from './position-from-squares.fixture.js';
import { decodePiece, type StrategoMove, type StrategoState } from './state.js';

/** A move by its squares' names, `e6e7`. */
function move(text: string): StrategoMove {
  const [from, to] = text.match(/[a-j]\d+/g) as [string, string];
  return { from: BOARD.parse(from), to: BOARD.parse(to) };
}

/** Plays moves from a position; returns the final state. */
function play(state: StrategoState, ...moves: string[]): StrategoState {
  return moves.reduce((reached, text) => unwrap(stratego.play(reached, move(text))), state);
}

/** Why a move is refused in a position. */
function refusal(state: StrategoState, text: string) {
  const refused = moveRefusal(state, move(text));
  if (!refused) throw new Error(`${text} was accepted`);
  return refused;
}

const at = (state: StrategoState, square: string) => {
  const code = state.board[BOARD.parse(square)];
  return code ? decodePiece(code) : null;
};
const moves = (state: StrategoState) => stratego.legalMoves(state).map((legal) => stratego.moveKey(legal)).sort();

/** Red's flag on a1 and blue's on j10, and the pieces given by square (upper case red). */
const withFlags = (pieces: Record<string, string>, toMove: Player = 0) => positionFromSquares({ a1: 'F', j10: 'f', ...pieces }, toMove);

describe('Stratego rules (docs/rules.md §4)', () => {
  it('ST-2: one square orthogonally to an empty land square, never into a lake or diagonally', () => {
    const position = withFlags({ b5: 'T' });
    expect(moves(position)).toEqual(['b5a5', 'b5b4', 'b5b6']);
    expect(refusal(position, 'b5c5')).toMatchObject({ code: 'illegal-move', rule: 'ST-2', message: 'ST-2: pieces never enter a lake (c5)' });
    expect(refusal(withFlags({ b2: 'T' }), 'b2c3').rule).toBe('ST-2');
    expect(refusal(withFlags({ e6: 'T' }), 'e6f7').message).toBe('ST-2: pieces move orthogonally, never diagonally');
    expect(refusal(withFlags({ e6: 'T' }), 'e6e8').message).toBe('ST-2: a sergeant moves one square; only a scout goes further');
    expect(refusal(withFlags({ e6: 'T', f6: 'P' }), 'e6f6').message).toBe('ST-2: f6 holds your own piece');
  });

  it('ST-3: bombs and the flag never move or attack', () => {
    expect(moves(withFlags({ b1: 'B', a2: 't' }))).toEqual([]);
    expect(refusal(withFlags({ b1: 'B', c1: 'T', a2: 'b' }), 'b1b2')).toMatchObject({ rule: 'ST-3', message: 'ST-3: a bomb never moves' });
    expect(refusal(withFlags({ b1: 'B', c1: 'T', a2: 'b' }), 'a1a2').message).toBe('ST-3: a flag never moves');
  });

  it('ST-4: a scout runs along open lines, not through pieces or lakes, and attacks only next door', () => {
    const position = withFlags({ a4: 'S', a7: 's' });
    expect(moves(position)).toEqual(['a4a2', 'a4a3', 'a4a5', 'a4a6', 'a4b4', 'a4c4', 'a4d4', 'a4e4', 'a4f4', 'a4g4', 'a4h4', 'a4i4', 'a4j4']);
    expect(refusal(position, 'a4a7')).toMatchObject({ rule: 'ST-4', message: 'ST-4: a scout attacks only an adjacent square' });
    expect(refusal(position, 'a4a8').message).toBe('ST-4: a scout cannot pass a piece (a7)');
    expect(refusal(withFlags({ a5: 'S' }), 'a5e5').message).toBe('ST-4: a scout cannot pass a lake (c5)');
    const attacked = play(withFlags({ a6: 's', a7: 'S' }), 'a7a6');
    expect(at(attacked, 'a6')).toBeNull();
  });

  it('ST-5: an attack reveals both; the lower rank goes, the winner moves in, equal ranks both go', () => {
    const won = play(withFlags({ e6: 'G', e7: 'l' }), 'e6e7');
    expect(at(won, 'e7')).toMatchObject({ owner: 0, kind: 'general', revealed: true, moved: true });
    expect(at(won, 'e6')).toBeNull();
    expect(won.captured[1]).toContain('lieutenant');
    const lost = play(withFlags({ e6: 'L', e7: 'g' }), 'e6e7');
    expect(at(lost, 'e7')).toMatchObject({ owner: 1, kind: 'general', revealed: true, moved: false });
    expect(at(lost, 'e6')).toBeNull();
    const both = play(withFlags({ e6: 'P', e7: 'p' }), 'e6e7');
    expect([at(both, 'e6'), at(both, 'e7')]).toEqual([null, null]);
  });

  it('ST-6: a bomb takes its attacker with it, except a miner, which removes it and moves in', () => {
    const blown = play(withFlags({ e6: 'P', e7: 'b' }), 'e6e7');
    expect([at(blown, 'e6'), at(blown, 'e7')]).toEqual([null, null]);
    expect(blown.captured).toEqual([expect.arrayContaining(['captain']), expect.arrayContaining(['bomb'])]);
    const defused = play(withFlags({ e6: 'N', e7: 'b' }), 'e6e7');
    expect(at(defused, 'e7')).toMatchObject({ owner: 0, kind: 'miner', revealed: true });
  });

  it('ST-7: the spy wins only by attacking the marshal; whoever attacks the spy wins', () => {
    expect(at(play(withFlags({ e6: 'Y', e7: 'm' }), 'e6e7'), 'e7')).toMatchObject({ owner: 0, kind: 'spy' });
    expect(at(play(withFlags({ e6: 'Y', e7: 'm' }, 1), 'e7e6'), 'e6')).toMatchObject({ owner: 1, kind: 'marshal' });
    expect(at(play(withFlags({ e6: 'Y', e7: 's' }), 'e6e7'), 'e7')).toMatchObject({ owner: 1, kind: 'scout' });
    expect(at(play(withFlags({ e6: 'Y', e7: 's' }, 1), 'e7e6'), 'e6')).toMatchObject({ owner: 1, kind: 'scout' });
    const spies = play(withFlags({ e6: 'Y', e7: 'y' }), 'e6e7');
    expect([at(spies, 'e6'), at(spies, 'e7')]).toEqual([null, null]);
    const bombed = play(withFlags({ e6: 'Y', e7: 'b' }), 'e6e7');
    expect([at(bombed, 'e6'), at(bombed, 'e7')]).toEqual([null, null]);
  });

  it('ST-8: attacking the flag wins at once and the attacker moves onto it', () => {
    const won = play(withFlags({ b1: 'T', j9: 'L', a10: 's', i10: 'b' }), 'j9j10');
    expect(stratego.status(won)).toEqual({ kind: 'over', winner: 0, reason: 'flag-captured' });
    expect(at(won, 'j10')).toMatchObject({ owner: 0, kind: 'lieutenant' });
    expect(stratego.legalMoves(won)).toEqual([]);
  });

  it('G-1: a player to move without a legal move loses (no-moves)', () => {
    const stuck = play(withFlags({ e7: 'P', e8: 't', i10: 'b' }), 'e7e8');
    expect(stratego.status(stuck)).toEqual({ kind: 'over', winner: 0, reason: 'no-moves' });
    expect(stratego.status(withFlags({ b1: 'B', a2: 'B', i10: 's' }))).toEqual({ kind: 'over', winner: 1, reason: 'no-moves' });
  });

  it('G-2: a finished game has no legal moves and refuses every move', () => {
    const won = play(withFlags({ b1: 'T', j9: 'L', a10: 's', i10: 'b' }), 'j9j10');
    expect(stratego.legalMoves(won)).toEqual([]);
    const refused = stratego.play(won, move('a10a9'));
    expect(refused.ok || refused.error).toMatchObject({ code: 'game-over', rule: 'G-2' });
  });
});
