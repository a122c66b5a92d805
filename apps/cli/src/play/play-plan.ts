import type { GameEntry } from '@tabula/games';
import type { SeatChoice } from '@tabula/play';
import { UsageError } from '../command.js';

/** Who plays: the Jungle seed's modes (H2H, H2M, M2M) and M2H, the person moving second. */
export type Mode = 'h2h' | 'h2m' | 'm2h' | 'm2m';

export const MODES: readonly { readonly mode: Mode; readonly label: string }[] = [
  { mode: 'h2m', label: 'you against the computer (you move first)' },
  { mode: 'm2h', label: 'the computer against you (it moves first)' },
  { mode: 'h2h', label: 'two people at one keyboard' },
  { mode: 'm2m', label: 'watch the computer play itself' },
];

/** The level a machine seat plays when neither --level nor --bots says. */
export const DEFAULT_LEVEL = 3;

/** Reads `--mode`. */
export function parseMode(text: string | undefined): Mode {
  const mode = (text ?? 'h2m').trim().toLowerCase();
  if (mode === 'h2h' || mode === 'h2m' || mode === 'm2h' || mode === 'm2m') return mode;
  throw new UsageError(`play: --mode must be h2h, h2m, m2h or m2m, got '${text}'`);
}

/**
 * The two seats of a mode: people where the mode says `h`, bots elsewhere — from `--bots A,B` (one
 * per machine seat, or one bot for every machine seat) or `--level N` (default 3).
 */
export function seatsOf(mode: Mode, level: string | undefined, bots: string | undefined): readonly [SeatChoice, SeatChoice] {
  if (level !== undefined && bots !== undefined) throw new UsageError('play: --level and --bots exclude each other');
  const machines = [mode[0] === 'm', mode[2] === 'm'] as const;
  const machineCount = machines.filter(Boolean).length;
  if (machineCount === 0 && (level !== undefined || bots !== undefined)) throw new UsageError('play: h2h has no computer seat for --level or --bots');
  let names: string[];
  if (bots !== undefined) {
    names = bots.split(',').map((name) => name.trim());
    if (names.some((name) => name === '') || names.length > 2) throw new UsageError(`play: --bots takes one bot, or two separated by a comma, got '${bots}'`);
    if (names.length === 2 && machineCount === 1) throw new UsageError(`play: ${mode} has one computer seat; give --bots one bot`);
  } else {
    if (level !== undefined && !/^[1-5]$/.test(level.trim())) throw new UsageError(`play: --level must be 1 to 5, got '${level}'`);
    names = [`level${level?.trim() ?? DEFAULT_LEVEL}`];
  }
  let next = 0;
  const seat = (machine: boolean): SeatChoice => {
    if (!machine) return 'human';
    const name = names[Math.min(next++, names.length - 1)] as string;
    return { bot: name };
  };
  return [seat(machines[0]), seat(machines[1])];
}

/** Whether a game's entry has hidden ranks: hot-seat play then needs a pass-the-keyboard screen. */
export function hidesPieces(entry: GameEntry): boolean {
  return entry.game.hiddenInformation;
}
