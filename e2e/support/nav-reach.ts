import { expect, type Page } from '@playwright/test';

const withoutBadge = (text: string) => text.replace(/\d+$/, '').trim();

/**
 * The main navigation's items a user can reach: the bar's links that show whole inside it, and the
 * menu's copies of the nav items (`menuName`: the menu button's name in the page's language). Every
 * item of the bar, the hidden ones included, must be one of them.
 */
export async function reachableNavItems(page: Page, menuName: string) {
  // Below 1200 px the bar is not shown at all and the menu holds every item.
  const nav = page.locator('header nav');
  await expect(nav).toBeAttached();
  const navBox = await nav.boundingBox();
  const shown: string[] = [];
  for (const link of navBox ? await nav.getByRole('link').all() : []) {
    const box = await link.boundingBox();
    if (box && box.x >= navBox!.x - 0.5 && box.x + box.width <= navBox!.x + navBox!.width + 0.5) {
      shown.push(withoutBadge(await link.innerText()));
    }
  }
  await page.getByRole('button', { name: menuName }).click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  const inMenu: string[] = [];
  for (const item of await menu.locator('[role="menuitem"][data-nav-item]').all()) {
    if (await item.isVisible()) inMenu.push(withoutBadge(await item.innerText()));
  }
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  return { shown, inMenu, all: [...shown, ...inMenu] };
}

/** Every item the bar holds, shown or cut off by its edge. */
export async function allNavItems(page: Page) {
  const texts = await page.locator('header nav a').allTextContents();
  return texts.map(withoutBadge);
}
