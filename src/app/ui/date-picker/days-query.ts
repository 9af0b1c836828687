import { queryOptions } from '@tanstack/react-query';
import { daysSchema, type Day } from '../../../domain/calendar/open-days.ts';
import { callApi } from '../../api/client.ts';
import { currentHost } from '../../config/hosts.ts';

/** GET Days (spec §7): the days of a month and the next, each with whether it is open. */
export async function fetchDays(from: string, to: string): Promise<Day[]> {
  return daysSchema.parse(await callApi('Days', { query: { from, to } }));
}

/** The market is in the key: each market has its own holidays. */
export const daysKeys = {
  all: ['calendar', currentHost.market] as const,
  range: (from: string, to: string) => [...daysKeys.all, 'days', from, to] as const,
};

export const daysQuery = (from: string, to: string) =>
  queryOptions({
    queryKey: daysKeys.range(from, to),
    queryFn: () => fetchDays(from, to),
    // Opening days change rarely; a day is plenty.
    staleTime: 24 * 60 * 60 * 1000,
  });
