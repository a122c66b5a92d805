import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

// The first page's JavaScript must stay under 200 kB gzip; the game page, the bots and the rule book
// load on demand. Measured on the build the test target makes first.
const dist = fileURLToPath(new URL('../dist', import.meta.url));
const BUDGET_BYTES = 200 * 1024;

/** The scripts index.html loads before anything is clicked: its module script and modulepreloads. */
function firstPageScripts(): string[] {
  const html = readFileSync(`${dist}/index.html`, 'utf8');
  return [...html.matchAll(/(?:src|href)="\/?(assets\/[^"]+\.js)"/g)].map((match) => match[1] as string);
}

describe('bundle size', () => {
  it('keeps the first page under 200 kB of gzipped JavaScript', () => {
    const scripts = firstPageScripts();
    expect(scripts.length).toBeGreaterThan(0);
    const gzipped = scripts.reduce((total, script) => total + gzipSync(readFileSync(`${dist}/${script}`)).length, 0);
    console.info(`first page: ${scripts.join(', ')} = ${(gzipped / 1024).toFixed(1)} kB gzip`);
    expect(gzipped).toBeLessThan(BUDGET_BYTES);
  });

  it('loads the game page, the bots and the rules on demand, not with the first page', () => {
    const assets = readdirSync(`${dist}/assets`);
    const onDemand = ['game-route', 'bot-worker', 'rules-page'].map((name) => assets.find((file) => file.startsWith(`${name}-`) && file.endsWith('.js')));
    expect(onDemand.every(Boolean)).toBe(true);
    const first = firstPageScripts().join(' ');
    for (const chunk of onDemand) expect(first).not.toContain(chunk);
  });
});
