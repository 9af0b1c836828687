import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { currentHost } from '../../config/hosts.ts';
import { fetchPublishedMessages, type PublishedFilter } from './api.ts';

/** Keys from general to specific; texts are the market's, whoever acts. */
export const publishingKeys = {
  all: () => ['publishing', currentHost.market] as const,
  lists: () => [...publishingKeys.all(), 'list'] as const,
  list: (filter: PublishedFilter) => [...publishingKeys.lists(), filter] as const,
};

export const publishedMessagesQuery = (filter: PublishedFilter) =>
  queryOptions({
    queryKey: publishingKeys.list(filter),
    queryFn: ({ signal }) => fetchPublishedMessages(filter, signal),
    placeholderData: keepPreviousData,
  });
