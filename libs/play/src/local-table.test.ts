import { describe, expect, it } from 'vitest';
import { registry } from '@tabula/games';
import { inProcessThinker, type BotThinker } from './bot-thinker.js';
import { createSession } from './create-session.js';
import { LocalTable } from './local-table.js';
import type { SessionOptions } from './session-options.js';
import type { TableChange, TableState } from './table.js';

// Two Stratego armies (ST-1), as the session tests set them up.
const RED = 'TJNPSSBBPS/TJOLGMYLOJ/NSBPPLLSBS/SSNTTNNBFB';
const BLUE = 'SPBBSSPNJT/JOLYMGLOJT/SBSLLPPBSN/BFBNNTTNSS';

function tableOf(options: SessionOptions, thinker?: BotThinker): LocalTable {
  const created = createSession(options, thinker ? { thinker } : {});
  if (!created.ok) throw new Error(created.error.message);
  return new LocalTable(created.value);
}

function played<T>(result: { ok: true; value: T } | { ok: false; error: { message: string } }): T {
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

/** A thinker that answers only when the test lets it, so the test sees the bot thinking. */
function gatedThinker(): { thinker: BotThinker; release: () => void } {
  const inner = inProcessThinker(registry);
  let open: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => { open = resolve; });
  return { thinker: async (request, signal) => { await gate; return inner(request, signal); }, release: () => { open(); } };
}

describe('a local table: Jungle against a bot', () => {
  const jungle: SessionOptions = { game: 'jungle', seats: ['human', { bot: 'level1' }], seed: 3 };

  it('plays the bot\'s reply through the session\'s thinker, with thinking in the state meanwhile', async () => {
    const { thinker, release } = gatedThinker();
    const table = tableOf(jungle, thinker);
    expect(table.seatsHere).toEqual([0]);
    expect(table.viewer).toBe(0);
    const changes: TableChange[] = [];
    table.subscribe((change) => changes.push(change));
    const before = table.current().snapshot;
    const move = before.legalMoves?.[0]?.text ?? '';
    played(await table.move(0, move, before.version));
    await Promise.resolve();
    expect(table.current()).toMatchObject({ thinking: true, connection: 'local', handOver: null, openSeat: null });
    release();
    await table.settled();
    const after = table.current();
    expect(after.thinking).toBe(false);
    expect(after.snapshot.moves).toHaveLength(2);
    expect(after.snapshot.toMove).toBe(0);
    // The session's own numbered events, each told once.
    const events = changes.flatMap((change) => (change.type === 'event' ? [change.event] : []));
    expect(events.map((event) => [event.type, event.version])).toEqual([['move', 1], ['move', 2]]);
    expect(table.eventsSince(1)).toEqual([events[1]]);
    table.close();
  });

  it('refuses a move made at a version the game has moved on from, and changes nothing', async () => {
    const table = tableOf(jungle);
    const start = table.current().snapshot;
    played(await table.move(0, start.legalMoves?.[0]?.text ?? '', start.version));
    await table.settled();
    const refused = await table.move(0, table.current().snapshot.legalMoves?.[0]?.text ?? '', start.version);
    expect(refused).toMatchObject({ ok: false, error: { code: 'stale-version' } });
    expect(table.current().snapshot.moves).toHaveLength(2);
    expect(table.current().problem).toMatch(/moved on/);
    table.close();
  });

  it('G-4: against a bot an offer takes back the move and the bot\'s reply at once', async () => {
    const table = tableOf(jungle);
    const start = table.current().snapshot;
    played(await table.move(0, start.legalMoves?.[0]?.text ?? '', start.version));
    await table.settled();
    const back = played(await table.takeback(0, 'offer'));
    expect(back.snapshot.moves).toEqual([]);
    expect(back.takebackBy).toBeNull();
    expect(table.eventsSince(2).map((event) => event.type)).toEqual(['undo']);
    table.close();
  });

  it('G-4: a finished game is never reopened', async () => {
    const table = tableOf(jungle);
    const start = table.current().snapshot;
    played(await table.move(0, start.legalMoves?.[0]?.text ?? '', start.version));
    await table.settled();
    played(await table.resign(0));
    expect(await table.takeback(0, 'offer')).toMatchObject({ ok: false, error: { code: 'game-over', rule: 'G-4' } });
    expect(table.current().snapshot.outcome).toEqual({ winner: 1, reason: 'resigned' });
  });

  it('holding the bots stops a thinking bot; letting them go plays its move', async () => {
    const table = tableOf(jungle);
    const start = table.current().snapshot;
    played(await table.move(0, start.legalMoves?.[0]?.text ?? '', start.version));
    table.holdBots(true);
    await table.settled();
    expect(table.current()).toMatchObject({ thinking: false, problem: '' });
    expect(table.current().snapshot.moves).toHaveLength(1);
    table.holdBots(false);
    await table.settled();
    expect(table.current().snapshot.moves).toHaveLength(2);
    table.close();
  });

  it('exports the full record of an open game', async () => {
    const table = tableOf(jungle);
    expect(played(await table.record())).toBe(table.session.record('all'));
    table.close();
  });
});

