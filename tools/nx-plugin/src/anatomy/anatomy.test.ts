import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { anatomyProblems, entryNames, readAnatomy } from './anatomy.js';

/**
 * docs/anatomy.md's tables against the game folders on disk: every file a table requires is there,
 * and every file there is named by a table (the shared roles, or the game's own files). A file
 * renamed, added or moved without the page following fails here. The generator's tests hold a
 * generated game to the same check.
 */
const root = fileURLToPath(new URL('../../../../', import.meta.url));
const anatomy = readAnatomy(readFileSync(`${root}docs/anatomy.md`, 'utf8'));

/** The games: every engine project but the core that has a notation folder. */
const games = readdirSync(`${root}libs/engine`).filter((name) => name !== 'core' && existsSync(`${root}libs/notation/src/${name}`));

const listing = (folder: string) => entryNames(readdirSync(folder, { withFileTypes: true }).map((entry) => ({ name: entry.name, directory: entry.isDirectory() })));

describe('docs/anatomy.md', () => {
  it('names the shared roles of both folders', () => {
    expect(anatomy.engine.required).toEqual(expect.arrayContaining(['index.ts', 'game.ts', 'state.ts', 'rules.ts', 'search-hooks.ts', 'fast-perft.ts', 'search-board/']));
    expect(anatomy.notation.required).toEqual(expect.arrayContaining(['index.ts', 'position-text.ts', 'move-text.ts', 'conformance.test.ts']));
    expect(games).toEqual(expect.arrayContaining(['animal-chess', 'checkers61b', 'jungle', 'stratego', 'simple-chess']));
  });

  it('reports a missing required file and a file it does not name', () => {
    const present = [...anatomy.engine.required.filter((name) => name !== 'rules.ts'), 'helpers.ts'];
    expect(anatomyProblems(anatomy, 'jungle', 'engine', present)).toEqual({ missing: ['rules.ts'], unnamed: ['helpers.ts'] });
  });

  describe.each(games)('%s', (game) => {
    it.each([
      ['engine', `${root}libs/engine/${game}/src`],
      ['notation', `${root}libs/notation/src/${game}`],
    ] as const)('its %s folder has every required file and only files the page names', (folder, path) => {
      expect(anatomyProblems(anatomy, game, folder, listing(path))).toEqual({ missing: [], unnamed: [] });
    });
  });
});
