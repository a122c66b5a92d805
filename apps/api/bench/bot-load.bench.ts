import { botLoadReport, measureBotLoad } from './bot-load.js';

// Only the bot-load scenario of `nx run api:bench` (after `nx run api:build`):
// node --no-warnings --conditions=development --loader ts-node/esm bench/bot-load.bench.ts (TS_NODE_PROJECT=../../tsconfig.scripts.json)
process.stdout.write(`${botLoadReport(await measureBotLoad()).join('\n')}\n`);