describe('a local table: hot-seat Stratego at one device', () => {
  const stratego: SessionOptions = { game: 'stratego', seats: ['human', 'human'], seed: 5 };

  /** Both armies stand and Red has the device. */
  async function onTheBoard(): Promise<LocalTable> {
    const table = tableOf(stratego);
    played(await table.setup(0, RED));
    table.reveal(1);
    played(await table.setup(1, BLUE));
    table.reveal(0);
    return table;
  }

  /** No rank of either army: every piece a spectator may not know is shown unknown (ST-9). */
  function showsNoRank(state: TableState): boolean {
    return (state.snapshot.picture?.cells ?? []).every((cell) => cell.piece === null || cell.piece.kind === 'unknown');
  }

  it('ST-1, ST-9: the first army is set up without a cover; the second only after the device changes hands', async () => {
    const table = tableOf(stratego);
    expect(table.seatsHere).toEqual([0, 1]);
    expect(table.current()).toMatchObject({ handOver: null, snapshot: { viewer: 0, phase: 'setup' } });
    played(await table.setup(0, RED));
    const covered = table.current();
    expect(covered.handOver).toBe(1);
    // Behind the cover the state is a spectator's: Red's army does not show, even as its own setup.
    expect(covered.snapshot).toMatchObject({ viewer: 'spectator', ownSetup: null });
    expect(table.reveal(0).handOver).toBe(1);
    expect(table.reveal(1)).toMatchObject({ handOver: null, snapshot: { viewer: 1, ownSetup: null } });
  });

  it('ST-9: after each move the device waits for the other player, showing only what both may know', async () => {
    const table = await onTheBoard();
    expect(table.current()).toMatchObject({ handOver: null, snapshot: { viewer: 0, toMove: 0 } });
    played(await table.move(0, 'a4a5', table.current().snapshot.version));
    const covered = table.current();
    expect(covered).toMatchObject({ handOver: 1, snapshot: { viewer: 'spectator', legalMoves: null } });
    expect(showsNoRank(covered)).toBe(true);
    // The move in words both players may know: no quiet move's rank.
    expect(covered.snapshot.lastMove?.words).toBe('Red moved a piece from a4 to a5.');
    expect(table.reveal(1)).toMatchObject({ handOver: null, snapshot: { viewer: 1, toMove: 1 } });
    expect(table.current().snapshot.position).toMatch(/[mgojpltnsybf]/);
  });

  it('ST-9: a record made at the device mid-game is the shown viewer\'s copy, never both armies; the full one once over', async () => {
    const table = await onTheBoard();
    played(await table.move(0, 'a4a5', table.current().snapshot.version));
    expect(played(await table.record())).toBe(table.session.record('spectator'));
    table.reveal(1);
    const blues = played(await table.record());
    expect(blues).toBe(table.session.record(1));
    expect(blues).not.toContain(RED);
    played(await table.resign(1));
    expect(table.current().handOver).toBeNull();
    expect(played(await table.record())).toContain(`[Setup0 "${RED}"]`);
  });

  it('G-4: between two people the last mover offers, and the other accepts before anything goes', async () => {
    const table = await onTheBoard();
    played(await table.move(0, 'a4a5', table.current().snapshot.version));
    table.reveal(1);
    const offered = played(await table.takeback(0, 'offer'));
    expect(offered.takebackBy).toBe(0);
    expect(offered.snapshot.moves).toEqual(['a4a5']);
    expect(await table.takeback(0, 'accept')).toMatchObject({ ok: false, error: { rule: 'G-4' } });
    const accepted = played(await table.takeback(1, 'accept'));
    expect(accepted.takebackBy).toBeNull();
    expect(accepted.snapshot.moves).toEqual([]);
    // Red is to move again: the device goes back to Red behind a cover.
    expect(accepted.handOver).toBe(0);
  });

  it('G-4: a declined takeback changes nothing, and a new move answers an open offer', async () => {
    const table = await onTheBoard();
    played(await table.move(0, 'a4a5', table.current().snapshot.version));
    table.reveal(1);
    played(await table.takeback(0, 'offer'));
    const declined = played(await table.takeback(1, 'decline'));
    expect(declined).toMatchObject({ takebackBy: null, snapshot: { moves: ['a4a5'] } });
    played(await table.takeback(0, 'offer'));
    played(await table.move(1, 'a7a6', table.current().snapshot.version));
    expect(table.current().takebackBy).toBeNull();
  });
});

