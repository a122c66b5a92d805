import { fail, ok, perfectInformation, type Game, type Result } from '@tabula/engine-core';
import { evaluate } from './evaluate.js';
import { fastPerft } from './fast-perft.js';
import { animalChessLevels } from './levels.js';
import { moveText } from './move-text.js';
import { lionlessPlayer, statusOf } from './outcome.js';
import { pictureOf, shapeOf } from './picture.js';
import { encode, generateMoves } from './position.js';
import { applyMove, whyIllegal } from './rules.js';
import { searchHooks } from './search-hooks.js';
import { startState } from './start.js';
import type { AnimalChessMove, AnimalChessState } from './state.js';
import { PLAYER_NAMES, tellMove } from './words.js';
import { OUTCOME_WORDS } from './outcome-words.js';

/**
 * Why `play` would refuse a move here (an error value citing the rule), or null when it is legal:
 * the check alone, so that move text can be checked without playing the move twice.
 */
export function refusalOf(state: AnimalChessState, move: AnimalChessMove): Result<never> | null {
  const error = whyIllegal(state, move);
  if (!error) return null;
  // A player with no legal move has lost (G-1): say so rather than why this one move fails.
  if (error.code !== 'not-a-move' && statusOf(state).kind === 'over') return fail('game-over', 'the game is over: the player to move has no legal move', 'G-2');
  return { ok: false, error };
}

function legalMoves(state: AnimalChessState): AnimalChessMove[] {
  // G-2: a finished game lists nothing; G-1 (no moves) is an empty list by itself.
  if (lionlessPlayer(state) !== null) return [];
  return generateMoves(encode(state));
}

/** Animal chess (docs/rules.md §1, seed 000): the 5×6 shogi-like game with lions, giraffes, cats and chicks. */
export const animalChess: Game<AnimalChessState, AnimalChessMove> = {
  id: 'animal-chess',
  name: 'Animal chess',
  playerNames: PLAYER_NAMES,
  ...perfectInformation,
  start: startState,
  legalMoves,
  play(state, move): Result<AnimalChessState> {
    return refusalOf(state, move) ?? ok(applyMove(state, move));
  },
  status: statusOf,
  evaluate,
  moveKey: moveText,
  describeMove: shapeOf,
  picture: pictureOf,
  tellMove,
  outcomeWords: OUTCOME_WORDS,
  // Perft runs through the search board, so the fixtures' counts prove the board's moves and play/undo.
  perft: fastPerft,
  search: searchHooks,
  levels: animalChessLevels,
};
