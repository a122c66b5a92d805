import { formatStatus } from '@tabula/engine-core';
import type { CliCommand } from '../command.js';
import { parseCommandArgs } from '../args.js';
import { orFail, positionHelp, positionOptions, positionUsage, resolveGame, resolvePosition } from '../game-input.js';

export const applyCommand: CliCommand = {
  name: 'apply',
  summary: 'play moves and print the resulting position and status',
  usage: `tabula apply GAME ${positionUsage} MOVE…`,
  help: `Plays the moves in order and prints the resulting canonical position, then
\`status: playing\` or \`status: over winner=0|1|none reason=REASON\`. Moves are read leniently (upper
case, separators space, -, x and :). The first illegal move stops with its number and the rule that
forbids it, and nothing is printed on stdout.

${positionHelp}`,
  options: positionOptions,
  run(args, { registry, io }) {
    const { values, positionals } = parseCommandArgs('apply', args, positionOptions);
    const entry = resolveGame(registry, positionals[0]);
    let state = resolvePosition(entry, values);
    positionals.slice(1).forEach((text, i) => {
      const where = `move ${i + 1} '${text}'`;
      const move = orFail(entry.notation.parseMove(state, text), where);
      state = orFail(entry.game.play(state, move), where);
    });
    io.out(entry.notation.formatPosition(state));
    io.out(formatStatus(entry.game.status(state)));
    return 0;
  },
};
