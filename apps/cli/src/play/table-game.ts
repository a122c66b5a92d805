import { flippedFor, opponent, type BoardPicture, type Player, type Viewer } from '@tabula/engine-core';
import type { GameEntry } from '@tabula/games';
import { nearSeat, openReplay, optionsFrom, placementsOn, takebackSeat, type BotControl, type GameSession, type PlayResult, type SessionEvent, type Snapshot, type Table, type TableChange, type TableState } from '@tabula/play';
import { clockLine, lowTimeNote, promptTime, untilLowTime } from './clock-line.js';
import type { Console } from './console.js';
import { awayStatus, NO_CLAIM_HERE, untilClaimable } from './presence-news.js';
import { PROMPT_HELP, readPromptInput } from './prompt-input.js';
import { REMATCH_INVITATION, rematchRefusal } from './rematch-news.js';
import { drawSnapshot, formatMoveList } from './screen.js';
import { runSetupStep } from './setup-step.js';
import { setUpOwnArmy } from './setup-workbench.js';
import { answerDraw, offerDraw, type DrawContext } from './table-draws.js';
import { TableNews } from './table-news.js';
import { askForRematch } from './table-rematch.js';
import { answerTakeback, offerTakeback, type TakebackContext } from './table-takebacks.js';
import { enterAtTable } from './table-moves.js';
import { placementChoice, readTypedSquare, whyNothingOn, type TypedSquare } from './typed-square.js';

/** What only a game kept in this process offers: its session (hints, the set-up step, adjudication) and its bots. */
export interface LocalGame {
  readonly session: GameSession;
  readonly bots: BotControl;
  /** The bot that answers `hint`. */
  readonly hintBot: string;
  /** Milliseconds between moves when no person plays (m2m), so that people can follow. */
  readonly delay: number;
  /** `--max-plies`: a game that long is adjudicated a draw before a bot moves (G-3: a policy, off by default). */
  readonly maxPlies?: number;
}

/** What a console game at a table needs: the table, where it talks, and how it reads and writes files. */
export interface TableGameOptions {
  readonly table: Table;
  readonly entry: GameEntry;
  readonly console: Console;
  readonly colour: boolean;
  /** `--save FILE`: the record is written there when the game ends or the player leaves. */
  readonly saveFile?: string;
  readonly writeFile: (path: string, text: string) => void;
  /** Reads a file (a setup from a file). */
  readonly readFile: (path: string) => string;
  /** Present when the game is kept in this process (`tabula play` without `--server`). */
  readonly local?: LocalGame;
  /** Online: asks the server for a rematch of the finished game (RemoteTable's `rematch`), which the prompt offers after the end. */
  readonly rematch?: (seat: Player) => Promise<PlayResult<TableState>>;
  /** Online: claims the win once the other player has been gone past the server's grace (RemoteTable's `claimVictory`), which the prompt's `claim` asks for. */
  readonly claimVictory?: (seat: Player) => Promise<PlayResult<TableState>>;
}

/** Exit status when the player leaves with Ctrl-C (the shell's convention: 128 + SIGINT). */
const EXIT_INTERRUPTED = 130;
/** Exit status when the table ended without the game ending (the server refused or went away for good). */
const EXIT_LOST = 1;

const SQUARE = /^[a-z]\d{1,2}$/i;

const NO_NEW_GAME = 'n starts a new game only of a game kept at this terminal; online, quit and create another with `tabula play GAME --server URL`.';

/** How a game at the terminal ended for the command: an exit status, or the player's `n` for another game. */
export type TableGameEnd = number | 'new-game';

/** An online game the players agreed to play again: the new game's id, where this player sits in the other seat. */
export interface RematchEnd {
  readonly rematch: string;
}

/** A capture chain entered so far (CK-3): its text, where it may land next, and the board as it would stand. */
interface Chain {
  readonly text: string;
  readonly next: readonly string[];
  readonly snapshot: Snapshot;
}

