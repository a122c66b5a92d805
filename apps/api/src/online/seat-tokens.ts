import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * A seat's secret: 32 random bytes (256 bits) from the operating system, base64url. Only its SHA-256
 * is stored, so a copy of the database cannot act for anyone.
 */
export function newSeatToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The stored form of a token (hex SHA-256). */
export function hashSeatToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/**
 * Which of a game's seats `token` opens, or null. Both seats are always compared, in constant time,
 * so neither the answer's timing nor an early exit tells how much of a guess was right.
 */
export function seatOfToken(token: string, hashes: readonly [string | null, string | null]): 0 | 1 | null {
  const given = Buffer.from(hashSeatToken(token), 'hex');
  let found: 0 | 1 | null = null;
  for (const seat of [0, 1] as const) {
    const stored = hashes[seat];
    const expected = stored === null ? Buffer.alloc(given.length) : Buffer.from(stored, 'hex');
    if (expected.length === given.length && timingSafeEqual(expected, given) && stored !== null) found = seat;
  }
  return found;
}
