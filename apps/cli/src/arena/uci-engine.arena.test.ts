import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { registry } from '@tabula/games';

// A whole match through the real binary against a real engine process: `tabula uci` serving level 1,
// started by each of two worker threads, reused across its games.
const bin = fileURLToPath(new URL('../../bin/tabula.js', import.meta.url));

describe.skipIf(!registry.get('simple-chess').ok)('tabula arena against tabula uci', () => {
  it('plays a short match on two threads and reports it, with each side’s time a move', () => {
    const engine = `uci:${process.execPath}`;
    const args = ['arena', 'simple-chess', '--bots', `level1,${engine}`, '--games', '4', '--max-plies', '40', '--threads', '2'];
    const run = spawnSync(process.execPath, [bin, ...args, '--uci-go', 'nodes 300', '--json', '--', bin, 'uci', 'simple-chess', '--level', '1'], {
      encoding: 'utf8',
    });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    const json = JSON.parse(run.stdout) as Record<string, unknown>;
    expect(json).toMatchObject({
      game: 'simple-chess',
      bots: ['level1', engine],
      games: 4,
      engine: { bot: engine, name: 'Tabula level1 (simple-chess)', go: 'nodes 300' },
      forfeits: [],
    });
    const wins = json['wins'] as [number, number];
    expect(wins[0] + wins[1] + (json['draws'] as number)).toBe(4);
    const msPerMove = json['msPerMove'] as [number, number];
    expect(msPerMove[1]).toBeGreaterThan(0);
  }, 60_000);
});
