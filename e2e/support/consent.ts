import { expect, type Page } from '@playwright/test';

/**
 * The consent box and its words are one unit (issue 15 item 8): the words start just right of the box,
 * level with it, and a click on the words ticks the box.
 */
export async function tickByItsWords(page: Page, words: string) {
  const box = page.getByRole('checkbox', { name: words });
  const label = page.getByText(words, { exact: true });
  const boxRect = (await box.boundingBox())!;
  const labelRect = (await label.boundingBox())!;
  const boxRight = boxRect.x + boxRect.width;
  expect(labelRect.x, 'the words start right of the box').toBeGreaterThanOrEqual(boxRight - 1);
  expect(labelRect.x - boxRight, 'the words sit next to the box').toBeLessThanOrEqual(24);
  expect(labelRect.y, 'the words begin level with the box').toBeLessThan(boxRect.y + boxRect.height);
  expect(labelRect.y + labelRect.height, 'the words begin level with the box').toBeGreaterThan(boxRect.y);
  await expect(box).not.toBeChecked();
  await label.click();
  await expect(box).toBeChecked();
}
