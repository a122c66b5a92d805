import { z } from 'zod';
import { GameStatus, Seat, TimeControlBody } from './http-requests.js';
import type { Wire } from './wire.js';

// The answers of the game routes. The server's builders are typed with these types (a builder that
// drifts from its schema does not compile) and the clients check every answer against these schemas.

export const ErrorAnswer = z.strictObject({
  error: z.strictObject({
    code: z.string(),
    message: z.string(),
    rule: z.string().optional().describe('The rule id (JG-4) when a game rule refused the move.'),
    version: z.int().optional().describe("The game's current version, with a stale-version conflict."),
  }),
});
export type ErrorAnswer = z.infer<typeof ErrorAnswer>;

const Shape = z.object({ from: z.string().nullable(), path: z.array(z.string()), drop: z.string().optional() }).loose();
export const MoveOption = z.strictObject({ text: z.string(), shape: Shape });
export type MoveOption = Wire<z.infer<typeof MoveOption>>;

const MoveFact = z
  .object({ kind: z.enum(['move', 'capture', 'battle', 'explosion', 'drop', 'promotion']) })
  .loose()
  .describe("One thing a move did: a step, a capture, a battle (both ranks), an explosion, a drop or a promotion, with pieces as { owner, name } (`name` is `piece` for a rank the caller may not know).");

const Kind = z.enum(['human', 'bot']);

/** A seat as every caller may see it: who plays it and whether a person has taken it. */
export const PlayerView = z.strictObject({
  seat: Seat,
  name: z.string(),
  kind: Kind,
  bot: z.string().optional(),
  taken: z.boolean(),
  ready: z.boolean(),
});
export type PlayerView = Wire<z.infer<typeof PlayerView>>;

export const LastMove = z.strictObject({
  seat: Seat,
  text: z.string(),
  shape: Shape,
  words: z.string().describe("The move in the game's own words for the caller, naming only ranks the caller may know (ST-9), e.g. \"Red's scout attacked Blue's marshal on e5 and lost.\""),
  facts: z.array(MoveFact).describe('The same as structured facts, in order.'),
});
export type LastMove = Wire<z.infer<typeof LastMove>>;

const Ms = z.int().min(0);

export const ClockView = z
  .strictObject({
    control: TimeControlBody,
    name: z.string().describe('The time control as players write it: 5+3, 30s/move +2:00.'),
    left: z.tuple([Ms, Ms]).describe("Each side's time until its flag falls, at `at`, in ms."),
    move: z.tuple([Ms, Ms]).optional().describe("Per-move clocks: what is left of each side's move allowance, at `at`."),
    running: Seat.nullable().describe('Whose time runs; null before play begins and after the end.'),
    at: z.number().describe("The server's time the readings are for (ms since the epoch): a client counts `running`'s time down from when it received the view."),
  })
  .describe("A timed game's clock as the server read it when it built the view; the server alone decides a timeout.");
export type ClockView = Wire<z.infer<typeof ClockView>>;

export const GameViewAnswer = z
  .strictObject({
    id: z.string(),
    game: z.string(),
    version: z.int(),
    phase: z.enum(['setup', 'playing', 'over']),
    status: GameStatus,
    you: Seat.nullable().describe("The caller's seat; null for a spectator."),
    position: z.string().nullable().describe('Position text as the caller may see it (hidden pieces X/x); null during setup.'),
    toMove: Seat.nullable(),
    outcome: z.strictObject({ winner: Seat.nullable(), reason: z.string() }).nullable(),
    moves: z.array(z.string()).describe('Canonical texts of the moves so far.'),
    lastMove: LastMove.nullable(),
    legalMoves: z.array(MoveOption).optional().describe('Only for the seat to move.'),
    players: z.tuple([PlayerView, PlayerView]),
    ownSetup: z.string().optional().describe("The caller's own setup text (Stratego)."),
    takebackBy: Seat.nullable().describe('The seat whose takeback offer awaits an answer.'),
    drawOfferBy: Seat.nullable().describe('The seat whose draw offer awaits an answer; a move by the other seat declines it.'),
    clock: ClockView.optional().describe('Only in a timed game.'),
    rematch: z
      .strictObject({
        wanted: z.tuple([z.boolean(), z.boolean()]).describe('Which seats want a rematch (a bot always does once asked).'),
        next: z.string().nullable().describe("The rematch's game id once both want it: same settings, seats swapped; each player's token opens their new seat."),
      })
      .optional()
      .describe('Only once the game is over.'),
  })
  .describe("The caller's view of a game.");
