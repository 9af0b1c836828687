import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Day } from '../../../src/domain/calendar/open-days.ts';
import { makeTestApp, type TestApp } from '../../helpers/test-app.ts';

const openOn = (days: Day[] | undefined, date: string) => days?.find((day) => day.date === date)?.isOpen;

describe('GET Days (spec §5, §7)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp();
  });
  afterAll(() => t.close());

  it('lists every day from the first of `from` to the last of `to`', async () => {
    const answer = await t.callAs<Day[]>('butikk', 'GET', 'Days', {
      query: { from: '2025-03', to: '2025-04' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toHaveLength(31 + 30);
    expect(answer.body.data?.[0]).toEqual({ date: '2025-03-01', isOpen: false });
    expect(answer.body.data?.at(-1)?.date).toBe('2025-04-30');
  });

  it('opens Monday to Friday and closes weekends and Norwegian holidays for a Norwegian market', async () => {
    const { body } = await t.callAs<Day[]>('butikk', 'GET', 'Days', {
      query: { from: '2025-04', to: '2025-05' },
    });
    expect(openOn(body.data, '2025-04-16')).toBe(true); // Wednesday before Easter
    expect(openOn(body.data, '2025-04-17')).toBe(false); // Maundy Thursday
    expect(openOn(body.data, '2025-04-21')).toBe(false); // Easter Monday
    expect(openOn(body.data, '2025-05-17')).toBe(false); // Saturday and Constitution Day
    expect(openOn(body.data, '2025-05-29')).toBe(false); // Ascension Day
    expect(openOn(body.data, '2025-05-30')).toBe(true);
  });

  it("uses the holidays of the session's market country", async () => {
    const { body } = await t.callAs<Day[]>('butik', 'GET', 'Days', {
      market: 'se',
      query: { from: '2025-06', to: '2025-06' },
    });
    expect(openOn(body.data, '2025-06-06')).toBe(false); // Swedish National Day
    expect(openOn(body.data, '2025-06-20')).toBe(false); // Midsummer Eve
    expect(openOn(body.data, '2025-06-09')).toBe(true); // Whit Monday is a working day in Sweden
  });

  it('refuses a range longer than three months with 400 naming the field', async () => {
    const answer = await t.callAs('butikk', 'GET', 'Days', { query: { from: '2025-01', to: '2025-04' } });
    expect(answer.status).toBe(400);
    expect(answer.body.error?.message).toContain('to');
    expect(answer.body.error?.type).toBe('ValidationError');
  });

  it('refuses a month that is not yyyy-MM with 400 naming the field', async () => {
    const answer = await t.callAs('butikk', 'GET', 'Days', { query: { from: '2025-3', to: '2025-04' } });
    expect(answer.status).toBe(400);
    expect(answer.body.error?.message).toContain('from');
  });

  it('needs a session', async () => {
    const answer = await t.callAs(null, 'GET', 'Days', { query: { from: '2025-03', to: '2025-04' } });
    expect(answer.status).toBe(401);
  });
});
