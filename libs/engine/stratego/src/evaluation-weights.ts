import { KIND_CODE, KINDS, type PieceKind } from './pieces.js';

/*
 * The numbers of the evaluation (README: "Evaluation"). The bots' levels were measured with them, so
 * they change only with a new measurement; `evaluate.ts` and the search board's incremental terms
 * both read them from here.
 */

/** Base values of the kinds, roughly in hundredths of a lieutenant. */
export const BASE_VALUE: Readonly<Record<PieceKind, number>> = {
  marshal: 1000,
  general: 700,
  colonel: 400,
  major: 250,
  captain: 150,
  lieutenant: 100,
  sergeant: 70,
  miner: 100,
  scout: 40,
  spy: 300,
  bomb: 60,
  flag: 0,
};

/** Share of a piece's value that its secrecy is worth while its rank stays hidden (ST-9). */
export const SECRECY = 0.1;
/**
 * Per enemy mobile piece near a player's flag, by its distance in orthogonal steps (index 1 to
 * {@link THREAT_DISTANCE}): a piece next to the flag takes it with its next move (ST-8), so the
 * nearer, the graver. Random setups leave many flags open, and a search sees only a few moves
 * ahead: these terms make it meet an attacker while it is still on its way.
 */
export const FLAG_THREAT: readonly number[] = [0, 200, 120, 70, 35];
/** How close (in orthogonal steps) an enemy mobile piece threatens a flag. */
export const THREAT_DISTANCE = FLAG_THREAT.length - 1;
/**
 * Per own mobile piece within {@link GARRISON_DISTANCE} orthogonal steps of a player's flag, there to
 * meet an attacker. Attackers walk in from further than a search sees, and a bomb stops only one of
 * them (ST-6), so a defender must already be home: a term the search can plan towards (a one-ply
 * greedy bot cannot), which took level 5's losses to greedy from 20 in 100 games to 9 (issue 8).
 */
export const FLAG_GARRISON = 30;
/**
 * How close (in orthogonal steps) an own mobile piece garrisons its flag: at most THREAT_DISTANCE,
 * the reach of the flag zones that evaluate.ts walks.
 */
export const GARRISON_DISTANCE = 2;
/**
 * How close (in orthogonal steps) an enemy mobile piece must come to a player's flag for the flag
 * watch (flag-watch.ts) to ask for a defender that stops it. Beyond a start's no-man's land: a flag on
 * the back rank is six steps from the enemy's front rank.
 */
export const WATCH_DISTANCE = 5;
/**
 * Points per step that the nearest piece stopping an intruder stands further from the flag than the
 * intruder (flag-watch.ts); a step of the hunt's weight (HUNT_STEP), so that a defender walks home.
 */
export const WATCH_STEP = 12;
/** Steps of lag beyond which an unwatched intruder costs no more (also its cost when no piece stops it). */
export const WATCH_MOST = 6;
/** Per bomb next to a player's flag. */
export const FLAG_GUARD = 25;
/** Per rank a mobile piece has advanced from its own back rank. */
export const ADVANCE = 3;
/**
 * A side drives its miners at the enemy's unmoved pieces (endgame-drive.ts) once the enemy has at
 * most this many mobile pieces left: earlier, a miner that leaves home is just a cheap piece lost.
 */
export const ENDGAME_MOBILE = 8;
/**
 * Points per orthogonal step a miner is closer than DRIVE_REACH to the nearest enemy piece that
 * never moved. Worth more than ADVANCE, so a miner walks towards the bombs rather than merely forward;
 * with it level 5 scored 66 % against level 4 instead of 58.5 % (issue 8).
 */
export const DRIVE_STEP = 8;
/** Steps beyond which a miner gains nothing more from the drive (a 10×10 board is at most 18 across). */
export const DRIVE_REACH = 12;
/**
 * Points per orthogonal step the nearest piece that beats a revealed enemy mobile piece is closer
 * than HUNT_REACH to it, in the endgame (endgame-hunt.ts). Three steps, what a depth-5 search walks,
 * outweigh the garrison (FLAG_GARRISON), so a hunter leaves home for the enemy's last pieces.
 */
export const HUNT_STEP = 12;
/** Steps beyond which a hunter gains nothing more: the whole board, as its prey may stand anywhere. */
export const HUNT_REACH = 18;

/**
 * What an own piece (by kind code) `distance` orthogonal steps from its standing flag adds to that
 * flag's safety: a bomb next to it guards it, a mobile piece within GARRISON_DISTANCE garrisons it.
 * The one statement of the rule, for `evaluate` and the search board's incremental terms alike.
 */
export function homeGuard(kind: number, distance: number): number {
  // pieces.ts lists the mobile kinds before the bomb and the flag.
  if (kind < KIND_CODE.bomb) return distance <= GARRISON_DISTANCE ? FLAG_GARRISON : 0;
  return kind === KIND_CODE.bomb && distance === 1 ? FLAG_GUARD : 0;
}

/** The spy's value to its owner (ST-7): high only while the enemy marshal, the one piece it beats, lives. */
export function spyValue(enemyMarshalsLost: number): number {
  return enemyMarshalsLost > 0 ? 30 : BASE_VALUE.spy;
}

/** A miner's value to its owner (ST-6): it gains for every enemy bomb still standing, as only it survives one. */
export function minerValue(enemyBombsLost: number): number {
  return BASE_VALUE.miner + 15 * (6 - enemyBombsLost);
}

/** Base values by kind code (pieces.ts order). */
const BASE_BY_CODE: readonly number[] = KINDS.map((info) => BASE_VALUE[info.kind]);

/** What a kind (by code) is worth to its owner, given how many marshals and bombs the enemy lost. */
export function kindValue(kind: number, enemyMarshalsLost: number, enemyBombsLost: number): number {
  if (kind === KIND_CODE.spy) return spyValue(enemyMarshalsLost);
  if (kind === KIND_CODE.miner) return minerValue(enemyBombsLost);
  return BASE_BY_CODE[kind] as number;
}
