import type { TimeControl } from '@tabula/play';

/** A time control offered on the new-game form: its name as players say it, and the clock it sets. */
export interface TimeControlPreset {
  readonly id: string;
  readonly label: string;
  readonly control: TimeControl;
}

const minutes = (count: number) => count * 60_000;
const seconds = (count: number) => count * 1000;

/**
 * The time controls most online sites offer, from bullet to rapid (minutes + seconds added a move), and
 * Stratego sites' kind: a fixed time for each move with a small reserve for the hard ones.
 */
export const TIME_CONTROL_PRESETS: readonly TimeControlPreset[] = [
  { id: '1+0', label: '1+0 (bullet)', control: { kind: 'fischer', initialMs: minutes(1), incrementMs: 0 } },
  { id: '3+2', label: '3+2 (blitz)', control: { kind: 'fischer', initialMs: minutes(3), incrementMs: seconds(2) } },
  { id: '5+3', label: '5+3 (blitz)', control: { kind: 'fischer', initialMs: minutes(5), incrementMs: seconds(3) } },
  { id: '10+5', label: '10+5 (rapid)', control: { kind: 'fischer', initialMs: minutes(10), incrementMs: seconds(5) } },
  { id: '15+10', label: '15+10 (rapid)', control: { kind: 'fischer', initialMs: minutes(15), incrementMs: seconds(10) } },
  { id: '30s/move', label: '30 s a move + 2:00 reserve', control: { kind: 'per-move', moveMs: seconds(30), reserveMs: minutes(2) } },
];

/** A Fischer clock of the player's own figures: minutes to start with and seconds added after each move. */
export function customFischer(startMinutes: number, incrementSeconds: number): TimeControl {
  return { kind: 'fischer', initialMs: Math.round(minutes(startMinutes)), incrementMs: Math.round(seconds(incrementSeconds)) };
}
