import type { ReactNode } from 'react';
import { routeHash } from '../routes.js';

interface GameHeaderProps {
  readonly name: string;
  readonly id: string;
  /** Who plays here, after the name (`online as Black`, `watching`); nothing at a local game. */
  readonly role?: string;
  /** What the bar offers besides the rules: a new game, the lobby. */
  readonly children?: ReactNode;
}

/** The game page's title bar: home, the game's name (and who plays here), its rules, and what else the place offers. */
export function GameHeader({ name, id, role, children }: GameHeaderProps) {
  return (
    <header className="game-header">
      <a href={routeHash({ page: 'home' })}>Tabula</a>
      <h1>{role ? `${name} — ${role}` : name}</h1>
      <span className="meta">
        <a href={routeHash({ page: 'rules', game: id })}>rules</a>
        {children ? ' · ' : null}
        {children}
      </span>
    </header>
  );
}
