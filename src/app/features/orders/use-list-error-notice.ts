import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { isAbortError } from '../../api/api-error.ts';
import { notify } from '../../ui/notify/notify.ts';
import { apiErrorText } from '../../api/api-error-text.ts';

/**
 * A failing order list shows a negative notice with the reason (spec §8); a call cancelled by a newer
 * one is swallowed (spec §7).
 */
export function useListErrorNotice(error: Error | null) {
  const { i18n } = useLingui();
  useEffect(() => {
    if (!error || isAbortError(error)) return;
    notify({ kind: 'negative', text: apiErrorText(error, i18n) });
  }, [error, i18n]);
}
