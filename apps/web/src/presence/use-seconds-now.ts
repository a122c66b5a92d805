import { useEffect, useState } from 'react';

/**
 * This device's time (Date.now()), read again every second while `counting`: enough for a count-up of
 * whole seconds (a player away for 0:42) and a countdown to a claim, without redrawing the page more.
 */
export function useSecondsNow(counting: boolean): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    if (!counting) return;
    // Read at once when counting starts (the time kept from an earlier count is old), then every second.
    const first = setTimeout(() => { setNow(Date.now()); }, 0);
    const timer = setInterval(() => { setNow(Date.now()); }, 1000);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [counting]);
  return now;
}
