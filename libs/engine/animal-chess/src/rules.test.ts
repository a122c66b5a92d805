import { createRng, unwrap, type Player } from '@tabula/engine-core';
import { describe, expect, it } from 'vitest';
import { board } from './board.js';
import { animalChess } from './game.js';
import { moveText } from './move-text.js';
import { kindOfLetter } from './pieces.js';
import { whyIllegal } from './rules.js';
import type { AnimalChessMove, AnimalChessState, Hand, Piece } from './state.js';

/** Builds a state from `{ c1: 'L', c6: 'l', b4: '+h' }` (upper case player 0, `+` promoted). */
function build(pieces: Record<string, string>, options: { toMove?: Player; hands?: [Partial<Hand>, Partial<Hand>] } = {}): AnimalChessState {
  const cells: (Piece | null)[] = Array<Piece | null>(30).fill(null);
  for (const [name, text] of Object.entries(pieces)) {
    const letter = text.replace('+', '');
    const kind = kindOfLetter(letter);
    if (!kind) throw new Error(`bad letter ${text}`);
    cells[board.parse(name)] = { owner: letter === letter.toUpperCase() ? 0 : 1, kind, promoted: text.startsWith('+') };
  }
  const [h0, h1] = options.hands ?? [{}, {}];
  return {
    board: cells,
    hands: [
      { giraffe: 0, cat: 0, chick: 0, ...h0 },
      { giraffe: 0, cat: 0, chick: 0, ...h1 },
    ],
    toMove: options.toMove ?? 0,
    moveNumber: 1,
  };
}

const texts = (state: AnimalChessState): string[] => animalChess.legalMoves(state).map(moveText);
/** Destinations of the piece on `from`, as square names. */
const targets = (state: AnimalChessState, from: string): string[] =>
  texts(state)
    .filter((t) => t.startsWith(from))
    .map((t) => t.slice(2));
const move = (state: AnimalChessState, text: string): AnimalChessMove => {
  const found = animalChess.legalMoves(state).find((m) => moveText(m) === text);
  if (!found) throw new Error(`${text} is not legal`);
  return found;
};
const play = (state: AnimalChessState, text: string): AnimalChessState => unwrap(animalChess.play(state, move(state, text)));
const lions = { a1: 'L', e6: 'l' };