const NO_HINT = 'hint is not offered in an online game: the server keeps the game, and no bot here may look at it for you.';

/**
 * The console game of the Jungle seed, for every game and wherever it is kept, through a {@link Table}:
 * a local game (people at this keyboard, bots in this process) or a server's (one seat here, the
 * opponent elsewhere). Rounds are printed with the board, people type moves at a prompt, bots' and
 * remote players' moves arrive while it waits, until the game ends. Only the table's snapshot is drawn —
 * the view of the seat at the keyboard — and at a shared keyboard a game with hidden pieces is covered
 * between turns (the table's hand-over), so no screen shows an army's ranks to the other player (ST-9).
 */
export async function runTableGame(options: TableGameOptions): Promise<number | RematchEnd> {
  const end = await new TableGame(options).run();
  return end === 'new-game' ? 0 : end;
}

/** {@link runTableGame} for a local game, where `n` (or `new`) at the prompt ends it for another. */
export async function runTableGameOrNew(options: TableGameOptions): Promise<TableGameEnd> {
  const end = await new TableGame(options).run();
  // Only an online game (options.rematch) has a rematch to go to.
  return typeof end === 'object' ? 0 : end;
}

class TableGame {
  private readonly table: Table;
  private readonly io: Console;
  private readonly here: readonly Player[];
  private readonly names: readonly [string, string];
  private readonly local: LocalGame | undefined;
  private readonly news: TableNews;
  /** Changes not yet told, in the order they came. */
  private readonly changes: TableChange[] = [];
  private wake: (() => void) | null = null;
  private readonly stopChanges: () => void;
  /** A piece selected (`c3`), not yet moved. */
  private entering: string | null = null;
  /** A capture chain entered so far (`c3e5`), not yet played: it is finished, ended or cancelled before anything else. */
  private chain: Chain | null = null;
  /** A picture of the start, which decides which way up the board goes. */
  private start: BoardPicture | null = null;
  /** The takeback offer this seat has answered (by the version it was made at), so it is asked once. */
  private answeredOffer: number | null = null;
  /** The turn (by version) whose low time has been pointed out, so the warning is given once a turn. */
  private warnedLowTime: number | null = null;

  constructor(private readonly options: TableGameOptions) {
    this.table = options.table;
    this.io = options.console;
    this.local = options.local;
    this.here = this.table.seatsHere;
    const { seats } = this.table.current().snapshot;
    this.names = [seats[0].name, seats[1].name];
    this.news = new TableNews({ table: this.table, io: this.io, names: this.names, online: this.local === undefined, draw: (state) => this.show(state) });
    this.stopChanges = this.table.subscribe((change) => {
      this.changes.push(change);
      if (this.local !== undefined && change.type === 'event') this.localPolicies(change.event);
      const wake = this.wake;
      this.wake = null;
      wake?.();
    });
  }

