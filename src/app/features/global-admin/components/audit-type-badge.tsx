import { useLingui } from '@lingui/react/macro';
import { Badge } from '@mantine/core';
import { alarmingAuditTypes, type AuditType } from '../../../../domain/global-admin/audit-types.ts';
import { auditTypeLabels } from '../audit-labels.ts';

/** An entry's type; failures in red. */
export function AuditTypeBadge({ type }: { type: AuditType }) {
  const { i18n } = useLingui();
  const isAlarming = alarmingAuditTypes.includes(type);
  return (
    <Badge color={isAlarming ? 'red' : 'gray'} variant="light" autoContrast tt="none">
      {i18n._(auditTypeLabels[type])}
    </Badge>
  );
}
