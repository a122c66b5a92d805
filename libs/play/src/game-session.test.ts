import { describe, expect, it } from 'vitest';
import type { Player } from '@tabula/engine-core';
import { registry } from '@tabula/games';
import { createSession } from './create-session.js';
import type { GameSession } from './game-session.js';
import type { SessionOptions } from './session-options.js';

// Fixed armies (written from each owner's seat) so that Stratego's tests know where pieces stand.
const RED = 'TJNPSSBBPS/TJOLGMYLOJ/NSBPPLLSBS/SSNTTNNBFB';
const BLUE = 'SPBBSSPNJT/JOLYMGLOJT/SBSLLPPBSN/BFBNNTTNSS';

/** Each game, a session that starts in play, a legal first move, and an illegal one with its rule. */
const GAMES: readonly { id: string; options: Partial<SessionOptions>; illegal: string; rule: string }[] = [
  { id: 'animal-chess', options: {}, illegal: 'b3b2', rule: 'AC-1' },
  { id: 'checkers61b', options: {}, illegal: 'a1a2', rule: 'CK-1' },
  { id: 'jungle', options: {}, illegal: 'c3c4', rule: 'JG-4' },
  { id: 'stratego', options: { setups: [RED, BLUE] }, illegal: 'a4b5', rule: 'ST-2' },
  { id: 'simple-chess', options: {}, illegal: 'b1c3', rule: 'SC-3' },
];

function open(game: string, seats: SessionOptions['seats'], more: Partial<SessionOptions> = {}): GameSession {
  const created = createSession({ game, seats, seed: 7, ...more });
  if (!created.ok) throw new Error(created.error.message);
  return created.value;
}

function firstMove(session: GameSession, seat: Player): string {
  const [move] = session.legalMoves(seat);
  if (!move) throw new Error(`seat ${seat} has no legal move`);
  return move.text;
}

