import { useLingui } from '@lingui/react/macro';
import { Fieldset, Select, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { deliveryWindowOf, loadTypes, type LoadType } from '../../../../domain/admin/locations.ts';
import { AutosizeTextarea } from '../../../ui/autosize-textarea/autosize-textarea.tsx';
import { WeekdayPicker } from '../../../ui/weekday-picker/weekday-picker.tsx';
import { deliveryWindow } from '../location-draft.ts';
import { loadTypeLabels } from '../location-labels.ts';
import type { LocationFieldsProps } from './location-fields-props.ts';

/** How goods arrive: ramp, lift, the delivery window, instructions, receipt days and load type. */
export function LocationDeliveryFields({ draft, onChange, problems }: LocationFieldsProps) {
  const { t, i18n } = useLingui();
  const span = deliveryWindowOf(draft.deliveryBetween);
  const windowError = problems.has('deliveryBetween') ? t`Enter both times, as HH:MM` : undefined;

  return (
    <Fieldset legend={t`Delivery`}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Switch
            label={t`Has ramp`}
            checked={draft.hasRamp}
            onChange={(event) => onChange({ hasRamp: event.currentTarget.checked })}
            size="md"
          />
          <Switch
            label={t`Needs lift`}
            checked={draft.needsLift}
            onChange={(event) => onChange({ needsLift: event.currentTarget.checked })}
            size="md"
          />
          <Switch
            label={t`Delivery location`}
            checked={draft.isDelivery}
            onChange={(event) => onChange({ isDelivery: event.currentTarget.checked })}
            size="md"
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput
            type="time"
            label={t`Delivery between, from`}
            value={span.from}
            onChange={(event) =>
              onChange({ deliveryBetween: deliveryWindow(event.currentTarget.value, span.to) })
            }
            error={windowError}
            size="md"
          />
          <TextInput
            type="time"
            label={t`Delivery between, to`}
            value={span.to}
            onChange={(event) =>
              onChange({ deliveryBetween: deliveryWindow(span.from, event.currentTarget.value) })
            }
            error={windowError}
            size="md"
          />
          <Select
            label={t`Load type`}
            placeholder={t`Not set`}
            data={loadTypes.map((type) => ({ value: type, label: i18n._(loadTypeLabels[type]) }))}
            value={draft.loadType}
            onChange={(value) => onChange({ loadType: value as LoadType | null })}
            clearable
            size="md"
          />
        </SimpleGrid>
        <AutosizeTextarea
          label={t`Delivery instructions`}
          value={draft.deliveryInstructions}
          onChange={(event) => onChange({ deliveryInstructions: event.currentTarget.value })}
          maxLength={2000}
          size="md"
        />
        <AutosizeTextarea
          label={t`Transport instructions`}
          value={draft.transportInstructions}
          onChange={(event) => onChange({ transportInstructions: event.currentTarget.value })}
          maxLength={2000}
          size="md"
        />
        <WeekdayPicker
          label={t`Pallet receipt days`}
          value={draft.palletReceiptDays}
          onChange={(days) => onChange({ palletReceiptDays: days })}
          nameFormat="short"
        />
      </Stack>
    </Fieldset>
  );
}
