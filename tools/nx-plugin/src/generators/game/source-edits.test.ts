import { createTreeWithEmptyWorkspace } from '@nx/devkit/testing';
import { describe, expect, it } from 'vitest';
import { addTsconfigReference, insertArrayEntry, insertImports, matchingBracket } from './source-edits.cjs';

const entry = ['{', "  id: 'x',", '}'];

describe('insertImports', () => {
  it('adds lines after the last import, also a multi-line one', () => {
    const source = "import { a } from 'a';\nimport {\n  b,\n  c,\n} from 'b';\n\nexport const x = [a, b, c];\n";
    expect(insertImports(source, ["import { d } from 'd';"])).toBe(
      "import { a } from 'a';\nimport {\n  b,\n  c,\n} from 'b';\nimport { d } from 'd';\n\nexport const x = [a, b, c];\n",
    );
  });

  it('adds them at the top of a module without imports', () => {
    expect(insertImports('export {};\n', ["import 'x';"])).toBe("import 'x';\nexport {};\n");
  });
});

describe('insertArrayEntry', () => {
  it('fills an empty array', () => {
    expect(insertArrayEntry('const list: T[] = [\n];\n', 'list', entry)).toBe("const list: T[] = [\n  {\n    id: 'x',\n  },\n];\n");
    expect(insertArrayEntry('const list = [];\n', 'list', entry)).toBe("const list = [\n  {\n    id: 'x',\n  },\n];\n");
  });

  it('appends after the last element, adding its missing comma, skipping brackets in strings and comments', () => {
    const source = "const list = [\n  { id: 'a', note: ']' }, // ]\n  /* ] */ { id: 'b' }\n];\nconst other = [];\n";
    expect(insertArrayEntry(source, 'list', entry)).toBe(
      "const list = [\n  { id: 'a', note: ']' }, // ]\n  /* ] */ { id: 'b' },\n  {\n    id: 'x',\n  },\n];\nconst other = [];\n",
    );
  });

  it('keeps a trailing comment after the last element', () => {
    expect(insertArrayEntry("const list = [\n  a // the first\n];\n", 'list', entry)).toBe(
      "const list = [\n  a, // the first\n  {\n    id: 'x',\n  },\n];\n",
    );
  });

  it('says so when the array is not there', () => {
    expect(() => insertArrayEntry('export {};\n', 'list', entry, 'registry.ts')).toThrow('Cannot find `const list = [` in registry.ts');
  });

  it('matches brackets', () => {
    expect(matchingBracket('[a, [b], `]`, "]"]', 0)).toBe(17);
    expect(matchingBracket('[a, (b]', 0)).toBe(-1);
  });
});

describe('addTsconfigReference', () => {
  const multiLine = '{\n  "include": ["src/**/*.ts"],\n  "references": [\n    {\n      "path": "../a"\n    }\n  ]\n}\n';

  it('prepends or appends in the nx sync layout, leaving the rest of the file alone', () => {
    const tree = createTreeWithEmptyWorkspace();
    tree.write('first.json', multiLine);
    tree.write('last.json', multiLine);
    addTsconfigReference(tree, 'first.json', '../b', 'first');
    addTsconfigReference(tree, 'last.json', './b', 'last');
    expect(tree.read('first.json', 'utf-8')).toBe(
      '{\n  "include": ["src/**/*.ts"],\n  "references": [\n    {\n      "path": "../b"\n    },\n    {\n      "path": "../a"\n    }\n  ]\n}\n',
    );
    expect(tree.read('last.json', 'utf-8')).toBe(
      '{\n  "include": ["src/**/*.ts"],\n  "references": [\n    {\n      "path": "../a"\n    },\n    {\n      "path": "./b"\n    }\n  ]\n}\n',
    );
  });

  it('handles one-line, empty and missing reference lists, and never adds a reference twice', () => {
    const tree = createTreeWithEmptyWorkspace();
    tree.write('one.json', '{\n  "references": [{ "path": "./a" }]\n}\n');
    tree.write('empty.json', '{\n  "references": []\n}\n');
    tree.write('none.json', '{\n  "files": []\n}\n');
    addTsconfigReference(tree, 'one.json', './b', 'last');
    addTsconfigReference(tree, 'one.json', 'b', 'last');
    addTsconfigReference(tree, 'empty.json', './b', 'last');
    addTsconfigReference(tree, 'none.json', './b', 'last');
    addTsconfigReference(tree, 'missing.json', './b', 'last');
    expect(tree.read('one.json', 'utf-8')).toBe('{\n  "references": [{ "path": "./a" }, { "path": "./b" }]\n}\n');
    for (const file of ['empty.json', 'none.json']) {
      expect(JSON.parse(tree.read(file, 'utf-8') as string).references).toEqual([{ path: './b' }]);
    }
    expect(tree.exists('missing.json')).toBe(false);
  });
});
