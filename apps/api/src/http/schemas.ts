import { z } from 'zod';

// Every request body, query and path parameter the game routes accept, strict (unknown fields are
// refused), and the answers they give. The same objects validate requests and generate
// /api/openapi.json, so the document cannot drift from what the server does.

export const Seat = z.union([z.literal(0), z.literal(1)]).describe('A seat: 0 moves first.');
const Version = z.int().min(0).max(Number.MAX_SAFE_INTEGER).describe("The game's version the caller last saw (compare-and-set).");

export const PlayerChoice = z
  .union([z.literal('human'), z.strictObject({ bot: z.string().min(1).max(40).describe('A bot level as `tabula arena` writes it: level1 … level5, greedy, random, alphabeta:500ms …') })])
  .describe('Who sits in a seat.');

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
});

export const MoveBody = z.strictObject({ move: z.string().min(1).max(200).describe('The move in any form the notation accepts.'), version: Version });
export const SetupBody = z.strictObject({ setup: z.string().min(1).max(400).describe("The seat's setup text (Stratego, ST-1)."), version: Version.optional() });
export const VersionBody = z.strictObject({ version: Version.optional() });

export const GameIdParams = z.strictObject({ id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'a game id is 1 to 64 letters, digits, _ or -') });
export const SeatParams = GameIdParams.extend({ seat: z.enum(['0', '1']).describe('0 or 1') });
export const CatalogParams = z.strictObject({ id: z.string().min(1).max(64) });

export const LobbyQuery = z.strictObject({
  status: z.enum(['open', 'active', 'finished']).optional(),
  game: z.string().min(1).max(40).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional().describe('Page size, 1 … 100 (default 20).'),
  offset: z.coerce.number().int().min(0).max(1_000_000_000).optional().describe('Games to skip (default 0).'),
});

// ----- answers ------------------------------------------------------------------------------------

export const ErrorAnswer = z.strictObject({
  error: z.strictObject({
    code: z.string(),
    message: z.string(),
    rule: z.string().optional().describe('The rule id (JG-4) when a game rule refused the move.'),
    version: z.int().optional().describe("The game's current version, with a stale-version conflict."),
  }),
});

const Shape = z.object({ from: z.string().nullable(), path: z.array(z.string()), drop: z.string().optional() }).loose();
const MoveOption = z.strictObject({ text: z.string(), shape: Shape });
const MoveFact = z
  .object({ kind: z.enum(['move', 'capture', 'battle', 'explosion', 'drop', 'promotion']) })
  .loose()
  .describe("One thing a move did: a step, a capture, a battle (both ranks), an explosion, a drop or a promotion, with pieces as { owner, name } (`name` is `piece` for a rank the caller may not know).");
const PlayerView = z.strictObject({
  seat: Seat,
  name: z.string(),
  kind: z.enum(['human', 'bot']),
  bot: z.string().optional(),
  taken: z.boolean(),
  ready: z.boolean(),
});

export const GameViewAnswer = z
  .strictObject({
    id: z.string(),
    game: z.string(),
    version: z.int(),
    phase: z.enum(['setup', 'playing', 'over']),
    status: z.enum(['open', 'active', 'finished']),
    you: Seat.nullable().describe("The caller's seat; null for a spectator."),
    position: z.string().nullable().describe('Position text as the caller may see it (hidden pieces X/x); null during setup.'),
    toMove: Seat.nullable(),
    outcome: z.strictObject({ winner: Seat.nullable(), reason: z.string() }).nullable(),
    moves: z.array(z.string()).describe('Canonical texts of the moves so far.'),
    lastMove: z
      .strictObject({
        seat: Seat,
        text: z.string(),
        shape: Shape,
        words: z.string().describe("The move in the game's own words for the caller, naming only ranks the caller may know (ST-9), e.g. \"Red's scout attacked Blue's marshal on e5 and lost.\""),
        facts: z.array(MoveFact).describe('The same as structured facts, in order.'),
      })
      .nullable(),
    legalMoves: z.array(MoveOption).optional().describe('Only for the seat to move.'),
    players: z.tuple([PlayerView, PlayerView]),
    ownSetup: z.string().optional().describe("The caller's own setup text (Stratego)."),
    takebackBy: Seat.nullable().describe('The seat whose takeback offer awaits an answer.'),
  })
  .describe("The caller's view of a game.");

export const CreatedAnswer = z.strictObject({
  id: z.string(),
  version: z.int(),
  seats: z.array(z.strictObject({ seat: Seat, kind: z.enum(['human', 'bot']), bot: z.string().optional(), token: z.string().optional().describe('The secret of a seat the caller took.') })),
});

export const ClaimAnswer = z.strictObject({ id: z.string(), seat: Seat, token: z.string(), version: z.int() });

export const LobbyAnswer = z.strictObject({
  games: z.array(
    z.strictObject({
      id: z.string(),
      game: z.string(),
      status: z.enum(['open', 'active', 'finished']),
      version: z.int(),
      players: z.array(z.strictObject({ seat: Seat, kind: z.enum(['human', 'bot']), bot: z.string().optional(), taken: z.boolean() })),
    }),
  ),
  next: z.int().nullable().describe('The offset of the next page, or null on the last one.'),
});

export const HealthAnswer = z.strictObject({ status: z.literal('ok'), version: z.string(), games: z.int() });

const CatalogEntry = z
  .object({ id: z.string(), name: z.string(), playerNames: z.tuple([z.string(), z.string()]), hiddenInformation: z.boolean(), hasSetup: z.boolean() })
  .loose();
export const CatalogAnswer = z.strictObject({ games: z.array(CatalogEntry) });
export const CatalogEntryAnswer = z.strictObject({ game: CatalogEntry });
