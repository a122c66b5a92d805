import { describe, expect, it } from 'vitest';
import { unwrap, type Player } from '@tabula/engine-core';
import { checkers61b, squareIndex, type CheckersPiece, type CheckersState } from './index.js';

const KINDS = { P: 'pawn', S: 'shield', B: 'bomb' } as const;

/** A state from a placement such as `Pc3 +bd4` (upper case fire, lower case water, `+` king). */
function position(placement: string, toMove: Player = 0): CheckersState {
  const board: (CheckersPiece | null)[] = Array<CheckersPiece | null>(64).fill(null);
  for (const item of placement.split(' ').filter(Boolean)) {
    const match = /^(\+?)([PSBpsb])([a-h][1-8])$/.exec(item);
    if (!match) throw new Error(`bad placement ${item}`);
    const letter = match[2] as string;
    board[squareIndex(match[3] as string)] = {
      owner: letter === letter.toUpperCase() ? 0 : 1,
      kind: KINDS[letter.toUpperCase() as keyof typeof KINDS],
      king: match[1] === '+',
    };
  }
  return { board, toMove, moveNumber: 1 };
}

/** The words of the legal move written `text`, for a spectator. */
function tell(state: CheckersState, text: string) {
  const move = checkers61b.legalMoves(state).find((candidate) => checkers61b.moveKey(candidate) === text);
  if (!move) throw new Error(`${text} is not legal`);
  return checkers61b.tellMove?.(state, move, unwrap(checkers61b.play(state, move)), 'spectator');
}

describe('Checkers61b tells its moves (tellMove)', () => {
  it('CK-1: a step names the piece and its squares', () => {
    expect(tell(position('Pa1 ph8'), 'a1b2')).toEqual({
      facts: [{ kind: 'move', piece: { owner: 0, name: 'pawn' }, from: 'a1', path: ['b2'] }],
      sentence: "Fire's pawn moved from a1 to b2.",
    });
  });

  it('CK-2, CK-3: a chain names every piece it took', () => {
    expect(tell(position('Pa1 pb2 sd4 ph8'), 'a1c3e5')?.sentence).toBe("Fire's pawn jumped from a1 to c3 to e5, taking Water's pawn on b2 and Water's shield on d4.");
  });

  it('CK-4: a pawn crowned mid-chain is told crowned', () => {
    const words = tell(position('Pb6 pc7 pe7 ph8'), 'b6d8f6');
    expect(words?.facts.at(-1)).toEqual({ kind: 'promotion', piece: { owner: 0, name: 'pawn' }, square: 'f6', becomes: 'pawn king' });
    expect(words?.sentence).toBe("Fire's pawn jumped from b6 to d8 to f6, taking Water's pawn on c7 and Water's pawn on e7. The pawn was crowned king.");
  });

  it('CK-5: the bomb explodes, naming what it removed and the shield that held', () => {
    // docs/rules.md's example: the pawn on d6 and the bomb go, the shield on f6 stands.
    const words = tell(position('ph8 bb6 pd6 sf6 pd4 Bc3'), 'c3e5');
    expect(words?.facts[1]).toEqual({
      kind: 'explosion',
      piece: { owner: 0, name: 'bomb' },
      square: 'e5',
      removed: [
        { square: 'd6', piece: { owner: 1, name: 'pawn' } },
        { square: 'e5', piece: { owner: 0, name: 'bomb' } },
      ],
      held: [{ square: 'f6', piece: { owner: 1, name: 'shield' } }],
    });
    expect(words?.sentence).toBe("Fire's bomb jumped from c3 to e5, taking Water's pawn on d4. The bomb on e5 exploded, removing d6 (the shield on f6 held).");
  });

  it('CK-5: an explosion lists every piece it removed, either side\'s', () => {
    expect(tell(position('ph8 pd6 Pf6 sf4 pd4 Bc3'), 'c3e5')?.sentence).toBe(
      "Fire's bomb jumped from c3 to e5, taking Water's pawn on d4. The bomb on e5 exploded, removing d6 and f6 (the shield on f4 held).",
    );
  });
});
