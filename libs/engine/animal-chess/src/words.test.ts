import { describe, expect, it } from 'vitest';
import { unwrap, type Player } from '@tabula/engine-core';
import { board } from './board.js';
import { animalChess } from './game.js';
import { kindOfLetter } from './pieces.js';
import type { AnimalChessState, Hand, Piece } from './state.js';

/** Builds a state from `{ c1: 'L', c6: 'l', b4: '+h' }` (upper case player 0, `+` promoted). */
function build(pieces: Record<string, string>, toMove: Player = 0, hands: [Partial<Hand>, Partial<Hand>] = [{}, {}]): AnimalChessState {
  const cells: (Piece | null)[] = Array<Piece | null>(30).fill(null);
  for (const [name, text] of Object.entries(pieces)) {
    const letter = text.replace('+', '');
    const kind = kindOfLetter(letter);
    if (!kind) throw new Error(`bad letter ${text}`);
    cells[board.parse(name)] = { owner: letter === letter.toUpperCase() ? 0 : 1, kind, promoted: text.startsWith('+') };
  }
  const empty = { giraffe: 0, cat: 0, chick: 0 };
  return { board: cells, hands: [{ ...empty, ...hands[0] }, { ...empty, ...hands[1] }], toMove, moveNumber: 1 };
}

/** The words of the legal move written `text`, for a spectator. */
function tell(state: AnimalChessState, text: string) {
  const move = animalChess.legalMoves(state).find((candidate) => animalChess.moveKey(candidate) === text);
  if (!move) throw new Error(`${text} is not legal`);
  return animalChess.tellMove?.(state, move, unwrap(animalChess.play(state, move)), 'spectator');
}

describe('animal chess tells its moves (tellMove)', () => {
  it('AC-1: a step names the piece and its squares', () => {
    expect(tell(build({ c1: 'L', c6: 'l', b3: 'H' }), 'b3b4')).toEqual({
      facts: [{ kind: 'move', piece: { owner: 0, name: 'chick' }, from: 'b3', path: ['b4'] }],
      sentence: "North's chick moved from b3 to b4.",
    });
  });

  it('AC-2, AC-3: a capture names both pieces, a rooster by its promoted name', () => {
    expect(tell(build({ c1: 'L', c6: 'l', b3: 'G', b4: '+h' }), 'b3b4')?.sentence).toBe("North's giraffe took South's promoted chick on b4.");
  });

  it('AC-4: a drop says who dropped what where', () => {
    expect(tell(build({ c1: 'L', a6: 'l' }, 0, [{ chick: 1 }, {}]), 'H*c3')).toEqual({
      facts: [{ kind: 'drop', piece: { owner: 0, name: 'chick' }, square: 'c3' }],
      sentence: 'North dropped a chick on c3.',
    });
  });

  it('AC-5: a chick that reaches the zone is promoted, and the words say so', () => {
    const words = tell(build({ c1: 'L', a6: 'l', c4: 'H' }), 'c4c5');
    expect(words?.facts.at(-1)).toEqual({ kind: 'promotion', piece: { owner: 0, name: 'chick' }, square: 'c5', becomes: 'promoted chick' });
    expect(words?.sentence).toBe("North's chick moved from c4 to c5. North's chick was promoted.");
  });

  it('AC-6: taking the lion is told as a capture of the lion', () => {
    expect(tell(build({ c1: 'L', c3: 'G', c4: 'l' }), 'c3c4')?.sentence).toBe("North's giraffe took South's lion on c4.");
  });
});
