import { readdirSync, readFileSync } from 'node:fs';
import { SERVER_ERROR_CODES } from '@tabula/protocol';
import { describe, expect, it } from 'vitest';

const source = new URL('../', import.meta.url);

/** Every code the server's own source refuses with: ApiError, sendError, socket answers, live errors. */
function codesInSource(): Map<string, string> {
  const found = new Map<string, string>();
  const files = readdirSync(source, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.startsWith('testing/'));
  const patterns = [
    /ApiError\(\s*\d+,\s*'([a-z-]+)'/g,
    /(?:sendError|writeJsonError|refuseUpgrade)\(\w+,\s*\d+,\s*'([a-z-]+)'/g,
    /\bcode: '([a-z-]+)'/g,
    /\[\d{3}, '([a-z-]+)'/g,
  ];
  for (const file of files) {
    const text = readFileSync(new URL(file, source), 'utf8');
    for (const pattern of patterns) for (const match of text.matchAll(pattern)) found.set(match[1] as string, file);
  }
  return found;
}

describe("the server's error codes", () => {
  it('are all listed in @tabula/protocol, where clients find them', () => {
    const found = codesInSource();
    expect(found.size).toBeGreaterThan(20);
    const listed = new Set<string>(SERVER_ERROR_CODES);
    expect([...found].filter(([code]) => !listed.has(code)).map(([code, file]) => `${code} (${file})`)).toEqual([]);
  });
});
