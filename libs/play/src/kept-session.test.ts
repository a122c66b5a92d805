import { describe, expect, it } from 'vitest';
import { createSession } from './create-session.js';
import type { GameSession } from './game-session.js';
import { keepSession, resumeOptions } from './kept-session.js';
import type { SessionOptions } from './session-options.js';

const RED = 'TJNPSSBBPS/TJOLGMYLOJ/NSBPPLLSBS/SSNTTNNBFB';
const BLUE = 'SPBBSSPNJT/JOLYMGLOJT/SBSLLPPBSN/BFBNNTTNSS';

function open(options: SessionOptions): GameSession {
  const created = createSession(options);
  if (!created.ok) throw new Error(created.error.message);
  return created.value;
}

/** A session kept and resumed with the same base options. */
function resumed(base: SessionOptions, session: GameSession): GameSession {
  return open(resumeOptions(base, keepSession(session)));
}

describe('keeping and resuming a session', () => {
  it('keeps the full record once play began, and resumes every move from it', () => {
    const base: SessionOptions = { game: 'jungle', seats: ['human', 'human'], seed: 4 };
    const session = open(base);
    for (const seat of [0, 1] as const) session.submit(seat, session.legalMoves(seat)[0]?.text ?? '');
    const kept = keepSession(session);
    expect(kept).toEqual({ record: session.record('all'), setups: null });
    expect(resumed(base, session).snapshot(0)).toMatchObject({ moves: session.snapshot(0).moves, toMove: 0 });
  });

  it('ST-1: keeps the setups made so far while an army is still missing, and resumes waiting for it', () => {
    const base: SessionOptions = { game: 'stratego', seats: ['human', 'human'], seed: 4 };
    const session = open(base);
    expect(keepSession(session)).toEqual({ record: null, setups: [null, null] });
    session.submitSetup(0, RED);
    expect(keepSession(session)).toEqual({ record: null, setups: [RED, null] });
    const back = resumed(base, session);
    expect([back.needsSetup(0), back.needsSetup(1)]).toEqual([false, true]);
    back.submitSetup(1, BLUE);
    expect(keepSession(back).record).toContain(`[Setup1 "${BLUE}"]`);
  });

  it('resumes a game not yet begun from its start position, and a resignation from the record', () => {
    const base: SessionOptions = { game: 'simple-chess', seats: ['human', 'human'], seed: 1 };
    expect(resumeOptions(base, { record: null, setups: null, position: 'x' })).toEqual({ ...base, position: 'x' });
    expect(resumeOptions(base, { record: null, setups: [null, null] })).toEqual(base);
    const session = open(base);
    session.submit(0, 'e2e4');
    session.resign(1);
    expect(resumed(base, session).outcome).toEqual({ winner: 0, reason: 'resigned' });
  });
});
