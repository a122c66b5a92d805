import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { registry } from '@tabula/games';

// The real binary, so the games run on the compiled worker threads (dist/arena/worker.js).
const bin = fileURLToPath(new URL('../../bin/tabula.js', import.meta.url));
const first = registry.list()[0];

describe.skipIf(!first)('tabula arena on worker threads', () => {
  it('gives the same result on two threads as on one', () => {
    const arena = (threads: string) =>
      spawnSync(process.execPath, [bin, 'arena', first?.id ?? '', '--bots', 'greedy,random', '--games', '4', '--seed', '5', '--threads', threads, '--json'], {
        encoding: 'utf8',
      });
    const two = arena('2');
    expect(two.status).toBe(0);
    expect(JSON.parse(two.stdout)).toMatchObject({ game: first?.id, games: 4 });
    expect(arena('1').stdout).toBe(two.stdout);
  }, 60_000);
});