  async run(): Promise<TableGameEnd | RematchEnd> {
    const { io, table } = this;
    io.print(this.title());
    for (;;) {
      const state = table.current();
      this.tell(state);
      if (state.connection === 'ended') return this.leave(EXIT_LOST);
      if (state.snapshot.phase === 'over') {
        await this.saveOnExit();
        const next = io.interactive && this.here.length > 0 ? await this.afterTheEnd() : 'leave';
        this.close();
        return next === 'leave' ? 0 : next;
      }
      if (state.handOver !== null) {
        if (!(await this.handOver(state.handOver))) return this.leave(0);
        continue;
      }
      if (state.openSeat !== null && this.here.length === 1) {
        if (!(await this.waitForOpponent())) return this.leave(0);
        continue;
      }
      const setter = this.seatToSetUp(state);
      if (setter !== null) {
        if (!(await this.setUp(setter))) return this.leave(0);
        continue;
      }
      const asked = this.here.length === 1 ? (this.here[0] as Player) : null;
      if (asked !== null && state.takebackBy === opponent(asked) && this.answeredOffer !== state.snapshot.version) {
        this.answeredOffer = state.snapshot.version;
        if (!(await answerTakeback(this.takebacks(), asked, state, (prompt) => this.askUnlessChanged(prompt)))) return this.leave(0);
        continue;
      }
      const local = this.local;
      if (local !== undefined && local.session.botToMove && !state.thinking && !local.bots.botsHeld && state.problem !== '') {
        // The bot to move could not move (the table says why): the game cannot go on, as before.
        local.session.adjudicate('bot-failed');
        continue;
      }
      const seat = this.seatAtPrompt(state);
      if (seat === null) {
        // Nobody here acts now: a bot thinks, bots play each other, the other army is being set up.
        if (!(await this.waitForChange())) return this.leave(0);
        continue;
      }
      this.warnOfLowTime(seat, state);
      // A timed prompt is printed again when the player's time turns low, with the warning, and when the
      // win may be claimed against an opponent who left.
      const line = await this.askUnlessChanged(this.promptText(seat, state), this.promptDue(seat, state, Date.now()));
      if (line === undefined) continue;
      if (line === null) return this.leave(0);
      // The line answers the board shown with the prompt: a move goes with that board's version.
      const handled = await this.handle(seat, line, state);
      if (handled === 'quit') return this.leave(0);
      if (handled === 'new-game') {
        await this.leave(0);
        return 'new-game';
      }
    }
  }

  private title(): string {
    const { seats } = this.table.current().snapshot;
    const who = (player: Player) =>
      this.here.includes(player) ? 'you' : seats[player].kind === 'bot' ? `computer (${seats[player].bot ?? 'bot'})` : 'your opponent';
    const clock = this.table.current().clock;
    const where = `${this.local === undefined ? ' online' : ''}${clock === null ? '' : ` with a ${clock.name} clock`}`;
    // Between two bots nobody is asked anything, so there is no prompt to point to; only the way out.
    const hint = this.here.length === 0 ? 'Press q or Ctrl-C to stop.' : 'Type `help` at the prompt for the commands.';
    return `${this.options.entry.game.name}${where} — ${this.names[0]}: ${who(0)}, ${this.names[1]}: ${who(1)}. ${hint}`;
  }

  /** The seat whose prompt is shown: a seat here whose turn it is; online, the one seat here while it waits. */
  private seatAtPrompt(state: TableState): Player | null {
    const { snapshot } = state;
    if (snapshot.phase === 'playing' && snapshot.toMove !== null && this.here.includes(snapshot.toMove)) return snapshot.toMove;
    if (this.local === undefined && this.here.length === 1) return this.here[0] as Player;
    return null;
  }

  /** The seat here that still has to set up its army (the one the table shows, at a shared keyboard). */
  private seatToSetUp(state: TableState): Player | null {
    const { snapshot } = state;
    if (snapshot.phase !== 'setup') return null;
    const viewer = snapshot.viewer;
    if (viewer !== 'spectator' && this.here.includes(viewer) && !snapshot.seats[viewer].ready) return viewer;
    return null;
  }

  /** What a local game decides by itself as its events happen: a long game adjudicated, the pace of two bots. */
  private localPolicies(event: SessionEvent): void {
    const local = this.local as LocalGame;
    if (event.type !== 'move') return;
    const { session } = local;
    if (local.maxPlies !== undefined && session.phase === 'playing' && session.botToMove && session.plies >= local.maxPlies) {
      session.adjudicate();
      return;
    }
    // Between two bots, a pause after each move so that people can follow; bots wait meanwhile.
    if (this.here.length === 0 && local.delay > 0 && session.phase === 'playing') {
      local.bots.holdBots(true);
      setTimeout(() => local.bots.holdBots(false), local.delay);
    }
  }

  /** Says on screen what changed at the table since it was last told, in the order it happened. */
  private tell(state: TableState): void {
    if (this.news.tell(this.changes.splice(0), state)) {
      this.entering = null;
      this.chain = null;
    }
  }

