/**
 * The twelve kinds of a Stratego army (docs/rules.md §4): their letters, strengths and counts.
 * Everything else in the engine looks kinds up here, so a kind's facts are written once.
 */

/** A piece kind. Strength order: marshal (10) down to spy (1); bomb and flag never move (ST-3). */
export type PieceKind =
  | 'marshal'
  | 'general'
  | 'colonel'
  | 'major'
  | 'captain'
  | 'lieutenant'
  | 'sergeant'
  | 'miner'
  | 'scout'
  | 'spy'
  | 'bomb'
  | 'flag';

/** What a viewer knows of a piece: its kind, or `unknown` for an enemy piece still hidden (ST-9). */
export type SeenKind = PieceKind | 'unknown';

/** Facts about one kind. */
export interface KindInfo {
  readonly kind: PieceKind;
  /** Upper-case letter of docs/notation.md. */
  readonly letter: string;
  /** Combat strength (ST-5); bombs and flags have none (they never attack, ST-3). */
  readonly strength: number;
  /** How many an army has. */
  readonly count: number;
}

/**
 * All kinds, strongest first. The position in this list is the kind's internal code (0–11), used by
 * the fast perft and by canonical orderings (captured pieces, setups).
 */
export const KINDS: readonly KindInfo[] = [
  { kind: 'marshal', letter: 'M', strength: 10, count: 1 },
  { kind: 'general', letter: 'G', strength: 9, count: 1 },
  { kind: 'colonel', letter: 'O', strength: 8, count: 2 },
  { kind: 'major', letter: 'J', strength: 7, count: 3 },
  { kind: 'captain', letter: 'P', strength: 6, count: 4 },
  { kind: 'lieutenant', letter: 'L', strength: 5, count: 4 },
  { kind: 'sergeant', letter: 'T', strength: 4, count: 4 },
  { kind: 'miner', letter: 'N', strength: 3, count: 5 },
  { kind: 'scout', letter: 'S', strength: 2, count: 8 },
  { kind: 'spy', letter: 'Y', strength: 1, count: 1 },
  { kind: 'bomb', letter: 'B', strength: 0, count: 6 },
  { kind: 'flag', letter: 'F', strength: 0, count: 1 },
];

/** Pieces per army. */
export const ARMY_SIZE = 40;

/** Internal code of a kind (its index in {@link KINDS}). */
export const KIND_CODE: Readonly<Record<PieceKind, number>> = {
  marshal: 0,
  general: 1,
  colonel: 2,
  major: 3,
  captain: 4,
  lieutenant: 5,
  sergeant: 6,
  miner: 7,
  scout: 8,
  spy: 9,
  bomb: 10,
  flag: 11,
};

/** Facts about a kind. */
export function kindInfo(kind: PieceKind): KindInfo {
  return KINDS[KIND_CODE[kind]] as KindInfo;
}

/** The kind a letter names (either case), or undefined. */
export function kindOfLetter(letter: string): PieceKind | undefined {
  const upper = letter.toUpperCase();
  return KINDS.find((info) => info.letter === upper)?.kind;
}

/** Whether a kind can move and attack (everything but bomb and flag, ST-3). */
export function isMobile(kind: SeenKind): boolean {
  return kind !== 'bomb' && kind !== 'flag';
}

/** The whole army as a list of kinds, strongest first (40 entries). */
export const ARMY: readonly PieceKind[] = KINDS.flatMap((info) => Array<PieceKind>(info.count).fill(info.kind));

/** Sorts kinds into the canonical (strongest-first) order, e.g. for the captured lists. */
export function sortKinds(kinds: readonly PieceKind[]): PieceKind[] {
  return kinds.slice().sort((a, b) => KIND_CODE[a] - KIND_CODE[b]);
}

/** Human names for kinds, with `unknown piece` for a hidden one. */
export function kindName(kind: SeenKind): string {
  return kind === 'unknown' ? 'unknown piece' : kind;
}
