import nx from '@nx/eslint-plugin';
import { existsSync, readdirSync } from 'node:fs';

/**
 * One flat config for the whole workspace. Project boundaries follow docs/design.md's table exactly, with
 * no catch-all: a project without a matching tag may depend on nothing.
 */
export const boundaryRule = {
  '@nx/enforce-module-boundaries': [
    'error',
    {
      enforceBuildableLibDependency: true,
      allow: ['^.*/eslint(\\.base)?\\.config\\.[cm]?[jt]s$'],
      depConstraints: [
        { sourceTag: 'type:engine-core', onlyDependOnLibsWithTags: [] },
        { sourceTag: 'type:engine-game', onlyDependOnLibsWithTags: ['type:engine-core'] },
        { sourceTag: 'type:notation', onlyDependOnLibsWithTags: ['type:engine-core', 'type:engine-game'] },
        { sourceTag: 'type:ai', onlyDependOnLibsWithTags: ['type:engine-core'] },
        { sourceTag: 'type:registry', onlyDependOnLibsWithTags: ['type:engine-core', 'type:engine-game', 'type:notation'] },
        { sourceTag: 'type:play', onlyDependOnLibsWithTags: ['type:engine-core', 'type:notation', 'type:ai', 'type:registry'] },
        { sourceTag: 'type:protocol', onlyDependOnLibsWithTags: ['type:engine-core', 'type:notation', 'type:registry', 'type:play'] },
        {
          sourceTag: 'type:app',
          onlyDependOnLibsWithTags: ['type:engine-core', 'type:engine-game', 'type:notation', 'type:ai', 'type:registry', 'type:play', 'type:protocol'],
        },
        {
          sourceTag: 'platform:pure',
          bannedExternalImports: ['express', 'express/*', 'react', 'react/*', 'react-dom', 'react-dom/*', 'better-sqlite3', 'ws'],
        },
      ],
    },
  ],
};

/** platform:pure: libraries run in the browser, a Web Worker and Node alike, so no Node built-ins. */
const pureImports = [
  { group: ['node:*'], message: 'Libraries are platform:pure: no Node built-ins (docs/design.md).' },
  {
    group: ['fs', 'fs/*', 'path', 'os', 'child_process', 'worker_threads', 'http', 'https', 'net', 'crypto', 'url', 'util', 'stream', 'events', 'buffer', 'process'],
    message: 'Libraries are platform:pure: no Node built-ins (docs/design.md).',
  },
];

/** The games: every folder of libs/notation/src that has an engine project of the same name. */
const notationGames = readdirSync(new URL('./libs/notation/src/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(new URL(`./libs/engine/${entry.name}/package.json`, import.meta.url)))
  .map((entry) => entry.name);

/**
 * A game's notation folder imports only its own engine and the core (docs/design.md): the notation
 * project may depend on every engine (the tags above), so this finer boundary is one rule per folder.
 * The folders are read from the disk, so a generated game gets its rule with no edit here.
 */
function ownEngineOnly(game) {
  const others = notationGames.filter((other) => other !== game);
  const escaped = game.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return {
    regex: `^(@tabula/engine-(?!core(/|$)|${escaped}(/|$))|@tabula/notation/(?!${escaped}$)|\\.\\./(${others.join('|')})(/|$))`,
    message: `libs/notation/src/${game} imports only its own engine (@tabula/engine-${game}) and @tabula/engine-core (docs/design.md).`,
  };
}

const notationFolderRules = notationGames.flatMap((game) => [
  {
    files: [`libs/notation/src/${game}/**/*.ts`],
    ignores: ['libs/**/*.test.ts', 'libs/**/*.bench.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...pureImports, ownEngineOnly(game)] }] },
  },
  {
    // Tests may read files (fixtures) with Node, but still reach no other game.
    files: [`libs/notation/src/${game}/**/*.test.ts`],
    rules: { 'no-restricted-imports': ['error', { patterns: [ownEngineOnly(game)] }] },
  },
]);

export default [
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  ...nx.configs['flat/javascript'],
  {
    ignores: ['**/dist', '**/out-tsc', '**/vite.config.*.timestamp*', '**/vitest.config.*.timestamp*', 'tools/boundary-fixtures/**'],
  },
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.jsx', '**/*.cjs', '**/*.mjs'],
    rules: {
      ...boundaryRule,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Libraries never reach for Math.random: randomness comes from the seeded Rng (docs/design.md).
    files: ['libs/**/*.ts'],
    ignores: ['libs/**/*.test.ts', 'libs/**/*.bench.ts'],
    rules: {
      'no-restricted-properties': ['error', { object: 'Math', property: 'random', message: 'Use the seeded Rng from @tabula/engine-core.' }],
      // (Nx's bannedExternalImports covers npm packages only; built-ins are banned here.)
      'no-restricted-imports': ['error', { patterns: pureImports }],
    },
  },
  // Later blocks replace the rule's options for their files, so each repeats the pure patterns.
  ...notationFolderRules,
];