  private show(state: TableState, marks: readonly string[] = [], snapshot = state.snapshot, selected?: string): void {
    if (snapshot.picture === null) return;
    const watching = state.presence?.spectators ?? 0;
    this.io.print(
      '',
      ...drawSnapshot(snapshot, this.options.entry, this.names, {
        colour: this.options.colour,
        marks,
        flip: this.flipped(snapshot.picture, snapshot.viewer),
        watching,
        ...(selected !== undefined ? { selected } : {}),
      }),
    );
    if (state.clock !== null) this.io.print(clockLine(state.clock, this.names, Date.now()));
  }

  /**
   * Whether the board is drawn upside down so that the seat nearest the screen has its army at the
   * bottom, as the web client does (the shared-device policy's nearSeat), read from the start.
   */
  private flipped(picture: BoardPicture, viewer: Viewer): boolean {
    if (this.start === null) {
      const replay = this.local === undefined ? null : openReplay(this.local.session.record('spectator'));
      this.start = replay?.ok ? replay.value.frame(0).picture : picture;
    }
    return flippedFor(this.start, nearSeat(this.options.entry.game.hiddenInformation, this.here, viewer));
  }

  /**
   * The seat's name at the prompt; in a timed game with its own time as it stands now (`Blue 4:52`); online,
   * while the other player is gone, after how long and when the win may be claimed (`Red left the game —
   * 1:03; type claim to win. Blue 4:52> `), as it stands now.
   */
  private promptText(seat: Player, state: TableState): string {
    const clock = state.clock;
    if (state.snapshot.phase === 'setup') return `${this.names[seat]} (waiting for ${this.names[opponent(seat)]}'s army)> `;
    const now = Date.now();
    const name = clock === null ? this.names[seat] : `${this.names[seat]} ${promptTime(clock, seat, now)}`;
    const away = this.local === undefined ? awayStatus(state.presence, seat, this.news.presenceOf(opponent(seat)), this.names, now) : null;
    const status = away === null ? '' : `${away} `;
    const entering = this.chain?.text ?? this.entering;
    if (entering !== null) return `${status}${name} [${entering}]> `;
    return state.snapshot.toMove === seat || this.local !== undefined ? `${status}${name}> ` : `${status}${name} (waiting)> `;
  }

  /**
   * In how many ms the prompt is to be printed again with what has changed by then (null: not by itself):
   * when the player's running time turns low, and when the win may be claimed against a player who left.
   */
  private promptDue(seat: Player, state: TableState, now: number): number | null {
    const due = [state.clock === null ? null : untilLowTime(state.clock, seat, now), this.local === undefined ? untilClaimable(state.presence, seat, now) : null];
    const next = due.filter((ms): ms is number => ms !== null);
    return next.length === 0 ? null : Math.min(...next);
  }

  /** Says once a turn that the player's own running time is low, before the prompt. */
  private warnOfLowTime(seat: Player, state: TableState): void {
    const note = state.clock === null ? null : lowTimeNote(state.clock, seat, Date.now());
    if (note === null || this.warnedLowTime === state.snapshot.version) return;
    this.warnedLowTime = state.snapshot.version;
    this.io.print(note);
  }

  /**
   * The player's next line, unless the table changes first (a move arrives, the connection drops) or
   * `refreshIn` ms pass (the prompt's time is to be printed again): then undefined, and the loop tells
   * the change and asks again, keeping what was typed. Null when the player left.
   */
  private async askUnlessChanged(prompt: string, refreshIn: number | null = null): Promise<string | null | undefined> {
    const changed = new AbortController();
    if (this.changes.length > 0) return undefined;
    this.wake = () => changed.abort();
    const refresh = refreshIn === null ? null : setTimeout(() => changed.abort(), refreshIn);
    const line = await this.io.ask(prompt, changed.signal);
    if (refresh !== null) clearTimeout(refresh);
    this.wake = null;
    return line === null && changed.signal.aborted && !this.io.interrupted ? undefined : line;
  }

