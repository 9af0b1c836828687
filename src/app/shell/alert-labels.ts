import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import type { Alert } from '../../domain/session/session-status.ts';

/** What an alert is about (spec §3 Alert source), as the bell names it. */
export const alertSourceLabels = {
  Support: msg`Support`,
  Message: msg`Message`,
  Order: msg`Order`,
  Invoice: msg`Invoice`,
  Log: msg`Log`,
} satisfies Record<Alert['source'], MessageDescriptor>;

/**
 * The titles the server gives its own alerts (the Log alert of a server error), in the reader's
 * language; any other title is a person's words and shows as written.
 */
const serverAlertTitles: Partial<Record<string, MessageDescriptor>> = {
  'Server error': msg`Server error`,
};

export function alertTitle(alert: Pick<Alert, 'source' | 'title'>, i18n: I18n): string {
  const known = alert.source === 'Log' ? serverAlertTitles[alert.title] : undefined;
  return known ? i18n._(known) : alert.title;
}
