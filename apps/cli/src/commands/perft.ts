import { perft } from '@tabula/engine-core';
import type { CliCommand } from '../command.js';
import { parseCommandArgs, parseCount } from '../args.js';
import { positionHelp, positionOptions, positionUsage, resolveGame, resolvePosition } from '../game-input.js';

export const perftCommand: CliCommand = {
  name: 'perft',
  summary: 'count the move tree: one line `depth N: COUNT` per depth',
  usage: `tabula perft GAME DEPTH ${positionUsage}`,
  help: `Counts the leaf nodes of the legal-move tree for every depth from 1 to DEPTH (at most 12) and
prints one line per depth, e.g. \`depth 3: 2223\`.

${positionHelp}`,
  options: positionOptions,
  run(args, { registry, io }) {
    const { values, positionals } = parseCommandArgs('perft', args, positionOptions);
    const entry = resolveGame(registry, positionals[0]);
    const depth = parseCount('DEPTH', positionals[1], 1, 12);
    const state = resolvePosition(entry, values);
    for (let n = 1; n <= depth; n++) io.out(`depth ${n}: ${perft(entry.game, state, n)}`);
    return 0;
  },
};
