import type { AnyGame, Viewer } from '@tabula/engine-core';
import { moveNumberOfState } from './move-number-text.js';
import { movetextText } from './movetext-layout.js';
import { settleOutcome } from './record-outcome.js';
import type { RecordData, RecordGame } from './record-types.js';
import { resultOf } from './result-text.js';
import { formatTag, RESERVED_TAGS } from './tag-text.js';
import { writtenMovetext } from './written-movetext.js';

/**
 * The record of a game as `viewer` may see it ('all' = the full record, e.g. after the game or for a
 * trusted archive). Everything in it is built from the viewer's views (ST-9): the Start position is
 * the view of the start, each move's text is formatted on the view of the state it was played from,
 * and a hidden-information game's setups show only what the viewer has learnt by the last move. Once
 * the game is over — by the board, or by the given outcome — everything is public and the record is
 * the full one for every viewer.
 *
 * `data` comes from a game that was played: an illegal move, setups the game refuses, both setups
 * and a start, or an outcome the board contradicts is the caller's bug, and throws with the reason.
 *
 * A game record, byte for byte (docs/notation.md "Game records"; keep this stable, tools depend on it):
 *
 * ```
 * [Game "<game id>"]
 * [Start "<position text>"]       only when the game did not begin at the standard start
 * [Setup0 "<setup text>"]         with Setup1, for a game begun from setups (Stratego)
 * [Setup1 "<setup text>"]
 * [Result "1-0" | "0-1" | "1/2-1/2" | "*"]
 * [Reason "<reason>"]             only when the game is over
 * [<Name> "<value>"]              the extra tags, in the order given
 *                                 one empty line
 * 1. c3c4 c4c3 2. b1b2 …          the movetext, lines of at most 80 columns
 * ```
 *
 * One tag per line, `\` and `"` in a value escaped with a backslash. The movetext is `N. move` for
 * player 0's move and the bare move for player 1's that follows it (`N... move` when a player-1 move
 * opens the record), numbered from the start position's move number, and ends with the Result's
 * token; a number and its move are never split across lines, and units are separated by one space.
 * Every line, the last included, ends with `\n`; there is no other white space.
 */
export function formatRecord(entry: RecordGame, data: RecordData, viewer: Viewer | 'all'): string {
  const { game, notation } = entry;
  const states = data.states ?? replay(game, startOf(game, data), data.moves);
  if (states.length !== data.moves.length + 1) throw new Error(`the record has ${data.moves.length} moves but ${states.length} states (the start and one after each move)`);
  const start = states[0];
  const outcome = settleOutcome(game.status(states[states.length - 1]), data.outcome);
  // ST-9: after the game everything is public.
  const seer: Viewer | 'all' = outcome ? 'all' : viewer;
  const see = (state: unknown) => (seer === 'all' ? state : game.view(state, seer));

  const tags: (readonly [string, string])[] = [['Game', game.id]];
  if (data.start !== undefined && (game.setup || notation.formatPosition(data.start) !== notation.formatPosition(game.start()))) {
    tags.push(['Start', notation.formatPosition(see(start))]);
  }
  if (data.setups !== undefined) {
    const [text0, text1] = setupTexts(entry, data.setups, data.moves, seer);
    tags.push(['Setup0', text0], ['Setup1', text1]);
  }
  const result = resultOf(outcome);
  tags.push(['Result', result]);
  if (outcome) tags.push(['Reason', outcome.reason]);
  for (const [name, value] of data.tags ?? []) {
    if ((RESERVED_TAGS as readonly string[]).includes(name)) throw new Error(`the record writes the ${name} tag itself; it cannot be an extra tag`);
    tags.push([name, value]);
  }

  const movetext = writtenMovetext(game, notation, states, data.moves, seer, see, moveNumberOfState(notation, start));
  const header = tags.map(([name, value]) => formatTag(name, value)).join('\n');
  return `${header}\n\n${movetextText(movetext, result)}\n`;
}

/** The state the record's moves start from: the given start, the start the setups make, or the standard start. */
function startOf(game: AnyGame, data: RecordData): unknown {
  if (data.start !== undefined && data.setups !== undefined) throw new Error('a record starts from a start position or from setups, not both');
  if (data.start !== undefined) return data.start;
  if (data.setups !== undefined) {
    if (!game.setup) throw new Error(`${game.id} has no setups`);
    const start = game.setup.start(data.setups[0], data.setups[1]);
    if (!start.ok) throw new Error(`the record's setups: ${start.error.message}`);
    return start.value;
  }
  if (game.setup) throw new Error(`a ${game.id} record needs the setups or a start: the game has no standard start`);
  return game.start();
}

/** Every state of the game: the start, then the state after each move. */
function replay(game: AnyGame, start: unknown, moves: readonly unknown[]): unknown[] {
  const states = [start];
  let state = start;
  moves.forEach((move, i) => {
    const next = game.play(state, move);
    if (!next.ok) throw new Error(`the record's move ${i + 1} is not legal: ${next.error.message}`);
    state = next.value;
    states.push(state);
  });
  return states;
}

/** The two setup texts as `seer` may know them after `moves`. */
function setupTexts({ game, notation }: RecordGame, setups: readonly [unknown, unknown], moves: readonly unknown[], seer: Viewer | 'all'): readonly [string, string] {
  if (seer !== 'all' && notation.formatSetupsFor) return notation.formatSetupsFor(setups, moves, seer);
  if (!notation.formatSetup) throw new Error(`${game.id}'s notation has no setup text`);
  return [notation.formatSetup(setups[0], 0), notation.formatSetup(setups[1], 1)];
}
