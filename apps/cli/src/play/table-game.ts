import { flippedFor, opponent, type BoardPicture, type Player } from '@tabula/engine-core';
import type { GameEntry } from '@tabula/games';
import { optionsFrom, type PlayResult, type Table, type TableState } from '@tabula/play';
import type { Console } from './console.js';
import { PROMPT_HELP, readPromptInput } from './prompt-input.js';
import { drawSnapshot, formatMoveList } from './screen.js';
import { setUpOwnArmy } from './setup-workbench.js';
import { enterAtTable } from './table-moves.js';

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
}

/** Exit status when the player leaves with Ctrl-C (the shell's convention: 128 + SIGINT). */
const EXIT_INTERRUPTED = 130;
/** Exit status when the table ended without the game ending (the server refused or went away for good). */
const EXIT_LOST = 1;

const SQUARE = /^[a-z]\d{1,2}$/i;

/** The words at the prompt for what does not apply to a game kept elsewhere. */
const NO_HINT = 'hint is not offered in an online game: the server keeps the game, and no bot here may look at it for you.';

/**
 * `tabula play` for one seat at a {@link Table} kept elsewhere (a server's game): the same prompt, board,
 * `Last move:` lines, takebacks (G-4), resignation, help and set-up step as a local game, with the
 * opponent's moves arriving while the prompt waits. Only the table's snapshot is drawn: the seat's own
 * view, in which the other army's hidden ranks never appear (ST-9).
 */
export async function runTableGame(options: TableGameOptions): Promise<number> {
  return new TableGame(options).run();
}

/** What has been said on screen about the table, so each change is told once. */
interface Told {
  version: number;
  /** What the board drawn last showed: a takeback offer or a seat taken changes the version, not the board. */
  board: string;
  moves: number;
  /** Whether the other army stood (Stratego's set-up phase). */
  otherReady: boolean;
  connection: TableState['connection'];
  problem: string;
  takebackBy: Player | null;
  openSeat: Player | null;
}

class TableGame {
  private readonly table: Table;
  private readonly io: Console;
  private readonly seat: Player;
  private readonly names: readonly [string, string];
  private told: Told | null = null;
  /** A piece selected (`c3`) or a capture chain entered so far (`c3e5`), not yet sent, and the version it was entered at. */
  private entering: { text: string; version: number } | null = null;
  /** A picture of the board before the armies crossed, which decides which way up the board goes. */
  private start: BoardPicture | null = null;
  /** The takeback offer this seat has answered (by the version it was made at), so it is asked once. */
  private answeredOffer: number | null = null;

  constructor(private readonly options: TableGameOptions) {
    this.table = options.table;
    this.io = options.console;
    const seat = this.table.seatsHere[0];
    if (seat === undefined) throw new Error('a table game needs a seat to play; a spectator watches');
    this.seat = seat;
    const { seats } = this.table.current().snapshot;
    this.names = [seats[0].name, seats[1].name];
  }

  async run(): Promise<number> {
    const { io, table } = this;
    const { seats } = table.current().snapshot;
    const who = (player: Player) => (player === this.seat ? 'you' : seats[player].kind === 'bot' ? `computer (${seats[player].bot ?? 'bot'})` : 'your opponent');
    io.print(`${this.options.entry.game.name} online — ${this.names[0]}: ${who(0)}, ${this.names[1]}: ${who(1)}. Type \`help\` at the prompt for the commands.`);
    for (;;) {
      const state = table.current();
      this.tell(state);
      if (state.connection === 'ended') return this.leave(EXIT_LOST);
      if (state.snapshot.phase === 'over') {
        await this.afterTheEnd();
        return this.leave(0);
      }
      if (state.openSeat !== null) {
        if (!(await this.waitForChange())) return this.leave(0);
        continue;
      }
      if (state.snapshot.phase === 'setup' && !state.snapshot.seats[this.seat].ready) {
        if (!(await this.setUp())) return this.leave(0);
        continue;
      }
      if (state.takebackBy === opponent(this.seat) && this.answeredOffer !== state.snapshot.version) {
        if (!(await this.answerTakeback(state))) return this.leave(0);
        continue;
      }
      const line = await this.askUnlessChanged(this.promptText(state));
      if (line === undefined) continue;
      if (line === null) return this.leave(0);
      if ((await this.handle(line)) === 'quit') return this.leave(0);
    }
  }

