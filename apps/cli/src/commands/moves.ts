import type { CliCommand } from '../command.js';
import { parseCommandArgs } from '../args.js';
import { sortedMoveTexts } from '@tabula/play';
import { positionHelp, positionOptions, positionUsage, resolveGame, resolvePosition } from '../game-input.js';
import { UsageError } from '../command.js';

export const movesCommand: CliCommand = {
  name: 'moves',
  summary: "list every legal move's canonical text, one per line, sorted",
  usage: `tabula moves GAME ${positionUsage}`,
  help: `Prints the canonical text of every legal move of the player to move, one per line, in code-point
order. Prints nothing when the game is over.

${positionHelp}`,
  options: positionOptions,
  run(args, { registry, io }) {
    const { values, positionals } = parseCommandArgs('moves', args, positionOptions);
    if (positionals.length > 1) throw new UsageError(`moves: unexpected argument '${positionals[1]}'`);
    const entry = resolveGame(registry, positionals[0]);
    for (const text of sortedMoveTexts(entry, resolvePosition(entry, values))) io.out(text);
    return 0;
  },
};
