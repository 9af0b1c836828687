import { sql } from 'kysely';
import type { TestApp } from '../../helpers/test-app.ts';
import { drawnSignature } from '../pallet-receipts/receipt-api.ts';
import type { Owner } from './callers.ts';

/** The ids of one tenant's data that the matrix's requests name (issue 14 item 14). */
export interface TenantIds {
  login: string;
  customerId: number;
  locationId: number;
  /** Another location of the same customer: a counterpart the owner may trade with. */
  otherLocationId: number;
  userId: number;
  /** The provider location the tenant orders from. */
  providerLocationId: number;
  order: { id: number; version: number; lineIds: number[] };
  draft: { id: number; version: number };
  schedule: { id: number; version: number };
  receiptId: number;
  counting: { id: number; version: number };
  attachmentId: number;
  alertId: number;
  choice: { productId: string; treatmentId: string; qualityId: string };
}

export type Fixtures = Record<Owner, TenantIds>;

const owners = {
  A: { login: 'kunde.admin', location: 'Fjellmeieriet Lillehammer', other: 'Fjellmeieriet Hamar' },
  B: { login: 'butikk', location: 'Torgbutikken Grünerløkka', other: 'Torgbutikken Majorstuen' },
} as const;

async function created<T>(t: TestApp, login: string, call: string, body: unknown): Promise<T> {
  const answer = await t.callAs<T>(login, 'POST', call, { body });
  if (answer.status !== 200 || answer.body.data === undefined) {
    throw new Error(`fixture ${call} as ${login}: ${answer.status} ${JSON.stringify(answer.body.error)}`);
  }
  return answer.body.data;
}

const locationNamed = (t: TestApp, name: string) =>
  t.app.db
    .selectFrom('locations')
    .select(['id', 'customerId'])
    .where('name', '=', name)
    .executeTakeFirstOrThrow();

/** An available choice the location carries and its counterpart lists too (goods delivery checks it). */
const sharedChoice = (t: TestApp, locationId: number, otherId: number) =>
  t.app.db
    .selectFrom('locationProducts as lp')
    .innerJoin('locationProducts as other', 'other.productChoiceId', 'lp.productChoiceId')
    .innerJoin('productChoices as c', 'c.id', 'lp.productChoiceId')
    .select(['c.productId', 'c.treatmentId', 'c.qualityId'])
    .where('lp.locationId', '=', locationId)
    .where('other.locationId', '=', otherId)
    .where('lp.availability', '=', 'available')
    .orderBy('c.id')
    .executeTakeFirstOrThrow();

/**
 * A seeded order between the location and a provider location that is past draft, with its lines: an
 * order with another location of the customer would be the colleague's too, whatever the seed draws.
 */
async function seededOrder(t: TestApp, locationId: number) {
  const providers = t.app.db.selectFrom('locations').select('id').where('isProvider', '=', true);
  const order = await t.app.db
    .selectFrom('transactions')
    .select(['id', 'version'])
    .where((eb) =>
      eb.or([
        eb.and([eb('locationIdTo', '=', locationId), eb('locationIdFrom', 'in', providers)]),
        eb.and([eb('locationIdFrom', '=', locationId), eb('locationIdTo', 'in', providers)]),
      ]),
    )
    .where('transactionStatusId', '=', 4)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const lines = await t.app.db
    .selectFrom('transactionLines')
    .select('id')
    .where('transactionId', '=', order.id)
    .orderBy('id')
    .execute();
  return { ...order, lineIds: lines.map((line) => line.id) };
}

