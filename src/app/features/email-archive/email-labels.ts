import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { EmailStatus } from '../../../domain/admin/email-archive.ts';

export const emailStatusLabels = {
  queued: msg`Queued`,
  sent: msg`Sent`,
  failed: msg`Failed`,
} satisfies Record<EmailStatus, MessageDescriptor>;

export const emailStatusColors = { queued: 'yellow', sent: 'green', failed: 'red' } satisfies Record<
  EmailStatus,
  string
>;

/** The kinds the portal's mail has (server queueMail callers); another kind shows as it is stored. */
export const emailKindLabels: Readonly<Record<string, MessageDescriptor>> = {
  'password-reset': msg`Password reset`,
  welcome: msg`Welcome`,
  'new-customer-received': msg`New-customer request received`,
  'new-customer-notice': msg`New-customer request notice`,
  'new-customer-rejected': msg`New-customer request rejected`,
  'pallet-receipt': msg`Pallet receipt`,
  'order-confirmed': msg`Order confirmed`,
  'purchase-order': msg`Purchase order`,
  'return-order': msg`Return order`,
  'order-disagreement': msg`Order disagreement`,
  'order-deviation': msg`Sorting shortfall`,
  'support-ticket': msg`Support ticket`,
  'support-reply': msg`Support reply`,
  other: msg`Other`,
};
