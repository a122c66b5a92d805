import type { GameSession, LastMove, PlayError, PlayResult, SessionEvent, Snapshot, Table, TableChange, TablePresence, TableState, TakebackStep, DrawStep } from '@tabula/play';
import { UNREACHABLE } from './error-codes.js';
import type { GameView, PresenceAnswer } from './http-answers.js';
import { LiveGameConnection, type LiveGameState, type OnlineSignal } from './live-game-connection.js';
import type { ProtocolClient } from './protocol-client.js';

// Types of the play library, named from it so this file needs no other project.
type Player = Snapshot['seats'][number]['seat'];
type Viewer = Snapshot['viewer'];
type GameEntry = GameSession['entry'];

/** The games a remote table may be sent: a registry (`@tabula/games`), by the id the view names. */
export interface GameLookup {
  get(id: string): { readonly ok: true; readonly value: GameEntry } | { readonly ok: false };
}

/**
 * The picture a viewer may see, from the position text the server sent that viewer (hidden Stratego
 * ranks come as `X`/`x` and stay unknown pieces): parsed by the game's notation and pictured by the
 * game, as the web client draws it, so a front end shows exactly what the server showed.
 */
export function pictureOfView(entry: GameEntry, position: string | null): Snapshot['picture'] {
  if (position === null) return null;
  const state = entry.notation.parsePosition(position);
  return state.ok ? entry.game.picture(state.value) : null;
}

/** The snapshot a front end draws, built from one caller's view of an online game (nothing more is known here). */
export function snapshotOfView(entry: GameEntry, view: GameView): Snapshot {
  const viewer: Viewer = view.you ?? 'spectator';
  const lastMove: LastMove | null = view.lastMove === null ? null : { ...view.lastMove, shape: view.lastMove.shape as LastMove['shape'], facts: view.lastMove.facts as LastMove['facts'] };
  return {
    game: view.game,
    viewer,
    version: view.version,
    phase: view.phase,
    position: view.position,
    picture: pictureOfView(entry, view.position),
    toMove: view.toMove,
    outcome: view.outcome,
    moves: view.moves,
    lastMove,
    legalMoves: view.legalMoves !== undefined && view.toMove !== null && view.toMove === view.you ? (view.legalMoves as Snapshot['legalMoves']) : null,
    seats: [seatOf(view, 0), seatOf(view, 1)],
    moveNumber: view.position === null ? null : Number(view.position.trim().split(/\s+/).at(-1)),
    ownSetup: view.ownSetup ?? null,
  };
}

function seatOf(view: GameView, seat: Player): Snapshot['seats'][number] {
  const player = view.players[seat];
  return { seat, name: player.name, kind: player.kind, ...(player.bot !== undefined ? { bot: player.bot } : {}), ready: player.ready };
}

/** The person's seat nobody has taken yet: an invited player who has not come. */
function openSeatOf(view: GameView): Player | null {
  return view.players.find((player) => player.kind === 'human' && !player.taken)?.seat ?? null;
}

/**
 * The numbered events between two views of the same game, as far as the views tell them: seats whose
 * armies came to stand, the start, moves played, moves taken back, a resignation and the end. Numbered
 * so the last one carries the newer view's version. A move's words are the caller's own words for the
 * last move and `<seat> played <move>.` for moves the caller did not see one by one (after a reconnect),
 * so no event says more than the caller's own view did.
 */
