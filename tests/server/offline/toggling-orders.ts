import { orderStatus } from '../../../src/domain/orders/order-statuses.ts';
import type { TestApp } from '../../helpers/test-app.ts';
import { rowsAs } from '../orders/order-api.ts';

const cycle: readonly number[] = [orderStatus.NotAgreed, orderStatus.WaitForAgreement];

/**
 * Orders between Disagreement and Awaiting agreement at a provider location: its staff may move them
 * both ways (6 → 14 as the provider, 14 → 6 as sender or receiver), so a test never runs out of
 * status changes the status machine allows.
 */
export async function togglingOrders(t: TestApp, providerLocationId: number, count: number) {
  const orders = (await rowsAs(t, 'global')).items.filter(
    (row) =>
      cycle.includes(row.transactionStatusId) &&
      (row.locationIdFrom === providerLocationId || row.locationIdTo === providerLocationId),
  );
  if (orders.length < count) throw new Error(`the demo data has ${orders.length} of ${count} orders needed`);
  return orders.slice(0, count);
}

/** The other status of the cycle. */
export const toggled = (status: number) =>
  status === orderStatus.NotAgreed ? orderStatus.WaitForAgreement : orderStatus.NotAgreed;
