import type { OrderDraftLine } from '../../../src/domain/orders/order-draft.ts';
import type { OrderSchedule } from '../../../src/domain/orders/order-schedule.ts';
import type { TestApp } from '../../helpers/test-app.ts';

/** A schedule body: an order (TO) every week on Monday and Wednesday from next Monday, with the lines. */
export function makeSchedule(overrides: Record<string, unknown> & { lines: OrderDraftLine[] }) {
  return {
    transactionTypeId: 'TO',
    intervalWeeks: 1,
    startDate: '2026-11-30',
    weekdays: [1, 3],
    reference: 'PO-SCHEDULE',
    ...overrides,
  };
}

export function saveScheduleAs(t: TestApp, login: string, body: unknown) {
  return t.callAs<OrderSchedule>(login, 'POST', 'orderSchedule', { body });
}

/** A schedule that must be stored. */
export async function savedScheduleAs(t: TestApp, login: string, body: unknown): Promise<OrderSchedule> {
  const answer = await saveScheduleAs(t, login, body);
  if (answer.status !== 200 || !answer.body.data) {
    throw new Error(`POST orderSchedule as ${login}: ${answer.status} ${JSON.stringify(answer.body.error)}`);
  }
  return answer.body.data;
}

export function scheduleAs(t: TestApp, login: string, id: number) {
  return t.callAs<OrderSchedule>(login, 'GET', 'orderSchedule', { query: { id: String(id) } });
}

export async function schedulesAs(t: TestApp, login: string, query: Record<string, string> = {}) {
  const answer = await t.callAs<OrderSchedule[]>(login, 'GET', 'orderSchedules', { query });
  if (answer.status !== 200 || !answer.body.data) {
    throw new Error(`GET orderSchedules as ${login}: ${answer.status} ${JSON.stringify(answer.body.error)}`);
  }
  return answer.body.data;
}
