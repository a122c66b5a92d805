import { useEffect, useState } from 'react';

/** How often a running clock is drawn again: often enough for tenths of a second, which a clock shows under ten seconds. */
export const CLOCK_TICK_MS = 100;

/**
 * This device's time (Date.now()), read again every tick while `running`, so a running clock counts
 * down smoothly between the server's readings; a stopped one is not redrawn at all. The timer stops
 * when the clock stops or the page goes.
 */
export function useTickingNow(running: boolean): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => { setNow(Date.now()); }, CLOCK_TICK_MS);
    return () => { clearInterval(timer); };
  }, [running]);
  // A stale reading from an earlier run is harmless: a clock counts only from its readings' arrival.
  return now;
}
