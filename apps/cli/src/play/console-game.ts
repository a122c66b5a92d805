import { flippedFor, type BoardPicture, type Player, type Viewer } from '@tabula/engine-core';
import { openReplay, optionsFrom, takebackQuestion, type GameSession, type Snapshot } from '@tabula/play';
import type { Console } from './console.js';
import { PROMPT_HELP, readPromptInput } from './prompt-input.js';
import { drawSnapshot, formatMoveList } from './screen.js';
import { runSetupStep } from './setup-step.js';

/** What a console game needs besides the session: where it talks, and how it saves. */
export interface ConsoleGameOptions {
  readonly session: GameSession;
  readonly console: Console;
  readonly colour: boolean;
  /** Milliseconds between moves when no person plays (m2m), so that people can follow. */
  readonly delay: number;
  /** `--save FILE`: the record is written there when the game ends or the player leaves. */
  readonly saveFile?: string;
  /** Writes a file (the real command: fs; tests may inject). */
  readonly writeFile: (path: string, text: string) => void;
  /** Reads a file (a setup from a file). */
  readonly readFile: (path: string) => string;
  /** `--max-plies`: a game that long is adjudicated a draw (G-3: a policy, off by default). */
  readonly maxPlies?: number;
  /** The bot that answers `hint`. */
  readonly hintBot: string;
}

/** How a person's turn ended. */
type TurnEnd = 'moved' | 'changed' | 'quit';

/** Exit status when the player leaves with Ctrl-C (the shell's convention: 128 + SIGINT). */
const EXIT_INTERRUPTED = 130;

const SQUARE = /^[a-z]\d{1,2}$/i;

/**
 * The console game of the Jungle seed, for every game: rounds printed with the board, people type
 * moves at a prompt, bots answer, until the game ends. Hot-seat play of a game with hidden pieces
 * clears the screen and waits for the next player between turns.
 */
export async function runConsoleGame(options: ConsoleGameOptions): Promise<number> {
  const game = new ConsoleGame(options);
  return game.run();
}

class ConsoleGame {
  private readonly session: GameSession;
  private readonly io: Console;
  private readonly humans: readonly Player[];
  private readonly names: readonly [string, string];
  /** The seat whose board the screen shows now (hot-seat games with hidden pieces switch it). */
  private shownSeat: Player | null = null;
  /** The start as everyone may see it, read once the armies stand: it decides which way up the board goes. */
  private start: BoardPicture | null = null;

  constructor(private readonly options: ConsoleGameOptions) {
    this.session = options.session;
    this.io = options.console;
    this.humans = ([0, 1] as const).filter((seat) => this.session.seats[seat].kind === 'human');
    this.names = [this.session.seatName(0), this.session.seatName(1)];
  }

  async run(): Promise<number> {
    const { session, io } = this;
    io.print(this.title());
    if (!(await this.setUp())) return this.leave();
    for (;;) {
      if (session.phase === 'over') {
        // The heading of the last board says how the game ended.
        this.show(this.viewer());
        this.saveOnExit();
        if (io.interactive && this.humans.length > 0) await this.afterTheEnd();
        break;
      }
      if (session.botToMove) {
        await this.botTurn();
        continue;
      }
      const seat = session.toMove as Player;
      const end = await this.personTurn(seat);
      if (end === 'quit') return this.leave();
    }
    io.close();
    return 0;
  }

  private title(): string {
    const seat = (player: Player) => {
      const info = this.session.seats[player];
      return `${this.names[player]}: ${info.kind === 'human' ? 'you' : `computer (${info.name})`}`;
    };
    const game = this.session.entry.game;
    return `${game.name} — ${seat(0)}, ${seat(1)}. Type \`help\` at the prompt for the commands.`;
  }

  /** The viewer whose view the screen shows: the one person, the person to move in hot-seat, else a spectator. */
  private viewer(): Viewer {
    if (this.humans.length === 1) return this.humans[0] as Player;
    if (this.humans.length === 2) return this.session.toMove ?? this.shownSeat ?? 'spectator';
    return 'spectator';
  }

  /** Hot-seat with hidden pieces: the screen is cleared and the next player takes the keyboard. */
  private async handOver(seat: Player): Promise<boolean> {
    const hidden = this.session.entry.game.hiddenInformation && this.humans.length === 2;
    if (!hidden || this.shownSeat === seat) {
      this.shownSeat = seat;
      return true;
    }
    this.io.clear();
    // What the last move did, as both players may know it (a battle's two ranks, ST-5; never a quiet
    // move's rank): the attacker reads the result before handing over, the next player on taking over.
    const last = this.session.snapshot('spectator').lastMove;
    if (last) this.io.print(`${this.names[last.seat]} played ${last.text}: ${last.words}`);
    this.io.print(`Pass the keyboard to ${this.names[seat]}. ${this.names[seat]}, press Enter when ready (the other player must not look).`);
    const line = await this.io.ask('');
    if (line === null) return false;
    this.io.clear();
    this.shownSeat = seat;
    return true;
  }

