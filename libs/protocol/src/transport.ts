// What the client needs of `fetch` and of a WebSocket, and no more: the browser's, Node 20's `fetch`
// and the `ws` package's WebSocket all fit, and a platform-pure library names none of them.

export interface FetchRequest {
  readonly method: 'GET' | 'POST';
  readonly headers: Record<string, string>;
  readonly body?: string;
}

export interface FetchResponse {
  readonly ok: boolean;
  readonly status: number;
  text(): Promise<string>;
}

export type Fetch = (url: string, request: FetchRequest) => Promise<FetchResponse>;

/** A handler type checked both ways, as the DOM's and `ws`'s event handlers are written. */
type Handler<E> = { bivarianceHack(event: E): void }['bivarianceHack'];

/** The part of a WebSocket (the browser's or `ws`'s) a live connection uses. */
export interface LiveSocket {
  onopen: Handler<unknown> | null;
  onmessage: Handler<{ readonly data: unknown }> | null;
  onclose: Handler<{ readonly code: number; readonly reason: string }> | null;
  onerror: Handler<unknown> | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

/** A WebSocket class: the browser's `WebSocket`, or in Node the `ws` package's default export. */
export type LiveSocketConstructor = new (url: string) => LiveSocket;

interface Platform {
  readonly fetch?: (url: string, request: FetchRequest) => Promise<FetchResponse>;
  readonly WebSocket?: LiveSocketConstructor;
  readonly location?: { readonly origin: string };
}

/** What the platform itself offers (a browser has all three; Node 20 only `fetch`). */
export const platform = globalThis as unknown as Platform;
