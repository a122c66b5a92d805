import { registry } from '@tabula/games';
import { runCli } from './cli.js';

// `tabula moves jungle | head` closes the pipe early: that is the reader's choice, not an error.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(0);
  throw error;
});

const code = await runCli(process.argv.slice(2), {
  registry,
  io: {
    out: (line) => process.stdout.write(`${line}\n`),
    err: (line) => process.stderr.write(`${line}\n`),
    isTTY: Boolean(process.stdout.isTTY),
  },
  streams: { input: process.stdin, output: process.stdout },
  env: process.env,
});
// Leave as soon as the command is done and its output is written: an online command's HTTP client keeps
// idle connections to the server open for a few seconds, which would otherwise hold the process.
const flushed = (stream: NodeJS.WriteStream) => new Promise<void>((resolve) => stream.write('', () => resolve()));
await Promise.all([flushed(process.stdout), flushed(process.stderr)]);
process.exit(code);
