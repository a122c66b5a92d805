import { describe, expect, it } from 'vitest';
import { resolveAttack } from './combat.js';
import { KINDS, isMobile } from './pieces.js';

describe('combat', () => {
  it('ST-5: the higher rank wins and equal ranks both go', () => {
    expect(resolveAttack('general', 'lieutenant')).toBe('attacker');
    expect(resolveAttack('lieutenant', 'general')).toBe('defender');
    expect(resolveAttack('captain', 'captain')).toBe('both-removed');
    expect(resolveAttack('scout', 'sergeant')).toBe('defender');
  });

  it('ST-6: a bomb takes any attacker with it except a miner, which defuses it', () => {
    for (const { kind } of KINDS.filter((info) => isMobile(info.kind))) {
      expect(resolveAttack(kind, 'bomb')).toBe(kind === 'miner' ? 'attacker' : 'both-removed');
    }
  });

  it('ST-7: the spy beats the marshal only when it attacks; anything attacking the spy wins', () => {
    expect(resolveAttack('spy', 'marshal')).toBe('attacker');
    expect(resolveAttack('marshal', 'spy')).toBe('attacker');
    expect(resolveAttack('scout', 'spy')).toBe('attacker');
    expect(resolveAttack('spy', 'general')).toBe('defender');
    expect(resolveAttack('spy', 'scout')).toBe('defender');
    expect(resolveAttack('spy', 'spy')).toBe('both-removed');
    expect(resolveAttack('spy', 'bomb')).toBe('both-removed');
  });

  it('ST-8: any attacker takes the flag', () => {
    for (const { kind } of KINDS.filter((info) => isMobile(info.kind))) expect(resolveAttack(kind, 'flag')).toBe('attacker');
  });

  it('ST-3: bombs and flags are the immobile kinds', () => {
    expect(KINDS.filter((info) => !isMobile(info.kind)).map((info) => info.kind)).toEqual(['bomb', 'flag']);
  });
});
