import { generateFiles, installPackagesTask, logger, names, readJson, updateJson, type GeneratorCallback, type Tree } from '@nx/devkit';
import { join } from 'node:path';
import { addTsconfigReference, insertImports, insertArrayEntry } from './source-edits.cjs';

/** Options of `nx g @tabula/nx-plugin:game` (schema.json). */
export interface GameGeneratorSchema {
  /** Registry id, e.g. `connect-four`. */
  id: string;
  /** Display name; default from the id (`Connect Four`). */
  name?: string;
  /** Board width, 2–26 (default 7). */
  files?: number;
  /** Board height, 2–99 (default 6). */
  ranks?: number;
  /** Stones in a row that win the starter game (default 4, at most the longer side). */
  line?: number;
  /** Prefix of the rule ids (default from the id, `CF` for `connect-four`). */
  rulePrefix?: string;
  /** Skip `npm install` (which links the new workspace package and updates package-lock.json). */
  skipInstall?: boolean;
}

/** Where the generator writes and edits, relative to the workspace root. */
export const paths = {
  engine: (id: string) => `libs/engine/${id}`,
  notation: (id: string) => `libs/notation/src/${id}`,
  notationPackage: 'libs/notation/package.json',
  gamesPackage: 'libs/games/package.json',
  registry: 'libs/games/src/registry.ts',
  rootTsconfig: 'tsconfig.json',
  notationTsconfig: 'libs/notation/tsconfig.lib.json',
  gamesTsconfig: 'libs/games/tsconfig.lib.json',
} as const;

/** Identifiers the generated engine exports besides the game object: the game's name must not clash. */
const ENGINE_EXPORTS = ['moveRefusal', 'completesLine', 'geometry', 'positionFrom', 'startState', 'statusOf', 'parsePosition', 'formatPosition', 'parseMove', 'formatMove'];
const RESERVED_WORDS = new Set(
  ('break case catch class const continue debugger default delete do else enum export extends false finally for function if ' +
    'import in instanceof new null return super switch this throw true try typeof var void while with yield let static ' +
    'implements interface package private protected public await arguments eval undefined').split(' '),
);

/** Everything the templates need, derived once from the options. */
export interface NormalizedGame {
  readonly id: string;
  readonly name: string;
  /** The game object's identifier, `connectFour`. */
  readonly prop: string;
  /** The type prefix, `ConnectFour` (`ConnectFourState`, `ConnectFourMove`). */
  readonly cls: string;
  readonly files: number;
  readonly ranks: number;
  readonly line: number;
  readonly prefix: string;
}

function fail(message: string): never {
  throw new Error(message);
}

/** Validates the options (schema.json says the same, but the generator is also called from code). */
export function normalizeOptions(tree: Tree, options: GameGeneratorSchema): NormalizedGame {
  const id = String(options.id ?? '').trim();
  if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(id)) {
    fail(`Game id '${id}' is not valid: use lower-case letters, digits and single dashes, starting with a letter (e.g. connect-four).`);
  }
  const where = existingGame(tree, id);
  if (where) fail(`A game '${id}' already exists (${where}). Pick another id, or remove the old game first.`);

  const { propertyName: prop, className: cls } = names(id);
  if (RESERVED_WORDS.has(prop) || ENGINE_EXPORTS.includes(prop) || ENGINE_EXPORTS.includes(`${prop}Notation`)) {
    fail(`Game id '${id}' would name the game object '${prop}', which is a reserved word or clashes with a generated export. Pick another id.`);
  }

  const files = options.files ?? 7;
  const ranks = options.ranks ?? 6;
  if (!Number.isInteger(files) || files < 2 || files > 26) fail(`--files must be a whole number from 2 to 26 (square names use the letters a–z), got ${files}.`);
  if (!Number.isInteger(ranks) || ranks < 2 || ranks > 99) fail(`--ranks must be a whole number from 2 to 99, got ${ranks}.`);
  const longest = Math.max(files, ranks);
  const line = options.line ?? Math.min(4, longest);
  if (!Number.isInteger(line) || line < 2 || line > longest) {
    fail(`--line must be a whole number from 2 to ${longest} (the longer side of a ${files}×${ranks} board), got ${line}.`);
  }

  const prefix = options.rulePrefix ?? defaultRulePrefix(id);
  if (!/^[A-Z][A-Z0-9]{0,3}$/.test(prefix)) fail(`--rulePrefix must be 1–4 upper-case letters or digits starting with a letter (e.g. CF), got '${prefix}'.`);

  const name = options.name?.trim() || id.split('-').map((word) => word[0]?.toUpperCase() + word.slice(1)).join(' ');
  return { id, name, prop, cls, files, ranks, line, prefix };
}

