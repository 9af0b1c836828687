import type { Page } from '@playwright/test';

// The few browser APIs the probe uses, typed here: bench/ is checked without the DOM lib.
interface Shown {
  getBoundingClientRect(): { height: number };
}
interface ResourceTiming {
  name: string;
  startTime: number;
  responseEnd: number;
  initiatorType: string;
}
interface BrowserGlobals {
  document: {
    querySelector(selector: string): Shown | null;
    addEventListener(type: string, listener: () => void, capture: boolean): void;
  };
  performance: { now(): number; getEntriesByType(type: 'resource'): ResourceTiming[] };
  MutationObserver: new (callback: () => void) => {
    observe(target: unknown, options: { childList: boolean; subtree: boolean }): void;
  };
  requestAnimationFrame(callback: (frameTime: number) => void): number;
  firstScreen: FirstScreenMarks;
}

/** Times on the page's clock (ms after its navigation start). */
export interface FirstScreenMarks {
  /** The login form was submitted. */
  submittedAt: number | null;
  /** The first frame that showed a row of the start list. */
  firstRowAt: number | null;
}

/**
 * An init script: when the login form is submitted, and the first frame in which `rowSelector` matches a
 * visible element. The login is a navigation inside the app, so both marks are on one clock.
 */
export function installFirstScreenProbe(rowSelector: string) {
  const page = globalThis as unknown as BrowserGlobals;
  const marks: FirstScreenMarks = { submittedAt: null, firstRowAt: null };
  page.firstScreen = marks;
  page.document.addEventListener('submit', () => (marks.submittedAt = page.performance.now()), true);
  let isScheduled = false;
  new page.MutationObserver(() => {
    if (isScheduled || marks.firstRowAt !== null) return;
    isScheduled = true;
    page.requestAnimationFrame((frameTime) => {
      isScheduled = false;
      const row = page.document.querySelector(rowSelector);
      if (marks.firstRowAt === null && row && row.getBoundingClientRect().height > 0) {
        marks.firstRowAt = frameTime;
      }
    });
  }).observe(page.document, { childList: true, subtree: true });
}

/** What the page fetched from `from` on: its scripts and styles, and the API calls. */
export interface FetchedAfter {
  /** JS and CSS files. */
  codeFiles: number;
  /** When the last of them arrived. */
  lastCodeAt: number | null;
  /** Each API call: its name, when it left and when its answer ended. */
  calls: { call: string; startedAt: number; endedAt: number }[];
}

export const firstScreenProbe = {
  marks: async (page: Page, timeout: number) => {
    await page.waitForFunction(
      () => (globalThis as unknown as BrowserGlobals).firstScreen.firstRowAt !== null,
      undefined,
      { timeout, polling: 50 },
    );
    return page.evaluate(() => (globalThis as unknown as BrowserGlobals).firstScreen);
  },
  fetchedAfter: (page: Page, from: number) =>
    page.evaluate((since): FetchedAfter => {
      const entries = (globalThis as unknown as BrowserGlobals).performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime >= since);
      const code = entries.filter((entry) => /\.(js|css)(\?|$)/.test(entry.name));
      return {
        codeFiles: code.length,
        lastCodeAt: code.length ? Math.max(...code.map((entry) => entry.responseEnd)) : null,
        calls: entries
          .filter((entry) => entry.name.includes('/api/'))
          .map((entry) => ({
            call: new URL(entry.name).pathname.split('/').pop() ?? '',
            startedAt: entry.startTime,
            endedAt: entry.responseEnd,
          })),
      };
    }, from),
};
