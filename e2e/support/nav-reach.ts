import { expect, type Page } from '@playwright/test';

const withoutBadge = (text: string) => text.replace(/\d+$/, '').trim();

/**
 * The main navigation's items a user can reach: the bar's links that show whole inside it, and the
 * menu's copies of the nav items (`menuName`: the menu button's name in the page's language). Every
 * item of the bar, the hidden ones included, must be one of them.
 */
export async function reachableNavItems(page: Page, menuName: string) {
  // Below 1200 px the bar is not shown at all and the menu holds every item.
  await expect(page.locator('header nav')).toBeAttached();
  // The bar measures what fits again when a badge or a font arrives: its items are read in one go, and
  // read again until two reads agree, so a change between reading one link and the next cannot show.
  let shown = await shownInBar(page);
  await expect
    .poll(async () => {
      const previous = shown;
      shown = await shownInBar(page);
      return JSON.stringify(shown) === JSON.stringify(previous);
    })
    .toBe(true);
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

/** The bar's links that show whole inside it (not hidden for being cut off), by their text. */
function shownInBar(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const nav = document.querySelector('header nav');
    if (!nav || nav.getBoundingClientRect().width === 0) return [];
    const bar = nav.getBoundingClientRect();
    return [...nav.querySelectorAll('a')]
      .filter((link) => {
        const box = link.getBoundingClientRect();
        const isHidden =
          link.getAttribute('aria-hidden') === 'true' || getComputedStyle(link).visibility === 'hidden';
        return !isHidden && box.width > 0 && box.left >= bar.left - 0.5 && box.right <= bar.right + 0.5;
      })
      .map((link) => link.innerText.replace(/\d+$/, '').trim());
  });
}

/** Every item the bar holds, shown or cut off by its edge. */
export async function allNavItems(page: Page) {
  const texts = await page.locator('header nav a').allTextContents();
  return texts.map(withoutBadge);
}
