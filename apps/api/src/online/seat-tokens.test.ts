import { describe, expect, it } from 'vitest';
import { hashSeatToken, newSeatToken, seatOfToken } from './seat-tokens.js';

describe('seat tokens', () => {
  it('are at least 128 bits of randomness and never repeat', () => {
    const tokens = new Set(Array.from({ length: 1000 }, newSeatToken));
    expect(tokens.size).toBe(1000);
    for (const token of tokens) expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
  });

  it('are stored as a hash that does not contain the token', () => {
    const token = newSeatToken();
    const hash = hashSeatToken(token);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain(token);
  });

  it('open exactly the seat whose hash they match', () => {
    const [a, b] = [newSeatToken(), newSeatToken()];
    const hashes = [hashSeatToken(a), hashSeatToken(b)] as const;
    expect(seatOfToken(a, hashes)).toBe(0);
    expect(seatOfToken(b, hashes)).toBe(1);
    expect(seatOfToken(newSeatToken(), hashes)).toBeNull();
    expect(seatOfToken('', [null, null])).toBeNull();
    expect(seatOfToken(a, [null, hashes[0]])).toBe(1);
  });
});
