import { Worker } from 'node:worker_threads';
import type { BotThinker, ThinkAnswer, ThinkRequest } from '@tabula/play';
import type { ThinkJob, ThinkReply, ThinkWorkerData } from './think-protocol.js';

/** The compiled worker beside this module (dist/bots/think-worker.js). */
export const THINK_WORKER = new URL('./think-worker.js', import.meta.url);

/**
 * Which queue a think waits in: `person` for a game with a human seat (someone waits for the reply),
 * `bots` for a game between two bots (only spectators watch it). Persons are always served first.
 */
export type ThinkLane = 'person' | 'bots';

export interface WorkerPoolOptions {
  /** Worker threads for any think (at least 1); one more runs only quick thinks ({@link isQuickThink}). */
  readonly size: number;
  /** Each worker's heap (V8 old generation) in MB: a think that needs more kills its worker, not the server. */
  readonly heapMb?: number;
  /** A think is stopped after this long and its best move so far played, whatever its budget says. */
  readonly maxMs?: number;
  /** How many times a think whose worker died is tried again on a fresh worker before it fails. */
  readonly retries?: number;
}

/**
 * Whether a think takes next to no time: random and greedy bots, and levels 1 and 2, which are those in
 * every game. These also have a worker of their own, so that no long think delays them.
 */
export function isQuickThink(request: ThinkRequest): boolean {
  const spec = request.spec;
  return spec.kind === 'random' || spec.kind === 'greedy' || (spec.kind === 'level' && spec.level <= 2);
}

/** A think that failed on every try because its worker died each time (out of memory, a crash). */
export class BotWorkerFailed extends Error {
  override readonly name = 'BotWorkerFailed';
}

interface Job {
  readonly request: ThinkRequest;
  readonly signal: { readonly aborted: boolean };
  readonly lane: ThinkLane;
  readonly quick: boolean;
  readonly resolve: (answer: ThinkAnswer) => void;
  readonly reject: (error: Error) => void;
  /** Workers that died running it so far. */
  deaths: number;
  /** Set on a bot game's think to make room for a person's: its answer is dropped and it is queued again. */
  preempted: boolean;
  /** The cancel flag of the current run (a fresh one per run). */
  cancel: Int32Array | null;
}

interface Slot {
  readonly worker: Worker;
  /** The worker kept for quick thinks ({@link isQuickThink}). */
  readonly quickOnly: boolean;
  /** The job running on it (one at a time: a think is synchronous in its thread), with its run id. */
  job: Job | null;
  run: number;
  dead: boolean;
  /** Whether it has answered a think: one that dies before it ever has is replaced after a pause. */
  answered: boolean;
}

/** How long a worker that died before it ever answered waits to be replaced (a worker that cannot start must not spin). */
const RESPAWN_PAUSE_MS = 1_000;

/**
 * A pool of worker threads that think for bot seats, with the queue in front of them here in the main
 * thread: each worker runs one think at a time, and a free worker takes the oldest think of a game
 * where a person waits before any think of a game between bots. A person's think that finds every
 * worker busy with bot games preempts the newest of them: that think is cancelled, its answer dropped
 * and it waits again at the head of its queue, so a person's reply never waits for a bot game's move.
 * One more worker runs only quick thinks (levels 1 and 2, random, greedy), so that those are never
 * held up by a long think, a person's or not.
 *
 * Each worker has a heap limit; a worker that dies (out of memory, a crash) is replaced at once and
 * its think tried again on the new one, {@link WorkerPoolOptions.retries} times, after which the think
 * fails with {@link BotWorkerFailed}. A cancel sets a shared flag that the bot polls; the worker also
 * stops every think at {@link WorkerPoolOptions.maxMs}.
 */
export class WorkerThinkerPool {
  private readonly slots: Slot[] = [];
  private readonly queues: Record<ThinkLane, Job[]> = { person: [], bots: [] };
  private nextRun = 1;
  private closing = false;
  private readonly retries: number;
  private readonly data: ThinkWorkerData;

  constructor(
    private readonly script: URL,
    private readonly options: WorkerPoolOptions,
  ) {
    this.retries = options.retries ?? 2;
    this.data = { maxMs: options.maxMs ?? null };
    for (let i = 0; i < Math.max(1, options.size); i++) this.slots.push(this.spawn(false));
    this.slots.push(this.spawn(true));
  }

