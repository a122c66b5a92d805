import type { ThinkAnswer, ThinkRequest } from '@tabula/play';

/** What the page sends the bot worker: one move to find. */
export interface ThinkMessage {
  readonly request: ThinkRequest;
}

/** What the bot worker answers: the move, or why it could not find one. */
export type ThinkReply = { readonly answer: ThinkAnswer } | { readonly error: string };
