import type { CliCommand, CliContext } from './command.js';
import { EXIT_BAD_INPUT, UsageError } from './command.js';
import { commands as defaultCommands } from './commands/index.js';
import { commandHelp, fullHelp, overview } from './help-text.js';
import { EXIT_ONLINE_TROUBLE, OnlineTrouble } from './online/online-trouble.js';

/**
 * Runs `tabula` with its arguments and resolves to the process exit code. Bad input of any kind
 * (unknown game or command, malformed position, illegal move) prints exactly one line on stderr and
 * yields 2; an online command that meets trouble (no server, an unknown game, a taken seat) prints one
 * line and yields 1.
 */
export async function runCli(
  argv: readonly string[],
  context: CliContext,
  commands: readonly CliCommand[] = defaultCommands,
): Promise<number> {
  const [name, ...rest] = argv;
  const find = (commandName: string) => commands.find((c) => c.name === commandName);
  try {
    if (name === undefined) {
      context.io.out(overview(commands, context.registry));
      return EXIT_BAD_INPUT;
    }
    if (name === '--help' || name === '-h' || (name === 'help' && rest.length === 0)) {
      context.io.out(fullHelp(commands, context.registry));
      return 0;
    }
    if (name === 'help') {
      const command = find(rest[0] as string);
      if (!command) throw new UsageError(`unknown command '${rest[0]}'; commands: ${commands.map((c) => c.name).join(', ')}`);
      context.io.out(commandHelp(command));
      return 0;
    }
    const command = find(name);
    if (!command) throw new UsageError(`unknown command '${name}'; commands: ${commands.map((c) => c.name).join(', ')}`);
    // Words after a lone `--` are another program's (an engine's arguments for `tabula arena`).
    const own = rest.includes('--') ? rest.slice(0, rest.indexOf('--')) : rest;
    if (own.includes('--help') || own.includes('-h')) {
      context.io.out(commandHelp(command));
      return 0;
    }
    return await command.run(rest, context);
  } catch (error) {
    if (error instanceof UsageError) {
      context.io.err(`tabula: ${error.message}`);
      return EXIT_BAD_INPUT;
    }
    if (error instanceof OnlineTrouble) {
      context.io.err(`tabula: ${error.message}`);
      return EXIT_ONLINE_TROUBLE;
    }
    throw error;
  }
}
