import { randomBytes, randomInt } from 'node:crypto';
import type { Player, Viewer } from '@tabula/engine-core';
import { botThinkingTime, elapsedFace, fallenFlag, newClock, timeControlName, timeControlProblem, type GameSession, type PlayResult, type TimeControl } from '@tabula/play';
import type { Logger } from 'pino';
import type { Cluster } from '../cluster/cluster.js';
import { flagAt, hasBotSeat, type GameStore, type LobbyQuery, type StoredGame, type StoredPlayer } from '../storage/game-store.js';
import { GroupCommit } from '../storage/group-commit.js';
import { ApiError, fromPlayError } from './api-error.js';
import { FlagWatch } from './flag-watch.js';
import { clockAfterChange, serverNow } from './game-clocks.js';
import { rematchDraft } from './rematch.js';
import { gameView, lobbyEntry, type GameView, type LobbyEntry } from './game-view.js';
import { hashSeatToken, newSeatToken, seatOfToken } from './seat-tokens.js';
import { HeldGames } from './held-games.js';
import { sessionOf, storedState, type SessionDeps } from './session-of.js';

/** A game being served: its latest accepted state, its live session, and when that state is durable. */
interface LiveGame {
  /** The latest accepted state; durable once {@link durable} settles. */
  stored: StoredGame;
  readonly session: GameSession;
  /** Settles (never rejects) when every change accepted so far has been committed or dropped. */
  durable: Promise<void>;
  /** Changes accepted and not yet committed or dropped: while any is, the store is behind this memory. */
  pending: number;
  /** The plies of the last state handed to the store: a change adding one is a move the clock charges. */
  plies: number;
}


/** A stored game that no longer replays (a rule changed under it): a server fault, not the caller's. */
class UnreadableGame extends Error {}

/** What a new game is created from (already checked against the request schema). */
export interface NewGame {
  readonly game: string;
  readonly players: readonly [StoredPlayer, StoredPlayer];
  readonly take?: readonly Player[];
  readonly position?: string;
  readonly seed?: number | string;
  /** A time control; without it the game is untimed. */
  readonly clock?: TimeControl;
  /** Made by quick pairing: it waits for the next player who asks for the same game and time control. */
  readonly seeking?: boolean;
}

export interface CreatedGame {
  readonly id: string;
  readonly version: number;
  readonly seats: readonly { readonly seat: Player; readonly kind: 'human' | 'bot'; readonly bot?: string; readonly token?: string }[];
}

/**
 * A game between two bots is stopped as a draw (G-3, reason `adjudicated`) at this many plies, as
 * `tabula arena` does, so that nobody's server plays an endless game for an audience that left.
 */
export const BOT_GAME_PLY_CAP = 400;

/** Quick pairing looks through this many open games a page, and this many pages, before it opens one. */
const PAIRING_PAGE = 50;
const PAIRING_PAGES = 4;

/**
 * The most games held in memory at once besides those in use (TABULA_CACHE_GAMES), and the most
 * positions (TABULA_CACHE_POSITIONS: plies, plus each game's start). A game held costs its replayed
 * session, every position of it: about 1.6 KB for a new game, 16 KB for a 20-ply Jungle game and 0.47 MB
 * for a finished 400-ply Stratego game (`nx run api:bench`), 0.8 to 1.6 KB a position. A dropped game is
 * replayed from its record when asked for again (about 0.1 ms for a new game, 3 ms for a long Stratego
 * game). Memory is kept small on purpose: holding 58,000 idle games (the move bench's) made the heap large
 * enough that the server's p99 at 500 moves a second went from 5 to 14 ms (garbage collection), for 7%
 * more moves a second. 200,000 positions bound what a raised game count may take (about 320 MB).
 */
export const DEFAULT_CACHE_GAMES = 500;
export const DEFAULT_CACHE_POSITIONS = 200_000;

export interface GameServiceOptions {
  /** {@link DEFAULT_CACHE_GAMES}; 0 keeps only the games in use. */
  readonly cacheGames?: number | undefined;
  /** {@link DEFAULT_CACHE_POSITIONS}; 0 keeps only the games in use. */
  readonly cachePositions?: number | undefined;
  /** How often the store is swept for timed games whose flag fell (default 1000 ms). */
  readonly flagSweepMs?: number | undefined;
}

/** Told the game's id after every committed change; each listener builds its own viewer's view. */
export type ChangeListener = (id: string) => void;

