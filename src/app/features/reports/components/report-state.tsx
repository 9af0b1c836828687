import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { apiErrorText } from '../../../api/api-error-text.ts';
import { ApiError } from '../../../api/api-error.ts';
import { LoadingLine } from '../../../ui/loading-line/loading-line.tsx';

export interface ReportStateProps {
  isPending: boolean;
  error: unknown;
  isEmpty: boolean;
  /** What an empty answer says; 'No rows for this period' unless given. */
  emptyText?: ReactNode;
  children: ReactNode;
}

/** The server refuses a report the user may not open with 403 (report-catalogue.ts mayOpenReport). */
export const isNoAccess = (error: unknown) => error instanceof ApiError && error.status === 403;

/** Loading, no access, error and empty; the report itself once it has rows. */
export function ReportState({ isPending, error, isEmpty, emptyText, children }: ReportStateProps) {
  const { i18n } = useLingui();
  if (isPending) {
    return (
      <LoadingLine>
        <Trans>Loading the report…</Trans>
      </LoadingLine>
    );
  }
  if (isNoAccess(error)) {
    return (
      <Alert color="yellow" role="alert" title={<Trans>No access</Trans>}>
        <Trans>You may not open this report. Ask your administrator if you need it.</Trans>
      </Alert>
    );
  }
  if (error) {
    return (
      <Alert color="red" role="alert">
        {apiErrorText(error, i18n)}
      </Alert>
    );
  }
  if (isEmpty) {
    return <Text c="dimmed">{emptyText ?? <Trans>No rows for this period.</Trans>}</Text>;
  }
  return <>{children}</>;
}
