import { opponent, type AnyGame, type AnyNotation, type ArmyPiece, type BoardPicture, type MoveFact, type Outcome, type Player, type Viewer } from '@tabula/engine-core';
import type { BotBudget, CancelFlag } from '@tabula/ai';
import type { GameEntry } from '@tabula/games';
import { formatRecord } from '@tabula/notation/record';
import type { BotThinker } from './bot-thinker.js';
import { EventLog, type EventListener, type SessionEvent } from './events.js';
import { History, type PlayedMove } from './history.js';
import { moveOptions, nextLandings, type MoveOption } from './move-options.js';
import { fromRuleError, refuse, type PlayResult } from './play-error.js';
import { parseSeat, seatLabel, type Seat } from './seats.js';
import type { LastMove, Phase, SeatView, Snapshot } from './snapshot.js';
import { parseSetupText, randomSetupFor } from './start-position.js';
import { TAKEBACK_RULE, takebackPolicy, type Takeback, type TakebackPly } from './takeback.js';

/** How a session's first position came about; the record writes a `Start` tag or setups accordingly. */
export type StartKind = 'standard' | 'position' | 'setups';

/** A session's parts as {@link createSession} assembles them. */
export interface SessionParts {
  readonly entry: GameEntry;
  readonly seats: readonly [Seat, Seat];
  readonly seed: number | string;
  readonly tags: readonly (readonly [string, string])[];
  readonly thinker: BotThinker;
  /** The start, or null while armies are still being set up. */
  readonly start: unknown;
  readonly startKind: StartKind;
  /** Stratego: each seat's setup, null while that seat has not set up. */
  readonly setups: readonly [unknown, unknown] | null;
  /** Moves already played from the start (a resumed record), checked by the record's parser. */
  readonly moves: readonly unknown[];
  /**
   * The full state after each of `moves` (`states[0]` the start), when the record's parser has already
   * replayed them: the session then takes them as they are instead of playing every move again.
   */
  readonly states?: readonly unknown[];
  /** How the game ended when the board does not say (a resumed record's resignation). */
  readonly decided: Outcome | null;
}

/** What a move (a person's or a bot's) produced. */
export interface MoveReport {
  readonly seat: Player;
  /** The canonical move text. */
  readonly text: string;
  readonly events: readonly SessionEvent[];
}

/** What a chain entered one landing at a time looks like so far (CK-3), for the seat making it. */
export interface Continuation {
  /** The move made of the landings so far, or null when a piece is only selected. */
  readonly option: MoveOption | null;
  /** Where the piece may land next; empty when the move cannot go on. */
  readonly next: readonly string[];
  /** The board as it would stand after `option` (the current board while only selected). */
  readonly snapshot: Snapshot;
}

/** A square name alone (`c3`): a piece selected, not yet moved. */
const SQUARE = /^\s*([a-z])(\d{1,2})\s*$/i;

/**
 * A game being played, whatever the front end: the seats, the set-up phase, moves entered as text,
 * bots' turns, undo and resignation, and everything a viewer may see. The CLI, the API server and
 * the web client all drive games through this one object, so a turn, an undo or a record exists once.
 *
 * Every value that leaves it for a person is built from that viewer's view (ST-9): snapshots,
 * legal moves, refusals (move text is parsed against the mover's view), records and events.
 */
export class GameSession {
  readonly entry: GameEntry;
  readonly seats: readonly [Seat, Seat];
  readonly seed: number | string;
  private readonly tags: readonly (readonly [string, string])[];
  private readonly thinker: BotThinker;
  private readonly startKind: StartKind;
  private readonly setups: [unknown, unknown] | null;
  private history: History | null;
  private decided: Outcome | null;
  private readonly log = new EventLog();
  private thinking: { aborted: boolean } | null = null;
  /**
   * The game's status of the last state asked about. A state is a value, so its status never changes;
   * the status looks for a legal move, and one request asked it of the same state a dozen times
   * (outcome, toMove, phase, the bot's turn, the view).
   */
  private known: { readonly state: unknown; readonly status: ReturnType<AnyGame['status']> } | null = null;

