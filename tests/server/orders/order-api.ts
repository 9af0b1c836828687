import type { OrderListAnswer } from '../../../src/domain/orders/order-list.ts';
import type { TestApp } from '../../helpers/test-app.ts';

/** What GET Status tells a test about a demo login: its customer, location and user. */
export interface Actor {
  customer: { id: number; name: string };
  location: { id: number; name: string };
  user: { id: number; loginName: string };
}

export async function actorOf(t: TestApp, login: string): Promise<Actor> {
  const answer = await t.callAs<Actor>(login, 'GET', 'Status');
  if (!answer.body.data) throw new Error(`no status for ${login}`);
  return answer.body.data;
}

export function listAs(t: TestApp, login: string, query: Record<string, string> = {}, call = 'Orders') {
  return t.callAs<OrderListAnswer>(login, 'GET', call, { query });
}

/** The rows of a list call that must succeed. */
export async function rowsAs(t: TestApp, login: string, query: Record<string, string> = {}, call = 'Orders') {
  const answer = await listAs(t, login, query, call);
  if (answer.status !== 200 || !answer.body.data) {
    throw new Error(`${call} as ${login}: ${answer.status} ${JSON.stringify(answer.body.error)}`);
  }
  return answer.body.data;
}
