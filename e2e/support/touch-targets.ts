import type { Page } from '@playwright/test';

export interface TouchTarget {
  what: string;
  width: number;
  height: number;
}

/** Everything a finger may tap: links, buttons, fields, checkboxes, tabs, selects, menu items. */
const interactive = [
  'a[href]',
  'button',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  '[role="button"]',
  '[role="link"]',
  '[role="tab"]',
  '[role="checkbox"]',
  '[role="radio"]',
  '[role="switch"]',
  '[role="combobox"]',
  '[role="menuitem"]',
  '[role="option"]',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/**
 * The tappable box of every visible interactive element on the page. A checkbox or radio counts its
 * labels too (a tap on the label works the control), and a visually hidden one is tapped through its
 * label alone.
 */
export function touchTargets(page: Page): Promise<TouchTarget[]> {
  return page.locator('body').evaluate((body, selector) => {
    const isShown = (element: Element) => {
      if (element.closest('[aria-hidden="true"], [inert]')) return false;
      const style = getComputedStyle(element);
      return style.visibility !== 'hidden' && style.display !== 'none';
    };
    const area = (rects: DOMRect[]) => {
      const shown = rects.filter((rect) => rect.width > 1 && rect.height > 1);
      if (shown.length === 0) return null;
      const left = Math.min(...shown.map((rect) => rect.left));
      const top = Math.min(...shown.map((rect) => rect.top));
      const right = Math.max(...shown.map((rect) => rect.right));
      const bottom = Math.max(...shown.map((rect) => rect.bottom));
      return { width: right - left, height: bottom - top };
    };
    const describe = (element: Element) => {
      const name =
        element.getAttribute('aria-label') ??
        (element as HTMLInputElement).labels?.[0]?.textContent ??
        element.textContent ??
        '';
      const role = element.getAttribute('role') ?? element.tagName.toLowerCase();
      return `${role} "${name.replace(/\s+/g, ' ').trim().slice(0, 50)}"`;
    };
    const found: { what: string; width: number; height: number }[] = [];
    for (const element of body.querySelectorAll(selector)) {
      if (!isShown(element)) continue;
      const rects = [element.getBoundingClientRect()];
      const labels = (element as HTMLInputElement).labels;
      const type = (element as HTMLInputElement).type;
      const isTappedByLabel = type === 'checkbox' || type === 'radio' || rects[0]!.width <= 1;
      if (labels && isTappedByLabel)
        for (const label of labels) if (isShown(label)) rects.push(label.getBoundingClientRect());
      const box = area(rects);
      if (box) found.push({ what: describe(element), width: box.width, height: box.height });
    }
    return found;
  }, interactive);
}

/** The targets narrower or lower than `minimum` pixels, listed for a failure message. */
export async function smallTouchTargets(page: Page, minimum = 44) {
  const targets = await touchTargets(page);
  // Sub-pixel layout may render 44 as 43.99.
  const small = targets.filter((target) => target.width < minimum - 0.01 || target.height < minimum - 0.01);
  const smallest = Math.min(...targets.map((target) => Math.min(target.width, target.height)));
  return { small, smallest, count: targets.length };
}

export const describeTargets = (targets: TouchTarget[]) =>
  targets
    .map((target) => `  ${target.what}: ${target.width.toFixed(1)}×${target.height.toFixed(1)}`)
    .join('\n');
