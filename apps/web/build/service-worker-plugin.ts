import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** What the service worker precaches: every file of one build, and the cache it keeps them in. */
export interface Precache {
  /** `tabula-` and a hash of the files' names and contents: a new build gets a cache of its own. */
  readonly cacheName: string;
  /** The files' paths relative to the site root (`index.html`, `assets/index-C3x9.js`), sorted. */
  readonly files: readonly string[];
}

/** One output file: its path relative to the output folder, and its contents. */
export interface BuiltFile {
  readonly name: string;
  readonly content: string | Uint8Array;
}

/** The service worker's own file, which is never precached (the browser checks it for updates itself). */
export const SERVICE_WORKER_FILE = 'sw.js';

/** Files the client never fetches, so they are not precached: source maps and dotfiles. */
function fetchedByTheClient(name: string): boolean {
  return name !== SERVICE_WORKER_FILE && !name.endsWith('.map') && !name.split('/').some((part) => part.startsWith('.'));
}

/**
 * The precache of a build: its files (without the service worker and source maps), and a cache name that
 * changes whenever any file's name or contents do, so that a new build replaces the old cache.
 */
export function precacheOf(built: readonly BuiltFile[]): Precache {
  const files = built.filter((file) => fetchedByTheClient(file.name)).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(`${file.name}\0`);
    hash.update(file.content);
    hash.update('\0');
  }
  return { cacheName: `tabula-${hash.digest('hex').slice(0, 16)}`, files: files.map((file) => file.name) };
}

/** The text of `sw.js`: the precache list, then the worker's code (build/service-worker.js). */
export function serviceWorkerSource(precache: Precache, code: string): string {
  return `const PRECACHE = ${JSON.stringify(precache, null, 2)};\n\n${code}`;
}

/** Every file under `folder` (the public folder, copied to the output as it is), with paths relative to it. */
function filesUnder(folder: string): BuiltFile[] {
  let entries;
  try {
    entries = readdirSync(folder, { recursive: true, withFileTypes: true });
  } catch {
    return [];
  }
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      return { name: path.relative(folder, file).split(path.sep).join('/'), content: readFileSync(file) };
    });
}

/**
 * Writes `sw.js` into the build: the service worker (build/service-worker.js) that precaches every file of
 * the build — the hashed assets (the pages' chunks and the bots' worker), index.html, the public folder's
 * manifest and icons — so the local games work offline after the first visit. Runs after every other
 * plugin's generateBundle, once the bots' worker bundle has been added to the output.
 */
export function serviceWorker(): Plugin {
  let publicDir = '';
  const code = readFileSync(new URL('./service-worker.js', import.meta.url), 'utf8');
  return {
    name: 'tabula-service-worker',
    apply: 'build',
    configResolved(config) {
      publicDir = config.publicDir;
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const built: BuiltFile[] = Object.values(bundle).map((output) => ({
          name: output.fileName,
          content: output.type === 'chunk' ? output.code : output.source,
        }));
        const inBundle = new Set(built.map((file) => file.name));
        built.push(...(publicDir ? filesUnder(publicDir) : []).filter((file) => !inBundle.has(file.name)));
        this.emitFile({ type: 'asset', fileName: SERVICE_WORKER_FILE, source: serviceWorkerSource(precacheOf(built), code) });
      },
    },
  };
}
