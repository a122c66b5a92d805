import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser.js';
import { chromiumPackageVersion } from './chromium.js';
import { takePageProblems } from './page-guard.js';

// Which installed fonts Chromium actually drew an element's text with (the DevTools protocol's answer).
async function fontsUsedFor(page: Page, selector: string): Promise<{ familyName: string; glyphCount: number }[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  return fonts.map(({ familyName, glyphCount }) => ({ familyName, glyphCount }));
}

describe('launchBrowser', () => {
  const chromiumPath = process.env.CHROMIUM_PATH;
  afterEach(() => {
    if (chromiumPath === undefined) delete process.env.CHROMIUM_PATH;
    else process.env.CHROMIUM_PATH = chromiumPath;
  });

  it("starts the npm package's Chromium and draws text with its bundled font, not empty boxes", async () => {
    delete process.env.CHROMIUM_PATH;
    const browser = await launchBrowser();
    try {
      const page = await browser.newPage();
      await page.setContent('<p style="font-family: system-ui, sans-serif">Tabula — 5×6, Ωmega</p>');
      // Every glyph comes from Open Sans, the one font the package ships; with no font found Chromium would
      // draw the text with none (empty boxes), and with a system font the page would differ by machine.
      const fonts = await fontsUsedFor(page, 'p');
      expect(fonts.map((font) => font.familyName)).toEqual(['Open Sans']);
      expect(fonts[0]?.glyphCount).toBeGreaterThan(0);
    } finally {
      await browser.close();
    }
  });

  it("runs the Chromium release its npm package is named after (the README names it)", async () => {
    delete process.env.CHROMIUM_PATH;
    const browser = await launchBrowser();
    try {
      // @sparticuz/chromium's major version is the Chromium major it ships.
      expect(browser.version().split('.')[0]).toBe(chromiumPackageVersion().split('.')[0]);
    } finally {
      await browser.close();
    }
  });

  it('says so when CHROMIUM_PATH names a file that is not there', async () => {
    process.env.CHROMIUM_PATH = '/nonexistent/chromium';
    await expect(launchBrowser()).rejects.toThrow("CHROMIUM_PATH is /nonexistent/chromium, but there is no file there; unset it to use the npm package's Chromium");
  });
});

describe('the page guard on every browser test', () => {
  it('reports an uncaught error and a root emptied after it was drawn, and nothing for a page change', async () => {
    const browser = await launchBrowser();
    try {
      const page = await browser.newPage();
      // Served as a document of its own, so the guard's script runs before the page's, as with the app.
      await page.route('http://tabula.test/', (route) => route.fulfill({ contentType: 'text/html', body: '<div id="root"><main>home</main></div>' }));
      await page.goto('http://tabula.test/');
      // A page change: the old page out and the new one in within one task, as a React commit does.
      await page.evaluate(() => {
        const root = document.getElementById('root') as HTMLElement;
        root.replaceChildren();
        root.append(document.createElement('main'));
      });
      await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 50)));
      expect(takePageProblems()).toEqual([]);
      await page.evaluate(() => {
        setTimeout(() => {
          throw new TypeError('l is not a function');
        });
      });
      await page.evaluate(() => {
        document.getElementById('root')?.replaceChildren();
      });
      await expect.poll(() => problems.push(...takePageProblems()) && problems.length).toBe(2);
      expect(problems.join('\n')).toMatch(/uncaught error on .*l is not a function/);
      expect(problems.join('\n')).toMatch(/blank page: #root was emptied/);
    } finally {
      await browser.close();
    }
  });
  const problems: string[] = [];
});
