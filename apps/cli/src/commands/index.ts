import type { CliCommand } from '../command.js';
import { arenaCommand } from './arena.js';
import { applyCommand } from './apply.js';
import { checkCommand } from './check.js';
import { divideCommand } from './divide.js';
import { movesCommand } from './moves.js';
import { perftCommand } from './perft.js';
import { playCommand } from './play.js';
import { replayCommand } from './replay.js';
import { startCommand } from './start.js';

/** Every `tabula` sub-command, in the order `tabula --help` lists them. */
export const commands: readonly CliCommand[] = [
  playCommand,
  replayCommand,
  startCommand,
  movesCommand,
  applyCommand,
  checkCommand,
  perftCommand,
  divideCommand,
  arenaCommand,
];
