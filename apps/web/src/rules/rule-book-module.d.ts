/** The text of docs/rules.md, provided by the rule-book plugin in vite.config.ts. */
declare module 'virtual:rule-book' {
  const text: string;
  export default text;
}
