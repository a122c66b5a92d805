import { z } from 'zod';
import { MAX_CLOCK_MS } from '@tabula/play';
import type { Wire } from './wire.js';

// Every request body, query and path parameter the game routes accept, strict (unknown fields are
// refused). The server validates requests with these objects and generates /api/openapi.json from them,
// and the clients build their requests with the types inferred from them, so none of the three can drift.

export const Seat = z.union([z.literal(0), z.literal(1)]).describe('A seat: 0 moves first.');
export type Seat = z.infer<typeof Seat>;

export const Version = z.int().min(0).max(Number.MAX_SAFE_INTEGER).describe("The game's version the caller last saw (compare-and-set).");

export const PlayerChoice = z
  .union([z.literal('human'), z.strictObject({ bot: z.string().min(1).max(40).describe('A bot level as `tabula arena` writes it: level1 … level5, greedy, random, alphabeta:500ms …') })])
  .describe('Who sits in a seat.');
export type PlayerChoice = Wire<z.infer<typeof PlayerChoice>>;

const ClockMs = z.int().min(0).max(MAX_CLOCK_MS);

export const TimeControlBody = z
  .discriminatedUnion('kind', [
    z.strictObject({
      kind: z.literal('fischer'),
      initialMs: ClockMs.min(1).describe("Each side's time at the start, in ms (5+3: 300000)."),
      incrementMs: ClockMs.describe('Added after each of a side\'s moves, in ms (5+3: 3000).'),
    }),
    z.strictObject({
      kind: z.literal('per-move'),
      moveMs: ClockMs.describe('What each move may take before the reserve is touched, in ms.'),
      reserveMs: ClockMs.describe("Each side's reserve for moves that take longer, in ms; it never grows back."),
    }),
  ])
  .refine((control) => control.kind === 'fischer' || control.moveMs + control.reserveMs > 0, 'a per-move clock needs moveMs or reserveMs above 0')
  .describe('A time control kept by the server; a side whose time runs out loses (reason timeout). Figures are whole ms, at most a day.');
export type TimeControlBody = z.infer<typeof TimeControlBody>;

export const CreateGameBody = z.strictObject({
  game: z.string().min(1).max(40).describe('A game id from GET /api/catalog (jungle, stratego …).'),
  players: z.tuple([PlayerChoice, PlayerChoice]),
  take: z
    .array(Seat)
    .max(2)
    .refine((seats) => new Set(seats).size === seats.length, 'a seat is taken once')
    .optional()
    .describe('The human seats the caller sits in ([0, 1] for hot-seat); default: the first human seat.'),
  position: z.string().min(1).max(4000).optional().describe('Start from this position text (docs/notation.md).'),
  seed: z
    .union([z.int().min(0).max(Number.MAX_SAFE_INTEGER), z.string().min(1).max(64)])
    .optional()
    .describe("Seed of random setups and bots' choices; default: drawn by the server. A seed you choose lets you replay the game, and tells you a bot's Stratego army."),
  clock: TimeControlBody.optional().describe('A time control; without it the game is untimed.'),
});
export type CreateGameBody = Wire<z.infer<typeof CreateGameBody>>;

export const PairingBody = z.strictObject({
  game: z.string().min(1).max(40).describe('A game id from GET /api/catalog.'),
  clock: TimeControlBody.optional().describe('The time control both players want; without it, untimed. Only the same game and the same control pair.'),
});
export type PairingBody = Wire<z.infer<typeof PairingBody>>;

export const MoveBody = z.strictObject({ move: z.string().min(1).max(200).describe('The move in any form the notation accepts.'), version: Version });
export type MoveBody = z.infer<typeof MoveBody>;

export const SetupBody = z.strictObject({ setup: z.string().min(1).max(400).describe("The seat's setup text (Stratego, ST-1)."), version: Version.optional() });
export type SetupBody = z.infer<typeof SetupBody>;

export const VersionBody = z.strictObject({ version: Version.optional() });
export type VersionBody = z.infer<typeof VersionBody>;

export const GameIdParams = z.strictObject({ id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'a game id is 1 to 64 letters, digits, _ or -') });
export type GameIdParams = z.infer<typeof GameIdParams>;

export const SeatParams = GameIdParams.extend({ seat: z.enum(['0', '1']).describe('0 or 1') });
export type SeatParams = z.infer<typeof SeatParams>;

export const CatalogParams = z.strictObject({ id: z.string().min(1).max(64) });
export type CatalogParams = z.infer<typeof CatalogParams>;

export const GameStatus = z.enum(['open', 'active', 'finished']);
export type GameStatus = z.infer<typeof GameStatus>;

export const LobbyQuery = z.strictObject({
  status: GameStatus.optional(),
  game: z.string().min(1).max(40).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional().describe('Page size, 1 … 100 (default 20).'),
  offset: z.coerce.number().int().min(0).max(1_000_000_000).optional().describe('Games to skip (default 0).'),
});
/** The lobby's query as a client writes it (the server reads the numbers from text). */
export type LobbyQuery = z.output<typeof LobbyQuery>;
