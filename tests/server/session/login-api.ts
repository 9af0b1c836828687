import type { TestApp } from '../../helpers/test-app.ts';

/** POST Login from a client address of the test's choosing (TRUST_PROXY is off: the socket's address). */
export async function loginFrom(
  t: TestApp,
  address: string,
  userLoginName: string,
  password: string,
): Promise<number> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/no/Login',
    remoteAddress: address,
    payload: { userLoginName, password },
  });
  return response.statusCode;
}

/** How many of the answers are each status, e.g. `{ 401: 5, 429: 45 }`. */
export function statusCounts(statuses: number[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}