describe('a local table: draw offers between people', () => {
  const hotSeat: SessionOptions = { game: 'jungle', seats: ['human', 'human'], seed: 5 };

  it('an offer declined by the other seat\'s move, made again with a move, and accepted draws the game (agreement)', async () => {
    const table = tableOf(hotSeat);
    const first = () => table.current().snapshot.legalMoves?.[0]?.text as string;
    played(await table.move(0, first(), table.current().snapshot.version));
    expect(played(await table.draw(0, 'offer')).drawOfferBy).toBe(0);
    played(await table.move(1, first(), table.current().snapshot.version));
    expect(table.current().drawOfferBy).toBeNull();
    played(await table.draw(0, 'offer'));
    played(await table.move(0, first(), table.current().snapshot.version));
    expect(table.current().drawOfferBy).toBe(0);
    const drawn = played(await table.draw(1, 'accept'));
    expect(drawn).toMatchObject({ drawOfferBy: null, snapshot: { phase: 'over', outcome: { winner: null, reason: 'agreement' } } });
  });

  it('refuses what cannot be answered or offered, and changes nothing', async () => {
    const table = tableOf(hotSeat);
    expect(await table.draw(1, 'accept')).toMatchObject({ ok: false, error: { code: 'no-draw-offer' } });
    played(await table.draw(0, 'offer'));
    expect(await table.draw(0, 'offer')).toMatchObject({ ok: false, error: { code: 'draw-pending' } });
    expect(await table.draw(0, 'accept')).toMatchObject({ ok: false, error: { code: 'no-draw-offer' } });
    expect(played(await table.draw(1, 'decline'))).toMatchObject({ drawOfferBy: null, snapshot: { phase: 'playing' } });
    const vsBot = tableOf({ game: 'jungle', seats: ['human', { bot: 'random' }], seed: 5 });
    expect(await vsBot.draw(0, 'offer')).toMatchObject({ ok: false, error: { code: 'bot-seat', message: expect.stringMatching(/bots take no draws/) } });
    vsBot.close();
    table.close();
  });
});
