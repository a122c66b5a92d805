import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { performance } from 'node:perf_hooks';

/** How to start a UCI engine and set it up. Plain data, so it crosses to worker threads. */
export interface UciEngineSpec {
  /** How the engine is named in every message, e.g. `uci:/opt/stockfish`. */
  readonly label: string;
  /** The executable, run without a shell (a bare name is looked up on PATH). */
  readonly path: string;
  /** Its arguments, each passed as one word. */
  readonly args: readonly string[];
  /** `setoption` lines in the order given (Fairy-Stockfish needs VariantPath before UCI_Variant). */
  readonly options: readonly UciOption[];
  /** How long the engine may take to answer `isready` and a move after `go` (its start-up handshake: at least 10 s). */
  readonly timeoutMs: number;
}

/** One `setoption`: a value, or none for a button option. */
export interface UciOption {
  readonly name: string;
  readonly value: string | null;
}

/** The engine cannot be used at all: it does not start, or does not speak UCI. Ends the match. */
export class EngineTrouble extends Error {}

/** The engine failed while it was asked for a move: the game's loss, then a restart. */
export class EngineFault extends Error {
  constructor(
    readonly kind: 'timeout' | 'engine-exited',
    message: string,
  ) {
    super(message);
  }
}

/** The engine's answer to `go`, with the time it took from `go` to `bestmove`. */
export interface EngineAnswer {
  /** The `bestmove` line as the engine wrote it. */
  readonly line: string;
  readonly ms: number;
}

interface Waiter {
  readonly accept: (line: string) => boolean;
  readonly resolve: (line: string) => void;
  readonly reject: (error: Error) => void;
}

/**
 * The least time a starting engine gets for its handshake, whatever the move timeout: a program's cold
 * start on a busy machine (or an engine loading its network) can take seconds before its first line.
 */
const STARTUP_MS = 10_000;

/** Lines of the engine's stderr kept for the message when it dies. */
const STDERR_LINES = 3;

/**
 * One running UCI engine, spoken to one request at a time: a match asks it for moves in turn, so a
 * single waiter for the awaited reply is all the protocol needs. Lines nobody waits for (`info`, an
 * engine's banner) are dropped.
 */
export class UciEngine {
  /** The engine's `id name`, once the handshake is done. */
  name = '';
  private readonly child: ChildProcessWithoutNullStreams;
  private pending = '';
  private waiter: Waiter | undefined;
  private death: string | undefined;
  private readonly stderrTail: string[] = [];

  private constructor(private readonly spec: UciEngineSpec) {
    this.child = spawn(spec.path, [...spec.args], { stdio: ['pipe', 'pipe', 'pipe'] });
    this.child.stdout.setEncoding('utf8');
    this.child.stdout.on('data', (chunk: string) => this.read(chunk));
    this.child.stderr.setEncoding('utf8');
    this.child.stderr.on('data', (chunk: string) => {
      this.stderrTail.push(...chunk.split(/\r?\n/).filter((line) => line.trim() !== ''));
      this.stderrTail.splice(0, Math.max(0, this.stderrTail.length - STDERR_LINES));
    });
    // Writing to an engine that has died is reported by its exit, not by an EPIPE crash of ours.
    this.child.stdin.on('error', () => undefined);
    this.child.on('error', (error) => this.die(`cannot start '${spec.path}': ${error.message}`));
    // 'close', not 'exit': a last line (a bestmove before the engine quits) is read before the death.
    this.child.on('close', (code, signal) => this.die(signal ? `was killed by ${signal}` : `exited with code ${code}`));
  }

  /** Starts the engine and completes the handshake: `uci`/`uciok`, the options, `isready`/`readyok`. */
  static async start(spec: UciEngineSpec): Promise<UciEngine> {
    const engine = new UciEngine(spec);
    try {
      engine.send('uci');
      await engine
        .expect((line) => {
          if (line.startsWith('id name ')) engine.name = line.slice('id name '.length).trim();
          return line === 'uciok';
        }, "'uciok' after 'uci'", Math.max(STARTUP_MS, spec.timeoutMs))
        .catch((error: Error) => {
          throw error instanceof EngineFault && error.kind === 'timeout' ? new Error(`${error.message}: is it a UCI engine?`) : error;
        });
      for (const option of spec.options) {
        engine.send(`setoption name ${option.name}${option.value === null ? '' : ` value ${option.value}`}`);
      }
      await engine.ready(Math.max(STARTUP_MS, spec.timeoutMs));
      return engine;
    } catch (error) {
      engine.kill();
      throw new EngineTrouble(`${spec.label}: ${(error as Error).message}`);
    }
  }

  /** Tells the engine a new game begins and waits until it is ready for it. */
  async newGame(): Promise<void> {
    this.send('ucinewgame');
    await this.ready();
  }

  /** Sends the position and `go …`, and waits for `bestmove`. Throws an {@link EngineFault}. */
  async bestMove(position: string, go: string): Promise<EngineAnswer> {
    this.send(position);
    const started = performance.now();
    this.send(`go ${go}`);
    const line = await this.expect((text) => text === 'bestmove' || text.startsWith('bestmove '), `'bestmove' after 'go ${go}'`);
    return { line, ms: performance.now() - started };
  }

  /** Asks the engine to quit and waits a moment for it; kills it if it lingers. */
  async quit(): Promise<void> {
    if (this.death !== undefined) return;
    const exited = new Promise<void>((resolve) => this.child.once('close', () => resolve()));
    this.send('quit');
    const timer = setTimeout(() => this.kill(), 1_000);
    await exited;
    clearTimeout(timer);
  }

  /** Stops the engine at once (after a timeout its state is unknown, so it is not reused). */
  kill(): void {
    if (this.death === undefined && this.child.exitCode === null && this.child.signalCode === null) this.child.kill('SIGKILL');
  }

  private async ready(timeoutMs = this.spec.timeoutMs): Promise<void> {
    this.send('isready');
    await this.expect((line) => line === 'readyok', "'readyok' after 'isready'", timeoutMs);
  }

  private send(line: string): void {
    if (this.death === undefined) this.child.stdin.write(`${line}\n`);
  }

  private read(chunk: string): void {
    this.pending += chunk;
    const lines = this.pending.split(/\r?\n/);
    this.pending = lines.pop() ?? '';
    for (const raw of lines) {
      const line = raw.trim();
      const waiter = this.waiter;
      if (waiter?.accept(line)) {
        this.waiter = undefined;
        waiter.resolve(line);
      }
    }
  }

  private die(how: string): void {
    if (this.death !== undefined) return;
    const said = this.stderrTail.length > 0 ? `; its last words on stderr: ${this.stderrTail.join(' | ')}` : '';
    this.death = `${how}${said}`;
    const waiter = this.waiter;
    this.waiter = undefined;
    waiter?.reject(new EngineFault('engine-exited', this.death));
  }

  /** Waits for the first line `accept` takes, within the spec's timeout or the one given. */
  private expect(accept: (line: string) => boolean, what: string, timeoutMs = this.spec.timeoutMs): Promise<string> {
    if (this.death !== undefined) return Promise.reject(new EngineFault('engine-exited', this.death));
    return new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiter = undefined;
        reject(new EngineFault('timeout', `no ${what} within ${timeoutMs} ms`));
      }, timeoutMs);
      this.waiter = {
        accept,
        resolve: (line) => {
          clearTimeout(timer);
          resolve(line);
        },
        reject: (error) => {
          clearTimeout(timer);
          reject(error);
        },
      };
    });
  }
}
