import { err, fail, ok, opponent, ruleError, type Player, type Result } from '@tabula/engine-core';
import { moveLabel, moveNumberOfState, readMoveNumber } from './move-number-text.js';
import { errorAt } from './record-error.js';
import type { RecordGame, RecordResult } from './record-types.js';
import { isRecordResult, resultOf } from './result-text.js';

/** The game a movetext replays to. */
export interface ReplayedMovetext {
  readonly moves: readonly unknown[];
  readonly moveTexts: readonly string[];
  /** `states[0]` is the start, `states[i]` the state after move i. */
  readonly states: readonly unknown[];
  /** The result token that ends the movetext, when it has one. */
  readonly resultToken?: RecordResult;
}

/**
 * Replays movetext tokens from `start`, each move through the notation's parser (so any text it
 * accepts, e.g. `E2-E4`, is read) and the engine, and refuses the first move that is not legal by its
 * place: `move 12 (6... b3b5): JG-4: only the rat may enter water`. Move numbers are optional, but
 * one that is written must be the move's own. A result token may only end the movetext, and no move
 * may follow the end of the game (G-2).
 */
export function replayMovetext({ game, notation }: RecordGame, start: unknown, tokens: readonly string[]): Result<ReplayedMovetext> {
  const moves: unknown[] = [];
  const moveTexts: string[] = [];
  const states: unknown[] = [start];
  let state = start;
  let number = moveNumberOfState(notation, start);
  // Who is to move; once the game is over, whose turn it would have been (for the error's label).
  let player: Player = 0;
  let written: number | undefined;
  let resultToken: RecordResult | undefined;
  for (const token of tokens) {
    if (resultToken !== undefined) {
      return fail('parse', `the result ${resultToken} must end the moves, but '${token}' follows it`, undefined, 'movetext');
    }
    if (isRecordResult(token)) {
      resultToken = token;
      continue;
    }
    const numbered = readMoveNumber(token);
    if (numbered) written = numbered.number;
    const text = numbered ? numbered.rest : token;
    if (text === '') continue;
    const ply = moves.length + 1;
    const status = game.status(state);
    if (status.kind === 'playing') player = status.toMove;
    const place = `move ${ply} (${moveLabel(number, player)} ${text})`;
    if (written !== undefined && written !== number) {
      return fail('parse', `${place}: the record numbers it ${written}, but the game is at move ${number}`, undefined, `move ${ply}`);
    }
    written = undefined;
    if (status.kind === 'over') {
      const ended = `${resultOf(status)}, ${status.reason}`;
      return err(errorAt(place, ruleError('game-over', `the game is already over (${ended}); no move may follow`, 'G-2'), `move ${ply}`));
    }
    const move = notation.parseMove(state, text);
    if (!move.ok) return err(errorAt(place, move.error, `move ${ply}`));
    const next = game.play(state, move.value);
    if (!next.ok) return err(errorAt(place, next.error, `move ${ply}`));
    moves.push(move.value);
    moveTexts.push(notation.formatMove(state, move.value));
    states.push(next.value);
    state = next.value;
    if (player === 1) number++;
    player = opponent(player);
  }
  return ok({ moves, moveTexts, states, ...(resultToken === undefined ? {} : { resultToken }) });
}
