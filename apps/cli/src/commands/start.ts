import type { CliCommand } from '../command.js';
import { parseCommandArgs } from '../args.js';
import { positionHelp, positionOptions, positionUsage, resolveGame, resolvePosition } from '../game-input.js';
import { UsageError } from '../command.js';

export const startCommand: CliCommand = {
  name: 'start',
  summary: "print a game's start position",
  usage: `tabula start GAME ${positionUsage}`,
  help: `Prints the start position in canonical text. Stratego has no fixed start: give both setups
(40 letters each, written from the owner's seat, docs/notation.md), or let --seed (default 1) draw random
setups for the missing ones. With --position it prints that position's canonical text.

${positionHelp}`,
  options: positionOptions,
  run(args, { registry, io }) {
    const { values, positionals } = parseCommandArgs('start', args, positionOptions);
    if (positionals.length > 1) throw new UsageError(`start: unexpected argument '${positionals[1]}'`);
    const entry = resolveGame(registry, positionals[0]);
    io.out(entry.notation.formatPosition(resolvePosition(entry, values)));
    return 0;
  },
};
