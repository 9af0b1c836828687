import { useLingui } from '@lingui/react/macro';
import { Chip, Group, Input } from '@mantine/core';
import { useId, useMemo, type ReactNode } from 'react';
import { sortWeekdays, workWeekdays, type Weekday } from '../../../domain/calendar/weekdays.ts';
import { weekdayName } from '../../../domain/shared/date-format.ts';

export interface WeekdayPickerProps {
  label: ReactNode;
  /** ISO weekdays, Monday 1 … Friday 5. */
  value: readonly Weekday[];
  onChange: (value: Weekday[]) => void;
  /** Long names ('Monday') by default; short ones ('Mon') where space is tight. */
  nameFormat?: 'long' | 'short';
  error?: ReactNode;
  disabled?: boolean;
}

/** Monday to Friday as chips, any number of them chosen (spec §9: the weekday picker has 5 days). */
export function WeekdayPicker({
  label,
  value,
  onChange,
  nameFormat = 'long',
  error,
  disabled,
}: WeekdayPickerProps) {
  const { i18n } = useLingui();
  const labelId = useId();
  const names = useMemo(
    () => workWeekdays.map((weekday) => ({ weekday, name: weekdayName(weekday, i18n.locale, nameFormat) })),
    [i18n.locale, nameFormat],
  );

  return (
    <Input.Wrapper label={label} labelElement="div" labelProps={{ id: labelId }} error={error}>
      <Chip.Group
        multiple
        value={value.map(String)}
        onChange={(chosen) => onChange(sortWeekdays(chosen.map((day) => Number(day) as Weekday)))}
      >
        <Group gap="xs" mt={4} role="group" aria-labelledby={labelId}>
          {names.map(({ weekday, name }) => (
            <Chip key={weekday} value={String(weekday)} size="md" disabled={disabled}>
              {name}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
    </Input.Wrapper>
  );
}
