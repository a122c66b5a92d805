/**
 * How much time a game gives its players. Untimed games have none. Two kinds, as online sites use them:
 *
 * - **Fischer** (`5+3`): each side starts with `initialMs` and gains `incrementMs` after each of its moves.
 * - **Per move** (Stratego sites' kind): each move may take `moveMs`; time beyond that comes out of a
 *   reserve of `reserveMs`, which never grows back. A side whose reserve is gone loses on time.
 */
export type TimeControl =
  | { readonly kind: 'fischer'; readonly initialMs: number; readonly incrementMs: number }
  | { readonly kind: 'per-move'; readonly moveMs: number; readonly reserveMs: number };

/** The longest any clock may be set to: a day, so that no budget is unbounded and every sum stays exact. */
export const MAX_CLOCK_MS = 24 * 60 * 60 * 1000;

/** Why a time control cannot be used, or null: every figure a whole number of ms, within a day, and some time to play. */
export function timeControlProblem(control: TimeControl): string | null {
  const figures = control.kind === 'fischer' ? { initialMs: control.initialMs, incrementMs: control.incrementMs } : { moveMs: control.moveMs, reserveMs: control.reserveMs };
  for (const [name, value] of Object.entries(figures)) {
    if (!Number.isInteger(value) || value < 0 || value > MAX_CLOCK_MS) return `${name} must be a whole number of milliseconds from 0 to ${MAX_CLOCK_MS} (a day), got ${String(value)}`;
  }
  if (control.kind === 'fischer' && control.initialMs === 0) return 'initialMs must be more than 0: a Fischer clock needs time to start with';
  if (control.kind === 'per-move' && control.moveMs === 0 && control.reserveMs === 0) return 'a per-move clock needs moveMs or reserveMs above 0';
  return null;
}

/** The usual short name of a time control: `5+3` (minutes + seconds), `30s/move +2:00`. */
export function timeControlName(control: TimeControl): string {
  // Whole minutes as players write them (5+3); anything else in seconds (90s+2), never as 1.5 minutes.
  if (control.kind === 'fischer') return `${control.initialMs % 60_000 === 0 ? String(control.initialMs / 60_000) : `${seconds(control.initialMs)}s`}+${seconds(control.incrementMs)}`;
  return `${seconds(control.moveMs)}s/move +${clockFace(control.reserveMs)}`;
}

function seconds(ms: number): string {
  const value = ms / 1000;
  return Number.isInteger(value) ? String(value) : String(Math.round(value * 10) / 10);
}

/**
 * Time as a clock face shows it: `4:59`, `1:02:03`; under ten seconds with tenths (`9.4`), since that is
 * when a player counts them. Never negative: a fallen flag reads `0.0`.
 */
export function clockFace(ms: number): string {
  const left = Math.max(0, ms);
  if (left < 10_000) return (Math.floor(left / 100) / 10).toFixed(1);
  // A second just begun still shows: 4:59.2 left reads 5:00, as a chess clock's face does.
  return secondsFace(Math.ceil(left / 1000));
}

/** Whole seconds as a clock writes them: `0:07`, `4:59`, `1:02:03` (the hours only when there are some). */
export function secondsFace(seconds: number): string {
  const total = Math.max(0, Math.floor(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
