import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Paper, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import type { PalletReceiptVariant } from '../../../domain/pallet-receipts/pallet-receipt.ts';
import { AutosizeTextarea } from '../../ui/autosize-textarea/autosize-textarea.tsx';
import { deviceReceiptParam } from './device-receipt-id.ts';
import { locationProductsQuery } from './queries.ts';
import { ReceiptCountSheet } from './receipt-count-sheet.tsx';
import {
  emptyReceiptForm,
  receiptPayload,
  receiptProblems,
  type ReceiptFormValue,
} from './receipt-form-value.ts';
import { ReceiptLocationSelect, useReceiptLocationLabel } from './receipt-location-select.tsx';
import { locationRequiredText, noProductsText } from './receipt-messages.ts';
import { ReceiptSignatureFields } from './receipt-signature-fields.tsx';
import { receiptVariantPaths } from './receipt-variant.ts';
import { useReceiptSave } from './use-receipt-save.ts';
import { useReceiptScope } from './use-receipt-scope.ts';
import { newEntryId } from '../../offline/entry-id.ts';
import { isNotOnDevice, notOnDeviceText } from '../../offline/not-on-device.ts';
import { LoadingLine } from '../../ui/loading-line/loading-line.tsx';

export interface ReceiptFormProps {
  variant: PalletReceiptVariant;
}

/**
 * A new pallet receipt (issue 7 items 1–2): the location, the pallets per product and quality, and the
 * signature of the driver or the counterpart. Saved on the device first, so it completes offline.
 */
export function ReceiptForm({ variant }: ReceiptFormProps) {
  const { t, i18n } = useLingui();
  const scope = useReceiptScope();
  const navigate = useNavigate();
  const [form, setForm] = useState<ReceiptFormValue>(() => emptyReceiptForm(null));
  const [showProblems, setShowProblems] = useState(false);
  const products = useQuery({
    ...locationProductsQuery(scope, form.locationId ?? 0),
    enabled: form.locationId !== null,
  });
  const locationLabel = useReceiptLocationLabel(scope, form.locationId);
  const save = useReceiptSave((saved) => {
    const receiptId = saved.kind === 'server' ? String(saved.receipt.id) : deviceReceiptParam(saved.localId);
    void navigate({ to: `${receiptVariantPaths[variant]}/$receiptId`, params: { receiptId } });
  });

  const problems = receiptProblems(form, variant, products.data);
  const shows = (problem: Parameters<typeof problems.has>[0]) => showProblems && problems.has(problem);
  const change = (next: Partial<ReceiptFormValue>) => setForm((current) => ({ ...current, ...next }));

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setShowProblems(true);
    if (problems.size > 0 || !products.data) return;
    const payload = receiptPayload(form, variant, products.data, newEntryId());
    save.mutate({ payload, subject: locationLabel });
  };

  return (
    <form onSubmit={handleSubmit} noValidate aria-label={t`New pallet receipt`}>
      <Stack gap="lg">
        <ReceiptLocationSelect
          scope={scope}
          value={form.locationId}
          onChange={(locationId) => change({ locationId, counts: {} })}
          error={shows('location') ? i18n._(locationRequiredText) : null}
        />
        {form.locationId !== null && products.isPending && (
          <LoadingLine>
            <Trans>Loading products…</Trans>
          </LoadingLine>
        )}
        {form.locationId !== null && products.isError && !products.data && (
          <Alert color="red" role="alert">
            {isNotOnDevice(products.error) ? (
              i18n._(notOnDeviceText)
            ) : (
              <Trans>The products could not be loaded.</Trans>
            )}
          </Alert>
        )}
        {problems.has('noProducts') && (
          <Alert color="orange" role="alert">
            {i18n._(noProductsText)}
          </Alert>
        )}
        {form.locationId !== null && products.data && products.data.length > 0 && (
          <ReceiptCountSheet
            scope={scope}
            variant={variant}
            locationId={form.locationId}
            products={products.data}
            counts={form.counts}
            onChange={(key, count) => change({ counts: { ...form.counts, [key]: count } })}
            error={
              shows('lines')
                ? variant === 'inventory'
                  ? t`Enter the counted pallets of at least one product`
                  : t`Enter pallets in or out for at least one product`
                : null
            }
          />
        )}
        <Paper withBorder p="md">
          <Stack gap="sm">
            <Title order={2} size="h4">
              <Trans>Signature</Trans>
            </Title>
            <ReceiptSignatureFields
              value={form}
              onChange={change}
              nameError={shows('signerName') ? t`The name of who signs is required` : null}
              signatureError={shows('signature') ? t`A signature is required` : null}
            />
          </Stack>
        </Paper>
        <AutosizeTextarea
          label={t`Note`}
          maxLength={500}
          value={form.note}
          onChange={(event) => change({ note: event.currentTarget.value })}
        />
        <Group justify="flex-end">
          <Button type="submit" size="lg" loading={save.isPending}>
            <Trans>Save pallet receipt</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
