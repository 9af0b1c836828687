import { issuePasswordLink } from '../../../src/server/modules/accounts/password-links.ts';
import type { TestApp } from '../../helpers/test-app.ts';

export interface Answer<T = unknown> {
  status: number;
  body: { data?: T; error?: { message: string; type: string; code?: string } };
}

/** A public account call from a client address of the test's choosing (TRUST_PROXY is off). */
export async function callFrom<T = unknown>(
  t: TestApp,
  call: string,
  body: unknown,
  options: { address?: string; market?: string } = {},
): Promise<Answer<T>> {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/${options.market ?? 'no'}/${call}`,
    remoteAddress: options.address ?? '10.16.0.1',
    payload: body as Record<string, unknown>,
  });
  return { status: response.statusCode, body: response.json() };
}

export const forgot = (
  t: TestApp,
  loginNameOrEmail: string,
  options?: { address?: string; market?: string },
) => callFrom<{ requested: true }>(t, 'ForgotPassword', { loginNameOrEmail }, options);

export const userNamed = (t: TestApp, loginName: string, market = 'no') =>
  t.app.db
    .selectFrom('users')
    .select(['id', 'customerId', 'email', 'name', 'language', 'loginName'])
    .where('marketId', '=', market)
    .where('loginName', '=', loginName)
    .executeTakeFirstOrThrow();

/** The token of a fresh reset link for a user, as the reset mail would carry it. */
export async function freshResetToken(t: TestApp, loginName: string): Promise<string> {
  const user = await userNamed(t, loginName);
  const link = await issuePasswordLink(t.app.db, {
    userId: user.id,
    purpose: 'reset',
    requestedBy: null,
    publicUrl: t.config.publicUrl,
  });
  return new URL(link.url).searchParams.get('token')!;
}

/** The reset mails in the archive to an address, oldest first. */
export const resetMailsTo = (t: TestApp, address: string) =>
  t.app.db
    .selectFrom('emailArchive')
    .selectAll()
    .where('toAddress', '=', address)
    .where('kind', '=', 'password-reset')
    .orderBy('id')
    .execute();

/** The token of the link a mail carries. */
export function tokenInMail(text: string): string {
  const token = /\/reset-password\?token=([A-Za-z0-9_-]{43})/.exec(text)?.[1];
  if (!token) throw new Error(`no reset link in the mail:\n${text}`);
  return token;
}

/** POST Login's status for a name and a password. */
export async function loginStatus(t: TestApp, userLoginName: string, password: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/no/Login',
    remoteAddress: '10.16.9.9',
    payload: { userLoginName, password },
  });
  return response.statusCode;
}
