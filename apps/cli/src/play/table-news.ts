import { opponent, type Player } from '@tabula/engine-core';
import type { SessionEvent, Table, TableChange, TableState } from '@tabula/play';
import type { Console } from './console.js';
import { drawOfferChange, drawOfferedTo, type DrawOfferMoment } from './draw-offer-news.js';
import { presenceNews, type PresenceTold, type SeatTold } from './presence-news.js';
import { rematchChange, type RematchMoment } from './rematch-news.js';

/** What the news of a table needs: the table, where to say things, and how the board is drawn. */
export interface TableNewsOptions {
  readonly table: Table;
  readonly io: Console;
  readonly names: readonly [string, string];
  /** A server's game (remote players, a connection that may drop), not one kept here. */
  readonly online: boolean;
  readonly draw: (state: TableState) => void;
}

/** What has been said on screen about the table, so each change is told once. */
interface Told {
  /** The board drawn last (viewer, phase, position, moves, outcome): a takeback offer or a seat taken changes the version only. */
  board: string;
  version: number;
  moves: number;
  thinking: boolean;
  otherReady: boolean;
  connection: TableState['connection'];
  problem: string;
  takebackBy: Player | null;
  drawOfferBy: Player | null;
  /**
   * A draw offer to a seat here not yet told: it is told before that seat's prompt — at a shared
   * keyboard once that player has the keyboard (their turn, past any hand-over cover), not to the offerer.
   */
  drawOfferUntold: Player | null;
  openSeat: Player | null;
  rematch: RematchMoment | null;
  /** What has been said of who is at an online game (null until the server's first word). */
  presence: PresenceTold;
}

/**
 * The news of a table at the terminal: the board after each change, a bot's move and its thinking, the
 * connection dropping and coming back, the opponent joining, setting up, answering a takeback, offering
 * or declining a draw, leaving the game and coming back, asking for a rematch, and the table's problems —
 * each said once, in the order it happened, from what the table shows this keyboard.
 */
export class TableNews {
  private told: Told | null = null;
  private readonly here: readonly Player[];

  constructor(private readonly options: TableNewsOptions) {
    this.here = options.table.seatsHere;
  }

  /**
   * Says what `changes` (in the order they happened) and then `state` bring that has not been said;
   * true when the game's version moved on since the last time (what was being typed is then stale).
   */
  tell(changes: readonly TableChange[], state: TableState): boolean {
    const version = this.told?.version ?? null;
    for (const change of changes) {
      if (change.type === 'event') this.tellEvent(change.event);
      else this.tellState(change.state);
    }
    this.tellState(state);
    return version !== state.snapshot.version;
  }

  /** A refusal already said as the answer to what the player did: not said again as the table's problem. */
  toldProblem(problem: string): void {
    if (this.told !== null) this.told.problem = problem;
  }

  /** What has been said of the player in `seat` being at an online game (the prompt's words for them follow it). */
  presenceOf(seat: Player): SeatTold {
    return this.told?.presence?.[seat] ?? null;
  }

  /** A bot's move, said as it is played (the board with it comes next). */
  private tellEvent(event: SessionEvent): void {
    if (event.type !== 'move') return;
    const { io, names, table } = this.options;
    const seat = table.current().snapshot.seats[event.seat];
    if (seat.kind !== 'bot' || this.here.includes(event.seat)) return;
    io.print(`${names[event.seat]} plays ${event.move}.`);
    const last = table.current().snapshot.lastMove;
    io.print(last !== null && last.text === event.move ? last.words : event.words);
  }

