import WebSocket from 'ws';

/** A test's WebSocket on `/api/games/{id}/live`: its messages in order, and how it closed. */
export interface LiveClient {
  readonly socket: WebSocket;
  /** The next message about the game not yet taken (waits for it): presence messages are skipped, {@link presence} takes them. */
  next(timeoutMs?: number): Promise<Record<string, any>>; // eslint-disable-line @typescript-eslint/no-explicit-any
  /** The next `presence` message's presence not yet taken (waits for it). */
  presence(timeoutMs?: number): Promise<Record<string, any>>; // eslint-disable-line @typescript-eslint/no-explicit-any
  /** Every message received so far, raw, in order. */
  readonly raw: string[];
  readonly closed: Promise<{ code: number; reason: string }>;
  close(): void;
}

/** Opens a live socket; sends `hello` (a JSON value, or raw text) once it is open, unless undefined. */
export function openLive(url: string, id: string, hello?: unknown, headers: Record<string, string> = {}): Promise<LiveClient> {
  const socket = new WebSocket(`${url.replace(/^http/, 'ws')}/api/games/${id}/live`, { headers });
  const raw: string[] = [];
  const cursors = { game: 0, presence: 0 };
  const waiters: (() => void)[] = [];
  socket.on('message', (data) => {
    raw.push(data.toString());
    for (const wake of waiters.splice(0)) wake();
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) => socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() })));
  // Who is at the game comes whenever it changes, between the game's own messages: each kind is read in order by itself.
  const isPresence = (text: string) => text.startsWith('{"type":"presence"');
  const take = async (kind: keyof typeof cursors, timeoutMs: number) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      while (cursors[kind] < raw.length) {
        const text = raw[cursors[kind]++] as string;
        if (isPresence(text) === (kind === 'presence')) return JSON.parse(text);
      }
      if (Date.now() > deadline) throw new Error(`no live ${kind} message within ${timeoutMs} ms (got ${raw.length})`);
      await new Promise<void>((wake) => {
        waiters.push(wake);
        setTimeout(wake, 50);
      });
    }
  };
  const next = (timeoutMs = 10_000) => take('game', timeoutMs);
  const presence = async (timeoutMs = 10_000) => (await take('presence', timeoutMs)).presence;
  return new Promise((resolve, reject) => {
    socket.once('unexpected-response', (_req, res) => reject(new Error(`upgrade refused: ${res.statusCode}`)));
    socket.once('error', reject);
    socket.once('open', () => {
      if (hello !== undefined) socket.send(typeof hello === 'string' ? hello : JSON.stringify(hello));
      resolve({ socket, next, presence, raw, closed, close: () => socket.close() });
    });
  });
}
