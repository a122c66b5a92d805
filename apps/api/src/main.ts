import { fileURLToPath } from 'node:url';
import { registry } from '@tabula/games';
import { createApp } from './app.js';

// One local port serves the API and the built web client (`npm start`).
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';
const webRoot = process.env.TABULA_WEB_ROOT ?? fileURLToPath(new URL('../../web/dist', import.meta.url));

const server = createApp({ registry, webRoot }).listen(port, host, () => {
  process.stdout.write(`Tabula is running at http://${host}:${port}/ (API at /api)\n`);
});
server.on('error', (error) => {
  process.stderr.write(`tabula server: ${error.message}\n`);
  process.exit(1);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.close(() => process.exit(0)));
