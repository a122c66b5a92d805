import nx from '@nx/eslint-plugin';

/**
 * One flat config for the whole workspace. Project boundaries follow DESIGN.md's table exactly, with
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
        {
          sourceTag: 'type:app',
          onlyDependOnLibsWithTags: ['type:engine-core', 'type:engine-game', 'type:notation', 'type:ai', 'type:registry'],
        },
        {
          sourceTag: 'platform:pure',
          bannedExternalImports: ['node:*', 'fs', 'path', 'os', 'child_process', 'worker_threads', 'http', 'https', 'net', 'crypto', 'express', 'react', 'react-dom', 'react-dom/*', 'react/*'],
        },
      ],
    },
  ],
};

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
    // Libraries never reach for Math.random: randomness comes from the seeded Rng (DESIGN.md).
    files: ['libs/**/*.ts'],
    ignores: ['libs/**/*.test.ts', 'libs/**/*.bench.ts'],
    rules: {
      'no-restricted-properties': ['error', { object: 'Math', property: 'random', message: 'Use the seeded Rng from @tabula/engine-core.' }],
    },
  },
];