  /** Waits, asking nothing, until the table changes; false when the player left (Ctrl-C). */
  private async waitForChange(): Promise<boolean> {
    if (this.changes.length > 0) return true;
    const changed = new Promise<boolean>((resolve) => (this.wake = () => resolve(true)));
    // Ctrl-C leaves; the end of the input does not stop bots that play on (a script's m2m game).
    const left = this.io.whenClosed().then(() => (this.io.interrupted || this.io.quitting ? false : changed));
    const result = await Promise.race([changed, left]);
    this.wake = null;
    return result;
  }

  /** Online, until the invited player comes: the prompt is open for `quit` and `help`. */
  private async waitForOpponent(): Promise<boolean> {
    const seat = this.here[0] as Player;
    for (;;) {
      const line = await this.askUnlessChanged(`${this.names[seat]} (waiting)> `);
      if (line === undefined) return true;
      if (line === null) return false;
      const input = readPromptInput(line);
      if (input.kind === 'quit') return false;
      if (input.kind !== 'end') this.io.print('Your opponent has not joined yet: send them the invite link (quit leaves).');
    }
  }

  /** At a shared keyboard with hidden pieces: the screen is cleared and the next player takes the keyboard (ST-9). */
  private async handOver(seat: Player): Promise<boolean> {
    this.io.clear();
    // What the last move did, as both players may know it (a battle's two ranks, ST-5; never a quiet
    // move's rank): the snapshot behind the cover is a spectator's.
    const last = this.table.current().snapshot.lastMove;
    if (last) this.io.print(`${this.names[last.seat]} played ${last.text}: ${last.words}`);
    this.io.print(`Pass the keyboard to ${this.names[seat]}. ${this.names[seat]}, press Enter when ready (the other player must not look).`);
    const line = await this.io.ask('');
    if (line === null) return false;
    this.io.clear();
    this.changes.length = 0;
    this.table.reveal(seat);
    this.changes.length = 0;
    return true;
  }

  /**
   * The set-up step (Stratego): on a local game's own session; online on a workbench of the player's own
   * army, which is then sent to the server.
   */
  private async setUp(seat: Player): Promise<boolean> {
    const stepOptions = { colour: this.options.colour, readFile: this.options.readFile };
    if (this.local !== undefined) return runSetupStep(this.local.session, seat, this.io, stepOptions);
    for (;;) {
      const army = await setUpOwnArmy(this.options.entry.id, seat, this.io, stepOptions);
      if (army === null) return false;
      const placed = await this.table.setup(seat, army);
      if (placed.ok) {
        if (placed.value.snapshot.phase === 'setup') this.io.print(`Your army stands. Waiting for ${this.names[opponent(seat)]} to set up theirs…`);
        return true;
      }
      this.report(placed);
      if (this.table.current().connection === 'ended') return true;
    }
  }

