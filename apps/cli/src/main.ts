import { registry } from '@tabula/games';
import { runCli } from './cli.js';

const code = await runCli(process.argv.slice(2), {
  registry,
  io: {
    out: (line) => process.stdout.write(`${line}\n`),
    err: (line) => process.stderr.write(`${line}\n`),
    isTTY: Boolean(process.stdout.isTTY),
  },
});
process.exitCode = code;
