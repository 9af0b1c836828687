import { useLingui } from '@lingui/react';
import { Badge } from '@mantine/core';
import type { NewCustomerRequestStatus } from '../../../../domain/accounts/new-customer.ts';
import { requestStatusColors, requestStatusLabels } from '../request-status-labels.ts';

export function RequestStatusBadge({ status }: { status: NewCustomerRequestStatus }) {
  const { i18n } = useLingui();
  return (
    <Badge color={requestStatusColors[status]} variant="light">
      {i18n._(requestStatusLabels[status])}
    </Badge>
  );
}
