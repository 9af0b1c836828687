import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import type { StartBundle } from '../../domain/session/session-status.ts';
import { currentHost } from '../config/hosts.ts';
import { useOnline } from '../offline/use-outbox.ts';
import { runWarmUp } from './run-warm-up.ts';
import { warmUpPlan } from './warm-up-plan.ts';
import { warmUpFreshMs } from './warm-up-step.ts';

/** After a start or a reconnect the first screen's own calls and the outbox's replay go first. */
const settleMs = 2_000;

/**
 * Keeps on the device, while online, what this session's screens need offline (warm-up-plan.ts): once
 * shortly after the app starts or the network returns, then every few minutes, two reads at a time.
 * Called by the layouts of the app and of the pallet-receipt screens, so it runs whichever opens first.
 */
export function useDeviceWarmUp(start: StartBundle, { isReceiptScreen }: { isReceiptScreen: boolean }) {
  const queryClient = useQueryClient();
  const online = useOnline();
  const { customer, location, loginUser } = start.status;
  // Planned again only when who acts, where, or with which tasks changes (a user switch).
  const planKey = JSON.stringify([customer.id, location.id, loginUser.id, start.tasks, isReceiptScreen]);
  const steps = useMemo(
    () => warmUpPlan(start, { isReceiptHost: currentHost.palletReceipts !== undefined, isReceiptScreen }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- planKey names what the plan depends on
    [planKey],
  );
  useEffect(() => {
    if (!online) return;
    const abort = new AbortController();
    let isRunning = false;
    const refresh = () => {
      if (isRunning) return;
      isRunning = true;
      void runWarmUp(queryClient, steps, { signal: abort.signal }).finally(() => (isRunning = false));
    };
    const first = setTimeout(refresh, settleMs);
    const timer = setInterval(refresh, warmUpFreshMs);
    return () => {
      abort.abort();
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [online, steps, queryClient]);
}
