import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { RentalListQuery } from '../../../domain/containers/rental-input.ts';
import { currentHost } from '../../config/hosts.ts';
import type { ContainerOrderViewer } from '../container-orders/queries.ts';
import { fetchFreeContainers, fetchRental, fetchRentals } from './api.ts';

export const rentalKeys = {
  all: (viewer: ContainerOrderViewer) =>
    ['rentals', currentHost.market, viewer.customerId, viewer.locationId, viewer.userId] as const,
  list: (viewer: ContainerOrderViewer, filter: RentalListQuery) =>
    [...rentalKeys.all(viewer), 'list', filter] as const,
  detail: (viewer: ContainerOrderViewer, id: number) => [...rentalKeys.all(viewer), 'detail', id] as const,
  free: (viewer: ContainerOrderViewer, id: number) => [...rentalKeys.all(viewer), 'free', id] as const,
};

export const rentalListQuery = (viewer: ContainerOrderViewer, filter: RentalListQuery) =>
  queryOptions({
    queryKey: rentalKeys.list(viewer, filter),
    queryFn: ({ signal }) => fetchRentals(filter, signal),
    placeholderData: keepPreviousData,
  });

export const rentalQuery = (viewer: ContainerOrderViewer, id: number) =>
  queryOptions({ queryKey: rentalKeys.detail(viewer, id), queryFn: ({ signal }) => fetchRental(id, signal) });

export const freeContainersQuery = (viewer: ContainerOrderViewer, id: number) =>
  queryOptions({
    queryKey: rentalKeys.free(viewer, id),
    queryFn: ({ signal }) => fetchFreeContainers(id, signal),
  });
