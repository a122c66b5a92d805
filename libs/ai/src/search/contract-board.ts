import { DRAWN, ONGOING, type Game, type Player, type SearchBoard } from '@tabula/engine-core';
import { captureValueOf, evaluateFor } from './sample.js';
import { stateHasher } from './state-hash.js';

/** A contract game's moves per position are not bounded by the contract; this is the search's cap. */
const CONTRACT_MAX_MOVES = 2048;

/**
 * A {@link SearchBoard} made of the Game contract alone, for games that offer no board of their own:
 * a stack of immutable states, with move codes interned from `moveKey` (so the same move keeps its
 * code across positions, which killers and history rely on). Slower than a game's own board (every
 * play builds a new state), but it lets one search serve every game. Uses the speed hooks a game
 * has (`hash`, `isCapture`, `captureValue`).
 */
export class ContractBoard<S, M> implements SearchBoard<S, M> {
  readonly maxMoves = CONTRACT_MAX_MOVES;
  private readonly states: S[];
  /** Per stack level: the moves generated there, by code, and the state they were generated for. */
  private readonly decoded: (Map<number, M> | undefined)[] = [];
  private readonly decodedFor: (S | undefined)[] = [];
  private readonly hashes: (number | undefined)[] = [];
  private readonly codes = new Map<string, number>();
  private readonly hashOf: (state: S) => number;

  constructor(
    private readonly game: Game<S, M, unknown>,
    root: S,
  ) {
    this.states = [root];
    this.hashOf = stateHasher(game);
  }

  private get current(): S {
    return this.states[this.states.length - 1] as S;
  }

  private codeOf(move: M): number {
    const key = this.game.moveKey(move);
    let code = this.codes.get(key);
    if (code === undefined) {
      code = this.codes.size;
      this.codes.set(key, code);
    }
    return code;
  }

  /** Remembers `moves` as the current level's moves and writes their codes. */
  private write(moves: readonly M[], out: Int32Array, at: number): number {
    if (moves.length > CONTRACT_MAX_MOVES) {
      throw new RangeError(`${this.game.id}: ${moves.length} legal moves exceed the search's cap of ${CONTRACT_MAX_MOVES}`);
    }
    const level = this.states.length - 1;
    let decoded = this.decoded[level];
    if (!decoded || this.decodedFor[level] !== this.current) {
      decoded = new Map<number, M>();
      this.decoded[level] = decoded;
      this.decodedFor[level] = this.current;
    }
    moves.forEach((move, i) => {
      const code = this.codeOf(move);
      decoded.set(code, move);
      out[at + i] = code;
    });
    return moves.length;
  }

  toMove(): Player {
    const status = this.game.status(this.current);
    return status.kind === 'playing' ? status.toMove : 0;
  }

  outcome(): number {
    const status = this.game.status(this.current);
    if (status.kind === 'playing') return ONGOING;
    return status.winner === null ? DRAWN : status.winner;
  }

  moves(out: Int32Array, at: number): number {
    return this.write(this.game.legalMoves(this.current), out, at);
  }

  captures(out: Int32Array, at: number): number {
    const { game } = this;
    const hooks = game.search;
    const state = this.current;
    if (!hooks?.isCapture && !hooks?.captureValue) return 0;
    const captures = game.legalMoves(state).filter((move) => (hooks.isCapture ? hooks.isCapture(state, move) : captureValueOf(game, state, move) > 0));
    return this.write(captures, out, at);
  }

  captureValue(code: number): number {
    const value = captureValueOf(this.game, this.current, this.move(code));
    // A capture flagged without a value still deserves to be tried before quiet moves.
    return value > 0 ? value : this.game.search?.isCapture?.(this.current, this.move(code)) ? 1 : 0;
  }

  play(code: number): void {
    const move = this.move(code);
    const played = this.game.play(this.current, move);
    if (!played.ok) throw new Error(`${this.game.id}: play refuses the listed move ${this.game.moveKey(move)}: ${played.error.message}`);
    this.states.push(played.value);
    this.hashes[this.states.length - 1] = undefined;
  }

  undo(): void {
    if (this.states.length > 1) this.states.pop();
  }

  hash(): number {
    const level = this.states.length - 1;
    let hash = this.hashes[level];
    if (hash === undefined) {
      hash = this.hashOf(this.current);
      this.hashes[level] = hash;
    }
    return hash;
  }

  evaluate(player: Player): number {
    return evaluateFor(this.game, this.current, player);
  }

  state(): S {
    return this.current;
  }

  move(code: number): M {
    const level = this.states.length - 1;
    // A search may replay a code at an equal position reached again (IS-MCTS walks its tree anew
    // every iteration): the moves are then listed once more for this state.
    if (this.decodedFor[level] !== this.current || !this.decoded[level]?.has(code)) {
      this.write(this.game.legalMoves(this.current), new Int32Array(CONTRACT_MAX_MOVES), 0);
    }
    const move = this.decoded[level]?.get(code);
    if (move === undefined) throw new RangeError(`${this.game.id}: move code ${code} was not generated at this position`);
    return move;
  }
}

/** The game's own search board when it has one, else the contract adapter. */
export function searchBoardFor<S, M>(game: Game<S, M, unknown>, state: S): SearchBoard<S, M> {
  return game.search?.board ? game.search.board(state) : new ContractBoard(game, state);
}
