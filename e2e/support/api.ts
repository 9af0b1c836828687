import { expect, type APIRequestContext } from '@playwright/test';

/** The API of the `no` market with a bearer token, as a test checks the server (spec §7). */
export function apiWithToken(page: { request: APIRequestContext }, token: string | null) {
  const headers = { Authorization: `Bearer ${token}` };
  return {
    get: async <T>(call: string, params: Record<string, string | number> = {}) => {
      const answer = await page.request.get(`/api/no/${call}`, { params, headers });
      expect(answer.ok()).toBe(true);
      return ((await answer.json()) as { data: T }).data;
    },
    post: (call: string, data: unknown) => page.request.post(`/api/no/${call}`, { data, headers }),
  };
}

export type Api = ReturnType<typeof apiWithToken>;

/** A session token of a demo user of the `no` market, logged in through the API. */
export async function tokenOf(request: APIRequestContext, loginName: string): Promise<string> {
  const answer = await request.post('/api/no/Login', {
    data: { userLoginName: loginName, password: 'demo-pallet' },
  });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { data: { token: string } }).data.token;
}
