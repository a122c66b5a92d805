import { unwrap, type AnyGame, type AnyNotation, type RuleError } from '@tabula/engine-core';
import { jungle } from '@tabula/engine-jungle';
import { simpleChess } from '@tabula/engine-simple-chess';
import { stratego } from '@tabula/engine-stratego';
import { describe, expect, it } from 'vitest';
import { jungleNotation } from '../jungle/index.js';
import { simpleChessNotation } from '../simple-chess/index.js';
import { strategoNotation } from '../stratego/index.js';
import { formatRecord, parseRecord, type RecordGame } from './index.js';

const JUNGLE: RecordGame = { game: jungle as AnyGame, notation: jungleNotation as AnyNotation };
const CHESS: RecordGame = { game: simpleChess as AnyGame, notation: simpleChessNotation as AnyNotation };
const STRATEGO: RecordGame = { game: stratego as AnyGame, notation: strategoNotation as AnyNotation };

/** A Jungle game won by blue entering red's den (JG-16) at move 17. */
const DEN_GAME =
  '1. e3d3 b8c8 2. a1b1 f8f9 3. f2e2 a9a8 4. g3f3 f9e9 5. b2c2 a7b7 6. d3d4 a8a7 7. e2e1 g7f7 8. b1c1 e7d7 9. e1e2 f7g7 10. c2d2 g9f9 ' +
  '11. e2f2 d7e7 12. d4d5 c8d8 13. d5d6 g7g6 14. d6d7 f9g9 15. f3e3 b7b8 16. d7d8 g9f9 17. d8d9';

/** The error of a refused record (the test fails if it was accepted). */
function refusal(entry: RecordGame, text: string): RuleError {
  const parsed = parseRecord(entry, text);
  if (parsed.ok) throw new Error(`accepted:\n${text}`);
  return parsed.error;
}