  constructor(parts: SessionParts) {
    this.entry = parts.entry;
    this.seats = parts.seats;
    this.seed = parts.seed;
    this.tags = parts.tags;
    this.thinker = parts.thinker;
    this.startKind = parts.startKind;
    this.setups = parts.setups ? [parts.setups[0], parts.setups[1]] : null;
    this.history = parts.start === null ? null : new History(parts.start);
    const replayed = parts.states !== undefined && parts.states.length === parts.moves.length + 1 ? parts.states : null;
    parts.moves.forEach((move, i) => this.replay(move, replayed ? replayed[i + 1] : undefined));
    this.decided = parts.decided;
  }

  /**
   * Plays a move of a resumed game; the record parser already refused illegal ones. `after`: the state
   * after it as the parser's replay found it, so it is not played a second time.
   */
  private replay(move: unknown, after?: unknown): void {
    const history = this.history as History;
    const state = history.current;
    const status = this.game.status(state);
    if (status.kind === 'over') throw new Error('a resumed game has a move after its end');
    const played = after !== undefined ? { ok: true as const, value: after } : this.game.play(state, move);
    if (!played.ok) throw new Error(`a resumed game's move was refused: ${played.error.message}`);
    const text = this.notation.formatMove(this.game.view(state, status.toMove), move);
    history.push({ move, text, seat: status.toMove }, played.value);
  }

  private get game(): AnyGame {
    return this.entry.game;
  }

  private get notation(): AnyNotation {
    return this.entry.notation;
  }

  /** The number of the latest event; 0 for a session just created. */
  get version(): number {
    return this.log.version;
  }

  get phase(): Phase {
    if (this.history === null) return 'setup';
    return this.outcome === null ? 'playing' : 'over';
  }

  /** How the game ended (by the board, or by resignation or adjudication), or null. */
  get outcome(): Outcome | null {
    if (this.decided) return this.decided;
    if (this.history === null) return null;
    const status = this.statusOf(this.history.current);
    return status.kind === 'over' ? { winner: status.winner, reason: status.reason } : null;
  }

  private statusOf(state: unknown): ReturnType<AnyGame['status']> {
    let known = this.known;
    if (known === null || known.state !== state) {
      known = { state, status: this.game.status(state) };
      this.known = known;
    }
    return known.status;
  }

  /** The seat to move, or null during setup and after the end. */
  get toMove(): Player | null {
    if (this.history === null || this.outcome !== null) return null;
    const status = this.statusOf(this.history.current);
    return status.kind === 'playing' ? status.toMove : null;
  }

  /** Whether the seat to move is a bot's (the front end then calls {@link playBotTurn}). */
  get botToMove(): boolean {
    const seat = this.toMove;
    return seat !== null && this.seats[seat].kind === 'bot';
  }

  /** Moves made so far. */
  get plies(): number {
    return this.history?.plies ?? 0;
  }

  /** Whether a seat still has to set up its army (Stratego, ST-1). */
  needsSetup(seat: Player): boolean {
    return this.setups !== null && this.setups[seat] === null;
  }

  // ----- set-up phase -----------------------------------------------------------------------

  /** Places a seat's army from its setup text (ST-1); play starts once both armies stand. */
  submitSetup(seat: Player, text: string): PlayResult<readonly SessionEvent[]> {
    const check = this.checkSetupSeat(seat);
    if (!check.ok) return check;
    const setup = parseSetupText(this.entry, seat, text);
    if (!setup.ok) return setup;
    return this.placeSetup(seat, setup.value);
  }

  /** Places a random army for a seat, drawn from the session's seed. */
  randomSetup(seat: Player): PlayResult<readonly SessionEvent[]> {
    const check = this.checkSetupSeat(seat);
    if (!check.ok) return check;
    return this.placeSetup(seat, randomSetupFor(this.entry, seat, this.seed));
  }

  /** The setup text a seat would get from {@link randomSetup}, to show before choosing it. */
  proposeSetup(seat: Player, attempt = 0): string {
    const setup = this.game.setup;
    if (!setup || !this.notation.formatSetup) throw new Error(`${this.game.id} has no set-up phase`);
    const drawn = attempt === 0 ? randomSetupFor(this.entry, seat, this.seed) : randomSetupFor(this.entry, seat, `${this.seed}/${attempt}`);
    return this.notation.formatSetup(drawn, seat);
  }

