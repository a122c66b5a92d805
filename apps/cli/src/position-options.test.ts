import { describe, expect, it } from 'vitest';
import { registry } from '@tabula/games';
import { runCaptured, type CapturedRun } from './testing/run-captured.js';

// README: "Every position-taking command also accepts --seed, --setup0 and --setup1". Each command is
// run with each option on Stratego (the game with a set-up phase) and held to one meaning: the
// position the options describe is the one `tabula start` prints for the same options.

const run = (...argv: string[]): Promise<CapturedRun> => runCaptured(argv, registry);

/** The stdout of a run that must succeed. */
async function out(...argv: string[]): Promise<string[]> {
  const result = await run(...argv);
  expect(result.err).toEqual([]);
  expect(result.code).toBe(0);
  return result.out;
}

// docs/notation.md's example setup (red's, from its own seat) and the same letters for blue.
const SETUP = 'SPBBSSPNJT/JOLYMGLOJT/SBSLLPPBSN/BFBNNTTNSS';

/** Red's four ranks and blue's four ranks of a Stratego position text. */
function halves(position: string): { red: string; blue: string } {
  const ranks = (position.split(' ')[0] as string).split('/');
  return { red: ranks.slice(0, 4).join('/'), blue: ranks.slice(6).join('/') };
}

/** Runs every position-taking command on the position `options` describe (`apply` plays one move). */
const commandsOnPosition: readonly (readonly [string, (options: string[]) => Promise<CapturedRun>])[] = [
  ['start', (options) => run('start', 'stratego', ...options)],
  ['moves', (options) => run('moves', 'stratego', ...options)],
  ['apply', async (options) => run('apply', 'stratego', ...options, (await run('moves', 'stratego', ...options)).out[0] ?? 'A4-A5')],
  ['perft', (options) => run('perft', 'stratego', '2', ...options)],
  ['divide', (options) => run('divide', 'stratego', '1', ...options)],
  ['check', (options) => run('check', 'stratego', ...options)],
];

const startOptions: readonly (readonly [string, string[]])[] = [
  ['--seed', ['--seed', '3']],
  ['--setup0', ['--setup0', SETUP]],
  ['--setup1', ['--setup1', SETUP]],
  ['--setup0 and --setup1', ['--setup0', SETUP, '--setup1', SETUP]],
];

describe('position options (Stratego)', () => {
  it('start: --seed draws the setups, --setup0/--setup1 give red’s and blue’s', async () => {
    const [three] = await out('start', 'stratego', '--seed', '3');
    const [four] = await out('start', 'stratego', '--seed', '4');
    expect(three).not.toBe(four);
    expect(await out('start', 'stratego')).toEqual(await out('start', 'stratego', '--seed', '1'));
    const [red3] = await out('start', 'stratego', '--setup0', SETUP, '--seed', '3');
    const [red4] = await out('start', 'stratego', '--setup0', SETUP, '--seed', '4');
    expect(halves(red3 as string).red).toBe(halves(red4 as string).red);
    expect(halves(red3 as string).blue).not.toBe(halves(red4 as string).blue);
    const [blue3] = await out('start', 'stratego', '--setup1', SETUP, '--seed', '3');
    const [blue4] = await out('start', 'stratego', '--setup1', SETUP, '--seed', '4');
    expect(halves(blue3 as string).blue).toBe(halves(blue4 as string).blue);
    expect(halves(blue3 as string).red).not.toBe(halves(blue4 as string).red);
  });

  it('start --position prints that position canonically', async () => {
    const [position] = (await out('start', 'stratego', '--seed', '3')) as [string];
    expect(await out('start', 'stratego', '--position', `  ${position.replace(' r ', '   r  ')} `)).toEqual([position]);
  });

  describe.each(commandsOnPosition)('%s', (name, onPosition) => {
    // `check` needs something to check: --seed alone describes a start that is valid by construction,
    // so it is refused (below); with a setup it draws the other one, as everywhere.
    const options = name === 'check' ? startOptions.filter(([option]) => option !== '--seed') : startOptions;
    it.each(options)('with %s answers as on the position `tabula start` prints for it', async (_option, options) => {
      const [position] = (await out('start', 'stratego', ...options)) as [string];
      const withOptions = await onPosition(options);
      expect(withOptions).toMatchObject({ code: 0, err: [] });
      expect(withOptions).toEqual(await onPosition(['--position', position]));
    });

    it('refuses --position with --seed or a setup, which would change nothing', async () => {
      const [position] = (await out('start', 'stratego')) as [string];
      for (const extra of [['--seed', '3'], ['--setup0', SETUP], ['--setup1', SETUP]]) {
        const refused = await onPosition(['--position', position, ...extra]);
        expect(refused).toMatchObject({ code: 2, out: [] });
        expect(refused.err).toEqual([`tabula: --position excludes ${extra[0]}: it builds a start position, --position replaces it`]);
      }
    });
  });

  it.each([
    [['start', 'stratego', '--position', 'x', '--seed', '3'], /^tabula: --position excludes --seed: it builds a start position/],
    [['moves', 'stratego', '--position', 'x', '--setup0', SETUP, '--setup1', SETUP], /^tabula: --position excludes --setup0 and --setup1: they build/],
    [['perft', 'stratego', '1', '--seed', '3', '--setup0', SETUP, '--setup1', SETUP], /^tabula: --seed draws the setups not given, but --setup0 and --setup1 give both$/],
    [['divide', 'stratego', '1', '--setup0', 'SPBB'], /^tabula: --setup0: /],
    [['check', 'stratego', '--setup1', SETUP.replace('F', 'S')], /^tabula: --setup1: ST-1: an army has 8 × scout \(S\), this setup 9$/],
    [['check', 'stratego', '--seed', '3'], /^tabula: check: nothing to check: --position TEXT is required/],
    [['check', 'stratego'], /^tabula: check: nothing to check/],
  ])('refuses %j with one line on stderr, exit 2', async (argv, message) => {
    const result = await run(...argv);
    expect(result).toMatchObject({ code: 2, out: [] });
    expect(result.err).toHaveLength(1);
    expect(result.err[0]).toMatch(message);
  });
});

describe('position options on a game with a fixed start (Jungle)', () => {
  it.each([
    ['start', []],
    ['moves', []],
    ['apply', ['A1']],
    ['perft', ['1']],
    ['divide', ['1']],
    ['check', []],
  ])('%s refuses --seed, --setup0 and --setup1, which could change nothing', async (command, rest) => {
    for (const option of ['--seed', '--setup0', '--setup1']) {
      const argv = command === 'perft' || command === 'divide' ? [command, 'jungle', ...rest, option, '1'] : [command, 'jungle', option, '1', ...rest];
      const result = await run(...argv);
      expect(result).toMatchObject({ code: 2, out: [] });
      expect(result.err).toEqual([`tabula: jungle has no set-up phase, so ${option} would change nothing; it applies to games with one (Stratego)`]);
    }
  });
});
