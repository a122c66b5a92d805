import type { BoardPicture, MoveShape } from './board-picture.js';
import type { GameLevels, Sampling } from './levels.js';
import type { MoveWords } from './move-words.js';
import type { Player, Viewer } from './player.js';
import type { Result } from './result.js';
import type { Rng } from './rng.js';
import type { SearchHooks } from './search-hooks.js';
import type { OutcomeReason, Status } from './status.js';

/**
 * How a game with set-up phases (Stratego, ST-1) builds its initial state: each player arranges an
 * army, the engine validates it, and the start state is built from both.
 *
 * @typeParam S - the game's state
 * @typeParam Setup - one player's arrangement (JSON data)
 */
export interface SetupRules<S, Setup> {
  /** Checks a player's arrangement; the error says what is wrong (`invalid-setup`, with the rule id). */
  validate(player: Player, setup: Setup): Result<Setup>;
  /** An arrangement a decent player would not be ashamed of, drawn from `rng`. */
  random(player: Player, rng: Rng): Setup;
  /** The initial state from both players' arrangements, or the first arrangement's error. */
  start(setup0: Setup, setup1: Setup): Result<S>;
}

/** One kind of piece in a set-up army (Stratego, ST-1): its letter in the setup text, its name, how many. */
export interface ArmyPiece {
  /** The upper-case letter a setup text writes for it (docs/notation.md), e.g. `M`. */
  readonly letter: string;
  /** The game's name for it, e.g. `marshal`. */
  readonly name: string;
  /** How many one army has. */
  readonly count: number;
}

/**
 * What a set-up phase looks like to a person arranging an army (ST-1): where each slot of a setup text
 * stands and what the army holds. Front ends draw set-up screens and help texts from it, so they carry
 * no game's ranks, letters or geometry, and never have to learn them by trying setups out.
 *
 * The slot order is the game's own: a setup is a game's arrangement value, whose letters the game
 * places slot by slot, and the setup text (docs/notation.md) writes exactly those letters in that
 * order, only adding `/` between the ranks. So the description belongs on the Game, not the notation.
 */
export interface SetupLayout {
  /**
   * The squares of `player`'s set-up area by rank, in the order a setup text lists them: the front
   * rank first, each rank as the text writes it (from the owner's left). Slot `i` of the text (its
   * letters without the `/`s) is square `i` of these ranks taken in turn.
   */
  ranks(player: Player): readonly (readonly string[])[];
  /** The army each player sets up, every kind once, in the game's order (strongest first in Stratego). */
  readonly army: readonly ArmyPiece[];
}

/**
 * The Game contract (docs/design.md). One object per game; every member is pure.
 *
 * - A **state** is readonly, JSON-serialisable data: no classes, no Map, no typed arrays in it.
 * - A **move is one whole turn** (a checkers capture chain is one move; a drop is one move), also JSON.
 * - {@link Game.legalMoves} is the single source of truth: {@link Game.play} accepts exactly the moves it lists.
 *
 * Members are declared as methods so that a concrete `Game<JungleState, JungleMove>` can be stored
 * where a `Game<unknown, unknown>` is expected (the registry, the CLI, bots).
 *
 * @typeParam S - the game's state
 * @typeParam M - the game's move
 * @typeParam Setup - a player's set-up arrangement, for games that have one
 */
export interface Game<S, M, Setup = never> {
  /** Registry id, e.g. `jungle`. */
  readonly id: string;
  /** Display name, e.g. `Jungle`. */
  readonly name: string;
  /** Player names by seat, e.g. `['Blue', 'Red']`. */
  readonly playerNames: readonly [string, string];
  /** Whether players may not see everything (Stratego); `view` is identity when false. */
  readonly hiddenInformation: boolean;

  /**
   * The start position. Games with a set-up phase use `rng` to draw random arrangements for both
   * players; games with a fixed start ignore it.
   */
  start(rng?: Rng): S;

  /**
   * Every legal move of the player to move. Empty exactly when the game is over (G-2). The order is
   * deterministic for a given state (so seeded bots are reproducible) but otherwise unspecified.
   */
  legalMoves(state: S): readonly M[];

