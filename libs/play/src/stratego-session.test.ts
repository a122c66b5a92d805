import { describe, expect, it } from 'vitest';
import { createRegistry, registry } from '@tabula/games';
import type { Viewer } from '@tabula/engine-core';
import { createSession } from './create-session.js';
import type { GameSession } from './game-session.js';
import type { SessionOptions } from './session-options.js';

// Two blue armies that differ only in hidden ranks: every blue piece stands where the other's does.
const RED = 'TJNPSSBBPS/TJOLGMYLOJ/NSBPPLLSBS/SSNTTNNBFB';
const BLUE = 'SPBBSSPNJT/JOLYMGLOJT/SBSLLPPBSN/BFBNNTTNSS';
const BLUE_SHUFFLED = 'SPBBSSPNJT/JOLYMGLOJT/SBSLLPPBSN/BFBNNTTNSS'.split('').reverse().join('').replace(/^(.{10})\/(.{10})\/(.{10})\/(.{10})$/, '$4/$3/$2/$1');

function open(options: Partial<SessionOptions>): GameSession {
  const created = createSession({ game: 'stratego', seats: ['human', 'human'], seed: 5, ...options });
  if (!created.ok) throw new Error(created.error.message);
  return created.value;
}

describe('Stratego set-up phase (ST-1)', () => {
  it('waits for both armies; a move before then is refused', () => {
    const session = open({});
    expect(session.phase).toBe('setup');
    expect(session.snapshot(0)).toMatchObject({ phase: 'setup', position: null, picture: null, toMove: null, legalMoves: null });
    expect(session.submit(0, 'a4a5')).toMatchObject({ ok: false, error: { code: 'wrong-phase' } });
    expect(session.undo(0)).toMatchObject({ ok: false, error: { code: 'nothing-to-undo' } });
  });

  it('refuses a setup that is not one army, saying why, and keeps the seat waiting', () => {
    const session = open({});
    const refused = session.submitSetup(0, RED.replace('M', 'G'));
    expect(refused).toMatchObject({ ok: false, error: { code: 'invalid-setup', rule: 'ST-1' } });
    expect(session.needsSetup(0)).toBe(true);
    expect(session.submitSetup(0, 'BBB')).toMatchObject({ ok: false, error: { code: 'parse' } });
    expect(session.version).toBe(0);
  });

  it('starts when both stand: one typed, one random; a second setup is refused', () => {
    const session = open({});
    const events: string[] = [];
    session.subscribe((event) => events.push(event.type));
    expect(session.submitSetup(0, RED).ok).toBe(true);
    expect(session.snapshot(1).seats.map((seat) => seat.ready)).toEqual([true, false]);
    expect(session.snapshot(0).ownSetup).toBe(RED);
    expect(session.snapshot(1).ownSetup).toBeNull();
    expect(session.submitSetup(0, RED)).toMatchObject({ ok: false, error: { code: 'wrong-phase' } });
    expect(session.randomSetup(1).ok).toBe(true);
    expect(events).toEqual(['setup', 'setup', 'start']);
    expect(session.snapshot(0)).toMatchObject({ phase: 'playing', toMove: 0 });
    expect(session.submitSetup(1, BLUE)).toMatchObject({ ok: false, error: { code: 'wrong-phase' } });
  });

  it('a bot seat sets up by itself, and refuses a setup typed for it', () => {
    const session = open({ seats: ['human', { bot: 'level1' }] });
    expect(session.needsSetup(1)).toBe(false);
    expect(session.submitSetup(1, BLUE)).toMatchObject({ ok: false, error: { code: 'bot-seat' } });
    expect(session.submitSetup(0, RED).ok).toBe(true);
    expect(session.phase).toBe('playing');
  });
});

