import { useLingui } from '@lingui/react/macro';
import type { CustomsHandler } from './order-form.ts';

/** The customs handlers of spec §1 in words: a customs agent (kgh), the user, still to declare, none. */
export function useCustomsOptions(): { value: CustomsHandler; label: string }[] {
  const { t } = useLingui();
  return [
    { value: 'kgh', label: t`Customs agent (KGH)` },
    { value: 'self', label: t`We declare ourselves` },
    { value: 'required', label: t`Customs required, not yet declared` },
    { value: 'none', label: t`No customs` },
  ];
}
