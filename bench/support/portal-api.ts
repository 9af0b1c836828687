/** The market no API as the bench checks it, with a session of its own (not the page's). */
export async function portalApi(baseURL: string, loginName: string) {
  const login = await fetch(`${baseURL}/api/no/Login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userLoginName: loginName, password: 'demo-pallet', anonymous: true }),
  });
  if (!login.ok) throw new Error(`Login ${loginName}: ${login.status} ${await login.text()}`);
  const { token } = ((await login.json()) as { data: { token: string } }).data;
  return {
    get: async <T>(call: string, params: Record<string, string | number> = {}): Promise<T> => {
      const query = new URLSearchParams(
        Object.entries(params).map(([key, value]): [string, string] => [key, String(value)]),
      );
      const answer = await fetch(`${baseURL}/api/no/${call}?${query}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      if (!answer.ok) throw new Error(`GET ${call}: ${answer.status} ${await answer.text()}`);
      return ((await answer.json()) as { data: T }).data;
    },
    post: async <T>(call: string, body: unknown): Promise<T> => {
      const answer = await fetch(`${baseURL}/api/no/${call}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      if (!answer.ok) throw new Error(`POST ${call}: ${answer.status} ${await answer.text()}`);
      return ((await answer.json()) as { data: T }).data;
    },
  };
}

export type PortalApi = Awaited<ReturnType<typeof portalApi>>;
