import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRng, type BoardPicture } from '@tabula/engine-core';
import { registry, sideHues } from '@tabula/games';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTerminal } from '../testing/terminal-session.js';
import { transpileFolder } from '../testing/transpile-folder.js';
import { renderBoard } from './board-render.js';

let folder: string;

/** Every game's start as its first player sees it, with its seats' names and colours. */
const boards = registry.list().map((entry) => {
  const start = entry.game.start(createRng(1));
  const picture: BoardPicture = entry.game.picture(entry.game.hiddenInformation ? entry.game.view(start, 0) : start);
  return { id: entry.id, picture, playerNames: entry.game.playerNames, sideHues: sideHues(entry) };
});

beforeAll(() => {
  // Inside the cli's node_modules, so the drawing finds the cli's own packages (string-width) from there.
  const modules = fileURLToPath(new URL('../../node_modules/', import.meta.url));
  mkdirSync(modules, { recursive: true });
  folder = mkdtempSync(join(modules, '.tabula-board-'));
  transpileFolder(fileURLToPath(new URL('./', import.meta.url)), join(folder, 'terminal'));
  writeFileSync(join(folder, 'boards.json'), JSON.stringify(boards));
  writeFileSync(
    join(folder, 'print-boards.mjs'),
    `import { readFileSync } from 'node:fs';
     import { renderBoard } from './terminal/board-render.js';
     for (const { id, picture, playerNames, sideHues } of JSON.parse(readFileSync(new URL('./boards.json', import.meta.url), 'utf8'))) {
       for (const pieces of ['letters', 'symbols']) {
         console.log(id);
         for (const line of renderBoard(picture, { color: true, pieces, playerNames, sideHues, width: 79 })) console.log(line);
       }
     }`,
  );
});

afterAll(() => rmSync(folder, { recursive: true, force: true }));

it('draws every game in colour in a real terminal, reading there exactly as its plain drawing', async () => {
  const session = startTerminal(process.execPath, [join(folder, 'print-boards.mjs')], { cols: 80, rows: 24 });
  await expect(session.exited).resolves.toBe(0);
  const plain = boards.flatMap(({ id, picture, playerNames, sideHues: hues }) =>
    (['letters', 'symbols'] as const).flatMap((pieces) => [id, ...renderBoard(picture, { color: false, pieces, playerNames, sideHues: hues, width: 79 })]),
  );
  expect(session.transcript()).toBe(plain.map((line) => line.trimEnd()).join('\n'));
});
