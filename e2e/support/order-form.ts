import type { Page } from '@playwright/test';

/** Opens the date field's calendar and picks the first open day (spec §5: only open days can be picked). */
export async function pickFirstOpenDay(page: Page, label: string) {
  await page.getByRole('button', { name: label }).click();
  await page.getByRole('dialog').locator('table button:not([disabled]):not([data-outside])').first().click();
}

/** Adds a product the location carries that may be ordered, with a quantity (Norwegian labels). */
export async function addProduct(page: Page, quantity: string) {
  await page.getByRole('combobox', { name: 'Legg til produkt' }).click();
  await page.getByRole('option').and(page.locator(':not([data-combobox-disabled])')).first().click();
  const quantityField = page.getByRole('textbox', { name: /^Antall / }).last();
  await quantityField.fill(quantity);
}

/** A new order (Buy) filled in on the editor: the first provider location, the first open day, one product. */
export async function fillNewOrder(page: Page, reference?: string) {
  await page.goto('/app/orders/new');
  await page.getByRole('combobox', { name: 'Leveres fra' }).click();
  await page.getByRole('option').first().click();
  await pickFirstOpenDay(page, 'Leveringsdato');
  if (reference) await page.getByRole('textbox', { name: 'Referanse', exact: true }).fill(reference);
  await addProduct(page, '30');
}
