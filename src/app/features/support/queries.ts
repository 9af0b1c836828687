import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { TicketListQuery } from '../../../domain/support/ticket-query.ts';
import { currentHost } from '../../config/hosts.ts';
import { fetchAssignees, fetchTemplates, fetchTicket, fetchTicketOptions, fetchTickets } from './api.ts';

/** Who is looking: tickets differ per acting customer, location and user. */
export interface SupportViewer {
  customerId: number;
  locationId: number;
  userId: number;
}

/** Keys from general to specific; the root holds the market and the acting customer, location and user. */
export const supportKeys = {
  all: (viewer: SupportViewer) =>
    ['support', currentHost.market, viewer.customerId, viewer.locationId, viewer.userId] as const,
  lists: (viewer: SupportViewer) => [...supportKeys.all(viewer), 'list'] as const,
  list: (viewer: SupportViewer, filter: TicketListQuery) => [...supportKeys.lists(viewer), filter] as const,
  detail: (viewer: SupportViewer, id: number) => [...supportKeys.all(viewer), 'detail', id] as const,
  options: (viewer: SupportViewer) => [...supportKeys.all(viewer), 'options'] as const,
  assignees: (viewer: SupportViewer) => [...supportKeys.all(viewer), 'assignees'] as const,
  templates: (viewer: SupportViewer) => [...supportKeys.all(viewer), 'templates'] as const,
};

/** A page of tickets; the rows stay while the next filter loads. */
export const ticketListQuery = (viewer: SupportViewer, filter: TicketListQuery) =>
  queryOptions({
    queryKey: supportKeys.list(viewer, filter),
    queryFn: ({ signal }) => fetchTickets(filter, signal),
    placeholderData: keepPreviousData,
  });

export const ticketQuery = (viewer: SupportViewer, id: number) =>
  queryOptions({
    queryKey: supportKeys.detail(viewer, id),
    queryFn: ({ signal }) => fetchTicket(id, signal),
  });

export const ticketOptionsQuery = (viewer: SupportViewer) =>
  queryOptions({
    queryKey: supportKeys.options(viewer),
    queryFn: ({ signal }) => fetchTicketOptions(signal),
    staleTime: 5 * 60_000,
  });

export const assigneesQuery = (viewer: SupportViewer) =>
  queryOptions({
    queryKey: supportKeys.assignees(viewer),
    queryFn: ({ signal }) => fetchAssignees(signal),
    staleTime: 5 * 60_000,
  });

export const templatesQuery = (viewer: SupportViewer) =>
  queryOptions({ queryKey: supportKeys.templates(viewer), queryFn: ({ signal }) => fetchTemplates(signal) });