  private async setUp(): Promise<boolean> {
    for (const seat of this.humans) {
      if (!this.session.needsSetup(seat)) continue;
      if (!(await this.handOver(seat))) return false;
      if (!(await runSetupStep(this.session, seat, this.io, this.options))) return false;
    }
    return true;
  }

  private show(viewer: Viewer, marks: readonly string[] = [], snapshot?: Snapshot): void {
    const flip = this.flippedFor(viewer);
    this.io.print('', ...drawSnapshot(snapshot ?? this.session.snapshot(viewer), this.names, { colour: this.options.colour, marks, flip }));
  }

  /**
   * Whether the board is drawn upside down so that the seat nearest the screen has its army at the
   * bottom, as the web client does: the one person's seat; in hot-seat play the player to move when
   * pieces are hidden, else seat 0 (two people sharing open pieces keep the board still); seat 0 when
   * only computers play.
   */
  private flippedFor(viewer: Viewer): boolean {
    if (this.start === null) {
      if (this.session.phase === 'setup') return false;
      const replay = openReplay(this.session.record('spectator'));
      if (!replay.ok) return false;
      this.start = replay.value.frame(0).picture;
    }
    const hidden = this.session.entry.game.hiddenInformation;
    const near: Player =
      this.humans.length === 1 ? (this.humans[0] as Player) : this.humans.length === 2 && hidden && viewer !== 'spectator' ? viewer : 0;
    return flippedFor(this.start, near);
  }

  private async botTurn(): Promise<void> {
    const { session, io } = this;
    if (this.options.maxPlies !== undefined && session.plies >= this.options.maxPlies) {
      session.adjudicate();
      return;
    }
    const seat = session.toMove as Player;
    const bot = session.seats[seat];
    this.show(this.viewer());
    io.print(`${this.names[seat]} (${bot.kind === 'bot' ? bot.name : 'computer'}) is thinking…`);
    const played = await session.playBotTurn();
    if (!played.ok) {
      io.print(`${this.names[seat]} could not move: ${played.error.message}`);
      session.adjudicate('bot-failed');
      return;
    }
    io.print(`${this.names[seat]} plays ${played.value.text}.`);
    const words = session.snapshot(this.viewer()).lastMove?.words;
    if (words) io.print(words);
    if (this.humans.length === 0 && this.options.delay > 0) await new Promise((resolve) => setTimeout(resolve, this.options.delay));
  }

  private async personTurn(seat: Player): Promise<TurnEnd> {
    const { session, io } = this;
    if (!(await this.handOver(seat))) return 'quit';
    this.show(seat);
    // A piece selected (`c3`) or a capture chain entered so far (`c3e5`), not yet played.
    let pending: string | null = null;
    for (;;) {
      const line = await io.ask(pending ? `${this.names[seat]} [${pending}]> ` : `${this.names[seat]}> `);
      if (line === null) return 'quit';
      const input = readPromptInput(line);
      switch (input.kind) {
        case 'bad':
          io.print(input.message);
          break;
        case 'quit':
          return 'quit';
        case 'help':
          io.print(...PROMPT_HELP);
          break;
        case 'board':
          this.show(seat);
          break;
        case 'end':
          if (pending !== null && !SQUARE.test(pending)) return this.play(seat, pending) ? 'moved' : 'changed';
          if (pending !== null) io.print(`${pending} is no longer selected.`);
          pending = null;
          break;
        case 'moves':
          this.listMoves(seat, input.square);
          break;
        case 'hint': {
          io.print('Looking for a hint…');
          const hint = await session.hint(seat, this.options.hintBot);
          if (!hint.ok) io.print(hint.error.message);
          else {
            this.show(seat, [hint.value.shape.from ?? '', ...hint.value.shape.path].filter(Boolean));
            io.print(`Hint: ${hint.value.text}`);
          }
          break;
        }
        case 'undo': {
          const undone = await this.undo(seat);
          if (undone) return 'changed';
          break;
        }
        case 'save':
          this.save(input.file, seat);
          break;
        case 'resign': {
          const resigned = session.resign(seat);
          if (!resigned.ok) io.print(resigned.error.message);
          return 'changed';
        }
        case 'move': {
          const text = pending !== null && SQUARE.test(input.text) ? `${pending}${input.text}` : input.text;
          const outcome = this.enterMove(seat, text);
          if (outcome === 'moved') return 'moved';
          pending = outcome === 'refused' ? (SQUARE.test(input.text) ? pending : null) : outcome.pending;
          break;
        }
      }
    }
  }

  /**
   * A move as typed: a lone square selects a piece; a capture chain that could go on waits for the
   * next landing (CK-3); anything else is submitted as it is.
   */
  private enterMove(seat: Player, text: string): 'moved' | 'refused' | { pending: string } {
    const { session, io } = this;
    if (SQUARE.test(text.trim())) {
      const selected = session.continuation(seat, text);
      if (!selected.ok) {
        io.print(`✗ ${selected.error.message}`);
        return 'refused';
      }
      const square = text.trim().toLowerCase();
      this.show(seat, selected.value.next);
      io.print(`${square} may go to ${selected.value.next.join(', ')}. Type where it goes, or Enter to choose again.`);
      return { pending: square };
    }
    const chain = session.continuation(seat, text);
    if (chain.ok && chain.value.option && chain.value.next.length > 0) {
      const so = chain.value.option.text;
      this.show(seat, chain.value.next, chain.value.snapshot);
      io.print(`${so} so far. It may capture on to ${chain.value.next.join(', ')}: type the next landing, or press Enter (or type end) to end your turn.`);
      return { pending: so };
    }
    return this.play(seat, text) ? 'moved' : 'refused';
  }

