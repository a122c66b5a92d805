import { listWords, ownedName, type MoveFact, type MoveWords, type NamedPiece, type PieceOnSquare } from '@tabula/engine-core';
import { squareName, STEP } from './board.js';
import type { CheckersMove, CheckersPiece, CheckersState } from './state.js';

/** The players' names by seat: the game's `playerNames` and the words' subjects. */
export const PLAYER_NAMES = ['Fire', 'Water'] as const;

function named(piece: CheckersPiece): NamedPiece {
  return { owner: piece.owner, name: `${piece.kind}${piece.king ? ' king' : ''}` };
}

/**
 * A Checkers61b move told in words (Game.tellMove): a step (CK-1), a chain of captures (CK-2, CK-3), a
 * bomb's explosion with what it removed and which shields held (CK-5), and a crowning (CK-4), e.g.
 * `Fire's bomb jumped from c3 to e5, taking Water's pawn on d4. The bomb on e5 exploded, removing d6
 * (the shield on f6 held).` Nothing is hidden.
 */
export function tellMove(before: CheckersState, move: CheckersMove, after: CheckersState): MoveWords {
  const mover = before.board[move.from];
  if (!mover) throw new Error(`no piece on ${squareName(move.from)} to tell of`);
  const piece = named(mover);
  const from = squareName(move.from);
  const path = move.path.map(squareName);
  const taken: PieceOnSquare[] = [];
  let at = move.from;
  for (const land of move.path) {
    // A jump lands two files away; the jumped piece stands half way.
    if (Math.abs((land % 8) - (at % 8)) === 2) {
      const over = (at + land) / 2;
      const jumped = before.board[over];
      if (jumped) taken.push({ square: squareName(over), piece: named(jumped) });
    }
    at = land;
  }
  const owner = ownedName(PLAYER_NAMES, piece);
  if (taken.length === 0) {
    const facts: MoveFact[] = [{ kind: 'move', piece, from, path }];
    return withCrowning(facts, `${owner} moved from ${from} to ${path.join('')}.`, mover, after, at);
  }
  const takenWords = listWords(taken.map((t) => `${ownedName(PLAYER_NAMES, t.piece)} on ${t.square}`));
  const facts: MoveFact[] = [{ kind: 'capture', piece, from, path, taken }];
  const sentence = `${owner} jumped from ${from} to ${path.join(' to ')}, taking ${takenWords}.`;
  if (mover.kind !== 'bomb') return withCrowning(facts, sentence, mover, after, at);
  // CK-5: the bomb explodes where it lands; shields hold, everything else around it goes, the bomb too.
  const jumpedSquares = new Set(taken.map((t) => t.square));
  const removed: PieceOnSquare[] = [];
  const held: PieceOnSquare[] = [];
  // The neighbours in reading order: the higher rank first, then from file a.
  const around = [0, 1, 2, 3].map((d) => STEP[at * 4 + d] as number).sort((a, b) => (b >> 3) - (a >> 3) || (a & 7) - (b & 7));
  for (const square of around) {
    if (square < 0 || jumpedSquares.has(squareName(square))) continue;
    const standing = before.board[square];
    if (!standing) continue;
    (standing.kind === 'shield' ? held : removed).push({ square: squareName(square), piece: named(standing) });
  }
  const landing = squareName(at);
  const explosion: MoveFact = { kind: 'explosion', piece, square: landing, removed: [...removed, { square: landing, piece }], held };
  const removing = removed.length > 0 ? `, removing ${listWords(removed.map((r) => r.square))}` : '';
  const holding = held.length > 0 ? ` (the shield${held.length > 1 ? 's' : ''} on ${listWords(held.map((h) => h.square))} held)` : '';
  return { facts: [...facts, explosion], sentence: `${sentence} The bomb on ${landing} exploded${removing}${holding}.` };
}

/** Adds the crowning (CK-4) when the piece that ends the move is a king and was not one before. */
function withCrowning(facts: MoveFact[], sentence: string, mover: CheckersPiece, after: CheckersState, at: number): MoveWords {
  const landed = after.board[at];
  if (mover.king || !landed?.king) return { facts, sentence };
  const promotion: MoveFact = { kind: 'promotion', piece: named(mover), square: squareName(at), becomes: named(landed).name };
  return { facts: [...facts, promotion], sentence: `${sentence} The ${mover.kind} was crowned king.` };
}
