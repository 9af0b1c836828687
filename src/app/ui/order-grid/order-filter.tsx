import { Trans, useLingui } from '@lingui/react/macro';
import { Group, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useState } from 'react';
import { DatePicker } from '../date-picker/date-picker.tsx';
import type { OrderFilterValue } from './order-filter-value.ts';
import { StatusPicker } from './status-picker.tsx';

/** The order search text waits 250 ms after the last key (spec §9). */
export const orderSearchDebounceMs = 250;

export interface OrderFilterProps {
  value: OrderFilterValue;
  onChange: (value: OrderFilterValue) => void;
}

/** The order list's filter (spec §2, §7): status picker, send date from and to, and a search term. */
export function OrderFilter({ value, onChange }: OrderFilterProps) {
  const { t } = useLingui();
  const [term, setTerm] = useState(value.term);
  const [shownTerm, setShownTerm] = useState(value.term);
  if (value.term !== shownTerm) {
    setShownTerm(value.term);
    // The parent changed the term itself (not by echoing what was typed): show its term.
    if (value.term !== term.trim()) setTerm(value.term);
  }
  const emitTerm = useDebouncedCallback((next: string) => {
    if (next.trim() !== value.term) onChange({ ...value, term: next.trim() });
  }, orderSearchDebounceMs);

  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <StatusPicker
        label={<Trans>Status</Trans>}
        value={value.statuses}
        onChange={(statuses) => onChange({ ...value, statuses })}
      />
      <DatePicker
        label={<Trans>Send date from</Trans>}
        value={value.sendLower}
        onChange={(sendLower) => onChange({ ...value, sendLower })}
        maxDate={value.sendUpper ?? undefined}
        allowAllDays
        clearable
      />
      <DatePicker
        label={<Trans>Send date to</Trans>}
        value={value.sendUpper}
        onChange={(sendUpper) => onChange({ ...value, sendUpper })}
        minDate={value.sendLower ?? undefined}
        allowAllDays
        clearable
      />
      <TextInput
        type="search"
        label={<Trans>Search</Trans>}
        placeholder={t`Order no. or reference`}
        value={term}
        onChange={(event) => {
          setTerm(event.currentTarget.value);
          emitTerm(event.currentTarget.value);
        }}
        size="md"
      />
    </Group>
  );
}
