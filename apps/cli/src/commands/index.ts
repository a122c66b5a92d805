import type { CliCommand } from '../command.js';
import { arenaCommand } from './arena.js';
import { applyCommand } from './apply.js';
import { checkCommand } from './check.js';
import { divideCommand } from './divide.js';
import { joinCommand } from './join.js';
import { movesCommand } from './moves.js';
import { perftCommand } from './perft.js';
import { playCommand } from './play.js';
import { replayCommand } from './replay.js';
import { startCommand } from './start.js';
import { uciCommand } from './uci.js';
import { watchCommand } from './watch.js';

/** Every `tabula` sub-command, in the order `tabula --help` lists them. */
export const commands: readonly CliCommand[] = [
  playCommand,
  joinCommand,
  watchCommand,
  replayCommand,
  startCommand,
  movesCommand,
  applyCommand,
  checkCommand,
  perftCommand,
  divideCommand,
  arenaCommand,
  uciCommand,
];
