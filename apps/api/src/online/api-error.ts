import type { PlayError, PlayErrorCode } from '@tabula/play';

/**
 * A refusal the server answers with a 4xx: its HTTP status, a stable code, a sentence, and the rule id
 * (`JG-4`) or the game's current version when they help the client. Thrown by the game service and
 * turned into `{ "error": { … } }` by the error handler.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: { readonly rule?: string; readonly version?: number } = {},
  ) {
    super(message);
  }
}

// The session's refusals by meaning: a wrong seat is forbidden, a bad text or an illegal move is
// unprocessable, and an action the game's state no longer allows is a conflict.
const STATUS_OF: Partial<Record<PlayErrorCode, number>> = {
  'not-your-turn': 403,
  'bot-seat': 409,
  'wrong-phase': 409,
  'game-over': 409,
  'nothing-to-undo': 409,
  'takeback-refused': 409,
  'consent-needed': 409,
  'too-late-to-abort': 409,
  'draw-pending': 409,
  'no-draw-offer': 409,
  cancelled: 409,
  'hidden-record': 422,
  'bad-option': 422,
};

/** The HTTP refusal for a session refusal; rule errors (illegal moves, parse errors) are 422. */
export function fromPlayError(error: PlayError): ApiError {
  return new ApiError(STATUS_OF[error.code] ?? 422, error.code, error.message, error.rule ? { rule: error.rule } : {});
}
