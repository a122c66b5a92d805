// The wire between the API server and its clients is declared once, in libs/protocol (docs/design.md,
// Protocol). These checks find a second declaration in an app: a type or interface named like a wire
// type, or a zod object schema (a route's body, query or answer).

/** The files of libs/protocol whose exports are the wire's messages. */
export const WIRE_FILES = ['http-requests.ts', 'http-answers.ts', 'live-messages.ts'];

/**
 * Words of the wire that are also the domain's own vocabulary, which apps may name for their own
 * purposes: a seat, a version, a game's stored status, and the store's lobby query (limit and offset
 * filled in, as the database is asked).
 */
const SHARED_VOCABULARY = new Set(['Seat', 'Version', 'GameStatus', 'LobbyQuery']);

/** Names the web client once gave its hand copies of wire types. */
const FORMER_COPIES = ['OnlineView', 'OnlinePlayer', 'LobbyGame'];

/** Every wire type's name: what the protocol's message files export, and the names of former copies. */
export function wireNames(protocolSources: readonly string[]): string[] {
  const exported = protocolSources.flatMap((text) => [...text.matchAll(/^export (?:const|type|interface) (\w+)/gm)].map((match) => match[1] as string));
  return [...new Set([...exported, ...FORMER_COPIES])].filter((name) => !SHARED_VOCABULARY.has(name)).sort();
}

/** What in one app file declares the wire again: `type GameView =`, `interface LobbyEntry`, `z.strictObject(` … */
export function secondDeclarations(text: string, names: readonly string[]): string[] {
  const problems: string[] = [];
  const declared = new RegExp(`\\b(?:interface|type|class)\\s+(${names.join('|')})\\b\\s*[=<{]`, 'g');
  for (const match of text.matchAll(declared)) problems.push(`declares ${match[1]} (import it from @tabula/protocol)`);
  for (const match of text.matchAll(/\bz\.(object|strictObject|looseObject)\(/g)) problems.push(`builds a zod schema with z.${match[1]} (wire schemas live in libs/protocol)`);
  return problems;
}
