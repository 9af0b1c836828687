import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ContainerDetail, ContainerList } from '../../../domain/containers/container-register.ts';
import type { ContainerListQuery } from '../../../domain/containers/container-query.ts';
import { currentHost } from '../../config/hosts.ts';
import { isNetworkError, keptReadsStartingWith, readThrough } from '../../offline/offline-reads.ts';
import { fetchContainer, fetchContainers } from './api.ts';

/** Who is looking: the register differs per acting customer, location and user. */
export interface ContainerViewer {
  customerId: number;
  locationId: number;
  userId: number;
}

/** Keys from general to specific; the root holds the market and the acting customer, location and user. */
export const containerKeys = {
  all: (viewer: ContainerViewer) =>
    ['containers', currentHost.market, viewer.customerId, viewer.locationId, viewer.userId] as const,
  lists: (viewer: ContainerViewer) => [...containerKeys.all(viewer), 'list'] as const,
  list: (viewer: ContainerViewer, filter: ContainerListQuery) =>
    [...containerKeys.lists(viewer), filter] as const,
  detail: (viewer: ContainerViewer, id: number) => [...containerKeys.all(viewer), 'detail', id] as const,
};

/**
 * A page of the register, kept on the device so a tablet without network still opens it. The screen's
 * call cancels its older one; the warm-up's (`cancelsOlder: false`) cancels nothing and is never cancelled.
 */
export const containerListQuery = (
  viewer: ContainerViewer,
  filter: ContainerListQuery,
  { cancelsOlder = true }: { cancelsOlder?: boolean } = {},
) =>
  queryOptions({
    queryKey: containerKeys.list(viewer, filter),
    queryFn: ({ signal }) =>
      readThrough(containerKeys.list(viewer, filter), () => fetchContainers(filter, signal, cancelsOlder)),
    placeholderData: keepPreviousData,
  });

/**
 * Offline, a container never opened before is found in a kept page of the register: its fields and
 * current transaction, without the rest of its history, so it can still be marked.
 */
async function fromKeptLists(viewer: ContainerViewer, id: number): Promise<ContainerDetail | undefined> {
  const lists = await keptReadsStartingWith<ContainerList>(containerKeys.lists(viewer)).catch(() => []);
  const row = lists.flatMap((list) => list.items).find((item) => item.id === id);
  if (!row) return undefined;
  return { ...row, createdAt: '', transactions: row.current ? [row.current] : [], marks: [] };
}

export const containerDetailQuery = (viewer: ContainerViewer, id: number) =>
  queryOptions({
    queryKey: containerKeys.detail(viewer, id),
    queryFn: async ({ signal }) => {
      try {
        return await readThrough(containerKeys.detail(viewer, id), () => fetchContainer(id, signal));
      } catch (error) {
        const kept = isNetworkError(error) ? await fromKeptLists(viewer, id) : undefined;
        if (kept) return kept;
        throw error;
      }
    },
  });