/** `connect-four` → `CF`, `gomoku` → `GO`, `nine-mens-morris` → `NMM`. */
export function defaultRulePrefix(id: string): string {
  const words = id.split('-');
  const letters = words.length > 1 ? words.map((word) => word[0]).join('').slice(0, 3) : id.slice(0, 2);
  const prefix = letters.toUpperCase();
  return /^[A-Z]/.test(prefix) ? prefix : `G${prefix}`.slice(0, 4);
}

/** Where a game with this id already shows, or null. */
function existingGame(tree: Tree, id: string): string | null {
  const exists = (path: string) => tree.exists(path) || tree.children(path).length > 0;
  if (exists(paths.engine(id))) return `${paths.engine(id)} exists`;
  if (exists(paths.notation(id))) return `${paths.notation(id)} exists`;
  const pkg = `@tabula/engine-${id}`;
  for (const file of [paths.notationPackage, paths.gamesPackage]) {
    if (tree.exists(file) && readJson<PackageJson>(tree, file).dependencies?.[pkg]) return `${file} already depends on ${pkg}`;
  }
  const registry = tree.read(paths.registry, 'utf-8');
  if (registry && new RegExp(`\\bid:\\s*['"]${id}['"]`).test(registry)) return `${paths.registry} already lists it`;
  return null;
}

interface PackageJson {
  dependencies?: Record<string, string>;
}

/** Texts of the starter game's notation that the generated tests expect. */
function notationExamples(game: NormalizedGame) {
  const emptyRow = String(game.files);
  const rows = (top: string, bottom: string) =>
    Array.from({ length: game.ranks }, (_, i) => (i === 0 ? top : i === game.ranks - 1 ? bottom : emptyRow)).join('/');
  const withStone = (stone: string) => `${stone}${game.files - 1}`;
  return {
    startRows: rows(emptyRow, emptyRow),
    startText: `${rows(emptyRow, emptyRow)} x 1`,
    afterA1Text: `${rows(emptyRow, withStone('X'))} o 1`,
    badRows: rows(withStone('Q'), emptyRow),
    startRowsWithO: rows(withStone('O'), emptyRow),
  };
}

/** The squares of the starter game that player 0 wins: a line along the longer side, player 1 one short beside it. */
export function winningGame(game: NormalizedGame): string[] {
  const name = (file: number, rank: number) => `${String.fromCharCode(97 + file)}${rank + 1}`;
  const alongFiles = game.files >= game.line;
  const row = (count: number, file: number, rank: number) =>
    Array.from({ length: count }, (_, i) => (alongFiles ? name(file + i, rank) : name(file, rank + i)));
  const mine = row(game.line, 0, 0);
  const theirs = alongFiles ? row(game.line - 1, 0, 1) : row(game.line - 1, 1, 0);
  return mine.flatMap((square, i) => (i < theirs.length ? [square, theirs[i] as string] : [square]));
}

/**
 * The golden record of {@link winningGame}, laid out as the notation's record writer does: numbered
 * moves joined into lines of at most 80 columns, a number never split from its move.
 */
export function goldenRecord(game: NormalizedGame): string {
  const moves = winningGame(game);
  const units = moves.flatMap((square, i) => (i % 2 === 0 ? [`${i / 2 + 1}. ${square}`] : [square]));
  units.push('1-0');
  const lines: string[] = [];
  for (const unit of units) {
    const last = lines[lines.length - 1];
    if (last !== undefined && last.length + 1 + unit.length <= 80) lines[lines.length - 1] = `${last} ${unit}`;
    else lines.push(unit);
  }
  const tags = [['Game', game.id], ['Result', '1-0'], ['Reason', 'line'], ['Date', '2025.05.17'], ['Player0', 'Ann'], ['Player1', 'Bo']];
  return `${tags.map(([tag, value]) => `[${tag} "${value}"]`).join('\n')}\n\n${lines.join('\n')}\n`;
}

/**
 * Perft counts of the empty start to depth 3: nobody can have a line before ply `2 × line − 1` ≥ 3, and a
 * board has at least four squares, so every ply until then places one stone on any empty square.
 */
function startPerft(game: NormalizedGame): number[] {
  const size = game.files * game.ranks;
  return [size, size * (size - 1), size * (size - 1) * (size - 2)];
}

