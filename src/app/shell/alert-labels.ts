import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { Alert } from '../../domain/session/session-status.ts';

/** What an alert is about (spec §3 Alert source), as the bell names it. */
export const alertSourceLabels = {
  Support: msg`Support`,
  Message: msg`Message`,
  Order: msg`Order`,
  Invoice: msg`Invoice`,
  Log: msg`Log`,
} satisfies Record<Alert['source'], MessageDescriptor>;
