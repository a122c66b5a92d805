import type { Server } from 'node:http';
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { RequestHandler } from 'express';
import { sendError } from '../http-errors.js';

// Node answers some requests before Express sees them: headers (the URL included) over 16 kB with 431, a
// request it cannot parse with 400, and (unless told otherwise) an HTTP/1.1 request without `Host` with 400.
// Each would be a bare status line; these answer them with the JSON error body every other error has.

/** Writes a whole JSON error response straight to a socket (no request object exists yet), then ends it. */
export function writeJsonError(socket: Duplex, status: number, code: string, message: string): void {
  const body = JSON.stringify({ error: { code, message } });
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

const CLIENT_ERRORS: Record<string, [number, string, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'headers-too-large', 'the request line and headers are larger than 16 kB'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'request-timeout', 'the request took too long to arrive'],
};

/**
 * Answers what Node's parser refuses with JSON. The server must be made with `requireHostHeader: false`,
 * so that a request without `Host` reaches {@link requireHost} instead of getting a bare 400.
 */
export function answerClientErrors(server: Server): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    // Nothing can be said on a connection that is gone, or after an answer has begun.
    if (error.code === 'ECONNRESET' || !socket.writable || (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage?.headersSent) {
      socket.destroy();
      return;
    }
    const [status, code, message] = CLIENT_ERRORS[error.code ?? ''] ?? [400, 'bad-request', 'the request is not well-formed HTTP'];
    writeJsonError(socket, status, code, message);
  });
}

/** 400 `missing-host` for an HTTP/1.1 request without `Host` (RFC 9112 §3.2), in JSON. */
export const requireHost: RequestHandler = (req, res, next) => {
  if (req.headers.host !== undefined || req.httpVersion !== '1.1') return next();
  res.set('Connection', 'close');
  sendError(res, 400, 'missing-host', 'an HTTP/1.1 request must have a Host header');
};
