import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import type { CountingReport } from '../../../domain/counting/counting-report.ts';
import { countingEntityKey } from '../../offline/entity-keys.ts';
import { useEntityEntries } from '../../offline/use-outbox.ts';
import { countingRows, stoppedEntries } from './counting-rows.ts';
import { countingReportsQuery, locationProductsQuery, stockQuery, type CountingScope } from './queries.ts';
import { syncedReports } from './synced-reports.ts';

/**
 * One location's counting sheet: the server's reports (kept on the device, so a cold start offline
 * shows them), its products and balances, with this device's changes of its counts applied.
 */
export function useCountingSheet(scope: CountingScope, locationId: number, userName: string) {
  const queryClient = useQueryClient();
  const reports = useQuery(countingReportsQuery(scope, locationId));
  const products = useQuery(locationProductsQuery(scope, locationId));
  const stock = useQuery(stockQuery(scope, locationId));
  const entries = useEntityEntries(countingEntityKey(locationId));

  // A sent change's answer goes into the list at once: the outbox forgets the entry before the list
  // is read again, and the row must not fall back to what the list said before.
  useEffect(() => {
    if (!reports.data) return;
    const merged = syncedReports(reports.data, entries);
    if (merged !== reports.data) {
      queryClient.setQueryData(countingReportsQuery(scope, locationId).queryKey, merged as CountingReport[]);
    }
  }, [reports.data, entries, queryClient, scope, locationId]);

  const rows = useMemo(
    () =>
      reports.data &&
      countingRows({
        reports: reports.data,
        carried: products.data ?? [],
        stock: stock.data?.products,
        entries,
        userName,
      }),
    [reports.data, products.data, stock.data, entries, userName],
  );
  return {
    rows,
    stopped: stoppedEntries(entries).length,
    isPending: reports.isPending,
    isError: reports.isError && !reports.data,
    error: reports.error,
  };
}
