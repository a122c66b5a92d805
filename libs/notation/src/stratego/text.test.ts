import { createRng, unwrap } from '@tabula/engine-core';
import { randomSetup, startFromSetups, stratego } from '@tabula/engine-stratego';
import { describe, expect, it } from 'vitest';
import { formatPosition, formatSetup, parsePosition, parseSetup, strategoNotation } from './index.js';

const RED = 'TJNPSSBBPS/TJOLGMYLOJ/NSBPPLLSBS/SSNTTNNBFB';
const BLUE = 'SPBBSSPNJT/JOLYMGLOJT/SBSLLPPBSN/BFBNNTTNSS';
const START = 'BFBNNTTNSS/SBSLLPPBSN/JOLYMGLOJT/SPBBSSPNJT/10/10/spbbsspnjt/jolymglojt/sbsllppbsn/bfbnnttnss r 1';

describe('stratego position text', () => {
  it('prints the start from the reference setups, red on top', () => {
    const state = unwrap(startFromSetups(unwrap(parseSetup(RED, 0)), unwrap(parseSetup(BLUE, 1))));
    expect(formatPosition(state)).toBe(START);
    expect(strategoNotation.formatSetup!(unwrap(parseSetup(RED, 0)), 0)).toBe(RED);
  });

  it('reads leniently: any white space between fields, side in either case', () => {
    const state = unwrap(parsePosition(`  ${START.replace(' r 1', '\t R   1')}\n`));
    expect(formatPosition(state)).toBe(START);
  });

  it('says what is wrong and where', () => {
    const bad = (text: string) => {
      const parsed = parsePosition(text);
      if (parsed.ok) throw new Error(`accepted ${text}`);
      return parsed.error;
    };
    expect(bad('F9/10 r 1')).toMatchObject({ code: 'parse', where: 'field 1' });
    expect(bad('F9/10/10/10/10/10/10/10/10/9f')).toMatchObject({ code: 'parse', where: 'position' });
    expect(bad('F9/10/10/10/10/10/10/10/10/9f x 1')).toMatchObject({ code: 'parse', where: 'field 2' });
    expect(bad('F9/10/10/10/10/10/10/10/10/9f r 0')).toMatchObject({ code: 'parse', where: 'field 3' });
    expect(bad('F9/10/10/10/10/10/10/10/10/8Qf r 1')).toMatchObject({ code: 'parse', where: 'field 1, row 10, column 2' });
    expect(bad('F9/10/10/10/10/10/10/10/10/9ff r 1').message).toBe('row 10 has more than 10 cells');
    expect(bad('F8/10/10/10/10/10/10/10/10/9f r 1')).toMatchObject({ where: 'field 1, row 1' });
    expect(bad('F9/10/10/10/10/10/10/10/10/8!xf r 1').message).toBe('an unknown piece cannot be marked revealed (!)');
    expect(bad('F9/10/10/10/10/10/10/10/10/9! r 1').code).toBe('parse');
    expect(bad('F9/10/10/10/2M7/10/10/10/10/9f r 1')).toMatchObject({ code: 'invalid-position', message: 'ST-2: a piece stands in the lake c5' });
    expect(bad('FMM7/10/10/10/10/10/10/10/10/9f r 1')).toMatchObject({ code: 'invalid-position', message: 'ST-1: red has more than 1 × marshal' });
    expect(bad('10/10/10/10/10/10/10/10/10/10 r 1')).toMatchObject({ code: 'invalid-position', rule: 'ST-8' });
  });

  it('marks revealed pieces with ! and keeps them revealed through text', () => {
    const text = 'F9/10/10/10/10/10/4!G5/10/10/8sf b 1';
    const state = unwrap(parsePosition(text));
    expect(formatPosition(state)).toBe(text);
    expect(formatPosition(stratego.view(state, 1))).toBe(text.replace('F9', 'X9'));
  });
});

describe('stratego setup text', () => {
  it('reads 40 letters from the owner’s seat, slashes optional, either case', () => {
    expect(unwrap(parseSetup(RED.replace(/\//g, '').toLowerCase(), 0))).toBe(RED.replace(/\//g, ''));
    expect(formatSetup(unwrap(parseSetup(BLUE, 1)), 1)).toBe(BLUE);
  });

  it('refuses bad setups with what and where', () => {
    const bad = (text: string) => {
      const parsed = parseSetup(text, 0);
      if (parsed.ok) throw new Error(`accepted ${text}`);
      return parsed.error;
    };
    expect(bad('MGO/JPL')).toMatchObject({ code: 'parse', where: 'setup' });
    expect(bad(RED.replace('TJNPSSBBPS/', 'TJNPSSBBP/'))).toMatchObject({ code: 'parse', where: 'rank 1' });
    expect(bad(RED.replace('TJN', 'TQN'))).toMatchObject({ code: 'parse', where: 'letter 2' });
    expect(bad(RED.replace('TJN', 'MJN'))).toMatchObject({ code: 'invalid-setup', rule: 'ST-1' });
  });

  it('round-trips random setups for both seats', () => {
    const rng = createRng(3);
    for (let n = 0; n < 50; n++) {
      const player = (n % 2) as 0 | 1;
      const setup = randomSetup(player, rng);
      expect(unwrap(parseSetup(formatSetup(setup, player), player))).toBe(setup);
    }
  });
});
