import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { AuditType } from '../../../domain/global-admin/audit-types.ts';

/** The log's event types as the screen names them (issue 19 item 7). */
export const auditTypeLabels = {
  login: msg`Login`,
  loginFailed: msg`Failed login`,
  passwordChanged: msg`Password changed`,
  passwordReset: msg`Password reset`,
  userSwitch: msg`User switch`,
  forbidden: msg`Refused call`,
  orderStatus: msg`Order status change`,
  adminChange: msg`Administration change`,
  import: msg`Import`,
  emailFailed: msg`Failed e-mail`,
  serverError: msg`Server error`,
  clientError: msg`App error`,
} satisfies Record<AuditType, MessageDescriptor>;

/** What a cache holds, for the Caching screen; a cache without a description shows its name only. */
export const cacheDescriptions: Record<string, MessageDescriptor> = {
  'transaction-types': msg`Order types of the start bundle`,
  'transaction-statuses': msg`Order statuses of the start bundle`,
  'truck-types': msg`Truck types, per market and language`,
  'inter-company-links': msg`Links to the portals of other countries`,
};