export function eventsBetween(before: GameView, after: GameView): SessionEvent[] {
  type Body = SessionEvent extends infer E ? (E extends SessionEvent ? Omit<E, 'version'> : never) : never;
  const bodies: Body[] = [];
  for (const seat of [0, 1] as const) if (!before.players[seat].ready && after.players[seat].ready) bodies.push({ type: 'setup', seat });
  if (before.phase === 'setup' && after.phase !== 'setup') bodies.push({ type: 'start' });
  let common = 0;
  while (common < before.moves.length && common < after.moves.length && before.moves[common] === after.moves[common]) common += 1;
  if (common < before.moves.length) bodies.push({ type: 'undo', seat: before.lastMove?.seat ?? 0, plies: before.moves.length - common });
  const lastSeat = after.lastMove?.seat ?? 0;
  for (let ply = common; ply < after.moves.length; ply += 1) {
    const fromEnd = after.moves.length - 1 - ply;
    const seat = (fromEnd % 2 === 0 ? lastSeat : 1 - lastSeat) as Player;
    const move = after.moves[ply] as string;
    const words = fromEnd === 0 && after.lastMove !== null ? after.lastMove.words : `${after.players[seat].name} played ${move}.`;
    bodies.push({ type: 'move', seat, move, ply: ply + 1, words });
  }
  if (before.outcome === null && after.outcome !== null) {
    const { winner } = after.outcome;
    if (after.outcome.reason === 'resigned' && winner !== null) bodies.push({ type: 'resign', seat: (1 - winner) as Player });
    bodies.push({ type: 'over', outcome: after.outcome });
  }
  const first = after.version - bodies.length + 1;
  return bodies.map((body, index) => ({ ...body, version: Math.max(before.version + 1, first + index) }) as SessionEvent);
}

/** A refusal as a table gives it: the server's own code (a game rule's refusal keeps its rule id). */
function refusal(code: string, message: string, rule?: string): { readonly ok: false; readonly error: PlayError } {
  return { ok: false, error: { code: code as PlayError['code'], message, ...(rule !== undefined ? { rule } : {}) } };
}

/** No server answered: the call may be made again once the connection is back. */
function isUnreachable(error: PlayError): boolean {
  return (error.code as string) === UNREACHABLE;
}

/**
 * A refusal from the client (a `ProtocolError`: the server's code and rule, and a player's sentence).
 * A game rule's refusal keeps the game's own sentence, which starts with its rule id
 * (`JG-4: only the rat may enter water`), so a front end says it exactly as a local game does.
 */
function refusalOf(error: unknown): { readonly ok: false; readonly error: PlayError } {
  const { code, message, rule, serverMessage } = error as { code?: unknown; message?: unknown; rule?: unknown; serverMessage?: unknown };
  const ruled = typeof rule === 'string' && typeof serverMessage === 'string' && serverMessage.startsWith(rule);
  const words = ruled ? serverMessage : typeof message === 'string' ? message : String(error);
  return refusal(typeof code === 'string' ? code : 'internal', words, typeof rule === 'string' ? rule : undefined);
}

/** What {@link RemoteTable.open} needs: the server's client, the game, and the seat's token (none for a spectator). */
export interface RemoteTableOptions {
  readonly client: ProtocolClient;
  /** The games this front end knows (a registry): the view names its game, and the game draws its picture. */
  readonly games: GameLookup;
  readonly gameId: string;
  /** The seat the token holds; null for a spectator. */
  readonly seat: Player | null;
  readonly token?: string;
  /** The device's own online/offline signal, when it has one (a browser's). */
  readonly online?: OnlineSignal;
  /** The wait before reconnect attempt `attempt` (the live connection's backoff by default). */
  readonly retryDelay?: (attempt: number) => number;
}

/**
 * A server's game behind the {@link Table} interface, for one seat (or a spectator), over the protocol
 * client and its {@link LiveGameConnection}. The snapshot is built from the views the server sends this
 * caller, so the table holds nothing the caller may not see (ST-9); actions go over HTTP with the version
 * they were made at, and their answers (or refusals) come back as results; events are read from the
 * succession of live views. A dropped connection is `reconnecting` and resyncs by version; a move made
 * meanwhile is `pending`, sent once when the connection is back at the version it was made at, or
 * dropped with a sentence when the game moved on — never sent twice.
 */
export class RemoteTable implements Table {
  readonly gameId: string;
  readonly seatsHere: readonly Player[];
  private readonly listeners = new Set<(change: TableChange) => void>();
  private readonly events: SessionEvent[] = [];
  private live: LiveGameState;
  private view: GameView;
  /** When `view` arrived here (this device's clock): a timed game's running side counts down from then. */
  private viewArrived = Date.now();
  private connection: LiveGameConnection | null = null;
  private closed = false;

