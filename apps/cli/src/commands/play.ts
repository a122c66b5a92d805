import { readFileSync, writeFileSync } from 'node:fs';
import { registry, type GameEntry } from '@tabula/games';
import { parseBoardFile } from '@tabula/notation/jungle';
import { recordGameId } from '@tabula/notation/record';
import { createSession, inProcessThinker, LocalTable, parseSeat, type SessionOptions } from '@tabula/play';
import { parseCommandArgs, parseCount } from '../args.js';
import type { CliCommand, CliContext } from '../command.js';
import { UsageError } from '../command.js';
import { saveTargetProblem, unreadableFile } from '../file-words.js';
import { orFail, parseSeed, resolveGame } from '../game-input.js';
import { createConsole } from '../play/console.js';
import { runTableGameOrNew } from '../play/table-game.js';
import { workerThinker } from '../play/worker-thinker.js';
import { MODES, parseMode, seatsOf, type Mode } from '../play/play-plan.js';
import { parseClockOption } from '../online/clock-option.js';
import { serverRoot } from '../online/game-links.js';
import { playNewOnlineGame } from '../online/play-online.js';
import { chooseFromList } from '../terminal/list-chooser.js';
import { useColour } from '../terminal/colour-choice.js';

const options = {
  mode: { type: 'string' },
  level: { type: 'string' },
  bots: { type: 'string' },
  seed: { type: 'string' },
  position: { type: 'string' },
  load: { type: 'string' },
  save: { type: 'string' },
  delay: { type: 'string' },
  board: { type: 'string' },
  'max-plies': { type: 'string' },
  hint: { type: 'string' },
  server: { type: 'string' },
  seat: { type: 'string' },
  clock: { type: 'string' },
} as const;

/** The delay between moves of a computer-only game on a terminal, so a person can follow it. */
const WATCH_DELAY_MS = 500;

/** Today as a record's Date tag writes it (PGN style). */
function recordDate(now: Date): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}.${two(now.getMonth() + 1)}.${two(now.getDate())}`;
}

function readText(path: string, what: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    throw new UsageError(`play: ${unreadableFile(path, what, error)}`);
  }
}

/** `--board FILE`: a custom initial board (Jungle's console game loads one from a file). */
function boardPosition(entry: GameEntry, path: string): string {
  if (entry.id !== 'jungle') throw new UsageError(`play: --board loads a Jungle board; for ${entry.id} use --position TEXT`);
  const state = orFail(parseBoardFile(readText(path, 'board file')), `board file ${path}`);
  return entry.notation.formatPosition(state);
}

/** Exit status after Ctrl-C in the chooser, as after a shell's Ctrl-C (128 + SIGINT). */
const EXIT_INTERRUPTED = 130;

/** Asks for the game and the mode when `tabula play` is given neither; the exit status when the person quit. */
async function chooseGame(context: CliContext): Promise<{ entry: GameEntry; mode: Mode } | number> {
  const { input, output } = context.streams ?? { input: process.stdin, output: process.stdout };
  const games = context.registry.list();
  const gameIndex = await chooseFromList(input, output, 'Which game?', games.map((entry) => `${entry.game.name} — ${entry.meta.summary}`));
  if (typeof gameIndex !== 'number') return gameIndex === 'interrupted' ? EXIT_INTERRUPTED : 0;
  const modeIndex = await chooseFromList(input, output, 'Who plays?', MODES.map((choice) => choice.label));
  if (typeof modeIndex !== 'number') return modeIndex === 'interrupted' ? EXIT_INTERRUPTED : 0;
  return { entry: games[gameIndex] as GameEntry, mode: (MODES[modeIndex] as (typeof MODES)[number]).mode };
}

type PlayValues = ReturnType<typeof parseCommandArgs<typeof options>>['values'];

/** `tabula play GAME --server URL`: a new game on the server, played at this terminal. */
function playOnline(values: PlayValues, gameId: string | undefined, context: CliContext, streams: NonNullable<CliContext['streams']>): Promise<number> {
  const root = serverRoot(values.server as string);
  if (gameId === undefined) throw new UsageError('play: --server needs the GAME to create, e.g. tabula play jungle --server http://127.0.0.1:3000');
  const entry = resolveGame(context.registry, gameId);
  // Options that only a game kept here can honour are refused, not ignored.
  for (const local of ['mode', 'bots', 'load', 'board', 'delay', 'max-plies', 'hint'] as const) {
    if (values[local] !== undefined) throw new UsageError(`play: --${local} is for a game kept at this terminal; online, --seat picks your seat and --level the server's bot`);
  }
  const seat = values.seat === undefined ? 0 : parseCount('--seat', values.seat.trim(), 0, 1);
  if (values.level !== undefined && !/^[1-5]$/.test(values.level.trim())) throw new UsageError(`play: --level must be 1 to 5, got '${values.level}'`);
  const clock = values.clock === undefined ? undefined : parseClockOption(values.clock);
  if (clock !== undefined && !clock.ok) throw new UsageError(`play: ${clock.problem}`);
  return playNewOnlineGame(
    {
      root,
      entry,
      seat: seat === 0 ? 0 : 1,
      opponent: values.level === undefined ? 'human' : { bot: `level${values.level.trim()}` },
      ...(values.position !== undefined ? { position: values.position } : {}),
      ...(values.seed !== undefined ? { seed: parseSeed(values.seed) } : {}),
      ...(clock?.ok ? { clock: clock.control } : {}),
      ...(values.save !== undefined ? { saveFile: values.save } : {}),
    },
    { streams, colour: useColour(streams.output, context.env ?? process.env) },
  );
}

