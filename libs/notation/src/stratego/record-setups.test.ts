import { createRng, unwrap, type AnyGame, type AnyNotation, type Player, type Viewer } from '@tabula/engine-core';
import { decodePiece, randomSetup, setupSquare, startFromSetups, stratego, type StrategoMove, type StrategoSetup, type StrategoState } from '@tabula/engine-stratego';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatRecord, parseRecord, type RecordGame } from '../record/index.js';
import { formatSetupsFor, startFromRecordSetups, strategoNotation } from './index.js';

const ENTRY: RecordGame = { game: stratego as AnyGame, notation: strategoNotation as AnyNotation };

interface Game {
  readonly setups: readonly [StrategoSetup, StrategoSetup];
  readonly moves: readonly StrategoMove[];
  readonly final: StrategoState;
}

/** A seeded game from random setups; attacks are preferred with probability `aggression`, so ranks get revealed. */
function randomGame(seed: number, plies: number, aggression: number): Game {
  const rng = createRng(seed);
  const setups = [randomSetup(0, rng), randomSetup(1, rng)] as const;
  let state = unwrap(startFromSetups(setups[0], setups[1]));
  const moves: StrategoMove[] = [];
  for (let ply = 0; ply < plies; ply++) {
    const legal = stratego.legalMoves(state);
    if (legal.length === 0) break;
    const attacks = legal.filter((move) => state.board[move.to]);
    const move = attacks.length > 0 && rng.next() < aggression ? rng.pick(attacks) : rng.pick(legal);
    moves.push(move);
    state = unwrap(stratego.play(state, move));
  }
  return { setups, moves, final: state };
}

/**
 * The test's own account of what `viewer` has learnt (ST-9), kept apart from the code under test:
 * each piece is followed by its setup slot, and its slot is learnt once one of the viewer's views
 * shows its rank, or once it took part in an attack (which shows both ranks, ST-5) — even if it then
 * left the board.
 */
function learntSlots({ setups, moves }: Game, viewer: Viewer): [Set<number>, Set<number>] {
  let state = unwrap(startFromSetups(setups[0], setups[1]));
  const slotOn = new Map<number, readonly [Player, number]>();
  for (const owner of [0, 1] as const) for (let slot = 0; slot < 40; slot++) slotOn.set(setupSquare(owner, Math.floor(slot / 10), slot % 10), [owner, slot]);
  const learnt: [Set<number>, Set<number>] = [new Set(), new Set()];
  const learn = (piece: readonly [Player, number] | undefined) => piece && learnt[piece[0]].add(piece[1]);
  const look = () => {
    stratego.view(state, viewer).board.forEach((code, square) => {
      if (code && decodePiece(code).kind !== 'unknown') learn(slotOn.get(square));
    });
  };
  look();
  for (const move of moves) {
    const mover = slotOn.get(move.from);
    const defender = slotOn.get(move.to);
    state = unwrap(stratego.play(state, move));
    slotOn.delete(move.from);
    slotOn.delete(move.to);
    if (defender) {
      learn(mover);
      learn(defender);
    }
    const standing = state.board[move.to];
    const winner = standing ? (decodePiece(standing).owner === mover?.[0] ? mover : defender) : undefined;
    if (winner) slotOn.set(move.to, winner);
    look();
  }
  return learnt;
}

