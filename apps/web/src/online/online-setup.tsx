import { useMemo } from 'react';
import type { Player } from '@tabula/engine-core';
import { createSession } from '@tabula/play';
import type { KeyValueStore } from '../game/saved-game.js';
import { SetupScreen } from '../game/setup-screen.js';

interface OnlineSetupProps {
  readonly game: string;
  readonly seat: Player;
  readonly store: KeyValueStore;
  /** The army stands on this device: its setup text, to send to the server. */
  readonly onReady: (setup: string) => void;
}

/**
 * Stratego's set-up screen on the player's own device (ST-1): the same screen as local play, arranging
 * the army in a session of this page only, which never holds the other army. Ready sends the setup text.
 */
export function OnlineSetup({ game, seat, store, onReady }: OnlineSetupProps) {
  const session = useMemo(() => {
    const seed = String(crypto.getRandomValues(new Uint32Array(1))[0]);
    const created = createSession({ game, seats: ['human', 'human'], seed });
    if (!created.ok) throw new Error(created.error.message);
    return created.value;
  }, [game]);
  return (
    <SetupScreen
      session={session}
      seat={seat}
      store={store}
      userFlip={false}
      onReady={() => {
        const setup = session.snapshot(seat).ownSetup;
        if (setup !== null) onReady(setup);
      }}
    />
  );
}
