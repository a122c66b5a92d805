import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { createInterface } from 'node:readline';

// A UCI engine (Fairy-Stockfish) for the benches that play against one or watch one play itself.

/** A UCI engine over its standard input and output, one request at a time. */
export class UciEngine {
  private readonly child: ChildProcessWithoutNullStreams;
  private readonly waiting: ((line: string) => void)[] = [];
  private readonly lines: string[] = [];

  constructor(path: string) {
    this.child = spawn(path, [], { stdio: 'pipe' });
    createInterface({ input: this.child.stdout }).on('line', (line) => {
      const waiter = this.waiting.shift();
      if (waiter) waiter(line);
      else this.lines.push(line);
    });
  }

  send(command: string): void {
    this.child.stdin.write(`${command}\n`);
  }

  private nextLine(): Promise<string> {
    const line = this.lines.shift();
    return line !== undefined ? Promise.resolve(line) : new Promise((resolve) => this.waiting.push(resolve));
  }

  /** Reads lines until one starts with `prefix`; returns it and the lines before it. */
  async until(prefix: string): Promise<{ line: string; before: string[] }> {
    const before: string[] = [];
    for (;;) {
      const line = await this.nextLine();
      if (line.startsWith(prefix)) return { line, before };
      before.push(line);
    }
  }

  quit(): void {
    this.send('quit');
  }
}

/**
 * An engine started and set up for one game: one thread and a 16 MB hash (reproducible under `go nodes`),
 * and the variant, from `variantsFile` when the engine does not know it itself.
 */
export async function startUciEngine(path: string, variant: string, variantsFile?: string): Promise<UciEngine> {
  const engine = new UciEngine(path);
  engine.send('uci');
  await engine.until('uciok');
  engine.send('setoption name Threads value 1');
  engine.send('setoption name Hash value 16');
  if (variantsFile) engine.send(`setoption name VariantPath value ${variantsFile}`);
  engine.send(`setoption name UCI_Variant value ${variant}`);
  return engine;
}

/** A score the engine reports, in hundredths of a pawn for the side to move; a mate counts as a win (`mate`). */
export function engineScore(info: string | undefined, mate: number): number {
  const found = info === undefined ? null : / score (cp|mate) (-?\d+)/.exec(info);
  if (!found) return 0;
  const value = Number(found[2]);
  return found[1] === 'cp' ? value : value > 0 ? mate : -mate;
}
