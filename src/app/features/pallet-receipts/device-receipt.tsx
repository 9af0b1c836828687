import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import type { PalletReceipt, PalletReceiptVariant } from '../../../domain/pallet-receipts/pallet-receipt.ts';
import { serverRefusalText } from '../../api/api-error-text.ts';
import { createdAnswerOf } from '../../offline/created-entities.ts';
import { stateText } from '../../offline/device-changes/entry-texts.ts';
import { newEntityKey } from '../../offline/entity-keys.ts';
import type { PalletReceiptPayload } from '../../offline/outbox-kinds.ts';
import { useEntityEntriesRead, useOnline } from '../../offline/use-outbox.ts';
import { locationProductsQuery, receiptLocationsQuery } from './queries.ts';
import { ReceiptSheet } from './receipt-sheet.tsx';
import { shownFromDevice } from './receipt-shown.ts';
import { receiptLogPath, receiptVariantPaths } from './receipt-variant.ts';
import { useReceiptScope } from './use-receipt-scope.ts';
import { LoadingLine } from '../../ui/loading-line/loading-line.tsx';

export interface DeviceReceiptProps {
  variant: PalletReceiptVariant;
  localId: string;
}

/**
 * A receipt saved on this device and not yet on the server: shown from the outbox, printable, with
 * where it stands. Once the server has it, the screen moves to the server's receipt (with its number).
 */
export function DeviceReceipt({ variant, localId }: DeviceReceiptProps) {
  const { t, i18n } = useLingui();
  const isOnline = useOnline();
  const scope = useReceiptScope();
  const navigate = useNavigate();
  const entityKey = newEntityKey('palletReceipt', localId);
  const entries = useEntityEntriesRead(entityKey);
  const entry = entries?.[0];
  const payload = entry?.payload as PalletReceiptPayload | undefined;
  const products = useQuery({
    ...locationProductsQuery(scope, payload?.locationId ?? 0),
    enabled: payload !== undefined,
  });
  const locations = useQuery(receiptLocationsQuery(scope));
  const [isGone, setIsGone] = useState(false);

  const isSent = entries !== undefined && (entry === undefined || entry.state === 'done');
  useEffect(() => {
    if (!isSent) return;
    let isCurrent = true;
    void createdAnswerOf<PalletReceipt>(entityKey).then((receipt) => {
      if (!isCurrent) return;
      if (!receipt) return setIsGone(true);
      void navigate({
        to: `${receiptVariantPaths[variant]}/$receiptId`,
        params: { receiptId: String(receipt.id) },
        replace: true,
      });
    });
    return () => {
      isCurrent = false;
    };
  }, [isSent, entityKey, navigate, variant]);

  if (isGone) {
    return (
      <Alert color="gray" role="status">
        <Stack gap="xs">
          <Text>
            <Trans>This receipt is no longer waiting on this device: it has been sent.</Trans>
          </Text>
          <Button component={Link} to={receiptLogPath} variant="default" mih={44} w="fit-content">
            <Trans>Open the log</Trans>
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (!entry || !payload) {
    return (
      <LoadingLine>
        <Trans>Loading the receipt…</Trans>
      </LoadingLine>
    );
  }
  const shown = shownFromDevice(
    payload,
    entry.createdAt,
    products.data ?? [],
    locations.data?.find((location) => location.id === payload.locationId),
  );
  const isStopped = entry.state === 'failed' || entry.state === 'conflict';
  return (
    <Stack gap="md">
      <Alert color={isStopped ? 'red' : 'yellow'} role="status" title={stateText(entry, i18n, isOnline)}>
        {isStopped
          ? serverRefusalText(entry.error, i18n)
          : t`Saved on this device. It gets its number when it has been sent.`}
      </Alert>
      <Group justify="flex-end">
        <Button mih={44} onClick={() => window.print()}>
          <Trans>Print</Trans>
        </Button>
      </Group>
      <ReceiptSheet receipt={shown} />
    </Stack>
  );
}