  /**
   * Where each slot of `seat`'s setup text stands, rank by rank (front rank first, each in the text's
   * order), and the army to place, from the game's own description (ST-1): what a set-up screen or
   * help text is drawn from, with no game's geometry or letters in the front end.
   */
  setupLayout(seat: Player): { readonly ranks: readonly (readonly string[])[]; readonly army: readonly ArmyPiece[] } {
    const layout = this.game.setupLayout;
    if (!this.game.setup || !layout) throw new Error(`${this.game.id} has no set-up phase`);
    return { ranks: layout.ranks(seat), army: layout.army };
  }

  /**
   * The board as `seat` would see it with this army, for a set-up screen: the other army stands
   * hidden (drawn at random, so nothing of the real one shows). Refused like {@link submitSetup}.
   */
  previewSetup(seat: Player, text: string): PlayResult<BoardPicture> {
    const setup = this.game.setup;
    if (!setup) return refuse('wrong-phase', `${this.game.name} has no set-up phase`);
    const own = parseSetupText(this.entry, seat, text);
    if (!own.ok) return own;
    const other = randomSetupFor(this.entry, opponent(seat), `${this.seed}/preview`);
    const started = seat === 0 ? setup.start(own.value, other) : setup.start(other, own.value);
    if (!started.ok) return fromRuleError(started.error);
    return { ok: true, value: this.game.picture(this.game.view(started.value, seat)) };
  }

  private checkSetupSeat(seat: Player): PlayResult<true> {
    if (!this.setups) return refuse('wrong-phase', `${this.game.name} has no set-up phase`);
    if (this.history !== null) return refuse('wrong-phase', 'both armies stand and play has begun (ST-1)');
    if (this.seats[seat].kind === 'bot') return refuse('bot-seat', `${this.seatName(seat)} is played by ${seatLabel(this.seats[seat])}, which sets up by itself`);
    if (this.setups[seat] !== null) return refuse('wrong-phase', `${this.seatName(seat)} has already set up`);
    return { ok: true, value: true };
  }

  private placeSetup(seat: Player, setup: unknown): PlayResult<readonly SessionEvent[]> {
    const setups = this.setups as [unknown, unknown];
    setups[seat] = setup;
    const events = [this.log.emit({ type: 'setup', seat })];
    if (setups[0] !== null && setups[1] !== null) {
      const started = this.game.setup?.start(setups[0], setups[1]);
      if (!started?.ok) {
        setups[seat] = null;
        return started ? fromRuleError(started.error) : refuse('wrong-phase', `${this.game.name} has no set-up phase`);
      }
      this.history = new History(started.value);
      events.push(this.log.emit({ type: 'start' }));
    }
    return { ok: true, value: events };
  }

  // ----- moves --------------------------------------------------------------------------------

  /**
   * A person's move for `seat`, as text in any form the notation accepts. Refused, with the reason
   * and the rule id, for a seat not to move, a bot's seat, text that is no move, or an illegal move;
   * a refusal changes nothing.
   */
  submit(seat: Player, text: string): PlayResult<MoveReport> {
    const turn = this.checkTurn(seat);
    if (!turn.ok) return turn;
    if (this.seats[seat].kind === 'bot') return refuse('bot-seat', `${this.seatName(seat)} is played by ${seatLabel(this.seats[seat])}`);
    if (typeof text !== 'string') return refuse('parse', 'a move is text');
    // Parsed against the mover's view, so a refusal can say nothing the mover may not know.
    const view = this.game.view(turn.value, seat);
    const parsed = this.notation.parseMove(view, text);
    if (!parsed.ok) return fromRuleError(parsed.error);
    return this.apply(seat, parsed.value, view);
  }

