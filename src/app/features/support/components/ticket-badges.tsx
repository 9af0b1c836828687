import { useLingui } from '@lingui/react';
import { Badge } from '@mantine/core';
import type { SupportPriority, SupportStatus } from '../../../../domain/support/ticket-fields.ts';
import { priorityColors, priorityLabels, statusColors, statusLabels } from '../support-labels.ts';

/** A badge in a narrow table cell keeps its whole word: Mantine's label would cut it to 'PE…'. */
const badgeStyles = {
  root: { flexShrink: 0, minWidth: 'max-content', overflow: 'visible' },
  label: { overflow: 'visible' },
} as const;

export function StatusBadge({ status }: { status: SupportStatus }) {
  const { i18n } = useLingui();
  return (
    <Badge color={statusColors[status]} variant="light" styles={badgeStyles}>
      {i18n._(statusLabels[status])}
    </Badge>
  );
}

export function PriorityBadge({ priority }: { priority: SupportPriority }) {
  const { i18n } = useLingui();
  return (
    <Badge color={priorityColors[priority]} variant="outline" styles={badgeStyles}>
      {i18n._(priorityLabels[priority])}
    </Badge>
  );
}
