import { useLingui } from '@lingui/react/macro';
import { Badge, Group } from '@mantine/core';
import type { ContainerStatus } from '../../../../domain/containers/container-status.ts';
import { containerStatusLabels } from '../../../ui/container-status/container-status-labels.ts';
import { containerStatusColors } from '../container-labels.ts';

/** A badge in a narrow table cell keeps its whole word. */
const badgeStyles = {
  root: { flexShrink: 0, minWidth: 'max-content', overflow: 'visible' },
  label: { overflow: 'visible' },
} as const;

export interface ContainerStatusBadgeProps {
  status: ContainerStatus;
  /** The status comes from a mark on this device that the server has not had yet. */
  isPending?: boolean;
}

export function ContainerStatusBadge({ status, isPending = false }: ContainerStatusBadgeProps) {
  const { t, i18n } = useLingui();
  return (
    <Group gap={6} wrap="nowrap">
      <Badge color={containerStatusColors[status]} variant="light" styles={badgeStyles}>
        {i18n._(containerStatusLabels[status])}
      </Badge>
      {isPending && (
        <Badge color="gray" variant="outline" styles={badgeStyles}>
          {t`Not sent yet`}
        </Badge>
      )}
    </Group>
  );
}