  /** Says on screen what changed at the table since it was last told: the board, the connection, a problem, a takeback. */
  private tell(state: TableState): void {
    const { io } = this;
    const before = this.told;
    const snapshot = state.snapshot;
    if (before === null || before.connection !== state.connection) {
      if (state.connection === 'reconnecting') io.print('reconnecting…');
      else if (state.connection === 'live' && before?.connection === 'reconnecting') io.print('Connected again.');
    }
    if (state.problem !== '' && state.problem !== before?.problem) io.print(state.problem);
    if (state.openSeat !== null && before?.openSeat !== state.openSeat) io.print(`Waiting for your opponent to join as ${this.names[state.openSeat]} …`);
    if (state.openSeat === null && before !== null && before.openSeat !== null) io.print(`Your opponent has joined as ${this.names[before.openSeat]}.`);
    const board = state.openSeat === null ? `${snapshot.phase} ${snapshot.position ?? ''} ${snapshot.moves.length} ${snapshot.outcome?.reason ?? ''}` : '';
    if (before !== null && before.takebackBy === this.seat && state.takebackBy === null) {
      io.print(
        snapshot.moves.length < before.moves
          ? `${this.names[opponent(this.seat)]} accepted: your last move was taken back.`
          : `${this.names[opponent(this.seat)]} declined: nothing was taken back.`,
      );
    }
    if (before === null || before.version !== snapshot.version) this.entering = null;
    const other = opponent(this.seat);
    const otherReady = snapshot.seats[other].ready;
    if (snapshot.phase === 'setup' && otherReady && before?.otherReady === false) io.print(`${this.names[other]}'s army stands.`);
    if (before === null || before.board !== board) {
      if (snapshot.phase !== 'setup' && state.openSeat === null) this.show(state);
      if (snapshot.phase === 'playing' && snapshot.toMove !== this.seat && snapshot.toMove !== null && state.openSeat === null) {
        io.print(`Waiting for ${this.names[snapshot.toMove]}'s move… (undo asks to take yours back; quit leaves)`);
      }
    }
    this.told = {
      version: snapshot.version,
      board,
      moves: snapshot.moves.length,
      otherReady,
      connection: state.connection,
      problem: state.problem,
      takebackBy: state.takebackBy,
      openSeat: state.openSeat,
    };
  }

  private show(state: TableState, marks: readonly string[] = [], snapshot = state.snapshot): void {
    if (snapshot.picture === null) return;
    this.start ??= snapshot.picture;
    this.io.print('', ...drawSnapshot(snapshot, this.names, { colour: this.options.colour, marks, flip: flippedFor(this.start, this.seat) }));
  }

  private promptText(state: TableState): string {
    const name = this.names[this.seat];
    if (state.snapshot.phase === 'setup') return `${name} (waiting for ${this.names[opponent(this.seat)]}'s army)> `;
    if (this.entering !== null) return `${name} [${this.entering.text}]> `;
    return state.snapshot.toMove === this.seat ? `${name}> ` : `${name} (waiting)> `;
  }

  /**
   * The player's next line, unless the table changes first (a move arrives, the connection drops):
   * then undefined, and the loop tells the change and asks again. Null when the player left.
   */
  private async askUnlessChanged(prompt: string): Promise<string | null | undefined> {
    const changed = new AbortController();
    const stop = this.table.subscribe((change) => {
      if (change.type === 'state') changed.abort();
    });
    try {
      const line = await this.io.ask(prompt, changed.signal);
      return line === null && changed.signal.aborted && !this.io.interrupted ? undefined : line;
    } finally {
      stop();
    }
  }

  /** Waits for the table to change, with the prompt open for `quit` and `help`; false when the player left. */
  private async waitForChange(): Promise<boolean> {
    for (;;) {
      const line = await this.askUnlessChanged(`${this.names[this.seat]} (waiting)> `);
      if (line === undefined) return true;
      if (line === null) return false;
      const input = readPromptInput(line);
      if (input.kind === 'quit') return false;
      if (input.kind !== 'end') this.io.print('Your opponent has not joined yet: send them the invite link (quit leaves).');
    }
  }

