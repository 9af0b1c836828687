import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { keptReadsWritten } from '../offline/offline-reads.ts';

/** One read the device keeps: run through the query client, it answers the reads that depend on it. */
export interface WarmUpStep {
  queryKey: QueryKey;
  run: (client: QueryClient) => Promise<WarmUpStep[]>;
}

/** How often the warm-up runs again (use-device-warm-up.ts). */
export const warmUpFreshMs = 5 * 60_000;

/** A read younger than this is not read again: a little under the interval, so each run refreshes it. */
const keptFreshMs = warmUpFreshMs - 30_000;

/**
 * A step of a screen's own query (the same key and readThrough, so its answer lands where the screen
 * looks for it); `then` plans the reads its answer leads to, e.g. each location's products.
 */
export function keepOnDevice<T, K extends QueryKey>(
  options: FetchQueryOptions<T, Error, T, K>,
  then?: (data: T) => WarmUpStep[],
): WarmUpStep {
  const fresh = { ...options, staleTime: keptFreshMs };
  return {
    queryKey: options.queryKey,
    run: async (client) => {
      // A step is done when its answer is on the device, not only in memory.
      if (!then) {
        await client.prefetchQuery(fresh);
        await keptReadsWritten();
        return [];
      }
      const data = await client.fetchQuery(fresh).catch(() => undefined);
      await keptReadsWritten();
      return data === undefined ? [] : then(data);
    },
  };
}
