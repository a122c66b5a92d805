import type { CliCommand } from '../command.js';
import { UsageError } from '../command.js';
import { parseCommandArgs } from '../args.js';
import { positionHelp, positionOptions, positionUsage, resolveGame, resolvePosition } from '../game-input.js';

export const checkCommand: CliCommand = {
  name: 'check',
  summary: 'validate a position or setups: prints `ok` or the error',
  usage: `tabula check GAME ${positionUsage}`,
  help: `Checks what the position options describe and prints \`ok\`, or one line on stderr saying what is
wrong and where, and exits 2: --position TEXT is parsed and held to the game's invariants
(docs/notation.md); for Stratego, --setup0/--setup1 are checked against the set-up rules, and the
start they make with the other setup (given, or drawn from --seed). There must be something to
check: the game's own start (no --position, no setup) is always valid, so it is refused.

${positionHelp}`,
  options: positionOptions,
  run(args, { registry, io }) {
    const { values, positionals } = parseCommandArgs('check', args, positionOptions);
    if (positionals.length > 1) throw new UsageError(`check: unexpected argument '${positionals[1]}'`);
    const entry = resolveGame(registry, positionals[0]);
    // Resolving first lets an option that would change nothing be refused in its own words.
    resolvePosition(entry, values);
    if (values.position === undefined && values.setup0 === undefined && values.setup1 === undefined) {
      throw new UsageError('check: nothing to check: --position TEXT is required (for Stratego, --setup0/--setup1 TEXT will do)');
    }
    io.out('ok');
    return 0;
  },
};
