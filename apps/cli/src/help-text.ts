import type { CliCommand } from './command.js';
import { collectionTitle, type Registry } from '@tabula/games';

/**
 * The short overview: one line per command and per game. `tabula` with no arguments prints it (and
 * exits 2: a missing command is bad input); the full help starts with it.
 */
export function overview(commands: readonly CliCommand[], registry: Registry): string {
  const width = Math.max(...commands.map((c) => c.name.length), 'help'.length);
  const games = registry.list();
  return [
    // The count is the registry's: a game added with the nx-plugin's generator is counted at once.
    `tabula — ${collectionTitle(games.length).toLowerCase()}, one rules engine`,
    '',
    'Usage: tabula COMMAND [ARGS…]      tabula help COMMAND for one command, tabula --help for all',
    '',
    'Commands:',
    ...commands.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`),
    `  ${'help'.padEnd(width)}  every command's full documentation, or one command's`,
    '',
    'Games:',
    ...(games.length ? games.map((g) => `  ${g.id.padEnd(14)} ${g.game.name} — ${g.meta.summary}`) : ['  (none registered)']),
    '',
    'Positions and moves are text as in docs/notation.md. Bad input prints one line on stderr and exits 2.',
  ].join('\n');
}

/** `tabula help COMMAND`: the synopsis, then the command's own text. */
export function commandHelp(command: CliCommand): string {
  return `Usage: ${command.usage}\n\n${command.help}`;
}

/**
 * `tabula --help` and `tabula help`: the overview, then every command's full help, built from the
 * same command objects as `tabula help COMMAND`, so the two cannot disagree.
 */
export function fullHelp(commands: readonly CliCommand[], registry: Registry): string {
  const sections = commands.map((command) => `${'─'.repeat(8)} tabula ${command.name}: ${command.summary}\n\n${commandHelp(command)}`);
  return [overview(commands, registry), ...sections].join('\n\n');
}
