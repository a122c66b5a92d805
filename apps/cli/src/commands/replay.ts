import { readFileSync } from 'node:fs';
import { flippedFor, type BoardPicture, type Player } from '@tabula/engine-core';
import { openReplay, type Replay } from '@tabula/play';
import { parseCommandArgs } from '../args.js';
import type { CliCommand } from '../command.js';
import { UsageError } from '../command.js';
import { createConsole } from '../play/console.js';
import { outcomeText } from '../play/outcome-text.js';
import { renderBoard } from '../terminal/board-render.js';
import { useColour } from '../terminal/colour-choice.js';

const options = {} as const;

/**
 * The seat drawn at the bottom: a viewer's copy (the other side's ranks hidden) is replayed as that
 * viewer saw it, with their own army nearest them; a full record with seat 0 nearest, as play draws it.
 */
function nearSeat(start: BoardPicture): Player {
  const hides = (seat: Player) => start.cells.some((cell) => cell.piece?.owner === seat && cell.piece.kind === 'unknown');
  return hides(0) && !hides(1) ? 1 : 0;
}

/** One step of a replay on screen: where we are, the move just made, the board. */
function drawFrame(replay: Replay, ply: number, colour: boolean): string[] {
  const { game } = replay.entry;
  const names = game.playerNames;
  const frame = replay.frame(ply);
  const start = replay.frame(0).picture;
  const heading =
    frame.ply === 0
      ? `Start · ${replay.moves.length} moves in all`
      : `Move ${frame.ply} of ${replay.moves.length}: ${frame.lastMove ? names[frame.lastMove.seat] : ''} ${replay.moves[frame.ply - 1]}`;
  const lines = [
    '',
    `${heading} · Round ${frame.moveNumber}`,
    ...renderBoard(frame.picture, {
      color: colour,
      playerNames: names,
      flip: flippedFor(start, nearSeat(start)),
      ...(frame.lastMove ? { lastMove: frame.lastMove.shape } : {}),
    }),
  ];
  if (frame.ply === replay.moves.length) {
    lines.push(replay.outcome ? `End: ${outcomeText(replay.outcome, names, game)}` : 'End of the record (the game was still running).');
  }
  return lines;
}

export const replayCommand: CliCommand = {
  name: 'replay',
  options,
  summary: 'step through a saved game record, move by move',
  usage: 'tabula replay FILE',
  help: `Reads a game record (docs/notation.md, as \`tabula play --save\` or \`save FILE\` writes it) and shows the
start position. Enter (or n) steps forward, b steps back, a number jumps to that move, q leaves.
A record that hides pieces (one player's copy of a running Stratego game) replays as that player saw it.
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
      throw new UsageError(`replay: cannot read '${file}': ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
    }
    const opened = openReplay(text, context.registry);
    if (!opened.ok) throw new UsageError(`replay: ${file}: ${opened.error.message}`);
    const replay = opened.value;
    const streams = context.streams ?? { input: process.stdin, output: process.stdout };
    const colour = useColour(streams.output, context.env ?? process.env);
    const io = createConsole(streams);
    const tags = replay.tags.map(([name, value]) => `${name}: ${value}`).join(' · ');
    io.print(`${replay.entry.game.name} · ${tags}`);
    let ply = 0;
    for (;;) {
      io.print(...drawFrame(replay, ply, colour));
      const line = await io.ask('Enter next · b back · number jumps · q quit> ');
      if (line === null) break;
      const answer = line.trim().toLowerCase();
      if (answer === 'q' || answer === 'quit') break;
      if (answer === '' || answer === 'n') {
        if (ply === replay.moves.length) break;
        ply++;
      } else if (answer === 'b') ply = Math.max(0, ply - 1);
      else if (/^\d+$/.test(answer)) ply = Math.min(Number(answer), replay.moves.length);
      else io.print('Enter steps forward, b back, a number jumps to that move, q leaves.');
    }
    io.close();
    return io.interrupted ? 130 : 0;
  },
};
