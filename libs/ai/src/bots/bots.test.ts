import { describe, expect, it } from 'vitest';
import { createRng, type AnyGame } from '@tabula/engine-core';
import { ticTacToe, type TicTacToeState } from '@tabula/engine-core/testing';
import type { Bot } from '../bot.js';
import { alphaBetaBot } from './alphabeta.js';
import { carelessBot } from './careless.js';
import { greedyBot } from './greedy.js';
import { ismctsBot } from './ismcts.js';
import { randomBot } from './random.js';

/**
 * Every test runs twice: on tic-tac-toe's own SearchBoard and on the Game contract alone (the
 * ContractBoard adapter), since the search serves games with and without a board.
 */
const VARIANTS: readonly [string, AnyGame][] = [
  ['on the game\'s own search board', ticTacToe as unknown as AnyGame],
  ['on the Game contract alone', { ...ticTacToe, search: undefined } as unknown as AnyGame],
];
const X = 0;
const O = 1;
const _ = null;

function position(cells: (0 | 1 | null)[], toMove: 0 | 1): TicTacToeState {
  return { cells, toMove, moveNumber: 1 };
}

for (const [variant, game] of VARIANTS) {
  describe(variant, () => {
    const bots: Bot[] = [randomBot, greedyBot, alphaBetaBot({ nodes: 2_000 }), ismctsBot({ nodes: 500 })];

    describe('every bot', () => {
      for (const bot of bots) {
        it(`${bot.name}: answers a legal move, the same one for the same seed`, () => {
          const state = position([X, _, _, _, O, _, _, _, _], X);
          const a = bot.think({ game, view: state, rng: createRng(7) });
          const b = bot.think({ game, view: state, rng: createRng(7) });
          expect(ticTacToe.legalMoves(state)).toContain(a.move);
          expect(b.move).toBe(a.move);
        });

        it(`${bot.name}: plays a forced move without thinking, and refuses a finished game`, () => {
          const forced = position([X, O, X, X, O, O, O, X, _], X);
          expect(bot.think({ game, view: forced, rng: createRng(1) })).toEqual({ move: 8, nodes: 0 });
          const done = position([X, X, X, O, O, _, _, _, _], O);
          expect(() => bot.think({ game, view: done, rng: createRng(1) })).toThrow(/over/);
        });
      }
    });

    describe('search bots', () => {
      // X to move wins at c1 (index 2): a1 b1 _ / O in the middle row.
      const winNow = position([X, X, _, O, O, _, _, _, _], X);
      // O to move must block at c1 (index 2), or X wins next.
      const mustBlock = position([X, X, _, _, O, _, _, _, _], O);

      for (const bot of [greedyBot, alphaBetaBot({ nodes: 3_000 }), ismctsBot({ nodes: 800 })]) {
        it(`${bot.name}: takes a win in one`, () => {
          for (const seed of [1, 2, 3]) expect(bot.think({ game, view: winNow, rng: createRng(seed) }).move).toBe(2);
        });
      }

      for (const bot of [alphaBetaBot({ nodes: 3_000 }), ismctsBot({ nodes: 1_500 })]) {
        it(`${bot.name}: blocks a win in one`, () => {
          for (const seed of [1, 2, 3]) expect(bot.think({ game, view: mustBlock, rng: createRng(seed) }).move).toBe(5 - 3);
        });
      }

      it('alphabeta: solves the empty board as a draw and reports depth and nodes', () => {
        const answer = alphaBetaBot({ nodes: 200_000 }).think({ game, view: ticTacToe.start(), rng: createRng(3) });
        expect(answer.score).toBe(0);
        // Nine plies end every line; lines that late-move reductions searched shallower reach
        // their end an iteration or two later, and only then is the board solved.
        expect(answer.depth).toBeGreaterThanOrEqual(9);
        expect(answer.depth).toBeLessThanOrEqual(11);
        expect(answer.nodes).toBeGreaterThan(100);
      });

      it('careless: a blunder chance plays that share of random legal moves, without searching them', () => {
        // winNow has one winning move (c1) among five: the search always finds it, a blunder rarely.
        const legal = ticTacToe.legalMoves(winNow);
        const answers = (blunder: number) =>
          Array.from({ length: 100 }, (_, seed) => carelessBot(alphaBetaBot({ nodes: 500 }), blunder).think({ game, view: winNow, rng: createRng(seed) }));
        for (const answer of answers(0)) expect(answer.move).toBe(2);
        const always = answers(1);
        for (const answer of always) {
          expect(legal).toContain(answer.move);
          expect(answer.nodes).toBe(0);
        }
        expect(new Set(always.map((answer) => answer.move)).size).toBe(legal.length);
        const quarter = answers(0.25).filter((answer) => answer.nodes === 0).length;
        expect(quarter).toBeGreaterThan(10);
        expect(quarter).toBeLessThan(45);
      });

      it('careless: refuses a chance outside 0 to 1', () => {
        expect(() => carelessBot(greedyBot, 1.5)).toThrow(/between 0 and 1/);
        expect(() => carelessBot(greedyBot, Number.NaN)).toThrow(/between 0 and 1/);
      });

      it('alphabeta: keeps to its node budget', () => {
        const answer = alphaBetaBot({ nodes: 300 }).think({ game, view: ticTacToe.start(), rng: createRng(3) });
        expect(answer.nodes).toBeLessThanOrEqual(300);
      });

      it('stops when cancelled and still answers a legal move', () => {
        const signal = { aborted: true };
        for (const bot of [alphaBetaBot({ ms: 60_000 }), ismctsBot({ ms: 60_000 })]) {
          const answer = bot.think({ game, view: ticTacToe.start(), rng: createRng(1), signal });
          expect(ticTacToe.legalMoves(ticTacToe.start())).toContain(answer.move);
        }
      });

      it('a millisecond budget follows the given clock', () => {
        let now = 0;
        const clock = () => (now += 1);
        const answer = ismctsBot().think({ game, view: ticTacToe.start(), rng: createRng(1), budget: { ms: 50 }, clock });
        expect(answer.nodes).toBeGreaterThan(0);
        expect(answer.nodes).toBeLessThan(50);
      });
    });
  });
}
