import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Autocomplete, Button, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useState, type FormEvent } from 'react';
import {
  maxContainerOrderCount,
  maxContainerReferenceLength,
  maxDeliveryAddressLength,
  type ContainerOrderRow,
} from '../../../../domain/containers/container-order-input.ts';
import { earliestDeliveryDate } from '../../../../domain/containers/container-order-status.ts';
import { apiErrorText } from '../../../api/api-error-text.ts';
import { DatePicker } from '../../../ui/date-picker/date-picker.tsx';
import { LoadingLine } from '../../../ui/loading-line/loading-line.tsx';
import { notify } from '../../../ui/notify/notify.ts';
import { NumberInput } from '../../../ui/number-input/number-input.tsx';
import { createContainerOrder } from '../api.ts';
import { containerOrderKeys, containerOrderOptionsQuery } from '../queries.ts';
import { useContainerOrderViewer } from '../use-container-order-viewer.ts';

export interface NewContainerOrderFormProps {
  onCreated: (order: ContainerOrderRow) => void;
  onCancel: () => void;
}

type Field = 'containerTypeId' | 'deliveryDate' | 'deliveryAddress' | 'locationId';

/**
 * A new container order (issue 20 item 3): the type, how many, the delivery day from the open-days
 * calendar, the delivery address (one of the location's, or typed) and a reference.
 */
export function NewContainerOrderForm({ onCreated, onCancel }: NewContainerOrderFormProps) {
  const { t, i18n } = useLingui();
  const viewer = useContainerOrderViewer();
  const queryClient = useQueryClient();
  const options = useQuery(containerOrderOptionsQuery(viewer));
  const [typeId, setTypeId] = useState<string | null>(null);
  const [count, setCount] = useState(1);
  const [deliveryDate, setDeliveryDate] = useState<string | null>(null);
  const [chosenLocation, setLocationId] = useState<string | null>(null);
  const [address, setAddress] = useState<string | null>(null);
  const [reference, setReference] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const locations = options.data?.locations ?? [];
  const locationId =
    chosenLocation ??
    (options.data?.defaultLocationId ? String(options.data.defaultLocationId) : null) ??
    (locations.length === 1 ? String(locations[0]!.id) : null);
  const location = locations.find((candidate) => String(candidate.id) === locationId);
  const addresses = location?.addresses ?? [];
  const shownAddress = address ?? addresses[0] ?? '';

  const save = useMutation({
    mutationFn: () =>
      createContainerOrder({
        containerTypeId: typeId ?? '',
        count,
        deliveryDate: deliveryDate ?? '',
        deliveryAddress: shownAddress,
        reference: reference.trim() || undefined,
        locationId: location?.id,
      }),
    onSuccess: async (order) => {
      const number = order.orderNo;
      notify({ kind: 'positive', text: t`Container order ${number} was sent` });
      await queryClient.invalidateQueries({ queryKey: containerOrderKeys.all(viewer) });
      onCreated(order);
    },
  });

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const found: Partial<Record<Field, string>> = {
      ...(typeId ? {} : { containerTypeId: t`Choose a container type` }),
      ...(deliveryDate ? {} : { deliveryDate: t`Choose a delivery date` }),
      ...(shownAddress.trim() ? {} : { deliveryAddress: t`Write the delivery address` }),
      ...(location ? {} : { locationId: t`Choose a location` }),
    };
    setErrors(found);
    if (Object.keys(found).length === 0) save.mutate();
  };

  if (options.isPending) {
    return (
      <LoadingLine>
        <Trans>Loading the container types…</Trans>
      </LoadingLine>
    );
  }
  if (options.isError) {
    return (
      <Alert color="red" role="alert">
        {apiErrorText(options.error, i18n)}
      </Alert>
    );
  }
  return (
    <form onSubmit={handleSubmit} aria-label={t`New container order`} noValidate>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label={t`Container type`}
            required
            data={options.data.types.map((type) => ({ value: type.id, label: type.name }))}
            value={typeId}
            error={errors.containerTypeId}
            onChange={setTypeId}
            data-autofocus
          />
          <NumberInput
            label={t`Number of containers`}
            name="count"
            value={count}
            min={1}
            max={maxContainerOrderCount}
            onChange={setCount}
          />
          <DatePicker
            label={t`Delivery date`}
            required
            value={deliveryDate}
            minDate={earliestDeliveryDate(dayjs().format('YYYY-MM-DD'))}
            error={errors.deliveryDate}
            onChange={setDeliveryDate}
          />
          <Select
            label={t`Location`}
            required
            data={locations.map((candidate) => ({ value: String(candidate.id), label: candidate.name }))}
            value={locationId}
            allowDeselect={false}
            error={errors.locationId}
            onChange={(value) => {
              setLocationId(value);
              setAddress(null);
            }}
            disabled={locations.length < 2}
          />
        </SimpleGrid>
        <Autocomplete
          label={t`Delivery address`}
          description={t`Choose one of the location's addresses or write another`}
          required
          data={addresses}
          value={shownAddress}
          maxLength={maxDeliveryAddressLength}
          error={errors.deliveryAddress}
          onChange={setAddress}
        />
        <TextInput
          label={t`Reference`}
          placeholder={t`Optional`}
          maxLength={maxContainerReferenceLength}
          value={reference}
          onChange={(event) => setReference(event.currentTarget.value)}
        />
        {save.isError && (
          <Alert color="red" role="alert">
            {apiErrorText(save.error, i18n)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" loading={save.isPending}>
            <Trans>Send order</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