/**
 * The authority over online games. Every change follows one path: the session (the engine) accepts
 * it, the store commits it with compare-and-set on the version, and only then does the caller get its
 * answer and do listeners (the sockets) hear of it. Views wait for the game's changes to be durable,
 * so nobody is shown a move that a crash could still take back. A change the store refuses or fails
 * to commit is forgotten: the game is reloaded from the store on next use. Changes accepted in the
 * same turn of the event loop are committed together ({@link GroupCommit}).
 *
 * With several nodes on one database ({@link Cluster} `shared`), memory is only a cache: before using a
 * game a node checks the stored version and reloads it if another node moved on, a change announced by
 * another node replaces the game at once (and its sockets hear of it), and only the node holding a
 * game's bot claim moves its bots.
 *
 * Memory holds at most `cacheGames` games and `cachePositions` positions besides those in use
 * ({@link HeldGames}): past either, the least recently used idle game is dropped and replayed from the
 * store when next asked for. A game is in use while a change of it
 * waits for its commit, a socket watches it ({@link watch}), or a bot of this node thinks or is to move
 * in it. Games are dropped only between turns of the event loop: a request's step uses the game get()
 * gave it within one turn, and whatever holds a game across an await either pins it (a pending commit,
 * a thinking bot) or checks that memory still holds it (get, settled).
 */
export class GameService {
  private readonly live: HeldGames<LiveGame>;
  /** Loads under way, so that concurrent requests for a game not in memory share one. */
  private readonly loading = new Map<string, Promise<LiveGame>>();
  private readonly listeners = new Set<ChangeListener>();
  private readonly writer: GroupCommit;
  private closed = false;
  /** Sockets watching each game (by id): a watched game stays in memory. */
  private readonly watchers = new Map<string, number>();
  private trimming = false;
  private readonly flags: FlagWatch;

  constructor(
    private readonly store: GameStore,
    private readonly deps: SessionDeps,
    private readonly log: Logger,
    private readonly cluster: Cluster,
    options: GameServiceOptions = {},
  ) {
    this.live = new HeldGames({ games: options.cacheGames ?? DEFAULT_CACHE_GAMES, positions: options.cachePositions ?? DEFAULT_CACHE_POSITIONS });
    this.writer = new GroupCommit(store);
    this.flags = new FlagWatch(
      (id) => void this.timeUp(id),
      (now, limit) => store.dueFlags(now, limit),
      serverNow,
      options.flagSweepMs ?? 1000,
      (error) => log.warn({ event: 'flag-sweep-failed', error: error.message }, 'timed games could not be checked for fallen flags'),
    );
    cluster.listen({
      changed: (id, version) => this.heard(id, version),
      resync: () => void this.reconcile(),
      claimsLost: () => {
        for (const game of this.live.values()) game.session.cancelBot();
      },
    });
  }

  // ----- creating and joining ----------------------------------------------------------------

  async create(request: NewGame): Promise<CreatedGame> {
    // Game ids are exact: the lobby filters on the id as stored.
    const ids = this.deps.registry.list().map((entry) => entry.id);
    if (!ids.includes(request.game)) throw new ApiError(422, 'bad-option', `unknown game ${JSON.stringify(request.game)}; game ids are exact: ${ids.join(', ')}`);
    const problem = request.clock ? timeControlProblem(request.clock) : null;
    if (problem !== null) throw new ApiError(422, 'bad-option', `clock: ${problem}`);
    const humans = ([0, 1] as const).filter((seat) => request.players[seat] === 'human');
    const take = request.take ?? humans.slice(0, 1);
    for (const seat of take) {
      if (!humans.includes(seat)) throw new ApiError(422, 'bot-seat', `seat ${seat} is a bot's; take only human seats (${humans.join(', ') || 'none'})`);
    }
    const entry = this.deps.registry.get(request.game);
    if (request.position !== undefined && entry.ok && entry.value.game.hiddenInformation && humans.some((seat) => !take.includes(seat))) {
      // Whoever typed the position knows both armies (ST-9): nobody else may sit down to such a game.
      throw new ApiError(
        422,
        'position-open-seat',
        `a ${entry.value.game.name} game started from a position shows its creator both armies: take every human seat (take: [${humans.join(', ')}]), or start from setups so that each army stays secret (ST-9)`,
      );
    }
    const tokens: [string | null, string | null] = [null, null];
    for (const seat of take) tokens[seat] = newSeatToken();
    const draft: StoredGame = {
      id: randomBytes(9).toString('base64url'),
      game: request.game,
      players: request.players,
      // A seed nobody chose unless the creator did: it decides bots' armies and choices.
      seed: String(request.seed ?? randomInt(2 ** 47)),
      position: request.position ?? null,
      setups: [null, null],
      record: null,
      version: 0,
      status: 'open',
      tokenHashes: [tokens[0] && hashSeatToken(tokens[0]), tokens[1] && hashSeatToken(tokens[1])],
      takebackBy: null,
      ...(request.clock ? { clock: newClock(request.clock) } : {}),
      ...(request.seeking ? { seeking: true } : {}),
    };
    const stored = await this.open(draft);
    return {
      id: stored.id,
      version: stored.version,
      seats: ([0, 1] as const).map((seat) => {
        const player = request.players[seat];
        if (player !== 'human') return { seat, kind: 'bot' as const, bot: player.bot };
        const token = tokens[seat];
        return { seat, kind: 'human' as const, ...(token ? { token } : {}) };
      }),
    };
  }