  private async handle(seat: Player, line: string, state: TableState): Promise<'quit' | 'new-game' | 'done'> {
    const { io, table } = this;
    const input = readPromptInput(line);
    if (this.chain !== null && (await this.handleInChain(seat, input, state, this.chain))) return 'done';
    switch (input.kind) {
      case 'bad':
        io.print(input.message);
        break;
      case 'quit':
        return 'quit';
      case 'new':
        if (this.local !== undefined) return 'new-game';
        io.print(NO_NEW_GAME);
        break;
      case 'help': {
        // Only what this table offers: no hint online (no bot may look), no rematch or claim at a game kept here.
        const notOffered = this.local === undefined ? ['hint'] : ['rematch', 'claim'];
        io.print(...PROMPT_HELP.filter((row) => !notOffered.some((word) => row.trimStart().startsWith(`${word} `))));
        break;
      }
      case 'board':
        this.show(state);
        break;
      case 'hint':
        await this.hint(seat, state);
        break;
      case 'end':
        if (this.entering !== null) io.print(`${this.entering} is no longer selected.`);
        this.entering = null;
        break;
      case 'moves':
        this.listMoves(seat, state, input.square);
        break;
      case 'undo':
        await offerTakeback(this.takebacks(), seat);
        break;
      case 'save':
        await this.save(input.file);
        break;
      case 'resign':
        this.report(await table.resign(seat));
        break;
      case 'draw':
        await offerDraw(this.draws(), seat);
        break;
      case 'accept':
      case 'decline':
        await answerDraw(this.draws(), seat, input.kind);
        break;
      case 'rematch':
        io.print(rematchRefusal(this.local === undefined, false));
        break;
      case 'claim':
        // The server rules on the claim (the other player gone long enough, a timed game) and refuses it in its words.
        if (this.options.claimVictory === undefined) io.print(NO_CLAIM_HERE);
        else this.report(await this.options.claimVictory(seat));
        break;
      case 'abort':
        // As resign, at once: there is no result to lose, and once both sides have moved the table refuses it.
        this.report(await table.abort(seat));
        break;
      case 'move': {
        const entering = this.entering;
        await this.enter(seat, state, entering !== null && SQUARE.test(input.text) ? `${entering}${input.text}` : input.text);
        break;
      }
    }
    return 'done';
  }

  /**
   * The prompt's answer while a capture chain is under way (CK-3): the chain is finished (its next
   * landing, or the whole move typed again), ended (`end`, Enter), cancelled (`undo`), shown (`board`)
   * or listed (`moves`); any other move is refused, since the capture on screen must be settled first.
   * False for what the chain does not change (help, save, quit, n, resign, hint).
   */
  private async handleInChain(seat: Player, input: ReturnType<typeof readPromptInput>, state: TableState, chain: Chain): Promise<boolean> {
    const { io } = this;
    const landings = `${chain.next.join(', ')}`;
    switch (input.kind) {
      case 'end':
        await this.send(seat, chain.text, state.snapshot.version);
        return true;
      case 'undo':
        this.chain = null;
        this.show(state);
        io.print(`Cancelled ${chain.text}: nothing was played, and ${this.names[seat]} is to move again.`);
        return true;
      case 'board':
        this.show(state, chain.next, chain.snapshot);
        io.print(`${chain.text} so far. It may capture on to ${landings}.`);
        return true;
      case 'moves':
        io.print(`${chain.text} may capture on to ${landings}: type the next landing, end (or Enter) to end your turn there, or undo to cancel it.`);
        return true;
      case 'move': {
        const typed = input.text.toLowerCase();
        if (SQUARE.test(typed)) {
          if (chain.next.includes(typed)) await this.enter(seat, state, `${chain.text}${typed}`);
          else io.print(`✗ ${typed} is not a landing of ${chain.text}: it may capture on to ${landings} (end ends your turn there, undo cancels it).`);
          return true;
        }
        // The whole move typed again, from the chain's start: that finishes the chain too.
        if (typed.replace(/[^a-z0-9]/g, '').startsWith(chain.text)) {
          this.chain = null;
          await this.enter(seat, state, input.text);
          return true;
        }
        io.print(
          `✗ A capture started must be finished or ended: ${chain.text} may capture on to ${landings}.`,
          '  Type the next landing, end (or Enter) to end your turn there, or undo to cancel it.',
        );
        return true;
      }
      default:
        return false;
    }
  }

  private async hint(seat: Player, state: TableState): Promise<void> {
    if (this.local === undefined) {
      this.io.print(NO_HINT);
      return;
    }
    this.io.print('Looking for a hint…');
    const hint = await this.local.session.hint(seat, this.local.hintBot);
    if (!hint.ok) {
      this.io.print(hint.error.message);
      return;
    }
    this.show(state, [hint.value.shape.from ?? '', ...hint.value.shape.path].filter(Boolean));
    this.io.print(`Hint: ${hint.value.text}`);
  }

