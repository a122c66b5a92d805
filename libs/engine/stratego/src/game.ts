import { createRng, unwrap, type Game } from '@tabula/engine-core';
import { BOARD } from './board.js';
import { evaluateState } from './evaluate.js';
import { fastPerft } from './fast-perft.js';
import { determinize, viewOf } from './hidden-information.js';
import { strategoLevels } from './levels.js';
import { generateMoves } from './movement.js';
import { statusOf } from './outcome.js';
import { pictureOf } from './picture.js';
import { playMove } from './rules.js';
import { searchHooks } from './search-hooks.js';
import { randomSetup, setupRules, startFromSetups } from './setup.js';
import { setupLayout } from './setup-layout.js';
import type { StrategoMove, StrategoSetup, StrategoState } from './state.js';
import { PLAYER_NAMES, tellMove } from './words.js';
import { OUTCOME_WORDS } from './outcome-words.js';

/** Canonical move text, e.g. `a4a6` (docs/notation.md): the notation prints moves with this too. */
export function moveText(move: StrategoMove): string {
  return BOARD.name(move.from) + BOARD.name(move.to);
}

/** Stratego (docs/rules.md §4): red (player 0) on ranks 1–4, blue on 7–10, hidden ranks (ST-9). */
export const stratego: Game<StrategoState, StrategoMove, StrategoSetup> = {
  id: 'stratego',
  name: 'Stratego',
  playerNames: PLAYER_NAMES,
  hiddenInformation: true,
  start(rng = createRng(1)) {
    // ST-1: a random arrangement for each player; red's is drawn first.
    const red = randomSetup(0, rng);
    const blue = randomSetup(1, rng);
    return unwrap(startFromSetups(red, blue));
  },
  legalMoves: (state) => (statusOf(state).kind === 'over' ? [] : generateMoves(state)),
  play: playMove,
  status: statusOf,
  view: viewOf,
  determinize,
  evaluate: evaluateState,
  moveKey: moveText,
  describeMove: (_state, move) => ({ from: BOARD.name(move.from), path: [BOARD.name(move.to)] }),
  picture: pictureOf,
  tellMove,
  outcomeWords: OUTCOME_WORDS,
  setup: setupRules,
  setupLayout,
  perft: fastPerft,
  search: searchHooks,
  levels: strategoLevels,
};
