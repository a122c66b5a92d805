import type { AnyGame, AnyNotation } from '@tabula/engine-core';
import { EngineFault, EngineTrouble, UciEngine, type UciEngineSpec } from '../uci/engine-process.js';
import type { Choice, Contestant, Turn } from './contestant.js';

/** A match's engine: how to start it, and the `go` arguments of every move (e.g. `nodes 10000`). */
export interface MatchEngine extends UciEngineSpec {
  readonly go: string;
}

/** The UCI `position` command for the game's start and the moves since. */
export function positionCommand(moves: readonly string[]): string {
  return moves.length === 0 ? 'position startpos' : `position startpos moves ${moves.join(' ')}`;
}

/**
 * A UCI engine as a contestant. The process is started for the first game and reused (`ucinewgame`
 * between games); after a timeout or a crash it is killed and started afresh for the next game.
 * Whatever the engine answers is read through the game's own move parser, so the arena holds no rules:
 * a move that does not parse or is not legal loses the game by `illegal-move`, as tournament software
 * scores it, with the engine's words and the position it was given.
 */
export function engineContestant(spec: MatchEngine, game: AnyGame, notation: AnyNotation): Contestant {
  let engine: UciEngine | undefined;
  return {
    name: spec.label,
    async newGame() {
      // A failure here is no single game's: an engine that cannot start a game ends the match.
      engine ??= await UciEngine.start(spec);
      try {
        await engine.newGame();
      } catch (error) {
        engine.kill();
        engine = undefined;
        throw new EngineTrouble(`${spec.label}: ${(error as Error).message} (before a game)`);
      }
    },
    async choose(turn: Turn): Promise<Choice> {
      if (!engine) throw new Error(`${spec.label}: asked for a move before the game began`);
      const position = positionCommand(turn.moves);
      let answer;
      try {
        answer = await engine.bestMove(position, spec.go);
      } catch (error) {
        if (!(error instanceof EngineFault)) throw error;
        engine.kill();
        engine = undefined;
        return { kind: 'forfeit', reason: error.kind, detail: `${error.message}, given '${position}'` };
      }
      const { line, ms } = answer;
      const text = line.split(/\s+/)[1] ?? '';
      const answered = `answered '${line}' to '${position}'`;
      if (text === '' || text === '(none)' || text === '0000') {
        const count = game.legalMoves(turn.view).length;
        return { kind: 'forfeit', reason: 'illegal-move', detail: `${answered}: no move, but ${count} are legal` };
      }
      const parsed = notation.parseMove(turn.view, text);
      if (!parsed.ok) return { kind: 'forfeit', reason: 'illegal-move', detail: `${answered}: ${parsed.error.message}` };
      return { kind: 'move', move: parsed.value, ms };
    },
    async close() {
      await engine?.quit();
      engine = undefined;
    },
  };
}
