import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ContainerOrderListQuery } from '../../../domain/containers/container-order-input.ts';
import { currentHost } from '../../config/hosts.ts';
import { fetchContainerOrder, fetchContainerOrderOptions, fetchContainerOrders } from './api.ts';

/** Who is looking: the orders differ per acting customer, location and user. */
export interface ContainerOrderViewer {
  customerId: number;
  locationId: number;
  userId: number;
}

export const containerOrderKeys = {
  all: (viewer: ContainerOrderViewer) =>
    ['containerOrders', currentHost.market, viewer.customerId, viewer.locationId, viewer.userId] as const,
  list: (viewer: ContainerOrderViewer, filter: ContainerOrderListQuery) =>
    [...containerOrderKeys.all(viewer), 'list', filter] as const,
  detail: (viewer: ContainerOrderViewer, id: number) =>
    [...containerOrderKeys.all(viewer), 'detail', id] as const,
  options: (viewer: ContainerOrderViewer) => [...containerOrderKeys.all(viewer), 'options'] as const,
};

export const containerOrderListQuery = (viewer: ContainerOrderViewer, filter: ContainerOrderListQuery) =>
  queryOptions({
    queryKey: containerOrderKeys.list(viewer, filter),
    queryFn: ({ signal }) => fetchContainerOrders(filter, signal),
    placeholderData: keepPreviousData,
  });

export const containerOrderQuery = (viewer: ContainerOrderViewer, id: number) =>
  queryOptions({
    queryKey: containerOrderKeys.detail(viewer, id),
    queryFn: ({ signal }) => fetchContainerOrder(id, signal),
  });

export const containerOrderOptionsQuery = (viewer: ContainerOrderViewer) =>
  queryOptions({
    queryKey: containerOrderKeys.options(viewer),
    queryFn: ({ signal }) => fetchContainerOrderOptions(signal),
    staleTime: 5 * 60_000,
  });
