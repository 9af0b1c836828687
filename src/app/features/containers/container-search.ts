import type { ContainerListQuery } from '../../../domain/containers/container-query.ts';
import { containerStatuses, maxContainerTermLength } from '../../../domain/containers/container-status.ts';

const wholeNumber = /^[1-9][0-9]{0,8}$/;
const checks: Record<keyof ContainerListQuery, (text: string) => boolean> = {
  status: (text) => (containerStatuses as readonly string[]).includes(text),
  typeId: (text) => /^[A-Z0-9_-]{1,20}$/.test(text),
  locationId: (text) => wholeNumber.test(text),
  term: (text) => text.trim() !== '' && text.trim().length <= maxContainerTermLength,
  page: (text) => /^[1-9][0-9]{0,5}$/.test(text),
};

/**
 * The register's filters as the address keeps them (`/app/containers?status=NeedsRepair`), so Back from
 * a container returns to the same list. A value that is no filter is dropped. No zod: a route's search
 * parsing is in the login page's start chunk; the server checks the same with containerListQuerySchema.
 */
export function parseContainerSearch(search: Record<string, unknown>): ContainerListQuery {
  const result: ContainerListQuery = {};
  for (const key of Object.keys(checks) as (keyof ContainerListQuery)[]) {
    const value = search[key];
    const text = typeof value === 'number' ? String(value) : value;
    if (typeof text === 'string' && text !== '' && checks[key](text)) result[key] = text;
  }
  return result;
}