describe.each(GAMES)('$id', ({ id, options, illegal, rule }) => {
  it('starts in play with seat 0 to move and offers its legal moves to that seat only', () => {
    const session = open(id, ['human', 'human'], options);
    const snapshot = session.snapshot(0);
    expect(snapshot).toMatchObject({ game: id, phase: 'playing', toMove: 0, version: 0, moves: [], lastMove: null, outcome: null });
    expect(snapshot.legalMoves?.length).toBeGreaterThan(0);
    const entry = registry.get(id);
    if (!entry.ok) throw new Error(entry.error.message);
    expect(entry.value.notation.parsePosition(snapshot.position ?? '').ok).toBe(true);
    expect(session.snapshot(1).legalMoves).toBeNull();
    expect(session.snapshot('spectator').legalMoves).toBeNull();
    const texts = snapshot.legalMoves?.map((option) => option.text) ?? [];
    expect(texts).toEqual([...texts].sort());
  });

  it('plays a move entered as text and reports it as the last move, to every viewer', () => {
    const session = open(id, ['human', 'human'], options);
    const text = firstMove(session, 0);
    const events: unknown[] = [];
    session.subscribe((event) => events.push(event));
    const played = session.submit(0, text.toUpperCase());
    expect(played).toMatchObject({ ok: true, value: { seat: 0, text } });
    expect(events).toEqual([{ version: 1, type: 'move', seat: 0, move: text, ply: 1, words: expect.stringMatching(/ moved /) }]);
    for (const viewer of [0, 1, 'spectator'] as const) {
      expect(session.snapshot(viewer).lastMove?.words).toMatch(/ moved /);
      const snapshot = session.snapshot(viewer);
      expect(snapshot.version).toBe(1);
      expect(snapshot.moves).toEqual([text]);
      expect(snapshot.toMove).toBe(1);
      expect(snapshot.lastMove?.text).toBe(text);
      expect(snapshot.lastMove?.shape.path.length).toBeGreaterThan(0);
    }
  });

  it(`refuses an illegal move with its rule id (${rule}) and changes nothing`, () => {
    const session = open(id, ['human', 'human'], options);
    const before = JSON.stringify(session.snapshot(0));
    const refused = session.submit(0, illegal);
    expect(refused.ok).toBe(false);
    if (refused.ok) return;
    expect(refused.error.rule).toBe(rule);
    expect(refused.error.message).toMatch(new RegExp(`^${rule}: `));
    expect(JSON.stringify(session.snapshot(0))).toBe(before);
  });

  it('refuses a move from the seat not to move, text that is no move, and a move for a bot seat', () => {
    const session = open(id, ['human', 'human'], options);
    const text = firstMove(session, 0);
    expect(session.submit(1, text)).toMatchObject({ ok: false, error: { code: 'not-your-turn' } });
    expect(session.submit(0, 'hello')).toMatchObject({ ok: false, error: { code: 'not-a-move' } });
    expect(session.version).toBe(0);
    const versusBot = open(id, [{ bot: 'random' }, 'human'], options);
    expect(versusBot.submit(0, text)).toMatchObject({ ok: false, error: { code: 'bot-seat' } });
  });

  it('undo takes a seat back to its previous turn, with the bot reply after it', async () => {
    const session = open(id, ['human', { bot: 'level1' }], options);
    expect(session.undo(0)).toMatchObject({ ok: false, error: { code: 'nothing-to-undo' } });
    const start = JSON.stringify(session.snapshot(0).position);
    session.submit(0, firstMove(session, 0));
    expect(session.botToMove).toBe(true);
    const reply = await session.playBotTurn();
    expect(reply.ok).toBe(true);
    expect(session.plies).toBe(2);
    const undone = session.undo(0);
    expect(undone).toMatchObject({ ok: true, value: { type: 'undo', seat: 0, plies: 2 } });
    expect(session.plies).toBe(0);
    expect(session.toMove).toBe(0);
    expect(JSON.stringify(session.snapshot(0).position)).toBe(start);
  });

  it('canUndo says whether undo would take back a move of that seat', () => {
    const session = open(id, ['human', 'human'], options);
    expect([session.canUndo(0), session.canUndo(1)]).toEqual([false, false]);
    session.submit(0, firstMove(session, 0));
    expect([session.canUndo(0), session.canUndo(1)]).toEqual([true, false]);
    session.resign(1);
    expect(session.canUndo(0)).toBe(false);
    expect(session.undo(0).ok).toBe(false);
  });

  it('resignation ends the game for the other seat; no move or undo follows', () => {
    const session = open(id, ['human', 'human'], options);
    session.submit(0, firstMove(session, 0));
    const resigned = session.resign(1);
    expect(resigned).toMatchObject({ ok: true, value: [{ type: 'resign', seat: 1 }, { type: 'over', outcome: { winner: 0, reason: 'resigned' } }] });
    expect(session.snapshot('spectator')).toMatchObject({ phase: 'over', toMove: null, outcome: { winner: 0, reason: 'resigned' } });
    expect(session.submit(1, firstMove(open(id, ['human', 'human'], options), 0))).toMatchObject({ ok: false, error: { code: 'game-over' } });
    expect(session.undo(0)).toMatchObject({ ok: false, error: { code: 'game-over' } });
    expect(session.resign(0)).toMatchObject({ ok: false, error: { code: 'game-over' } });
  });

  it('a fallen flag ends the game for the other seat and a draw by agreement for nobody, and each record says so', () => {
    const timed = open(id, ['human', 'human'], options);
    timed.submit(0, firstMove(timed, 0));
    expect(timed.flagFell(1)).toMatchObject({ ok: true, value: { type: 'over', outcome: { winner: 0, reason: 'timeout' } } });
    expect(timed.submit(1, firstMove(open(id, ['human', 'human'], options), 0))).toMatchObject({ ok: false, error: { code: 'game-over' } });
    expect(timed.drawAgreed()).toMatchObject({ ok: false, error: { code: 'game-over' } });
    const resumed = open(id, ['human', 'human'], { record: timed.record('all') });
    expect(resumed.snapshot('spectator').outcome).toEqual({ winner: 0, reason: 'timeout' });

    const agreed = open(id, ['human', 'human'], options);
    agreed.submit(0, firstMove(agreed, 0));
    expect(agreed.drawAgreed()).toMatchObject({ ok: true, value: { type: 'over', outcome: { winner: null, reason: 'agreement' } } });
    expect(open(id, ['human', 'human'], { record: agreed.record('all') }).snapshot(0).outcome).toEqual({ winner: null, reason: 'agreement' });
    expect(agreed.flagFell(2 as Player)).toMatchObject({ ok: false, error: { code: 'bad-option' } });
  });

  it('a claim that the other player abandoned the game ends it for the claimant, once, and the record keeps the reason', () => {
    const left = open(id, ['human', 'human'], options);
    left.submit(0, firstMove(left, 0));
    expect(left.abandonedBy(1)).toMatchObject({ ok: true, value: { type: 'over', outcome: { winner: 0, reason: 'abandoned' } } });
    expect(left.abandonedBy(0)).toMatchObject({ ok: false, error: { code: 'game-over' } });
    const record = left.record('all');
    expect(record).toContain('[Result "1-0"]');
    expect(record).toContain('[Reason "abandoned"]');
    expect(open(id, ['human', 'human'], { record }).snapshot('spectator').outcome).toEqual({ winner: 0, reason: 'abandoned' });
    expect(open(id, ['human', 'human'], options).abandonedBy(3 as Player)).toMatchObject({ ok: false, error: { code: 'bad-option' } });
  });

  it('an abort ends the game with no result while a side has yet to move, and is refused once both have', () => {
    const early = open(id, ['human', 'human'], options);
    early.submit(0, firstMove(early, 0));
    expect(early.abort(1)).toMatchObject({ ok: true, value: { type: 'over', outcome: { winner: null, reason: 'aborted' } } });
    const record = early.record('all');
    expect(record).toContain('[Result "*"]');
    expect(open(id, ['human', 'human'], { record }).snapshot('spectator')).toMatchObject({ phase: 'over', outcome: { winner: null, reason: 'aborted' } });

    const begun = open(id, ['human', 'human'], options);
    begun.submit(0, firstMove(begun, 0));
    begun.submit(1, firstMove(begun, 1));
    expect(begun.abort(0)).toMatchObject({ ok: false, error: { code: 'too-late-to-abort' } });
    expect(begun.snapshot('spectator').phase).toBe('playing');
  });

  it('a hint is a legal move of the seat to move, and plays nothing', async () => {
    const session = open(id, ['human', 'human'], options);
    const hint = await session.hint(0, 'greedy');
    expect(hint.ok).toBe(true);
    if (!hint.ok) return;
    expect(session.legalMoves(0).map((option) => option.text)).toContain(hint.value.text);
    expect(session.version).toBe(0);
    expect(await session.hint(1)).toMatchObject({ ok: false, error: { code: 'not-your-turn' } });
  });

  it('two bots play a seeded game through the session, the same way twice', async () => {
    const play = async () => {
      const session = open(id, [{ bot: 'level1' }, { bot: 'greedy' }], options);
      while (session.phase === 'playing' && session.plies < 40) {
        const played = await session.playBotTurn();
        if (!played.ok) throw new Error(played.error.message);
      }
      return session.snapshot('spectator').moves;
    };
    const first = await play();
    expect(first.length).toBeGreaterThan(0);
    expect(await play()).toEqual(first);
  });

  it('the full record resumes the same game; the resumed session plays on', () => {
    const session = open(id, ['human', 'human'], options);
    session.submit(0, firstMove(session, 0));
    session.submit(1, firstMove(session, 1));
    const record = session.record('all');
    const resumed = open(id, ['human', 'human'], { record });
    expect(resumed.snapshot(0).position).toBe(session.snapshot(0).position);
    expect(resumed.snapshot(0).moves).toEqual(session.snapshot(0).moves);
    expect(resumed.record('all')).toBe(record);
    expect(resumed.submit(0, firstMove(resumed, 0)).ok).toBe(true);
  });

  it('a snapshot without its picture is the same snapshot with picture null', () => {
    const session = open(id, ['human', 'human'], options);
    session.submit(0, firstMove(session, 0));
    for (const viewer of [0, 1, 'spectator'] as const) {
      const full = session.snapshot(viewer);
      expect(full.picture).not.toBeNull();
      expect(session.snapshot(viewer, { picture: false })).toEqual({ ...full, picture: null });
    }
  });

  it("keeps every viewer's record the same as a fresh session's, move after move, after an undo, and once resumed", () => {
    const session = open(id, ['human', 'human'], options);
    const records = () => (['all', 0, 1, 'spectator'] as const).map((viewer) => session.record(viewer));
    for (let ply = 0; ply < 8 && session.toMove !== null; ply++) {
      const seat = session.toMove;
      session.submit(seat, firstMove(session, seat));
      // A session resumed from the record replays it through the parser only; both write the same records.
      const resumed = open(id, ['human', 'human'], { record: session.record('all') });
      expect({ ...resumed.snapshot(0), version: 0 }).toEqual({ ...session.snapshot(0), version: 0 });
      expect((['all', 0, 1, 'spectator'] as const).map((viewer) => resumed.record(viewer))).toEqual(records());
    }
    session.undo(0, { consented: true });
    const resumed = open(id, ['human', 'human'], { record: session.record('all') });
    expect(records()).toEqual((['all', 0, 1, 'spectator'] as const).map((viewer) => resumed.record(viewer)));
  });
});