/** The 40 letters of a setup text, without its slashes. */
const lettersOf = (text: string) => text.replace(/\//g, '');

describe('Stratego record setups (ST-9)', () => {
  it('show a player exactly their own army and the enemy ranks they have learnt, X/x for the rest', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), fc.nat(200), fc.constantFrom<Viewer>(0, 1, 'spectator'), (seed, plies, viewer) => {
        const game = randomGame(seed, plies, 0.6);
        if (stratego.status(game.final).kind === 'over') return;
        const texts = formatSetupsFor(game.setups, game.moves, viewer);
        const learnt = learntSlots(game, viewer);
        for (const owner of [0, 1] as const) {
          const shown = lettersOf(texts[owner]);
          const full = game.setups[owner];
          if (owner === viewer) {
            expect(shown).toBe(full);
            continue;
          }
          Array.from(shown).forEach((letter, slot) => {
            expect(letter).toBe(learnt[owner].has(slot) ? full[slot] : owner === 0 ? 'X' : 'x');
          });
        }
      }),
      { numRuns: 40, seed: 81 },
    );
  });

  it('make a viewer’s record that replays to exactly that viewer’s final view', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), fc.nat(200), fc.constantFrom<Viewer>(0, 1, 'spectator'), (seed, plies, viewer) => {
        const game = randomGame(seed, plies, 0.6);
        const text = formatRecord(ENTRY, { setups: game.setups, moves: game.moves }, viewer);
        const parsed = unwrap(parseRecord(ENTRY, text));
        const last = parsed.states[parsed.states.length - 1] as StrategoState;
        if (stratego.status(game.final).kind === 'over') expect(last).toEqual(game.final);
        else expect(last).toEqual(stratego.view(game.final, viewer));
        expect(parsed.moves).toEqual(game.moves);
      }),
      { numRuns: 40, seed: 82 },
    );
  });

  it('are public in full once the game is over, by the board or by resignation', () => {
    // Seed 15 with a taste for attacks ends on the board after 1,120 plies: blue wins, red has no move (G-1).
    const ended = randomGame(15, 2000, 0.9);
    expect(stratego.status(ended.final).kind).toBe('over');
    const running = randomGame(15, 60, 0.9);
    for (const viewer of [0, 1, 'spectator'] as const) {
      const full = [strategoNotation.formatSetup?.(ended.setups[0], 0), strategoNotation.formatSetup?.(ended.setups[1], 1)];
      expect(formatSetupsFor(ended.setups, ended.moves, viewer)).toEqual(full);
      const record = formatRecord(ENTRY, { setups: running.setups, moves: running.moves, outcome: { winner: 1, reason: 'resigned' } }, viewer);
      expect(record).toBe(formatRecord(ENTRY, { setups: running.setups, moves: running.moves, outcome: { winner: 1, reason: 'resigned' } }, 'all'));
    }
  });

  it('read back setups with hidden letters into a view for the viewer they imply', () => {
    const game = randomGame(7, 30, 0.6);
    for (const viewer of [0, 1, 'spectator'] as const) {
      const [text0, text1] = formatSetupsFor(game.setups, [], viewer);
      const read = unwrap(startFromRecordSetups(text0, text1));
      expect(read.start).toEqual(stratego.view(unwrap(startFromSetups(game.setups[0], game.setups[1])), viewer));
      expect(read.setups).toEqual([viewer === 0 ? game.setups[0] : null, viewer === 1 ? game.setups[1] : null]);
    }
  });

  it('refuse a setup text that shows more of a kind than an army has (ST-1), or a letter that is none', () => {
    const hidden = 'X'.repeat(40);
    const twoMarshals = `MM${'X'.repeat(38)}`;
    expect(startFromRecordSetups(twoMarshals, hidden.toLowerCase())).toMatchObject({
      ok: false,
      error: { code: 'invalid-setup', rule: 'ST-1', where: 'Setup0', message: "ST-1: red's setup: it shows 2 × marshal (M); an army has 1" },
    });
    expect(startFromRecordSetups(hidden, `${'x'.repeat(39)}q`)).toMatchObject({
      ok: false,
      error: { code: 'parse', where: 'Setup1, letter 40', message: "blue's setup: 'q' is not a Stratego piece letter (MGOJPLTNSYBF, X for a hidden piece)" },
    });
    expect(startFromRecordSetups(hidden, 'x'.repeat(39))).toMatchObject({ ok: false, error: { where: 'Setup1, setup' } });
  });
});
