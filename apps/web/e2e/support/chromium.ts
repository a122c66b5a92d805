import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A Chromium that can be started: its binary and the environment it must run with. */
export interface UnpackedChromium {
  readonly executablePath: string;
  /** Variables to add to the browser's environment (its own libraries and fonts). */
  readonly env: Readonly<Record<string, string>>;
}

// The npm package @sparticuz/chromium ships a headless Chromium as Brotli archives (~65 MB) that unpack
// to ~210 MB, so the browser tests need nothing from the system but Node. The unpacked files live in one
// folder per package version under the system's temporary folder: a second run reuses them, and a new
// version of the package never meets an old binary.
const packageVersion = chromiumPackageVersion();
const folder = path.join(tmpdir(), `tabula-chromium-${packageVersion}`);

/** Where the package's Chromium is, unpacking it first if no earlier run has. */
export async function unpackChromium(): Promise<UnpackedChromium> {
  if (!isComplete(folder)) await unpackInto(folder);
  return {
    executablePath: path.join(folder, 'chromium'),
    env: {
      // The package's own libnss3/libnspr4/libexpat (built for Amazon Linux 2023), so a machine without
      // those system packages can still start the browser.
      LD_LIBRARY_PATH: [path.join(folder, 'al2023', 'lib'), process.env.LD_LIBRARY_PATH].filter(Boolean).join(':'),
      // Without a fontconfig file naming the unpacked fonts every glyph renders as an empty box.
      FONTCONFIG_PATH: path.join(folder, 'fontconfig'),
    },
  };
}

// The last file written before the folder is moved into place: its presence means the unpack finished.
function isComplete(target: string): boolean {
  return existsSync(path.join(target, 'fontconfig', 'fonts.conf'));
}

async function unpackInto(target: string): Promise<void> {
  // Unpack beside the target and rename it into place, so an interrupted run never leaves a half-written
  // binary that a later run would trust, and two runs unpacking at once cannot corrupt each other.
  const staging = `${target}.partial-${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  // The package unpacks into os.tmpdir() and reads AWS_LAMBDA_JS_RUNTIME to decide whether to add its own
  // libraries (al2023.tar.br); both are read when it is imported and when executablePath() runs, so they
  // are set around those two steps only and restored afterwards.
  const saved = pick(process.env, ['TMPDIR', 'AWS_LAMBDA_JS_RUNTIME', 'LD_LIBRARY_PATH', 'FONTCONFIG_PATH', 'HOME']);
  try {
    process.env.TMPDIR = staging;
    process.env.AWS_LAMBDA_JS_RUNTIME = 'nodejs22.x';
    // ESM package: on Node 20 the class is the module's default export.
    const chromium = (await import('@sparticuz/chromium')).default;
    await chromium.executablePath();
  } finally {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
  writeFontConfig(staging, target);
  try {
    renameSync(staging, target);
  } catch (error) {
    // Another run finished first: its copy is as good as ours.
    rmSync(staging, { recursive: true, force: true });
    if (!isComplete(target)) throw error;
  }
}

// The package's own fonts.conf names /tmp/fonts, which is only right when it unpacks into /tmp; this one
// names the fonts where they end up (the package ships Open Sans: Latin, Greek and Cyrillic). Only these
// fonts are listed, not the system's, so a page renders the same on every machine.
function writeFontConfig(staging: string, target: string): void {
  mkdirSync(path.join(staging, 'fontconfig'));
  const conf = [
    '<?xml version="1.0"?>',
    '<!DOCTYPE fontconfig SYSTEM "fonts.dtd">',
    '<fontconfig>',
    `  <dir>${xmlText(path.join(target, 'fonts', 'fonts'))}</dir>`,
    `  <cachedir>${xmlText(path.join(target, 'fontconfig', 'cache'))}</cachedir>`,
    '</fontconfig>',
    '',
  ].join('\n');
  writeFileSync(path.join(staging, 'fontconfig', 'fonts.conf'), conf);
}

function xmlText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

// The package's entry point sits at a different depth in different versions (build/cjs/index.js,
// build/index.js), so its root is the nearest folder above it whose package.json names the package.
export function chromiumPackageVersion(): string {
  let folder = path.dirname(createRequire(import.meta.url).resolve('@sparticuz/chromium'));
  for (;;) {
    const manifest = path.join(folder, 'package.json');
    if (existsSync(manifest)) {
      const { name, version } = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string; version: string };
      if (name === '@sparticuz/chromium') return version;
    }
    const parent = path.dirname(folder);
    if (parent === folder) throw new Error('@sparticuz/chromium: no package.json above its entry point');
    folder = parent;
  }
}

function pick(env: NodeJS.ProcessEnv, names: readonly string[]): Record<string, string | undefined> {
  return Object.fromEntries(names.map((name) => [name, env[name]]));
}
