import type { Browser, BrowserContext, Page } from 'playwright-core';

// Every page a browser test opens is watched for the two ways a player's page breaks: an uncaught error
// (`pageerror`) and the app's root emptied after it had drawn something (React unmounts the whole tree
// when an error escapes it, which leaves a blank page). What is seen is kept here until the test ends;
// page-guard-hooks.ts fails the test then, whatever the test itself looked at.

const problems: string[] = [];

/** The problems seen since the last call, emptied. */
export function takePageProblems(): string[] {
  return problems.splice(0, problems.length);
}

/** Lets a test say that an error it provokes on purpose is expected (matched against the message). */
const expected: RegExp[] = [];
export function expectPageError(pattern: RegExp): void {
  expected.push(pattern);
}
export function forgetExpectedPageErrors(): void {
  expected.length = 0;
}

// Runs in the page before its own scripts: watches #root and calls back when it is emptied after having
// had content. The observer's callback runs after React's commit, so a page change (old tree out, new
// tree in, in one commit) is never mistaken for a blank page.
const BLANK_PAGE_WATCH = `(() => {
  const watch = () => {
    const root = document.getElementById('root');
    if (!root) return;
    let drawn = root.childElementCount > 0;
    new MutationObserver(() => {
      if (root.childElementCount > 0) drawn = true;
      else if (drawn) {
        drawn = false;
        window.__tabulaBlankPage?.(location.hash);
      }
    }).observe(root, { childList: true });
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', watch, { once: true });
  else watch();
})();`;

function watchPage(page: Page): void {
  page.on('pageerror', (error) => {
    if (expected.some((pattern) => pattern.test(error.message))) return;
    problems.push(`uncaught error on ${page.url()}: ${error.stack ?? error.message}`);
  });
}

async function watchContext(context: BrowserContext): Promise<BrowserContext> {
  await context.exposeBinding('__tabulaBlankPage', (_source, hash: string) => {
    problems.push(`blank page: #root was emptied at ${hash || '(no hash)'}`);
  });
  await context.addInitScript(BLANK_PAGE_WATCH);
  for (const page of context.pages()) watchPage(page);
  context.on('page', watchPage);
  return context;
}

/** Makes every context and page this browser opens watched (see the top of this file). */
export function guardBrowser(browser: Browser): Browser {
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => watchContext(await newContext(options));
  // browser.newPage needs no wrapper: Playwright opens its page's own context through this.newContext,
  // which is the wrapper above (the guard's own test opens its pages that way, so it would notice).
  return browser;
}
