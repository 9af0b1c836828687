import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Badge, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { PalletReceiptVariant } from '../../../domain/pallet-receipts/pallet-receipt.ts';
import { formatDateTime } from '../../../domain/shared/date-format.ts';
import { ApiError } from '../../api/api-error.ts';
import { apiErrorText } from '../../api/api-error-text.ts';
import { stateText } from '../../offline/device-changes/entry-texts.ts';
import type { PalletReceiptPayload } from '../../offline/outbox-kinds.ts';
import { useOnline, useOutboxEntries } from '../../offline/use-outbox.ts';
import { deviceReceiptParam } from './device-receipt-id.ts';
import { receiptLogQuery } from './queries.ts';
import { receiptHref } from './receipt-variant.ts';
import { signerRoleLabels } from './signer-role-labels.ts';
import { useReceiptScope } from './use-receipt-scope.ts';
import { LoadingLine } from '../../ui/loading-line/loading-line.tsx';

type VariantFilter = PalletReceiptVariant | 'all';

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** The log page (issue 7 item 1): receipts newest first, who registered them and when. */
export function ReceiptLog() {
  const { t, i18n } = useLingui();
  const isOnline = useOnline();
  const scope = useReceiptScope();
  const [filter, setFilter] = useState<VariantFilter>('all');
  const variant = filter === 'all' ? undefined : filter;
  const log = useQuery(receiptLogQuery(scope, variant));
  const waiting = useOutboxEntries().filter(
    (entry) =>
      entry.kind === 'palletReceipt' &&
      (variant === undefined || (entry.payload as PalletReceiptPayload).variant === variant),
  );
  const dateTime = (value: string | number) => formatDateTime(value, i18n.locale);

  return (
    <Stack gap="md">
      <SegmentedControl
        aria-label={t`Which receipts`}
        w="fit-content"
        value={filter}
        onChange={(value) => setFilter(value as VariantFilter)}
        data={[
          { value: 'all', label: t`All` },
          { value: 'plain', label: t`Pallets in and out` },
          { value: 'inventory', label: t`Stock counts` },
        ]}
      />
      {log.isPending && (
        <LoadingLine>
          <Trans>Loading the log…</Trans>
        </LoadingLine>
      )}
      {log.isError && (
        <Alert color="red" role="alert">
          {log.error instanceof ApiError && log.error.status === 0
            ? t`No network, and the log is not kept on this device.`
            : apiErrorText(log.error, i18n)}
        </Alert>
      )}
      <Table.ScrollContainer minWidth={760}>
        <Table aria-label={t`Pallet receipt log`} striped highlightOnHover verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t`Receipt no.`}</Table.Th>
              <Table.Th>{t`Registered`}</Table.Th>
              <Table.Th>{t`Location`}</Table.Th>
              <Table.Th ta="right">{t`Inbound`}</Table.Th>
              <Table.Th ta="right">{t`Outbound`}</Table.Th>
              <Table.Th ta="right">{t`Counted`}</Table.Th>
              <Table.Th>{t`Signed by`}</Table.Th>
              <Table.Th>{t`Registered by`}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {waiting.map((entry) => {
              const payload = entry.payload as PalletReceiptPayload;
              const counted = payload.lines.map((line) => line.counted ?? 0);
              return (
                <Table.Tr key={entry.id}>
                  <Table.Td>
                    <Anchor
                      component={Link}
                      to={receiptHref(payload.variant, deviceReceiptParam(payload.localId))}
                    >
                      <Badge color="yellow" variant="light">
                        {stateText(entry, i18n, isOnline)}
                      </Badge>
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{dateTime(entry.createdAt)}</Table.Td>
                  <Table.Td>{entry.subject}</Table.Td>
                  <Table.Td ta="right">{sum(payload.lines.map((line) => line.inbound))}</Table.Td>
                  <Table.Td ta="right">{sum(payload.lines.map((line) => line.outbound))}</Table.Td>
                  <Table.Td ta="right">{payload.variant === 'inventory' ? sum(counted) : '\u2013'}</Table.Td>
                  <Table.Td>
                    {payload.signature.signerName} ({i18n._(signerRoleLabels[payload.signature.signerRole])})
                  </Table.Td>
                  <Table.Td>{t`This device`}</Table.Td>
                </Table.Tr>
              );
            })}
            {log.data?.map((receipt) => (
              <Table.Tr key={receipt.id}>
                <Table.Td>
                  <Anchor component={Link} to={receiptHref(receipt.variant, String(receipt.id))} fw={700}>
                    {receipt.receiptNo}
                  </Anchor>
                </Table.Td>
                <Table.Td>{dateTime(receipt.registeredAt)}</Table.Td>
                <Table.Td>
                  {receipt.locationName} ({receipt.locationNo})
                </Table.Td>
                <Table.Td ta="right">{receipt.inbound}</Table.Td>
                <Table.Td ta="right">{receipt.outbound}</Table.Td>
                <Table.Td ta="right">{receipt.counted ?? '\u2013'}</Table.Td>
                <Table.Td>
                  {receipt.signerName} ({i18n._(signerRoleLabels[receipt.signerRole])})
                </Table.Td>
                <Table.Td>{receipt.registeredByName}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {log.data?.length === 0 && waiting.length === 0 && (
        <Text c="dimmed">
          <Trans>No pallet receipts yet.</Trans>
        </Text>
      )}
    </Stack>
  );
}
