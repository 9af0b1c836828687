import { useLingui } from '@lingui/react/macro';
import { MultiSelect } from '@mantine/core';
import { useRef, useState, type ReactNode } from 'react';
import type { OrderStatusId } from '../../../domain/orders/order-statuses.ts';
import { pickerValuesOf, statusIdsOf, statusPickerOptions } from './status-picker-options.ts';

export interface StatusPickerProps {
  label: ReactNode;
  /** The status ids of the emitted selection. */
  value: readonly OrderStatusId[];
  /** Called with the picked options' status ids when the dropdown closes, not on every pick (spec §4). */
  onChange: (statusIds: OrderStatusId[]) => void;
}

const sameValues = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((value) => b.includes(value));

/** The multi-select of the spec §4 status picker options. */
export function StatusPicker({ label, value, onChange }: StatusPickerProps) {
  const { t, i18n } = useLingui();
  const committed = pickerValuesOf(value);
  const [draft, setDraft] = useState<string[]>(committed);
  const [shownValue, setShownValue] = useState(value);
  const isOpen = useRef(false);
  if (value !== shownValue) {
    setShownValue(value);
    setDraft(committed);
  }

  const emit = (values: string[]) => {
    if (!sameValues(values, committed)) onChange(statusIdsOf(values));
  };
  const handleChange = (values: string[]) => {
    setDraft(values);
    // A pill removed or the list cleared while the dropdown is closed is a finished choice.
    if (!isOpen.current) emit(values);
  };

  return (
    <MultiSelect
      label={label}
      miw={220}
      maw={420}
      data={statusPickerOptions.map((option) => ({ value: option.value, label: i18n._(option.label) }))}
      value={draft}
      onChange={handleChange}
      onDropdownOpen={() => {
        isOpen.current = true;
      }}
      onDropdownClose={() => {
        isOpen.current = false;
        emit(draft);
      }}
      // Its dropdown mounts when opened: kept mounted, it was positioned during the list's first render.
      comboboxProps={{ keepMounted: false }}
      clearable
      clearButtonProps={{ 'aria-label': t`Clear statuses` }}
      size="md"
    />
  );
}