  /**
   * The bot's turn for the bot seat to move: asks the thinker with the seat's view only, then plays
   * its move. Cancelled (and nothing played) when `signal` fires, or an undo, a resignation or a new
   * game intervenes while it thinks.
   */
  async playBotTurn(
    options: {
      readonly signal?: CancelFlag;
      readonly budget?: BotBudget;
      /** The most the think may take (a timed game's share of the bot's clock). */
      readonly maxMs?: number;
      /** Asked when the answer comes: false drops it unplayed (a timed game whose bot's flag fell meanwhile). */
      readonly inTime?: () => boolean;
    } = {},
  ): Promise<PlayResult<MoveReport>> {
    const seat = this.toMove;
    if (seat === null) return this.phase === 'setup' ? refuse('wrong-phase', 'the armies are still being set up (ST-1)') : refuse('game-over', 'the game is over; no move is legal (G-2)');
    const player = this.seats[seat];
    if (player.kind !== 'bot') return refuse('bot-seat', `${this.seatName(seat)} is a person's seat; no bot moves it`);
    if (this.thinking) return refuse('not-your-turn', `${player.name} is already thinking`);
    const state = this.history?.current;
    const view = this.game.view(state, seat);
    const version = this.version;
    const flag = { aborted: false };
    this.thinking = flag;
    const signal: CancelFlag = { get aborted() { return flag.aborted || Boolean(options.signal?.aborted); } };
    const budget = options.budget ?? player.budget;
    try {
      const answer = await this.thinker(
        {
          gameId: this.game.id,
          seat,
          view,
          spec: player.spec,
          botName: player.name,
          seed: `${this.seed}/bot/${seat}/${this.plies}`,
          ...(budget ? { budget } : {}),
          ...(options.maxMs !== undefined ? { maxMs: options.maxMs } : {}),
        },
        signal,
      );
      if (signal.aborted || this.version !== version) return refuse('cancelled', `${player.name}'s move was cancelled`);
      if (options.inTime?.() === false) return refuse('cancelled', `${player.name}'s move came after its flag fell`);
      return this.apply(seat, answer.move, view);
    } finally {
      if (this.thinking === flag) this.thinking = null;
    }
  }

  /** Stops a thinking bot; its move, when it comes, is dropped. */
  cancelBot(): void {
    if (this.thinking) this.thinking.aborted = true;
    this.thinking = null;
  }

  /** Whether a bot is thinking now. */
  get botThinking(): boolean {
    return this.thinking !== null;
  }

  private checkTurn(seat: Player): PlayResult<unknown> {
    if (seat !== 0 && seat !== 1) return refuse('bad-option', `there is no seat ${String(seat)}; seats are 0 and 1`);
    if (this.history === null) return refuse('wrong-phase', 'the armies are still being set up; moves begin when both stand (ST-1)');
    if (this.outcome !== null) return refuse('game-over', 'the game is over; no move is legal (G-2)');
    const toMove = this.toMove;
    if (toMove !== seat) return refuse('not-your-turn', `it is ${this.seatName(toMove as Player)}'s turn, not ${this.seatName(seat)}'s`);
    return { ok: true, value: this.history.current };
  }

  /** Plays a move found on the mover's view in the full state (the same move: equal keys). */
  private apply(seat: Player, viewMove: unknown, view: unknown): PlayResult<MoveReport> {
    const history = this.history as History;
    const state = history.current;
    // With nothing hidden the view is the state, and the move parsed on it is already one of its legal
    // moves (`play` accepts only those): no second listing of them.
    const key = this.game.hiddenInformation ? this.game.moveKey(viewMove) : null;
    const move = key === null ? viewMove : this.game.legalMoves(state).find((candidate) => this.game.moveKey(candidate) === key);
    if (move === undefined) return refuse('illegal-move', `${this.notation.formatMove(view, viewMove)} is not a legal move here`);
    const played = this.game.play(state, move);
    if (!played.ok) return fromRuleError(played.error);
    this.cancelBot();
    const text = this.notation.formatMove(view, viewMove);
    history.push({ move, text, seat }, played.value);
    // The event goes to every viewer, so its words are a spectator's: what everyone may know (ST-9).
    const words = this.tell(seat, text, state, move, played.value, 'spectator').words;
    const events = [this.log.emit({ type: 'move', seat, move: text, ply: history.plies, words })];
    const outcome = this.outcome;
    if (outcome) events.push(this.log.emit({ type: 'over', outcome }));
    return { ok: true, value: { seat, text, events } };
  }

  // ----- undo, resignation, adjudication ---------------------------------------------------------

