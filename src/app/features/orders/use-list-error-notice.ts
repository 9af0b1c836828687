import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { ApiError, isAbortError } from '../../api/api-error.ts';
import { notify } from '../../ui/notify/notify.ts';

/**
 * A failing order list shows a negative notice with the reason (spec §8); a call cancelled by a newer
 * one is swallowed (spec §7).
 */
export function useListErrorNotice(error: Error | null) {
  const { t } = useLingui();
  useEffect(() => {
    if (!error || isAbortError(error)) return;
    let reason = t`An unexpected error occurred, please try again.`;
    if (error instanceof ApiError && error.type === 'NetworkError') reason = t`The network is not reachable`;
    else if (error instanceof ApiError && error.reason) reason = error.reason;
    notify({ kind: 'negative', text: reason });
  }, [error, t]);
}