  private constructor(
    private readonly options: RemoteTableOptions,
    private readonly entry: GameEntry,
    first: GameView,
  ) {
    this.gameId = first.id;
    this.view = first;
    this.live = { view: first, connection: 'connecting', problem: '', pending: null, presence: null };
    this.seatsHere = options.seat === null ? [] : [options.seat];
  }

  /**
   * Fetches the caller's view first — so an unknown game, an unknown token or an unreachable server is a
   * refusal here, before anything is drawn — then opens the live connection.
   */
  static async open(options: RemoteTableOptions): Promise<PlayResult<RemoteTable>> {
    let first: GameView;
    try {
      first = await options.client.view(options.gameId, options.token);
    } catch (error) {
      return refusalOf(error);
    }
    const entry = options.games.get(first.game);
    if (!entry.ok) return refusal('unknown-game', `the game ${first.game} is not one this ${options.client.device} knows`);
    const table = new RemoteTable(options, entry.value, first);
    const connection = new LiveGameConnection({
      client: options.client,
      id: options.gameId,
      ...(options.token !== undefined ? { token: options.token } : {}),
      listener: (state) => table.follow(state),
      ...(options.online ? { online: options.online } : {}),
      ...(options.retryDelay ? { retryDelay: options.retryDelay } : {}),
    });
    table.connection = connection;
    connection.accept(first);
    return { ok: true, value: table };
  }

  get viewer(): Viewer {
    return this.options.seat ?? 'spectator';
  }

  /** The game's entry, as the server's view named it. */
  get game(): GameEntry {
    return this.entry;
  }

  current(): TableState {
    const { view } = this;
    const toMove = view.toMove;
    return {
      snapshot: snapshotOfView(this.entry, view),
      takebackBy: view.takebackBy,
      drawOfferBy: view.drawOfferBy,
      thinking: view.phase === 'playing' && toMove !== null && view.players[toMove].kind === 'bot',
      connection: this.live.connection,
      problem: this.live.problem,
      pending: this.live.pending,
      openSeat: openSeatOf(view),
      handOver: null,
      rematch: view.rematch ?? null,
      presence: presenceOf(this.live.presence),
      clock: view.clock ? { name: view.clock.name, left: view.clock.left, ...(view.clock.move ? { move: view.clock.move } : {}), running: view.clock.running, receivedAt: this.viewArrived } : null,
    };
  }

  subscribe(listener: (change: TableChange) => void): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  eventsSince(version: number): readonly SessionEvent[] {
    return this.events.filter((event) => event.version > version);
  }

  async move(seat: Player, text: string, version: number): Promise<PlayResult<TableState>> {
    const token = this.tokenFor(seat);
    if (!token.ok) return token;
    if (version !== this.view.version) return this.refuse(refusal('stale-version', 'The game had moved on before your move arrived; the board now shows it as it stands.'));
    const connection = this.connection;
    if (connection === null) return refusal('bad-option', 'this table is closed');
    // Reconnecting: the live connection holds the move and sends it once it is back at this version.
    // (While the first connection is still being made the server is there: the move goes at once.)
    if (this.live.connection === 'reconnecting') {
      connection.play(text);
      return { ok: true, value: this.current() };
    }
    try {
      connection.accept(await this.options.client.move(this.gameId, token.value, text, version));
      connection.showProblem('');
      return { ok: true, value: this.current() };
    } catch (error) {
      const refused = refusalOf(error);
      // The server could not be reached after all: hand the move to the connection, which holds it.
      if (isUnreachable(refused.error)) {
        connection.play(text);
        return { ok: true, value: this.current() };
      }
      return this.refuse(refused);
    }
  }

  setup(seat: Player, text: string): Promise<PlayResult<TableState>> {
    return this.act(seat, (token) => this.options.client.setup(this.gameId, token, text));
  }

  takeback(seat: Player, step: TakebackStep): Promise<PlayResult<TableState>> {
    return this.act(seat, (token) => this.options.client.takeback(this.gameId, token, step, this.view.version));
  }

  /**
   * After the end, asks for a rematch for `seat`. Once both seats want one, `current().rematch.next` names
   * the new game, where this player sits in the other seat ({@link rematchSeat}) with the same token.
   */
  rematch(seat: Player): Promise<PlayResult<TableState>> {
    return this.act(seat, (token) => this.options.client.rematch(this.gameId, token, this.view.version));
  }

