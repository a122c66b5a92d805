import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

/**
 * Transpiles a source folder's modules (not its tests) to JavaScript in `target`, so a child process
 * in a terminal can run them straight from the TypeScript source, without a build. Types are dropped,
 * not checked; type-only imports of other packages vanish, so this suits modules that import values
 * only from their own folder and from Node.
 */
export function transpileFolder(source: string, target: string): void {
  mkdirSync(target, { recursive: true });
  writeFileSync(join(target, 'package.json'), '{ "type": "module" }\n');
  for (const file of readdirSync(source).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))) {
    const { outputText } = ts.transpileModule(readFileSync(join(source, file), 'utf8'), {
      compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
      fileName: file,
    });
    writeFileSync(join(target, file.replace(/\.ts$/, '.js')), outputText);
  }
}
