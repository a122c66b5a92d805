import { createRng, unwrap, type AnyGame, type AnyNotation, type ErrorCode } from '@tabula/engine-core';
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
import { formatRecord, parseRecord, type RecordGame } from './index.js';

const ENTRIES: readonly RecordGame[] = [
  { game: animalChess as AnyGame, notation: animalChessNotation as AnyNotation },
  { game: checkers61b as AnyGame, notation: checkers61bNotation as AnyNotation },
  { game: jungle as AnyGame, notation: jungleNotation as AnyNotation },
  { game: stratego as AnyGame, notation: strategoNotation as AnyNotation },
  { game: simpleChess as AnyGame, notation: simpleChessNotation as AnyNotation },
];

const CODES: readonly ErrorCode[] = ['parse', 'invalid-position', 'invalid-setup', 'not-a-move', 'no-piece', 'not-your-piece', 'illegal-move', 'game-over'];

/** The full record of a seeded random game of up to `plies` moves, with a few extra tags. */
function randomRecord({ game, notation }: RecordGame, seed: number, plies: number): string {
  const rng = createRng(seed);
  const setups = game.setup ? ([game.setup.random(0, rng), game.setup.random(1, rng)] as const) : undefined;
  let state = setups && game.setup ? unwrap(game.setup.start(setups[0], setups[1])) : game.start();
  const moves: unknown[] = [];
  for (let ply = 0; ply < plies && game.legalMoves(state).length > 0; ply++) {
    const move = rng.pick(game.legalMoves(state));
    moves.push(move);
    state = unwrap(game.play(state, move));
  }
  const tags = [['Date', '2025.03.04'], ['Player0', 'Ann'], ['Player1', 'Bo "the Bot"']] as const;
  return formatRecord({ game, notation }, { moves, tags, ...(setups ? { setups } : {}) }, 'all');
}

/** One edit of a text: delete, insert or replace a character at a relative position. */
const edit = fc.record({
  kind: fc.constantFrom('delete', 'insert', 'replace'),
  at: fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
  char: fc.constantFrom('[', ']', '"', '\\', '{', '}', ';', ' ', '\n', '.', '1', '9', '*', '-', '/', 'a', 'x', 'X', 'é'),
});

function mangle(text: string, edits: readonly { kind: string; at: number; char: string }[]): string {
  let out = text;
  for (const { kind, at, char } of edits) {
    const i = Math.floor(at * out.length);
    if (kind === 'delete') out = out.slice(0, i) + out.slice(i + 1);
    else if (kind === 'insert') out = out.slice(0, i) + char + out.slice(i);
    else out = out.slice(0, i) + char + out.slice(i + 1);
  }
  return out;
}

describe.each(ENTRIES.map((entry) => [entry.game.id, entry] as const))('%s records, mangled', (_id, entry) => {
  const plies = entry.game.id === 'stratego' ? 60 : 30;

  it('never make parseRecord throw: it answers a record or an error that says what is wrong', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), fc.array(edit, { minLength: 1, maxLength: 6 }), (seed, edits) => {
        const text = mangle(randomRecord(entry, seed, plies), edits);
        const parsed = parseRecord(entry, text);
        if (parsed.ok) {
          // Whatever was accepted is a consistent game: written again, it reads again.
          const { moves, setups, tags, start, outcome } = parsed.value;
          const hasStart = tags.some(([name]) => name === 'Start');
          const data = { moves, ...(setups ? { setups } : {}), ...(hasStart ? { start } : {}), ...(outcome ? { outcome } : {}) };
          expect(parseRecord(entry, formatRecord(entry, data, 'all')).ok).toBe(true);
          return;
        }
        expect(CODES).toContain(parsed.error.code);
        expect(parsed.error.message.length).toBeGreaterThan(0);
      }),
      { numRuns: 60, seed: 74 },
    );
  });

  it('refuse a garbled move by its number', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), fc.constantFrom('zz', 'a0a0', 'Q*', '??', 'a1a1'), (seed, at, garbage) => {
        const text = randomRecord(entry, seed, plies);
        const [header, movetext] = text.split('\n\n') as [string, string];
        const tokens = movetext.split(/\s+/).filter((token) => token !== '');
        const moveIndexes = tokens.flatMap((token, i) => (/^[0-9]+\.+$/.test(token) || i === tokens.length - 1 ? [] : [i]));
        if (moveIndexes.length === 0) return;
        const target = moveIndexes[Math.floor(at * moveIndexes.length)] as number;
        const ply = moveIndexes.indexOf(target) + 1;
        tokens[target] = garbage;
        const parsed = parseRecord(entry, `${header}\n\n${tokens.join(' ')}\n`);
        expect(parsed.ok).toBe(false);
        if (!parsed.ok) expect(parsed.error.where).toMatch(new RegExp(`^move ${ply}\\b`));
      }),
      { numRuns: 30, seed: 75 },
    );
  });

  it('refuse a broken tag line by its line', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), fc.nat(), fc.constantFrom('"', ']'), (seed, pick, removed) => {
        const lines = randomRecord(entry, seed, 4).split('\n');
        const tagLines = lines.flatMap((line, i) => (line.startsWith('[') ? [i] : []));
        const target = tagLines[pick % tagLines.length] as number;
        const line = lines[target] as string;
        const last = line.lastIndexOf(removed);
        lines[target] = line.slice(0, last) + line.slice(last + 1);
        const parsed = parseRecord(entry, lines.join('\n'));
        expect(!parsed.ok && parsed.error.where).toBe(`line ${target + 1}`);
      }),
      { numRuns: 30, seed: 76 },
    );
  });
});