  /**
   * In a timed game, claims the win for `seat` once the other player has been gone past the server's
   * grace (`current().presence`, {@link claimableAt}); the server decides (reason `abandoned`).
   */
  claimVictory(seat: Player): Promise<PlayResult<TableState>> {
    return this.act(seat, (token) => this.options.client.claimVictory(this.gameId, token, this.view.version));
  }

  abort(seat: Player): Promise<PlayResult<TableState>> {
    return this.act(seat, (token) => this.options.client.abort(this.gameId, token, this.view.version));
  }

  draw(seat: Player, step: DrawStep): Promise<PlayResult<TableState>> {
    return this.act(seat, (token) => this.options.client.draw(this.gameId, token, step, this.view.version));
  }

  resign(seat: Player): Promise<PlayResult<TableState>> {
    return this.act(seat, (token) => this.options.client.resign(this.gameId, token, this.view.version));
  }

  /** A remote table shows one caller's view and never hands a device over: nothing to reveal. */
  reveal(): TableState {
    return this.current();
  }

  async record(): Promise<PlayResult<string>> {
    try {
      return { ok: true, value: await this.options.client.record(this.gameId, this.options.token) };
    } catch (error) {
      return refusalOf(error);
    }
  }

  close(): void {
    this.closed = true;
    this.connection?.close();
    this.connection = null;
    this.listeners.clear();
  }

  /** Each state of the live connection: a newer view gives its events, and every change a new state. */
  private follow(state: LiveGameState): void {
    if (this.closed) return;
    this.live = state;
    const before = this.view;
    const next = state.view;
    if (next !== null && next.version >= before.version) {
      this.view = next;
      this.viewArrived = Date.now();
      const events = next.version > before.version ? eventsBetween(before, next) : [];
      this.events.push(...events);
      for (const event of events) this.emit({ type: 'event', event });
    }
    this.emit({ type: 'state', state: this.current() });
  }

  private async act(seat: Player, call: (token: string) => Promise<GameView>): Promise<PlayResult<TableState>> {
    const token = this.tokenFor(seat);
    if (!token.ok) return token;
    try {
      const view = await call(token.value);
      this.connection?.accept(view);
      this.connection?.showProblem('');
      return { ok: true, value: this.current() };
    } catch (error) {
      return this.refuse(refusalOf(error));
    }
  }

  /** A refusal is shown as the table's problem, and the board goes back to the server's truth. */
  private async refuse(refused: { readonly ok: false; readonly error: PlayError }): Promise<PlayResult<TableState>> {
    const connection = this.connection;
    connection?.showProblem(refused.error.message);
    if (connection !== null && !isUnreachable(refused.error)) {
      try {
        connection.accept(await this.options.client.view(this.gameId, this.options.token));
      } catch {
        // The live connection brings the game back in step when it can.
      }
    }
    return refused;
  }

  private tokenFor(seat: Player): PlayResult<string> {
    const { seat: mine, token } = this.options;
    if (mine === seat && token !== undefined) return { ok: true, value: token };
    const name = this.view.players[seat].name;
    return refusal('bad-option', mine === null ? `a spectator cannot act for ${name}` : `this table plays ${this.view.players[mine].name}, not ${name}`);
  }

  private emit(change: TableChange): void {
    for (const listener of [...this.listeners]) listener(change);
  }
}

/** The server's word on who is at the game, with times away turned into this device's moments. */
function presenceOf(heard: LiveGameState['presence']): TablePresence | null {
  if (heard === null) return null;
  const { answer, receivedAt } = heard;
  const seat = ({ connected, awayMs }: PresenceAnswer['seats'][number]) => ({ connected, awaySince: awayMs === null ? null : receivedAt - awayMs });
  return { seats: [seat(answer.seats[0]), seat(answer.seats[1])], spectators: answer.spectators, claimAfterMs: answer.claimAfterMs };
}

/** A player's seat in the rematch of a game where they sat in `seat`: the seats are swapped. */
export function rematchSeat(seat: Player): Player {
  return seat === 0 ? 1 : 0;
}
