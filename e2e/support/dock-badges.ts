import { expect, type Page } from '@playwright/test';

/** The dock lists of spec §2 and the nav links that open them. */
export const dockPaths = {
  reception: '/app/reception',
  expedition: '/app/expedition',
  delivery: '/app/delivery',
} as const;

const navLink = (page: Page, path: string) => page.getByRole('navigation').locator(`a[href="${path}"]`);

/** The number a nav item's badge shows, 0 when it shows none (a badge is hidden at 0). */
export async function badgeOf(page: Page, path: string): Promise<number> {
  const link = navLink(page, path);
  await expect(link).toBeVisible();
  const badge = link.getByTestId('nav-badge');
  return (await badge.count()) === 0 ? 0 : Number(await badge.innerText());
}

export const navBadge = (page: Page, path: string) => navLink(page, path).getByTestId('nav-badge');

/** How many orders the open dock list shows as waiting, once it has loaded. */
export async function waitingRowsOf(page: Page): Promise<number> {
  const waiting = page.getByRole('list', { name: 'Waiting orders' });
  const nothing = page.getByText('Nothing waits here.');
  await expect(waiting.or(nothing)).toBeVisible();
  return (await nothing.isVisible()) ? 0 : waiting.getByRole('listitem').count();
}
