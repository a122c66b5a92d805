import { parseJson, type Tree } from '@nx/devkit';

/**
 * Small, formatting-preserving text edits for the files the game generator touches. They change only
 * what they add, so a hand-formatted registry or tsconfig keeps its look (and its comments).
 */

/** Index just past the statement `import … ;` that ends last at the top of `source`, or 0. */
function endOfImports(source: string): number {
  let end = 0;
  // `import … from '…';` and `import '…';`, also spread over several lines (no `;` inside an import).
  for (const match of source.matchAll(/^import\b[^;]*;[^\S\n]*(\/\/[^\n]*)?/gm)) end = match.index + match[0].length;
  return end;
}

/** Adds import lines after the last import of a module (or at its top). */
export function insertImports(source: string, lines: readonly string[]): string {
  const end = endOfImports(source);
  const text = lines.join('\n');
  return end === 0 ? `${text}\n${source}` : `${source.slice(0, end)}\n${text}${source.slice(end)}`;
}

/**
 * Index of the bracket that closes the one at `open`, skipping strings, template literals and comments.
 * Returns -1 when it is not closed.
 */
export function matchingBracket(source: string, open: number): number {
  const closers: Record<string, string> = { '[': ']', '(': ')', '{': '}' };
  const stack: string[] = [];
  for (let i = open; i < source.length; i++) {
    const ch = source[i] as string;
    if (ch === '/' && source[i + 1] === '/') {
      i = source.indexOf('\n', i);
      if (i < 0) return -1;
    } else if (ch === '/' && source[i + 1] === '*') {
      i = source.indexOf('*/', i + 2) + 1;
      if (i <= 0) return -1;
    } else if (ch === "'" || ch === '"' || ch === '`') {
      for (i++; i < source.length && source[i] !== ch; i++) if (source[i] === '\\') i++;
    } else if (ch in closers) stack.push(closers[ch] as string);
    else if (ch === ']' || ch === ')' || ch === '}') {
      if (stack.pop() !== ch) return -1;
      if (stack.length === 0) return i;
    }
  }
  return -1;
}

/**
 * Appends an element (given as lines, without the trailing comma) to the array literal that initialises
 * `const <name>` in `source`, indented two spaces inside it, with a trailing comma.
 */
export function insertArrayEntry(source: string, name: string, entry: readonly string[], file = 'the file'): string {
  const declaration = new RegExp(`\\bconst\\s+${name}\\b[^=]*=\\s*\\[`).exec(source);
  if (!declaration) throw new Error(`Cannot find \`const ${name} = [\` in ${file}: add the entry by hand.`);
  const open = declaration.index + declaration[0].length - 1;
  const close = matchingBracket(source, open);
  if (close < 0) throw new Error(`The array \`${name}\` in ${file} is not closed: add the entry by hand.`);

  const lineStart = source.lastIndexOf('\n', close) + 1;
  const closingIndent = source.slice(lineStart, close);
  const closeOnOwnLine = /^[^\S\n]*$/.test(closingIndent) && lineStart > open;
  const indent = `${closeOnOwnLine ? closingIndent : ''}  `;
  const block = entry.map((line) => `${indent}${line}`).join('\n');

  // A comma after the current last element, unless there is none or it already has one.
  let body = source.slice(open + 1, closeOnOwnLine ? lineStart : close);
  const trimmed = stripTrailingComments(body).trimEnd();
  if (trimmed.length > 0 && !trimmed.endsWith(',')) body = `${trimmed},${body.slice(trimmed.length)}`;
  if (!body.endsWith('\n')) body = `${body.trimEnd()}\n`;
  const after = closeOnOwnLine ? source.slice(lineStart) : `${source.slice(close)}`;
  return `${source.slice(0, open + 1)}${body}${block},\n${after}`;
}

/** Removes `//` comments at the end of the text (each on a line of its own or after code). */
function stripTrailingComments(text: string): string {
  let result = text;
  for (;;) {
    const trimmed = result.trimEnd();
    const lastLine = trimmed.slice(trimmed.lastIndexOf('\n') + 1);
    const comment = lastLine.indexOf('//');
    if (comment < 0 || /['"`]/.test(lastLine.slice(0, comment))) return result;
    result = trimmed.slice(0, trimmed.length - lastLine.length + comment);
  }
}

/**
 * Adds a project reference to a tsconfig file, as `nx sync` writes them (`{ "path": … }` objects, one per
 * line group). `first` puts it before the others (as the sync does for dependencies), `last` after them.
 * Does nothing if the file is missing or already has the reference.
 */
export function addTsconfigReference(tree: Tree, file: string, path: string, position: 'first' | 'last'): void {
  const source = tree.read(file, 'utf-8');
  if (source === null) return;
  const json = parseJson<{ references?: { path: string }[] }>(source);
  const normalise = (p: string) => p.replace(/^\.\//, '').replace(/\/$/, '');
  if (json.references?.some((ref) => normalise(ref.path) === normalise(path))) return;

  const item = (indent: string) => `${indent}{\n${indent}  "path": ${JSON.stringify(path)}\n${indent}}`;
  const found = /"references"\s*:\s*\[/.exec(source);
  if (!found) {
    // No references yet: add the property before the closing brace of the object.
    const close = source.lastIndexOf('}');
    const before = source.slice(0, close).trimEnd();
    tree.write(file, `${before},\n  "references": [\n${item('    ')}\n  ]\n${source.slice(close)}`);
    return;
  }
  const open = found.index + found[0].length - 1;
  const close = matchingBracket(source, open);
  const inner = source.slice(open + 1, close);
  if (inner.trim() === '') {
    tree.write(file, `${source.slice(0, open + 1)}\n${item('    ')}\n  ${source.slice(close)}`);
    return;
  }
  const indent = /\n([^\S\n]*)\{/.exec(inner)?.[1] ?? (inner.includes('\n') ? '    ' : '');
  if (!inner.includes('\n')) {
    // One-line array: stay on one line.
    const ref = `{ "path": ${JSON.stringify(path)} }`;
    const updated = position === 'first' ? `${ref}, ${inner.trim()}` : `${inner.trim()}, ${ref}`;
    tree.write(file, `${source.slice(0, open + 1)}${updated}${source.slice(close)}`);
    return;
  }
  if (position === 'first') {
    tree.write(file, `${source.slice(0, open + 1)}\n${item(indent)},${inner}${source.slice(close)}`);
  } else {
    const body = inner.trimEnd();
    tree.write(file, `${source.slice(0, open + 1)}${body},\n${item(indent)}${inner.slice(body.length)}${source.slice(close)}`);
  }
}
