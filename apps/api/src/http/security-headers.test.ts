import type { AddressInfo } from 'node:net';
import express from 'express';
import helmet, { type HelmetOptions } from 'helmet';
import { afterAll, describe, expect, it } from 'vitest';
import { securityHeaders } from './security-headers.js';
import { serverForThisFile } from '../testing/test-server.js';

// The security headers are helmet's, recorded once (security-headers.ts): every answer must carry
// exactly what helmet itself would have set, on a real listening server.

const OPTIONS: HelmetOptions = { contentSecurityPolicy: { directives: { upgradeInsecureRequests: null } } };
/** Headers every answer has whatever set them: not what this compares. */
const PER_ANSWER = new Set(['date', 'content-length', 'connection', 'keep-alive', 'etag', 'content-type']);

const servers: { close(): void }[] = [];
afterAll(() => servers.forEach((server) => server.close()));

async function headersOf(middleware: express.RequestHandler): Promise<Record<string, string>> {
  const app = express();
  app.use(middleware);
  app.get('/', (_req, res) => void res.json({ ok: true }));
  const server = app.listen(0, '127.0.0.1');
  servers.push(server);
  await new Promise((resolve) => server.once('listening', resolve));
  const answer = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
  return Object.fromEntries([...answer.headers].filter(([name]) => !PER_ANSWER.has(name)));
}

describe('security headers', () => {
  it("sets exactly helmet's headers, with helmet's values, and no X-Powered-By", async () => {
    const fromHelmet = await headersOf(helmet(OPTIONS));
    expect(Object.keys(fromHelmet).length).toBeGreaterThanOrEqual(10);
    expect(fromHelmet['content-security-policy']).not.toContain('upgrade-insecure-requests');
    expect(await headersOf(securityHeaders(OPTIONS))).toEqual(fromHelmet);
  });

  it('refuses at start-up options whose headers depend on the request (a CSP nonce function)', () => {
    const perRequest: HelmetOptions = { contentSecurityPolicy: { directives: { scriptSrc: ["'self'", (req) => `'nonce-${String((req as { nonce?: string }).nonce)}'`] } } };
    expect(() => securityHeaders(perRequest)).toThrow(/depend on the request/);
  });

  const server = serverForThisFile();
  it('are what the API answers with', async () => {
    const answer = await fetch(`${server.url()}/api/health`);
    const fromHelmet = await headersOf(helmet(OPTIONS));
    for (const [name, value] of Object.entries(fromHelmet)) expect(answer.headers.get(name), name).toBe(value);
    expect(answer.headers.get('x-powered-by')).toBeNull();
  });
});
