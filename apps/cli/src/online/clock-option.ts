import { MAX_CLOCK_MS, clockFace, timeControlProblem, type TimeControl } from '@tabula/play';

// `--clock` as players write a time control, and as `timeControlName` prints one, so that the name a
// game shows is also what re-creates it:
//
//   5+3             Fischer: the starting time in minutes, the increment in seconds
//   90s+2, 1:30+2   the starting time in seconds, or as a clock face
//   30s/move+2:00   per move: each move's allowance in seconds, then the reserve in minutes (or M:SS)
//   30s/move        per move with no reserve
//
// A bare number takes the unit that time control is counted in where players write it (a Fischer
// bank and a per-move reserve in minutes, an increment and a move's allowance in seconds); `s`, `m` or
// a clock face (M:SS, H:MM:SS) say it outright.

/** The forms `--clock` takes, as its refusal of a malformed one shows them. */
export const CLOCK_FORMS = 'MINUTES+SECONDS (5+3, or 90s+2 in seconds) or SECONDS/move+RESERVE (30s/move+2:00)';

/** A parsed `--clock`: the time control, or why it cannot be used (one line, naming the option). */
export type ClockOption = { readonly ok: true; readonly control: TimeControl } | { readonly ok: false; readonly problem: string };

type Unit = 's' | 'm';

const UNIT_MS: Readonly<Record<Unit, number>> = { s: 1000, m: 60_000 };

/** A number with up to three decimals (so every figure is whole milliseconds) and an optional unit, or a clock face. */
const DURATION = String.raw`(?:\d{1,9}(?:\.\d{1,3})?[sm]?|\d{1,3}(?::[0-5]\d){1,2})`;
const FISCHER = new RegExp(`^(${DURATION})\\+(${DURATION})$`);
const PER_MOVE = new RegExp(`^(${DURATION})/move(?:\\+(${DURATION}))?$`);

/** Reads `--clock TEXT` into a time control, or says in one line what is wrong with it. */
export function parseClockOption(text: string): ClockOption {
  // `30s/move +2:00` is how a game names its clock; the space is a reader's, not part of the value.
  const typed = text.trim().toLowerCase().replace(/\s+/g, '');
  const fischer = FISCHER.exec(typed);
  const perMove = PER_MOVE.exec(typed);
  let control: TimeControl;
  if (fischer) control = { kind: 'fischer', initialMs: durationMs(fischer[1] as string, 'm'), incrementMs: durationMs(fischer[2] as string, 's') };
  else if (perMove) control = { kind: 'per-move', moveMs: durationMs(perMove[1] as string, 's'), reserveMs: perMove[2] === undefined ? 0 : durationMs(perMove[2], 'm') };
  else return { ok: false, problem: `--clock takes ${CLOCK_FORMS}, got '${text}'` };

  const refuse = (why: string): ClockOption => ({ ok: false, problem: `--clock ${text.trim()}: ${why}` });
  const longest = control.kind === 'fischer' ? Math.max(control.initialMs, control.incrementMs) : Math.max(control.moveMs, control.reserveMs);
  if (longest > MAX_CLOCK_MS) return refuse(`a clock holds at most a day (${clockFace(MAX_CLOCK_MS)}), not ${clockFace(longest)}`);
  if (control.kind === 'fischer' && control.initialMs === 0) return refuse('a Fischer clock needs some time to start with');
  if (control.kind === 'per-move' && control.moveMs === 0 && control.reserveMs === 0) return refuse('a per-move clock needs time for each move or a reserve');
  // The server's own rule, should it ever ask more than the checks above.
  const problem = timeControlProblem(control);
  return problem === null ? { ok: true, control } : refuse(problem);
}

/**
 * Milliseconds of one duration as typed (`5`, `1.5m`, `90s`, `2:00`, `1:00:00`), a bare number in
 * `unit`. Decimals are read as digits, not as a binary fraction, so 4.35s is 4350 ms exactly.
 */
function durationMs(text: string, unit: Unit): number {
  if (text.includes(':')) {
    const [first, ...rest] = text.split(':').map(Number) as [number, ...number[]];
    return rest.reduce((total, part) => total * 60 + part, first) * 1000;
  }
  const suffix = text.at(-1);
  const factor = UNIT_MS[suffix === 's' || suffix === 'm' ? suffix : unit];
  const [whole = '', decimals = ''] = text.replace(/[sm]$/, '').split('.');
  const scale = 10 ** decimals.length;
  return ((Number(whole) * scale + Number(decimals || '0')) * factor) / scale;
}
