import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Group, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { apiErrorText } from '../../../api/api-error-text.ts';
import { LoadingLine } from '../../../ui/loading-line/loading-line.tsx';
import { newCustomerRequestsQuery } from '../queries.ts';
import { ApproveRequestDialog } from './approve-request-dialog.tsx';
import { RejectRequestDialog } from './reject-request-dialog.tsx';
import { RequestFacts } from './request-facts.tsx';
import { RequestStatusBadge } from './request-status-badge.tsx';

export interface NewCustomerRequestDetailProps {
  requestId: number;
}

/** One request with every field, approved or rejected from here while it is new (issue 16 item 5). */
export function NewCustomerRequestDetail({ requestId }: NewCustomerRequestDetailProps) {
  const { i18n } = useLingui();
  const requests = useQuery(newCustomerRequestsQuery('all'));
  const [dialog, setDialog] = useState<'approve' | 'reject' | null>(null);
  const request = requests.data?.find((candidate) => candidate.id === requestId);
  const backToList = (
    <Anchor component={Link} to="/app/global/new-customers">
      <Trans>Back to the requests</Trans>
    </Anchor>
  );

  if (requests.isPending)
    return (
      <LoadingLine>
        <Trans>Loading the request…</Trans>
      </LoadingLine>
    );
  if (requests.isError || !request)
    return (
      <Stack>
        <Alert color="red" role="alert">
          {requests.isError ? (
            apiErrorText(requests.error, i18n)
          ) : (
            <Trans>New-customer request not found</Trans>
          )}
        </Alert>
        {backToList}
      </Stack>
    );

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center">
        <Group gap="sm">
          <Title order={2} size="h3">
            {request.companyName}
          </Title>
          <RequestStatusBadge status={request.status} />
        </Group>
        {request.status === 'new' && (
          <Group gap="sm">
            <Button size="md" color="green.8" onClick={() => setDialog('approve')}>
              <Trans>Approve</Trans>
            </Button>
            <Button size="md" color="red.8" variant="outline" onClick={() => setDialog('reject')}>
              <Trans>Reject</Trans>
            </Button>
          </Group>
        )}
      </Group>
      <RequestFacts request={request} />
      {backToList}
      {/* Keyed: the login name a dialog starts with is its own request's e-mail. */}
      <ApproveRequestDialog
        key={`approve-${request.id}`}
        request={request}
        opened={dialog === 'approve'}
        onClose={() => setDialog(null)}
      />
      <RejectRequestDialog
        key={`reject-${request.id}`}
        request={request}
        opened={dialog === 'reject'}
        onClose={() => setDialog(null)}
      />
    </Stack>
  );
}
