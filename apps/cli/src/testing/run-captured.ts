import { ticTacToe, ticTacToeNotation } from '@tabula/engine-core/testing';
import { createRegistry, type Registry } from '@tabula/games';
import { runCli } from '../cli.js';

/** A registry holding only the tests-only game: the CLI is proven on it through the real interface. */
export const testRegistry: Registry = createRegistry([
  {
    id: 'tic-tac-toe',
    game: ticTacToe,
    notation: ticTacToeNotation,
    meta: { summary: 'three in a row (tests only)', board: '3×3', origin: 'tests' },
  },
]);

/** What one CLI run printed and returned. */
export interface CapturedRun {
  readonly code: number;
  readonly out: string[];
  readonly err: string[];
}

/** Runs the CLI in-process and captures its output lines. */
export async function runCaptured(argv: readonly string[], registry: Registry = testRegistry): Promise<CapturedRun> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(argv, { registry, io: { out: (l) => out.push(l), err: (l) => err.push(l), isTTY: false } });
  return { code, out, err };
}