describe('Stratego: nothing that leaves the session shows a hidden rank (ST-9)', () => {
  /** Plays the same quiet opening in two games whose blue armies differ only in hidden ranks. */
  function twin(blue: string): GameSession {
    const session = open({ setups: [RED, blue] });
    // Red scout a4 steps forward, blue scout a7 steps forward, red j4 sergeant, blue j7 (quiet moves).
    for (const [seat, move] of [[0, 'a4a5'], [1, 'a7a6'], [0, 'j4j5'], [1, 'j7j6']] as const) {
      const played = session.submit(seat, move);
      if (!played.ok) throw new Error(played.error.message);
    }
    return session;
  }

  it('the shuffled army really differs', () => {
    expect(BLUE_SHUFFLED).not.toBe(BLUE);
  });

  it.each<Viewer>([0, 'spectator'])('viewer %s gets byte-identical snapshots, records and events', (viewer) => {
    const a = twin(BLUE);
    const b = twin(BLUE_SHUFFLED);
    expect(JSON.stringify(a.snapshot(viewer))).toBe(JSON.stringify(b.snapshot(viewer)));
    expect(a.record(viewer)).toBe(b.record(viewer));
    expect(JSON.stringify(a.eventsSince(0))).toBe(JSON.stringify(b.eventsSince(0)));
    expect(a.legalMoves(viewer)).toEqual(b.legalMoves(viewer));
    // And the blue letters are hidden in red's view.
    expect(a.snapshot(viewer).position).not.toMatch(/[mgojpltnsybf]/);
    expect(a.record(viewer)).not.toContain(BLUE);
  });

  it.each<Viewer>([0, 'spectator'])('viewer %s reads the same words of every move, which name no hidden blue rank', (viewer) => {
    const a = twin(BLUE);
    const b = twin(BLUE_SHUFFLED);
    const words = (session: GameSession) => session.eventsSince(0).flatMap((event) => (event.type === 'move' ? [event.words] : []));
    expect(words(a)).toEqual(words(b));
    expect(a.snapshot(viewer).lastMove?.words).toBe(b.snapshot(viewer).lastMove?.words);
    expect(a.snapshot(viewer).lastMove?.words).toBe('Blue moved a piece from j7 to j6.');
    expect(words(a)).toEqual(['Red moved a piece from a4 to a5.', 'Blue moved a piece from a7 to a6.', 'Red moved a piece from j4 to j5.', 'Blue moved a piece from j7 to j6.']);
    // The mover reads its own rank; the other seat does not.
    expect(a.snapshot(1).lastMove?.words).toBe("Blue's sergeant moved from j7 to j6.");
  });

  it('ST-5: a battle names both ranks to every viewer, and nothing of the ranks it did not involve', () => {
    // Two positions that differ only in blue's hidden piece on b9: the battle on e5 reads the same.
    const battle = (hidden: string) => {
      const created = createSession({ game: 'stratego', seats: ['human', 'human'], position: `F8T/10/10/4S5/4m5/10/10/10/1${hidden}8/9f r 1` });
      if (!created.ok) throw new Error(created.error.message);
      const played = created.value.submit(0, 'e4e5');
      if (!played.ok) throw new Error(played.error.message);
      const quiet = created.value.submit(1, 'b9b8');
      if (!quiet.ok) throw new Error(quiet.error.message);
      return created.value;
    };
    const a = battle('g');
    const b = battle('p');
    for (const viewer of [0, 'spectator'] as const) {
      expect(JSON.stringify(a.snapshot(viewer).lastMove)).toBe(JSON.stringify(b.snapshot(viewer).lastMove));
      expect(a.snapshot(viewer).lastMove?.words).toBe('Blue moved a piece from b9 to b8.');
    }
    expect(JSON.stringify(a.eventsSince(0))).toBe(JSON.stringify(b.eventsSince(0)));
    const said = a.eventsSince(0).flatMap((event) => (event.type === 'move' ? [event.words] : []));
    expect(said).toEqual(["Red's scout attacked Blue's marshal on e5 and lost.", 'Blue moved a piece from b9 to b8.']);
    expect(a.snapshot(1).lastMove?.words).toBe("Blue's general moved from b9 to b8.");
  });

  it('an illegal move is refused from the mover\'s view alone', () => {
    const a = twin(BLUE);
    const b = twin(BLUE_SHUFFLED);
    // Moving an enemy piece or into a lake: the same words whatever the hidden ranks are.
    for (const move of ['a6a5', 'c4c5', 'b7b6']) expect(a.submit(0, move)).toEqual(b.submit(0, move));
  });

  it('once the game is over, the record shows every setup', () => {
    const a = twin(BLUE);
    a.resign(1);
    expect(a.record(0)).toContain(`[Setup1 "${BLUE}"]`);
  });

  it('a viewer\'s record cannot be resumed', () => {
    const a = twin(BLUE);
    const created = createSession({ game: 'stratego', seats: ['human', 'human'], record: a.record(0) });
    expect(created).toMatchObject({ ok: false, error: { code: 'hidden-record' } });
  });
});

describe('Stratego: a start position', () => {
  it('ST-9: a position with hidden pieces (x) is refused, since no attack on them could be fought', () => {
    const hidden = createSession({ game: 'stratego', seats: ['human', { bot: 'random' }], position: 'F9/10/10/4P5/4x5/10/10/10/10/9f r 1' });
    expect(hidden).toMatchObject({ ok: false, error: { code: 'invalid-position' } });
    if (!hidden.ok) expect(hidden.error.message).toMatch(/hidden pieces \(X\/x\)/);
    const open = createSession({ game: 'stratego', seats: ['human', { bot: 'random' }], position: 'F9/10/10/4P5/4p5/10/10/10/10/9f r 1' });
    expect(open.ok).toBe(true);
  });
});

describe('a Stratego record kept after every move', () => {
  it('writes the start position once for all the records of a game, not once per record, and says what a fresh session says', () => {
    const entry = registry.get('stratego');
    if (!entry.ok) throw new Error(entry.error.message);
    let startsWritten = 0;
    let statusAsked = 0;
    const notation = Object.create(entry.value.notation, {
      formatPosition: {
        value: (state: unknown) => {
          const text = entry.value.notation.formatPosition(state as never);
          if (/ 1$/.test(text)) startsWritten++;
          return text;
        },
      },
    });
    const game = Object.create(entry.value.game, { status: { value: (state: unknown) => (statusAsked++, entry.value.game.status(state as never)) } });
    const counting = createRegistry([{ ...entry.value, game, notation }]);
    const created = createSession({ game: 'stratego', seats: ['human', 'human'], seed: 5 }, { registry: counting });
    if (!created.ok) throw new Error(created.error.message);
    const session = created.value;
    session.submitSetup(0, RED);
    session.submitSetup(1, BLUE);
    const records: string[] = [];
    for (let ply = 0; ply < 40; ply++) {
      const seat = session.toMove;
      if (seat === null) break;
      const move = session.legalMoves(seat)[0];
      if (!move) break;
      expect(session.submit(seat, move.text).ok).toBe(true);
      records.push(session.record('all'));
    }
    expect(records.length).toBe(40);
    // Position texts of move 1 are the start's (and the first reply's): each was written once or twice, not 40 times.
    expect(startsWritten).toBeLessThanOrEqual(4);
    // The status of a state is asked once for the session's own turns, not again for each question about it.
    const asked = statusAsked;
    void session.outcome;
    void session.toMove;
    void session.phase;
    expect(statusAsked).toBe(asked);
    const fresh = open({ record: records.at(-1) as string });
    expect(fresh.record('all')).toBe(records.at(-1));
  });
});