/** A TypeScript single-quoted string literal. */
function quote(text: string): string {
  const escaped = text.replace(/\\/g, '\\\\');
  return text.includes("'") && !text.includes('"') ? `"${escaped}"` : `'${escaped.replace(/'/g, "\\'")}'`;
}

/**
 * `nx g @tabula/nx-plugin:game <id>`: a new game in every layer, laid out like the existing ones —
 * engine project `engine-<id>`, notation folder, dependencies, tsconfig references and a registry entry —
 * with a small working placement game that passes the conformance kit, for the developer to replace.
 */
export async function gameGenerator(tree: Tree, options: GameGeneratorSchema): Promise<GeneratorCallback> {
  const game = normalizeOptions(tree, options);
  for (const required of [paths.registry, paths.notationPackage, paths.gamesPackage]) {
    if (!tree.exists(required)) fail(`${required} is missing: run the generator from the Tabula workspace root.`);
  }
  const board = `${game.files}×${game.ranks}`;
  const substitutions = {
    ...game,
    ...notationExamples(game),
    board,
    size: game.files * game.ranks,
    lastFile: String.fromCharCode(96 + game.files),
    lastSquare: `${String.fromCharCode(96 + game.files)}${game.ranks}`,
    nameLiteral: quote(game.name),
    perftCounts: startPerft(game),
    goldenRecord: goldenRecord(game),
    // generateFiles reads `__name__` in a path as a substitution: these keep the folder's own name.
    fixtures: '__fixtures__',
    tmpl: '',
  };
  generateFiles(tree, join(__dirname, 'files', 'engine'), paths.engine(game.id), substitutions);
  generateFiles(tree, join(__dirname, 'files', 'notation'), paths.notation(game.id), substitutions);

  const pkg = `@tabula/engine-${game.id}`;
  for (const file of [paths.notationPackage, paths.gamesPackage]) {
    updateJson<PackageJson>(tree, file, (json) => ({ ...json, dependencies: { ...json.dependencies, [pkg]: '*' } }));
  }

  // Project references, as `nx sync` would add them (so `nx sync:check` stays green).
  addTsconfigReference(tree, paths.rootTsconfig, `./${paths.engine(game.id)}`, 'last');
  addTsconfigReference(tree, paths.notationTsconfig, `../engine/${game.id}/tsconfig.lib.json`, 'first');
  addTsconfigReference(tree, paths.gamesTsconfig, `../engine/${game.id}/tsconfig.lib.json`, 'first');

  const registry = tree.read(paths.registry, 'utf-8') as string;
  const withImports = insertImports(registry, [
    `import { ${game.prop} } from '${pkg}';`,
    `import { ${game.prop}Notation } from '@tabula/notation/${game.id}';`,
  ]);
  // Every game picker shows summary and origin: they say plainly that they are placeholders, so that
  // neither a developer nor a reviewer takes them for the real game's words.
  const summary = `Placeholder, replace it: starter rules, stones placed in turn on a ${board} board, ${game.line} in a row wins.`;
  const origin = `Placeholder, replace it: where ${game.name} comes from (made by nx g @tabula/nx-plugin:game).`;
  const entry = [
    '{',
    `  id: '${game.id}',`,
    `  game: ${game.prop},`,
    `  notation: ${game.prop}Notation,`,
    '  meta: {',
    `    summary: ${quote(summary)},`,
    `    board: '${board}',`,
    `    origin: ${quote(origin)},`,
    // Written out although they are the defaults, so the developer sees both choices in the entry.
    `    sideHues: ['red', 'blue'],`,
    '    captures: false,',
    '  },',
    '}',
  ];
  tree.write(paths.registry, insertArrayEntry(withImports, 'gameEntries', entry, paths.registry));

  return () => {
    if (options.skipInstall) {
      logger.info(`Run \`npm install\` to link ${pkg} into node_modules and record it in package-lock.json.`);
    } else {
      // A new workspace package: npm links it and records it in package-lock.json (npm ci needs that).
      installPackagesTask(tree, true);
    }
    logger.info(`Next: npx nx run-many -t test typecheck lint -p engine-${game.id} notation games — then replace the starter rules (see ${paths.engine(game.id)}/README.md).`);
    // The workspace's own tests hold every game to its documents: say so before they fail.
    logger.info(`npm test stays red until the game is documented: README.md "Adding a game" lists every place (the rule book section and reasons, docs/notation.md, the README games table, the registry's summary and origin).`);
  };
}

export default gameGenerator;
