import { divide } from '@tabula/engine-core';
import type { CliCommand } from '../command.js';
import { parseCommandArgs, parseCount } from '../args.js';
import { compareCodePoints } from '@tabula/play';
import { positionHelp, positionOptions, positionUsage, resolveGame, resolvePosition } from '../game-input.js';

export const divideCommand: CliCommand = {
  name: 'divide',
  summary: 'perft split by first move: `MOVE COUNT` per legal move',
  usage: `tabula divide GAME DEPTH ${positionUsage}`,
  help: `For each legal move, prints its canonical text and the perft count DEPTH-1 plies below it,
sorted by move text. The counts add up to perft DEPTH; comparing two engines' output finds the move
where they disagree.

${positionHelp}`,
  options: positionOptions,
  run(args, { registry, io }) {
    const { values, positionals } = parseCommandArgs('divide', args, positionOptions);
    const entry = resolveGame(registry, positionals[0]);
    const depth = parseCount('DEPTH', positionals[1], 1, 12);
    const state = resolvePosition(entry, values);
    const lines = divide(entry.game, state, depth).map(({ move, count }) => ({
      text: entry.notation.formatMove(state, move),
      count,
    }));
    lines.sort((a, b) => compareCodePoints(a.text, b.text));
    for (const line of lines) io.out(`${line.text} ${line.count}`);
    return 0;
  },
};