describe('refusals when a session is created', () => {
  it.each([
    ['an unknown game', { game: 'go', seats: ['human', 'human'] }, /unknown game 'go'/],
    ['a bot that does not exist', { game: 'jungle', seats: ['human', { bot: 'level9' }] }, /seat 1: unknown bot 'level9'/],
    ['a seat that is neither', { game: 'jungle', seats: ['human', 'robot'] }, /seat 1 must be 'human' or a bot/],
    ['one seat', { game: 'jungle', seats: ['human'] }, /two seats/],
    ['a position and a record', { game: 'jungle', seats: ['human', 'human'], position: 'x', record: 'y' }, /one of/],
    ['setups for a game without a set-up phase', { game: 'jungle', seats: ['human', 'human'], setups: [RED, undefined] }, /no set-up phase/],
  ] as const)('%s', (_name, options, message) => {
    const created = createSession(options as unknown as SessionOptions);
    expect(created.ok).toBe(false);
    if (!created.ok) expect(created.error.message).toMatch(message);
  });

  it('a malformed position, with where it is wrong', () => {
    const created = createSession({ game: 'jungle', seats: ['human', 'human'], position: 'l5t/1d3c1 b 1' });
    expect(created).toMatchObject({ ok: false, error: { code: 'parse' } });
  });

  it('a record with an illegal move names the move', () => {
    const created = createSession({ game: 'jungle', seats: ['human', 'human'], record: '[Game "jungle"]\n[Result "*"]\n\n1. a3a4 g7g6 2. c3c4 *\n' });
    expect(created.ok).toBe(false);
    if (!created.ok) expect(created.error.message).toMatch(/move 3\b.*JG-4/);
  });
});

