import { Fragment, useEffect, type ReactNode } from 'react';
import ruleBook from 'virtual:rule-book';
import { routeHash } from '../routes.js';
import { headingForPlayers, parseBlocks, rulesFor, type RuleBlock } from './rule-book.js';

/** `**bold**` and `code` inside a line of the rule book. */
function inline(text: string): ReactNode {
  return text.split(/(\*\*[^*]+\*\*|`[^`]+`)/).map((part, index) => {
    if (part.startsWith('**') && part.endsWith('**')) return <strong key={index}>{part.slice(2, -2)}</strong>;
    if (part.startsWith('`') && part.endsWith('`')) return <code key={index}>{part.slice(1, -1)}</code>;
    return <Fragment key={index}>{part}</Fragment>;
  });
}

const RULE_ID = /^\*\*([A-Z]+-\d+)\*\*$/;

/** A row of a rules table; a rule's row carries its id, links to itself, and is marked when chosen. */
function RuleRow({ row, game, chosen }: { readonly row: readonly string[]; readonly game: string; readonly chosen: string | undefined }) {
  const rule = RULE_ID.exec(row[0] ?? '')?.[1];
  return (
    <tr id={rule} className={rule !== undefined && rule === chosen ? 'chosen-rule' : undefined} aria-current={rule !== undefined && rule === chosen ? 'true' : undefined}>
      {row.map((cell, column) => (
        <td key={column}>
          {column === 0 && rule !== undefined ? (
            <a href={routeHash({ page: 'rules', game, rule })} title={`A link to rule ${rule}`}>
              <strong>{rule}</strong>
            </a>
          ) : (
            inline(cell)
          )}
        </td>
      ))}
    </tr>
  );
}

interface BlockProps {
  readonly block: RuleBlock;
  readonly game: string;
  readonly chosen?: string | undefined;
  readonly title?: boolean;
}

function Block({ block, game, chosen, title = false }: BlockProps) {
  switch (block.kind) {
    case 'heading': {
      const Heading = title ? 'h1' : block.level <= 2 ? 'h2' : 'h3';
      return <Heading>{inline(headingForPlayers(block.text))}</Heading>;
    }
    case 'paragraph':
      return <p>{inline(block.text)}</p>;
    case 'list':
      return (
        <ul>
          {block.items.map((item, index) => (
            <li key={index}>{inline(item)}</li>
          ))}
        </ul>
      );
    case 'code':
      return <pre>{block.text}</pre>;
    case 'table':
      return (
        <div className="table-scroll">
          <table>
            <thead>
              <tr>
                {block.header.map((cell, index) => (
                  <th key={index} scope="col">
                    {inline(cell)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row, index) => (
                <RuleRow key={index} row={row} game={game} chosen={chosen} />
              ))}
            </tbody>
          </table>
        </div>
      );
  }
}

/** A game's rules with their ids (`JG-7`), from the project's rule book; loaded on demand. */
export default function RulesPage({ game, rule }: { readonly game: string; readonly rule?: string | undefined }) {
  const rules = rulesFor(ruleBook, game);
  // A link to one rule (`#/rules/checkers61b/CK-5`) opens the page at that rule.
  useEffect(() => {
    if (rule) document.getElementById(rule)?.scrollIntoView({ block: 'center' });
  }, [rule]);
  return (
    <main className="page rules-page">
      <header className="game-header">
        <a href={routeHash({ page: 'home' })}>Tabula</a>
        <span className="meta">
          <a href={routeHash({ page: 'new', game })}>Play this game</a>
        </span>
      </header>
      {rules === null ? (
        <>
          <h1>Rules</h1>
          <p role="alert">There is no game called {game}.</p>
        </>
      ) : (
        <>
          <article aria-label="Rules of this game">
            {parseBlocks(rules.own).map((block, index) => (
              // The game's section heading is the page's title.
              <Block key={index} block={block} game={game} chosen={rule} title={index === 0} />
            ))}
          </article>
          <article aria-label="Rules for every game">
            {parseBlocks(rules.shared).map((block, index) => (
              <Block key={index} block={block} game={game} chosen={rule} />
            ))}
          </article>
        </>
      )}
    </main>
  );
}