  /**
   * A move as typed: a lone square selects a piece or puts one there (typed-square.ts); a capture
   * chain that could go on waits for the next landing (CK-3); anything else goes to the table, which
   * judges it.
   */
  private async enter(seat: Player, state: TableState, text: string): Promise<void> {
    const { io } = this;
    const snapshot = state.snapshot;
    if (snapshot.phase === 'playing' && snapshot.toMove !== null && snapshot.toMove !== seat) {
      io.print(`✗ It is not your turn: wait for ${this.names[snapshot.toMove]}'s move.`);
      return;
    }
    if (snapshot.legalMoves === null) {
      await this.send(seat, text, snapshot.version);
      return;
    }
    if (SQUARE.test(text.trim())) {
      await this.enterSquare(seat, state, readTypedSquare(snapshot, snapshot.legalMoves, text));
      return;
    }
    const entered = enterAtTable(this.options.entry, snapshot, text);
    if (entered.ok && entered.value.next.length > 0) {
      const so = entered.value.option.text;
      this.show(state, entered.value.next, entered.value.snapshot, entered.value.option.shape.path.at(-1));
      io.print(`${so} so far. It may capture on to ${entered.value.next.join(', ')}: type the next landing, or press Enter (or type end) to end your turn.`);
      this.entering = null;
      this.chain = { text: so, next: entered.value.next, snapshot: entered.value.snapshot };
      return;
    }
    await this.send(seat, text, snapshot.version);
  }

  /**
   * A square typed alone: the piece on it is selected and where it may go is marked; the one piece
   * that may be put there is played, as if its move had been typed; several are offered by their
   * moves; a square that allows nothing is refused with what is wrong.
   */
  private async enterSquare(seat: Player, state: TableState, typed: TypedSquare): Promise<void> {
    const { io } = this;
    switch (typed.kind) {
      case 'select':
        this.show(state, typed.next, undefined, typed.square);
        io.print(`${typed.square} may go to ${typed.next.join(', ')}. Type where it goes, or Enter to choose again.`);
        this.entering = typed.square;
        return;
      case 'place':
        await this.send(seat, typed.option.text, state.snapshot.version);
        return;
      case 'choose':
        io.print(placementChoice(state.snapshot, typed.square, typed.options));
        return;
      case 'refused':
        io.print(`✗ ${typed.message}`);
        return;
    }
  }

  /** Plays a move made at the version on screen: a board that moved on meanwhile makes the table refuse it. */
  private async send(seat: Player, text: string, version: number): Promise<void> {
    this.entering = null;
    this.chain = null;
    this.report(await this.table.move(seat, text, version));
  }

  /** Says a refusal once: as the answer to what the player did, not again as the table's problem. */
  private report(result: PlayResult<unknown>): void {
    if (result.ok) return;
    this.io.print(`✗ ${result.error.message}`);
    this.news.toldProblem(this.table.current().problem);
  }

  private listMoves(seat: Player, state: TableState, square: string | undefined): void {
    const all = state.snapshot.toMove === seat ? (state.snapshot.legalMoves ?? []) : [];
    if (all.length === 0) {
      this.io.print('It is not your turn: you have no moves to list.');
      return;
    }
    // A square's moves: those of the piece on it, or those that put a piece on it (a placement, a drop).
    const shown = square === undefined ? all : [...optionsFrom(all, square), ...placementsOn(all, square)];
    if (square !== undefined) {
      if (shown.length === 0) {
        const places = all.some((option) => option.shape.from === null);
        this.io.print(`No legal move ${places ? 'starts on or places a piece on' : 'starts on'} ${square}: ${whyNothingOn(state.snapshot, all, square)}.`);
        return;
      }
      this.show(state, shown.flatMap((option) => option.shape.path), undefined, square);
    }
    this.io.print(`${shown.length} legal move${shown.length === 1 ? '' : 's'}:`, ...formatMoveList(shown.map((option) => option.text)));
  }

