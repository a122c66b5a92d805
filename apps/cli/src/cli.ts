import type { CliCommand, CliContext } from './command.js';
import { EXIT_BAD_INPUT, UsageError } from './command.js';
import { commands as defaultCommands } from './commands/index.js';

/** Text of `tabula --help`. */
export function overview(commands: readonly CliCommand[], context: CliContext): string {
  const width = Math.max(...commands.map((c) => c.name.length));
  const games = context.registry.list();
  return [
    'tabula — five board games, one rules engine',
    '',
    'Usage: tabula COMMAND [ARGS…]      tabula help COMMAND for details',
    '',
    'Commands:',
    ...commands.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`),
    `  ${'help'.padEnd(width)}  show this text, or one command's full help`,
    '',
    'Games:',
    ...(games.length ? games.map((g) => `  ${g.id.padEnd(14)} ${g.game.name} — ${g.meta.summary}`) : ['  (none registered)']),
    '',
    'Positions and moves are text as in docs/notation.md. Bad input prints one line on stderr and exits 2.',
  ].join('\n');
}

function helpFor(command: CliCommand): string {
  return `Usage: ${command.usage}\n\n${command.help}`;
}

/**
 * Runs `tabula` with its arguments and resolves to the process exit code. Bad input of any kind
 * (unknown game or command, malformed position, illegal move) prints exactly one line on stderr and
 * yields 2.
 */
export async function runCli(
  argv: readonly string[],
  context: CliContext,
  commands: readonly CliCommand[] = defaultCommands,
): Promise<number> {
  const [name, ...rest] = argv;
  const find = (commandName: string) => commands.find((c) => c.name === commandName);
  try {
    if (name === undefined || name === '--help' || name === '-h' || (name === 'help' && rest.length === 0)) {
      context.io.out(overview(commands, context));
      return name === undefined ? EXIT_BAD_INPUT : 0;
    }
    if (name === 'help') {
      const command = find(rest[0] as string);
      if (!command) throw new UsageError(`unknown command '${rest[0]}'; commands: ${commands.map((c) => c.name).join(', ')}`);
      context.io.out(helpFor(command));
      return 0;
    }
    const command = find(name);
    if (!command) throw new UsageError(`unknown command '${name}'; commands: ${commands.map((c) => c.name).join(', ')}`);
    if (rest.includes('--help') || rest.includes('-h')) {
      context.io.out(helpFor(command));
      return 0;
    }
    return await command.run(rest, context);
  } catch (error) {
    if (error instanceof UsageError) {
      context.io.err(`tabula: ${error.message}`);
      return EXIT_BAD_INPUT;
    }
    throw error;
  }
}
