import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { registry } from '@tabula/games';
import { createApp } from './app.js';
import { hasWebClient, webClientNotBuilt } from './web-client.js';

// One local port serves the API and the built web client (`npm start`).
const portText = process.env.PORT ?? '3000';
const port = Number(portText);
if (!/^\d+$/.test(portText) || port > 65535) {
  process.stderr.write(`tabula server: PORT must be a whole number from 0 to 65535 (0: any free port), not '${portText}'\n`);
  process.exit(1);
}
const host = process.env.HOST ?? '127.0.0.1';
const webRoot = process.env.TABULA_WEB_ROOT ?? fileURLToPath(new URL('../../web/dist', import.meta.url));

// A missing web build is said once, loudly, at start-up rather than discovered as an error page; the
// server still starts, because API work needs no web build (see webClient for why).
if (!hasWebClient(webRoot)) process.stderr.write(`tabula server: ${webClientNotBuilt(webRoot)}; serving the API only until it is built\n`);

const server = createApp({ registry, webRoot }).listen(port, host, () => {
  // The bound port, not the requested one: PORT=0 asks for any free port.
  const { port: bound } = server.address() as AddressInfo;
  process.stdout.write(`Tabula is running at http://${host}:${bound}/ (API at /api)\n`);
});
server.on('error', (error) => {
  process.stderr.write(`tabula server: ${error.message}\n`);
  process.exit(1);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.close(() => process.exit(0)));
