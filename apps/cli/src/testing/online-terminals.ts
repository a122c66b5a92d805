import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect } from 'vitest';
import { startApiServer, type ApiServer, type ApiServerPlace } from './api-server.js';
import { startTerminal, type TerminalSession } from './terminal-session.js';

const tabula = fileURLToPath(new URL('../../bin/tabula.js', import.meta.url));

/** What a test file of online play at the terminal works with. */
export interface OnlineTerminals {
  /** The real API server's base URL (`http://127.0.0.1:PORT`), once it has started. */
  readonly url: string;
  /** The built `tabula` with `args` in a real pseudo-terminal (110×40, no colour), killed after the file. */
  run(args: readonly string[]): TerminalSession;
  /** A request to `/api/games/<path>` as any client of the API sends it, on a fresh connection; it must succeed. */
  api<T>(path: string, token: string | null, body?: unknown): Promise<T>;
  /** The game id of the invite link a terminal printed. */
  invitedGame(terminal: TerminalSession): Promise<string>;
}

/**
 * One real API server (apps/api/dist/main.js, which cli:test builds, on a free port with a fresh
 * database) for a whole test file, and the terminals the file runs against it: started before its
 * tests, stopped and killed after them. A cold start on a loaded machine can take a while, hence a minute.
 * `settings` are the server's own environment for the file (`TABULA_CLAIM_AFTER_SECONDS`).
 */
export function onlineTerminalsForThisFile(settings: ApiServerPlace['env'] = {}): OnlineTerminals {
  let server: ApiServer | undefined;
  const running: TerminalSession[] = [];
  beforeAll(async () => {
    server = await startApiServer({ env: settings });
  }, 60_000);
  afterAll(() => server?.stop(), 60_000);
  afterAll(() => {
    for (const terminal of running) terminal.kill();
  });
  const started = (): ApiServer => {
    if (!server) throw new Error('the API server is not running yet: use it inside a test');
    return server;
  };
  return {
    get url() {
      return started().url;
    },
    run(args) {
      const terminal = startTerminal(process.execPath, [tabula, ...args], { cols: 110, rows: 40, env: { NO_COLOR: '1' } });
      running.push(terminal);
      return terminal;
    },
    async api<T>(path: string, token: string | null, body?: unknown): Promise<T> {
      const answer = await fetch(`${started().url}/api/games/${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: { 'content-type': 'application/json', connection: 'close', ...(token !== null ? { authorization: `Bearer ${token}` } : {}) },
        ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      });
      expect(answer.ok, `${path}: ${answer.status}`).toBe(true);
      return (await answer.json()) as T;
    },
    async invitedGame(terminal) {
      const pattern = /Invite link \(plays \w+\): http:\/\/\S+\/#\/join\/([^/\s]+)\/\d/;
      await terminal.waitFor(pattern);
      return pattern.exec(terminal.transcript())?.[1] as string;
    },
  };
}
