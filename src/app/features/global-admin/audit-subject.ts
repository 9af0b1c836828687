import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AuditType } from '../../../domain/global-admin/audit-types.ts';

/** What an administration change was made to (audit-admin-change.ts's entities). */
const entityLabels: Record<string, MessageDescriptor> = {
  user: msg`User`,
  location: msg`Location`,
  locationAddress: msg`Location address`,
  company: msg`Company`,
  companyLogo: msg`Company logo`,
  publishedMessage: msg`Published message`,
};

/** What an import brought in (domain/admin/import/import-kinds.ts). */
const importLabels: Record<string, MessageDescriptor> = {
  locations: msg`Locations`,
  externalLocations: msg`External locations`,
  users: msg`Users`,
};

/**
 * An entry's subject in the reader's language. The server writes it in fixed English forms ("order
 * 2024-0001", "user jon.vik", "users: 12") for search; those forms are read back here. Anything else
 * (a call's method and path, an app error's message) is shown as written.
 */
export function auditSubjectText(type: AuditType, subject: string, i18n: I18n): string {
  const order = /^order (\S+)( customs)?$/.exec(subject);
  if (order && type === 'orderStatus') {
    const orderNo = order[1] ?? '';
    return order[2] ? i18n._(msg`Order ${orderNo}: customs`) : i18n._(msg`Order ${orderNo}`);
  }
  if (type === 'adminChange') {
    const [entity = '', ...name] = subject.split(' ');
    const label = entityLabels[entity];
    if (label) return [i18n._(label), ...name].join(' ');
  }
  if (type === 'import') {
    const imported = /^(\w+): (\d+)$/.exec(subject);
    const label = imported && importLabels[imported[1] ?? ''];
    if (imported && label) return `${i18n._(label)}: ${imported[2]}`;
  }
  return subject;
}
