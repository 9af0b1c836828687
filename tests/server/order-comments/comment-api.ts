import type { OrderComment } from '../../../src/domain/comments/order-comment.ts';
import type { ApiAnswer, TestApp } from '../../helpers/test-app.ts';

/** Tiny but real files: each starts with its type's signature (spec §5). */
export const tinyFiles = {
  pdf: Buffer.from(
    '%PDF-1.1\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n' +
      'trailer<</Root 1 0 R>>\n%%EOF\n',
  ),
  jpg: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0xff, 0xd9]),
  png: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  ),
  exe: Buffer.from('MZ\x90\x00\x03\x00\x00\x00This program cannot be run in DOS mode', 'latin1'),
  zip: Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x00, 0x00]),
  gif: Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'),
};

export interface UploadFile {
  name: string;
  content: Buffer;
  /** What the client claims; the server must not believe it. */
  type?: string;
}

/** POST orderComment as multipart/form-data, the body built by the platform's FormData. */
export async function postCommentForm(
  t: TestApp,
  login: string,
  fields: Record<string, string>,
  files: UploadFile[] = [],
): Promise<ApiAnswer<OrderComment>> {
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
    url: '/api/no/orderComment',
    payload: Buffer.from(await request.arrayBuffer()),
    headers: {
      'content-type': request.headers.get('content-type') ?? '',
      authorization: `Bearer ${await t.tokenOf(login)}`,
    },
  });
  return {
    status: response.statusCode,
    body: JSON.parse(response.body) as ApiAnswer<OrderComment>['body'],
    response,
  };
}

export function commentsAs(t: TestApp, login: string, orderId: number) {
  return t.callAs<OrderComment[]>(login, 'GET', 'orderComments', { query: { orderId: String(orderId) } });
}