/**
 * One caller's view of an online game (`GET /api/games/{id}`, every action's answer and every live
 * message): every field is built from that caller's view of the position (ST-9).
 */
export type GameView = Wire<z.infer<typeof GameViewAnswer>>;

export const SeatPresenceAnswer = z.strictObject({
  connected: z.boolean().describe("Whether the seat's player has the game's live socket open now, on any node (a bot's seat always does)."),
  awayMs: z.int().min(0).nullable().describe('How long the player has been gone when the server built this, in ms; null while connected.'),
});

export const PresenceAnswer = z
  .strictObject({
    seats: z.tuple([SeatPresenceAnswer, SeatPresenceAnswer]),
    spectators: z.int().min(0).describe('Live sockets watching without a seat, on every node.'),
    claimAfterMs: z
      .int()
      .min(0)
      .nullable()
      .describe('In a timed game between people: how long a seat must be gone before the other may claim the win; null where no claim exists.'),
  })
  .describe('Who is at the game now. No part of the game: never versioned, never stored.');
/** Who is at a game (`GET /api/games/{id}/presence`, and the live `presence` message). */
export type PresenceAnswer = Wire<z.infer<typeof PresenceAnswer>>;

export const CreatedAnswer = z.strictObject({
  id: z.string(),
  version: z.int(),
  seats: z.array(z.strictObject({ seat: Seat, kind: Kind, bot: z.string().optional(), token: z.string().optional().describe('The secret of a seat the caller took.') })),
});
export type CreatedAnswer = Wire<z.infer<typeof CreatedAnswer>>;

export const ClaimAnswer = z.strictObject({ id: z.string(), seat: Seat, token: z.string(), version: z.int() });
export type ClaimAnswer = Wire<z.infer<typeof ClaimAnswer>>;

export const PairingAnswer = z
  .strictObject({
    id: z.string(),
    seat: Seat,
    token: z.string().describe('The secret of your seat.'),
    version: z.int(),
    paired: z.boolean().describe('True: you took the seat of a player who was waiting, and the game has begun. False: you wait in a new game for the next player who asks for the same game and time control.'),
  })
  .describe('Your seat in a paired game.');
export type PairingAnswer = Wire<z.infer<typeof PairingAnswer>>;

/** A game as the lobby lists it: nothing hidden, no tokens, no position, no names (the game's player names say them). */
export const LobbyEntry = z.strictObject({
  id: z.string(),
  game: z.string(),
  status: GameStatus,
  version: z.int(),
  players: z.array(z.strictObject({ seat: Seat, kind: Kind, bot: z.string().optional(), taken: z.boolean() })),
  timeControl: z.string().optional().describe("A timed game's time control (5+3); absent when untimed."),
  spectators: z.int().min(1).optional().describe('How many watch it live now, on every node; absent when nobody does.'),
});
export type LobbyEntry = Wire<z.infer<typeof LobbyEntry>>;

export const LobbyAnswer = z.strictObject({
  games: z.array(LobbyEntry),
  next: z.int().nullable().describe('The offset of the next page, or null on the last one.'),
});
export type LobbyAnswer = Wire<z.infer<typeof LobbyAnswer>>;

export const HealthAnswer = z.strictObject({ status: z.literal('ok'), version: z.string(), games: z.int() });
export type HealthAnswer = Wire<z.infer<typeof HealthAnswer>>;

export const CatalogEntry = z
  .object({ id: z.string(), name: z.string(), playerNames: z.tuple([z.string(), z.string()]), hiddenInformation: z.boolean(), hasSetup: z.boolean() })
  .loose();
export type CatalogEntry = Wire<z.infer<typeof CatalogEntry>>;

export const CatalogAnswer = z.strictObject({ games: z.array(CatalogEntry) });
export type CatalogAnswer = Wire<z.infer<typeof CatalogAnswer>>;

export const CatalogEntryAnswer = z.strictObject({ game: CatalogEntry });
export type CatalogEntryAnswer = Wire<z.infer<typeof CatalogEntryAnswer>>;
