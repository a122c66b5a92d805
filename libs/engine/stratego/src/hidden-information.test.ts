import { createRng, opponent, type Player, type Rng, type Viewer } from '@tabula/engine-core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BOARD } from './board.js';
import { stratego } from './game.js';
import { ARMY, isMobile, type PieceKind } from './pieces.js';
import { decodePiece, encodePiece, type StrategoMove, type StrategoState } from './state.js';

const json = (value: unknown) => JSON.stringify(value);

/** Positions of seeded random games, ply by ply (cached: the property draws from them). */
const games = new Map<number, StrategoState[]>();
function positionsOf(seed: number): StrategoState[] {
  let states = games.get(seed);
  if (!states) {
    const rng = createRng(seed);
    let state = stratego.start(rng);
    states = [state];
    for (let ply = 0; ply < 160; ply++) {
      const moves = stratego.legalMoves(state);
      if (moves.length === 0) break;
      const next = stratego.play(state, rng.pick(moves));
      if (!next.ok) throw new Error(next.error.message);
      state = next.value;
      states.push(state);
    }
    games.set(seed, states);
  }
  return states;
}

/**
 * Another state that differs from `state` only in the ranks of `side`'s unrevealed pieces: those
 * ranks are shuffled among them, bombs and the flag staying on pieces that never moved (ST-3).
 */
function reshuffleHidden(state: StrategoState, side: Player, rng: Rng): StrategoState {
  const slots = state.board.flatMap((code, square) => {
    const piece = code ? decodePiece(code) : null;
    return piece && piece.owner === side && !piece.revealed ? [square] : [];
  });
  const kinds = slots.map((square) => decodePiece(state.board[square] as string).kind as PieceKind);
  const movedSlots = rng.shuffle(slots.filter((square) => decodePiece(state.board[square] as string).moved));
  const stillSlots = slots.filter((square) => !decodePiece(state.board[square] as string).moved);
  const mobile = rng.shuffle(kinds.filter(isMobile));
  const forMoved = mobile.slice(0, movedSlots.length);
  const rest = rng.shuffle([...mobile.slice(movedSlots.length), ...kinds.filter((kind) => !isMobile(kind))]);
  const board = state.board.slice();
  movedSlots.forEach((square, i) => {
    const piece = decodePiece(board[square] as string);
    board[square] = encodePiece(side, forMoved[i] as PieceKind, piece.moved, false);
  });
  stillSlots.forEach((square, i) => {
    board[square] = encodePiece(side, rest[i] as PieceKind, false, false);
  });
  return { ...state, board };
}

/** A sample of move attempts: legal moves, steps and jumps of random pieces, and random pairs. */
function attempts(state: StrategoState, rng: Rng): StrategoMove[] {
  const legal = stratego.legalMoves(state);
  const moves: StrategoMove[] = legal.length > 0 ? [rng.pick(legal), rng.pick(legal)] : [];
  const occupied = state.board.flatMap((code, square) => (code ? [square] : []));
  for (let i = 0; i < 10; i++) {
    const from = rng.pick(occupied);
    const [df, dr] = rng.pick([[0, 1], [0, -1], [1, 0], [-1, 0], [0, 2], [-2, 0], [1, 1]] as const);
    const to = BOARD.step(from, [df, dr]);
    if (to >= 0) moves.push({ from, to });
  }
  for (let i = 0; i < 6; i++) moves.push({ from: rng.int(100), to: rng.int(100) });
  return moves;
}

