import type { TicketDetail, TicketList } from '../../../src/domain/support/ticket.ts';
import type { ApiAnswer, TestApp } from '../../helpers/test-app.ts';

export { tinyFiles } from '../order-comments/comment-api.ts';

export interface UploadFile {
  name: string;
  content: Buffer;
  type?: string;
}

/** POST a support call as multipart/form-data, the body built by the platform's FormData. */
export async function postSupportForm(
  t: TestApp,
  login: string,
  call: 'supportTicket' | 'supportReply',
  fields: Record<string, string>,
  files: UploadFile[] = [],
): Promise<ApiAnswer<TicketDetail>> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) {
    form.append(
      'attachments',
      new Blob([new Uint8Array(file.content)], { type: file.type ?? 'application/octet-stream' }),
      file.name,
    );
  }
  const request = new Request('http://portal.test/', { method: 'POST', body: form });
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/no/${call}`,
    payload: Buffer.from(await request.arrayBuffer()),
    headers: {
      'content-type': request.headers.get('content-type') ?? '',
      authorization: `Bearer ${await t.tokenOf(login)}`,
    },
  });
  return {
    status: response.statusCode,
    body: JSON.parse(response.body) as ApiAnswer<TicketDetail>['body'],
    response,
  };
}

export const ticketsAs = (t: TestApp, login: string, query: Record<string, string> = {}) =>
  t.callAs<TicketList>(login, 'GET', 'supportTickets', { query });

export const ticketAs = (t: TestApp, login: string, id: number) =>
  t.callAs<TicketDetail>(login, 'GET', 'supportTicket', { query: { id: String(id) } });

/** A ticket opened through the API (JSON, no files). */
export async function openTicket(t: TestApp, login: string, fields: Record<string, unknown> = {}) {
  const answer = await t.callAs<TicketDetail>(login, 'POST', 'supportTicket', {
    body: { topic: `Test from ${login}`, description: 'Something is wrong', category: 'other', ...fields },
  });
  if (answer.status !== 200) throw new Error(`open ticket as ${login}: ${JSON.stringify(answer.body)}`);
  return answer.body.data!;
}

export const userId = async (t: TestApp, loginName: string) =>
  (
    await t.app.db
      .selectFrom('users')
      .select('id')
      .where('loginName', '=', loginName)
      .executeTakeFirstOrThrow()
  ).id;

/** The ids of the seeded tickets by topic. */
export async function seededTicketId(t: TestApp, topic: string) {
  const row = await t.app.db
    .selectFrom('supportTickets')
    .select('id')
    .where('topic', '=', topic)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** GET supportAttachment as a raw answer (the file's bytes, not an envelope). */
export async function downloadAs(t: TestApp, login: string, id: number) {
  return t.app.inject({
    method: 'GET',
    url: `/api/no/supportAttachment?id=${id}`,
    headers: { authorization: `Bearer ${await t.tokenOf(login)}` },
  });
}