describe('animal chess rules', () => {
  it('AC-1: each piece steps as listed, forward meaning +rank for player 0 and −rank for player 1', () => {
    expect(targets(build({ ...lions, c3: 'H' }), 'c3')).toEqual(['c4']);
    expect(targets(build({ ...lions, c3: 'h' }, { toMove: 1 }), 'c3')).toEqual(['c2']);
    expect(targets(build({ ...lions, c3: 'G' }), 'c3')).toEqual(['b3', 'c2', 'c4', 'd3']);
    expect(targets(build({ ...lions, c3: 'C' }), 'c3')).toEqual(['b2', 'b4', 'c4', 'd2', 'd4']);
    expect(targets(build({ ...lions, c3: 'c' }, { toMove: 1 }), 'c3')).toEqual(['b2', 'b4', 'c2', 'd2', 'd4']);
    expect(targets(build({ e1: 'L', a6: 'l', c3: 'L' }), 'c3')).toEqual(['b2', 'b3', 'b4', 'c2', 'c4', 'd2', 'd3', 'd4']);
    expect(targets(build({ ...lions, c3: '+H' }), 'c3')).toEqual(['b3', 'b4', 'c2', 'c4', 'd3', 'd4']);
    expect(targets(build({ ...lions, c3: '+C' }), 'c3')).toEqual(['b3', 'b4', 'c2', 'c4', 'd3', 'd4']);
    expect(targets(build({ ...lions, c3: '+c' }, { toMove: 1 }), 'c3')).toEqual(['b2', 'b3', 'c2', 'c4', 'd2', 'd3']);
    // Edges cut steps off; the lion in the corner has three.
    expect(targets(build(lions), 'a1')).toEqual(['a2', 'b1', 'b2']);
  });

  it('AC-1: a step the piece does not have is refused, citing the rule', () => {
    const state = build({ ...lions, c3: 'H' });
    const refused = animalChess.play(state, { from: board.parse('c3'), to: board.parse('c2') });
    expect(refused).toMatchObject({ ok: false, error: { code: 'illegal-move', rule: 'AC-1' } });
    expect(!refused.ok && refused.error.message).toBe('AC-1: a chick moves one step forward; c3 to c2 is not one of its steps');
  });

  it('AC-2: a piece captures an enemy piece but never moves onto its own', () => {
    const state = build({ ...lions, c3: 'G', c4: 'h', d3: 'C' });
    expect(targets(state, 'c3')).toEqual(['b3', 'c2', 'c4']);
    const refused = animalChess.play(state, { from: board.parse('c3'), to: board.parse('d3') });
    expect(refused).toMatchObject({ ok: false, error: { code: 'illegal-move', rule: 'AC-2' } });
    const after = play(state, 'c3c4');
    expect(after.board[board.parse('c4')]).toEqual({ owner: 0, kind: 'giraffe', promoted: false });
  });

  it('AC-3: a captured piece goes to the capturer’s hand, changes owner and is un-promoted', () => {
    const state = build({ ...lions, c3: 'G', c4: '+h', d5: 'c' });
    const after = play(state, 'c3c4');
    expect(after.hands[0]).toEqual({ giraffe: 0, cat: 0, chick: 1 });
    const back = play(after, 'd5c4');
    expect(back.hands[1]).toEqual({ giraffe: 1, cat: 0, chick: 0 });
    expect(back.board[board.parse('c4')]).toEqual({ owner: 1, kind: 'cat', promoted: false });
    const promotedCat = build({ ...lions, b2: '+c', b3: 'G' }, { toMove: 0 });
    expect(play(promotedCat, 'b3b2').hands[0]).toEqual({ giraffe: 0, cat: 1, chick: 0 });
  });

  it('AC-4: a held piece drops on any empty square, one move per square however many are held', () => {
    const state = build(lions, { hands: [{ chick: 2, cat: 1 }, { giraffe: 1 }] });
    const drops = texts(state).filter((t) => t.includes('*'));
    expect(drops.filter((t) => t.startsWith('H*'))).toHaveLength(28);
    expect(drops.filter((t) => t.startsWith('C*'))).toHaveLength(28);
    expect(drops.some((t) => t.startsWith('G*'))).toBe(false);
    // A chick may be dropped where it can never move (rank 6 for player 0), as its owner's piece.
    const stuck = play(state, 'H*c6');
    expect(stuck.board[board.parse('c6')]).toEqual({ owner: 0, kind: 'chick', promoted: false });
    expect(stuck.hands[0]).toEqual({ giraffe: 0, cat: 1, chick: 1 });
    expect(targets({ ...stuck, toMove: 0 }, 'c6')).toEqual([]);
    // Player 1's dropped chick faces player 1's forward (−rank).
    const theirs = play(play(build(lions, { hands: [{}, { chick: 1 }] , toMove: 1 }), 'H*c4'), 'a1a2');
    expect(targets(theirs, 'c4')).toEqual(['c3']);
  });

  it('AC-4: drops onto an occupied square or of a piece not held are refused', () => {
    const state = build({ ...lions, c3: 'h' }, { hands: [{ chick: 1 }, {}] });
    expect(animalChess.play(state, { drop: 'chick', to: board.parse('c3') })).toMatchObject({ ok: false, error: { rule: 'AC-4' } });
    expect(animalChess.play(state, { drop: 'cat', to: board.parse('c4') })).toMatchObject({ ok: false, error: { rule: 'AC-4' } });
  });

  it('AC-5: a chick or cat ending a board move in the zone promotes, also by capture and from zone to zone', () => {
    const chick = play(build({ ...lions, c4: 'H' }), 'c4c5');
    expect(chick.board[board.parse('c5')]).toMatchObject({ kind: 'chick', promoted: true });
    const cat = play(build({ ...lions, c4: 'C', d5: 'g' }), 'c4d5');
    expect(cat.board[board.parse('d5')]).toMatchObject({ owner: 0, kind: 'cat', promoted: true });
    expect(cat.hands[0].giraffe).toBe(1);
    // Player 1's zone is ranks 1–2.
    const theirs = play(build({ ...lions, b3: 'h' }, { toMove: 1 }), 'b3b2');
    expect(theirs.board[board.parse('b2')]).toMatchObject({ owner: 1, promoted: true });
    // A giraffe never promotes; leaving the zone keeps the promotion.
    expect(play(build({ ...lions, c4: 'G' }), 'c4c5').board[board.parse('c5')]).toMatchObject({ promoted: false });
    expect(play(build({ ...lions, c5: '+H' }), 'c5c4').board[board.parse('c4')]).toMatchObject({ promoted: true });
  });

  it('AC-5: a drop never promotes, but the dropped piece promotes when it later moves within the zone', () => {
    const dropped = play(build(lions, { hands: [{ cat: 1 }, {}] }), 'C*c5');
    expect(dropped.board[board.parse('c5')]).toMatchObject({ kind: 'cat', promoted: false });
    const later = play(play(dropped, 'e6e5'), 'c5c6');
    expect(later.board[board.parse('c6')]).toMatchObject({ kind: 'cat', promoted: true });
  });

  it('AC-6: taking the lion wins at once, the lion goes to no hand, and there is no check', () => {
    const state = build({ c1: 'L', c2: 'l', a6: 'G' });
    // No check: player 0 may ignore the attack on its lion…
    expect(texts(state)).toContain('a6a5');
    const won = play(state, 'c1c2');
    expect(animalChess.status(won)).toEqual({ kind: 'over', winner: 0, reason: 'lion-captured' });
    expect(won.hands[0]).toEqual({ giraffe: 0, cat: 0, chick: 0 });
    expect(animalChess.legalMoves(won)).toEqual([]);
    // …and loses it.
    const lost = play(play(state, 'a6a5'), 'c2c1');
    expect(animalChess.status(lost)).toEqual({ kind: 'over', winner: 1, reason: 'lion-captured' });
  });

  it('G-1: a player to move with no legal move loses', () => {
    // Player 0's dropped chicks block its own lion in the corner and cannot move themselves.
    const stuck = build({ a6: 'L', a5: 'H', b5: 'H', b6: 'H', e1: 'l' });
    expect(animalChess.legalMoves(stuck)).toEqual([]);
    expect(animalChess.status(stuck)).toEqual({ kind: 'over', winner: 1, reason: 'no-moves' });
    expect(animalChess.play(stuck, { from: board.parse('a6'), to: board.parse('a5') })).toMatchObject({ ok: false, error: { code: 'game-over', rule: 'G-2' } });
    expect(animalChess.perft?.(stuck, 3)).toBe(0);
  });

  it('G-2: a finished game has no legal moves and refuses every move', () => {
    const done = build({ c2: 'L', a6: 'G' }, { toMove: 1 });
    expect(animalChess.legalMoves(done)).toEqual([]);
    expect(animalChess.status(done)).toMatchObject({ kind: 'over', winner: 0 });
    expect(animalChess.play(done, { from: board.parse('a6'), to: board.parse('a5') })).toMatchObject({ ok: false, error: { code: 'game-over', rule: 'G-2' } });
  });

  it('G-3: repeating moves never ends the game, and the move number counts player 1’s moves', () => {
    let state = animalChess.start();
    for (let i = 0; i < 50; i++) state = play(play(play(play(state, 'b1b2'), 'b6b5'), 'b2b1'), 'b5b6');
    expect(animalChess.status(state)).toEqual({ kind: 'playing', toMove: 0 });
    expect(state.moveNumber).toBe(101);
  });

  it('refuses malformed move data and moves of the wrong piece with their own codes', () => {
    const state = animalChess.start();
    expect(animalChess.play(state, { from: 99, to: 0 })).toMatchObject({ ok: false, error: { code: 'not-a-move' } });
    expect(animalChess.play(state, { drop: 'lion', to: 12 } as unknown as AnimalChessMove)).toMatchObject({ ok: false, error: { code: 'not-a-move' } });
    expect(animalChess.play(state, null as unknown as AnimalChessMove)).toMatchObject({ ok: false, error: { code: 'not-a-move' } });
    expect(animalChess.play(state, { from: board.parse('c2'), to: board.parse('c3') })).toMatchObject({ ok: false, error: { code: 'no-piece' } });
    expect(animalChess.play(state, { from: board.parse('c4'), to: board.parse('c3') })).toMatchObject({ ok: false, error: { code: 'not-your-piece' } });
  });

  it('finds no reason against exactly the listed moves, over every possible move, in seeded random games', () => {
    const candidates: AnimalChessMove[] = [];
    for (let from = 0; from < 30; from++) for (let to = 0; to < 30; to++) candidates.push({ from, to });
    for (const drop of ['giraffe', 'cat', 'chick'] as const) for (let to = 0; to < 30; to++) candidates.push({ drop, to });
    const mismatches: string[] = [];
    for (let seed = 1; seed <= 4; seed++) {
      const rng = createRng(seed);
      let state = animalChess.start();
      for (let ply = 0; ply < 60; ply++) {
        const listed = new Set(texts(state));
        for (const candidate of candidates) {
          if ((whyIllegal(state, candidate) === null) !== listed.has(moveText(candidate))) mismatches.push(`${moveText(candidate)} at seed ${seed} ply ${ply}`);
        }
        const moves = animalChess.legalMoves(state);
        if (moves.length === 0) break;
        state = unwrap(animalChess.play(state, rng.pick(moves)));
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('lists moves sorted by their canonical text', () => {
    const state = build({ ...lions, c3: 'G', b4: 'h', d2: '+H' }, { hands: [{ chick: 1, giraffe: 1, cat: 1 }, {}] });
    const list = texts(state);
    expect(list).toEqual([...list].sort());
    const theirs = texts({ ...state, toMove: 1 });
    expect(theirs).toEqual([...theirs].sort());
  });
});
