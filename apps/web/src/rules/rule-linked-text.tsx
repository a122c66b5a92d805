import { Fragment } from 'react';
import { routeHash } from '../routes.js';

// The rule ids of the rule book: G-n for every game, AC, CK, JG, ST and SC for each game's own.
const RULE_ID = /\b((?:G|AC|CK|JG|ST|SC)-\d+)\b/;

/**
 * A refusal or message with each rule id in it (`JG-4`) made a link to that rule on the game's rules page,
 * so a player told "JG-4: only the rat may enter water" can read the rule in one click.
 */
export function RuleLinkedText({ text, game }: { readonly text: string; readonly game: string }) {
  return (
    <>
      {text.split(RULE_ID).map((part, index) =>
        // split with a capturing group puts the ids at the odd places.
        index % 2 === 1 ? (
          <a key={index} href={routeHash({ page: 'rules', game, rule: part })} title={`Rule ${part}`}>
            {part}
          </a>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </>
  );
}
