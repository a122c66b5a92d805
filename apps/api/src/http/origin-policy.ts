import type { RequestHandler } from 'express';
import { sendError } from '../http-errors.js';

// One origin policy for the HTTP routes and the live sockets. A browser says where a page came from in
// `Origin`; the server trusts only the origins it is published at (TABULA_PUBLIC_ORIGIN) and loopback
// names on its own port. It never trusts `Host`, which DNS rebinding lets any site choose. Requests
// without `Origin` (curl, the command line, other servers) are no browser's and pass.

const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/;

/** Which browser origins may change state and open live sockets. */
export interface OriginPolicy {
  /** The configured public origins, normalised (`https://tabula.example`). */
  readonly origins: readonly string[];
  /** Whether a browser at `origin` may act on a server reached on `localPort`. */
  allows(origin: string, localPort: number | undefined): boolean;
}

/** A comma-separated list of origins, each `scheme://host[:port]` exactly as browsers send it; throws on anything else. */
export function parseOrigins(text: string): string[] {
  return text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      let url: URL | null = null;
      try {
        url = new URL(part);
      } catch {
        url = null;
      }
      if (!url || !/^https?:$/.test(url.protocol) || url.origin !== part.replace(/\/$/, '')) throw new Error(`'${part}' is not an origin (scheme://host[:port], no path)`);
      return url.origin;
    });
}

export function originPolicy(publicOrigins: readonly string[] = []): OriginPolicy {
  const origins = [...new Set(publicOrigins.map((origin) => new URL(origin).origin))];
  return {
    origins,
    allows(origin, localPort) {
      if (origins.includes(origin)) return true;
      let url: URL;
      try {
        url = new URL(origin);
      } catch {
        return false;
      }
      if (!/^https?:$/.test(url.protocol) || !LOOPBACK.test(url.hostname) || url.origin !== origin) return false;
      const port = url.port || (url.protocol === 'https:' ? '443' : '80');
      return localPort !== undefined && port === String(localPort);
    },
  };
}

/** Methods that change nothing: a foreign page may send them (it cannot read the answer without CORS). */
const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/** 403 `origin-not-allowed` for a state-changing request from a browser page on a foreign origin (CSRF). */
export function refuseForeignOrigins(policy: OriginPolicy): RequestHandler {
  return (req, res, next) => {
    const origin = req.headers.origin;
    if (SAFE.has(req.method) || origin === undefined || policy.allows(origin, req.socket.localPort)) return next();
    sendError(res, 403, 'origin-not-allowed', `requests from pages at ${origin} may not change anything here; see TABULA_PUBLIC_ORIGIN`);
  };
}

/** 415 `unsupported-media-type` for a body that is not `application/json` (a form or `text/plain`, as cross-site pages send). */
export const requireJson: RequestHandler = (req, res, next) => {
  const hasBody = req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;
  if (!hasBody || req.is('application/json')) return next();
  sendError(res, 415, 'unsupported-media-type', `request bodies must be application/json, not ${req.headers['content-type'] ?? 'untyped'}`);
};
