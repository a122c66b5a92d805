import { boardPerft, createRng, ONGOING, unwrap, type Player } from '@tabula/engine-core';
import { assertSearchBoardConformance, perftFixtures, runSearchBoardConformance } from '@tabula/engine-core/testing';
import { describe, expect, it } from 'vitest';
import json from '../__fixtures__/perft.json' with { type: 'json' };
import { BOARD } from '../board.js';
import { stratego } from '../game.js';
import { kindOfLetter } from '../pieces.js';
import { positionFromBoard } from '../position.js';
import { positionFromSquares } from '../position-from-squares.fixture.js';
import { startFromSetups } from '../setup.js';
import { decodePiece, encodePiece, type PieceCode, type StrategoState } from '../state.js';
import { middleGame } from '../middle-game.fixture.js';
import { MAX_MOVES } from './move-generation.js';
import { loadStrategoBoard } from './stratego-board.js';

const fixtures = perftFixtures<{ readonly covers: string }>(json);

/**
 * Reads the fixtures' position text (docs/notation.md: rows rank 1 first, cells a → j, digits for empty
 * runs, `!` before a revealed piece, side r|b, move number). The real parser lives in
 * `@tabula/notation`, which depends on this project; the fixtures are well-formed, so this reader
 * checks nothing and leaves the invariants to `positionFromBoard`.
 */
function positionOf(text: string): StrategoState {
  const [rows, side, moveNumber] = text.split(' ') as [string, string, string];
  const board: (PieceCode | null)[] = [];
  for (const row of rows.split('/')) {
    for (const [, run, revealed, letter] of row.matchAll(/(\d+)|(!?)([A-Za-z])/g)) {
      if (run) board.push(...Array<null>(Number(run)).fill(null));
      else {
        const owner: Player = letter === letter?.toUpperCase() ? 0 : 1;
        board.push(encodePiece(owner, kindOfLetter(letter as string) ?? 'unknown', false, revealed === '!'));
      }
    }
  }
  return unwrap(positionFromBoard(board, side === 'r' ? 0 : 1, Number(moveNumber)));
}

