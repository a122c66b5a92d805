import type { GameEntry } from '@tabula/games';
import { gameCards } from './game-cards.js';

/** The Tabula home page: the games the registry knows. */
export function App({ games }: { readonly games: readonly GameEntry[] }) {
  const cards = gameCards(games);
  return (
    <main className="page">
      <header>
        <h1>Tabula</h1>
        <p className="tagline">Five board games, one rules engine.</p>
      </header>
      <section aria-labelledby="games-heading">
        <h2 id="games-heading">Games</h2>
        {cards.length === 0 ? (
          <p role="status">No games are registered yet.</p>
        ) : (
          <ul className="games">
            {cards.map((card) => (
              <li key={card.id} className="game-card" data-game={card.id}>
                <h3>{card.name}</h3>
                <p>{card.summary}</p>
                <p className="meta">{card.players}</p>
                <p className="meta">{card.details}</p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </main>
  );
}
