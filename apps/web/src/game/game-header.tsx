import { routeHash } from '../routes.js';

/** The game page's title bar: home, the game's name, its rules, and a new game. */
export function GameHeader({ name, id, onNewGame }: { readonly name: string; readonly id: string; readonly onNewGame: () => void }) {
  return (
    <header className="game-header">
      <a href={routeHash({ page: 'home' })}>Tabula</a>
      <h1>{name}</h1>
      <span className="meta">
        <a href={routeHash({ page: 'rules', game: id })}>rules</a> ·{' '}
        <button type="button" className="link" onClick={onNewGame}>
          new game
        </button>
      </span>
    </header>
  );
}
