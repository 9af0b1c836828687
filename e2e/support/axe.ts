import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import type { Result } from 'axe-core';

/** The WCAG 2.1 A and AA rules every screen is held to (issue 15 item 9). */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Impacts that fail a test; moderate and minor ones are counted, not failed. */
const failingImpacts = new Set(['critical', 'serious']);

export type Impact = 'critical' | 'serious' | 'moderate' | 'minor';

export interface ScreenScan {
  screen: string;
  violations: Result[];
}

/** One line per violating element: impact, rule id, target and what axe says to fix. */
export function describeViolations(violations: Result[]) {
  return violations
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `  [${node.impact ?? violation.impact}] ${violation.id} at ${node.target.join(' ')}: ` +
          (node.failureSummary ?? violation.help).replace(/\s+/g, ' '),
      ),
    )
    .join('\n');
}

/** Runs axe-core over the page as it is now (open dialogs and menus included). */
export async function scanScreen(page: Page, screen: string): Promise<ScreenScan> {
  // A dialog or menu still fading in measures colours mid-transition: wait until no finite animation
  // runs, with a dialog or menu twice 100 ms apart (its transition may start a frame after it appears).
  const isStill = () =>
    page.evaluate(() =>
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
        ),
    );
  const hasOverlay = (await page.locator('[role="dialog"], [role="menu"]').count()) > 0;
  for (let still = 0, tries = 0; still < (hasOverlay ? 2 : 1) && tries < 30; tries += 1) {
    if (tries > 0) await page.waitForTimeout(100);
    still = (await isStill()) ? still + 1 : 0;
  }
  // The app has no frames: axe's single-frame (legacy) run takes half the time of its cross-frame one.
  const results = await new AxeBuilder({ page }).withTags(wcagTags).setLegacyMode(true).analyze();
  return { screen, violations: results.violations };
}

/**
 * Fails the test on any critical or serious WCAG 2.1 AA violation on the page, listing each rule id,
 * target and impact. Every screen's browser test calls it, so each later screen is checked too.
 */
export async function expectAccessible(page: Page, screen = page.url()): Promise<ScreenScan> {
  const scan = await scanScreen(page, screen);
  const failing = scan.violations.filter((violation) => failingImpacts.has(violation.impact ?? ''));
  const elements = failing.reduce((sum, violation) => sum + violation.nodes.length, 0);
  expect(elements, `axe: critical or serious violations on ${screen}\n${describeViolations(failing)}`).toBe(
    0,
  );
  return scan;
}

/** Per impact over the scans: rule violations (one per rule and screen) or the elements they flag. */
export function totalsByImpact(scans: ScreenScan[], count: 'rules' | 'elements'): Record<Impact, number> {
  const totals: Record<Impact, number> = { critical: 0, serious: 0, moderate: 0, minor: 0 };
  for (const { violations } of scans)
    for (const violation of violations)
      if (count === 'rules') totals[(violation.impact ?? 'minor') as Impact] += 1;
      else
        for (const node of violation.nodes)
          totals[(node.impact ?? violation.impact ?? 'minor') as Impact] += 1;
  return totals;
}
