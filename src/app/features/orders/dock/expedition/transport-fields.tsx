import { useLingui } from '@lingui/react/macro';
import { Paper, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { waybillCopiesMax } from '../../../../../domain/dock/picking.ts';
import type { TruckType } from '../../../../../domain/session/session-status.ts';
import { AutosizeTextarea } from '../../../../ui/autosize-textarea/autosize-textarea.tsx';
import { DatePicker } from '../../../../ui/date-picker/date-picker.tsx';
import { NumberInput } from '../../../../ui/number-input/number-input.tsx';
import { TruckLoadBar } from '../../editor/truck-load-bar.tsx';
import { transportTextMax, type TransportFormValue } from './picking-form-value.ts';

export interface TransportFieldsProps {
  value: TransportFormValue;
  onChange: (value: TransportFormValue) => void;
  truckTypes: readonly TruckType[];
  /** The chosen truck's fill with the picked load (1 = full), or null without a truck. */
  fill: number | null;
}

type TextField = keyof typeof transportTextMax;

/** The truck and the waybill's texts (spec §3 transport, issue 6 item 2). */
export function TransportFields({ value, onChange, truckTypes, fill }: TransportFieldsProps) {
  const { t } = useLingui();
  const set = <K extends keyof TransportFormValue>(key: K, next: TransportFormValue[K]) =>
    onChange({ ...value, [key]: next });
  const textProps = (key: TextField) => ({
    value: value[key],
    maxLength: transportTextMax[key],
    onChange: (event: { currentTarget: { value: string } }) => set(key, event.currentTarget.value),
  });

  return (
    <Stack gap="md">
      <Paper withBorder p="md">
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <TextInput label={t`Car no.`} autoComplete="off" {...textProps('carNo')} />
            <TextInput label={t`Car no. 2`} autoComplete="off" {...textProps('carNo2')} />
            <Select
              label={t`Car type`}
              data={truckTypes.map((truck) => ({ value: String(truck.id), label: truck.name }))}
              value={value.carType === null ? null : String(value.carType)}
              onChange={(next) => set('carType', next ? Number(next) : null)}
              clearable
              clearButtonProps={{ 'aria-label': t`Clear car type` }}
            />
          </SimpleGrid>
          {fill !== null && <TruckLoadBar fill={fill} />}
        </Stack>
      </Paper>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput label={t`Haulier`} autoComplete="off" {...textProps('cartman')} />
        <DatePicker
          label={t`Send date`}
          value={value.sendDate}
          onChange={(next) => set('sendDate', next)}
          allowAllDays
          clearable
        />
        <AutosizeTextarea label={t`Load text`} rows={2} {...textProps('loadText')} />
        <AutosizeTextarea label={t`Transport text`} rows={2} {...textProps('transportText')} />
        <AutosizeTextarea label={t`Info text for the waybill`} rows={2} {...textProps('waybillInfo')} />
        <NumberInput
          label={t`Number of copies`}
          value={value.numberOfCopies}
          onChange={(next) => set('numberOfCopies', next)}
          min={1}
          max={waybillCopiesMax}
        />
      </SimpleGrid>
    </Stack>
  );
}
