import { collectionTitle, sideHues, type GameEntry } from '@tabula/games';
import { Board } from '../board/board.js';
import { gameCards } from '../game-cards.js';
import { routeHash } from '../routes.js';
import { startPicture } from './start-picture.js';

/** The Tabula home page: every game the registry knows, with its start position and "Play". */
export function HomePage({ games, hasGame }: { readonly games: readonly GameEntry[]; readonly hasGame: boolean }) {
  const cards = gameCards(games);
  return (
    <main className="page">
      <header>
        <h1>Tabula</h1>
        <p className="tagline">{collectionTitle(games.length)}, one rules engine.</p>
        <p>
          <a href={routeHash({ page: 'lobby' })}>Lobby: quick pairing, or join or watch games online</a>
        </p>
        {hasGame ? (
          <p>
            <a className="button primary" href={routeHash({ page: 'play' })}>
              Continue your game
            </a>
          </p>
        ) : null}
      </header>
      <section aria-labelledby="games-heading">
        <h2 id="games-heading">Games</h2>
        {cards.length === 0 ? (
          <p role="status">No games are registered yet.</p>
        ) : (
          <ul className="games">
            {cards.map((card, index) => {
              const entry = games[index] as GameEntry;
              const picture = startPicture(entry);
              return (
                <li key={card.id} className="game-card" data-game={card.id}>
                  <h3>{card.name}</h3>
                  {picture ? <Board picture={picture} playerNames={entry.game.playerNames} hues={sideHues(entry)} label={`${card.name}: the start position`} interactive={false} /> : null}
                  <p>{card.summary}</p>
                  <p className="meta">{card.players}</p>
                  <p className="meta">{card.details}</p>
                  <p className="card-actions">
                    <a className="button primary" href={routeHash({ page: 'new', game: card.id })} aria-label={`Play ${card.name}`}>
                      Play
                    </a>
                    <a href={routeHash({ page: 'rules', game: card.id })} aria-label={`Rules of ${card.name}`}>
                      Rules
                    </a>
                  </p>
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </main>
  );
}