  private spawn(quickOnly: boolean): Slot {
    const worker = new Worker(this.script, {
      // No inherited flags: a test runner's `--conditions=development` would send the compiled worker to TypeScript sources.
      execArgv: [],
      workerData: this.data,
      ...(this.options.heapMb ? { resourceLimits: { maxOldGenerationSizeMb: this.options.heapMb } } : {}),
    });
    const slot: Slot = { worker, quickOnly, job: null, run: 0, dead: false, answered: false };
    worker.unref();
    worker.on('message', (reply: ThinkReply) => {
      const job = slot.job;
      if (!job || reply.id !== slot.run) return;
      slot.job = null;
      slot.answered = true;
      if (job.preempted) this.requeue(job);
      else if ('answer' in reply) job.resolve(reply.answer);
      else job.reject(new Error(reply.error));
      this.pump();
    });
    const died = (reason: string) => {
      if (slot.dead) return;
      slot.dead = true;
      if (this.closing || !this.slots.includes(slot)) return;
      const replace = () => {
        const index = this.slots.indexOf(slot);
        if (this.closing || index < 0) return;
        this.slots[index] = this.spawn(quickOnly);
        this.pump();
      };
      if (slot.answered) replace();
      else setTimeout(replace, RESPAWN_PAUSE_MS).unref();
      const job = slot.job;
      slot.job = null;
      if (job) {
        job.deaths++;
        if (job.deaths > this.retries) {
          job.reject(new BotWorkerFailed(`${job.request.botName}'s worker died on each of ${job.deaths} tries (last: ${reason})`));
        } else this.requeue(job);
      }
      this.pump();
    };
    worker.on('error', (error: Error) => died(error.message));
    worker.on('exit', (code) => died(`exited with status ${code}`));
    return slot;
  }

  /** The pool as the BotThinker of games where a person waits for the bot. */
  readonly thinker: BotThinker = (request, signal) => this.think(request, signal, 'person');

  /** The pool as the BotThinker of games between two bots: served only when no person's think waits. */
  readonly botGameThinker: BotThinker = (request, signal) => this.think(request, signal, 'bots');

  private think(request: ThinkRequest, signal: { readonly aborted: boolean }, lane: ThinkLane): Promise<ThinkAnswer> {
    if (this.closing) return Promise.reject(new Error('the server is stopping'));
    let poll: NodeJS.Timeout | undefined;
    return new Promise<ThinkAnswer>((resolve, reject) => {
      const job: Job = { request, signal, lane, quick: isQuickThink(request), resolve, reject, deaths: 0, preempted: false, cancel: null };
      // The session's signal is a getter; poll it and pass a cancel through shared memory.
      poll = setInterval(() => {
        if (signal.aborted && job.cancel) Atomics.store(job.cancel, 0, 1);
      }, 20);
      poll.unref();
      this.queues[lane].push(job);
      this.pump();
    }).finally(() => clearInterval(poll));
  }

  private requeue(job: Job): void {
    job.preempted = false;
    job.cancel = null;
    // Back at the head of its queue: it was first in line before.
    this.queues[job.lane].unshift(job);
  }

  /** Hands waiting thinks to free workers, persons' first, and preempts bot games' thinks for persons still waiting. */
  private pump(): void {
    if (this.closing) return;
    // The quick worker first (it is last in the list), so that quick thinks leave the others to long ones.
    for (const slot of [...this.slots].reverse()) {
      if (slot.job || slot.dead) continue;
      const job = slot.quickOnly ? (this.takeQuick('person') ?? this.takeQuick('bots')) : (this.queues.person.shift() ?? this.queues.bots.shift());
      if (job) this.start(slot, job);
    }
    let unserved = this.queues.person.length - this.slots.filter((slot) => slot.job?.preempted).length;
    while (unserved > 0) {
      const newest = this.slots.filter((slot) => !slot.quickOnly && slot.job?.lane === 'bots' && !slot.job.preempted).sort((a, b) => b.run - a.run)[0];
      if (!newest?.job?.cancel) break;
      newest.job.preempted = true;
      Atomics.store(newest.job.cancel, 0, 1);
      unserved--;
    }
  }

  private takeQuick(lane: ThinkLane): Job | undefined {
    const index = this.queues[lane].findIndex((job) => job.quick);
    return index < 0 ? undefined : this.queues[lane].splice(index, 1)[0];
  }

  private start(slot: Slot, job: Job): void {
    const flag = new SharedArrayBuffer(4);
    job.cancel = new Int32Array(flag);
    if (job.signal.aborted) Atomics.store(job.cancel, 0, 1);
    slot.job = job;
    slot.run = this.nextRun++;
    slot.worker.postMessage({ id: slot.run, request: job.request, flag } satisfies ThinkJob);
  }

  async close(): Promise<void> {
    this.closing = true;
    const stopping = new Error('the server is stopping');
    for (const job of [...this.queues.person, ...this.queues.bots, ...this.slots.flatMap((slot) => (slot.job ? [slot.job] : []))]) job.reject(stopping);
    this.queues.person.length = 0;
    this.queues.bots.length = 0;
    await Promise.all(this.slots.map((slot) => slot.worker.terminate()));
  }
}
