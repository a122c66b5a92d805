import { unwrap } from '@tabula/engine-core';
import { ARMY_SIZE, decodePiece, setupSquare, startFromSetups, stratego, type StrategoMove, type StrategoSetup, type StrategoState } from '@tabula/engine-stratego';

/** Slots per rank of a setup. */
const COLUMNS = 10;

/** What {@link revealedSlots} found: per player, which setup slots' ranks are known to both sides. */
export interface RevealedSlots {
  /** `revealed[player][slot]`, slots numbered as in a setup text (front rank first, owner's left first). */
  readonly revealed: readonly [readonly boolean[], readonly boolean[]];
  /** The state after the moves. */
  readonly final: StrategoState;
}

/**
 * Follows every piece from its setup slot through `moves` and notes which ones have been revealed
 * (ST-9): both sides of every attack — the loser too, although it then leaves the board, since a
 * player remembers what it was — and a scout that ran more than one square. A record's setup text
 * can then show exactly the letters a viewer has learnt, which the final position alone cannot say.
 *
 * The setups and moves come from a game that was played, so an invalid one is a broken invariant
 * and throws.
 */
export function revealedSlots(setups: readonly [StrategoSetup, StrategoSetup], moves: readonly StrategoMove[]): RevealedSlots {
  let state = unwrap(startFromSetups(setups[0], setups[1]));
  // The slot of the piece on each square, as player × 40 + slot; null on empty squares.
  const slotOn: (number | null)[] = state.board.map(() => null);
  for (const player of [0, 1] as const) {
    for (let slot = 0; slot < ARMY_SIZE; slot++) {
      slotOn[setupSquare(player, Math.floor(slot / COLUMNS), slot % COLUMNS)] = player * ARMY_SIZE + slot;
    }
  }
  const revealed = new Array<boolean>(2 * ARMY_SIZE).fill(false);
  for (const move of moves) {
    const mover = slotOn[move.from] ?? null;
    const defender = slotOn[move.to] ?? null;
    state = unwrap(stratego.play(state, move));
    const landed = state.board[move.to];
    slotOn[move.from] = null;
    if (defender !== null) {
      if (mover !== null) revealed[mover] = true;
      revealed[defender] = true;
      // ST-5: whoever stands on the square now won the attack; nobody does after a tie.
      slotOn[move.to] = landed ? (decodePiece(landed).owner === state.toMove ? defender : mover) : null;
    } else {
      slotOn[move.to] = mover;
      // The engine marks a scout's run as revealing (ST-9); a plain step reveals nothing new.
      if (mover !== null && landed && decodePiece(landed).revealed) revealed[mover] = true;
    }
  }
  const perPlayer = (player: 0 | 1) => revealed.slice(player * ARMY_SIZE, (player + 1) * ARMY_SIZE);
  return { revealed: [perPlayer(0), perPlayer(1)], final: state };
}
