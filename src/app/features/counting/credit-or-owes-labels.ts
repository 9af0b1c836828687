import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CreditOrOwes } from '../../../domain/dock/stock-details.ts';

/** Spec §3 "credit or owes", as the balance page says it (our reading: stock-details.ts creditOrOwesOf). */
export const creditOrOwesLabels = {
  credit: msg`Credit`,
  owes: msg`Owes`,
} satisfies Record<CreditOrOwes, MessageDescriptor>;
