import { describe, expect, it } from 'vitest';
import { registry } from '@tabula/games';
import { createSession, inProcessThinker, type ThinkRequest } from '@tabula/play';
import type { ThinkMessage, ThinkReply } from './worker-protocol.js';
import { CANCELLED, workerThinker, type BotWorker } from './worker-thinker.js';

/** A worker that answers with the real in-process bot, after `delay` ms, as a Web Worker would. */
class FakeWorker implements BotWorker {
  onmessage: ((event: MessageEvent<ThinkReply>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  terminated = false;
  constructor(private readonly delay: number) {}
  postMessage(message: unknown): void {
    const { request } = message as ThinkMessage;
    // Structured clone, as postMessage does: the request must be plain data.
    const copy = structuredClone(request) as ThinkRequest;
    setTimeout(async () => {
      if (this.terminated) return;
      const answer = await inProcessThinker(registry)(copy, { aborted: false });
      this.onmessage?.({ data: structuredClone({ answer }) } as MessageEvent<ThinkReply>);
    }, this.delay);
  }
  terminate(): void {
    this.terminated = true;
  }
}

describe('worker thinker', () => {
  it('plays a bot move found in the worker, every game crossing as plain data', async () => {
    for (const entry of registry.list()) {
      const workers: FakeWorker[] = [];
      const { thinker, stop } = workerThinker(() => {
        workers.push(new FakeWorker(0));
        return workers.at(-1) as FakeWorker;
      });
      const session = createSession({ game: entry.id, seats: [{ bot: 'level1' }, 'human'], seed: 3 }, { thinker });
      if (!session.ok) throw new Error(session.error.message);
      // Stratego's person sets up first (ST-1); the bot drew its army already.
      if (session.value.needsSetup(1)) session.value.randomSetup(1);
      const played = await session.value.playBotTurn();
      expect(played.ok, entry.id).toBe(true);
      expect(session.value.plies).toBe(1);
      expect(workers).toHaveLength(1);
      stop();
      expect(workers[0]?.terminated).toBe(true);
    }
  });

  it('terminates the worker when the bot is cancelled and starts a fresh one next time', async () => {
    const workers: FakeWorker[] = [];
    const { thinker } = workerThinker(() => {
      workers.push(new FakeWorker(10_000));
      return workers.at(-1) as FakeWorker;
    });
    const session = createSession({ game: 'jungle', seats: [{ bot: 'level2' }, 'human'] }, { thinker });
    if (!session.ok) throw new Error(session.error.message);
    const turn = session.value.playBotTurn();
    session.value.cancelBot();
    await expect(turn).rejects.toThrow(CANCELLED);
    expect(workers[0]?.terminated).toBe(true);
    expect(session.value.plies).toBe(0);
    void thinker({} as ThinkRequest, { aborted: true }).catch(() => undefined);
    expect(workers).toHaveLength(2);
  });
});
