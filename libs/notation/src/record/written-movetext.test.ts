import { createRng, unwrap, type AnyGame, type AnyNotation, type Viewer } from '@tabula/engine-core';
import { stratego } from '@tabula/engine-stratego';
import { describe, expect, it } from 'vitest';
import { strategoNotation } from '../stratego/index.js';
import { formatRecord } from './index.js';

// A server keeps a game's record after every move, from the states its history already holds. Writing
// each earlier move again made a move at ply 400 cost 400 formattings and a layout of every line; the
// movetext laid out for the state before is now extended by the new move, once per seer. What the
// record says must not change.

const game = stratego as AnyGame;

/** A random Stratego game of `plies` plies from random setups (ST-1), with every state it passed. */
function playedGame(seed: number, plies: number) {
  const rng = createRng(seed);
  const setup = game.setup;
  if (!setup) throw new Error('Stratego begins from setups');
  const setups = [setup.random(0, rng), setup.random(1, rng)] as const;
  const states: unknown[] = [unwrap(setup.start(setups[0], setups[1]))];
  const moves: unknown[] = [];
  for (let ply = 0; ply < plies; ply++) {
    const legal = game.legalMoves(states[ply]);
    if (legal.length === 0) break;
    const move = rng.pick(legal);
    moves.push(move);
    states.push(unwrap(game.play(states[ply], move)));
  }
  return { setups, states, moves };
}

/**
 * The game, with `play` answering the played moves, in order, with the states already played (as a
 * session's history does for the record it keeps). The start is made afresh from the setups each time.
 */
function fromHistory(states: readonly unknown[], moves: readonly unknown[]): AnyGame {
  let next = 0;
  const play = (state: unknown, move: unknown) => (next < moves.length && move === moves[next] ? { ok: true as const, value: states[++next] } : game.play(state, move));
  return Object.create(game, { play: { value: play } }) as AnyGame;
}

/** Stratego's notation, counting the moves it formats. */
function countingNotation(): { counting: AnyNotation; formatted: () => number } {
  let formatted = 0;
  const counting: AnyNotation = Object.create(strategoNotation, {
    formatMove: { value: (state: unknown, move: unknown) => (formatted++, strategoNotation.formatMove(state as never, move as never)) },
  });
  return { counting, formatted: () => formatted };
}

describe('a record written after every move (ST-9: each viewer sees its own)', () => {
  it('formats each move once per seer, and says exactly what a record written afresh says', () => {
    const { setups, states, moves } = playedGame(11, 120);
    expect(moves.length).toBeGreaterThan(100);
    const { counting, formatted } = countingNotation();
    const seers: (Viewer | 'all')[] = ['all', 0, 'spectator'];
    for (let ply = 1; ply <= moves.length; ply++) {
      for (const seer of seers) {
        const data = { setups, moves: moves.slice(0, ply) };
        const written = formatRecord({ game: fromHistory(states, moves), notation: counting }, data, seer);
        // Written afresh: a plain replay makes new state objects, so nothing is reused.
        expect(written).toBe(formatRecord({ game, notation: strategoNotation as AnyNotation }, data, seer));
      }
    }
    // Without reuse: seers × (1 + 2 + … + n) formattings. With it, one per move and seer.
    expect(formatted()).toBe(seers.length * moves.length);
  });

  it('after a takeback, writes the other line from the moves both lines share', () => {
    const { setups, states, moves } = playedGame(12, 60);
    const rng = createRng(99);
    // The same game to ply 40, then another line of 20 plies from the state at ply 40.
    const otherStates = states.slice(0, 41);
    const otherMoves = moves.slice(0, 40);
    for (let ply = 40; ply < 60; ply++) {
      const legal = game.legalMoves(otherStates[ply]);
      if (legal.length === 0) break;
      const move = rng.pick(legal);
      otherMoves.push(move);
      otherStates.push(unwrap(game.play(otherStates[ply], move)));
    }
    expect(otherMoves.slice(40)).not.toEqual(moves.slice(40, otherMoves.length));
    const { counting, formatted } = countingNotation();
    for (let ply = 1; ply <= moves.length; ply++) formatRecord({ game: fromHistory(states, moves), notation: counting }, { setups, moves: moves.slice(0, ply) }, 'all');
    const before = formatted();
    for (let ply = 41; ply <= otherMoves.length; ply++) {
      const data = { setups, moves: otherMoves.slice(0, ply) };
      expect(formatRecord({ game: fromHistory(otherStates, otherMoves), notation: counting }, data, 'all')).toBe(formatRecord({ game, notation: strategoNotation as AnyNotation }, data, 'all'));
    }
    // Only the other line's own moves: the 40 it shares were laid out before the takeback.
    expect(formatted() - before).toBe(otherMoves.length - 40);
  });

  it('given the states a history holds, plays no move and writes what a record replayed from the moves says', () => {
    const { setups, states, moves } = playedGame(13, 80);
    const refusingPlay = Object.create(game, {
      play: {
        value: () => {
          throw new Error('a record given its states plays no move');
        },
      },
    }) as AnyGame;
    for (const seer of ['all', 1] as const) {
      const given = formatRecord({ game: refusingPlay, notation: strategoNotation as AnyNotation }, { setups, moves, states }, seer);
      expect(given).toBe(formatRecord({ game, notation: strategoNotation as AnyNotation }, { setups, moves }, seer));
    }
    // States that do not match the moves are the caller's bug, said at once.
    expect(() => formatRecord({ game, notation: strategoNotation as AnyNotation }, { setups, moves, states: states.slice(1) }, 'all')).toThrow(/80 moves but 80 states/);
  });
});
