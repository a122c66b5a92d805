import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';
import { unpackChromium } from './chromium.js';
import { guardBrowser } from './page-guard.js';

// Flags for a test browser on a small shared machine: no sandbox (containers run as root without user
// namespaces), no GPU (there is none; pages are drawn in software), and none of the background traffic a
// desktop browser makes (updates, sync, first-run pages), so a test's network is its own page's.
const TEST_BROWSER_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * Starts a headless Chromium for an end-to-end test: the one from the npm package @sparticuz/chromium, or
 * the binary at `CHROMIUM_PATH` when that is set. Close it when done (`await browser.close()`); pages,
 * viewports and screenshots are Playwright's (`browser.newContext({ viewport })`, `page.screenshot()`).
 * Every page it opens is guarded (page-guard.ts): an uncaught error or a blank page fails the test.
 */
export async function launchBrowser(): Promise<Browser> {
  const override = process.env.CHROMIUM_PATH;
  if (override !== undefined && override !== '') {
    if (!existsSync(override)) throw new Error(`CHROMIUM_PATH is ${override}, but there is no file there; unset it to use the npm package's Chromium`);
    return guardBrowser(await chromium.launch({ executablePath: override, args: TEST_BROWSER_ARGS }));
  }
  // The package's binary is chrome-headless-shell, headless already. Its recommended `args` suit AWS
  // Lambda (one process, SwiftShader WebGL) and none is needed to start it here; some
  // (--disable-web-security, --allow-running-insecure-content) would even make the page behave unlike a
  // player's browser, so only the flags above are passed.
  const { executablePath, env } = await unpackChromium();
  return guardBrowser(await chromium.launch({ executablePath, args: TEST_BROWSER_ARGS, env: { ...process.env, ...env } }));
}
