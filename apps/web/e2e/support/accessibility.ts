import type { Page } from 'playwright-core';

/** A control or landmark that a screen reader cannot announce properly. */
export interface AccessibilityProblem {
  readonly role: string;
  readonly problem: string;
}

// Roles that must carry a name for a screen reader to say what they are.
const NAMED_ROLES = new Set(['button', 'link', 'textbox', 'combobox', 'checkbox', 'radio', 'img', 'group', 'region', 'tab', 'menuitem', 'slider', 'spinbutton', 'image']);

/**
 * The page as Chromium's accessibility tree exposes it (what a screen reader gets), checked for
 * the serious failures an automated scan can find: controls and images without a name, and a page
 * without one top-level heading. It complements the axe-core scan (axe-scan.ts) with the browser's
 * own computed tree through the DevTools protocol.
 */
export async function accessibilityProblems(page: Page): Promise<AccessibilityProblem[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Accessibility.enable');
  const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
    nodes: { ignored?: boolean; role?: { value?: string }; name?: { value?: string }; properties?: { name: string; value: { value?: unknown } }[] }[];
  };
  await cdp.detach();
  const problems: AccessibilityProblem[] = [];
  let topHeadings = 0;
  for (const node of nodes) {
    if (node.ignored) continue;
    const role = String(node.role?.value ?? '');
    const name = String(node.name?.value ?? '').trim();
    if (role === 'heading' && node.properties?.some((property) => property.name === 'level' && property.value.value === 1)) topHeadings += 1;
    // A group is only a landmark when named by its author; unnamed groups (fieldset parts) are fine.
    if (role === 'group' || role === 'generic') continue;
    if (NAMED_ROLES.has(role) && name === '') problems.push({ role, problem: 'has no accessible name' });
  }
  if (topHeadings !== 1) problems.push({ role: 'heading', problem: `the page has ${topHeadings} level-1 headings, not one` });
  return problems;
}
