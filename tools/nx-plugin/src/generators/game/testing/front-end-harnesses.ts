import type { Browser, Page } from 'playwright-core';

/**
 * The front ends' own test harnesses, loaded from the scratch workspace: the cli's pseudo-terminal
 * session (node-pty read through a headless xterm.js) and the web's browser tests' Chromium, page
 * guard and game driver. Loading them by path keeps this plugin from importing an app's files (the
 * module boundaries forbid it), and using them — rather than copies — plays a generated game exactly
 * as each front end's own end-to-end tests play the five games. Only what these tests use is typed here.
 */

/** apps/cli/src/testing/terminal-session.ts */
export interface TerminalSession {
  transcript(): string;
  waitFor(expected: string | RegExp, timeoutMs?: number): Promise<void>;
  type(text: string): void;
  press(key: 'Enter'): void;
  readonly exited: Promise<number>;
  kill(): void;
}
interface TerminalSessionModule {
  startTerminal(command: string, args: readonly string[], options?: { cols?: number; rows?: number; cwd?: string; env?: Record<string, string> }): TerminalSession;
}

/** apps/web/e2e/support/browser.ts, page-guard.ts and game-driver.ts */
interface BrowserModule {
  launchBrowser(): Promise<Browser>;
}
interface PageGuardModule {
  takePageProblems(): string[];
}
export interface GameDriver {
  startFromHome(page: Page, url: string, gameName: string, opponent: string, side?: string): Promise<void>;
  waitForMoves(page: Page, count: number, timeout?: number): Promise<void>;
}

/** The scratch workspace's front-end harnesses. */
export interface FrontEndHarnesses {
  readonly startTerminal: TerminalSessionModule['startTerminal'];
  /** A headless Chromium whose every page is guarded against uncaught errors and a blank page. */
  readonly launchBrowser: BrowserModule['launchBrowser'];
  /** What the guard saw since it was last asked (uncaught errors, a blank page), emptied. */
  readonly takePageProblems: PageGuardModule['takePageProblems'];
  readonly driver: GameDriver;
}

/** Loads the harnesses from the workspace copy at `root` (Vitest transpiles their TypeScript). */
export async function loadFrontEndHarnesses(root: string): Promise<FrontEndHarnesses> {
  const load = async <T>(path: string) => (await import(/* @vite-ignore */ `${root}/${path}`)) as T;
  const [terminal, browser, guard, driver] = await Promise.all([
    load<TerminalSessionModule>('apps/cli/src/testing/terminal-session.ts'),
    load<BrowserModule>('apps/web/e2e/support/browser.ts'),
    load<PageGuardModule>('apps/web/e2e/support/page-guard.ts'),
    load<GameDriver>('apps/web/e2e/support/game-driver.ts'),
  ]);
  return { startTerminal: terminal.startTerminal, launchBrowser: browser.launchBrowser, takePageProblems: guard.takePageProblems, driver };
}
