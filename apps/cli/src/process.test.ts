import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The real `tabula` binary as tools call it: a process, its stdout, stderr and exit code.
const bin = fileURLToPath(new URL('../bin/tabula.js', import.meta.url));
const tabula = (...args: string[]) => spawnSync(process.execPath, [bin, ...args], { encoding: 'utf8' });

describe('the tabula process', () => {
  it('prints help and exits 0', () => {
    const run = tabula('--help');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('Commands:');
  });

  it('exits 2 with one stderr line for an unknown game', () => {
    const run = tabula('moves', 'no-such-game');
    expect(run.status).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr.trimEnd().split('\n')).toHaveLength(1);
    expect(run.stderr).toMatch(/^tabula: game: unknown game 'no-such-game'/);
  });

  it('stops quietly when its reader has closed the pipe (`tabula moves … | head -1`)', () => {
    // The reader closes its end at once, so every write of tabula's meets EPIPE.
    const run = spawnSync('sh', ['-c', `"${process.execPath}" "${bin}" --help | (exec 0<&-; sleep 1)`], { encoding: 'utf8' });
    expect(run.status).toBe(0);
    expect(run.stderr).toBe('');
  });

  it('exits 2 without a command', () => {
    expect(tabula().status).toBe(2);
  });
});
