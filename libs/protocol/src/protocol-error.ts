import { refusalInWords } from './refusal-words.js';

/** What the server (or the lack of one) said about a refused call. */
export interface Refusal {
  /** The server's code (`stale-version`, `illegal-move` …), `unreachable` or `bad-answer`. */
  readonly code: string;
  /** The HTTP status; 0 when no answer came. */
  readonly status: number;
  /** The server's own sentence (or what was wrong with its answer). */
  readonly serverMessage: string;
  /** The rule id (`JG-4`) when a game rule refused. */
  readonly rule?: string;
  /** The game's current version, when the caller's was stale. */
  readonly version?: number;
}

/**
 * Every refusal a {@link ProtocolClient} call ends with, one class for all: the server's code, sentence,
 * rule id and version as fields, and as `message` the same said in a player's words for the client's
 * device (so a page or a terminal can show `message` as it is).
 */
export class ProtocolError extends Error implements Refusal {
  override readonly name = 'ProtocolError';
  readonly code: string;
  readonly status: number;
  readonly serverMessage: string;
  readonly rule?: string;
  readonly version?: number;

  constructor(refusal: Refusal, device: string) {
    super(refusalInWords(refusal, device));
    this.code = refusal.code;
    this.status = refusal.status;
    this.serverMessage = refusal.serverMessage;
    if (refusal.rule !== undefined) this.rule = refusal.rule;
    if (refusal.version !== undefined) this.version = refusal.version;
  }
}