  /**
   * What a takeback by `seat` would be under G-4 ({@link takebackPolicy}): the moves that would go and
   * whose consent it needs, or the refusal with the rule. Every front end asks this before offering,
   * asking for or making a takeback.
   */
  takeback(seat: Player): PlayResult<Takeback> {
    const history = this.history;
    const plies: TakebackPly[] = history
      ? history.moves.map((played, i) => ({ seat: played.seat, text: played.text, before: history.stateAfter(i), after: history.stateAfter(i + 1) }))
      : [];
    return takebackPolicy({ game: this.game, seats: this.seats, started: history !== null, outcome: this.outcome, plies }, seat);
  }

  /**
   * Takes back `seat`'s last move and every move after it, so that `seat` is to move again where it
   * last moved (against a bot: the bot's reply goes too), when G-4 allows it ({@link takeback}). Between
   * two people the other player must have accepted first: the caller says so with `consented`.
   * A thinking bot is cancelled.
   */
  undo(seat: Player, { consented = false }: { readonly consented?: boolean } = {}): PlayResult<SessionEvent> {
    const plan = this.takeback(seat);
    if (!plan.ok) return plan;
    const asked = plan.value.consentOf;
    if (asked !== null && !consented) {
      return { ok: false, error: { code: 'consent-needed', rule: TAKEBACK_RULE, message: `${TAKEBACK_RULE}: a takeback between people needs the other player's consent; ${this.seatName(asked)} has not accepted` } };
    }
    const history = this.history as History;
    this.cancelBot();
    const plies = history.truncate(history.lastMoveOf(seat));
    return { ok: true, value: this.log.emit({ type: 'undo', seat, plies }) };
  }

  /** Whether G-4 allows `seat` a takeback now (perhaps with consent): lets a front end refuse before asking anyone. */
  canUndo(seat: Player): boolean {
    return this.takeback(seat).ok;
  }

  /** `seat` gives up: the other seat wins (reason `resigned`). */
  resign(seat: Player): PlayResult<readonly SessionEvent[]> {
    if (seat !== 0 && seat !== 1) return refuse('bad-option', `there is no seat ${String(seat)}; seats are 0 and 1`);
    if (this.outcome !== null) return refuse('game-over', 'the game is already over');
    this.cancelBot();
    this.decided = { winner: opponent(seat), reason: 'resigned' };
    return { ok: true, value: [this.log.emit({ type: 'resign', seat }), this.log.emit({ type: 'over', outcome: this.decided })] };
  }

  /**
   * `seat`'s time ran out (its flag fell on the clock that keeps the game, never a viewer's): the other
   * seat wins (reason `timeout`). A clock is no rule of any game, so this is the session's to decide.
   */
  flagFell(seat: Player): PlayResult<SessionEvent> {
    return this.endBy(seat === 0 || seat === 1 ? { winner: opponent(seat), reason: 'timeout' } : null, seat);
  }

  /**
   * `seat`'s player left a timed game and stayed away past the host's grace, and the other player
   * claimed the win (reason `abandoned`). Whether a player is there is no rule of any game: the host
   * that sees the connections (a server) decides the claim, and the session only records it.
   */
  abandonedBy(seat: Player): PlayResult<SessionEvent> {
    return this.endBy(seat === 0 || seat === 1 ? { winner: opponent(seat), reason: 'abandoned' } : null, seat);
  }

  /**
   * `seat` stops the game before both sides have moved: it ends with no result (reason `aborted`, the
   * record's Result `*`), as online sites let a player leave a game that has not really begun.
   */
  abort(seat: Player): PlayResult<SessionEvent> {
    if (seat !== 0 && seat !== 1) return refuse('bad-option', `there is no seat ${String(seat)}; seats are 0 and 1`);
    const history = this.history;
    if (history !== null && this.outcome === null && new Set(history.moves.map((played) => played.seat)).size === 2) {
      return refuse('too-late-to-abort', 'both sides have moved, so the game can no longer be aborted: resign, or offer a draw');
    }
    return this.endBy({ winner: null, reason: 'aborted' }, seat);
  }

  /** Both players agreed to a draw (one offered, the other accepted): reason `agreement`. */
  drawAgreed(): PlayResult<SessionEvent> {
    return this.endBy({ winner: null, reason: 'agreement' }, 0);
  }