describe('Stratego search board', () => {
  it('reads the fixture positions as the notation does (the reference start is the issue setups)', () => {
    const start = unwrap(startFromSetups('TJNPSSBBPSTJOLGMYLOJNSBPPLLSBSSSNTTNNBFB', 'SPBBSSPNJTJOLYMGLOJTSBSLLPPBSNBFBNNTTNSS'));
    expect(positionOf(fixtures[0]?.position ?? '')).toEqual(start);
  });

  it('agrees with the Game contract over 60 seeded random games from random setups (ST-1 to ST-9, G-1)', () => {
    const report = assertSearchBoardConformance(stratego);
    expect(report.positions).toBeGreaterThan(5000);
  });

  it('agrees with the Game contract deep into attack-heavy games, where pieces fall and ranks show (ST-5 to ST-9)', () => {
    assertSearchBoardConformance(stratego, { games: 8, maxPlies: 300, start: (rng) => middleGame(rng.int(1_000_000), 120) });
  });

  for (const fixture of fixtures.slice(1)) {
    it(`agrees with the Game contract from the fixture "${fixture.name}" (${fixture.covers})`, () => {
      assertSearchBoardConformance(stratego, { games: 8, start: () => positionOf(fixture.position) });
    });
  }

  for (const fixture of fixtures) {
    it(`counts the perft fixture "${fixture.name}" through moves/play/undo (${fixture.covers})`, () => {
      const board = loadStrategoBoard(positionOf(fixture.position));
      const before = board.hash();
      fixture.counts.forEach((count, i) => expect(boardPerft(board, i + 1), `depth ${i + 1}`).toBe(count));
      expect(board.hash()).toBe(before);
    });
  }

  it('evaluates every node of a search exactly as evaluateState does, signed zeros included', () => {
    // Middle games whose exact scores end in half points, where the board replays evaluate.ts's
    // floating-point sum from its parent's running sums.
    for (const seed of [11, 13]) {
      const board = loadStrategoBoard(middleGame(seed, 80));
      const buffer = new Int32Array(board.maxMoves * 3);
      let nodes = 0;
      const visit = (depth: number, at: number): void => {
        const state = board.state();
        for (const player of [0, 1] as const) expect(Object.is(board.evaluate(player), stratego.evaluate?.(state, player))).toBe(true);
        nodes++;
        if (depth === 0 || board.outcome() !== ONGOING) return;
        const n = board.moves(buffer, at);
        for (let i = at; i < at + n; i += 3) {
          board.play(buffer[i] as number);
          visit(depth - 1, at + n);
          board.undo();
        }
      };
      visit(2, 0);
      expect(nodes).toBeGreaterThan(50);
    }
  });

  it('counts flag safety with threats and guards around the same flag (evaluation)', () => {
    // Red's flag e1 is guarded by bombs d1 f1 e2 while blue's scouts and captain close in; blue's
    // flag likewise. Attacks take bombs (ST-6) and may take a flag (ST-8).
    const start = positionFromSquares({
      e1: 'F', d1: 'B', f1: 'B', e2: 'B', c2: 'N', g2: 'S', d3: 'p', f3: 's', e4: 's', h2: 'T',
      e10: 'f', d10: 'b', f10: 'b', e9: 'b', c9: 'n', g9: 's', d8: 'P', f8: 'S', e7: 'S', h9: 't',
    });
    assertSearchBoardConformance(stratego, { games: 30, maxPlies: 60, start: () => start });
  });

  it('never lists more moves than maxMoves, even with eight scouts on open lines (ST-4)', () => {
    const state = positionFromSquares({ a1: 'F', j10: 'f', a3: 'S', b7: 'S', c1: 'S', e4: 'S', f7: 'S', i3: 'S', j8: 'S', e9: 'S', a10: 'm' });
    const board = loadStrategoBoard(state);
    const count = board.moves(new Int32Array(MAX_MOVES), 0);
    expect(count).toBe(stratego.legalMoves(state).length);
    expect(count).toBeGreaterThan(100);
    expect(count).toBeLessThanOrEqual(board.maxMoves);
  });

  it('orders taking the flag before any other attack (ST-8), and every attack before a quiet move', () => {
    const state = positionFromSquares({ e8: 'S', e9: 'f', d8: 'm', f8: 'N', f9: 'b', j1: 'F', a10: 'y' });
    const board = loadStrategoBoard(state);
    const code = (from: string, to: string) => BOARD.parse(from) * 100 + BOARD.parse(to);
    expect(board.captureValue(code('e8', 'e9'))).toBeGreaterThan(board.captureValue(code('e8', 'd8')));
    expect(board.captureValue(code('f8', 'f9'))).toBeGreaterThan(0);
    expect(board.captureValue(code('e8', 'e7'))).toBe(0);
    expect(stratego.search?.captureValue?.(state, { from: BOARD.parse('e8'), to: BOARD.parse('e9') })).toBe(board.captureValue(code('e8', 'e9')));
  });

  it('winsByCapture: the mover has an attack that takes the enemy flag (ST-8), over attack-heavy games', () => {
    const near = positionFromSquares({ e8: 'S', e9: 'f', j1: 'F', a10: 'y' });
    expect(loadStrategoBoard(near).winsByCapture()).toBe(true);
    // Bombs never move, so a bomb beside the flag takes nothing (ST-3); nor does the enemy's own piece.
    expect(loadStrategoBoard(positionFromSquares({ e8: 'B', e9: 'f', d9: 'b', j1: 'F', a3: 'S' })).winsByCapture()).toBe(false);
    expect(loadStrategoBoard(positionFromSquares({ e8: 'S', e9: 'f', j1: 'F', a10: 'y' }, 1)).winsByCapture()).toBe(false);
    const rng = createRng('wins by capture');
    const buffer = new Int32Array(MAX_MOVES);
    let wins = 0;
    // Flags behind a few bombs, miners and scouts around them: attacks open the flags within a few plies.
    const start = positionFromSquares({
      e1: 'F', d1: 'B', f1: 'B', e2: 'B', c2: 'N', g2: 'N', d3: 'n', f3: 's', e4: 'n', h2: 'T',
      e10: 'f', d10: 'b', f10: 'b', e9: 'b', c9: 'n', g9: 'n', d8: 'N', f8: 'S', e7: 'N', h9: 't',
    });
    for (let game = 0; game < 40; game++) {
      const board = loadStrategoBoard(start);
      for (let ply = 0; ply < 80 && board.outcome() === ONGOING; ply++) {
        const mover = board.toMove();
        const count = board.captures(buffer, 0);
        const takesFlag = Array.from(buffer.subarray(0, count)).some((code) => {
          board.play(code);
          const flagGone = !board.state().board.some((piece) => piece !== null && decodePiece(piece).kind === 'flag' && decodePiece(piece).owner !== mover);
          board.undo();
          return flagGone;
        });
        expect(board.winsByCapture()).toBe(takesFlag);
        if (takesFlag) wins++;
        // Attacks first, mostly, so that bombs fall and flags stand open; but never the flag itself.
        const attacks = Array.from(buffer.subarray(0, count)).filter((code) => board.state().board[code % 100] !== null && decodePiece(board.state().board[code % 100] as PieceCode).kind !== 'flag');
        if (attacks.length > 0 && rng.next() < 0.7) board.play(attacks[rng.int(attacks.length)] as number);
        else board.play(buffer[rng.int(board.moves(buffer, 0))] as number);
      }
    }
    expect(wins).toBeGreaterThan(10);
  });

  it('refuses a view: a board holds full states only (ST-9)', () => {
    const view = stratego.view(stratego.start(createRng(3)), 0);
    expect(() => loadStrategoBoard(view)).toThrow(/full state/);
    // The hash hook still hashes views (bots may hash what they see).
    expect(stratego.search?.hash?.(view)).toEqual(expect.any(Number));
  });

  describe('resample (a new deal of what a viewer cannot see, ST-9)', () => {
    it('keeps the viewer\'s view, deals bombs and the flag only to unmoved pieces (ST-3), and undoes like a move', () => {
      const state = middleGame(21, 60);
      const board = loadStrategoBoard(state);
      const view = JSON.stringify(stratego.view(state, 0));
      const deals = new Set<string>();
      const rng = createRng(5);
      for (let i = 0; i < 40; i++) {
        board.resample(0, rng);
        const dealt = board.state();
        expect(JSON.stringify(stratego.view(dealt, 0))).toBe(view);
        dealt.board.forEach((code, square) => {
          if (code === state.board[square]) return;
          // Only blue's unrevealed pieces are dealt again, and bombs and the flag only where nothing moved.
          const piece = decodePiece(code as PieceCode);
          expect(piece.owner).toBe(1);
          expect(piece.revealed).toBe(false);
          if (piece.kind === 'bomb' || piece.kind === 'flag') expect(piece.moved).toBe(false);
        });
        deals.add(JSON.stringify(dealt.board));
        board.undo();
        expect(board.state()).toEqual(state);
      }
      expect(deals.size).toBeGreaterThan(30);
    });

    it('changes nothing once the game is over (a finished game hides nothing)', () => {
      const state = positionFromSquares({ e1: 'F', a1: 'S', j10: 'm' }, 1);
      const board = loadStrategoBoard(state);
      expect(board.outcome()).not.toBe(ONGOING);
      board.resample(0, createRng(1));
      expect(board.state()).toEqual(state);
      board.undo();
      expect(board.state()).toEqual(state);
    });

    it('lets the conformance kit catch a deal that changes what the viewer sees', () => {
      const leaky = {
        ...stratego,
        search: {
          ...stratego.search,
          board: (state: StrategoState) => {
            const board = loadStrategoBoard(state);
            // Deals the viewer's own pieces instead of the enemy's.
            const deal = board.resample.bind(board);
            board.resample = (viewer: Player, rng) => deal(viewer === 0 ? 1 : 0, rng);
            return board;
          },
        },
      };
      const report = runSearchBoardConformance(leaky, { games: 2, maxPlies: 4 });
      expect(report.failures.join('\n')).toMatch(/resample\(0\): the viewer's view changed/);
    });

    it('lets the conformance kit catch a deal that never deals anything new', () => {
      const frozen = {
        ...stratego,
        search: {
          ...stratego.search,
          board: (state: StrategoState) => {
            // A deal that stacks like a move but deals nothing.
            const deals: boolean[] = [];
            return new Proxy(loadStrategoBoard(state), {
              get(board, name) {
                if (name === 'resample') return () => deals.push(true);
                if (name === 'play') return (code: number) => (deals.push(false), board.play(code));
                if (name === 'undo') return () => (deals.pop() ? undefined : board.undo());
                const value: unknown = Reflect.get(board, name);
                return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(board) : value;
              },
            });
          },
        },
      };
      const report = runSearchBoardConformance(frozen, { games: 2, maxPlies: 4 });
      expect(report.failures.join('\n')).toMatch(/never dealt anything new/);
    });
  });
});
