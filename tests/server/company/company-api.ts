import type { Company, CompanyInput } from '../../../src/domain/admin/company.ts';
import type { ApiAnswer, TestApp } from '../../helpers/test-app.ts';

/** Tiny but real pictures: each starts with its type's signature (spec §5). */
export const tinyImages = {
  png: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  ),
  jpeg: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0xff, 0xd9]),
  webp: Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64'),
};

export interface LogoUpload {
  name: string;
  content: Buffer;
  /** What the client claims; the server must not believe it. */
  type?: string;
  field?: string;
}

/** POST companyLogo as multipart/form-data, the body built by the platform's FormData. */
export async function postLogo(
  t: TestApp,
  login: string,
  file: LogoUpload | null,
): Promise<ApiAnswer<Company>> {
  const form = new FormData();
  form.append('note', 'logo');
  if (file) {
    const blob = new Blob([new Uint8Array(file.content)], { type: file.type ?? 'application/octet-stream' });
    form.append(file.field ?? 'logo', blob, file.name);
  }
  const request = new Request('http://portal.test/', { method: 'POST', body: form });
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/no/companyLogo',
    payload: Buffer.from(await request.arrayBuffer()),
    headers: {
      'content-type': request.headers.get('content-type') ?? '',
      authorization: `Bearer ${await t.tokenOf(login)}`,
    },
  });
  return {
    status: response.statusCode,
    body: JSON.parse(response.body) as ApiAnswer<Company>['body'],
    response,
  };
}

/** GET companyLogo as a login, optionally revalidating with an etag. */
export async function getLogo(t: TestApp, login: string, ifNoneMatch?: string) {
  return t.app.inject({
    method: 'GET',
    url: '/api/no/companyLogo',
    headers: {
      authorization: `Bearer ${await t.tokenOf(login)}`,
      ...(ifNoneMatch ? { 'if-none-match': ifNoneMatch } : {}),
    },
  });
}

export async function companyOf(t: TestApp, login: string): Promise<Company> {
  const answer = await t.callAs<Company>(login, 'GET', 'company');
  if (answer.status !== 200 || !answer.body.data)
    throw new Error(`GET company as ${login}: ${answer.status}`);
  return answer.body.data;
}

/** The company as POST company takes it: every field, changed by `changes`, at the version read. */
export function companyInput(company: Company, changes: Partial<CompanyInput> = {}): CompanyInput {
  const { id: _id, logoUrl: _logoUrl, ...input } = company;
  return { ...input, ...changes };
}

/** The demo user's own customer (the acting one right after login). */
export async function customerIdOf(t: TestApp, login: string): Promise<number> {
  const user = await t.app.db
    .selectFrom('users')
    .select('customerId')
    .where('loginName', '=', login)
    .where('marketId', '=', 'no')
    .executeTakeFirstOrThrow();
  return user.customerId;
}