  private endBy(outcome: Outcome | null, seat: unknown): PlayResult<SessionEvent> {
    if (outcome === null) return refuse('bad-option', `there is no seat ${String(seat)}; seats are 0 and 1`);
    if (this.outcome !== null) return refuse('game-over', 'the game is already over');
    if (this.history === null) return refuse('wrong-phase', 'play has not begun: the armies are still being set up (ST-1)');
    this.cancelBot();
    this.decided = outcome;
    return { ok: true, value: this.log.emit({ type: 'over', outcome }) };
  }

  /**
   * Ends a running game as a draw by a policy, not a rule (G-3: a ply cap, an abandoned game); the
   * reason is `adjudicated` unless another is given.
   */
  adjudicate(reason = 'adjudicated'): PlayResult<SessionEvent> {
    if (this.outcome !== null) return refuse('game-over', 'the game is already over');
    this.cancelBot();
    this.decided = { winner: null, reason };
    return { ok: true, value: this.log.emit({ type: 'over', outcome: this.decided }) };
  }

  // ----- what viewers see ---------------------------------------------------------------------

  /**
   * Everything `viewer` may see now, built from that viewer's view. `picture: false` leaves the board
   * picture out (null) for a caller that sends the position text instead (a server's wire view).
   */
  snapshot(viewer: Viewer, { picture = true }: { readonly picture?: boolean } = {}): Snapshot {
    const history = this.history;
    const view = history ? this.game.view(history.current, viewer) : null;
    return this.snapshotOf(viewer, view, history?.last ?? null, history?.beforeLast ?? null, history?.current ?? null, picture);
  }

  /**
   * A move told in words for `viewer` by the game's own `tellMove` (built only from what that viewer
   * may know), or `<seat> played <text>.` for a game without the hook.
   */
  private tell(seat: Player, text: string, before: unknown, move: unknown, after: unknown, viewer: Viewer): { words: string; facts: readonly MoveFact[] } {
    const told = this.game.tellMove?.(before, move, after, viewer);
    return told ? { words: told.sentence, facts: told.facts } : { words: `${this.seatName(seat)} played ${text}.`, facts: [] };
  }

  private snapshotOf(viewer: Viewer, view: unknown, last: PlayedMove | null, before: unknown, after: unknown, withPicture = true): Snapshot {
    const position = view === null ? null : this.notation.formatPosition(view);
    const toMove = this.toMove;
    // The shape comes from the viewer's view of the position before the move: squares only; the words
    // from the game's tellMove for this viewer.
    const lastMove = (): LastMove | null =>
      last && before !== null && after !== null
        ? {
            seat: last.seat,
            text: last.text,
            shape: this.game.describeMove(this.game.view(before, viewer), last.move),
            ...this.tell(last.seat, last.text, before, last.move, after, viewer),
          }
        : null;
    return {
      game: this.game.id,
      viewer,
      version: this.version,
      phase: this.phase,
      position,
      picture: view === null || !withPicture ? null : this.game.picture(view),
      toMove,
      outcome: this.outcome,
      moves: this.history ? this.history.moves.map((move) => move.text) : [],
      lastMove: lastMove(),
      legalMoves: view !== null && toMove !== null && viewer === toMove ? moveOptions(this.entry, view) : null,
      seats: [this.seatView(0), this.seatView(1)],
      moveNumber: position === null ? null : Number(position.trim().split(/\s+/).at(-1)),
      ownSetup: this.ownSetupText(viewer),
    };
  }

  private seatView(seat: Player): SeatView {
    const player = this.seats[seat];
    return {
      seat,
      name: this.seatName(seat),
      kind: player.kind,
      ...(player.kind === 'bot' ? { bot: player.name } : {}),
      ready: this.setups === null || this.setups[seat] !== null,
    };
  }

  private ownSetupText(viewer: Viewer): string | null {
    if (viewer === 'spectator' || !this.setups || !this.notation.formatSetup) return null;
    const setup = this.setups[viewer];
    return setup === null || setup === undefined ? null : this.notation.formatSetup(setup, viewer);
  }

  /** The legal moves of `viewer` when it is that viewer's turn, else an empty list. */
  legalMoves(viewer: Viewer): readonly MoveOption[] {
    const toMove = this.toMove;
    if (this.history === null || toMove === null || viewer !== toMove) return [];
    return moveOptions(this.entry, this.game.view(this.history.current, viewer));
  }

