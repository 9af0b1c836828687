import { queryOptions } from '@tanstack/react-query';
import { currentHost } from '../config/hosts.ts';
import { trackFailures } from '../error-tracking/report-error.ts';
import { readThrough } from '../offline/offline-reads.ts';
import {
  fetchAlerts,
  fetchStartSummary,
  fetchStatus,
  fetchLatestVersion,
  fetchStartBundle,
  fetchSwitchLocations,
} from './api.ts';

/**
 * Polling interval of alerts and the version check (spec §4, §9); the disagreements come with the dock
 * lists, polled as often (dock-queries.ts).
 */
export const pollIntervalMs = 30_000;

/** Keys from general to specific; the market is in the root so one host's data never shows for another. */
export const sessionKeys = {
  all: ['session', currentHost.market] as const,
  start: () => [...sessionKeys.all, 'start'] as const,
  alerts: () => [...sessionKeys.all, 'alerts'] as const,
  version: () => ['version'] as const,
};

export const startBundleQuery = () =>
  queryOptions({
    queryKey: sessionKeys.start(),
    // Offline, the last session's bundle starts the app (issue 5).
    queryFn: () => readThrough(sessionKeys.start(), fetchStartBundle),
    staleTime: Infinity,
    retry: false,
  });

/** The session's status alone, for the consent pages that come before the start bundle. */
export const consentStatusQuery = () =>
  queryOptions({
    queryKey: [...sessionKeys.all, 'consent-status'] as const,
    queryFn: fetchStatus,
    retry: false,
  });

export const alertsQuery = () =>
  queryOptions({
    queryKey: sessionKeys.alerts(),
    // A failed poll is only reported to error tracking (spec §8); the bell keeps what it showed.
    queryFn: trackFailures('alerts', () => readThrough(sessionKeys.alerts(), fetchAlerts)),
    refetchInterval: pollIntervalMs,
  });

/** What waits at the acting location (the start page's to-do list); the key names who acts where. */
export const startSummaryQuery = (scope: { customerId: number; locationId: number }) => {
  const key = [...sessionKeys.all, 'start-summary', scope.customerId, scope.locationId] as const;
  return queryOptions({
    queryKey: key,
    queryFn: () => readThrough(key, fetchStartSummary),
    refetchInterval: pollIntervalMs,
  });
};

export const versionQuery = () =>
  queryOptions({
    queryKey: sessionKeys.version(),
    // A failed check is only reported to error tracking (spec §8); no Update button appears.
    queryFn: trackFailures('version', fetchLatestVersion),
    refetchInterval: pollIntervalMs,
    retry: false,
  });

/** The locations the user switch offers for a customer (GET Locations with canSwitch). */
export const switchLocationsQuery = (customerId: number) =>
  queryOptions({
    queryKey: [...sessionKeys.all, 'switch', 'locations', customerId] as const,
    queryFn: () => fetchSwitchLocations(customerId),
  });
