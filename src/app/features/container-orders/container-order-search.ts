import type { ContainerOrderListQuery } from '../../../domain/containers/container-order-input.ts';
import { containerOrderSortFields } from '../../../domain/containers/container-order-sort.ts';
import { containerOrderStatuses } from '../../../domain/containers/container-order-status.ts';

const checks: Record<keyof ContainerOrderListQuery, (text: string) => boolean> = {
  status: (text) => (containerOrderStatuses as readonly string[]).includes(text),
  sort: (text) => (containerOrderSortFields as readonly string[]).includes(text),
  descending: (text) => text === 'true' || text === 'false',
};

/**
 * The list's status filter and sort as the address keeps them (`/app/containers/orders?status=Open`).
 * A value that is no filter is dropped. No zod here: route search parsing is in the start chunk.
 */
export function parseContainerOrderSearch(search: Record<string, unknown>): ContainerOrderListQuery {
  const result: ContainerOrderListQuery = {};
  for (const key of Object.keys(checks) as (keyof ContainerOrderListQuery)[]) {
    const value = search[key];
    const text = typeof value === 'boolean' ? String(value) : value;
    if (typeof text === 'string' && text !== '' && checks[key](text)) result[key] = text;
  }
  return result;
}
