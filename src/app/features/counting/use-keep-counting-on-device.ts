import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useOnline } from '../../offline/use-outbox.ts';
import { countingReportsQuery, locationProductsQuery, stockQuery } from './queries.ts';
import { useCountingActor } from './use-counting-actor.ts';

const refreshMs = 5 * 60_000;
/** Not at once: right after a start or a reconnect the screen's own calls and the outbox's replay go first. */
const settleMs = 20_000;

/**
 * While online, keeps the acting location's counts, products and balance on the device (issue 7), so a
 * tablet that starts without network opens Counting and the balance with the last known figures even
 * if they were not opened that day.
 */
export function useKeepCountingOnDevice() {
  const queryClient = useQueryClient();
  const online = useOnline();
  const { scope } = useCountingActor();
  useEffect(() => {
    if (!online) return;
    const refresh = () => {
      const at = scope.acting.id;
      void queryClient.prefetchQuery({ ...countingReportsQuery(scope, at), staleTime: refreshMs });
      void queryClient.prefetchQuery(locationProductsQuery(scope, at));
      void queryClient.prefetchQuery({ ...stockQuery(scope, at), staleTime: refreshMs });
    };
    const first = setTimeout(refresh, settleMs);
    const timer = setInterval(refresh, refreshMs);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [online, scope, queryClient]);
}