  /** Stores a new game from its draft and holds it: its session, its clock started if play begins, its bots set going. */
  private async open(draft: StoredGame): Promise<StoredGame> {
    const session = sessionOf(draft, this.deps);
    if (!session.ok) throw fromPlayError(session.error);
    const settled = { ...draft, ...storedState(session.value, draft) };
    // Every seat taken at once (hot-seat, a person against a bot, a rematch): the first side's time starts now.
    const stored = settled.clock ? { ...settled, clock: clockAfterChange(settled.clock, { plies: session.value.plies }, session.value, settled.status, serverNow()) } : settled;
    await this.store.create(stored);
    const game: LiveGame = { stored, session: session.value, durable: Promise.resolve(), pending: 0, plies: session.value.plies };
    this.live.hold(game);
    this.flags.arm(stored.id, flagAt(stored));
    this.trimSoon();
    this.log.info({ event: 'game-created', id: stored.id, game: stored.game }, 'game created');
    // Nobody watches a new game yet, but the live lobby lists it.
    this.tell(stored.id);
    this.driveBot(game);
    return stored;
  }

  /**
   * `seat` wants a rematch of a finished game. A bot always does. When both seats want one, a new game
   * opens with the same settings and the seats swapped (rematchDraft): each player's token opens their
   * new seat, so both move there without a new invite; the finished game's `rematch.next` names it.
   * Asked again once the rematch exists, it changes nothing. Answers the new game's id when this call
   * opened it, else null.
   */
  async rematch(id: string, seat: Player, version: number | undefined): Promise<string | null> {
    const game = await this.get(id);
    this.checkVersion(game, version);
    if (game.session.phase !== 'over') throw new ApiError(409, 'wrong-phase', 'a rematch follows a finished game; this one is still being played');
    const before = game.stored.rematch ?? { wanted: [false, false], next: null };
    if (before.next !== null) return null;
    const wanted: [boolean, boolean] = [before.wanted[0], before.wanted[1]];
    wanted[seat] = true;
    for (const other of [0, 1] as const) if (game.stored.players[other] !== 'human') wanted[other] = true;
    if (!(wanted[0] && wanted[1])) {
      await this.commit(game, { rematch: { wanted, next: null } });
      return null;
    }
    // The new game first: the finished one then points at a game that exists. Should the finished game
    // have changed meanwhile (another node made the rematch), this one is left unused, untimed or timing
    // out on its own, and the caller is told to look again.
    const next = await this.open(rematchDraft(game.stored, randomBytes(9).toString('base64url'), String(randomInt(2 ** 47))));
    await this.commit(game, { rematch: { wanted, next: next.id } });
    return next.id;
  }

  /** Whether a seat of the game is a bot's (a rematch of it is a new game with a bot, within the client's quota). */
  async hasBot(id: string): Promise<boolean> {
    return hasBotSeat((await this.get(id)).stored);
  }

  /**
   * Quick pairing: the caller takes the free seat of the oldest game made by pairing that waits for the
   * same game and time control (the game then begins), or, when none waits, opens one and waits in it,
   * in a seat drawn at random. Two callers racing for one waiting seat are settled by the seat's claim:
   * the loser looks further, or waits in a game of its own.
   */
  async pair(game: string, clock: TimeControl | undefined): Promise<{ id: string; seat: Player; token: string; version: number; paired: boolean }> {
    const wanted = clock === undefined ? null : timeControlName(clock);
    for (let offset = 0; ; offset += PAIRING_PAGE) {
      const page = await this.store.list({ status: 'open', game, limit: PAIRING_PAGE, offset });
      for (const waiting of page.games) {
        const free = waiting.tokenHashes.findIndex((hash) => hash === null);
        const control = waiting.clock ? timeControlName(waiting.clock.control) : null;
        if (!waiting.seeking || control !== wanted || free < 0 || hasBotSeat(waiting)) continue;
        try {
          const claimed = await this.claim(waiting.id, free as Player);
          return { ...claimed, paired: true };
        } catch (error) {
          if (error instanceof ApiError && (error.code === 'seat-taken' || error.code === 'game-over' || error.code === 'stale-version')) continue;
          throw error;
        }
      }
      if (!page.more || offset >= PAIRING_PAGES * PAIRING_PAGE) break;
    }
    const seat: Player = randomInt(2) === 0 ? 0 : 1;
    const created = await this.create({ game, players: ['human', 'human'], take: [seat], ...(clock ? { clock } : {}), seeking: true });
    const token = created.seats.find((entry) => entry.seat === seat)?.token as string;
    return { id: created.id, seat, token, version: created.version, paired: false };
  }

  /** Hands out a free human seat's token, once. */
  async claim(id: string, seat: Player): Promise<{ id: string; seat: Player; token: string; version: number }> {
    const game = await this.get(id);
    if (game.stored.players[seat] !== 'human') throw new ApiError(409, 'bot-seat', `seat ${seat} is played by a bot`);
    if (game.session.phase === 'over') throw new ApiError(409, 'game-over', `the game is over; seat ${seat} can no longer be taken`);
    if (game.stored.tokenHashes[seat] !== null) throw new ApiError(409, 'seat-taken', `seat ${seat} is already taken`);
    const token = newSeatToken();
    const tokenHashes: StoredGame['tokenHashes'] = seat === 0 ? [hashSeatToken(token), game.stored.tokenHashes[1]] : [game.stored.tokenHashes[0], hashSeatToken(token)];
    const committed = this.commit(game, { tokenHashes });
    const version = game.stored.version;
    await committed;
    return { id, seat, token, version };
  }