  private async setUp(): Promise<boolean> {
    for (;;) {
      const army = await setUpOwnArmy(this.options.entry.id, this.seat, this.io, { colour: this.options.colour, readFile: this.options.readFile });
      if (army === null) return false;
      const placed = await this.table.setup(this.seat, army);
      if (placed.ok) {
        if (placed.value.snapshot.phase === 'setup') this.io.print(`Your army stands. Waiting for ${this.names[opponent(this.seat)]} to set up theirs…`);
        return true;
      }
      this.report(placed);
      if (this.table.current().connection === 'ended') return true;
    }
  }

  private async handle(line: string): Promise<'quit' | 'done'> {
    const { io, table } = this;
    const state = table.current();
    const input = readPromptInput(line);
    switch (input.kind) {
      case 'bad':
        io.print(input.message);
        break;
      case 'quit':
        return 'quit';
      case 'help':
        io.print(...PROMPT_HELP.filter((row) => !row.trimStart().startsWith('hint')));
        break;
      case 'board':
        this.show(state);
        break;
      case 'hint':
        io.print(NO_HINT);
        break;
      case 'end':
        if (this.entering !== null && !SQUARE.test(this.entering.text)) await this.send(this.entering.text);
        else if (this.entering !== null) io.print(`${this.entering.text} is no longer selected.`);
        this.entering = null;
        break;
      case 'moves':
        this.listMoves(state, input.square);
        break;
      case 'undo':
        await this.offerTakeback();
        break;
      case 'save':
        await this.save(input.file);
        break;
      case 'resign':
        this.report(await table.resign(this.seat));
        break;
      case 'move': {
        const entering = this.entering;
        const text = entering !== null && SQUARE.test(input.text) ? `${entering.text}${input.text}` : input.text;
        await this.enter(state, text);
        break;
      }
    }
    return 'done';
  }

  /**
   * A move as typed: a lone square selects a piece; a capture chain that could go on waits for the
   * next landing (CK-3); anything else is sent as it is, and the server judges it.
   */
  private async enter(state: TableState, text: string): Promise<void> {
    const { io } = this;
    const snapshot = state.snapshot;
    if (snapshot.phase === 'playing' && snapshot.toMove !== null && snapshot.toMove !== this.seat) {
      io.print(`✗ It is not your turn: wait for ${this.names[snapshot.toMove]}'s move.`);
      return;
    }
    if (snapshot.legalMoves === null) {
      // The table judges (a finished game, a phase without moves) and says why in its own words.
      await this.send(text);
      return;
    }
    const entered = enterAtTable(this.options.entry, snapshot, text);
    if (SQUARE.test(text.trim())) {
      if (!entered.ok) {
        io.print(`✗ ${entered.error.message}`);
        return;
      }
      const square = text.trim().toLowerCase();
      this.show(state, entered.value.next);
      io.print(`${square} may go to ${entered.value.next.join(', ')}. Type where it goes, or Enter to choose again.`);
      this.entering = { text: square, version: snapshot.version };
      return;
    }
    if (entered.ok && entered.value.option && entered.value.next.length > 0) {
      const so = entered.value.option.text;
      this.show(state, entered.value.next, entered.value.snapshot);
      io.print(`${so} so far. It may capture on to ${entered.value.next.join(', ')}: type the next landing, or press Enter (or type end) to end your turn.`);
      this.entering = { text: so, version: snapshot.version };
      return;
    }
    this.entering = null;
    await this.send(text);
  }

  /** Sends a move made at the version on screen: a board that moved on meanwhile makes the server refuse it. */
  private async send(text: string): Promise<void> {
    this.entering = null;
    this.report(await this.table.move(this.seat, text, this.table.current().snapshot.version));
  }

  /** Says a refusal once: as the answer to what the player did, not again as the table's problem. */
  private report(result: PlayResult<unknown>): void {
    if (result.ok) return;
    this.io.print(`✗ ${result.error.message}`);
    if (this.told !== null) this.told.problem = this.table.current().problem;
  }

