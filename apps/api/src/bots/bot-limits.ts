import { parseSeat, type SeatChoice } from '@tabula/play';
import { ApiError } from '../online/api-error.js';

/**
 * The most a bot the server plays may think (TABULA_BOT_MAX_MS, TABULA_BOT_MAX_NODES,
 * TABULA_BOT_MAX_ITERATIONS). They apply to the budgets written in a bot's text (`alphabeta:500ms`,
 * `ismcts:20000n`, and the defaults of a bare `alphabeta` or `ismcts`); the levels are the games' own
 * presets and always accepted. Every think also stops at `maxMs` in its worker, whatever its budget.
 */
export interface BotLimits {
  /** Milliseconds a bot may think for one move. */
  readonly maxMs: number;
  /** Positions an alpha-beta bot may visit for one move. */
  readonly maxNodes: number;
  /** Iterations an IS-MCTS bot may run for one move. */
  readonly maxIterations: number;
}

/**
 * The defaults, from measurements (README, API: Bots' budgets): level 5, the strongest preset, takes
 * under 1 s a move on every game (Stratego: 2 000 000 nodes, cut to about 440 000 by its depth limit;
 * the others 64 000 nodes). 10 s is ten times that; 5 000 000 alpha-beta nodes take 2 to 8 s and 200 000
 * IS-MCTS iterations up to about 100 MB of the worker's heap (Stratego's stop at 10 s first).
 */
export const DEFAULT_BOT_LIMITS: BotLimits = { maxMs: 10_000, maxNodes: 5_000_000, maxIterations: 200_000 };

/** Unfinished games with a bot one client may have created at once (TABULA_BOT_GAMES_PER_CLIENT). */
export const DEFAULT_BOT_GAMES_PER_CLIENT = 10;

/** Refuses (400 `bot-budget`) a seat's bot whose budget is over the server's limits; says which limit. */
export function checkBotBudgets(players: readonly SeatChoice[], limits: BotLimits): void {
  players.forEach((choice, seat) => {
    const parsed = parseSeat(choice, seat as 0 | 1);
    if (!parsed.ok || parsed.value.kind !== 'bot') return; // a bad bot text is the session's to refuse (422)
    const spec = parsed.value.spec;
    if (spec.kind !== 'alphabeta' && spec.kind !== 'ismcts') return;
    const { ms, nodes } = spec.budget;
    const refuse = (limit: string) => {
      throw new ApiError(400, 'bot-budget', `seat ${seat}: ${limit}`);
    };
    if (ms !== undefined && ms > limits.maxMs) refuse(`a bot may think at most ${limits.maxMs} ms (TABULA_BOT_MAX_MS)`);
    if (nodes !== undefined && spec.kind === 'alphabeta' && nodes > limits.maxNodes) refuse(`an alpha-beta bot may search at most ${limits.maxNodes} nodes (TABULA_BOT_MAX_NODES)`);
    if (nodes !== undefined && spec.kind === 'ismcts' && nodes > limits.maxIterations) refuse(`an IS-MCTS bot may run at most ${limits.maxIterations} iterations (TABULA_BOT_MAX_ITERATIONS)`);
  });
}

/**
 * How many unfinished games with a bot each client (its address, `req.ip`) has created on this node,
 * so that one client cannot fill the bots' workers. Counted in this node's memory: a restart forgets
 * it, and with several nodes each node counts the games created through it. A client's games are
 * looked up again (are they over?) only when it reaches the cap.
 */
export class BotGameQuota {
  private readonly games = new Map<string, Set<string>>();
  private reserved = 0;

  constructor(
    readonly limit: number,
    /** Whether a game is still unfinished (false once it is over or gone). */
    private readonly unfinished: (id: string) => Promise<boolean>,
  ) {}

  /**
   * Holds a place for one more game of `client` (429 `too-many-bot-games` at the cap); `created` then
   * records its id, or `release` gives the place back when the game was not created.
   */
  async reserve(client: string): Promise<{ created(id: string): void; release(): void }> {
    if (this.limit === 0) return { created: () => undefined, release: () => undefined };
    const before = this.games.get(client);
    if (before && before.size >= this.limit) {
      const ids = [...before].filter((id) => !id.startsWith('\0'));
      const still = await Promise.all(ids.map((id) => this.unfinished(id).catch(() => false)));
      ids.forEach((id, index) => {
        if (!still[index]) before.delete(id);
      });
    }
    // Counted after the look-up, without waiting again: concurrent requests cannot both take the last place.
    const mine = this.games.get(client) ?? new Set<string>();
    this.games.set(client, mine);
    if (mine.size >= this.limit) {
      throw new ApiError(
        429,
        'too-many-bot-games',
        `this client already has ${this.limit} unfinished games with a bot (TABULA_BOT_GAMES_PER_CLIENT); finish or resign one first`,
      );
    }
    const place = `\0${this.reserved++}`;
    mine.add(place);
    const release = () => {
      mine.delete(place);
      if (mine.size === 0 && this.games.get(client) === mine) this.games.delete(client);
    };
    return {
      created: (id) => {
        mine.delete(place);
        mine.add(id);
      },
      release,
    };
  }
}

/** What the server checks before it creates a game with a bot. */
export interface BotAdmission {
  readonly limits: BotLimits;
  readonly quota: BotGameQuota;
}

/** Each bot worker's heap in MB (TABULA_BOT_HEAP_MB): the largest think measured used about 60 MB. */
export const DEFAULT_BOT_HEAP_MB = 256;
