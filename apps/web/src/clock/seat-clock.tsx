import type { Player } from '@tabula/engine-core';
import { clockFace, lowOnTime, tableClockNow, type TableClock } from '@tabula/play';
import { useLowTimeWarning } from './use-low-time-warning.js';
import { useTickingNow } from './use-ticking-now.js';

/** When a clock turns to its warning colours and is announced: the last ten seconds. */
const LOW_MS = 10_000;

interface SeatClockProps {
  readonly clock: TableClock;
  readonly seat: Player;
  readonly name: string;
  /** The clock of a seat played at this device: its low time is also sounded. */
  readonly own: boolean;
}

/**
 * One side's clock beside the board: its name and time as the server last read it, counted down here
 * while it runs. A per-move clock shows what is left of this move and, apart, the reserve. The running
 * clock stands out, and its last seconds are drawn in warning colours and announced once.
 */
export function SeatClock({ clock, seat, name, own }: SeatClockProps) {
  const running = clock.running === seat;
  const now = useTickingNow(running);
  const reading = tableClockNow(clock, now)[seat];
  const low = lowOnTime(reading, LOW_MS);
  const announcement = useLowTimeWarning(low, name, own, LOW_MS / 1000);
  const className = `seat-clock${running ? ' running' : ''}${low ? ' low' : ''}${own ? ' own' : ''}`;
  return (
    <>
      <div className={className} role="timer" aria-label={`${name}'s clock`}>
        <span className="clock-name">
          {name}
          {running ? <span className="visually-hidden"> (running)</span> : null}
        </span>
        {reading.move === undefined ? (
          <span className="clock-face">{clockFace(reading.left)}</span>
        ) : (
          <>
            <span className="clock-part">
              <span className="clock-label">move</span> <span className="clock-face">{clockFace(reading.move)}</span>
            </span>
            <span className="clock-part reserve">
              <span className="clock-label">reserve</span> {clockFace(reading.left - reading.move)}
            </span>
          </>
        )}
        {low ? <span className="visually-hidden"> low on time</span> : null}
      </div>
      {/* Apart from the timer, whose own changes a screen reader leaves unsaid. */}
      <p className="visually-hidden" aria-live="assertive">
        {announcement}
      </p>
    </>
  );
}
