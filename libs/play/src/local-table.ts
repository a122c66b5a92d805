import { opponent, type Player, type Viewer } from '@tabula/engine-core';
import type { SessionEvent } from './events.js';
import type { GameSession } from './game-session.js';
import { refuse, type PlayError, type PlayResult } from './play-error.js';
import { firstShown, handOverTo, humanSeats, recordViewer } from './shared-device.js';
import type { DrawStep, Table, TableChange, TableState, TakebackStep } from './table.js';
import { TAKEBACK_RULE } from './takeback.js';

/** Holding a local table's bots: a person at the device may stop a thinking bot and let it move later. */
export interface BotControl {
  /** Whether the bots wait for {@link BotControl.holdBots}(false) before their next move. */
  readonly botsHeld: boolean;
  /** Stops a thinking bot and keeps the bots from moving (true), or lets them move again (false). */
  holdBots(held: boolean): void;
}

/**
 * A game in this process behind the {@link Table} interface: a {@link GameSession} played at one device
 * (a page, a terminal). Bots' turns are played through the session's thinker as soon as a bot is to
 * move, with `thinking` in the state; takebacks follow G-4 (at once against a bot, offered and answered
 * between two people at the device); what the device shows — whose view, when it must change hands
 * first, what a record holds — follows the shared-device policy (`shared-device.ts`); and the events are
 * the session's own numbered events.
 */
export class LocalTable implements Table, BotControl {
  readonly gameId: string;
  readonly seatsHere: readonly Player[];
  private readonly listeners = new Set<(change: TableChange) => void>();
  private readonly stopEvents: () => void;
  private shownTo: Player | null;
  private takebackBy: Player | null = null;
  private drawOfferBy: Player | null = null;
  private problem = '';
  private held = false;
  private closed = false;

  /** `seatsHere` defaults to the session's human seats: everyone who plays, plays at this device. */
  constructor(
    readonly session: GameSession,
    seatsHere: readonly Player[] = humanSeats(session),
  ) {
    this.gameId = session.entry.game.id;
    this.seatsHere = seatsHere;
    this.shownTo = firstShown(session, seatsHere);
    this.stopEvents = session.subscribe((event) => { this.onEvent(event); });
    this.playBots();
  }

  get viewer(): Viewer {
    return recordViewer(this.session, this.seatsHere, this.shownTo);
  }

  current(): TableState {
    const { session } = this;
    return {
      snapshot: session.snapshot(this.viewer),
      takebackBy: this.takebackBy,
      drawOfferBy: this.drawOfferBy,
      thinking: session.botThinking,
      connection: 'local',
      problem: this.problem,
      pending: null,
      openSeat: null,
      handOver: handOverTo(session, this.seatsHere, this.shownTo),
      // Games kept at one device are untimed: a clock is a server's to keep.
      clock: null,
      rematch: null,
      presence: null,
    };
  }

  subscribe(listener: (change: TableChange) => void): () => void {
    this.listeners.add(listener);
    return () => { this.listeners.delete(listener); };
  }

  eventsSince(version: number): readonly SessionEvent[] {
    return this.session.eventsSince(version);
  }

  move(seat: Player, text: string, version: number): Promise<PlayResult<TableState>> {
    // A move made on a board that has changed since (a bot moved, a takeback) is not played elsewhere.
    if (version !== this.session.version) return this.refused(refuse('stale-version', 'the game moved on before this move was made; look at the board again'));
    return this.answer(this.session.submit(seat, text));
  }

  setup(seat: Player, text: string): Promise<PlayResult<TableState>> {
    return this.answer(this.session.submitSetup(seat, text));
  }

  takeback(seat: Player, step: TakebackStep): Promise<PlayResult<TableState>> {
    const { session } = this;
    if (step === 'offer') {
      const plan = session.takeback(seat);
      if (!plan.ok) return this.refused(plan);
      if (plan.value.consentOf === null) return this.answer(session.undo(seat));
      this.takebackBy = seat;
      return this.answer({ ok: true, value: null });
    }
    const offeredBy = this.takebackBy;
    if (offeredBy === null || offeredBy === seat) {
      return this.refused({ ok: false, error: { code: 'nothing-to-undo', rule: TAKEBACK_RULE, message: `${TAKEBACK_RULE}: no takeback waits for ${session.seatName(seat)}'s answer` } });
    }
    this.takebackBy = null;
    if (step === 'decline') return this.answer({ ok: true, value: null });
    return this.answer(session.undo(offeredBy, { consented: true }));
  }

