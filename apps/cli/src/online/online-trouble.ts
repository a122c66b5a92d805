/**
 * An online command could not go on: the server is not there, the game is unknown, the seat is taken,
 * the server refused. The CLI prints the message as one line on stderr and exits 1 — the input was
 * fine (bad input exits 2), the world was not.
 */
export class OnlineTrouble extends Error {}

/** Exit status of an online command that ended in trouble. */
export const EXIT_ONLINE_TROUBLE = 1;