/** A comment with a PNG attachment on the order, written straight to the tables. */
async function attachmentOn(t: TestApp, orderId: number, authorId: number) {
  const comment = await t.app.db
    .insertInto('orderComments')
    .values({ transactionId: orderId, authorId, text: 'Matrix' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const png = Buffer.from(drawnSignature.split(',')[1]!, 'base64');
  const attachment = await t.app.db
    .insertInto('orderCommentAttachments')
    .values({
      commentId: comment.id,
      fileName: 'proof.png',
      contentType: 'image/png',
      sizeBytes: png.length,
      content: png,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return attachment.id;
}

let receiptSerial = 0;

/**
 * A signed pallet receipt, written straight to the tables: tenant B's store has no pallet receipt
 * days, so the API would not register one there (its owner's POST is 422 in the table).
 */
async function storedReceipt(t: TestApp, locationId: number, userId: number, choice: TenantIds['choice']) {
  receiptSerial += 1;
  const receipt = await t.app.db
    .insertInto('palletReceipts')
    .values({
      marketId: 'no',
      receiptNo: `MX${String(receiptSerial).padStart(8, '0')}`,
      variant: 'plain',
      locationId,
      signerName: 'Matrix Driver',
      signerRole: 'driver',
      signature: drawnSignature,
      registeredBy: userId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.app.db
    .insertInto('palletReceiptLines')
    .values({ receiptId: receipt.id, ...choice, inbound: 1, outbound: 0 })
    .execute();
  return receipt.id;
}

/** An alert for the tenant's customer only. */
async function customerAlert(t: TestApp, customerId: number) {
  const alert = await t.app.db
    .insertInto('alerts')
    .values({ marketId: 'no', customerId, source: 'Message', title: 'Matrix', text: '' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return alert.id;
}

const nextMonday = async (t: TestApp) => {
  const { rows } = await sql<{ day: string }>`
    select (current_date + (8 - extract(isodow from current_date))::int)::text as day`.execute(t.app.db);
  return rows[0]!.day;
};

/** A draft order, a schedule, a pallet receipt and a count of the tenant, made through the API. */
async function tenant(t: TestApp, owner: Owner): Promise<TenantIds> {
  const { login, location: locationName, other } = owners[owner];
  const [location, otherLocation] = await Promise.all([
    locationNamed(t, locationName),
    locationNamed(t, other),
  ]);
  const user = await t.app.db
    .selectFrom('users')
    .select('id')
    .where('loginName', '=', login)
    .executeTakeFirstOrThrow();
  const choice = await sharedChoice(t, location.id, otherLocation.id);
  const provider = await locationNamed(t, 'Nordpall Alnabru');
  const monday = await nextMonday(t);
  const line = { ...choice, quantity: 10 };
  const draft = await created<{ id: number; version: number }>(t, login, 'order', {
    transactionTypeId: 'TO',
    locationIdFrom: provider.id,
    sendDate: monday,
    lines: [line],
  });
  const schedule = await created<{ id: number; version: number }>(t, login, 'orderSchedule', {
    transactionTypeId: 'TO',
    locationIdFrom: provider.id,
    intervalWeeks: 1,
    startDate: monday,
    weekdays: [1],
    lines: [line],
  });
  const [counting] = await created<{ id: number; version: number }[]>(t, login, 'countingReports', {
    reports: [{ locationId: location.id, ...choice, countedVolume: 5 }],
  });
  const order = await seededOrder(t, location.id);
  return {
    login,
    customerId: location.customerId,
    locationId: location.id,
    otherLocationId: otherLocation.id,
    userId: user.id,
    providerLocationId: provider.id,
    order,
    draft: { id: draft.id, version: draft.version },
    schedule: { id: schedule.id, version: schedule.version },
    receiptId: await storedReceipt(t, location.id, user.id, choice),
    counting: { id: counting!.id, version: counting!.version },
    attachmentId: await attachmentOn(t, order.id, user.id),
    alertId: await customerAlert(t, location.customerId),
    choice,
  };
}

export async function makeFixtures(t: TestApp): Promise<Fixtures> {
  return { A: await tenant(t, 'A'), B: await tenant(t, 'B') };
}

/** A receipt of its own for a case that deletes one, so no case depends on another's order. */
export function freshReceipt(t: TestApp, ids: TenantIds): Promise<number> {
  return storedReceipt(t, ids.locationId, ids.userId, ids.choice);
}
