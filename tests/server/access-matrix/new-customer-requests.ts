import type { TestApp } from '../../helpers/test-app.ts';
import { makeNewCustomerRequest } from '../new-customers/new-customer-api.ts';

/**
 * A bot's request (the honeypot filled): answered as a success and never stored or counted, so the
 * matrix's many calls from one address do not meet the per-address limit.
 */
export const honeypotRequestBody = () => ({ body: { ...makeNewCustomerRequest(), website: 'matrix' } });

/** The demo data's rejected request of the Norwegian market: deciding it again changes nothing (409). */
export async function decidedRequestBody(t: TestApp, extra: Record<string, unknown> = {}) {
  const request = await t.app.db
    .selectFrom('newCustomerRequests')
    .select('id')
    .where('marketId', '=', 'no')
    .where('status', '=', 'rejected')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return { body: { requestId: request.id, ...extra } };
}