  private takebacks(): TakebackContext {
    return { table: this.table, io: this.io, names: this.names, report: (result) => this.report(result) };
  }

  private draws(): DrawContext {
    return { table: this.table, io: this.io, names: this.names, report: (result) => this.report(result) };
  }

  /** The record as this keyboard may keep it (the table's policy: the whole record once the game is over). */
  private async save(file: string): Promise<void> {
    const record = await this.table.record();
    if (!record.ok) {
      this.io.print(`Could not save to ${file}: ${record.error.message}`);
      return;
    }
    try {
      this.options.writeFile(file, record.value);
      const partial = this.options.entry.game.hiddenInformation && this.table.current().snapshot.phase !== 'over';
      const viewer = this.table.viewer;
      this.io.print(
        partial
          ? `Saved ${viewer === 'spectator' ? 'a spectator' : this.names[viewer]}'s view of the game to ${file} (hidden pieces as X/x: it replays, but cannot be resumed).`
          : `Saved the game record to ${file}.`,
      );
    } catch (error) {
      this.io.print(`Could not save to ${file}: ${(error as Error).message}`);
    }
  }

  private async saveOnExit(): Promise<void> {
    if (this.options.saveFile !== undefined) await this.save(this.options.saveFile);
  }

  /**
   * After the end a person may save the record, start a new game (locally), ask for a rematch (online),
   * or leave: a finished game is never reopened (G-4). Online the prompt stays open to the other player
   * asking for a rematch too, and once both want it the game moves to the rematch by itself.
   */
  private async afterTheEnd(): Promise<'leave' | 'new-game' | RematchEnd> {
    const again = this.local === undefined ? '' : ', n for a new game';
    const rematch = this.options.rematch;
    const seat = rematch !== undefined && this.here.length === 1 ? (this.here[0] as Player) : null;
    // A rematch already open when the end is first shown was not agreed here: it is not followed.
    const known = this.table.current().rematch?.next ?? null;
    if (seat !== null) this.io.print(REMATCH_INVITATION);
    for (;;) {
      const line = await this.askUnlessChanged(`Game over — save FILE${again}, or press Enter to leave> `);
      if (line === undefined) {
        const state = this.table.current();
        this.tell(state);
        const next = state.rematch?.next ?? null;
        if (next !== null && next !== known) return { rematch: next };
        continue;
      }
      if (line === null) return 'leave';
      const input = readPromptInput(line);
      if (input.kind === 'end' || input.kind === 'quit') return 'leave';
      if (input.kind === 'new' && this.local !== undefined) return 'new-game';
      if (input.kind === 'rematch') {
        if (rematch !== undefined && seat !== null) await askForRematch({ rematch, io: this.io, names: this.names, report: (result) => this.report(result) }, seat);
        else this.io.print(rematchRefusal(this.local === undefined, true));
      } else if (input.kind === 'save') await this.save(input.file);
      else if (input.kind === 'undo') {
        const seat = takebackSeat(this.here, this.table.current().snapshot.lastMove?.seat ?? null) ?? (this.here[0] as Player);
        this.report(await this.table.takeback(seat, 'offer'));
      } else if (input.kind === 'help') {
        const asks = seat === null ? '' : 'rematch asks to play again with the seats swapped; ';
        this.io.print(`${asks}save FILE writes the record${again}; Enter leaves. A finished game is never taken back (G-4).`);
      } else this.io.print(`The game is over: ${seat === null ? '' : 'rematch, '}save FILE${again}, or press Enter to leave.`);
    }
  }

  private async leave(status: number): Promise<number> {
    const interrupted = this.io.interrupted;
    await this.saveOnExit();
    this.io.print(interrupted ? 'Left the game (Ctrl-C).' : 'Left the game.');
    this.close();
    return interrupted ? EXIT_INTERRUPTED : status;
  }

  private close(): void {
    this.stopChanges();
    this.io.close();
    this.table.close();
  }
}