describe('a capture chain entered one landing at a time (CK-3)', () => {
  // Fire's pawn on c3 can take d4 and then f6: c3e5, then on to g7.
  const position = '7p/8/5p2/8/3p4/2P5/8/8 f 1';

  it('offers the next landings after each one, and the chain plays as one move', () => {
    const session = open('checkers61b', ['human', 'human'], { position });
    const selected = session.continuation(0, 'c3');
    expect(selected).toMatchObject({ ok: true, value: { option: null, next: ['b4', 'e5'] } });
    const first = session.continuation(0, 'c3e5');
    expect(first).toMatchObject({ ok: true, value: { option: { text: 'c3e5' }, next: ['g7'] } });
    if (first.ok) expect(first.value.snapshot.position).toBe('7p/8/5p2/4P3/8/8/8/8 w 1');
    const second = session.continuation(0, 'c3e5g7');
    expect(second).toMatchObject({ ok: true, value: { option: { text: 'c3e5g7' }, next: [] } });
    expect(session.version).toBe(0);
    expect(session.submit(0, 'c3e5g7')).toMatchObject({ ok: true, value: { text: 'c3e5g7' } });
    expect(session.snapshot(1).position).toBe('7p/6P1/8/8/8/8/8/8 w 1');
  });

  it('may stop after the first capture (capturing is never compulsory, CK-2)', () => {
    const session = open('checkers61b', ['human', 'human'], { position });
    expect(session.submit(0, 'c3e5')).toMatchObject({ ok: true });
    expect(session.toMove).toBe(1);
  });
});

