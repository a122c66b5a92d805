import { describe, expect, it } from 'vitest';
import { createSession } from './create-session.js';
import type { GameSession } from './game-session.js';
import { deviceViewer, firstShown, handOverTo, humanSeats, nearSeat, recordViewer, takebackSeat } from './shared-device.js';
import type { SessionOptions } from './session-options.js';

const RED = 'TJNPSSBBPS/TJOLGMYLOJ/NSBPPLLSBS/SSNTTNNBFB';
const BLUE = 'SPBBSSPNJT/JOLYMGLOJT/SBSLLPPBSN/BFBNNTTNSS';

function open(options: SessionOptions): GameSession {
  const created = createSession(options);
  if (!created.ok) throw new Error(created.error.message);
  return created.value;
}

describe('the shared-device policy', () => {
  it('ST-9: hot-seat Stratego shows the seat that acts next, each after a hand-over, and nothing of a running game\'s armies in a record', () => {
    const session = open({ game: 'stratego', seats: ['human', 'human'], seed: 2 });
    const here = humanSeats(session);
    expect(here).toEqual([0, 1]);
    // Nothing stands yet: the first player sets up at once.
    expect(firstShown(session, here)).toBe(0);
    expect(handOverTo(session, here, 0)).toBeNull();
    session.submitSetup(0, RED);
    expect(deviceViewer(session, here)).toBe(1);
    expect(handOverTo(session, here, 0)).toBe(1);
    expect(recordViewer(session, here, 0)).toBe('spectator');
    session.submitSetup(1, BLUE);
    expect([deviceViewer(session, here), handOverTo(session, here, 1)]).toEqual([0, 0]);
    expect(recordViewer(session, here, 0)).toBe(0);
    // A reload with armies on the board opens behind a cover.
    expect(firstShown(session, here)).toBeNull();
    session.submit(0, 'a4a5');
    expect(takebackSeat(here, session.snapshot('spectator').lastMove?.seat ?? null)).toBe(0);
    // Each player's own army nearest them.
    expect(nearSeat(true, here, 1)).toBe(1);
    session.resign(1);
    expect(handOverTo(session, here, 0)).toBeNull();
  });

  it('an open game at one device shows everything without a cover, the board kept still', () => {
    const session = open({ game: 'jungle', seats: ['human', 'human'], seed: 2 });
    const here = humanSeats(session);
    session.submit(0, session.legalMoves(0)[0]?.text ?? '');
    expect(deviceViewer(session, here)).toBe(1);
    expect(handOverTo(session, here, 0)).toBeNull();
    expect(nearSeat(false, here, 1)).toBe(0);
  });

  it('one person against a bot sees their own seat; bots alone, a spectator\'s view', () => {
    const single = open({ game: 'stratego', seats: [{ bot: 'random' }, 'human'], seed: 2 });
    expect([deviceViewer(single, humanSeats(single)), nearSeat(true, [1], 1), takebackSeat([1], 0)]).toEqual([1, 1, 1]);
    const bots = open({ game: 'jungle', seats: [{ bot: 'random' }, { bot: 'random' }], seed: 2 });
    expect(deviceViewer(bots, humanSeats(bots))).toBe('spectator');
  });
});
