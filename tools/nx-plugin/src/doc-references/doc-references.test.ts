import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { describeProblems, docReferenceProblems, linkHome } from './doc-references.js';

const workspaceRoot = fileURLToPath(new URL('../../../../', import.meta.url));

/** Every tracked file, as git lists it: what a fresh clone has. */
function trackedFiles(): string[] {
  const listing = execFileSync('git', ['ls-files', '-z'], { cwd: workspaceRoot, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  return listing.split('\0').filter((file) => file !== '' && existsSync(`${workspaceRoot}${file}`));
}

// The old names and a missing document are assembled so that this file does not trip the check it runs.
const OLD_RULES = ['RULES', 'md'].join('.');
const OLD_FOLDER = ['..', 'shared'].join('/');
const MISSING_DOC = ['docs', 'notes.md'].join('/');

describe('the repository cites its own documents (docs/rules.md, docs/notation.md, docs/design.md)', () => {
  const files = trackedFiles();
  const tracked = new Set(files);

  it('holds the three documents', () => {
    expect(['docs/rules.md', 'docs/notation.md', 'docs/design.md'].filter((doc) => !tracked.has(doc))).toEqual([]);
  });

  it('no tracked file points outside the repository or at a document path that does not exist', () => {
    const problems = files.flatMap((file) => {
      const text = readFileSync(`${workspaceRoot}${file}`, 'utf8');
      // Binary files hold no references worth reading.
      return text.includes('\0') ? [] : docReferenceProblems(file, text, (path) => tracked.has(path));
    });
    expect(describeProblems(problems)).toBe('');
  });
});

describe('docReferenceProblems', () => {
  const repository = new Set(['docs/rules.md', 'docs/notation.md', 'libs/engine/jungle/README.md']);
  const exists = (path: string) => repository.has(path);
  const references = (file: string, text: string) => docReferenceProblems(file, text, exists).map((p) => [p.line, p.reference]);

  it('flags a path into the old sibling folder, in any file', () => {
    expect(references('libs/engine/jungle/src/game.ts', `// see ${OLD_FOLDER}/${OLD_RULES} §3`)).toEqual([
      [1, `${OLD_FOLDER}/`],
      [1, `${OLD_FOLDER}/${OLD_RULES}`],
    ]);
  });

  it('flags a bare capitalised document name, which the repository does not have', () => {
    expect(references('libs/engine/jungle/src/game.ts', `/**\n * Jungle, ${OLD_RULES} §3.\n */`)).toEqual([[2, OLD_RULES]]);
  });

  it('accepts docs/ paths that exist and flags those that do not', () => {
    expect(references('apps/cli/src/cli.ts', `'text as in docs/notation.md, see ${MISSING_DOC}'`)).toEqual([[1, MISSING_DOC]]);
  });

  it('resolves Markdown links from the file that holds them', () => {
    const readme = 'libs/engine/jungle/README.md';
    expect(references(readme, 'as [docs/rules.md](../../../docs/rules.md#3-jungle--jungle-seed-002) states')).toEqual([]);
    expect(references(readme, 'as [docs/rules.md](../../docs/rules.md) states')).toEqual([[1, '../../docs/rules.md']]);
    expect(references('README.md', '[web](https://example.org/a.md), [jungle](libs/engine/jungle/README.md)')).toEqual([]);
  });

  it("checks the generator's templates from where the generated files will stand", () => {
    const template = 'tools/nx-plugin/src/generators/game/files/engine/README.md__tmpl__';
    expect(linkHome(template)).toBe('libs/engine/generated-game/README.md');
    expect(references(template, 'Write the rules in [docs/rules.md](../../../docs/rules.md).')).toEqual([]);
    expect(references(template, 'Write the rules in [docs/rules.md](../../docs/rules.md).')).toEqual([[1, '../../docs/rules.md']]);
  });
});
