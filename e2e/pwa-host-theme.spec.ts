import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import { onHost } from './support/chromium.ts';

test.use(onHost('cma.pallet-portal.no'));

test("the browser bar and the installed app take the host's theme colour and name (spec §1, issue 5)", async ({
  page,
}) => {
  await page.goto('/login');
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#b3261e');
  await expectAccessible(page, '/login in the cma theme');
  // Fetched by the browser: only Chromium resolves the host name to this machine.
  const manifest = await page.evaluate(async () => {
    const href = document.querySelector('link[rel="manifest"]')?.getAttribute('href') ?? '';
    return (await fetch(href)).json() as Promise<Record<string, unknown>>;
  });
  expect(manifest).toMatchObject({
    name: 'CMA Pallet Portal',
    theme_color: '#b3261e',
    display: 'standalone',
  });
});