describe('bots: cancel and budgets', () => {
  it('an undo while a bot thinks cancels its move', async () => {
    let release: () => void = () => undefined;
    const created = createSession(
      { game: 'jungle', seats: ['human', { bot: 'random' }], seed: 3 },
      {
        thinker: (request) =>
          new Promise((resolve) => {
            release = () => {
              const entry = registry.get(request.gameId);
              if (!entry.ok) throw new Error('no game');
              resolve({ move: entry.value.game.legalMoves(request.view)[0], nodes: 0 });
            };
          }),
      },
    );
    if (!created.ok) throw new Error(created.error.message);
    const session = created.value;
    session.submit(0, 'a3a4');
    const thinking = session.playBotTurn();
    expect(session.botThinking).toBe(true);
    expect(session.undo(0).ok).toBe(true);
    release();
    expect(await thinking).toMatchObject({ ok: false, error: { code: 'cancelled' } });
    expect(session.plies).toBe(0);
  });

  it('a caller signal cancels, and a budget reaches the thinker', async () => {
    const budgets: unknown[] = [];
    const signal = { aborted: false };
    const created = createSession(
      { game: 'jungle', seats: ['human', { bot: 'alphabeta' }] },
      {
        thinker: async (request, flag) => {
          budgets.push(request.budget);
          signal.aborted = true;
          expect(flag.aborted).toBe(true);
          const entry = registry.get(request.gameId);
          if (!entry.ok) throw new Error('no game');
          return { move: entry.value.game.legalMoves(request.view)[0], nodes: 0 };
        },
      },
    );
    if (!created.ok) throw new Error(created.error.message);
    created.value.submit(0, 'a3a4');
    expect(await created.value.playBotTurn({ signal, budget: { nodes: 500 } })).toMatchObject({ ok: false, error: { code: 'cancelled' } });
    expect(budgets).toEqual([{ nodes: 500 }]);
  });

  it('a bot is not asked to move a person\'s seat', async () => {
    const session = open('jungle', ['human', 'human']);
    expect(await session.playBotTurn()).toMatchObject({ ok: false, error: { code: 'bot-seat' } });
  });
});

describe('moves told in words (Game.tellMove)', () => {
  it.each([
    { game: 'jungle', position: 'l5t/7/r6/E6/7/7/7/7/T5L b 1', move: 'a3a4', words: "Blue's rat took Red's elephant on a4." },
    { game: 'animal-chess', position: '2L2/5/5/5/5/2l2 0 H 1', move: 'H*c5', words: 'North dropped a chick on c5.' },
    { game: 'animal-chess', position: '2L2/5/5/2H2/5/l4 0 - 1', move: 'c4c5', words: "North's chick moved from c4 to c5. North's chick was promoted." },
    {
      game: 'checkers61b',
      position: '7p/8/1b1p1s2/8/3p4/2B5/8/8 f 1',
      move: 'c3e5',
      words: "Fire's bomb jumped from c3 to e5, taking Water's pawn on d4. The bomb on e5 exploded, removing d6 (the shield on f6 held).",
    },
    { game: 'simple-chess', position: '4k3/8/8/8/8/8/4R3/4K3 w - - 0 1', move: 'e2e8', words: "White's rook took Black's king on e8." },
    { game: 'stratego', position: 'F9/10/10/4S5/4m5/10/10/10/10/9f r 1', move: 'e4e5', words: "Red's scout attacked Blue's marshal on e5 and lost." },
  ])('$game: $move says "$words" in the event and in every viewer\'s last move', ({ game, position, move, words }) => {
    const session = open(game, ['human', 'human'], { position });
    const played = session.submit(0, move);
    if (!played.ok) throw new Error(played.error.message);
    expect(played.value.events[0]).toMatchObject({ type: 'move', words });
    for (const viewer of [0, 1, 'spectator'] as const) expect(session.snapshot(viewer).lastMove?.words).toBe(words);
    expect(session.snapshot('spectator').lastMove?.facts.length).toBeGreaterThan(0);
  });

  it("a bot's move is told too", async () => {
    const session = open('jungle', ['human', { bot: 'random' }]);
    session.submit(0, firstMove(session, 0));
    const played = await session.playBotTurn();
    if (!played.ok) throw new Error(played.error.message);
    expect(played.value.events[0]).toMatchObject({ type: 'move', seat: 1, words: expect.stringMatching(/^Red's \w+ (moved|took) /) });
    expect(session.snapshot(0).lastMove?.words).toMatch(/^Red's /);
  });
});
