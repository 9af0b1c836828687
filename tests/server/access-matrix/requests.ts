import { randomUUID } from 'node:crypto';
import { demoPassword } from '../../../src/server/db/seed/demo-accounts.ts';
import type { TestApp } from '../../helpers/test-app.ts';
import { freshResetToken } from '../accounts/password-api.ts';
import { drawnSignature } from '../pallet-receipts/receipt-api.ts';
import type { TenantIds } from './fixtures.ts';

/** What one case sends: a query, a JSON body or a multipart form. */
export interface RequestParts {
  query?: Record<string, string>;
  body?: unknown;
  form?: Record<string, string>;
}

/** A version no row has: a write that passes every access check stops at the version (409). */
export const staleVersion = 2_000_000_000;

const nextWeek = () => new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
const month = (offset: number) => {
  const day = new Date();
  day.setUTCDate(1);
  day.setUTCMonth(day.getUTCMonth() + offset);
  return day.toISOString().slice(0, 7);
};

let serial = 0;
/** A location number no case used before (spec §5: numbers are unique in the market). */
export const freshNumber = () => `MX${process.pid % 1000}${(serial += 1)}`;

export const draftBody = (ids: TenantIds) => ({
  id: ids.draft.id,
  version: staleVersion,
  transactionTypeId: 'TO',
  locationIdFrom: ids.providerLocationId,
  sendDate: nextWeek(),
  lines: [{ ...ids.choice, quantity: 10 }],
});

export const scheduleBody = (ids: TenantIds) => ({
  id: ids.schedule.id,
  version: staleVersion,
  transactionTypeId: 'TO',
  locationIdFrom: ids.providerLocationId,
  intervalWeeks: 1,
  startDate: nextWeek(),
  weekdays: [1],
  lines: [{ ...ids.choice, quantity: 10 }],
});

export const receptionBody = (ids: TenantIds) => ({
  orderId: ids.order.id,
  version: staleVersion,
  lines: ids.order.lineIds.map((lineId) => ({ lineId, quantityReceived: 1, qualityId: 'A' })),
});

export const pickingBody = (ids: TenantIds) => ({
  orderId: ids.order.id,
  version: staleVersion,
  lines: ids.order.lineIds.map((lineId) => ({ lineId, quantityPicked: 1 })),
  markAs: 'saved',
  transport: { numberOfCopies: 1 },
});

export const arrivalLines = (ids: TenantIds) => [{ ...ids.choice, quantity: 3 }];

export const receiptBody = (ids: TenantIds) => ({
  variant: 'plain',
  locationId: ids.locationId,
  lines: [{ ...ids.choice, inbound: 1, outbound: 0, counted: null }],
  signature: { signerName: 'Matrix Driver', signerRole: 'driver', image: drawnSignature },
});

export const profileBody = (ids: TenantIds) => ({
  userId: ids.userId,
  name: 'Matrix Name',
  phone: '+47 900 00 000',
  email: 'matrix@example.com',
  language: 'nb-NO',
});

export const passwordBody = (ids: TenantIds) => ({
  userId: ids.userId,
  oldPassword: demoPassword,
  newPassword: demoPassword,
});

export const daysQuery = () => ({ from: month(0), to: month(1) });
export const ackBody = () => ({ keys: [randomUUID()] });

/**
 * A forgot-password request for no account. The matrix calls from one address more often than the
 * limit allows (10 per 15 minutes): its earlier attempts are forgotten first.
 */
export async function forgotPasswordBody(t: TestApp) {
  await t.app.db.deleteFrom('accountRequestAttempts').execute();
  return { body: { loginNameOrEmail: 'nobody@example.com' } };
}

/** A fresh reset link of kunde.admin's; checking it changes nothing. */
export async function resetCheckBody(t: TestApp) {
  return { body: { token: await freshResetToken(t, 'kunde.admin') } };
}

/** Well formed, but no link has it. */
export const unknownResetToken = 'A'.repeat(43);