  private tellState(state: TableState): void {
    const { io, names } = this.options;
    const before = this.told;
    const snapshot = state.snapshot;
    if (before === null || before.connection !== state.connection) {
      if (state.connection === 'reconnecting') io.print('reconnecting…');
      else if (state.connection === 'live' && before?.connection === 'reconnecting') io.print('Connected again.');
    }
    if (state.problem !== '' && state.problem !== before?.problem) io.print(state.problem);
    if (state.openSeat !== null && before?.openSeat !== state.openSeat) io.print(`Waiting for your opponent to join as ${names[state.openSeat]} …`);
    if (state.openSeat === null && before !== null && before.openSeat !== null) io.print(`Your opponent has joined as ${names[before.openSeat]}.`);
    // Who comes and goes while the game runs; after the end it is no longer news.
    let presence = before?.presence ?? null;
    if (this.options.online && snapshot.phase !== 'over') {
      const news = presenceNews(presence, state.presence, state.openSeat, names, this.here, Date.now());
      if (news.lines.length > 0) io.print(...news.lines);
      presence = news.told;
    }
    const lone = this.here.length === 1 ? (this.here[0] as Player) : null;
    if (lone !== null && before !== null && before.takebackBy === lone && state.takebackBy === null && this.options.online) {
      io.print(
        snapshot.moves.length < before.moves
          ? `${names[opponent(lone)]} accepted: your last move was taken back.`
          : `${names[opponent(lone)]} declined: nothing was taken back.`,
      );
    }
    const offerNews = before === null ? null : drawOfferChange(drawMoment(before), drawMoment(state), names, this.here);
    if (offerNews !== null) io.print(offerNews);
    const other = lone === null ? null : opponent(lone);
    const otherReady = other !== null && snapshot.seats[other].ready;
    if (other !== null && snapshot.phase === 'setup' && otherReady && before?.otherReady === false) io.print(`${names[other]}'s army stands.`);
    // Behind a hand-over cover nothing is drawn: the next player has not taken the keyboard yet.
    const board = state.openSeat === null && state.handOver === null ? `${snapshot.viewer} ${snapshot.phase} ${snapshot.position ?? ''} ${snapshot.moves.length} ${snapshot.outcome?.reason ?? ''}` : before?.board ?? '';
    if (before === null || before.board !== board) {
      if (snapshot.phase !== 'setup' && state.openSeat === null && state.handOver === null) this.options.draw(state);
      const waitingFor = snapshot.toMove;
      if (this.options.online && snapshot.phase === 'playing' && waitingFor !== null && !this.here.includes(waitingFor) && state.openSeat === null) {
        io.print(`Waiting for ${names[waitingFor]}'s move… (undo asks to take yours back; quit leaves)`);
      }
    }
    const drawOfferUntold = this.tellDrawOffer(before, state);
    // After the end of an online game: the other player asking for a rematch, and the rematch opening.
    const rematchNews = before === null ? null : rematchChange(before.rematch, state.rematch, names, lone);
    if (rematchNews !== null) io.print(rematchNews);
    if (!this.options.online && state.thinking && before?.thinking !== true && snapshot.toMove !== null) {
      const bot = snapshot.seats[snapshot.toMove];
      io.print(`${names[snapshot.toMove]} (${bot.bot ?? 'computer'}) is thinking…`);
    }
    this.told = {
      board,
      version: snapshot.version,
      moves: snapshot.moves.length,
      thinking: state.thinking,
      otherReady,
      connection: state.connection,
      problem: state.problem,
      takebackBy: state.takebackBy,
      drawOfferBy: state.drawOfferBy,
      drawOfferUntold,
      openSeat: state.openSeat,
      rematch: state.rematch,
      presence,
    };
  }

  /** Tells a seat here of the other seat's draw offer when it is that seat's moment; returns the offer still untold. */
  private tellDrawOffer(before: Told | null, state: TableState): Player | null {
    const offeredBy = state.drawOfferBy;
    let untold = before?.drawOfferUntold ?? null;
    if (offeredBy !== (before?.drawOfferBy ?? null)) untold = offeredBy !== null && this.here.includes(opponent(offeredBy)) ? offeredBy : null;
    if (untold === null || state.snapshot.phase !== 'playing' || state.handOver !== null) return untold;
    if (this.here.length === 2 && state.snapshot.toMove !== opponent(untold)) return untold;
    this.options.io.print(drawOfferedTo(this.options.names, untold));
    return null;
  }
}

/** What the draw-offer news compares of a table, from a state or from what was told of one. */
function drawMoment(seen: Told | TableState): DrawOfferMoment {
  if ('snapshot' in seen) return { offeredBy: seen.drawOfferBy, moves: seen.snapshot.moves.length, over: seen.snapshot.phase === 'over' };
  return { offeredBy: seen.drawOfferBy, moves: seen.moves, over: false };
}
