import { unpackChromium } from './chromium.js';

// Vitest runs test files in parallel workers; unpacking the browser here, once, before any of them starts
// keeps several browser test files from each unpacking the same 210 MB at the same time.
export default async function setup(): Promise<void> {
  if (!process.env.CHROMIUM_PATH) await unpackChromium();
}
