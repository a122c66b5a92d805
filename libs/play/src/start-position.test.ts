import { describe, expect, it } from 'vitest';
import { createRng } from '@tabula/engine-core';
import { registry } from '@tabula/games';
import { parseSetupText, startState } from './start-position.js';

function entry(id: string) {
  const found = registry.get(id);
  if (!found.ok) throw new Error(found.error.message);
  return found.value;
}

const RED = 'TJNPSSBBPS/TJOLGMYLOJ/NSBPPLLSBS/SSNTTNNBFB';

describe('startState (the machine commands\' start)', () => {
  it('is the game\'s start drawn from the seed, as game.start gives it', () => {
    const stratego = entry('stratego');
    const started = startState(stratego, { seed: 3 });
    expect(started).toEqual({ ok: true, value: stratego.game.start(createRng(3)) });
    expect(startState(stratego, { seed: 4 })).not.toEqual(started);
  });

  it('builds Stratego\'s start from a given setup and draws the other (ST-1)', () => {
    const stratego = entry('stratego');
    const red = parseSetupText(stratego, 0, RED);
    if (!red.ok) throw new Error(red.error.message);
    const started = startState(stratego, { seed: 3, setups: [red.value, undefined] });
    if (!started.ok) throw new Error(started.error.message);
    expect(stratego.notation.formatPosition(started.value).split('/').slice(0, 4).join('/')).toBe('BFBNNTTNSS/SBSLLPPBSN/JOLYMGLOJT/SPBBSSPNJT');
  });

  it('refuses a setup that is not one army, a position with setups, and setups for a game without a set-up phase', () => {
    expect(parseSetupText(entry('stratego'), 0, RED.replace('M', 'G'))).toMatchObject({ ok: false, error: { code: 'invalid-setup', rule: 'ST-1' } });
    expect(startState(entry('stratego'), { position: 'x', setups: ['a', undefined] })).toMatchObject({ ok: false, error: { code: 'bad-option' } });
    expect(startState(entry('jungle'), { setups: ['a', undefined] })).toMatchObject({ ok: false, error: { code: 'bad-option', message: /no set-up phase/ } });
    expect(parseSetupText(entry('jungle'), 0, RED)).toMatchObject({ ok: false, error: { message: /no set-up phase/ } });
  });

  it('parses a position, or refuses it with the parser\'s words', () => {
    expect(startState(entry('jungle'), { position: 'l5t/1d3c1/r1p1w1e/7/7/7/E1W1P1R/1C3D1/T5L b 1' }).ok).toBe(true);
    expect(startState(entry('jungle'), { position: 'l5t b 1' })).toMatchObject({ ok: false, error: { code: 'parse' } });
  });
});
