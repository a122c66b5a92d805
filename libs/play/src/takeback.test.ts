import { describe, expect, it } from 'vitest';
import { registry } from '@tabula/games';
import { createSession } from './create-session.js';
import type { GameSession } from './game-session.js';
import type { SessionOptions } from './session-options.js';
import { revealedRank, takebackQuestion } from './takeback.js';

function open(game: string, seats: SessionOptions['seats'], more: Partial<SessionOptions> = {}): GameSession {
  const created = createSession({ game, seats, seed: 3, ...more });
  if (!created.ok) throw new Error(created.error.message);
  return created.value;
}

// Checkers61b: fire's bomb takes water's last piece and itself with it (CK-5, CK-6): a drawn game.
const LAST_BOMB = '8/8/8/8/3p4/2B5/8/8 f 1';
// Stratego: red's captain on e4 faces blue's lieutenant on e5; each side also has a sergeant and a flag.
const FACING = 'F9/T9/10/4P5/4l5/10/10/10/9t/9f r 1';
// Stratego: no piece can reach another; red has a scout on a2 with an open file ahead of it.
const APART = 'F9/S9/10/10/10/10/10/10/9t/9f r 1';

describe('takebacks (G-4)', () => {
  it('G-4: a finished game is never reopened, against a bot or between people', () => {
    for (const seats of [['human', { bot: 'random' }], ['human', 'human']] as const) {
      const session = open('checkers61b', seats, { position: LAST_BOMB });
      expect(session.submit(0, 'c3e5').ok).toBe(true);
      expect(session.phase).toBe('over');
      const before = JSON.stringify(session.snapshot('spectator'));
      expect(session.takeback(0)).toMatchObject({ ok: false, error: { code: 'game-over', rule: 'G-4' } });
      const refused = session.undo(0, { consented: true });
      expect(refused).toMatchObject({ ok: false, error: { code: 'game-over', rule: 'G-4' } });
      if (!refused.ok) expect(refused.error.message).toBe('G-4: the game is over (no piece is left on the board); a finished game is never reopened');
      expect(session.canUndo(0)).toBe(false);
      expect(JSON.stringify(session.snapshot('spectator'))).toBe(before);
    }
  });

  it('G-4: the refusal says how the game ended in words, not by its reason id', () => {
    const session = open('jungle', ['human', 'human']);
    expect(session.resign(0).ok).toBe(true);
    const refused = session.takeback(1);
    if (refused.ok) throw new Error('a resigned game was reopened');
    expect(refused.error.message).toBe('G-4: the game is over (a player resigned); a finished game is never reopened');
  });

  it('G-4: a Stratego game that ended by no-moves against a bot stays over (the issue\'s game)', async () => {
    const session = open('stratego', ['human', { bot: 'random' }], { seed: 11, setups: ['YBSSBBSSBB/BPPJJJOOGM/TTTTLLLLPP/FSSSSNNNNN', undefined] });
    // Red plays its first legal move every turn until the game ends; the bot answers.
    while (session.phase === 'playing' && session.plies < 400) {
      if (session.botToMove) await session.playBotTurn();
      else session.submit(0, session.legalMoves(0)[0]?.text ?? '');
    }
    expect(session.phase).toBe('over');
    expect(session.undo(0)).toMatchObject({ ok: false, error: { code: 'game-over', rule: 'G-4' } });
    expect(session.phase).toBe('over');
  });

  it('G-4: against a bot, a move that revealed a rank (an attack) cannot be taken back', async () => {
    const session = open('stratego', ['human', { bot: 'random' }], { position: FACING });
    expect(session.submit(0, 'e4e5').ok).toBe(true);
    await session.playBotTurn();
    const plies = session.plies;
    const refused = session.undo(0);
    expect(refused).toMatchObject({ ok: false, error: { code: 'takeback-refused', rule: 'G-4' } });
    if (!refused.ok) expect(refused.error.message).toBe("G-4: Red's e4e5 revealed a rank; against a bot, a move that revealed a rank cannot be taken back");
    expect(session.canUndo(0)).toBe(false);
    expect(session.plies).toBe(plies);
  });

  it("G-4: against a bot, a scout's run (it reveals the scout) cannot be taken back; a quiet move can, at once", async () => {
    const run = open('stratego', ['human', { bot: 'random' }], { position: APART });
    expect(run.submit(0, 'a2a4').ok).toBe(true);
    expect(run.takeback(0)).toMatchObject({ ok: false, error: { code: 'takeback-refused', rule: 'G-4' } });

    const quiet = open('stratego', ['human', { bot: 'random' }], { position: APART });
    expect(quiet.submit(0, 'a2a3').ok).toBe(true);
    await quiet.playBotTurn();
    expect(quiet.takeback(0)).toEqual({ ok: true, value: { seat: 0, moves: ['a2a3', quiet.snapshot(0).lastMove?.text], consentOf: null } });
    expect(quiet.undo(0)).toMatchObject({ ok: true, value: { type: 'undo', seat: 0, plies: 2 } });
  });

  it('G-4: between people a takeback needs the other player\'s consent, even of a move that revealed a rank', () => {
    const session = open('stratego', ['human', 'human'], { position: FACING });
    expect(session.submit(0, 'e4e5').ok).toBe(true);
    const plan = session.takeback(0);
    expect(plan).toEqual({ ok: true, value: { seat: 0, moves: ['e4e5'], consentOf: 1 } });
    expect(session.undo(0)).toMatchObject({ ok: false, error: { code: 'consent-needed', rule: 'G-4' } });
    expect(session.plies).toBe(1);
    if (plan.ok) expect(takebackQuestion(['Red', 'Blue'], plan.value)).toBe('Red asks to take back e4e5. Blue, accept?');
    expect(session.undo(0, { consented: true })).toMatchObject({ ok: true, value: { type: 'undo', seat: 0, plies: 1 } });
    expect(session.plies).toBe(0);
  });

  it('G-4: a seat asks back its own last move and what followed it; a bot seat asks nothing', () => {
    const people = open('simple-chess', ['human', 'human']);
    people.submit(0, 'e2e4');
    people.submit(1, 'e7e5');
    const plan = people.takeback(0);
    expect(plan).toEqual({ ok: true, value: { seat: 0, moves: ['e2e4', 'e7e5'], consentOf: 1 } });
    if (plan.ok) expect(takebackQuestion(['White', 'Black'], plan.value)).toBe('White asks to take back e2e4 and e7e5. Black, accept?');
    const bots = open('simple-chess', [{ bot: 'random' }, 'human']);
    expect(bots.takeback(0)).toMatchObject({ ok: false, error: { code: 'bot-seat' } });
    expect(bots.takeback(1)).toMatchObject({ ok: false, error: { code: 'nothing-to-undo' } });
  });

  it('G-4: only hidden-information games reveal ranks; a capture in an open game reveals nothing', () => {
    const chess = registry.get('checkers61b');
    if (!chess.ok) throw new Error(chess.error.message);
    const before = chess.value.notation.parsePosition(LAST_BOMB);
    if (!before.ok) throw new Error(before.error.message);
    const [move] = chess.value.game.legalMoves(before.value).filter((candidate) => chess.value.game.moveKey(candidate).includes('e5'));
    const after = chess.value.game.play(before.value, move);
    if (!after.ok) throw new Error(after.error.message);
    expect(revealedRank(chess.value.game, before.value, after.value)).toBe(false);
  });
});
