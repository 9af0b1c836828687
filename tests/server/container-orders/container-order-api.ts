import { addDays } from '../../../src/domain/calendar/calendar-date.ts';
import { openDays } from '../../../src/domain/calendar/open-days.ts';
import type { ContainerOrderRow } from '../../../src/domain/containers/container-order-input.ts';
import { serverToday } from '../../../src/server/modules/container-orders/server-day.ts';
import type { TestApp } from '../../helpers/test-app.ts';

/** The first open day of the Norwegian calendar at least `from` days after today. */
export function openDayAfter(from: number): string {
  for (let offset = from; offset < from + 30; offset += 1) {
    const date = addDays(serverToday(), offset);
    const month = date.slice(0, 7);
    if (openDays('NOR', { from: month, to: month }).find((day) => day.date === date)?.isOpen) return date;
  }
  throw new Error('no open day within a month');
}

/** The first Saturday after today: never an open day. */
export function nextSaturday(): string {
  for (let offset = 1; ; offset += 1) {
    const date = addDays(serverToday(), offset);
    if (new Date(`${date}T00:00:00Z`).getUTCDay() === 6) return date;
  }
}

export const orderBody = (fields: Record<string, unknown> = {}) => ({
  containerTypeId: 'PB1200',
  count: 3,
  deliveryDate: openDayAfter(3),
  deliveryAddress: 'Robsrudskogen 15, 1470 Lørenskog',
  reference: 'Test',
  ...fields,
});

export async function orderAs(t: TestApp, login: string, fields: Record<string, unknown> = {}) {
  const answer = await t.callAs<ContainerOrderRow>(login, 'POST', 'containerOrder', {
    body: orderBody(fields),
  });
  if (answer.status !== 200) throw new Error(`order as ${login}: ${JSON.stringify(answer.body)}`);
  return answer.body.data!;
}
