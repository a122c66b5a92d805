interface MoveListProps {
  readonly moves: readonly string[];
  /** Seat 0 moves first, so move i (from 0) is seat `i % 2`'s. */
  readonly playerNames: readonly [string, string];
  /** The ply shown when stepping through the game, or null for the live board. */
  readonly shownPly: number | null;
  readonly onShow: (ply: number | null) => void;
  /** The last move in the game's words for the viewer (Game.tellMove), shown as its button's tooltip. */
  readonly lastWords?: string | undefined;
}

/**
 * The moves so far, each a button that shows the board after it; the arrows step back and forth
 * and "Live" returns to the game.
 */
export function MoveList({ moves, playerNames, shownPly, onShow, lastWords }: MoveListProps) {
  const current = shownPly ?? moves.length;
  return (
    <section className="moves" aria-labelledby="moves-heading">
      <h2 id="moves-heading">Moves</h2>
      <div className="stepper">
        <button type="button" onClick={() => { onShow(0); }} disabled={current === 0} title="Show the start">
          First
        </button>
        <button type="button" onClick={() => { onShow(Math.max(0, current - 1)); }} disabled={current === 0} title="Show the previous move">
          Back
        </button>
        <button type="button" onClick={() => { onShow(current + 1 >= moves.length ? null : current + 1); }} disabled={shownPly === null} title="Show the next move">
          Next
        </button>
        <button type="button" onClick={() => { onShow(null); }} disabled={shownPly === null}>
          Live
        </button>
      </div>
      {moves.length === 0 ? <p className="meta">No moves yet.</p> : null}
      {/* One numbered line per round, as a record writes it: seat 0's move, then seat 1's reply. */}
      <ol className="move-list">
        {rounds(moves).map((round, r) => (
          <li key={r}>
            {round.map(({ move, index }) => (
              <button
                key={index}
                type="button"
                aria-current={index + 1 === current ? 'step' : undefined}
                aria-label={`move ${index + 1}, ${playerNames[index % 2]}: ${move}`}
                title={index + 1 === moves.length ? lastWords : undefined}
                onClick={() => { onShow(index + 1 === moves.length ? null : index + 1); }}
              >
                {move}
              </button>
            ))}
          </li>
        ))}
      </ol>
    </section>
  );
}

/** The moves in pairs, seat 0's and seat 1's, each with its index in the game. */
export function rounds(moves: readonly string[]): { move: string; index: number }[][] {
  const pairs: { move: string; index: number }[][] = [];
  moves.forEach((move, index) => {
    if (index % 2 === 0) pairs.push([]);
    pairs[pairs.length - 1]?.push({ move, index });
  });
  return pairs;
}