  private listMoves(state: TableState, square: string | undefined): void {
    const all = state.snapshot.toMove === this.seat ? (state.snapshot.legalMoves ?? []) : [];
    if (all.length === 0) {
      this.io.print('It is not your turn: you have no moves to list.');
      return;
    }
    const shown = square === undefined ? all : optionsFrom(all, square);
    if (square !== undefined) {
      if (shown.length === 0) {
        this.io.print(`No legal move starts on ${square}.`);
        return;
      }
      this.show(state, shown.flatMap((option) => option.shape.path));
    }
    this.io.print(`${shown.length} legal move${shown.length === 1 ? '' : 's'}:`, ...formatMoveList(shown.map((option) => option.text)));
  }

  /** `undo` (G-4): against a bot your last move and its reply go back at once; a person is asked first. */
  private async offerTakeback(): Promise<void> {
    const before = this.table.current();
    const offered = await this.table.takeback(this.seat, 'offer');
    if (!offered.ok) {
      this.report(offered);
      return;
    }
    if (offered.value.takebackBy === this.seat) this.io.print(`Asked ${this.names[opponent(this.seat)]} to take back your last move; waiting for the answer.`);
    else if (offered.value.snapshot.version !== before.snapshot.version) this.io.print('Took back your last move.');
  }

  /** The opponent asks to take back their last move: this seat accepts or declines (G-4). */
  private async answerTakeback(state: TableState): Promise<boolean> {
    const asker = opponent(this.seat);
    const last = state.snapshot.lastMove;
    const move = last !== null && last.seat === asker ? ` ${last.text}` : ' their last move';
    this.answeredOffer = state.snapshot.version;
    for (;;) {
      const line = await this.askUnlessChanged(`${this.names[asker]} asks to take back${move}. ${this.names[this.seat]}, accept? (y/n) `);
      if (line === undefined) return true;
      if (line === null) return false;
      const answer = line.trim().toLowerCase();
      const step = answer === 'y' || answer === 'yes' ? 'accept' : answer === 'n' || answer === 'no' ? 'decline' : null;
      if (step === null) continue;
      const answered = await this.table.takeback(this.seat, step);
      if (!answered.ok) this.report(answered);
      else this.io.print(step === 'accept' ? `Took back${move}.` : `You declined: nothing was taken back.`);
      return true;
    }
  }

  private async save(file: string): Promise<void> {
    const record = await this.table.record();
    if (!record.ok) {
      this.io.print(`Could not save to ${file}: ${record.error.message}`);
      return;
    }
    try {
      this.options.writeFile(file, record.value);
      const partial = this.options.entry.game.hiddenInformation && this.table.current().snapshot.phase !== 'over';
      this.io.print(
        partial
          ? `Saved ${this.names[this.seat]}'s view of the game to ${file} (hidden pieces as X/x: it replays, but cannot be resumed).`
          : `Saved the game record to ${file}.`,
      );
    } catch (error) {
      this.io.print(`Could not save to ${file}: ${(error as Error).message}`);
    }
  }

  /** After the end a person may save the record, or leave: a finished game is never reopened (G-4). */
  private async afterTheEnd(): Promise<void> {
    if (!this.io.interactive) return;
    for (;;) {
      const line = await this.io.ask('Game over — save FILE, or press Enter to leave> ');
      if (line === null) return;
      const input = readPromptInput(line);
      if (input.kind === 'end' || input.kind === 'quit') return;
      if (input.kind === 'save') await this.save(input.file);
      else if (input.kind === 'help') this.io.print('save FILE writes the record; Enter leaves. A finished game is never taken back (G-4).');
      else this.io.print('The game is over: save FILE, or press Enter to leave.');
    }
  }

  private async leave(status: number): Promise<number> {
    const interrupted = this.io.interrupted;
    if (this.options.saveFile !== undefined) await this.save(this.options.saveFile);
    const over = this.table.current().snapshot.phase === 'over';
    if (!over) this.io.print(interrupted ? 'Left the game (Ctrl-C). Your seat stays yours on the server, but this terminal held its key only in memory.' : 'Left the game.');
    this.io.close();
    this.table.close();
    return interrupted ? EXIT_INTERRUPTED : status;
  }
}
