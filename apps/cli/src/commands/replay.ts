import { readFileSync } from 'node:fs';
import { flippedFor, type Player } from '@tabula/engine-core';
import { sideHues } from '@tabula/games';
import { openReplay, type Replay } from '@tabula/play';
import { parseCommandArgs } from '../args.js';
import { unreadableFile } from '../file-words.js';
import type { CliCommand } from '../command.js';
import { UsageError } from '../command.js';
import { createConsole } from '../play/console.js';
import { outcomeText } from '../play/outcome-text.js';
import { renderBoard } from '../terminal/board-render.js';
import { useColour } from '../terminal/colour-choice.js';

const options = {} as const;

/**
 * The seat drawn at the bottom: a player's copy is replayed as that player saw it, with their own
 * army nearest them; a full record (a spectator's view) with seat 0 nearest, as play draws it.
 */
function nearSeat(replay: Replay): Player {
  return replay.viewer === 'spectator' ? 0 : replay.viewer;
}

/** Whose knowledge the replay shows, said once at the start when the game hides anything (ST-9). */
function viewerLine(replay: Replay): string | null {
  const { game } = replay.entry;
  // Only a game that hides pieces shows a viewer's knowledge rather than the board as it stood.
  if (!game.hiddenInformation) return null;
  return replay.viewer === 'spectator'
    ? "Shown as a spectator saw it: a rank appears only once it was revealed."
    : `Shown as ${game.playerNames[replay.viewer]} saw it: ${game.playerNames[1 - replay.viewer]}'s ranks appear only once revealed.`;
}

/** What the last step says: that no move follows, and how the game ended. */
function endLine(replay: Replay): string {
  const { game } = replay.entry;
  const how = replay.outcome ? outcomeText(replay.outcome, game.playerNames, game) : 'The record ends here; the game was still running.';
  return `That was the last move. ${how}`;
}

/** One step of a replay on screen: where we are, the move just made, the board. */
function drawFrame(replay: Replay, ply: number, colour: boolean): string[] {
  const { game } = replay.entry;
  const names = game.playerNames;
  const frame = replay.frame(ply);
  // A move is said with the round it was played in, as the record numbers it.
  const heading =
    frame.ply === 0
      ? `Start · ${replay.moves.length} moves in all · Round ${frame.moveNumber}`
      : `Move ${frame.ply} of ${replay.moves.length}: ${frame.lastMove ? names[frame.lastMove.seat] : ''} ${replay.moves[frame.ply - 1]} · Round ${frame.moveRound ?? frame.moveNumber}`;
  const lines = [
    '',
    heading,
    ...renderBoard(frame.picture, {
      color: colour,
      playerNames: names,
      sideHues: sideHues(replay.entry),
      flip: flippedFor(replay.frame(0).picture, nearSeat(replay)),
      ...(frame.lastMove ? { lastMove: frame.lastMove.shape } : {}),
    }),
  ];
  if (frame.ply === replay.moves.length) lines.push(endLine(replay));
  return lines;
}

export const replayCommand: CliCommand = {
  name: 'replay',
  options,
  summary: 'step through a saved game record, move by move',
  usage: 'tabula replay FILE',
  help: `Reads a game record (docs/notation.md, as \`tabula play --save\` or \`save FILE\` writes it) and shows the
start position. Enter (or n) steps forward, b steps back, a number jumps to that move, q leaves.
Each step shows only what was known at that move (ST-9): a record that hides pieces (one player's copy
of a running Stratego game) replays as that player saw it, a full Stratego record as a spectator saw it.
The last move's step says how the game ended and waits; Enter or q then leaves.
A record with an illegal move is refused with the move's number and the rule that forbids it.`,
  async run(args, context) {
    const { positionals } = parseCommandArgs('replay', args, options);
    const file = positionals[0];
    if (file === undefined) throw new UsageError('replay: missing FILE');
    if (positionals.length > 1) throw new UsageError(`replay: unexpected argument '${positionals[1]}'`);
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch (error) {
      throw new UsageError(`replay: ${unreadableFile(file, 'record', error)}`);
    }
    const opened = openReplay(text, context.registry);
    if (!opened.ok) throw new UsageError(`replay: ${file}: ${opened.error.message}`);
    const replay = opened.value;
    const streams = context.streams ?? { input: process.stdin, output: process.stdout };
    const colour = useColour(streams.output, context.env ?? process.env);
    const io = createConsole(streams);
    // The setup tags are left out: they hold whole armies, ranks the steps show only once revealed (ST-9).
    const tags = replay.tags
      .filter(([name]) => !/^Setup\d$/.test(name))
      .map(([name, value]) => `${name}: ${value}`)
      .join(' · ');
    io.print(`${replay.entry.game.name} · ${tags}`);
    const viewer = viewerLine(replay);
    if (viewer) io.print(viewer);
    let ply = 0;
    for (;;) {
      io.print(...drawFrame(replay, ply, colour));
      // The last step says that no move follows and how the game ended, and waits: Enter then leaves.
      const last = ply === replay.moves.length;
      const line = await io.ask(last ? 'Last move · Enter or q leaves · b back · number jumps> ' : 'Enter next · b back · number jumps · q quit> ');
      if (line === null) break;
      const answer = line.trim().toLowerCase();
      if (answer === 'q' || answer === 'quit') break;
      if (answer === '' || answer === 'n') {
        if (last) break;
        ply++;
      } else if (answer === 'b') ply = Math.max(0, ply - 1);
      else if (/^\d+$/.test(answer)) ply = Math.min(Number(answer), replay.moves.length);
      else io.print('Enter steps forward, b back, a number jumps to that move, q leaves.');
    }
    io.close();
    return io.interrupted ? 130 : 0;
  },
};