  /**
   * A move entered one landing at a time (CK-3): `c3` selects a piece, `c3e5` is the chain so far.
   * Says where the piece may land next and shows the board as it would stand; nothing is played.
   */
  continuation(seat: Player, text: string): PlayResult<Continuation> {
    const turn = this.checkTurn(seat);
    if (!turn.ok) return turn;
    const view = this.game.view(turn.value, seat);
    const options = moveOptions(this.entry, view);
    const square = SQUARE.exec(text);
    if (square) {
      const from = `${square[1]?.toLowerCase()}${square[2]}`;
      const next = nextLandings(options, { from, path: [] });
      if (next.length === 0) return refuse('illegal-move', `the piece on ${from} has no move`);
      return { ok: true, value: { option: null, next, snapshot: this.snapshot(seat) } };
    }
    const parsed = this.notation.parseMove(view, text);
    if (!parsed.ok) return fromRuleError(parsed.error);
    const option: MoveOption = { text: this.notation.formatMove(view, parsed.value), shape: this.game.describeMove(view, parsed.value) };
    const after = this.game.play(view, parsed.value);
    if (!after.ok) return fromRuleError(after.error);
    const snapshot = this.snapshotOf(seat, this.game.view(after.value, seat), { text: option.text, seat, move: parsed.value }, view, after.value);
    return { ok: true, value: { option, next: nextLandings(options, option.shape), snapshot: { ...snapshot, legalMoves: null, toMove: seat } } };
  }

  /**
   * What a bot would play for the seat to move (a hint), found from that seat's view; nothing is
   * played. `bot` is any bot text (default `level3`).
   */
  async hint(seat: Player, bot = 'level3', signal?: CancelFlag): Promise<PlayResult<MoveOption>> {
    const turn = this.checkTurn(seat);
    if (!turn.ok) return turn;
    const adviser = parseSeat({ bot }, seat);
    if (!adviser.ok) return adviser;
    if (adviser.value.kind !== 'bot') return refuse('bad-option', 'a hint comes from a bot');
    const view = this.game.view(turn.value, seat);
    const version = this.version;
    const answer = await this.thinker(
      { gameId: this.game.id, seat, view, spec: adviser.value.spec, botName: adviser.value.name, seed: `${this.seed}/hint/${seat}/${this.plies}` },
      signal ?? { aborted: false },
    );
    if (this.version !== version || signal?.aborted) return refuse('cancelled', 'the position changed while the hint was found');
    return { ok: true, value: { text: this.notation.formatMove(view, answer.move), shape: this.game.describeMove(view, answer.move) } };
  }

  /**
   * The game record (docs/notation.md) as `viewer` may see it; `'all'` is the full record, for a trusted
   * archive or once the game is over (then every viewer's copy is the full one anyway).
   */
  record(viewer: Viewer | 'all'): string {
    const history = this.history;
    const setups = this.setups;
    const players: [string, string][] = [
      ['Player0', seatLabel(this.seats[0])],
      ['Player1', seatLabel(this.seats[1])],
    ];
    return formatRecord(
      this.entry,
      {
        tags: [...this.tags, ...players],
        ...(this.startKind === 'position' && history ? { start: history.start } : {}),
        ...(this.startKind === 'setups' && setups && setups[0] !== null && setups[1] !== null ? { setups: [setups[0], setups[1]] as const } : {}),
        moves: history ? history.moves.map((move) => move.move) : [],
        // The states the history holds: the record then formats only what its last copy did not (written-movetext.ts).
        ...(history ? { states: history.states } : {}),
        ...(this.decided ? { outcome: this.decided } : {}),
      },
      viewer,
    );
  }

  // ----- events ---------------------------------------------------------------------------------

  /** Calls `listener` with every event from now on; returns the function that stops it. */
  subscribe(listener: EventListener): () => void {
    return this.log.subscribe(listener);
  }

  /** The events after `version` (a client that missed some catches up). */
  eventsSince(version: number): SessionEvent[] {
    return this.log.since(version);
  }

  /** The game's name for a seat (`Blue`, `White`). */
  seatName(seat: Player): string {
    return this.game.playerNames[seat];
  }
}

