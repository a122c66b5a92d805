#!/usr/bin/env node
// A stand-in UCI engine for the arena's tests, for the tests-only tic-tac-toe. It speaks just enough
// UCI and misbehaves on request: node fake-uci-engine.mjs MODE [LOG]
//   first-free  answers the first free square (a1, b1, c1, a2 …): always legal
//   illegal     answers 'bestmove z9', which is no square
//   crash       writes a line on stderr and exits with code 3 when asked to go
//   silent      never answers go
// With LOG, it appends 'start' when it starts and 'newgame' at each ucinewgame, so a test can count
// how often the arena started it.
import { appendFileSync } from 'node:fs';
import { createInterface } from 'node:readline';

const [mode = 'first-free', log] = process.argv.slice(2);
const note = (word) => log && appendFileSync(log, `${word}\n`);
const squares = ['a1', 'b1', 'c1', 'a2', 'b2', 'c2', 'a3', 'b3', 'c3'];
let moves = [];
note('start');
for await (const line of createInterface({ input: process.stdin })) {
  const [command, ...words] = line.trim().split(/\s+/);
  if (command === 'uci') console.log(`id name Fake ${mode}\nuciok`);
  else if (command === 'isready') console.log('readyok');
  else if (command === 'ucinewgame') note('newgame');
  else if (command === 'position') moves = words.includes('moves') ? words.slice(words.indexOf('moves') + 1) : [];
  else if (command === 'go') {
    if (mode === 'first-free') console.log(`bestmove ${squares.find((square) => !moves.includes(square))}`);
    else if (mode === 'illegal') console.log('bestmove z9');
    else if (mode === 'crash') {
      process.stderr.write('fake engine: crashing as asked\n');
      process.exit(3);
    }
  } else if (command === 'quit') break;
}
