import type { InjectOptions } from 'fastify';
import { demoPassword } from '../../../src/server/db/seed/demo-accounts.ts';
import type { TestApp } from '../../helpers/test-app.ts';
import type { Caller } from './callers.ts';
import type { RequestParts } from './requests.ts';

const boundary = 'access-matrix-form';

/** A multipart form of text fields only, as the outbox sends a comment without files. */
function multipart(fields: Record<string, string>) {
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return `${parts.join('')}--${boundary}--\r\n`;
}

/** A new session of the caller, for a case that changes or ends its session. */
export async function freshToken(t: TestApp, who: Caller): Promise<string | undefined> {
  if (!who.login) return undefined;
  const answer = await t.app.inject({
    method: 'POST',
    url: `/api/${who.loginMarket}/Login`,
    payload: { userLoginName: who.login, password: demoPassword },
  });
  const token = (answer.json() as { data?: { token?: string } }).data?.token;
  if (!token) throw new Error(`login of ${who.name} failed: ${answer.statusCode}`);
  return token;
}

/** Sends one case with `app.inject` and answers its status. */
export async function runCase(
  t: TestApp,
  method: string,
  call: string,
  market: string,
  token: string | undefined,
  parts: RequestParts,
): Promise<number> {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  const options: InjectOptions = {
    method: method as InjectOptions['method'],
    url: `/api/${market}/${call}`,
    headers,
    ...(parts.query ? { query: parts.query } : {}),
  };
  if (parts.form) {
    headers['content-type'] = `multipart/form-data; boundary=${boundary}`;
    options.payload = multipart(parts.form);
  } else if (parts.body !== undefined) {
    options.payload = parts.body as InjectOptions['payload'];
  } else if (method === 'POST') {
    options.payload = {};
  }
  const response = await t.app.inject(options);
  return response.statusCode;
}
