import { unwrap, type AnyGame, type AnyNotation } from '@tabula/engine-core';
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

const CANONICAL = '[Game "jungle"]\n[Result "*"]\n[Event "club night"]\n\n1. e3d3 b8c8 2. a1b1 f8f9 *\n';

describe('parseRecord reads leniently, as PGN readers do', () => {
  it('any white space, CRLF line ends, no blank line, no move numbers, other move spellings', () => {
    const sloppy = '\uFEFF  [Game   "jungle"]\r\n[Event "club night"]\r\n  E3-D3\tb8 c8'.replace('b8 c8', 'B8C8') + '\r\n\r\n 2.a1b1   f8:f9 \r\n';
    const parsed = unwrap(parseRecord(JUNGLE, sloppy));
    expect(parsed.moveTexts).toEqual(['e3d3', 'b8c8', 'a1b1', 'f8f9']);
    expect(parsed.result).toBe('*');
    expect(formatRecord(JUNGLE, { moves: parsed.moves, tags: [['Event', 'club night']] }, 'all')).toBe(CANONICAL);
  });

  it('skips {comments}, ; comments and numeric annotation glyphs, and takes 1... anywhere a number may stand', () => {
    const text = '[Game "jungle"]\n\n1. e3d3 {a quiet start; then} 1... b8c8 $1 ; the rest of this line is a comment 3. x\n2. a1b1 f8f9 *\n';
    expect(unwrap(parseRecord(JUNGLE, text)).moveTexts).toEqual(['e3d3', 'b8c8', 'a1b1', 'f8f9']);
  });

  it('keeps unknown tags, in order, with every tag as read', () => {
    const parsed = unwrap(parseRecord(JUNGLE, '[Zeta "1"]\n[Game "jungle"]\n[Alpha "2"]\n[Result "*"]\n\n*\n'));
    expect(parsed.tags).toEqual([
      ['Zeta', '1'],
      ['Game', 'jungle'],
      ['Alpha', '2'],
      ['Result', '*'],
    ]);
  });

  it('takes the result from the tag, from the movetext, or — when neither says — from the board', () => {
    const moves = '1. e3d3 b8c8';
    expect(unwrap(parseRecord(JUNGLE, `[Game "jungle"]\n[Result "1/2-1/2"]\n[Reason "agreed"]\n\n${moves}\n`)).outcome).toEqual({ winner: null, reason: 'agreed' });
    expect(unwrap(parseRecord(JUNGLE, `[Game "jungle"]\n[Reason "resigned"]\n\n${moves} 0-1\n`)).outcome).toEqual({ winner: 1, reason: 'resigned' });
    expect(unwrap(parseRecord(JUNGLE, `[Game "jungle"]\n\n${moves}\n`))).toMatchObject({ result: '*', outcome: null });
    // Simple chess: taking the king wins (SC-6), so a record without a Result still knows who won.
    const kingTaken = unwrap(parseRecord(CHESS, '[Game "simple-chess"]\n\n1. e2e3 f7f6 2. a2a3 b7b6 3. e3e4 f6f5 4. d2d3 f5e4 5. f2f4 h7h5 6. g2g4 e7e6 7. e1f2 b6b5 8. f2f3 e4f3\n'));
    expect(kingTaken).toMatchObject({ result: '0-1', outcome: { winner: 1, reason: 'king-captured' } });
  });

  it('reads setups through the plain setup parser for a notation without a record-setup reader', () => {
    const plain: RecordGame = { game: stratego as AnyGame, notation: { ...strategoNotation, startFromRecordSetups: undefined } as AnyNotation };
    const red = 'TJNPSSBBPS/TJOLGMYLOJ/NSBPPLLSBS/SSNTTNNBFB';
    const blue = 'SPBBSSPNJT/JOLYMGLOJT/SBSLLPPBSN/BFBNNTTNSS';
    const parsed = unwrap(parseRecord(plain, `[Game "stratego"]\n[Setup0 "${red}"]\n[Setup1 "${blue}"]\n\n1. a4a5 *\n`));
    expect(parsed.setups).toEqual([red.replace(/\//g, ''), blue.replace(/\//g, '')]);
    expect(parseRecord(plain, `[Game "stratego"]\n[Setup0 "${red}"]\n[Setup1 "${blue.slice(1)}"]\n\n*\n`)).toMatchObject({ ok: false, error: { where: expect.stringMatching(/^Setup1 tag/) } });
  });
});
