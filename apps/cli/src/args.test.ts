import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { describe, expect, it } from 'vitest';
import { registry } from '@tabula/games';
import { parseCommandArgs } from './args.js';
import { runCaptured } from './testing/run-captured.js';

const missingFolder = join(tmpdir(), 'tabula-no-such-folder-4c1d');

describe('arguments a player got wrong are said in words', () => {
  it('a negative number is handed to its option, whose own check says what it takes', async () => {
    expect(parseCommandArgs('play', ['--delay', '-5'], { delay: { type: 'string' } }).values).toEqual({ delay: '-5' });
    const run = await runCaptured(['play', 'jungle', '--delay', '-5'], registry);
    expect(run).toEqual({ code: 2, out: [], err: ["tabula: --delay must be a whole number from 0 to 60000, got '-5'"] });
  });

  it('a board file that is not there is named, without the system code', async () => {
    const file = join(missingFolder, 'board.txt');
    const run = await runCaptured(['play', 'jungle', '--board', file], registry);
    expect(run).toEqual({ code: 2, out: [], err: [`tabula: play: the board file '${file}' is not there (no such file)`] });
  });

  it('a record to load that is not there is named, without the system code', async () => {
    const file = join(missingFolder, 'game.txt');
    const run = await runCaptured(['play', '--load', file], registry);
    expect(run).toEqual({ code: 2, out: [], err: [`tabula: play: the record '${file}' is not there (no such file)`] });
  });

  it('--save into a folder that is not there is refused before the game starts', async () => {
    const file = join(missingFolder, 'game.txt');
    const run = await runCaptured(['play', 'jungle', '--mode', 'm2m', '--save', file], registry);
    expect(run).toEqual({ code: 2, out: [], err: [`tabula: play: cannot save to '${file}': the folder '${missingFolder}' is not there`] });
  });
});
