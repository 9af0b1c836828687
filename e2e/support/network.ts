import type { BrowserContext } from '@playwright/test';

/**
 * Every request of the pages and of their service worker fails, as on a dock with no coverage:
 * `setOffline` alone does not reach the worker's own requests (playwright.config.ts turns on the
 * worker's network events so the route sees them).
 */
export async function cutNetwork(context: BrowserContext) {
  await context.setOffline(true);
  await context.route('**', (route) => route.abort('internetdisconnected'));
}

export async function restoreNetwork(context: BrowserContext) {
  await context.unroute('**');
  await context.setOffline(false);
}
