import { posix } from 'node:path';

/**
 * Finds the places where a file points at the project's rule book, notation or design anywhere but at
 * the repository's own `docs/`. The repository must stand on its own: those documents once lived beside
 * it, and a path to that folder, or a bare capitalised document name, reads fine in a comment but leads a
 * reader of a fresh clone nowhere.
 *
 * The names are assembled from parts so that this file does not itself contain what it looks for.
 */

/** What is wrong, and where. */
export interface DocReferenceProblem {
  /** Repository-relative path of the file, `/`-separated. */
  readonly file: string;
  /** 1-based line number. */
  readonly line: number;
  /** The reference as written. */
  readonly reference: string;
  readonly why: string;
}

/** The sibling folder the documents used to live in, as a relative path from the repository. */
const OUTSIDE_FOLDER = ['..', 'shared', ''].join('/');

/** The documents' old capitalised names, with any folder before them. */
const CAPITALISED_NAME = new RegExp(`(?:[\\w.-]+/)*(?:${['RULES', 'NOTATION', 'DESIGN'].join('|')})\\.md`, 'g');

/** `docs/<name>.md` written from the repository root (not as the tail of a longer relative path). */
const ROOT_DOCS_PATH = /(?<![\w./-])docs\/[\w-]+\.md/g;

/** A Markdown link's target: `[text](target)`. */
const MARKDOWN_LINK = /\]\(([^()\s]+)\)/g;

/**
 * Where the generator's templates end up, so that their relative links are checked from there:
 * `files/engine/README.md__tmpl__` becomes `libs/engine/<id>/README.md`.
 */
const TEMPLATE_HOMES: readonly (readonly [string, string])[] = [
  ['tools/nx-plugin/src/generators/game/files/engine/', 'libs/engine/generated-game/'],
  ['tools/nx-plugin/src/generators/game/files/notation/', 'libs/notation/src/generated-game/'],
];

const TEMPLATE_SUFFIX = '__tmpl__';

/** The path a file is read from by a person following its links: a template's generated path, else its own. */
export function linkHome(file: string): string {
  for (const [templates, home] of TEMPLATE_HOMES) {
    if (file.startsWith(templates)) return home + file.slice(templates.length).replace(new RegExp(`${TEMPLATE_SUFFIX}$`), '');
  }
  return file;
}

function isMarkdown(file: string): boolean {
  return /\.md$/.test(linkHome(file));
}

/** A relative link target resolved against the folder of `file`, or null for links that leave the tree. */
function resolveLink(file: string, target: string): string | null {
  const resolved = posix.normalize(posix.join(posix.dirname(linkHome(file)), target));
  return resolved.startsWith('../') ? null : resolved;
}

/** Link targets that are not files of the repository: web addresses, mail, anchors in the same page. */
function isExternal(target: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('#');
}

/**
 * The problems in one file's text. `exists` says whether a repository-relative path is a file of the
 * repository. Checked: any path into the old sibling folder; any capitalised document name that does
 * not name a file of the repository; any `docs/<name>.md` that does not exist; and, in Markdown, any
 * relative link to a `.md` file that does not resolve to one.
 */
export function docReferenceProblems(file: string, text: string, exists: (path: string) => boolean): DocReferenceProblem[] {
  const problems: DocReferenceProblem[] = [];
  const lines = text.split('\n');
  lines.forEach((content, index) => {
    const reported = new Set<string>();
    // A Markdown link often names its target twice (`[docs/rules.md](docs/rules.md)`): report it once.
    const report = (reference: string, why: string) => {
      if (reported.has(reference + why)) return;
      reported.add(reference + why);
      problems.push({ file, line: index + 1, reference, why });
    };
    if (content.includes(OUTSIDE_FOLDER)) report(OUTSIDE_FOLDER, 'points outside the repository; cite docs/rules.md, docs/notation.md or docs/design.md');
    for (const [name] of content.matchAll(CAPITALISED_NAME)) {
      const fromHere = posix.normalize(posix.join(posix.dirname(linkHome(file)), name));
      if (!exists(posix.normalize(name)) && !exists(fromHere)) report(name, 'names a document the repository does not have; the documents are docs/rules.md, docs/notation.md and docs/design.md');
    }
    for (const [path] of content.matchAll(ROOT_DOCS_PATH)) {
      if (!exists(path)) report(path, 'names a file of docs/ that does not exist');
    }
    if (!isMarkdown(file)) return;
    for (const [, rawTarget] of content.matchAll(MARKDOWN_LINK)) {
      const target = (rawTarget as string).replace(/#.*$/, '');
      if (isExternal(rawTarget as string) || !target.endsWith('.md')) continue;
      const resolved = resolveLink(file, target);
      if (resolved === null || !exists(resolved)) report(target, `is a link from ${linkHome(file)} to a document that does not exist there`);
    }
  });
  return problems;
}

/** One line per problem, for a test failure that says where to look. */
export function describeProblems(problems: readonly DocReferenceProblem[]): string {
  return problems.map((p) => `${p.file}:${p.line}: '${p.reference}' ${p.why}`).join('\n');
}