  /**
   * Plays one move and returns the new state; the input state is never mutated. A move that
   * {@link Game.legalMoves} does not list is refused with an error citing the rule that forbids it.
   */
  play(state: S, move: M): Result<S>;

  /** Who is to move, or how the game ended. */
  status(state: S): Status;

  /**
   * Everything `viewer` may know of the state, as a state of the same type: identity for
   * perfect-information games; Stratego replaces hidden enemy ranks with `unknown`. Everything that
   * leaves the engine towards a person or a bot is built from a view.
   */
  view(state: S, viewer: Viewer): S;

  /**
   * Samples a full state consistent with a view (for search in hidden-information games): for every
   * result `d`, `view(d, viewer)` equals the input view, where `viewer` is the seat the view was
   * made for (a hidden-information game records it in its view states).
   *
   * `sampling` (default `uniform`): `informed` asks for hidden facts guessed the way the game's own
   * setups or habits make them likely (a player's prior, still from the view alone); a game without
   * such a prior samples as it always does.
   */
  determinize?(view: S, rng: Rng, sampling?: Sampling): S;

  /**
   * The game's heuristic: how good `state` is for `player`, larger is better, roughly in hundredths
   * of a pawn-like unit. Finished games are scored by the search, not here.
   */
  evaluate?(state: S, player: Player): number;

  /** A string that identifies a move among the legal moves of any state (equal keys, same move). */
  moveKey(move: M): string;

  /** The squares a move visits, for highlighting and click-to-move. */
  describeMove(state: S, move: M): MoveShape;

  /** The cells and hands as a front end draws them (from a view, for anything shown to a person). */
  picture(state: S): BoardPicture;

  /**
   * A move told in words for `viewer`, in the game's own terms: what moved, what it took, what
   * exploded or was promoted (`Red's scout attacked Blue's marshal on e5 and lost.`). `before` and
   * `after` are the full states around the legal move `move`; the words name only what `viewer` may
   * know (ST-9: a battle's two ranks, never a quiet move's hidden rank). Front ends show these words
   * and carry no table of their own. Optional: without it a front end says only the move text.
   */
  tellMove?(before: S, move: M, after: S, viewer: Viewer): MoveWords;

  /**
   * Why a game ended, in the game's own words, for every reason its {@link Game.status} gives
   * (`den-entered` → `a piece entered the den`): a clause that follows `Blue wins: ` or `Draw: `.
   * Front ends say an outcome from these words (through `@tabula/play`) and keep no table of reasons;
   * the reasons a session gives that no rule does (`resigned`, `adjudicated`) are worded there.
   */
  readonly outcomeWords?: Readonly<Record<OutcomeReason, string>>;

  /** Set-up phase rules (Stratego only). */
  readonly setup?: SetupRules<S, Setup>;

  /**
   * The set-up phase as a person sees it (every game with {@link Game.setup} has it): each seat's
   * set-up squares in the order the setup text lists them, rank by rank, and the army's letters,
   * names and counts (ST-1). The conformance kit holds it to what {@link SetupRules} actually does.
   */
  readonly setupLayout?: SetupLayout;

  /**
   * A fast leaf count for perft (optional): must equal the generic count from
   * `legalMoves`/`play`, and is checked against it in the game's tests.
   */
  perft?(state: S, depth: number): number;

  /** Optional hooks that make the bots' search faster; see {@link SearchHooks}. */
  readonly search?: SearchHooks<S, M>;

  /**
   * The game's own bot levels 1–5 (optional), tuned on its games: `@tabula/ai` builds `level1` …
   * `level5` from them, and from its default ladder for a game without them.
   */
  readonly levels?: GameLevels;
}

/** A game with its types erased, as the registry, CLI, API and bots hold it. */
export type AnyGame = Game<unknown, unknown, unknown>;

/**
 * What a perfect-information game's contract says about seeing: nothing is hidden, so every viewer's
 * view is the state itself. Such games spread it into their Game object (`...perfectInformation`).
 */
export const perfectInformation = {
  hiddenInformation: false,
  view: <S>(state: S): S => state,
} as const;
