import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { PalletReceipt } from '../../../domain/pallet-receipts/pallet-receipt.ts';
import { apiErrorText } from '../../api/api-error-text.ts';
import { useOnline } from '../../offline/use-outbox.ts';
import { notify } from '../../ui/notify/notify.ts';
import { deleteReceipt, fetchReceiptPdf } from './api.ts';
import { receiptKeys } from './queries.ts';
import { receiptDeletedText } from './receipt-messages.ts';
import { ReceiptEmailForm } from './receipt-email-form.tsx';
import { receiptVariantPaths } from './receipt-variant.ts';
import { useReceiptScope } from './use-receipt-scope.ts';

export interface ReceiptActionsProps {
  receipt: PalletReceipt;
}

/** Saves a file the server made, under its own name. */
function download(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * Print (from the page, offline too), the PDF, sending it by e-mail and deleting the receipt. The PDF,
 * the e-mail and the delete need the server, so they wait for the network.
 */
export function ReceiptActions({ receipt }: ReceiptActionsProps) {
  const { t, i18n } = useLingui();
  const scope = useReceiptScope();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const isOnline = useOnline();
  const [isAsking, { open: ask, close: stopAsking }] = useDisclosure(false);
  const failed = (error: Error) => notify({ kind: 'negative', text: apiErrorText(error, i18n) });
  const pdf = useMutation({
    mutationFn: () => fetchReceiptPdf(receipt.id),
    onSuccess: (blob) => download(blob, `${receipt.receiptNo}.pdf`),
    onError: failed,
  });
  const remove = useMutation({
    mutationFn: () => deleteReceipt(receipt.id),
    onSuccess: () => {
      stopAsking();
      notify({ kind: 'positive', text: i18n._(receiptDeletedText) });
      void queryClient.invalidateQueries({ queryKey: receiptKeys.all(scope) });
      void navigate({ to: receiptVariantPaths[receipt.variant] });
    },
    onError: failed,
  });
  const receiptNo = receipt.receiptNo;

  return (
    <>
      <Group justify="space-between" align="flex-end" gap="md" wrap="wrap">
        <ReceiptEmailForm receiptId={receipt.id} disabled={!isOnline} />
        <Group gap="sm">
          <Button mih={44} onClick={() => window.print()}>
            <Trans>Print</Trans>
          </Button>
          <Button
            variant="default"
            mih={44}
            loading={pdf.isPending}
            disabled={!isOnline}
            onClick={() => pdf.mutate()}
          >
            <Trans>Download PDF</Trans>
          </Button>
          <Button variant="outline" color="red" mih={44} disabled={!isOnline} onClick={ask}>
            <Trans>Delete</Trans>
          </Button>
        </Group>
      </Group>
      {!isOnline && (
        <Text size="sm" c="dimmed">
          <Trans>
            No network: the PDF, e-mail and delete wait until the network is back. Printing works.
          </Trans>
        </Text>
      )}
      <Modal
        opened={isAsking}
        onClose={stopAsking}
        title={t`Delete pallet receipt ${receiptNo}?`}
        closeButtonProps={{ 'aria-label': t`Close` }}
      >
        <Text mb="md">
          {receipt.variant === 'plain'
            ? t`The receipt goes from the log, and its pallets from the location's balance.`
            : t`The receipt goes from the log.`}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" mih={44} onClick={stopAsking}>
            <Trans>Cancel</Trans>
          </Button>
          <Button color="red" mih={44} loading={remove.isPending} onClick={() => remove.mutate()}>
            <Trans>Delete</Trans>
          </Button>
        </Group>
      </Modal>
    </>
  );
}
