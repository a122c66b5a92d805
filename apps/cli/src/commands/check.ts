import type { CliCommand } from '../command.js';
import { UsageError } from '../command.js';
import { parseCommandArgs } from '../args.js';
import { orFail, resolveGame } from '../game-input.js';

export const checkCommand: CliCommand = {
  name: 'check',
  summary: 'validate a position: prints `ok` or the error',
  usage: 'tabula check GAME --position TEXT',
  help: `Parses the position and checks the game's invariants (docs/notation.md). Prints \`ok\`, or one line on
stderr saying what is wrong and where, and exits 2.

  --position TEXT   the position to check (required)`,
  run(args, { registry, io }) {
    const { values, positionals } = parseCommandArgs('check', args, { position: { type: 'string' } });
    const entry = resolveGame(registry, positionals[0]);
    if (values.position === undefined) throw new UsageError('check: --position TEXT is required');
    orFail(entry.notation.parsePosition(values.position), 'position');
    io.out('ok');
    return 0;
  },
};