  // ----- what callers see ----------------------------------------------------------------------

  /** The caller's seat from its token: null without one, 401 for a token this game does not know. */
  async viewerOf(id: string, token: string | undefined): Promise<Viewer> {
    const game = await this.get(id);
    if (token === undefined) return 'spectator';
    const seat = seatOfToken(token, game.stored.tokenHashes);
    if (seat === null) throw new ApiError(401, 'unknown-token', 'this token opens no seat of this game');
    return seat;
  }

  /**
   * The seat a token opens, for a request that then acts on the game (which resolves the game itself,
   * checking the stored version on a shared store): a game memory holds answers without asking the
   * store first, since a seat's token hash, once set, never changes. A token memory does not know (a
   * seat claimed on another node since) is looked up as {@link viewerOf} does; 401 if it opens no seat.
   */
  async actingSeat(id: string, token: string): Promise<Player> {
    const held = this.live.get(id);
    const seat = held ? seatOfToken(token, held.stored.tokenHashes) : null;
    return seat ?? ((await this.viewerOf(id, token)) as Player);
  }

  /**
   * What `viewer` sees of the game once every change accepted so far is durable. `afterOwnChange`: the
   * caller has just had a change of its own committed, so memory is as new as the store and a shared
   * store need not be asked again.
   */
  async view(id: string, viewer: Viewer, { afterOwnChange = false } = {}): Promise<GameView> {
    const game = await this.settled(id, afterOwnChange);
    return gameView(game.stored, game.session, viewer, serverNow());
  }

  async record(id: string, viewer: Viewer): Promise<string> {
    const game = await this.settled(id);
    if (game.session.phase === 'setup') throw new ApiError(409, 'wrong-phase', 'the armies are still being set up: a game has a record once both stand (ST-1)');
    return game.session.record(viewer);
  }

  async version(id: string): Promise<number> {
    return (await this.settled(id)).stored.version;
  }

  async lobby(query: LobbyQuery): Promise<{ games: LobbyEntry[]; more: boolean }> {
    const page = await this.store.list(query);
    return { games: page.games.map(lobbyEntry), more: page.more };
  }

  // ----- seats acting ----------------------------------------------------------------------------

  async move(id: string, seat: Player, text: string, version: number): Promise<void> {
    const game = await this.get(id);
    this.checkVersion(game, version);
    // A move declines the other seat's draw offer; the mover's own offer stands (an offer made with a move).
    const offer = game.stored.drawOfferBy ?? null;
    return this.act(game, () => game.session.submit(seat, text), { takebackBy: null, drawOfferBy: offer === seat ? offer : null });
  }

  async setup(id: string, seat: Player, text: string, version: number | undefined): Promise<void> {
    const game = await this.get(id);
    this.checkVersion(game, version);
    return this.act(game, () => game.session.submitSetup(seat, text), {});
  }

  async resign(id: string, seat: Player, version: number | undefined): Promise<void> {
    const game = await this.get(id);
    this.checkVersion(game, version);
    return this.act(game, () => game.session.resign(seat), { takebackBy: null });
  }

  /**
   * A takeback as G-4 allows it (libs/play `takeback`): never after the end; against a bot, `seat`'s last
   * move (and the bot's reply) goes at once unless one of them revealed a rank; between two people it
   * only offers the takeback, which the other seat accepts or declines.
   */
  async undo(id: string, seat: Player, version: number | undefined): Promise<void> {
    const game = await this.get(id);
    this.checkVersion(game, version);
    const takeback = game.session.takeback(seat);
    if (!takeback.ok) throw fromPlayError(takeback.error);
    if (takeback.value.consentOf === null) return this.act(game, () => game.session.undo(seat), {});
    if (game.stored.takebackBy !== null) throw new ApiError(409, 'takeback-pending', `seat ${game.stored.takebackBy}'s takeback awaits an answer`);
    return this.commit(game, { takebackBy: seat });
  }

  /** The other seat answers a takeback offer: accepted, the offering seat's last move goes. */
  async answerTakeback(id: string, seat: Player, accept: boolean, version: number | undefined): Promise<void> {
    const game = await this.get(id);
    this.checkVersion(game, version);
    const by = game.stored.takebackBy;
    if (by === null || by === seat) throw new ApiError(409, 'no-takeback-offer', 'the other seat has offered no takeback');
    return accept ? this.act(game, () => game.session.undo(by, { consented: true }), { takebackBy: null }) : this.commit(game, { takebackBy: null });
  }

  /** `seat` aborts the game before both sides have moved: no result (reason `aborted`). */
  async abort(id: string, seat: Player, version: number | undefined): Promise<void> {
    const game = await this.get(id);
    this.checkVersion(game, version);
    return this.act(game, () => game.session.abort(seat), { takebackBy: null, drawOfferBy: null });
  }

