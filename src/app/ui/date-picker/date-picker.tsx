import { useLingui } from '@lingui/react/macro';
import { DatePickerInput } from '@mantine/dates';
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useMemo, useState, type ReactNode } from 'react';
import { monthOf, nextMonth } from '../../../domain/calendar/calendar-date.ts';
import { isSelectableDay, type Day } from '../../../domain/calendar/open-days.ts';
import { datePickerFormat } from '../../../domain/shared/date-format.ts';
import { isoWeek } from '../../../domain/shared/iso-week.ts';
import { dayjsLocale } from './dayjs-locale.ts';
import { daysQuery } from './days-query.ts';

export interface DatePickerProps {
  label: ReactNode;
  /** yyyy-MM-dd, or null when empty. */
  value: string | null;
  onChange: (value: string | null) => void;
  /** Days from GET Days; when left out, the picker loads the shown month and the next. */
  days?: readonly Day[];
  minDate?: string;
  maxDate?: string;
  /** Every day within min and max can be picked, open or not. */
  allowAllDays?: boolean;
  clearable?: boolean;
  placeholder?: string;
  description?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  /** Larger on the dock's tablet forms. */
  size?: 'md' | 'lg';
}

const today = () => dayjs().format('YYYY-MM-DD');

/** The date field of spec §5: ISO week numbers, only open days within min and max can be picked. */
export function DatePicker({
  value,
  onChange,
  days,
  minDate,
  maxDate,
  allowAllDays,
  ...props
}: DatePickerProps) {
  const { t, i18n } = useLingui();
  const { label, clearable, placeholder, description, error, required, disabled, size = 'md' } = props;
  const [month, setMonth] = useState(() => monthOf(value ?? minDate ?? today()));
  const [shownValue, setShownValue] = useState(value);
  if (value !== shownValue) {
    setShownValue(value);
    if (value) setMonth(monthOf(value));
  }

  const loaded = useQuery({ ...daysQuery(month, nextMonth(month)), enabled: !days && !allowAllDays });
  const knownDays = days ?? loaded.data;
  const openDates = useMemo(
    () => new Set(knownDays?.filter((day) => day.isOpen).map((day) => day.date)),
    [knownDays],
  );
  const limits = { minDate, maxDate, allowAllDays };
  const isSelectable = (date: string) => isSelectableDay(date, openDates, limits);
  const hasNoDays = !allowAllDays && !!knownDays && !knownDays.some((day) => isSelectable(day.date));

  const weekNumber = value ? isoWeek(value) : null;
  const hint = hasNoDays ? t`No days available` : weekNumber ? t`Week ${weekNumber}` : description;

  return (
    <DatePickerInput
      label={label}
      value={value}
      onChange={(date) => onChange(date || null)}
      valueFormat={datePickerFormat(i18n.locale)}
      locale={dayjsLocale(i18n.locale)}
      firstDayOfWeek={1}
      withWeekNumbers
      date={`${month}-01`}
      onDateChange={(date) => setMonth(monthOf(date))}
      excludeDate={(date) => !isSelectable(date)}
      minDate={minDate}
      maxDate={maxDate}
      clearable={clearable}
      clearButtonProps={{ 'aria-label': t`Clear date` }}
      placeholder={placeholder}
      description={hint}
      error={error}
      required={required}
      disabled={disabled}
      size={size}
    />
  );
}
