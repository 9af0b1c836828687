import { expect, type Locator, type Page } from '@playwright/test';

/** The location picker (SearchSelect): types part of the name and takes the option. */
export async function chooseLocation(page: Page, label: string, fieldName = 'Location') {
  const field = page.getByRole('combobox', { name: fieldName });
  await expect(field).toBeEnabled();
  await field.fill(label.slice(0, 8));
  await page.getByRole('option', { name: label }).click();
  await expect(field).toHaveValue(label);
}

/** A pointer stroke as a finger or a stylus makes it: pointer events with that pointer type. */
export async function stroke(canvas: Locator, pointerType: 'touch' | 'pen', points: [number, number][]) {
  const box = (await canvas.boundingBox())!;
  const at = ([x, y]: [number, number]) => ({
    pointerId: pointerType === 'pen' ? 2 : 3,
    pointerType,
    isPrimary: true,
    clientX: box.x + x * box.width,
    clientY: box.y + y * box.height,
    pressure: 0.5,
    buttons: 1,
    button: 0,
  });
  const [first, ...rest] = points;
  await canvas.dispatchEvent('pointerdown', at(first!));
  for (const point of rest) await canvas.dispatchEvent('pointermove', at(point));
  await canvas.dispatchEvent('pointerup', { ...at(rest.at(-1)!), buttons: 0 });
}

/** How many pixels of the canvas carry ink. */
export const inkedPixels = (canvas: Locator) =>
  canvas.evaluate((element: HTMLCanvasElement) => {
    const context = element.getContext('2d')!;
    const { data } = context.getImageData(0, 0, element.width, element.height);
    let count = 0;
    for (let index = 3; index < data.length; index += 4) if (data[index]! > 0) count += 1;
    return count;
  });

/** A location as the receipt picker's call (GET Locations) answers it. */
export interface ReceiptPlace {
  id: number;
  name: string;
  number: string;
  statusId: number;
  palletReceiptDays: number[];
}
