import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../../api/api-error.ts';
import { apiErrorText } from '../../api/api-error-text.ts';
import { receiptQuery } from './queries.ts';
import { ReceiptActions } from './receipt-actions.tsx';
import { ReceiptSheet } from './receipt-sheet.tsx';
import { shownFromServer } from './receipt-shown.ts';
import { useReceiptScope } from './use-receipt-scope.ts';
import { LoadingLine } from '../../ui/loading-line/loading-line.tsx';

export interface ServerReceiptProps {
  id: number;
}

/** A saved receipt: the sheet, and what can be done with it. */
export function ServerReceipt({ id }: ServerReceiptProps) {
  const { i18n } = useLingui();
  const scope = useReceiptScope();
  const receipt = useQuery(receiptQuery(scope, id));
  if (receipt.isPending) {
    return (
      <LoadingLine>
        <Trans>Loading the receipt…</Trans>
      </LoadingLine>
    );
  }
  if (receipt.isError) {
    const error = receipt.error;
    const status = error instanceof ApiError ? error.status : undefined;
    return (
      <Alert color={status === 404 ? 'gray' : 'red'} role="alert">
        {status === 404 ? (
          <Trans>Pallet receipt not found</Trans>
        ) : status === 0 ? (
          <Trans>No network, and this receipt is not kept on this device.</Trans>
        ) : (
          apiErrorText(error, i18n)
        )}
      </Alert>
    );
  }
  return (
    <Stack gap="md">
      <ReceiptActions receipt={receipt.data} />
      <ReceiptSheet receipt={shownFromServer(receipt.data)} />
    </Stack>
  );
}
