import type { DefaultOptions } from '@tanstack/react-query';
import { retryServerFaultsOnce } from './retry-rule.ts';

/**
 * How every query behaves unless it says otherwise. 'always': offline, the calls still run, so reads fall
 * back to the device's copy (offline-reads.ts). A query that failed is not fetched again just because a
 * screen mounts it: a failing order page that re-mounted its detail read it in a loop (75 calls a
 * second, issue 15 item 3).
 */
export const queryDefaults = {
  queries: {
    retry: retryServerFaultsOnce,
    retryOnMount: false,
    refetchOnWindowFocus: false,
    networkMode: 'always',
  },
  mutations: { networkMode: 'always' },
} as const satisfies DefaultOptions;
