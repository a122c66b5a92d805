#!/usr/bin/env node
// The `tabula` command runs the compiled CLI: plain JavaScript starts in well under a second, which
// tools that call `tabula moves` in a loop depend on.
import { existsSync } from 'node:fs';

const main = new URL('../dist/main.js', import.meta.url);
if (!existsSync(main)) {
  process.stderr.write('tabula: the CLI is not built yet; run `npm run build` (or `npm start`) in the repository first\n');
  process.exit(2);
}
await import(main.href);
