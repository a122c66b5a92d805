/// <reference lib="webworker" />
import { registry } from '@tabula/games';
import { inProcessThinker } from '@tabula/play';
import type { ThinkMessage, ThinkReply } from './worker-protocol.js';

// The bots search here, off the page's thread, so the board stays responsive while they think. A
// bot's search is synchronous, so a cancel cannot reach it: the page stops a thinking bot by
// terminating this worker and starting a fresh one for the next move.
const think = inProcessThinker(registry);

self.onmessage = async (event: MessageEvent<ThinkMessage>) => {
  let reply: ThinkReply;
  try {
    reply = { answer: await think(event.data.request, { aborted: false }) };
  } catch (error) {
    reply = { error: error instanceof Error ? error.message : String(error) };
  }
  self.postMessage(reply);
};
