import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useState, type FormEvent } from 'react';
import { maxContainerReferenceLength } from '../../../../domain/containers/container-order-input.ts';
import { maxRentalContainers, type RentalDetail } from '../../../../domain/containers/rental-input.ts';
import { formatMoney } from '../../../../domain/shared/money-format.ts';
import { apiErrorText } from '../../../api/api-error-text.ts';
import { DatePicker } from '../../../ui/date-picker/date-picker.tsx';
import { LoadingLine } from '../../../ui/loading-line/loading-line.tsx';
import { notify } from '../../../ui/notify/notify.ts';
import { NumberInput } from '../../../ui/number-input/number-input.tsx';
import { containerOrderOptionsQuery } from '../../container-orders/queries.ts';
import { useContainerOrderViewer } from '../../container-orders/use-container-order-viewer.ts';
import { registerRental } from '../api.ts';
import { rentalKeys } from '../queries.ts';

export interface NewRentalFormProps {
  onCreated: (rental: RentalDetail) => void;
  onCancel: () => void;
}

type Field = 'containerTypeId' | 'startDate' | 'locationId';

/** A customer registers a rental (issue 20 item 4): type, how many, start, planned end, reference. */
export function NewRentalForm({ onCreated, onCancel }: NewRentalFormProps) {
  const { t, i18n } = useLingui();
  const viewer = useContainerOrderViewer();
  const queryClient = useQueryClient();
  const options = useQuery(containerOrderOptionsQuery(viewer));
  const [typeId, setTypeId] = useState<string | null>(null);
  const [count, setCount] = useState(1);
  const [startDate, setStartDate] = useState<string | null>(null);
  const [endDate, setEndDate] = useState<string | null>(null);
  const [chosenLocation, setLocationId] = useState<string | null>(null);
  const [reference, setReference] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const locations = options.data?.locations ?? [];
  const locationId =
    chosenLocation ??
    (options.data?.defaultLocationId ? String(options.data.defaultLocationId) : null) ??
    (locations.length === 1 ? String(locations[0]!.id) : null);
  const type = options.data?.types.find((candidate) => candidate.id === typeId);

  const save = useMutation({
    mutationFn: () =>
      registerRental({
        containerTypeId: typeId ?? '',
        count,
        startDate: startDate ?? '',
        endDate: endDate ?? undefined,
        reference: reference.trim() || undefined,
        locationId: locationId ? Number(locationId) : undefined,
      }),
    onSuccess: async (rental) => {
      const number = rental.rentalNo;
      notify({ kind: 'positive', text: t`Rental ${number} was registered` });
      await queryClient.invalidateQueries({ queryKey: rentalKeys.all(viewer) });
      onCreated(rental);
    },
  });

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const found: Partial<Record<Field, string>> = {
      ...(typeId ? {} : { containerTypeId: t`Choose a container type` }),
      ...(startDate ? {} : { startDate: t`Choose a start date` }),
      ...(locationId ? {} : { locationId: t`Choose a location` }),
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
  const today = dayjs().format('YYYY-MM-DD');
  const price = type ? formatMoney(type.dailyPrice, options.data.currency, i18n.locale) : null;
  return (
    <form onSubmit={handleSubmit} aria-label={t`Register rental`} noValidate>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label={t`Container type`}
            required
            data={options.data.types.map((candidate) => ({ value: candidate.id, label: candidate.name }))}
            value={typeId}
            error={errors.containerTypeId}
            onChange={setTypeId}
            description={price ? t`${price} per container per day` : undefined}
            data-autofocus
          />
          <NumberInput
            label={t`Number of containers`}
            name="count"
            value={count}
            min={1}
            max={maxRentalContainers}
            onChange={setCount}
          />
          <DatePicker
            label={t`Start date`}
            required
            allowAllDays
            value={startDate}
            minDate={today}
            error={errors.startDate}
            onChange={setStartDate}
          />
          <DatePicker
            label={t`Planned end date`}
            allowAllDays
            clearable
            placeholder={t`Optional`}
            value={endDate}
            minDate={startDate ?? today}
            onChange={setEndDate}
          />
          <Select
            label={t`Location`}
            required
            data={locations.map((candidate) => ({ value: String(candidate.id), label: candidate.name }))}
            value={locationId}
            allowDeselect={false}
            error={errors.locationId}
            onChange={setLocationId}
            disabled={locations.length < 2}
          />
          <TextInput
            label={t`Reference`}
            placeholder={t`Optional`}
            maxLength={maxContainerReferenceLength}
            value={reference}
            onChange={(event) => setReference(event.currentTarget.value)}
          />
        </SimpleGrid>
        <Text size="sm" c="dimmed">
          <Trans>
            The start date is your wish: the provider opens the rental with containers, and the cost counts
            from the day it is opened until it is closed. The planned end date is for information only.
          </Trans>
        </Text>
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
            <Trans>Register rental</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