  /**
   * `seat` offers a draw. Only between people (a bot takes no draws) and while the game is being
   * played; when the other seat has already offered one, the two offers agree and the game is drawn.
   */
  async offerDraw(id: string, seat: Player, version: number | undefined): Promise<void> {
    const game = await this.get(id);
    this.checkVersion(game, version);
    const { session } = game;
    if (session.phase !== 'playing') throw new ApiError(409, session.phase === 'over' ? 'game-over' : 'wrong-phase', session.phase === 'over' ? 'the game is over' : 'play has not begun: the armies are still being set up (ST-1)');
    const other = seat === 0 ? 1 : 0;
    if (session.seats[other].kind === 'bot') throw new ApiError(409, 'bot-seat', `${session.seats[other].name} is a bot, and bots take no draws: play on or resign`);
    const offer = game.stored.drawOfferBy ?? null;
    if (offer === seat) throw new ApiError(409, 'draw-pending', 'your draw offer already awaits an answer');
    if (offer === other) return this.act(game, () => session.drawAgreed(), { drawOfferBy: null, takebackBy: null });
    return this.commit(game, { drawOfferBy: seat });
  }

  /** The other seat answers a draw offer: accepted, the game is drawn by agreement; declined, play goes on. */
  async answerDraw(id: string, seat: Player, accept: boolean, version: number | undefined): Promise<void> {
    const game = await this.get(id);
    this.checkVersion(game, version);
    const offer = game.stored.drawOfferBy ?? null;
    if (offer === null || offer === seat || game.session.phase !== 'playing') throw new ApiError(409, 'no-draw-offer', 'the other seat has offered no draw');
    return accept ? this.act(game, () => game.session.drawAgreed(), { drawOfferBy: null, takebackBy: null }) : this.commit(game, { drawOfferBy: null });
  }

  /**
   * `seat` claims the win because the other player left: only in a timed game between people, while it
   * is being played, and once the other player has been gone (`awayMs`, from the presence board) for
   * `claimAfterMs`. The game ends with reason `abandoned`.
   */
  async claimVictory(id: string, seat: Player, version: number | undefined, awayMs: number | null, claimAfterMs: number): Promise<void> {
    const game = await this.get(id);
    this.checkVersion(game, version);
    const { session } = game;
    if (session.phase !== 'playing') throw new ApiError(409, session.phase === 'over' ? 'game-over' : 'wrong-phase', session.phase === 'over' ? 'the game is over' : 'play has not begun: the armies are still being set up (ST-1)');
    const other = seat === 0 ? 1 : 0;
    const name = session.snapshot('spectator').seats[other].name;
    if (session.seats[other].kind === 'bot') throw new ApiError(409, 'bot-seat', `${name} is a bot, and a bot never leaves: play on or resign`);
    if (game.stored.tokenHashes[other] === null) throw new ApiError(409, 'seat-open', `nobody has taken ${name}'s seat yet, so nobody has left: abort the game, or wait for a player`);
    if (!game.stored.clock) throw new ApiError(409, 'not-timed', 'a win can be claimed against a player who left only in a timed game; in an untimed game wait, or resign');
    if (awayMs === null) throw new ApiError(409, 'opponent-present', `${name} is still connected to the game`);
    if (awayMs < claimAfterMs) {
      throw new ApiError(409, 'too-soon-to-claim', `${name} left ${elapsedFace(awayMs)} ago; the win can be claimed once they have been gone for ${elapsedFace(claimAfterMs)}`);
    }
    this.log.info({ event: 'game-abandoned', id, seat: other, awayMs }, 'a win was claimed against a player who left');
    return this.act(game, () => session.abandonedBy(other), { takebackBy: null, drawOfferBy: null });
  }

  /** What the presence board needs of a game: which seats are bots' (always there) and whether it is timed. */
  async presenceFacts(id: string): Promise<{ bots: [boolean, boolean]; timed: boolean }> {
    const { stored } = await this.get(id);
    return { bots: [stored.players[0] !== 'human', stored.players[1] !== 'human'], timed: Boolean(stored.clock) };
  }

  // ----- live updates, start-up and shut-down ----------------------------------------------------

