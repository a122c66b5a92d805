import { perfectInformation, type Game } from '@tabula/engine-core';
import { evaluateState } from './evaluate.js';
import { fastPerft } from './fast-perft.js';
import { moveText } from './move-text.js';
import { moveShape, pictureOf } from './picture.js';
import { legalMovesOf, playMove, statusOf } from './rules.js';
import { searchHooks } from './search-hooks.js';
import { startState, type JungleMove, type JungleState } from './state.js';
import { PLAYER_NAMES, tellMove } from './words.js';
import { OUTCOME_WORDS } from './outcome-words.js';

/** Jungle (Dou Shou Qi), docs/rules.md §3: blue (player 0) against red (player 1). */
export const jungle: Game<JungleState, JungleMove> = {
  id: 'jungle',
  name: 'Jungle',
  playerNames: PLAYER_NAMES,
  ...perfectInformation,
  start: () => startState(),
  legalMoves: legalMovesOf,
  play: playMove,
  status: statusOf,
  evaluate: evaluateState,
  moveKey: moveText,
  describeMove: (_state, move) => moveShape(move),
  picture: pictureOf,
  tellMove,
  outcomeWords: OUTCOME_WORDS,
  perft: fastPerft,
  search: searchHooks,
};
