import { createRng, unwrap, type AnyGame, type AnyNotation, type Outcome, type Rng } from '@tabula/engine-core';
import { animalChess } from '@tabula/engine-animal-chess';
import { checkers61b } from '@tabula/engine-checkers61b';
import { jungle } from '@tabula/engine-jungle';
import { simpleChess } from '@tabula/engine-simple-chess';
import { stratego } from '@tabula/engine-stratego';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { animalChessNotation } from '../animal-chess/index.js';
import { checkers61bNotation } from '../checkers61b/index.js';
import { jungleNotation } from '../jungle/index.js';
import { simpleChessNotation } from '../simple-chess/index.js';
import { strategoNotation } from '../stratego/index.js';
import { formatRecord, parseRecord, type ParsedRecord, type RecordData, type RecordGame } from './index.js';

const ENTRIES: readonly RecordGame[] = [
  { game: animalChess as AnyGame, notation: animalChessNotation as AnyNotation },
  { game: checkers61b as AnyGame, notation: checkers61bNotation as AnyNotation },
  { game: jungle as AnyGame, notation: jungleNotation as AnyNotation },
  { game: stratego as AnyGame, notation: strategoNotation as AnyNotation },
  { game: simpleChess as AnyGame, notation: simpleChessNotation as AnyNotation },
];

const RESERVED = ['Game', 'Start', 'Setup0', 'Setup1', 'Result', 'Reason'];

/** Up to `plies` random moves from `start`; stops when the game ends. */
function playout(game: AnyGame, start: unknown, plies: number, rng: Rng): { moves: unknown[]; final: unknown } {
  const moves: unknown[] = [];
  let state = start;
  for (let ply = 0; ply < plies; ply++) {
    const legal = game.legalMoves(state);
    if (legal.length === 0) break;
    const move = rng.pick(legal);
    moves.push(move);
    state = unwrap(game.play(state, move));
  }
  return { moves, final: state };
}

/** A random game of `entry`: from the standard start (or random setups), or from a random position reached by play. */
function randomGame(entry: RecordGame, seed: number, plies: number, fromPosition: boolean): { data: RecordData; final: unknown } {
  const { game } = entry;
  const rng = createRng(seed);
  const setups = game.setup ? ([game.setup.random(0, rng), game.setup.random(1, rng)] as const) : undefined;
  let start = setups && game.setup ? unwrap(game.setup.start(setups[0], setups[1])) : game.start();
  if (fromPosition) start = playout(game, start, rng.int(40), rng).final;
  const { moves, final } = playout(game, start, plies, rng);
  return { data: { moves, ...(fromPosition ? { start } : setups ? { setups } : {}) }, final };
}

/** The data a parsed full record was written from. */
function dataOf(parsed: ParsedRecord): RecordData {
  const hasStart = parsed.tags.some(([name]) => name === 'Start');
  return {
    tags: parsed.tags.filter(([name]) => !RESERVED.includes(name)),
    moves: parsed.moves,
    ...(hasStart ? { start: parsed.start } : {}),
    ...(parsed.setups ? { setups: parsed.setups as readonly [unknown, unknown] } : {}),
    ...(parsed.outcome ? { outcome: parsed.outcome } : {}),
  };
}

const oneLine = fc.string({ unit: 'grapheme', maxLength: 20 }).filter((value) => !/[\r\n]/.test(value));
const extraTags = fc.array(fc.tuple(fc.constantFrom('Date', 'Player0', 'Player1', 'Event', 'Site', 'Round', 'Annotator'), oneLine), { maxLength: 4 });
const endings = fc.constantFrom<Outcome | undefined>(undefined, { winner: 0, reason: 'resigned' }, { winner: 1, reason: 'resigned' }, { winner: null, reason: 'adjudicated' });

describe.each(ENTRIES.map((entry) => [entry.game.id, entry] as const))('%s records round-trip', (_id, entry) => {
  const { game } = entry;
  const maxPlies = game.id === 'stratego' ? 150 : 80;

  it('format → parse → format gives the same text, the same moves and the same states', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), fc.nat(maxPlies), fc.boolean(), extraTags, endings, (seed, plies, fromPosition, tags, ending) => {
        const { data, final } = randomGame(entry, seed, plies, fromPosition);
        const outcome = game.status(final).kind === 'playing' ? ending : undefined;
        const full: RecordData = { ...data, tags, ...(outcome ? { outcome } : {}) };
        const text = formatRecord(entry, full, 'all');
        const parsed = unwrap(parseRecord(entry, text));
        expect(parsed.moves.map((move) => game.moveKey(move))).toEqual(data.moves.map((move) => game.moveKey(move)));
        const last = parsed.states[parsed.states.length - 1];
        expect(entry.notation.formatPosition(last)).toBe(entry.notation.formatPosition(final));
        // A Stratego position text does not say which pieces moved (docs/notation.md), so only games
        // begun at the start or from setups come back as the very same states.
        if (!fromPosition) expect(last).toEqual(final);
        expect(parsed.tags.filter(([name]) => !RESERVED.includes(name))).toEqual(tags);
        expect(formatRecord(entry, dataOf(parsed), 'all')).toBe(text);
        expect(text.endsWith('\n')).toBe(true);
        for (const line of text.split('\n')) if (!line.startsWith('[')) expect(line.length).toBeLessThanOrEqual(80);
      }),
      { numRuns: 25, seed: 72 },
    );
  });

  it('numbers the moves from the start position, as PGN does from a FEN', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), (seed) => {
        const { data } = randomGame(entry, seed, 4, true);
        const start = data.start;
        if (start === undefined || data.moves.length === 0) return;
        const status = game.status(start);
        if (status.kind !== 'playing') return;
        const number = entry.notation.formatPosition(start).split(' ').pop();
        const movetext = formatRecord(entry, data, 'all').split('\n\n')[1] as string;
        expect(movetext.startsWith(`${number}${status.toMove === 0 ? '.' : '...'} `)).toBe(true);
      }),
      { numRuns: 20, seed: 73 },
    );
  });
});