  onChange(listener: ChangeListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** A socket watches the game: it stays in memory until every such socket calls the function returned. */
  watch(id: string): () => void {
    this.watchers.set(id, (this.watchers.get(id) ?? 0) + 1);
    let watching = true;
    return () => {
      if (!watching) return;
      watching = false;
      const left = (this.watchers.get(id) ?? 1) - 1;
      if (left > 0) this.watchers.set(id, left);
      else {
        this.watchers.delete(id);
        this.mayBeIdle();
      }
    };
  }

  /** How many games memory holds now (those in use included). */
  get held(): number {
    return this.live.size;
  }

  /** How many positions the games memory holds keep (plies, plus each game's start; those in use included). */
  get heldPositions(): number {
    return this.live.positions;
  }

  /**
   * Whether a game exists (loading it if needed); an unreadable game counts as missing. A store that
   * cannot be reached is not an answer: that error is passed on.
   */
  async has(id: string): Promise<boolean> {
    try {
      await this.get(id);
      return true;
    } catch (error) {
      if (error instanceof ApiError || error instanceof UnreadableGame) return false;
      throw error;
    }
  }

  /**
   * Takes up the bot games nobody moves (all of them at start-up on a single node; on several nodes,
   * those whose node died) and sets their bots thinking. Says how many it took.
   */
  async adoptOrphans(): Promise<number> {
    const ids = await this.cluster.claimOrphans();
    for (const id of ids) {
      try {
        // On a shared store, get() reloads what memory holds if the node that died moved on since.
        this.driveBot(await this.get(id));
      } catch (error) {
        this.log.error({ event: 'restore-failed', id, error: (error as Error).message }, 'a stored game could not be restored');
      }
    }
    return ids.length;
  }

  /**
   * Compares every unfinished game in use (watched by a socket, a change awaiting its commit, its bots
   * moved here) with the store and reloads those another node moved on (their sockets hear of it): how a
   * node that missed announcements catches up. An idle game memory holds needs no look: get() asks the
   * store for its version before using it. Memory may hold as many idle games as TABULA_CACHE_GAMES
   * allows, and asking about each at every sweep would grow with it.
   */
  async reconcile(): Promise<void> {
    const ids = [...this.live.values()].filter((game) => game.stored.status !== 'finished' && this.inUse(game)).map((game) => game.stored.id);
    if (ids.length === 0) return;
    try {
      for (const [id, version] of await this.store.versions(ids)) this.heard(id, version);
    } catch (error) {
      this.log.warn({ event: 'reconcile-failed', error: (error as Error).message }, 'games could not be checked against the store');
    }
  }

  /** Stops every bot and commits what was accepted; answers that arrive later are dropped. */
  async close(): Promise<void> {
    // What was accepted is committed before the store closes: its callers have already been answered
    // or are about to be.
    this.closed = true;
    this.flags.close();
    for (const game of this.live.values()) game.session.cancelBot();
    await this.writer.drain();
    this.listeners.clear();
  }

  // ----- the one path of every change --------------------------------------------------------------

  /**
   * The game as the store has it, from memory when memory is current. On a shared database that takes
   * one version query: another node may have moved on since.
   */
  private async get(id: string): Promise<LiveGame> {
    for (;;) {
      const held = this.live.get(id);
      if (!held) return this.loadOnce(id);
      // The most recently used last: memory drops games from the front.
      this.live.touch(id);
      if (!this.cluster.shared || held.pending > 0) return held;
      const stored = (await this.store.versions([id])).get(id);
      if (this.live.get(id) !== held) continue;
      if (stored === held.stored.version || held.pending > 0) return held;
      // Another node moved on and this one missed the announcement (its bus was down): the sockets here
      // show the older version, so they are told as if it had been heard.
      if (!this.closed && stored !== undefined && stored > held.stored.version) this.movedOnElsewhere(held);
      else this.forget(held);
    }
  }

  private loadOnce(id: string): Promise<LiveGame> {
    let loading = this.loading.get(id);
    if (!loading) {
      loading = this.load(id).finally(() => this.loading.delete(id));
      this.loading.set(id, loading);
    }
    return loading;
  }

  private async load(id: string): Promise<LiveGame> {
    const stored = await this.store.load(id);
    if (!stored) throw new ApiError(404, 'unknown-game', `there is no game ${JSON.stringify(id)}`);
    const session = sessionOf(stored, this.deps);
    if (!session.ok) throw new UnreadableGame(`stored game ${id} cannot be restored: ${session.error.message}`);
    const game: LiveGame = { stored, session: session.value, durable: Promise.resolve(), pending: 0, plies: session.value.plies };
    const held = this.live.get(id);
    if (held) this.forget(held);
    this.live.hold(game);
    this.trimSoon();
    if (stored.status === 'finished') void this.cluster.releaseBots(id);
    this.flags.arm(id, flagAt(stored));
    this.driveBot(game);
    return game;
  }

  /**
   * Another node committed `version` of the game: memory holding an older one is dropped, and the
   * listeners (sockets) are told, which loads the stored game for those who watch it. A game not in
   * memory concerns nobody here, unless this node moves its bots.
   */
  private heard(id: string, version: number): void {
    const held = this.live.get(id);
    if (!held) {
      // A load under way may have read the game before this version: heard again once it is held.
      const loading = this.loading.get(id);
      if (loading) {
        const again = () => this.heard(id, version);
        loading.then(again, again);
        return;
      }
      this.reloadIfBotsHeld(id);
      // No socket here watches it (a watched game is held), but the live lobby may list it.
      if (!this.closed) this.tell(id);
      return;
    }
    if (this.closed || version <= held.stored.version) return;
    // A change of ours still uncommitted will find its version taken and be refused. The game is loaded
    // again only if someone here needs it: its bots move here, or a socket's listener asks for a view.
    this.movedOnElsewhere(held);
  }

  /** The game moved on on another node: memory drops its copy, and its bots and listeners load it again. */
  private movedOnElsewhere(held: LiveGame): void {
    const id = held.stored.id;
    this.forget(held);
    this.reloadIfBotsHeld(id);
    this.tell(id);
  }

  private tell(id: string): void {
    for (const listener of [...this.listeners]) listener(id);
  }

  /** The game once every change accepted so far is durable (reloaded if one of them was dropped). */
  private async settled(id: string, memoryIsCurrent = false): Promise<LiveGame> {
    for (;;) {
      const game = (memoryIsCurrent && this.live.get(id)) || (await this.get(id));
      const durable = game.durable;
      await durable;
      if (this.live.get(id) === game && game.durable === durable) return game;
    }
  }

  private checkVersion(game: LiveGame, version: number | undefined): void {
    if (version !== undefined && version !== game.stored.version) {
      throw new ApiError(409, 'stale-version', `the game is at version ${game.stored.version}, not ${version}; fetch it again`, { version: game.stored.version });
    }
  }

  /**
   * Lets the session make a change (refused: nothing changed, at once), then commits it. In a timed game
   * whose running flag has already fallen, nothing but the timeout happens: the change arrived too late.
   */
  private async act(game: LiveGame, change: () => PlayResult<unknown>, extra: Partial<StoredGame>): Promise<void> {
    const clock = game.stored.clock;
    const flagged = clock && game.session.phase === 'playing' ? fallenFlag(clock, serverNow()) : null;
    if (flagged !== null) {
      await this.endOnTime(game, flagged);
      const name = game.session.snapshot('spectator').seats[flagged].name;
      throw new ApiError(409, 'game-over', `the game is over: ${name} (seat ${flagged}) ran out of time before this arrived (reason timeout)`);
    }
    const result = change();
    if (!result.ok) throw fromPlayError(result.error);
    return this.commit(game, extra);
  }

  /**
   * Accepts the game's new state over its current version and hands it to the group commit; resolves
   * once it is durable, and only then are listeners told and bots woken. Later changes of the same game
   * build on it at once (their versions follow), but no view shows any of them before the commit.
   */
  private commit(game: LiveGame, extra: Partial<StoredGame>): Promise<void> {
    const expected = game.stored.version;
    // A finished game has no offer left to answer.
    const ended = game.session.phase === 'over' && game.stored.drawOfferBy != null ? { drawOfferBy: null } : {};
    const draft = { ...game.stored, ...extra, ...ended, version: expected + 1 };
    const settled: StoredGame = { ...draft, ...storedState(game.session, draft) };
    // The clock is committed with the change it follows, so whoever loads the game next goes on exactly.
    const next: StoredGame = settled.clock ? { ...settled, clock: clockAfterChange(settled.clock, { plies: game.plies }, game.session, settled.status, serverNow()) } : settled;
    game.stored = next;
    game.plies = game.session.plies;
    this.live.recount(game);
    game.pending++;
    const done = this.writer.write({ game: next, expected }).then(
      (saved) => {
        game.pending--;
        if (!saved) {
          this.forget(game);
          this.reloadIfBotsHeld(next.id);
          // Another node's change won. Its announcement may come before this refusal, while memory still
          // held the game, and was then ignored as no newer: the sockets here are told now, from the store.
          this.tell(next.id);
          throw new ApiError(409, 'stale-version', 'the game changed meanwhile; fetch it again');
        }
        if (next.status === 'finished') void this.cluster.releaseBots(next.id);
        if (this.live.get(next.id) === game) this.flags.arm(next.id, flagAt(next));
        // Told even when memory has moved on to a reloaded copy: the listeners' views are built afresh.
        this.tell(next.id);
        if (this.live.get(next.id) === game) this.driveBot(game);
        // Its bots may be done, leaving it idle: memory may drop it if it holds too many.
        if (!this.inUse(game)) this.mayBeIdle();
      },
      (error: Error) => {
        game.pending--;
        this.log.error({ event: 'commit-failed', id: next.id, error: error.message }, 'a change could not be stored');
        this.forget(game);
        this.reloadIfBotsHeld(next.id);
        throw error;
      },
    );
    game.durable = done.catch(() => undefined);
    return done;
  }

  /**
   * A flag may have fallen (the game's timer, or the store's sweep): the clock is read again and, if the
   * running side's time is gone, the game ends on time. On several nodes each may ask; compare-and-set
   * lets one of them end it, and the others find the game over or their version taken.
   */
  private async timeUp(id: string): Promise<void> {
    if (this.closed) return;
    try {
      const game = await this.settled(id);
      const clock = game.stored.clock;
      if (!clock || game.session.phase !== 'playing') return;
      const flagged = fallenFlag(clock, serverNow());
      if (flagged === null) return this.flags.arm(id, flagAt(game.stored));
      await this.endOnTime(game, flagged);
    } catch (error) {
      if (error instanceof ApiError && (error.code === 'stale-version' || error.code === 'game-over' || error.code === 'unknown-game')) return;
      this.log.error({ event: 'timeout-failed', id, error: (error as Error).message }, 'a fallen flag could not end the game');
    }
  }

  /** Ends the game on `flagged`'s fallen flag (reason timeout), unless it is already over. */
  private endOnTime(game: LiveGame, flagged: Player): Promise<void> {
    const ended = game.session.flagFell(flagged);
    if (!ended.ok) return Promise.resolve();
    this.log.info({ event: 'game-timeout', id: game.stored.id, seat: flagged }, 'a flag fell');
    return this.commit(game, { takebackBy: null });
  }

  /**
   * Whether memory must keep the game: a change of it waits for its commit, a socket watches it, or a bot
   * of this node thinks or is to move in it (a bot this node only tries to claim is covered by driveBot).
   */
  private inUse(game: LiveGame): boolean {
    const { session } = game;
    return game.pending > 0 || this.watchers.has(game.stored.id) || session.botThinking || (session.botToMove && this.cluster.holdsBots(game.stored.id));
  }

  /** A game may have become idle: a trim may find something to drop even if the last found nothing. */
  private mayBeIdle(): void {
    this.live.mayBeIdle();
    this.trimSoon();
  }

  /** Drops idle games once this turn of the event loop is over, if memory holds more than the cache's bounds. */
  private trimSoon(): void {
    if (this.trimming || this.closed || !this.live.over) return;
    this.trimming = true;
    setImmediate(() => {
      this.trimming = false;
      this.live.trim((game) => this.inUse(game));
    });
  }

  private forget(game: LiveGame): void {
    game.session.cancelBot();
    if (this.live.get(game.stored.id) === game) this.live.drop(game.stored.id);
  }

  /**
   * A game whose bots this node moves cannot wait for a request to be loaded again: its bots would stall.
   * If it cannot be loaded, the claim is given up, so that a later sweep (here or on another node) takes it.
   */
  private reloadIfBotsHeld(id: string): void {
    if (this.closed || !this.cluster.holdsBots(id)) return;
    this.loadOnce(id).catch((error: Error) => {
      this.log.error({ event: 'reload-failed', id, error: error.message }, 'a bot game could not be reloaded; its claim is given up');
      void this.cluster.releaseBots(id);
    });
  }

  /**
   * When a bot is to move, asks it (in a worker thread) and commits its move like a person's; only on
   * the node holding the game's bot claim, which it first tries to take.
   */
  private driveBot(game: LiveGame): void {
    const session = game.session;
    if (this.closed || !session.botToMove || session.botThinking) return;
    const id = game.stored.id;
    if (!this.cluster.holdsBots(id)) {
      void this.cluster.claimBots(id).then((mine) => {
        if (mine && this.live.get(id) === game) this.driveBot(game);
        // Dropped while the claim was asked for: its bots, now this node's, need it back.
        else if (mine && !this.live.has(id)) this.reloadIfBotsHeld(id);
      });
      return;
    }
    if (session.seats.every((seat) => seat.kind === 'bot') && session.plies >= BOT_GAME_PLY_CAP) {
      this.act(game, () => session.adjudicate(), {}).catch((error: Error) =>
        this.log.error({ event: 'adjudication-failed', id: game.stored.id, error: error.message }, 'a bot game could not be adjudicated'),
      );
      return;
    }
    const seat = session.toMove;
    // In a timed game the bot thinks within its clock, and an answer that comes after its flag fell is
    // not played: the timeout (its timer, or this) ends the game instead.
    const clock = game.stored.clock;
    const timed = clock && seat !== null ? { maxMs: botThinkingTime(clock, seat, serverNow()), inTime: () => fallenFlag(clock, serverNow()) === null } : {};
    void session.playBotTurn(timed).then(
      (played) => {
        if (this.closed || this.live.get(game.stored.id) !== game) return;
        if (!played.ok && clock && seat !== null && fallenFlag(clock, serverNow()) === seat) {
          void this.timeUp(game.stored.id);
          return;
        }
        if (!played.ok) {
          if (played.error.code !== 'cancelled') this.log.error({ event: 'bot-refused', id: game.stored.id, error: played.error }, 'a bot move was refused');
          return;
        }
        this.commit(game, { takebackBy: null }).catch((error: Error) =>
          this.log.error({ event: 'bot-commit-failed', id: game.stored.id, error: error.message }, 'a bot move could not be stored'),
        );
      },
      (error: Error) => {
        // A stopping server cancels its bots' thinks (queued ones included): that is no failure.
        if (this.closed) return;
        this.log.error({ event: 'bot-failed', id: game.stored.id, error: error.message }, 'a bot could not think; it resigns');
        // Its worker died on every try (out of memory?): the game ends rather than wait for a restart that would fail the same way.
        if (this.closed || this.live.get(game.stored.id) !== game || seat === null || session.toMove !== seat || session.botThinking) return;
        this.act(game, () => session.resign(seat), { takebackBy: null }).catch((failure: Error) =>
          this.log.error({ event: 'bot-resign-failed', id: game.stored.id, error: failure.message }, 'a failed bot could not resign'),
        );
      },
    );
  }
}
