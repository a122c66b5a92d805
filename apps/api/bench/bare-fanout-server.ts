import { createServer } from 'node:http';
import { WebSocketServer, type WebSocket } from 'ws';

// The floor fanout.bench.ts compares Tabula with: a bare `ws` server that does nothing but the fan-out.
// `POST /games/{n}/moves` (no body needed) bumps game n's version and sends every socket of the game
// (`/games/{n}/live`) the same JSON text of BARE_BYTES bytes, stringified once, then answers the POST. Pings
// every BARE_HEARTBEAT_MS (default off), all in one loop, as Tabula did before its heartbeats were spread.

const bytes = Number(process.env.BARE_BYTES ?? 1000);
const games = new Map<number, { version: number; sockets: Set<WebSocket> }>();
const game = (n: number) => {
  let held = games.get(n);
  if (!held) games.set(n, (held = { version: 0, sockets: new Set() }));
  return held;
};
const message = (version: number) => {
  const head = `{"type":"view","view":{"version":${version},"pad":"`;
  return `${head}${'x'.repeat(Math.max(0, bytes - head.length - 3))}"}}`;
};

const wss = new WebSocketServer({ noServer: true, maxPayload: 16 * 1024 });
const server = createServer((req, res) => {
  const match = /^\/games\/(\d+)\/moves$/.exec(req.url ?? '');
  req.resume();
  req.on('end', () => {
    if (req.method !== 'POST' || !match) {
      res.writeHead(404).end();
      return;
    }
    const held = game(Number(match[1]));
    held.version += 1;
    const text = message(held.version);
    for (const socket of held.sockets) socket.send(text);
    const body = JSON.stringify({ version: held.version });
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }).end(body);
  });
});
server.on('upgrade', (req, socket, head) => {
  const match = /^\/games\/(\d+)\/live$/.exec(req.url ?? '');
  if (!match) return void socket.destroy();
  wss.handleUpgrade(req, socket, head, (ws) => {
    const held = game(Number(match[1]));
    held.sockets.add(ws);
    ws.on('close', () => held.sockets.delete(ws));
    ws.send(message(held.version));
  });
});
const heartbeatMs = Number(process.env.BARE_HEARTBEAT_MS ?? 0);
if (heartbeatMs > 0) setInterval(() => {
  for (const held of games.values()) for (const socket of held.sockets) socket.ping();
}, heartbeatMs);
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  process.stdout.write(`running at http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/ \n`);
});
