import { Trans } from '@lingui/react/macro';
import { Badge, Group } from '@mantine/core';
import type { PoolingRow } from '../../../../domain/reports/report-rows.ts';
import { useReportFormat } from '../report-format.ts';

/**
 * A pooling row's marks (issue 18 item 2): a negative balance, or one over the location's allowed
 * maximum, said in words with a sign, not by colour alone.
 */
export function PoolingMarks({ row }: { row: PoolingRow }) {
  const format = useReportFormat();
  const maximum = row.maxBalance === null ? '' : format.count(row.maxBalance);
  if (!row.isNegative && !row.isOverMax) return null;
  return (
    <Group gap={4} wrap="nowrap">
      {row.isNegative && (
        <Badge color="red" variant="light" leftSection={<span aria-hidden="true">▼</span>}>
          <Trans>Negative balance</Trans>
        </Badge>
      )}
      {row.isOverMax && (
        <Badge color="orange" variant="light" leftSection={<span aria-hidden="true">▲</span>}>
          <Trans>Over the maximum of {maximum}</Trans>
        </Badge>
      )}
    </Group>
  );
}
