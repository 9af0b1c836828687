import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import type { OrderSchedule, ScheduleTransactionTypeId } from '../../../../domain/orders/order-schedule.ts';
import { truckFill } from '../../../../domain/orders/truck-load.ts';
import { DatePicker } from '../../../ui/date-picker/date-picker.tsx';
import { notify } from '../../../ui/notify/notify.ts';
import { NumberInput } from '../../../ui/number-input/number-input.tsx';
import { WeekdayPicker } from '../../../ui/weekday-picker/weekday-picker.tsx';
import { apiErrorText } from '../../../api/api-error-text.ts';
import { useOrderPickers } from '../editor/use-order-pickers.ts';
import { ProductLines } from '../editor/product-lines.tsx';
import { TruckLoadBar } from '../editor/truck-load-bar.tsx';
import { useCustomsOptions } from '../editor/use-customs-options.ts';
import { saveSchedule } from './schedule-api.ts';
import {
  emptyScheduleForm,
  scheduleBodyOf,
  scheduleFormOf,
  scheduleProblems,
  type ScheduleFormValue,
  type ScheduleProblem,
} from './schedule-form-value.ts';
import { scheduleKeys } from './schedule-queries.ts';

export interface ScheduleFormProps {
  type: ScheduleTransactionTypeId;
  schedule?: OrderSchedule;
  onDone: () => void;
}

const today = () => new Date().toISOString().slice(0, 10);

/** A scheduled order or pickup (issue 4 item 5): the order's fields, every n weeks on chosen weekdays. */
export function ScheduleForm({ type, schedule, onDone }: ScheduleFormProps) {
  const { t, i18n } = useLingui();
  const { start } = useRouteContext({ from: '/app' });
  const { status, truckTypes } = start;
  const scope = { customerId: status.customer.id, locationId: status.location.id };
  const queryClient = useQueryClient();
  const customsOptions = useCustomsOptions();
  const [form, setForm] = useState<ScheduleFormValue>(() =>
    schedule ? scheduleFormOf(schedule) : emptyScheduleForm(truckTypes),
  );
  const [showProblems, setShowProblems] = useState(false);
  const { partnerOptions, choices, choiceByKey, isCrossBorder } = useOrderPickers(scope, form.partnerId);
  const problems = scheduleProblems(form, isCrossBorder);
  const problemOf = (problem: ScheduleProblem, text: string) =>
    showProblems && problems.includes(problem) ? text : null;
  const truck = truckTypes.find((candidate) => candidate.id === form.carType);
  const loadLines = form.lines.map((line) => ({
    quantity: line.quantity,
    tpuPerStack: choiceByKey.get(line.key)?.tpuPerStack ?? 1,
  }));

  const save = useMutation({
    mutationFn: () =>
      saveSchedule(
        scheduleBodyOf(
          { ...form, customsHandler: isCrossBorder ? form.customsHandler : null },
          type,
          choiceByKey,
          schedule,
        ),
      ),
    onSuccess: async () => {
      notify({ kind: 'positive', text: t`The schedule was saved` });
      await queryClient.invalidateQueries({ queryKey: scheduleKeys.all(scope) });
      onDone();
    },
    onError: (error) =>
      notify({ kind: 'negative', title: t`The schedule was not saved`, text: apiErrorText(error, i18n) }),
  });

  return (
    <Stack
      component="form"
      gap="md"
      onSubmit={(event) => {
        event.preventDefault();
        setShowProblems(true);
        if (problems.length === 0) save.mutate();
      }}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Select
          label={type === 'TO' ? t`Deliver from` : t`Recipient`}
          placeholder={t`Choose a location`}
          required
          // Not searchable: the dialog focuses this field first, and a searchable one would open its list.
          data={partnerOptions}
          value={form.partnerId === null ? null : String(form.partnerId)}
          onChange={(value) => setForm({ ...form, partnerId: value ? Number(value) : null })}
          error={problemOf('recipient', t`A recipient must be chosen`)}
        />
        <NumberInput
          label={t`Every n weeks`}
          value={form.intervalWeeks}
          onChange={(intervalWeeks) => setForm({ ...form, intervalWeeks: Math.max(1, intervalWeeks) })}
          min={1}
          max={52}
        />
        <DatePicker
          label={t`Start date`}
          value={form.startDate}
          onChange={(startDate) => setForm({ ...form, startDate })}
          minDate={today()}
          allowAllDays
          required
          error={problemOf('startDate', t`Choose a date`)}
        />
        <DatePicker
          label={t`End date`}
          value={form.endDate}
          onChange={(endDate) => setForm({ ...form, endDate })}
          minDate={form.startDate ?? today()}
          allowAllDays
          clearable
          error={problemOf('endDate', t`The end date is before the start date`)}
        />
      </SimpleGrid>
      <WeekdayPicker
        label={t`Weekdays`}
        value={form.weekdays}
        onChange={(weekdays) => setForm({ ...form, weekdays })}
        error={problemOf('weekdays', t`Choose at least one weekday`)}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label={t`Reference`}
          maxLength={100}
          value={form.reference}
          onChange={(event) => setForm({ ...form, reference: event.currentTarget.value })}
        />
        <TextInput
          label={t`My reference`}
          maxLength={100}
          value={form.myReference}
          onChange={(event) => setForm({ ...form, myReference: event.currentTarget.value })}
        />
        <Select
          label={t`Truck type`}
          data={truckTypes.map((candidate) => ({ value: String(candidate.id), label: candidate.name }))}
          value={form.carType === null ? null : String(form.carType)}
          onChange={(value) => setForm({ ...form, carType: value ? Number(value) : null })}
        />
        {isCrossBorder && (
          <Select
            label={t`Customs handling`}
            required
            data={customsOptions}
            value={form.customsHandler}
            onChange={(value) =>
              setForm({ ...form, customsHandler: (value as ScheduleFormValue['customsHandler']) ?? null })
            }
            error={problemOf('customs', t`Choose how customs are handled`)}
          />
        )}
      </SimpleGrid>
      {truck && <TruckLoadBar fill={truckFill(truck, loadLines)} />}
      <ProductLines
        choices={choices}
        lines={form.lines}
        onChange={(lines) => setForm({ ...form, lines })}
        isProviderStaff={status.loginUser.isProvider}
        error={
          problemOf('lines', t`Add at least one product`) ??
          problemOf('quantity', t`Every product needs a quantity`)
        }
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" loading={save.isPending}>
          <Trans>Save schedule</Trans>
        </Button>
      </Group>
    </Stack>
  );
}
