// Runs a program in this terminal and, once it has ended, writes how it ended as the terminal's last
// output: an OSC sequence (`ESC ] 7777 ; tabula-exit=CODE BEL`) that a terminal shows nothing of.
//
// Why: node-pty reports a program's exit once the terminal's output has closed, but gives up waiting
// 200 ms after the exit and drops whatever it had not read yet. A loaded machine (a cold CI run) takes
// longer than that, and a test then missed the last lines a program printed. The report comes after
// every byte the program wrote, so a test that waits for it has read them all; this process then
// waits for the test to end it.
import { spawn } from 'node:child_process';
import { constants } from 'node:os';

const [command, ...args] = process.argv.slice(2);
const child = spawn(command, args, { stdio: 'inherit' });

// Ctrl-C and Ctrl-\ in the terminal signal its whole foreground group: the program decides what they
// do; this process stays to report. A hang-up (the test closing the terminal) is the program's too.
const stay = () => undefined;
process.on('SIGINT', stay);
process.on('SIGQUIT', stay);
process.on('SIGHUP', () => child.kill('SIGHUP'));

child.on('error', (error) => {
  process.stderr.write(`${error.message}\n`);
  process.stdout.write('\u001b]7777;tabula-exit=127\u0007');
});
child.on('exit', (code, signal) => {
  const status = signal ? 128 + (constants.signals[signal] ?? 0) : (code ?? 0);
  process.stdout.write(`\u001b]7777;tabula-exit=${status}\u0007`);
  // Stay until the test ends this process (it does so once it has read the report).
  setInterval(stay, 60_000);
  process.removeAllListeners('SIGHUP');
});