  draw(seat: Player, step: DrawStep): Promise<PlayResult<TableState>> {
    const { session } = this;
    if (session.phase !== 'playing') return this.refused(refuse(session.phase === 'over' ? 'game-over' : 'wrong-phase', session.phase === 'over' ? 'the game is over' : 'play has not begun: the armies are still being set up (ST-1)'));
    const other = opponent(seat);
    if (step === 'offer') {
      if (session.seats[other].kind === 'bot') return this.refused(refuse('bot-seat', `${session.seatName(other)} is a bot, and bots take no draws: play on or resign`));
      if (this.drawOfferBy === seat) return this.refused(refuse('draw-pending', 'your draw offer already awaits an answer'));
      // Both seats want a draw: the second offer agrees to the first.
      if (this.drawOfferBy === other) return this.agreeToDraw();
      this.drawOfferBy = seat;
      return this.answer({ ok: true, value: null });
    }
    if (this.drawOfferBy !== other) return this.refused(refuse('no-draw-offer', `${session.seatName(other)} has offered no draw`));
    if (step === 'accept') return this.agreeToDraw();
    this.drawOfferBy = null;
    return this.answer({ ok: true, value: null });
  }

  abort(seat: Player): Promise<PlayResult<TableState>> {
    if (!this.seatsHere.includes(seat)) return this.refused(refuse('bad-option', `${this.session.seatName(seat)} is not played at this device`));
    return this.answer(this.session.abort(seat));
  }

  private agreeToDraw(): Promise<PlayResult<TableState>> {
    this.drawOfferBy = null;
    return this.answer(this.session.drawAgreed());
  }

  resign(seat: Player): Promise<PlayResult<TableState>> {
    if (!this.seatsHere.includes(seat)) return this.refused(refuse('bad-option', `${this.session.seatName(seat)} is not played at this device`));
    return this.answer(this.session.resign(seat));
  }

  reveal(seat: Player): TableState {
    if (handOverTo(this.session, this.seatsHere, this.shownTo) === seat) {
      this.shownTo = seat;
      this.changed();
    }
    return this.current();
  }

  record(): Promise<PlayResult<string>> {
    return Promise.resolve({ ok: true, value: this.session.record(this.viewer) });
  }

  get botsHeld(): boolean {
    return this.held;
  }

  holdBots(held: boolean): void {
    this.held = held;
    if (held) this.session.cancelBot();
    this.changed();
    this.playBots();
  }

  /** Resolves once no bot is thinking or about to: the game waits for a person, is over, or bots are held. */
  settled(): Promise<void> {
    return new Promise((resolve) => {
      const check = () => {
        if (this.closed || (!this.session.botThinking && (!this.session.botToMove || this.held))) {
          stop();
          resolve();
        }
      };
      const stop = this.subscribe(check);
      check();
    });
  }

  close(): void {
    this.closed = true;
    this.session.cancelBot();
    this.stopEvents();
    this.listeners.clear();
  }

  private onEvent(event: SessionEvent): void {
    // A new position (a move, a takeback, the end) answers any takeback offer made on the old one.
    if (event.type !== 'setup' && event.type !== 'start') this.takebackBy = null;
    // A move by the other seat declines a draw offer; the end leaves none to answer.
    if ((event.type === 'move' && event.seat !== this.drawOfferBy) || event.type === 'over' || event.type === 'undo') this.drawOfferBy = null;
    this.emit({ type: 'event', event });
    this.changed();
    // After the move that triggered it has finished: a bot's move is reported before the next one starts.
    void Promise.resolve().then(() => { this.playBots(); });
  }

  /** Starts the bot's turn when a bot is to move and nothing holds it. */
  private playBots(): void {
    const { session } = this;
    if (this.closed || this.held || !session.botToMove || session.botThinking) return;
    const version = session.version;
    session.playBotTurn().then(
      (result) => {
        if (!result.ok && result.error.code !== 'cancelled') this.problem = result.error.message;
        this.changed();
      },
      (error: unknown) => {
        // A thinker that stops when asked may reject: that is no trouble, nor is a game that moved on.
        if (!this.held && !this.closed && session.version === version) this.problem = `the computer could not move: ${error instanceof Error ? error.message : String(error)}`;
        this.changed();
      },
    );
    this.changed();
  }

  private answer(result: PlayResult<unknown>): Promise<PlayResult<TableState>> {
    if (!result.ok) return this.refused(result);
    this.problem = '';
    this.changed();
    return Promise.resolve({ ok: true, value: this.current() });
  }

  private refused(result: { readonly ok: false; readonly error: PlayError }): Promise<PlayResult<TableState>> {
    this.problem = result.error.message;
    this.changed();
    return Promise.resolve({ ok: false, error: result.error });
  }

  private changed(): void {
    if (this.closed || this.listeners.size === 0) return;
    this.emit({ type: 'state', state: this.current() });
  }

  private emit(change: TableChange): void {
    for (const listener of [...this.listeners]) listener(change);
  }
}