describe('ST-9: hidden information', () => {
  it('ST-9: states that differ only in hidden ranks of one side look the same to the other side and to spectators', () => {
    let compared = 0;
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 40 }), fc.nat(160), fc.integer(), fc.constantFrom<Player>(0, 1), (seed, ply, shuffleSeed, side) => {
        const states = positionsOf(seed);
        const a = states[Math.min(ply, states.length - 1)] as StrategoState;
        const rng = createRng(shuffleSeed);
        const b = reshuffleHidden(a, side, rng);
        // A finished game is public, and a reshuffle may leave a side without moves (G-1): skip those.
        fc.pre(stratego.status(a).kind === 'playing' && stratego.status(b).kind === 'playing');
        compared++;
        const other = opponent(side);
        for (const viewer of [other, 'spectator'] as Viewer[]) {
          const viewA = stratego.view(a, viewer);
          const viewB = stratego.view(b, viewer);
          expect(json(viewB)).toBe(json(viewA));
          expect(json(stratego.legalMoves(viewB))).toBe(json(stratego.legalMoves(viewA)));
          expect(json(stratego.status(viewB))).toBe(json(stratego.status(viewA)));
          expect(json(stratego.picture(viewB))).toBe(json(stratego.picture(viewA)));
          expect(stratego.evaluate?.(viewB, other)).toBe(stratego.evaluate?.(viewA, other));
          // Whatever is played or refused on a view is the same for both.
          for (const move of attempts(viewA, rng)) {
            expect(json(stratego.play(viewB, move))).toBe(json(stratego.play(viewA, move)));
          }
        }
        if (a.toMove === other) {
          // The other side moves: its moves and every refusal of its attempts are the same.
          expect(json(stratego.legalMoves(b))).toBe(json(stratego.legalMoves(a)));
          for (const move of attempts(a, rng)) {
            const playedA = stratego.play(a, move);
            const playedB = stratego.play(b, move);
            expect(playedB.ok).toBe(playedA.ok);
            if (!playedA.ok && !playedB.ok) expect(json(playedB.error)).toBe(json(playedA.error));
          }
        }
      }),
      { numRuns: 2000, seed: 6 },
    );
    expect(compared).toBeGreaterThan(1500);
  }, 300_000);

  it('ST-9: a quiet move is told in the same words, to a viewer who may not know its rank, whatever the hidden ranks are', () => {
    let compared = 0;
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 40 }), fc.nat(160), fc.integer(), fc.constantFrom<Player>(0, 1), (seed, ply, shuffleSeed, side) => {
        const states = positionsOf(seed);
        const a = states[Math.min(ply, states.length - 1)] as StrategoState;
        const b = reshuffleHidden(a, side, createRng(shuffleSeed));
        fc.pre(stratego.status(a).kind === 'playing' && stratego.status(b).kind === 'playing');
        const keys = new Set(stratego.legalMoves(b).map(stratego.moveKey));
        // Quiet moves (onto an empty square) legal in both: a battle reveals, so it may differ (ST-5).
        const quiet = stratego.legalMoves(a).filter((move) => a.board[move.to] === null && keys.has(stratego.moveKey(move)));
        for (const move of quiet) {
          const afterA = stratego.play(a, move);
          const afterB = stratego.play(b, move);
          if (!afterA.ok || !afterB.ok) throw new Error('a listed move was refused');
          // A finished game is public (ST-9): its words may name anything.
          if (stratego.status(afterA.value).kind === 'over' || stratego.status(afterB.value).kind === 'over') continue;
          compared++;
          for (const viewer of [opponent(side), 'spectator'] as Viewer[]) {
            expect(json(stratego.tellMove?.(b, move, afterB.value, viewer))).toBe(json(stratego.tellMove?.(a, move, afterA.value, viewer)));
          }
        }
      }),
      { numRuns: 300, seed: 7 },
    );
    expect(compared).toBeGreaterThan(300);
  }, 300_000);

  it('ST-9: a player sees own ranks, enemy squares, moved flags and revealed ranks only', () => {
    const states = positionsOf(3);
    const state = states[120] as StrategoState;
    for (const viewer of [0, 1, 'spectator'] as Viewer[]) {
      const view = stratego.view(state, viewer);
      expect(view.viewer).toBe(viewer);
      state.board.forEach((code, square) => {
        const seen = view.board[square];
        if (!code) return expect(seen).toBeNull();
        const piece = decodePiece(code);
        const shown = decodePiece(seen as string);
        expect([shown.owner, shown.moved, shown.revealed]).toEqual([piece.owner, piece.moved, piece.revealed]);
        expect(shown.kind).toBe(piece.revealed || piece.owner === viewer ? piece.kind : 'unknown');
      });
      expect(view.captured).toEqual(state.captured);
    }
  });

  it('ST-9: attacks reveal both pieces and long scout moves reveal the scout, for the rest of the game', () => {
    let attacks = 0;
    let longMoves = 0;
    for (const seed of [1, 2, 3, 4, 5]) {
      const states = positionsOf(seed);
      for (let i = 1; i < states.length; i++) {
        const before = states[i - 1] as StrategoState;
        const after = states[i] as StrategoState;
        const changed = before.board.flatMap((code, square) => (code !== after.board[square] ? [square] : []));
        const from = changed.find((square) => before.board[square] && decodePiece(before.board[square] as string).owner === before.toMove && !after.board[square]);
        const to = changed.find((square) => square !== from);
        if (from === undefined || to === undefined) continue;
        const target = before.board[to];
        const landed = after.board[to];
        if (target) {
          attacks++;
          if (landed) expect(decodePiece(landed).revealed).toBe(true);
        } else if (Math.abs(BOARD.fileOf(to) - BOARD.fileOf(from)) + Math.abs(BOARD.rankOf(to) - BOARD.rankOf(from)) > 1) {
          longMoves++;
          expect(decodePiece(landed as string)).toMatchObject({ kind: 'scout', revealed: true, moved: true });
        }
        // Revealed stays revealed: no revealed piece of `before` turns up unrevealed in `after`.
        const revealedBefore = before.board.filter((code) => code?.startsWith('!')).length;
        const revealedAfter = after.board.filter((code) => code?.startsWith('!')).length;
        expect(revealedAfter).toBeGreaterThanOrEqual(revealedBefore - 2);
      }
    }
    expect(attacks).toBeGreaterThan(0);
    expect(longMoves).toBeGreaterThan(0);
  });

  it('ST-9: once the game is over everything is public', () => {
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
      const states = positionsOf(seed);
      const last = states[states.length - 1] as StrategoState;
      if (stratego.status(last).kind !== 'over') continue;
      expect(stratego.view(last, 'spectator').board).toEqual(last.board);
      return;
    }
  });

  it.each(['uniform', 'informed'] as const)('ST-9: determinize (%s) only gives states whose view is the input view, and uses only ranks still hidden', (sampling) => {
    const rng = createRng(99);
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      for (const state of positionsOf(seed).filter((_, ply) => ply % 20 === 0)) {
        if (stratego.status(state).kind !== 'playing') continue;
        for (const viewer of [0, 1, 'spectator'] as Viewer[]) {
          const view = stratego.view(state, viewer);
          for (let n = 0; n < 2; n++) {
            const sampled = stratego.determinize!(view, rng, sampling);
            expect(sampled.viewer).toBeUndefined();
            expect(json(stratego.view(sampled, viewer))).toBe(json(view));
            expect(sampled.board.some((code) => code && decodePiece(code).kind === 'unknown')).toBe(false);
            // Same army per side as the real state (captured + on board).
            for (const owner of [0, 1] as const) {
              const army = (s: StrategoState) =>
                [...s.captured[owner], ...s.board.flatMap((code) => (code && decodePiece(code).owner === owner ? [decodePiece(code).kind] : []))].sort();
              expect(army(sampled)).toEqual(army(state));
            }
            // Bombs and flags only on pieces that never moved.
            for (const code of sampled.board) {
              if (code && decodePiece(code).moved) expect(isMobile(decodePiece(code).kind)).toBe(true);
            }
          }
        }
      }
    }
  });

  it('ST-9: determinize never leaves the mover stuck where the real game was running', () => {
    // Blue to move with three hidden pieces (flag, bomb and scout left): only the one on a9 has room.
    const board: (string | null)[] = Array<string | null>(100).fill(null);
    const put = (name: string, code: string) => (board[BOARD.parse(name)] = code);
    put('a1', 'F');
    put('j1', 'M*');
    for (const name of ['a10', 'b10', 'a9']) put(name, 'x');
    put('b9', '!b');
    put('c10', '!b');
    const lost = (kept: readonly PieceKind[]) => {
      const rest = [...ARMY];
      for (const kind of kept) rest.splice(rest.indexOf(kind), 1);
      return rest;
    };
    const view: StrategoState = {
      board,
      toMove: 1,
      moveNumber: 30,
      captured: [lost(['flag', 'marshal']), lost(['flag', 'bomb', 'bomb', 'bomb', 'scout'])],
      viewer: 0,
    };
    const rng = createRng(5);
    for (let n = 0; n < 200; n++) {
      const sampled = stratego.determinize!(view, rng, n % 2 === 0 ? 'uniform' : 'informed');
      expect(decodePiece(sampled.board[BOARD.parse('a9')] as string).kind).toBe('scout');
      expect(stratego.status(sampled).kind).toBe('playing');
      expect(json(stratego.view(sampled, 0))).toBe(json(view));
    }
  });

  it('informed determinize guesses as the game\'s setups place ranks: the flag on the back rank, bombs beside it', () => {
    // At the start nothing has moved, so every square is a setup square (ST-1).
    const view = stratego.view(stratego.start(createRng(8)), 0);
    const rng = createRng(4);
    let backRankFlags = 0;
    let sealedFlags = 0;
    const samples = 200;
    for (let n = 0; n < samples; n++) {
      const sampled = stratego.determinize!(view, rng, 'informed');
      const flag = sampled.board.findIndex((code) => code === 'f');
      if (BOARD.rankOf(flag) === 9) backRankFlags++;
      const sides = [flag - 1, flag + 1].filter((square) => BOARD.rankOf(square) === 9).concat(flag - 10);
      if (sides.every((square) => sampled.board[square] === 'b')) sealedFlags++;
    }
    expect(backRankFlags).toBeGreaterThan(samples * 0.9);
    expect(sealedFlags).toBeGreaterThan(samples * 0.5);
  });
});