describe('parseRecord refuses', () => {
  it('a record without a Game tag, or with another game’s', () => {
    expect(refusal(JUNGLE, '1. e3d3 *\n')).toMatchObject({ code: 'parse', where: 'Game tag', message: 'the record has no Game tag; a jungle record starts with [Game "jungle"]' });
    expect(refusal(JUNGLE, '[Game "chess"]\n\n*\n')).toMatchObject({ where: 'Game tag', message: "the record is for the game 'chess', not jungle" });
    expect(refusal(STRATEGO, '[Game "jungle"]\n\n*\n').message).toBe("the record is for the game 'jungle', not stratego");
    expect(refusal(JUNGLE, '[Game "jungle"]\n[Game "jungle"]\n\n*\n').message).toBe('the record has two Game tags');
  });

  it('a malformed tag line, by its line', () => {
    expect(refusal(JUNGLE, '[Game "jungle"]\n[Date 2025.01.02]\n\n*\n')).toMatchObject({
      code: 'parse',
      where: 'line 2',
      message: 'line 2 is not a tag pair [Name "value"]: [Date 2025.01.02]',
    });
    expect(refusal(JUNGLE, '[Game "jungle"]\n[Result "2-0"]\n\n*\n').message).toBe("the Result tag must be 1-0, 0-1, 1/2-1/2 or *, not '2-0'");
  });

  it('a bad Start position, with the position parser’s error', () => {
    const bad = 'l5t/1d3c1/r1p1w1e/7/7/7/E1W1P1R/1C3D1/T5L q 1';
    const parser = jungleNotation.parsePosition(bad);
    if (parser.ok) throw new Error('the bad position parsed');
    const error = refusal(JUNGLE, `[Game "jungle"]\n[Start "${bad}"]\n\n*\n`);
    expect(error.code).toBe(parser.error.code);
    expect(error.message).toBe(`the Start position: ${parser.error.message}`);
    expect(error.where).toBe(`Start tag, ${parser.error.where}`);
  });

  it('the first illegal move, by its number, with the engine’s reason and rule id (JG-4)', () => {
    const error = refusal(JUNGLE, '[Game "jungle"]\n\n1. e3d3 c7c6 2. a3a4 *\n');
    expect(error).toMatchObject({ code: 'illegal-move', rule: 'JG-4', where: 'move 2' });
    expect(error.message).toMatch(/^move 2 \(1\.\.\. c7c6\): JG-4: /);
    const late = refusal(JUNGLE, `[Game "jungle"]\n\n${DEN_GAME.replace('6. d3d4 a8a7', '6. d3d4 b7b5')}\n`);
    expect(late.message).toMatch(/^move 12 \(6\.\.\. b7b5\): /);
  });

  it('a move that names no piece, or the opponent’s, or is no move at all, saying so', () => {
    expect(refusal(JUNGLE, '[Game "jungle"]\n\n1. d4d5 *\n')).toMatchObject({ code: 'no-piece', where: expect.stringMatching(/^move 1/) });
    expect(refusal(JUNGLE, '[Game "jungle"]\n\n1. a7a6 *\n')).toMatchObject({ code: 'not-your-piece' });
    expect(refusal(JUNGLE, '[Game "jungle"]\n\n1. hello *\n')).toMatchObject({ code: 'not-a-move', message: expect.stringMatching(/^move 1 \(1\. hello\): /) });
  });

  it('a move after the game is over (G-2)', () => {
    const error = refusal(JUNGLE, `[Game "jungle"]\n\n${DEN_GAME} b8a8 1-0\n`);
    expect(error).toMatchObject({ code: 'game-over', rule: 'G-2', where: 'move 34' });
    expect(error.message).toBe('move 34 (17... b8a8): G-2: the game is already over (1-0, den-entered); no move may follow');
  });

  it('a Result or Reason that contradicts the board', () => {
    expect(refusal(JUNGLE, `[Game "jungle"]\n[Result "0-1"]\n\n${DEN_GAME} 0-1\n`)).toMatchObject({
      where: 'Result tag',
      message: 'the Result 0-1 contradicts the board: the moves end the game 1-0 (den-entered)',
    });
    expect(refusal(JUNGLE, `[Game "jungle"]\n[Result "*"]\n\n${DEN_GAME} *\n`).message).toBe('the Result * contradicts the board: the moves end the game 1-0 (den-entered)');
    expect(refusal(JUNGLE, `[Game "jungle"]\n[Result "1-0"]\n[Reason "resigned"]\n\n${DEN_GAME} 1-0\n`)).toMatchObject({
      where: 'Reason tag',
      message: "the Reason 'resigned' contradicts the board: the moves end the game 1-0 (den-entered)",
    });
    expect(refusal(JUNGLE, `[Game "jungle"]\n[Result "1-0"]\n\n${DEN_GAME} 0-1\n`).message).toBe('the Result tag says 1-0, but the moves end with 0-1');
  });

  it('a finished Result on a board still in play without a Reason, and a Reason without one', () => {
    expect(refusal(JUNGLE, '[Game "jungle"]\n[Result "0-1"]\n\n1. e3d3 0-1\n')).toMatchObject({
      where: 'Reason tag',
      message: 'the Result is 0-1 while the board is still in play, so the record needs a Reason tag (resigned, adjudicated, …)',
    });
    expect(refusal(JUNGLE, '[Game "jungle"]\n[Reason "resigned"]\n\n1. e3d3 *\n').message).toBe("a Reason ('resigned') belongs to a finished game, but the Result is *");
    const resigned = unwrap(parseRecord(JUNGLE, '[Game "jungle"]\n[Result "0-1"]\n[Reason "resigned"]\n\n1. e3d3 0-1\n'));
    expect(resigned.outcome).toEqual({ winner: 1, reason: 'resigned' });
  });

  it('an aborted game: the Result * with the Reason aborted is over with no result, and prints back the same', () => {
    const text = '[Game "jungle"]\n[Result "*"]\n[Reason "aborted"]\n\n1. e3d3 *\n';
    const aborted = unwrap(parseRecord(JUNGLE, text));
    expect(aborted.outcome).toEqual({ winner: null, reason: 'aborted' });
    expect(aborted.result).toBe('*');
    const printed = formatRecord(JUNGLE, { moves: aborted.moves, outcome: aborted.outcome ?? undefined }, 'all');
    expect(printed).toContain('[Result "*"]\n[Reason "aborted"]');
    expect(printed.trimEnd().endsWith('*')).toBe(true);
  });

  it('a move number that is not the move’s own, and text after the result', () => {
    expect(refusal(JUNGLE, '[Game "jungle"]\n\n1. e3d3 b8c8 3. a1b1 *\n')).toMatchObject({
      where: 'move 3',
      message: 'move 3 (2. a1b1): the record numbers it 3, but the game is at move 2',
    });
    expect(refusal(JUNGLE, '[Game "jungle"]\n\n1. e3d3 * b8c8\n').message).toBe("the result * must end the moves, but 'b8c8' follows it");
  });

  it('an unclosed comment', () => {
    expect(refusal(JUNGLE, '[Game "jungle"]\n\n1. e3d3 {a long thought b8c8 *\n').message).toMatch(/^a comment opened with '\{' is never closed/);
  });

  it('setups in a game without them; a setup game without setups; one setup; both a Start and setups', () => {
    expect(refusal(JUNGLE, '[Game "jungle"]\n[Setup0 "x"]\n[Setup1 "y"]\n\n*\n').message).toBe('jungle has no setups, so its record has no Setup0 or Setup1 tags');
    expect(refusal(STRATEGO, '[Game "stratego"]\n\n*\n').message).toBe('a stratego record needs Setup0 and Setup1 tags (or a Start position): the game has no standard start');
    expect(refusal(STRATEGO, '[Game "stratego"]\n[Setup1 "x"]\n\n*\n').message).toBe('the record has a Setup1 tag but no Setup0 tag');
    expect(refusal(STRATEGO, '[Game "stratego"]\n[Start "x"]\n[Setup0 "x"]\n[Setup1 "y"]\n\n*\n').message).toBe(
      'the record has both a Start position and setups; the game starts from one or the other',
    );
  });

  it('a setup that is no army, naming whose it is (ST-1)', () => {
    const red = 'TJNPSSBBPS/TJOLGMYLOJ/NSBPPLLSBS/SSNTTNNBFB';
    const error = refusal(STRATEGO, `[Game "stratego"]\n[Setup0 "${red.replace('M', 'G')}"]\n[Setup1 "${red}"]\n\n*\n`);
    expect(error).toMatchObject({ code: 'invalid-setup', rule: 'ST-1', where: 'Setup0' });
    expect(error.message).toMatch(/^ST-1: red's setup: an army has 1 × marshal/);
    expect(refusal(STRATEGO, `[Game "stratego"]\n[Setup0 "${red}"]\n[Setup1 "${red.replace('T', 'Q')}"]\n\n*\n`)).toMatchObject({
      code: 'parse',
      where: 'Setup1, letter 1',
    });
  });

  it('anything but text, without throwing', () => {
    expect(parseRecord(CHESS, 42 as unknown as string)).toMatchObject({ ok: false, error: { code: 'parse', message: 'a record is text' } });
    expect(parseRecord(CHESS, '').ok).toBe(false);
  });
});

describe('formatRecord refuses data no game could have produced', () => {
  it('throws on an illegal move, an outcome the board contradicts, or a reserved extra tag', () => {
    const start = jungle.start();
    const move = jungle.legalMoves(start)[0];
    expect(() => formatRecord(JUNGLE, { moves: [move, move] }, 'all')).toThrow(/move 2 is not legal/);
    expect(() => formatRecord(JUNGLE, { moves: [], tags: [['Result', '1-0']] }, 'all')).toThrow(/writes the Result tag itself/);
    expect(() => formatRecord(STRATEGO, { moves: [] }, 'all')).toThrow(/needs the setups or a start/);
    const den = unwrap(parseRecord(JUNGLE, `[Game "jungle"]\n\n${DEN_GAME}\n`));
    expect(() => formatRecord(JUNGLE, { moves: den.moves, outcome: { winner: 1, reason: 'resigned' } }, 'all')).toThrow(/contradicts the board/);
  });
});
