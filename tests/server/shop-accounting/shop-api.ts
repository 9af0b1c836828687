import type { ShopTransaction } from '../../../src/domain/shop-accounting/schemas.ts';
import type { ApiAnswer, TestApp } from '../../helpers/test-app.ts';

/** A sale as the form sends it; override any field. */
export const sale = (fields: Record<string, unknown> = {}) => ({
  date: '2026-01-01',
  channel: 'Shop',
  buyer: 'Test kjøper',
  productId: 'EUR',
  quantity: 3,
  unitPrice: 129.9,
  paymentMethod: 'Card',
  ...fields,
});

/** POST with an Idempotency-Key header (callAs sends none). */
export async function postWithKey<T>(
  t: TestApp,
  login: string,
  call: string,
  body: unknown,
  key: string,
): Promise<ApiAnswer<T>> {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/no/${call}`,
    payload: body as Record<string, unknown>,
    headers: { authorization: `Bearer ${await t.tokenOf(login)}`, 'idempotency-key': key },
  });
  return { status: response.statusCode, body: JSON.parse(response.body) as ApiAnswer<T>['body'], response };
}

export async function book(t: TestApp, login: string, fields: Record<string, unknown> = {}) {
  const answer = await t.callAs<ShopTransaction>(login, 'POST', 'shopTransaction', { body: sale(fields) });
  if (answer.status !== 200) throw new Error(`book as ${login}: ${JSON.stringify(answer.body)}`);
  return answer.body.data!;
}
