import type { OrderDraftLine } from '../../../src/domain/orders/order-draft.ts';
import type { OrderRow } from '../../../src/domain/orders/order-list.ts';
import type {
  AvailableProduct,
  ProductAvailability,
} from '../../../src/domain/products/available-products.ts';
import type { TestApp } from '../../helpers/test-app.ts';

export function availableAs(t: TestApp, login: string, query: Record<string, string>) {
  return t.callAs<AvailableProduct[]>(login, 'GET', 'AvailableProducts', { query });
}

/** A choice the location carries with this availability, as the product picker gets it. */
export async function choiceAt(
  t: TestApp,
  login: string,
  locationId: number,
  availability: ProductAvailability,
  skip = 0,
): Promise<AvailableProduct> {
  const answer = await availableAs(t, login, { locationId: String(locationId) });
  const choice = answer.body.data?.filter((row) => row.availability === availability)[skip];
  if (!choice) throw new Error(`the demo data has no ${availability} choice at location ${locationId}`);
  return choice;
}

export const lineOf = (choice: AvailableProduct, quantity = 30): OrderDraftLine => ({
  productId: choice.productId,
  treatmentId: choice.treatmentId,
  qualityId: choice.qualityId,
  quantity,
});

/** A draft body: an order (TO) from a provider location, sent in a week, with the given lines. */
export function makeDraft(overrides: Record<string, unknown> & { lines: OrderDraftLine[] }) {
  const sendDate = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  return { transactionTypeId: 'TO', sendDate, reference: 'PO-TEST', ...overrides };
}

export function saveAs(t: TestApp, login: string, body: unknown) {
  return t.callAs<OrderRow>(login, 'POST', 'order', { body });
}

/** A draft that must be stored. */
export async function savedAs(t: TestApp, login: string, body: unknown): Promise<OrderRow> {
  const answer = await saveAs(t, login, body);
  if (answer.status !== 200 || !answer.body.data) {
    throw new Error(`POST order as ${login}: ${answer.status} ${JSON.stringify(answer.body.error)}`);
  }
  return answer.body.data;
}
