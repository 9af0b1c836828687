import { useLingui } from '@lingui/react/macro';
import { TextInput, VisuallyHidden } from '@mantine/core';
import { IconButton } from '../icon-button/icon-button.tsx';
import { useState, type ChangeEvent, type KeyboardEvent, type ReactNode } from 'react';
import {
  canStep,
  isAcceptedNumberKey,
  isAtWarning,
  normalizeNumber,
  numberRules,
  parseNumberText,
  sanitizeNumberText,
  stepNumber,
} from '../../../domain/shared/number-input-rules.ts';

/** Touch targets of at least 44 px, for the dock tablets. */
const touchSize = 44;

export interface NumberInputProps {
  label: ReactNode;
  /** The label is read by screen readers only, e.g. in a table row whose header names the field. */
  labelHidden?: boolean;
  value: number;
  onChange: (value: number) => void;
  /** Default 0. */
  min?: number;
  /** Default unlimited. */
  max?: number;
  /** Default 1; typed values are rounded down to this grid. */
  step?: number;
  /** The value is capped at max minus this. */
  maxExtra?: number;
  /** At or above this value the field is highlighted as a warning. */
  warnAt?: number;
  /** Said under the field while the warning shows. */
  warningText?: ReactNode;
  description?: ReactNode;
  error?: ReactNode;
  disabled?: boolean;
  name?: string;
}

/** The quantity field of spec §5: digits only, capped, on the step grid, with − and + buttons. */
export function NumberInput({
  label,
  labelHidden,
  value,
  onChange,
  warnAt,
  warningText,
  ...props
}: NumberInputProps) {
  const { t } = useLingui();
  const { description, error, disabled, name } = props;
  const rules = numberRules({ min: props.min, max: props.max, step: props.step, maxExtra: props.maxExtra });
  // While typing, the text may differ from the value (empty, or below min); it follows outside changes.
  const [text, setText] = useState(String(value));
  const [shownValue, setShownValue] = useState(value);
  if (value !== shownValue) {
    setShownValue(value);
    setText(String(value));
  }

  const emit = (next: number, nextText = String(next)) => {
    setShownValue(next);
    setText(nextText);
    if (next !== value) onChange(next);
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const typed = sanitizeNumberText(event.currentTarget.value, rules.min);
    const typedValue = parseNumberText(typed);
    const next = normalizeNumber(typedValue, rules);
    // Over the cap the text is replaced at once; otherwise it stays as typed (empty, off the step grid,
    // below min — more digits may follow) and shows the emitted value when the field is left.
    emit(next, typedValue > rules.max - rules.maxExtra ? String(next) : typed);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const hasModifier = event.ctrlKey || event.metaKey || event.altKey;
    if (!isAcceptedNumberKey(event.key, rules.min, hasModifier)) event.preventDefault();
    if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault();
      emit(stepNumber(value, event.key === 'ArrowUp' ? 1 : -1, rules));
    }
  };

  const isWarning = isAtWarning(value, warnAt);
  const stepButton = (direction: 1 | -1) => (
    <IconButton
      size={touchSize}
      variant="subtle"
      label={direction === 1 ? t`Increase` : t`Decrease`}
      disabled={disabled || !canStep(value, direction, rules)}
      onClick={() => emit(stepNumber(value, direction, rules))}
    >
      {direction === 1 ? '+' : '−'}
    </IconButton>
  );

  return (
    <TextInput
      label={labelHidden ? <VisuallyHidden>{label}</VisuallyHidden> : label}
      name={name}
      value={text}
      inputMode="numeric"
      autoComplete="off"
      disabled={disabled}
      error={error}
      description={isWarning && warningText ? warningText : description}
      data-warning={isWarning || undefined}
      onChange={handleChange}
      onKeyDown={handleKeyDown}
      onBlur={() => setText(String(value))}
      leftSection={stepButton(-1)}
      rightSection={stepButton(1)}
      leftSectionWidth={touchSize}
      rightSectionWidth={touchSize}
      leftSectionPointerEvents="all"
      rightSectionPointerEvents="all"
      styles={{
        input: {
          minHeight: touchSize,
          textAlign: 'center',
          ...(isWarning
            ? { borderColor: 'var(--mantine-color-orange-6)', background: 'var(--mantine-color-orange-0)' }
            : {}),
        },
      }}
    />
  );
}
