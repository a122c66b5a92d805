import { perfectInformation, type Game } from '@tabula/engine-core';
import { board } from './board.js';
import { evaluate } from './evaluate.js';
import { fastPerft } from './fast-perft.js';
import { movesOf } from './movement.js';
import { kingCapturedStatus, statusOf } from './outcome.js';
import { PLAYER_NAMES } from './pieces.js';
import { pictureOf } from './picture.js';
import { play } from './rules.js';
import { searchHooks } from './search-hooks.js';
import { startState, type SimpleChessMove, type SimpleChessState } from './state.js';
import { tellMove } from './words.js';
import { OUTCOME_WORDS } from './outcome-words.js';

/** The canonical move text, e.g. `e2e4` (docs/notation.md): the squares the piece visits. */
export function moveText(move: SimpleChessMove): string {
  return board.name(move.from) + board.name(move.to);
}

/** Simplified chess (docs/rules.md §5, seed 004): no check, immobile queens and knights, king capture wins. */
export const simpleChess: Game<SimpleChessState, SimpleChessMove> = {
  id: 'simple-chess',
  name: 'Simplified chess',
  playerNames: PLAYER_NAMES,
  ...perfectInformation,
  start: startState,
  legalMoves(state) {
    // G-2: a game whose king is gone has no moves; G-1 needs no check here (no moves is no moves).
    if (kingCapturedStatus(state)) return [];
    return movesOf(state.board, state.toMove);
  },
  play,
  status: statusOf,
  evaluate,
  moveKey: moveText,
  describeMove: (_state, move) => ({ from: board.name(move.from), path: [board.name(move.to)] }),
  picture: pictureOf,
  tellMove,
  outcomeWords: OUTCOME_WORDS,
  perft: fastPerft,
  search: searchHooks,
};
