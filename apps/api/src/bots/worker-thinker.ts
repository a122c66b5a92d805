import { Worker } from 'node:worker_threads';
import type { BotThinker, ThinkAnswer } from '@tabula/play';
import type { ThinkJob, ThinkReply } from './think-protocol.js';

interface Pending {
  readonly resolve: (answer: ThinkAnswer) => void;
  readonly reject: (error: Error) => void;
}

/** The compiled worker beside this module (dist/bots/think-worker.js). */
export const THINK_WORKER = new URL('./think-worker.js', import.meta.url);

/**
 * A pool of worker threads that think for bot seats: jobs go to the thread with the fewest waiting,
 * so one game's long think delays only the bots queued behind it, never a request. A cancel sets a
 * shared flag that the bot polls. A thread that dies fails its jobs and is replaced.
 */
export class WorkerThinkerPool {
  private readonly workers: { worker: Worker; pending: Map<number, Pending> }[] = [];
  private nextId = 1;
  private closing = false;

  constructor(
    private readonly script: URL,
    size: number,
  ) {
    for (let i = 0; i < Math.max(1, size); i++) this.workers.push(this.spawn());
  }

  private spawn(): { worker: Worker; pending: Map<number, Pending> } {
    // No inherited flags: a test runner's `--conditions=development` would send the compiled worker to TypeScript sources.
    const slot = { worker: new Worker(this.script, { execArgv: [] }), pending: new Map<number, Pending>() };
    slot.worker.unref();
    slot.worker.on('message', (reply: ThinkReply) => {
      const waiting = slot.pending.get(reply.id);
      if (!waiting) return;
      slot.pending.delete(reply.id);
      if ('answer' in reply) waiting.resolve(reply.answer);
      else waiting.reject(new Error(reply.error));
    });
    const fail = (error: Error) => {
      for (const waiting of slot.pending.values()) waiting.reject(error);
      slot.pending.clear();
      const index = this.workers.indexOf(slot);
      if (index >= 0 && !this.closing) this.workers[index] = this.spawn();
    };
    slot.worker.on('error', fail);
    slot.worker.on('exit', (code) => fail(new Error(`think worker exited with status ${code}`)));
    return slot;
  }

  /** The pool as a session's BotThinker. */
  readonly thinker: BotThinker = (request, signal) => {
    if (this.closing) return Promise.reject(new Error('the server is stopping'));
    const slot = this.workers.reduce((best, slot) => (slot.pending.size < best.pending.size ? slot : best));
    const id = this.nextId++;
    const flag = new SharedArrayBuffer(4);
    const cancel = new Int32Array(flag);
    // The session's signal is a getter; poll it and pass a cancel through shared memory.
    const poll = setInterval(() => {
      if (signal.aborted) Atomics.store(cancel, 0, 1);
    }, 20);
    poll.unref();
    return new Promise<ThinkAnswer>((resolve, reject) => {
      slot.pending.set(id, { resolve, reject });
      slot.worker.postMessage({ id, request, flag } satisfies ThinkJob);
    }).finally(() => clearInterval(poll));
  };

  async close(): Promise<void> {
    this.closing = true;
    await Promise.all(this.workers.map((slot) => slot.worker.terminate()));
  }
}
