import type {
  PublishedMessage,
  PublishedMessageInput,
} from '../../../src/domain/messages/published-message.ts';
import type { ApiAnswer, TestApp } from '../../helpers/test-app.ts';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
export const today = () => day(0);
export const daysFromToday = day;

let serial = 0;

/** A must-read-free news text in Norwegian for every location type, shown from today. */
export const makeMessageInput = (overrides: Partial<PublishedMessageInput> = {}): PublishedMessageInput => ({
  type: 'Messages',
  title: `Test message ${process.pid}-${(serial += 1)}`,
  area: null,
  path: null,
  date: today(),
  language: 'nb-NO',
  locationType: null,
  mustRead: false,
  showFrom: today(),
  showTo: null,
  html: '<p>Hello <strong>dock</strong></p>',
  ...overrides,
});

async function data<T>(answer: Promise<ApiAnswer<T>>, what: string): Promise<T> {
  const { status, body } = await answer;
  if (status !== 200 || body.data === undefined) {
    throw new Error(`${what}: ${status} ${JSON.stringify(body.error)}`);
  }
  return body.data;
}

export const saveMessage = (t: TestApp, input: unknown, login = 'global') =>
  t.callAs<PublishedMessage>(login, 'POST', 'publishedMessage', { body: input });

/** Creates a draft as the global admin and publishes it; answers the published text. */
export async function publishMessage(t: TestApp, overrides: Partial<PublishedMessageInput> = {}) {
  const draft = await data(saveMessage(t, makeMessageInput(overrides)), 'POST publishedMessage');
  return data(
    t.callAs<PublishedMessage>('global', 'POST', 'publishedMessagePublish', {
      body: { id: draft.id, version: draft.version },
    }),
    'POST publishedMessagePublish',
  );
}

export interface ShownMessage {
  id: number;
  title: string;
  text: string;
  html?: string;
  read: boolean;
  mustRead: boolean;
}

/** The titles a login is shown in a list of a type and language. */
export async function shownTitles(t: TestApp, login: string, type = 'Messages', language = 'nb-NO') {
  const list = await data(
    t.callAs<ShownMessage[]>(login, 'GET', 'Messages', { query: { type, language } }),
    `GET Messages as ${login}`,
  );
  return list.map((message) => message.title);
}

/** POST messageImage as multipart/form-data, the body built by the platform's FormData. */
export async function postImage(t: TestApp, login: string, content: Buffer, name = 'picture.png') {
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(content)], { type: 'image/png' }), name);
  const request = new Request('http://portal.test/', { method: 'POST', body: form });
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/no/messageImage',
    payload: Buffer.from(await request.arrayBuffer()),
    headers: {
      'content-type': request.headers.get('content-type') ?? '',
      authorization: `Bearer ${await t.tokenOf(login)}`,
    },
  });
  return {
    status: response.statusCode,
    body: JSON.parse(response.body) as ApiAnswer<{ key: string; src: string }>['body'],
  };
}