  private play(seat: Player, text: string): boolean {
    const played = this.session.submit(seat, text);
    if (played.ok) return true;
    this.io.print(`✗ ${played.error.message}`);
    return false;
  }

  private listMoves(seat: Player, square: string | undefined): void {
    const all = this.session.legalMoves(seat);
    const shown = square === undefined ? all : optionsFrom(all, square);
    if (square !== undefined) {
      if (shown.length === 0) {
        this.io.print(`No legal move starts on ${square}.`);
        return;
      }
      this.show(seat, shown.flatMap((option) => option.shape.path));
    }
    this.io.print(`${shown.length} legal move${shown.length === 1 ? '' : 's'}:`, ...formatMoveList(shown.map((option) => option.text)));
  }

  /**
   * `undo`, as G-4 allows it (libs/play `takeback`): against a bot, your last move and its reply at once;
   * between two people, the last move made (by the other player, who is still at the keyboard), once the
   * player to move accepts. A refusal prints the rule.
   */
  private async undo(seat: Player): Promise<boolean> {
    const { session, io } = this;
    const asker = this.humans.length === 2 ? ((session.snapshot('spectator').lastMove?.seat ?? seat) as Player) : seat;
    const takeback = session.takeback(asker);
    if (!takeback.ok) {
      io.print(takeback.error.message);
      return false;
    }
    const asked = takeback.value.consentOf;
    if (asked !== null && !(await this.accepts(takebackQuestion(this.names, takeback.value)))) {
      io.print(`${this.names[asked]} declined: nothing was taken back.`);
      return false;
    }
    const undone = session.undo(asker, { consented: asked !== null });
    if (!undone.ok) {
      io.print(undone.error.message);
      return false;
    }
    this.io.print(`Took back ${undone.value.type === 'undo' ? undone.value.plies : 0} move${undone.value.type === 'undo' && undone.value.plies === 1 ? '' : 's'}.`);
    return true;
  }

  /** Asks a yes-or-no question until it is answered; no answer (the input ended) is a no. */
  private async accepts(question: string): Promise<boolean> {
    for (;;) {
      const line = await this.io.ask(`${question} (y/n) `);
      if (line === null) return false;
      const answer = line.trim().toLowerCase();
      if (answer === 'y' || answer === 'yes') return true;
      if (answer === 'n' || answer === 'no') return false;
    }
  }

  /** The record as the person at the keyboard may see it (the whole record once the game is over). */
  private recordFor(seat: Player | null): string {
    const { session } = this;
    if (session.phase === 'over' || !session.entry.game.hiddenInformation) return session.record('all');
    return session.record(seat ?? 'spectator');
  }

  private save(file: string, seat: Player | null): void {
    const text = this.recordFor(seat);
    try {
      this.options.writeFile(file, text);
      const partial = this.session.phase !== 'over' && this.session.entry.game.hiddenInformation;
      this.io.print(
        partial
          ? `Saved ${seat === null ? 'a spectator' : this.names[seat]}'s view of the game to ${file} (hidden pieces as X/x: it replays, but cannot be resumed).`
          : `Saved the game record to ${file}.`,
      );
    } catch (error) {
      this.io.print(`Could not save to ${file}: ${(error as Error).message}`);
    }
  }

  private saveOnExit(): void {
    if (this.options.saveFile !== undefined) this.save(this.options.saveFile, this.humans.length === 1 ? (this.humans[0] as Player) : (this.session.toMove ?? null));
  }

  /** After the end a person may save the record, or leave: a finished game is never reopened (G-4). */
  private async afterTheEnd(): Promise<void> {
    for (;;) {
      const line = await this.io.ask('Game over — save FILE, or press Enter to leave> ');
      if (line === null) return;
      const input = readPromptInput(line);
      if (input.kind === 'end' || input.kind === 'quit') return;
      if (input.kind === 'save') this.save(input.file, null);
      else if (input.kind === 'undo') {
        const refused = this.session.takeback(this.humans.length === 1 ? (this.humans[0] as Player) : (this.session.snapshot('spectator').lastMove?.seat ?? 0));
        if (!refused.ok) this.io.print(refused.error.message);
      } else if (input.kind === 'help') this.io.print('save FILE writes the record; Enter leaves. A finished game is never taken back (G-4).');
      else this.io.print('The game is over: save FILE, or press Enter to leave.');
    }
  }

  private leave(): number {
    const interrupted = this.io.interrupted;
    this.saveOnExit();
    this.io.print(interrupted ? 'Left the game (Ctrl-C).' : 'Left the game.');
    this.io.close();
    return interrupted ? EXIT_INTERRUPTED : 0;
  }
}
