import { unwrap, type AnyGame, type AnyNotation, type Game, type Notation, type Player } from '@tabula/engine-core';
import { expect, it } from 'vitest';
import { formatRecord, parseRecord, type RecordGame } from './index.js';

/**
 * A game's golden record for the checks every perfect-information game's records pass. Tests-only
 * (`*.fixture.ts` stays out of the build): one copy of the checks, each game giving its own record.
 */
export interface GoldenRecord {
  /**
   * A short finished game's record byte for byte, with the tags `Date "2025.05.17"`, `Player0 "Ann"` and
   * `Player1 "Bo"` after Game, Result and Reason.
   */
  readonly golden: string;
  /** The outcome the golden record ends in. */
  readonly outcome: { readonly winner: Player | null; readonly reason: string };
  /** A record with an illegal move: the test's name, the record, the rule it breaks and how the error starts. */
  readonly refused: { readonly title: string; readonly record: string; readonly rule: string; readonly messageStart: string };
}

const TAGS = [
  ['Date', '2025.05.17'],
  ['Player0', 'Ann'],
  ['Player1', 'Bo'],
] as const;

/** The golden record's moves as canonical texts: its movetext without move numbers and result. */
function moveTexts(golden: string): string[] {
  const movetext = golden.split('\n\n')[1] ?? '';
  return movetext.split(/\s+/).filter((token) => token !== '' && !/^[0-9]+\.$/.test(token) && !/^(1-0|0-1|1\/2-1\/2|\*)$/.test(token));
}

/**
 * Defines, inside the caller's `describe`, the three tests of a game's golden record; returns the game's
 * record entry for the caller's own record tests.
 */
export function goldenRecordTests<S, M, Setup>(game: Game<S, M, Setup>, notation: Notation<S, M, Setup>, { golden, outcome, refused }: GoldenRecord): RecordGame {
  const entry: RecordGame = { game: game as AnyGame, notation: notation as AnyNotation };
  const texts = moveTexts(golden);
  const result = outcome.winner === null ? '1/2-1/2' : outcome.winner === 0 ? '1-0' : '0-1';

  it('write the golden record byte for byte', () => {
    let state = game.start();
    const moves = texts.map((text) => {
      const move = unwrap(notation.parseMove(state, text));
      state = unwrap(game.play(state, move));
      return move;
    });
    expect(formatRecord(entry, { moves, tags: TAGS }, 'all')).toBe(golden);
    // Nothing is hidden in these games: every viewer's record is the same.
    expect(formatRecord(entry, { moves, tags: TAGS }, 'spectator')).toBe(golden);
  });

  it('read the golden record back to the same game and outcome', () => {
    const parsed = unwrap(parseRecord(entry, golden));
    expect(parsed.moveTexts).toEqual(texts);
    expect(parsed.states).toHaveLength(texts.length + 1);
    expect(parsed).toMatchObject({ result, outcome });
  });

  it(refused.title, () => {
    const parsed = parseRecord(entry, refused.record);
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.error).toMatchObject({ code: 'illegal-move', rule: refused.rule });
    expect(parsed.error.message.startsWith(refused.messageStart)).toBe(true);
  });
  return entry;
}
