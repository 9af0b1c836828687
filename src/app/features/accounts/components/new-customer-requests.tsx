import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { formatDateTime } from '../../../../domain/shared/date-format.ts';
import { apiErrorText } from '../../../api/api-error-text.ts';
import { LoadingLine } from '../../../ui/loading-line/loading-line.tsx';
import { countryLabels } from '../../../ui/post-code-input/country-labels.ts';
import { newCustomerRequestsQuery, type RequestFilter } from '../queries.ts';
import { RequestStatusBadge } from './request-status-badge.tsx';

export interface NewCustomerRequestsProps {
  filter: RequestFilter;
  onFilterChange: (filter: RequestFilter) => void;
}

/** The market's new-customer requests for its global admins (issue 16 item 5), newest first. */
export function NewCustomerRequests({ filter, onFilterChange }: NewCustomerRequestsProps) {
  const { t, i18n } = useLingui();
  const requests = useQuery(newCustomerRequestsQuery(filter));

  return (
    <Stack gap="md">
      <SegmentedControl
        aria-label={t`Which requests`}
        w="fit-content"
        value={filter}
        onChange={(value) => onFilterChange(value as RequestFilter)}
        data={[
          { value: 'new', label: t`New` },
          { value: 'approved', label: t`Approved` },
          { value: 'rejected', label: t`Rejected` },
          { value: 'all', label: t`All` },
        ]}
      />
      {requests.isPending && (
        <LoadingLine>
          <Trans>Loading the requests…</Trans>
        </LoadingLine>
      )}
      {requests.isError && (
        <Alert color="red" role="alert">
          {apiErrorText(requests.error, i18n)}
        </Alert>
      )}
      <Table.ScrollContainer minWidth={860}>
        <Table aria-label={t`New-customer requests`} striped highlightOnHover verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t`Company`}</Table.Th>
              <Table.Th>{t`Contact person`}</Table.Th>
              <Table.Th>{t`E-mail`}</Table.Th>
              <Table.Th>{t`Place`}</Table.Th>
              <Table.Th ta="right">{t`RTIs per year`}</Table.Th>
              <Table.Th>{t`Received`}</Table.Th>
              <Table.Th>{t`Status`}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {requests.data?.map((request) => (
              <Table.Tr key={request.id}>
                <Table.Td>
                  <Anchor component={Link} to={`/app/global/new-customers/${request.id}`} fw={700}>
                    {request.companyName}
                  </Anchor>
                </Table.Td>
                <Table.Td>{request.contactPerson}</Table.Td>
                <Table.Td>{request.email}</Table.Td>
                <Table.Td>
                  {i18n._(countryLabels[request.address.countryId])}, {request.address.postPlace}
                </Table.Td>
                <Table.Td ta="right">{i18n.number(request.rtisPerYear)}</Table.Td>
                <Table.Td>{formatDateTime(request.createdAt, i18n.locale)}</Table.Td>
                <Table.Td>
                  <RequestStatusBadge status={request.status} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {requests.data?.length === 0 && (
        <Text c="dimmed">
          <Trans>No requests.</Trans>
        </Text>
      )}
    </Stack>
  );
}