export const playCommand: CliCommand = {
  name: 'play',
  options,
  summary: 'play a game in the terminal: against the computer, two people, or watch two bots',
  usage:
    'tabula play [GAME] [--mode h2h|h2m|m2h|m2m] [--level N | --bots A,B] [--seed N] [--position TEXT | --load FILE | --board FILE] [--save FILE] [--delay MS] [--max-plies N] [--hint BOT]\n       tabula play GAME --server URL [--seat 0|1] [--level N] [--clock C] [--seed N] [--position TEXT] [--save FILE]',
  help: `Plays GAME at the terminal, round by round: the board (Unicode pieces, colours for the two sides,
terrain, coordinates, the last move marked), whose turn it is, and a prompt. Without GAME it asks for
the game and the mode (arrow keys or numbers).

  --mode M          h2m you against the computer (default), m2h the computer moves first,
                    h2h two people at one keyboard, m2m the computer against itself
  --level N         the computer's level, 1 to 5 (default 3)
  --bots A,B        the computer's bots instead, per computer seat (random, greedy, level1…level5,
                    alphabeta[:BUDGET], ismcts[:BUDGET]); one bot serves every computer seat
  --seed N          seed of random setups and of the bots (default: from the clock, shown at the start)
  --position TEXT   start from this position (docs/notation.md)
  --load FILE       resume a saved game record (GAME may be left out: the record names it)
  --board FILE      Jungle: a custom initial board, as a position text or one placement per line
                    (\`A3 r\`: square and the seed's label, upper case red, lower case blue)
  --save FILE       write the game record to FILE when the game ends or you stop it
  --delay MS        pause between moves when only the computer plays (default ${WATCH_DELAY_MS} on a terminal, else 0)
  --max-plies N     adjudicate a draw after N moves (a policy, off by default)
  --hint BOT        the bot that answers \`hint\` (default level3)
  --server URL      play online on the API server at URL (http://127.0.0.1:3000): the game is created
                    there with you in the first seat and a person invited to the other, or the
                    server's bot with --level N; prints the invite link and the watch link (the
                    web client's own: a browser opens them, \`tabula join\` and \`tabula watch\` take
                    them), waits for your opponent to join, then plays at the same prompt
  --seat S          online: 0 takes the first seat (default), 1 the second
  --clock C         online: a time control the server keeps; a side whose time runs out loses
                    (default untimed). 5+3 is 5 minutes each and 3 seconds more after each move
                    (90s+2 or 1:30+2: the starting time in seconds); 30s/move+2:00 is 30 seconds a
                    move and a reserve of 2 minutes for longer moves, which never grows back
                    (30s/move: no reserve). Each board is followed by both clocks, the running one
                    marked — Clock (5+3)  Blue 4:52 · Red ▶ 4:58 — (per move: what is left of the
                    move, then +reserve); your prompt shows your own time (Blue 4:52>) and warns you
                    at 10 seconds left. A game kept at this terminal is untimed

At the prompt: a move in any form the notation takes (e2e4, A7 B8, H*c4, c3e5g7); a square to select
a piece and see where it may go, or to put a piece there when none of yours can leave it (a placement
game's d1; a drop, asking which piece when several may go); \`moves\`, \`moves c3\`, \`undo\`, \`hint\`, \`save FILE\`, \`board\`,
\`resign\`, \`draw\`, \`accept\`, \`decline\`, \`abort\`, \`help\`, \`n\`/\`new\` (a new game of the same game and
mode), \`q\`/\`quit\`. Jungle's Z0 Z0 gives up, as in the seed. \`draw\` offers the other player a draw
(bots take none), or accepts theirs; an offer made to you is told before your prompt ("Red offers a
draw: type draw to accept, or decline; your move declines it."), and your own move leaves yours
standing — in hot-seat the other player answers at their turn. \`abort\` ends the game with no result
while a side has yet to make its first move. Online, once the game is over, \`rematch\` asks to play
again with the seats swapped; when both players have asked, each terminal moves into the new game by
itself ("Rematch: you are now Blue."). Checkers61b takes a capture chain
whole (c3e5g7) or one landing at a time: after each landing the next ones are offered, and \`end\` or
an empty line ends the turn; until then another move is refused, \`undo\` cancels the chain, \`board\`
shows it and \`moves\` lists its landings. Stratego starts with a set-up step for each person (random,
from a file,
or typed rank by rank); in hot-seat play the screen is cleared between turns so that neither player
sees the other's ranks. Colours are off when stdout is not a terminal or NO_COLOR is set. One Ctrl-C, or
q (quit), stops any game at any moment — at the prompt, while a bot thinks, between two bots — and
writes --save with the result left open (*); it exits 130 after Ctrl-C, 0 after q. Online it leaves
the seat; it does not resign.
Online, a dropped connection shows "reconnecting…" and catches up; a move typed meanwhile is sent once
when the connection is back, or dropped with a sentence if the game moved on. The seat's key is kept in
memory only (never printed, in a link or on disk). No server, an unknown game or a refusal that ends
the command prints one line and exits 1.`,
  async run(args, context) {
    const { values, positionals } = parseCommandArgs('play', args, options);
    const saveProblem = values.save === undefined ? null : saveTargetProblem(values.save);
    if (saveProblem !== null) throw new UsageError(`play: ${saveProblem}`);
    if (positionals.length > 1) throw new UsageError(`play: unexpected argument '${positionals[1]}'`);
    const streams = context.streams ?? { input: process.stdin, output: process.stdout };
    if (values.server !== undefined) return playOnline(values, positionals[0], context, streams);
    if (values.seat !== undefined) throw new UsageError('play: --seat chooses your seat in an online game (--server URL); locally --mode m2h lets the computer move first');
    // Only a server keeps time: a game kept here has no clock that could end it fairly.
    if (values.clock !== undefined) throw new UsageError('play: --clock times an online game (--server URL); a game kept at this terminal is untimed');
    let entry: GameEntry;
    let mode: Mode;
    if (positionals[0] === undefined && values.load === undefined) {
      const chosen = await chooseGame(context);
      if (typeof chosen === 'number') return chosen;
      ({ entry, mode } = chosen);
    } else {
      // `tabula play --load FILE` finds the game in the record's Game tag.
      const id = positionals[0] ?? (values.load === undefined ? undefined : orFail(recordGameId(readText(values.load, 'record')), `record ${values.load}`));
      entry = resolveGame(context.registry, id);
      mode = parseMode(values.mode);
    }
    const starts = [values.position, values.load, values.board].filter((value) => value !== undefined).length;
    if (starts > 1) throw new UsageError('play: --position, --load and --board exclude each other');
    const firstSeed = values.seed === undefined ? Date.now() % 1_000_000 : parseSeed(values.seed);
    const delay = values.delay === undefined ? (streams.output.isTTY && mode === 'm2m' ? WATCH_DELAY_MS : 0) : parseCount('--delay', values.delay, 0, 60_000);
    const maxPlies = values['max-plies'] === undefined ? undefined : parseCount('--max-plies', values['max-plies'], 1, 1_000_000);
    const seats = seatsOf(mode, values.level, values.bots);
    const start = values.position ?? (values.board !== undefined ? boardPosition(entry, values.board) : undefined);
    const loaded = values.load === undefined ? undefined : readText(values.load, 'record');
    const hintBot = values.hint ?? 'level3';
    const hintSeat = parseSeat({ bot: hintBot }, 1);
    if (!hintSeat.ok) throw new UsageError(`play: --hint: ${hintSeat.error.message}`);
    // Bots think in a worker thread, so that Ctrl-C or q stops the game at once, even mid-think. The
    // worker knows the built-in games only: another registry's (a test's) bots think in this thread.
    const thinker = context.registry === registry ? workerThinker() : inProcessThinker(context.registry);
    // `n` at the prompt starts another game of the same game and mode: from the same start (a loaded
    // record's game is not played again), with the next seed so that a seeded run stays reproducible.
    for (let game = 0; ; game++) {
      const seed = firstSeed + game;
      const sessionOptions: SessionOptions = {
        game: entry.id,
        seats,
        seed,
        tags: [['Date', recordDate(new Date())]],
        ...(start !== undefined ? { position: start } : {}),
        ...(loaded !== undefined && game === 0 ? { record: loaded } : {}),
      };
      const created = createSession(sessionOptions, { thinker, registry: context.registry });
      if (!created.ok) throw new UsageError(`play: ${created.error.message}`);
      const console = createConsole(streams);
      if (game > 0) console.print('', `A new game of ${entry.game.name}.`);
      console.print(`seed ${seed}`);
      // The people of the mode play at this keyboard; the table plays the bots' turns itself.
      const table = new LocalTable(created.value);
      const end = await runTableGameOrNew({
        table,
        entry,
        console,
        colour: useColour(streams.output, context.env ?? process.env),
        ...(values.save !== undefined ? { saveFile: values.save } : {}),
        writeFile: (path, text) => writeFileSync(path, text),
        readFile: (path) => readFileSync(path, 'utf8'),
        local: { session: created.value, bots: table, hintBot, delay, ...(maxPlies !== undefined ? { maxPlies } : {}) },
      });
      if (end !== 'new-game') return end;
    }
  },
};
