import type { MoveFact } from '@tabula/engine-core';

/**
 * The squares a move blew clear, from its facts (a bomb's explosion, CK-5): where the bomb went up, every
 * piece it removed, and what the move took on its way there. Empty for a move with no explosion, so a
 * page knows from the move itself, in any game, whether there is anything to animate or to hear.
 */
export function explodedSquares(facts: readonly MoveFact[]): string[] {
  if (!facts.some((fact) => fact.kind === 'explosion')) return [];
  const squares = facts.flatMap((fact) => {
    if (fact.kind === 'explosion') return [fact.square, ...fact.removed.map((removed) => removed.square)];
    if (fact.kind === 'capture') return fact.taken.map((taken) => taken.square);
    return [];
  });
  return [...new Set(squares)];
}

/** Whether a move took anything (a capture, a battle, an explosion): it sounds as a capture, not a plain move. */
export function takesPieces(facts: readonly MoveFact[]): boolean {
  return facts.some((fact) => fact.kind === 'capture' || fact.kind === 'battle' || fact.kind === 'explosion');
}
