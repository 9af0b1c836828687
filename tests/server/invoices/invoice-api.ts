import type { Kysely } from 'kysely';
import type { DB } from '../../../src/server/db/schema.ts';
import { makeInvoicesForMonth } from '../../../src/server/modules/invoices/make-invoices.ts';
import type { TestApp } from '../../helpers/test-app.ts';

/**
 * Invoice fixtures (issue 18): delivered orders straight in the tables, in months far past the demo
 * data (2031), so the seed's own orders and invoices never meet a test's.
 */
export interface OrderLineFixture {
  productId: string;
  treatmentId?: string;
  qualityId?: string;
  ordered: number;
  picked?: number | null;
  delivered?: number | null;
  price?: number | null;
}

export interface OrderFixture {
  marketId?: string;
  type: 'TO' | 'HE' | 'RO' | 'GL' | 'OO';
  from: number;
  to: number;
  status?: number;
  receivalDate: string;
  freight?: number | null;
  transportFee?: number | null;
  customs?: number | null;
  sealing?: number | null;
  lines: OrderLineFixture[];
}

let orderCount = 0;

export async function deliveredOrder(
  db: Kysely<DB>,
  order: OrderFixture,
): Promise<{ id: number; orderNo: string }> {
  orderCount += 1;
  const orderNo = `INVT-${process.pid}-${orderCount}`;
  const from = await db
    .selectFrom('locations')
    .select('customerId')
    .where('id', '=', order.type === 'TO' ? order.to : order.from)
    .executeTakeFirstOrThrow();
  const row = await db
    .insertInto('transactions')
    .values({
      marketId: order.marketId ?? 'no',
      orderNo,
      transactionTypeId: order.type,
      transactionStatusId: order.status ?? 5,
      customerId: from.customerId,
      locationIdFrom: order.from,
      locationIdTo: order.to,
      sendDate: order.receivalDate,
      receivalDate: order.receivalDate,
      freight: order.freight ?? null,
      transportFee: order.transportFee ?? null,
      customs: order.customs ?? null,
      sealing: order.sealing ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('transactionLines')
    .values(
      order.lines.map((line) => ({
        transactionId: row.id,
        productId: line.productId,
        treatmentId: line.treatmentId ?? 'STD',
        qualityId: line.qualityId ?? 'A',
        quantityOrdered: line.ordered,
        quantityPicked: line.picked ?? null,
        quantityDelivered: line.delivered ?? null,
        price: line.price ?? null,
        amount: line.price == null ? null : line.price * (line.delivered ?? line.picked ?? line.ordered),
      })),
    )
    .execute();
  return { id: row.id, orderNo };
}

export const locationIdOf = async (t: TestApp, name: string) =>
  (await t.app.db.selectFrom('locations').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;

export const customerIdOf = async (t: TestApp, name: string) =>
  (await t.app.db.selectFrom('customers').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;

/** A price from a day of the test months on, newer than any seeded one. */
export async function priceFrom(
  db: Kysely<DB>,
  price: {
    marketId?: string;
    productId: string;
    kind: 'purchase' | 'washing';
    price: number;
    validFrom: string;
  },
) {
  await db
    .insertInto('priceLists')
    .values({ marketId: 'no', ...price })
    .onConflict((conflict) =>
      conflict.columns(['marketId', 'productId', 'kind', 'validFrom']).doUpdateSet({ price: price.price }),
    )
    .execute();
}

/** The first instant of the month after a 'YYYY-MM' month, plus a few hours (the job runs at night). */
export const nightAfter = (month: string) => {
  const [year, monthNo] = month.split('-').map(Number);
  return new Date(Date.UTC(year!, monthNo!, 1, 3, 0));
};

export const runMonth = (db: Kysely<DB>, marketId: string, month: string) =>
  db.transaction().execute((trx) => makeInvoicesForMonth(trx, marketId, month, nightAfter(month)));

export const invoicesOf = (db: Kysely<DB>, month: string, marketId = 'no') =>
  db
    .selectFrom('invoices')
    .selectAll()
    .where('marketId', '=', marketId)
    .where('month', '=', `${month}-01`)
    .orderBy('id')
    .execute();

export const linesOf = (db: Kysely<DB>, invoiceId: number) =>
  db.selectFrom('invoiceLines').selectAll().where('invoiceId', '=', invoiceId).orderBy('id').execute();
