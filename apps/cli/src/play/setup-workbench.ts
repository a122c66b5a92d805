import { randomBytes } from 'node:crypto';
import type { Player } from '@tabula/engine-core';
import { createSession } from '@tabula/play';
import type { Console } from './console.js';
import { runSetupStep, type SetupStepOptions } from './setup-step.js';

/**
 * A person's set-up step for a game kept elsewhere (a server's game): the very step a local game
 * runs (random armies, a file, ranks typed one by one, the board drawn), on a session of this
 * process that serves only as a workbench for the person's own army. It is made with a fresh seed
 * and knows nothing of the real opponent, so nothing it draws can show their ranks. Resolves with the
 * army as the person placed it (the notation's setup text), or null when the person left.
 */
export async function setUpOwnArmy(gameId: string, seat: Player, io: Console, options: SetupStepOptions): Promise<string | null> {
  const workbench = createSession({ game: gameId, seats: ['human', 'human'], seed: randomBytes(6).toString('hex') });
  if (!workbench.ok) throw new Error(`cannot set up ${gameId}: ${workbench.error.message}`);
  if (!(await runSetupStep(workbench.value, seat, io, options))) return null;
  return workbench.value.snapshot(seat).ownSetup;
}
