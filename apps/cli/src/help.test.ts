import { describe, expect, it } from 'vitest';
import { commands } from './commands/index.js';
import { runCaptured } from './testing/run-captured.js';

// README: `tabula help`, `tabula --help` print "the full documentation of every command and option".

const fullHelp = async (...argv: string[]) => {
  const run = await runCaptured(argv);
  expect(run).toMatchObject({ code: 0, err: [] });
  return run.out.join('\n');
};

/** The part of the full help that documents one command: from its usage line to the next one. */
function sectionOf(text: string, usage: string): string {
  const start = text.indexOf(`Usage: ${usage}\n`);
  expect(start, `usage line of '${usage}'`).toBeGreaterThanOrEqual(0);
  const next = text.indexOf('\nUsage: ', start + 1);
  return text.slice(start, next === -1 ? undefined : next);
}

describe('tabula --help', () => {
  it('prints every command’s usage line and documents every option it declares', async () => {
    const text = await fullHelp('--help');
    for (const command of commands) {
      const section = sectionOf(text, command.usage);
      expect(section).toContain(command.help);
      for (const option of Object.keys(command.options ?? {})) {
        expect(section, `${command.name} --${option}`).toMatch(new RegExp(`^\\s+--${option}\\b`, 'm'));
      }
    }
  });

  it('starts with the overview: every command’s summary and the games', async () => {
    const text = await fullHelp('--help');
    const lines = text.split('\n');
    for (const command of commands) {
      expect(lines.some((line) => line.startsWith(`  ${command.name} `) && line.endsWith(` ${command.summary}`)), command.name).toBe(true);
    }
    expect(text).toMatch(/^ {2}help +every command's full documentation/m);
    expect(text).toMatch(/^ {2}tic-tac-toe +Tic-tac-toe \(test game\) — three in a row \(tests only\)$/m);
  });

  it('is what `tabula help` and `tabula -h` print', async () => {
    const text = await fullHelp('--help');
    expect(await fullHelp('help')).toBe(text);
    expect(await fullHelp('-h')).toBe(text);
  });

  it('gives every command that parses options their documentation in its own help', () => {
    for (const command of commands) {
      for (const option of Object.keys(command.options ?? {})) expect(command.help, `${command.name} --${option}`).toContain(`--${option}`);
    }
  });

  it('`tabula` alone prints only the short overview and exits 2', async () => {
    const run = await runCaptured([]);
    expect(run.code).toBe(2);
    const text = run.out.join('\n');
    expect(text).toContain('Commands:');
    expect(text).not.toContain('Usage: tabula start');
  });

  it('`tabula help COMMAND` and `COMMAND --help` print that command’s section alone', async () => {
    for (const command of commands) {
      const expected = `Usage: ${command.usage}\n\n${command.help}`;
      expect(await fullHelp('help', command.name)).toBe(expected);
      expect(await fullHelp(command.name, '--help')).toBe(expected);
    }
  });
});
